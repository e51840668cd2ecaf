/**
 * `npm run bench:images` (issue 31, "Benchmarks"): what pictures cost the site.
 *
 * Seeds the demo directory into a fresh data folder, gives every live listing a logo (a generated PNG
 * taken in through the real pipeline, ingestImage: sharp re-encodes it into 48/96/192/512 WebP and PNG
 * renditions in the blob store, files under the data folder) and records it with SetLogo, as an
 * upload does. Then starts the service on that folder as its own process (gateway/src/main.ts) and
 * measures with autocannon, each beside a baseline measured in the same run:
 * - `/images/<hash>` of the 192 px WebP and the 512 px PNG, the same URL every request, against a bare
 *   node:http server answering the same bytes with the same type (bare-file-server.ts): target ≥ 0.8×;
 * - a listing page with its logo and the home page (the listings' logos), anonymous and cached,
 *   against a bare node:http server answering HTML of the same size (bare-server.ts): target ≥ 0.7×;
 * - social cards: the first request of each listing's card (it is drawn then: sharp from SVG) one
 *   after another, p50 and p90 (target p50 ≤ 50 ms), then a second request of each (from the cache),
 *   and autocannon on one card.
 * Prints the figures and ratios; numbers vary by machine, the ratios are what to compare. The targets
 * are against those baselines. Each of these rows also gets a second baseline, printed below it and
 * not a target: a bare server replaying the service's own answer (its bytes and header lines,
 * bare-replay-server.ts), which shows how much of the gap is the client's cost of that answer
 * (autocannon parses header lines and decodes bodies in JavaScript) rather than the service's time.
 *
 * Each comparison alternates bare and service ROUNDS times and keeps each side's best run.
 * Settings (env): DURATION (seconds per autocannon run, default 8), CONNECTIONS (default 32), ROUNDS (default 2).
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { seedDemoWithLogos } from '../demo-with-logos.ts';

/** A loopback port that was free a moment ago (the service is told its port before it listens). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const here = path.dirname(new URL(import.meta.url).pathname);

const start = (script: string, args: string[]): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = fork(script, args, {
      execArgv: process.features.typescript ? [] : ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });

async function waitUntilUp(url: string) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  bad: number;
}

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average,
    bad: result.errors + result.non2xx,
  };
}

/**
 * The bare server and the service measured in turn, ROUNDS times (default 2), each side's best run
 * kept: on a machine shared with other work, a single run of either may land in a busy moment.
 */
async function pair(bareUrl: string, url: string): Promise<[Figures, Figures]> {
  let bare: Figures | undefined;
  let service: Figures | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const b = await measure(bareUrl);
    if (!bare || b.rps > bare.rps) bare = b;
    const s = await measure(url);
    if (!service || s.rps > service.rps) service = s;
  }
  return [bare!, service!];
}

const row = (name: string, f: Figures, base?: Figures) =>
  `${name.padEnd(46)} ${f.rps.toFixed(0).padStart(9)} ${f.p50.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(7)} ${(f.bytes / 1e6).toFixed(1).padStart(8)}${base ? `   ${(f.rps / base.rps).toFixed(2)}×` : '   (baseline)'}${f.bad ? `  errors/non-2xx=${f.bad}` : ''}`;
const header = (title: string) =>
  console.log(
    `\n${title.padEnd(46)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'MB/s'.padStart(8)}   vs bare`,
  );

