/**
 * `npm run bench:writes`: acknowledged, durable writes through the whole HTTP pipeline (API-key
 * authentication, rate limit, validation, Idempotency-Key, decide, append, response), measured with
 * autocannon beside a bare node:http server answering a body of the same size, in the same run.
 *
 * The write is answer_interview (`PUT /v1/me/interview`) with a new answer each time, so every
 * acknowledged request appends one event. Three runs:
 *   - one write alone: one connection, one request at a time (latency of a single write);
 *   - distinct streams: CONNECTIONS connections, each request under the next of ACCOUNTS accounts (one
 *     interview stream each);
 *   - hot stream: CONNECTIONS connections, every request on the same account's stream.
 * After the runs the event log is opened and the events counted: every acknowledged (2xx) request must
 * be in it exactly once, or the bench says so and exits non-zero. Numbers vary by machine and load;
 * compare the ratios.
 *
 * Last, the same writes run through the executor inside this process, with and without the projections,
 * to show how the service's CPU per write splits between the write path and the projections that
 * share its process in embedded mode.
 *
 * Settings (env): DURATION (seconds per run, default 8), CONNECTIONS (default 32), ACCOUNTS (default 256),
 * IDEMPOTENCY_KEYS (on by default: every request sends a fresh Idempotency-Key; `off` sends none),
 * IN_PROCESS_WRITES (default 3000; 0 skips them), PROFILE=dir (the service writes a V8 CPU profile there when it stops),
 * RUNS (which runs, by the first word of their name: `one,distinct,hot` by default; e.g. `distinct` alone
 * for a profile of that run only).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import Database from 'libsql';
import { loadConfig } from '@listings/shared/config';
import { silentLogger } from '@listings/shared/kernel';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { createService, type Service } from '@listings/gateway';

const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 256);
const IDEMPOTENCY_KEYS = (process.env.IDEMPOTENCY_KEYS ?? 'on') !== 'off';
const PROFILE = process.env.PROFILE;
const IN_PROCESS_WRITES = Number(process.env.IN_PROCESS_WRITES ?? 3000);
const RUNS = (process.env.RUNS ?? 'one,distinct,hot').split(',');
const SERVICE_PORT = 18_490;
const BARE_PORT = 18_491;
const QUESTIONS = ['What are you building?', 'Who is it for?', 'What did you learn launching it?'];

/** A service on `dataDir` with the interview questions and ACCOUNTS accounts holding a listings:write key each. */
async function openWithAccounts(dataDir: string): Promise<{ service: Service; keys: string[] }> {
  const config = { ...loadConfig({ DATA_DIR: dataDir }), demoData: false, launchSchedulerTickMs: 0 };
  const service = await createService(config, { logger: silentLogger });
  const admin = { kind: 'admin' as const, id: 'bench' };
  const content = new SiteContentCommands(service.events, service.clock);
  for (const text of QUESTIONS) await content.interviewQuestion({ type: 'AddInterviewQuestion', text }, admin, 'bench');
  const keys: string[] = [];
  let last = 0;
  for (let i = 0; i < ACCOUNTS; i++) {
    const { accountId } = await service.accounts.register(
      { email: `writer${i}@bench.example`, name: `Writer ${i}` },
      admin,
      'bench',
    );
    const issued = await service.accounts.issueApiKey(
      accountId,
      { name: 'bench', scopes: ['account:read', 'listings:write'] },
      admin,
      'bench',
    );
    keys.push(issued.key);
    last = issued.position;
  }
  await service.projections.waitForPosition(last, 120_000);
  return { service, keys };
}

/**
 * The same writes through the executor in this process, without HTTP, CONNECTIONS at a time: CPU per
 * write with the projections running beside the writes (as in the service) and with them stopped,
 * which splits the service's cost between the write path and the projections.
 */
