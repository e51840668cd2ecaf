/**
 * The answer-against-bare-server comparison of the site benchmarks (bench:images, bench:comments):
 * the service started on a data folder as its own process (gateway/src/main.ts, rate limits out of
 * the way), autocannon on one URL beside a bare node:http server answering the same bytes with two
 * header lines (bare-file-server.ts: the target's baseline), bare and service alternated ROUNDS times
 * with each side's best run kept (on a shared machine a single run of either may land in a busy
 * moment), and a second baseline that is no target: a bare server replaying the service's own answer,
 * its bytes and header lines (bare-replay-server.ts), which shows how much of the gap is the client's
 * cost of that answer rather than the service's time. Each row also gives the server process's CPU
 * per request (from /proc) and, against its baseline, the baseline's over the service's: the figure
 * a loaded machine moves least, and the service's own cost whatever the client spends.
 * Settings (env): DURATION (seconds per autocannon run, default 8), CONNECTIONS (default 32), ROUNDS (default 2).
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const here = path.dirname(new URL(import.meta.url).pathname);
const execArgv = process.features.typescript ? [] : ['--import', 'tsx'];

export const settings = { DURATION, CONNECTIONS, ROUNDS };

/** A loopback port that was free a moment ago (the service is told its port before it listens). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** One of the bare servers of this folder, once it says it listens. */
const startBare = (script: string, args: string[]): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = fork(path.join(here, script), args, { execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    serverPids.set(`http://127.0.0.1:${args[0]}`, child.pid!);
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });

/** Ends a child this script started and answers once it is gone (its port free again). */
export const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

