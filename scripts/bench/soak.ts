/**
 * `npm run bench:soak`: the embedded service under mixed reads and writes at a steady share of its
 * measured capacity for a bounded time, to see that it holds: p50/p99 over time (steady), errors (none)
 * and the service's memory at the start and the end (flat).
 *
 * The service runs as its own process (`gateway/src/main.ts`, demo data seeded) on a fresh data folder;
 * ACCOUNTS accounts with API keys are written to its log from here (as the admin CLI does). First the
 * capacity is measured: CONNECTIONS connections as fast as they can for CAPACITY_SECONDS on the mix.
 * Then the mix runs at LOAD (default 0.7) of that rate for DURATION_MINUTES (default 10), in windows of
 * INTERVAL_SECONDS, each window's p50/p99, errors and the service's RSS and heap (from its /metrics)
 * printed as it ends. The mix, in turn per request: WRITE_SHARE (default 0.2) answer_interview writes
 * (`PUT /v1/me/interview`, a new answer each time, under the next key), the rest reads: search,
 * trending, a listing's categories, get_site_info, the home page and get_account with a key.
 *
 * Settings (env): DURATION_MINUTES, INTERVAL_SECONDS (30), LOAD (0.7), CONNECTIONS (16), ACCOUNTS (32),
 * WRITE_SHARE (0.2), CAPACITY_SECONDS (10). Figures move with the machine's other load; read them as
 * shapes (steady or not) and ratios, not as absolute numbers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { SqliteEventStore } from '@listings/shared/kernel';
import { AccountCommands } from '@listings/command-service/accounts';
import { SiteContentCommands } from '@listings/command-service/site-content';

const DURATION_MINUTES = Number(process.env.DURATION_MINUTES ?? 10);
const INTERVAL_SECONDS = Number(process.env.INTERVAL_SECONDS ?? 30);
const LOAD = Number(process.env.LOAD ?? 0.7);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 32);
const WRITE_SHARE = Number(process.env.WRITE_SHARE ?? 0.2);
const CAPACITY_SECONDS = Number(process.env.CAPACITY_SECONDS ?? 10);
const PORT = 18_520;
const BASE = `http://127.0.0.1:${PORT}`;
const READS = ['/v1/listings?q=crm', '/v1/listings?sort=trending', '/v1/categories', '/v1/site', '/', '/v1/me'];

const clock = { now: () => new Date() };
const admin = { kind: 'admin' as const, id: 'bench-soak' };

async function waitUntil(check: () => Promise<boolean>, what: string, seconds = 300): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen within ${seconds} s`);
}

/** Accounts with keys, written to the service's log from this process, as the admin CLI does. */
async function accountsWithKeys(dataDir: string): Promise<string[]> {
  const events = new SqliteEventStore(path.join(dataDir, 'events.db'));
  try {
    const content = new SiteContentCommands(events, clock);
    await content.interviewQuestion({ type: 'AddInterviewQuestion', text: 'What are you building?' }, admin, 'soak');
    const accounts = new AccountCommands(events, clock);
    const keys: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const { accountId } = await accounts.register(
        { email: `soak${i}@bench.example`, name: `Soak ${i}` },
        admin,
        'soak',
      );
      const issued = await accounts.issueApiKey(
        accountId,
        { name: 'soak', scopes: ['account:read', 'listings:write'] },
        admin,
        'soak',
      );
      keys.push(issued.key);
    }
    return keys;
  } finally {
    await events.close();
  }
}

/** The service's resident set and V8 heap in use, from its /metrics. */
async function memory(): Promise<{ rss: number; heap: number }> {
  const text = await (await fetch(`${BASE}/metrics`)).text();
  const value = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { rss: value('listings_process_resident_memory_bytes'), heap: value('listings_nodejs_heap_size_used_bytes') };
}

let sequence = 0;
/** One request of the mix: every 1/WRITE_SHARE-th a write under the next key, else the next read. */
function mixedRequest(keys: string[]) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- autocannon types the request loosely
    setupRequest: (request: any): any => {
      const n = sequence++;
      const key = keys[n % keys.length]!;
      if ((n * WRITE_SHARE) % 1 < WRITE_SHARE && WRITE_SHARE > 0) {
        return {
          ...request,
          method: 'PUT',
          path: '/v1/me/interview',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ answers: [{ question_id: 1, answer: `Soak answer ${n}` }] }),
        };
      }
      const read = READS[n % READS.length]!;
      return {
        ...request,
        method: 'GET',
        path: read,
        headers: read === '/v1/me' ? { authorization: `Bearer ${key}` } : {},
        body: undefined,
      };
    },
  };
}