async function whereTheCpuGoes(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-writes-inprocess-'));
  const { service, keys } = await openWithAccounts(dataDir);
  const write = (n: number) =>
    service.executor.execute({
      operationId: 'answer_interview',
      authorization: `Bearer ${keys[n % keys.length]}`,
      idempotencyKey: IDEMPOTENCY_KEYS ? `inprocess-${runId}-${n}` : undefined,
      clientIp: '127.0.0.1',
      params: {},
      query: {},
      body: { answers: [{ question_id: 1 + (n % QUESTIONS.length), answer: `In process ${n}` }] },
    });
  const measure = async (name: string) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    let next = 0;
    let failed = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < IN_PROCESS_WRITES) if ((await write(sequence + next++)).status !== 200) failed++;
      }),
    );
    sequence += IN_PROCESS_WRITES;
    await service.projections.caughtUp();
    const used = process.cpuUsage(cpu);
    const perWrite = (used.user + used.system) / 1000 / IN_PROCESS_WRITES;
    const rate = (IN_PROCESS_WRITES / (performance.now() - started)) * 1000;
    console.log(
      `${name.padEnd(52)} ${perWrite.toFixed(2).padStart(6)} ms CPU/write ${rate.toFixed(0).padStart(7)} writes/s${failed ? `  failed=${failed}` : ''}`,
    );
  };
  try {
    console.log(
      `\nWhere the CPU goes: ${IN_PROCESS_WRITES} writes through the executor in one process, no HTTP, ${CONNECTIONS} in flight`,
    );
    await measure('write path + the projections running beside it');
    await service.projections.stop();
    await measure('write path alone (projections stopped)');
  } finally {
    await service.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const startBare = (script: string, size: number): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = fork(script, [String(BARE_PORT), String(size)], {
      execArgv: process.features.typescript ? [] : ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });

const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function waitUntilUp(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * CPU time the service process has used, in ms (Linux: /proc), so a run can report CPU per write:
 * a figure that other load on the machine disturbs much less than requests per second.
 */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (USER_HZ, 100 on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  errors: number;
  non2xx: number;
  /** Service CPU ms per acknowledged write, where the platform tells. */
  cpuPerWrite?: number;
}

let sequence = 0;
const runId = Date.now().toString(36);

/** PUT /v1/me/interview with a new answer each time, under keys picked by `keyOf(n)`. */
async function measureWrites(base: string, connections: number, keyOf: (n: number) => string): Promise<Figures> {
  const result = await autocannon({
    url: `${base}/me/interview`,
    connections,
    duration: DURATION,
    pipelining: 1,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request: any) => {
          const n = sequence++;
          return {
            ...request,
            method: 'PUT',
            path: '/v1/me/interview',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${keyOf(n)}`,
              ...(IDEMPOTENCY_KEYS ? { 'idempotency-key': `bench-${runId}-${n}` } : {}),
            },
            body: JSON.stringify({ answers: [{ question_id: 1 + (n % QUESTIONS.length), answer: `Answer ${n}` }] }),
          };
        },
      },
    ],
  });
  return figures(result);
}

async function measureBare(connections: number): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${BARE_PORT}/`,
    connections,
    duration: DURATION,
    pipelining: 1,
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ answers: [{ question_id: 1, answer: 'Answer 1234567' }] }),
  });
  return figures(result);
}

const figures = (result: autocannon.Result): Figures => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  ok: result['2xx'],
  errors: result.errors,
  non2xx: result.non2xx,
});

const header = `${'run'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}   vs bare node:http`;
const row = (name: string, f: Figures, base?: Figures) =>
  `${name.padEnd(44)} ${f.rps.toFixed(0).padStart(8)} ${f.p50.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(7)}` +
  `${base ? `   ${(f.rps / base.rps).toFixed(2)}× (p50 ${(f.p50 - base.p50).toFixed(1)} ms more)` : '   (baseline)'}` +
  `${f.cpuPerWrite !== undefined ? `  service CPU ${f.cpuPerWrite.toFixed(2)} ms/write` : ''}` +
  `${f.errors || f.non2xx ? `  errors=${f.errors} non2xx=${f.non2xx}` : ''}`;