/** The service on `dataDir` as its own process, anonymous reads unlimited; answers once /v1/site is up. */
export async function startService(dataDir: string): Promise<{ site: string; process: ChildProcess }> {
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const child = fork(path.join(here, '../../gateway/src/main.ts'), [], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'off',
      RATE_LIMIT_PER_IP: '1000000000',
      RATE_LIMIT_PER_CREDENTIAL: '1000000000',
    },
    execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    for (let i = 0; i < 600; i++) {
      const up = await fetch(`${site}/v1/site`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) {
        serverPids.set(site, child.pid!);
        return { site, process: child };
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${site} did not come up`);
  } catch (error) {
    child.kill();
    throw error;
  }
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  bad: number;
  /** The server process's CPU time (user + system, from /proc) per answered request, in µs. */
  cpuPerRequest?: number;
}

/** The pid of each server this script started, by its origin, so a measurement can tell its server's CPU time. */
const serverPids = new Map<string, number>();

/** CPU time a process used so far, in µs (/proc/<pid>/stat's utime + stime; Linux, 100 ticks a second). */
export function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined || !fs.existsSync(`/proc/${pid}/stat`)) return undefined;
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * autocannon on the URL; with the server's pid, also its CPU per request: on a loaded machine req/s
 * says how busy the machine was as much as what a request costs, the server's CPU per request much less.
 */
export async function measure(url: string, pid = serverPids.get(new URL(url).origin)): Promise<Figures> {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
  const cpuAfter = cpuMicros(pid);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average,
    bad: result.errors + result.non2xx,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? { cpuPerRequest: (cpuAfter - cpuBefore) / result.requests.total }
      : {}),
  };
}

/**
 * The best of ROUNDS runs of `url`, or of `bareUrl` and `url` alternated (bare first) when both are
 * given: the run with the most req/s, with the least CPU per request of any run (each the figure of
 * the least disturbed moment).
 */
async function best(urls: string[]): Promise<Figures[]> {
  const kept: (Figures | undefined)[] = urls.map(() => undefined);
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, url] of urls.entries()) {
      const figures = await measure(url);
      const before = kept[i];
      const cpu = Math.min(figures.cpuPerRequest ?? Infinity, before?.cpuPerRequest ?? Infinity);
      kept[i] = { ...(!before || figures.rps > before.rps ? figures : before), cpuPerRequest: cpu };
      if (cpu === Infinity) delete kept[i]!.cpuPerRequest;
    }
  return kept as Figures[];
}

export const row = (name: string, f: Figures, base?: Figures) =>
  `${name.padEnd(46)} ${f.rps.toFixed(0).padStart(9)} ${f.p50.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(7)} ${(f.bytes / 1e6).toFixed(1).padStart(8)}${base ? `   ${(f.rps / base.rps).toFixed(2)}×` : '   (baseline)'}${cpuColumn(f, base)}${f.bad ? `  errors/non-2xx=${f.bad}` : ''}`;

/** The server's CPU µs per request and, against a baseline, the baseline's CPU over the server's (≥ 1: cheaper). */
const cpuColumn = (f: Figures, base?: Figures) =>
  f.cpuPerRequest === undefined
    ? ''
    : `   CPU ${f.cpuPerRequest.toFixed(1)} µs/req${base?.cpuPerRequest !== undefined ? ` (${(base.cpuPerRequest / f.cpuPerRequest).toFixed(2)}×)` : ''}`;

export const header = (title: string) =>
  console.log(
    `\n${title.padEnd(46)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'MB/s'.padStart(8)}   vs bare`,
  );

/** One answer of the service as it was sent: its body and its header lines, but those Node writes itself. */
function recordAnswer(url: string): Promise<{ body: Buffer; headers: [string, string][] }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: [string, string][] = [];
          const raw = response.rawHeaders;
          for (let i = 0; i < raw.length; i += 2)
            if (!NODE_WRITES.has(raw[i]!.toLowerCase())) headers.push([raw[i]!, raw[i + 1]!]);
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          else resolve({ body: Buffer.concat(chunks), headers });
        });
      })
      .on('error', reject);
  });
}
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface PageComparison {
  bytes: number;
  bare: Figures;
  service: Figures;
  replay: Figures;
  replayHeaderLines: number;
}

/** The target's baseline for an answer: a bare server of this folder, its arguments after the port, its row's name. */
export interface Baseline {
  label: string;
  script: string;
  args: string[];
}

/**
 * An answer of the service (`url`, answering 200) against the bare server `baselineOf` names for it
 * (the target's baseline; `file` holds the answer's body), then against a bare server replaying the
 * answer itself, its bytes and header lines (no target). Prints the four rows, the service's under
 * `name`; `scratch` is a folder for the recorded answer.
 */
export async function compareAnswer(
  name: string,
  url: string,
  scratch: string,
  baselineOf: (answer: { body: Buffer; file: string }) => Baseline,
): Promise<PageComparison> {
  const answer = await recordAnswer(url);
  const bodyFile = path.join(scratch, 'replay-body');
  const headersFile = path.join(scratch, 'replay-headers.json');
  fs.writeFileSync(bodyFile, answer.body);
  fs.writeFileSync(headersFile, JSON.stringify(answer.headers));
  const baselineServer = baselineOf({ body: answer.body, file: bodyFile });
  const barePort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  let bare = await startBare(baselineServer.script, [String(barePort), ...baselineServer.args]);
  let baseline: Figures;
  let service: Figures;
  try {
    [baseline, service] = (await best([bareUrl, url])) as [Figures, Figures];
  } finally {
    await stop(bare);
  }
  console.log(row(baselineServer.label, baseline));
  console.log(row(name, service, baseline));

  bare = await startBare('bare-replay-server.ts', [String(barePort), bodyFile, headersFile]);
  let replay: Figures;
  try {
    [replay] = (await best([bareUrl])) as [Figures];
  } finally {
    await stop(bare);
  }
  console.log(row(`  bare, its own ${answer.headers.length} header lines and bytes`, replay));
  console.log(row('  the service against that (not a target)', service, replay));
  return { bytes: answer.body.length, bare: baseline, service, replay, replayHeaderLines: answer.headers.length };
}

/**
 * A page of the service against a bare server answering its very bytes as HTML (bare-file-server.ts,
 * what a static server with the page in memory does: the images' baseline too), as compareAnswer.
 */
export const comparePage = (name: string, url: string, scratch: string): Promise<PageComparison> =>
  compareAnswer(name, url, scratch, ({ body, file }) => ({
    label: `bare node:http, the same ${body.length} B HTML`,
    script: 'bare-file-server.ts',
    args: [file, 'text/html; charset=utf-8'],
  }));