interface Window {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

async function run(keys: string[], seconds: number, overallRate?: number): Promise<Window> {
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [mixedRequest(keys)],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-soak-'));
  const here = path.dirname(new URL(import.meta.url).pathname);
  const service = fork(path.join(here, '../../gateway/src/main.ts'), [], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DEMO_DATA: 'on',
      RATE_LIMIT_PER_IP: '1000000000',
      RATE_LIMIT_PER_CREDENTIAL: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    console.log(`Service on ${BASE} (data in ${dataDir}), seeding the demo directory …`);
    await waitUntil(async () => (await fetch(`${BASE}/v1/site`)).ok, 'the service coming up');
    const keys = await accountsWithKeys(dataDir);
    await waitUntil(
      async () => (await fetch(`${BASE}/v1/me`, { headers: { authorization: `Bearer ${keys.at(-1)}` } })).ok,
      'the keys working',
    );
    const capacity = await run(keys, CAPACITY_SECONDS);
    const rate = Math.max(1, Math.round(capacity.rps * LOAD));
    console.log(
      `Capacity on the mix (${CONNECTIONS} connections, ${WRITE_SHARE * 100}% writes): ${capacity.rps.toFixed(0)} req/s ` +
        `(p50 ${capacity.p50} ms, p99 ${capacity.p99} ms); soak at ${LOAD * 100}%: ${rate} req/s for ${DURATION_MINUTES} min\n`,
    );
    const start = await memory();
    console.log(
      `${'minute'.padStart(7)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'RSS'.padStart(10)} ${'heap'.padStart(10)}`,
    );
    const windows: (Window & { rss: number; heap: number })[] = [];
    const deadline = Date.now() + DURATION_MINUTES * 60_000;
    while (Date.now() < deadline) {
      const seconds = Math.max(1, Math.min(INTERVAL_SECONDS, Math.round((deadline - Date.now()) / 1000)));
      const window = { ...(await run(keys, seconds, rate)), ...(await memory()) };
      windows.push(window);
      const minute = (DURATION_MINUTES - (deadline - Date.now()) / 60_000).toFixed(1);
      console.log(
        `${minute.padStart(7)} ${window.rps.toFixed(0).padStart(7)} ${String(window.p50).padStart(7)} ${String(window.p99).padStart(7)} ` +
          `${String(window.errors + window.non2xx).padStart(7)} ${mb(window.rss).padStart(10)} ${mb(window.heap).padStart(10)}`,
      );
    }
    const end = windows.at(-1)!;
    const errors = windows.reduce((sum, w) => sum + w.errors + w.non2xx, 0);
    const requests = windows.reduce((sum, w) => sum + w.requests, 0);
    const p99s = windows.map((w) => w.p99).sort((a, b) => a - b);
    const half = Math.max(1, Math.floor(windows.length / 2));
    const firstHalf = windows.slice(0, half).map((w) => w.p99);
    const secondHalf = windows.slice(half).map((w) => w.p99);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    console.log(
      `\n${requests} requests, ${errors} errors or non-2xx answers` +
        `\np99 per window: min ${p99s[0]} ms, median ${median(p99s)} ms, max ${p99s.at(-1)} ms; median of the second half / first half: ${(median(secondHalf) / median(firstHalf)).toFixed(2)}×` +
        `\nservice memory: RSS ${mb(start.rss)} → ${mb(end.rss)} (${((end.rss / start.rss - 1) * 100).toFixed(1)}%), heap ${mb(start.heap)} → ${mb(end.heap)} (${((end.heap / start.heap - 1) * 100).toFixed(1)}%)`,
    );
    // Heap in use swings with the collector; its lowest reading per half approximates the live heap.
    const lowest = (values: number[]) => Math.min(...values);
    const firstWindows = windows.slice(0, half);
    const secondWindows = windows.slice(half);
    console.log(
      `second half: RSS ${mb(lowest(secondWindows.map((w) => w.rss)))}–${mb(Math.max(...secondWindows.map((w) => w.rss)))}; ` +
        `lowest heap in use, first half ${mb(lowest(firstWindows.map((w) => w.heap)))}, second half ${mb(lowest(secondWindows.map((w) => w.heap)))}`,
    );
    if (errors > 0) process.exitCode = 1;
  } finally {
    await stop(service);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