/** The disk's floor during this run: p50 of one small SQLite commit in WAL mode with synchronous = FULL (one fsync). */
function commitFloorMs(dir: string): number {
  const db = new Database(path.join(dir, 'floor.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE t (x TEXT)');
  const insert = db.prepare('INSERT INTO t VALUES (?)');
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    insert.run('x'.repeat(500));
    times.push(performance.now() - started);
  }
  db.close();
  return times.sort((a, b) => a - b)[100]!;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-writes-'));
  console.log(`Setting up ${ACCOUNTS} accounts with API keys in ${dataDir} …`);
  const { service: setup, keys } = await openWithAccounts(dataDir);
  await setup.close();
  const here = path.dirname(new URL(import.meta.url).pathname);
  const service = fork(path.join(here, '../../gateway/src/main.ts'), [], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(SERVICE_PORT),
      HOST: '127.0.0.1',
      DEMO_DATA: 'off',
      LAUNCH_SCHEDULER_TICK_MS: '0',
      RATE_LIMIT_PER_IP: '1000000000',
      RATE_LIMIT_PER_CREDENTIAL: '1000000000',
    },
    execArgv: [
      ...(process.features.typescript ? [] : ['--import', 'tsx']),
      ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const base = `http://127.0.0.1:${SERVICE_PORT}/v1`;
  let bare: ChildProcess | undefined;
  try {
    await waitUntilUp(`${base}/site`);
    const probe = await fetch(`${base}/me/interview`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${keys[0]}` },
      body: JSON.stringify({ answers: [{ question_id: 1, answer: 'Warming up' }] }),
    });
    if (!probe.ok) throw new Error(`answer_interview answered ${probe.status}: ${await probe.text()}`);
    const size = (await probe.arrayBuffer()).byteLength;
    bare = await startBare(path.join(here, 'bare-server.ts'), size);
    console.log(
      `\nPUT /v1/me/interview, ${DURATION} s per run${IDEMPOTENCY_KEYS ? ', each with a fresh Idempotency-Key' : ''}; bare node:http answers ${size} B`,
    );
    console.log(
      `One SQLite commit with its fsync (WAL, synchronous = FULL) takes ${commitFloorMs(dataDir).toFixed(2)} ms here now (p50)\n`,
    );
    console.log(header);
    const every: [string, number, (n: number) => string][] = [
      ['one write alone (1 connection)', 1, () => keys[0]],
      [`distinct streams (${CONNECTIONS} conn., ${ACCOUNTS} streams)`, CONNECTIONS, (n) => keys[n % keys.length]],
      [`hot stream (${CONNECTIONS} conn., one stream)`, CONNECTIONS, () => keys[0]],
    ];
    const runs = every.filter(([name]) => RUNS.includes(name.split(' ')[0]!));
    let acknowledged = 1; // the probe
    for (const [name, connections, keyOf] of runs) {
      const baseline = await measureBare(connections);
      const cpuBefore = cpuMs(service.pid);
      const measured = await measureWrites(base, connections, keyOf);
      const cpuAfter = cpuMs(service.pid);
      if (cpuBefore !== undefined && cpuAfter !== undefined && measured.ok > 0)
        measured.cpuPerWrite = (cpuAfter - cpuBefore) / measured.ok;
      acknowledged += measured.ok;
      console.log(row(`bare node:http (${connections} conn.)`, baseline));
      console.log(row(name, measured, baseline));
    }
    await stop(service);
    const db = new Database(path.join(dataDir, 'events.db'), { readonly: true });
    const { count } = db.prepare("SELECT COUNT(*) AS count FROM events WHERE type = 'InterviewAnswersGiven'").get() as {
      count: number;
    };
    db.close();
    // A request still in flight when a run ends may be written without autocannon counting its answer.
    const inFlight = runs.reduce((sum, [, connections]) => sum + connections, 0);
    const whole = count >= acknowledged && count <= acknowledged + inFlight;
    console.log(
      `\n${acknowledged} writes acknowledged, ${count} InterviewAnswersGiven events in the log after the service stopped` +
        (whole ? ' (every acknowledged write is there)' : ' — MISSING OR EXTRA EVENTS'),
    );
    if (!whole) process.exitCode = 1;
  } finally {
    if (bare) await stop(bare);
    await stop(service);
    if (PROFILE) console.log(`CPU profile of the service in ${PROFILE}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
if (IN_PROCESS_WRITES > 0) await whereTheCpuGoes();