/** Milliseconds of one GET, the body read whole; fails on anything but 200. */
async function timedGet(url: string): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};

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

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
  console.log(`Seeding the demo directory with a logo on every live listing into ${dataDir} …`);
  const { slugs, logo } = await seedDemoWithLogos(dataDir);
  console.log(`  ${slugs.length} listings with logos`);

  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const service = fork(path.join(here, '../../gateway/src/main.ts'), [], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'off',
      RATE_LIMIT_PER_IP: '1000000000',
      RATE_LIMIT_PER_CREDENTIAL: '1000000000',
    },
    execArgv: process.features.typescript ? [] : ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let bare: ChildProcess | undefined;
  /**
   * The second baseline of a row (not a target): a bare server replaying the service's answer at
   * `url`, measured ROUNDS times (best kept), and the service's figures against it.
   */
  const againstItsOwnAnswer = async (url: string, barePort: number, figures: Figures) => {
    const answer = await recordAnswer(url);
    const bodyFile = path.join(dataDir, 'replay-body');
    const headersFile = path.join(dataDir, 'replay-headers.json');
    fs.writeFileSync(bodyFile, answer.body);
    fs.writeFileSync(headersFile, JSON.stringify(answer.headers));
    bare = await start(path.join(here, 'bare-replay-server.ts'), [String(barePort), bodyFile, headersFile]);
    let replay: Figures | undefined;
    for (let round = 0; round < ROUNDS; round++) {
      const r = await measure(`http://127.0.0.1:${barePort}/`);
      if (!replay || r.rps > replay.rps) replay = r;
    }
    bare.kill();
    bare = undefined;
    console.log(row(`  bare, its own ${answer.headers.length} header lines and bytes`, replay!));
    console.log(row('  the service against that (not a target)', figures, replay));
  };
  try {
    await waitUntilUp(`${site}/v1/site`);
    const barePort = await freePort();

    header('image bytes (the same URL every request)');
    for (const [size, format] of [
      [192, 'webp'],
      [512, 'png'],
    ] as const) {
      const rendition = logo.renditions.find((r) => r.size === size && r.format === format)!;
      const url = `${site}/images/${rendition.hash}`;
      const answer = await fetch(url);
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      const file = path.join(dataDir, `bare-${rendition.hash}`);
      fs.writeFileSync(file, bytes);
      bare = await start(path.join(here, 'bare-file-server.ts'), [String(barePort), file, `image/${format}`]);
      const [baseline, figures] = await pair(`http://127.0.0.1:${barePort}/`, url);
      bare.kill();
      bare = undefined;
      console.log(row(`bare node:http, the same ${bytes.length} B`, baseline));
      console.log(row(`/images/<hash> ${size} px ${format}, ${bytes.length} B`, figures, baseline));
      await againstItsOwnAnswer(url, barePort, figures);
    }

    header('site page with logos (anonymous, cached)');
    for (const [name, at] of [
      ['listing page', `/listings/${slugs[0]}`],
      ['home', '/'],
    ]) {
      const first = await fetch(`${site}${at}`);
      const html = await first.text();
      if (first.status !== 200) throw new Error(`${at} answered ${first.status}`);
      const pictures = (html.match(/<img [^>]*src="\/images\//g) ?? []).length;
      const size = Buffer.byteLength(html);
      bare = await start(path.join(here, 'bare-server.ts'), [String(barePort), String(size), 'html']);
      const [baseline, figures] = await pair(`http://127.0.0.1:${barePort}/`, `${site}${at}`);
      bare.kill();
      bare = undefined;
      console.log(row(`bare node:http, ${size} B HTML`, baseline));
      console.log(row(`${name} (${pictures} <img> of /images/)`, figures, baseline));
      await againstItsOwnAnswer(`${site}${at}`, barePort, figures);
    }

    // Social cards: each listing's card once (drawn), then again (from the cache), one request at a time.
    const cardUrl = (slug: string) => `${site}/cards/listing/${encodeURIComponent(slug)}.png`;
    const drawn: number[] = [];
    for (const slug of slugs) drawn.push(await timedGet(cardUrl(slug)));
    const cached: number[] = [];
    for (const slug of slugs) cached.push(await timedGet(cardUrl(slug)));
    const card = await fetch(cardUrl(slugs[0]!));
    const cardBytes = (await card.arrayBuffer()).byteLength;
    console.log(
      `\nsocial cards (${slugs.length} listings' cards, ${card.headers.get('content-type')}, ${cardBytes} B for the first), one request at a time:`,
    );
    console.log(
      `  first request (drawn):    p50 ${percentile(drawn, 50).toFixed(1)} ms, p90 ${percentile(drawn, 90).toFixed(1)} ms, max ${Math.max(...drawn).toFixed(1)} ms`,
    );
    console.log(
      `  second request (cached):  p50 ${percentile(cached, 50).toFixed(1)} ms, p90 ${percentile(cached, 90).toFixed(1)} ms, max ${Math.max(...cached).toFixed(1)} ms`,
    );
    header('social card, cached (the same URL every request)');
    console.log(row(`/cards/listing/<slug>.png, ${cardBytes} B`, await measure(cardUrl(slugs[0]!))));
  } finally {
    bare?.kill();
    service.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
