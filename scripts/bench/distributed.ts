/**
 * `npm run bench:distributed`: the PostgreSQL + Kafka profile of distributed mode, measured beside the
 * embedded service in the same run (ratios), as the other bench scripts do.
 *
 * It starts a PostgreSQL cluster (Debian's binaries, a temporary folder, fsync on: durable as in
 * production, unlike the test clusters), a Kafka broker from .cache/kafka, and the roles as processes
 * (`main.ts relay|projectors|command|query|gateway`), then measures:
 *
 * - writes/s through the gateway: autocannon, CONNECTIONS connections for DURATION s, `PUT /v1/me/interview`
 *   with a fresh Idempotency-Key and answer each time, over ACCOUNTS accounts (distinct streams); beside the
 *   embedded service (`gateway/src/main.ts`, its own process) under the same load. Every acknowledged write
 *   must be in the log once (checked after the run).
 * - write → read lag, p50/p95 of LAG_SAMPLES single writes: from a write's acknowledgement until a read
 *   through the gateway that waits for it (`X-Read-Position`) is answered as reached; embedded: until the
 *   service's read models have it and a read is answered (the service in this process, so its progress
 *   can be watched).
 * - projection catch-up: CATCHUP_EVENTS events (listings created and edited through the commands) in a
 *   fresh database, relayed to a fresh topic, then 1 and then 2 projectors processes (each a fresh
 *   database and consumer group) from their start until every partition has reached the head; beside the
 *   embedded runner catching up on the same events from a SQLite log.
 *
 * Settings (env): DURATION (s, default 8), CONNECTIONS (16), ACCOUNTS (64), LAG_SAMPLES (100),
 * CATCHUP_EVENTS (10,000), KAFKA_PARTITIONS (6). Without PostgreSQL or Java it says why and exits 1.
 * Numbers vary with the machine and its load (the development machine has 2 shared cores, on which
 * PostgreSQL, the Kafka JVM and five Node processes compete): compare the ratios.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '@listings/shared/config';
import {
  type EventStore,
  MingoDocumentStore,
  ProjectionRunner,
  SqliteEventStore,
  silentLogger,
  systemClock,
} from '@listings/shared/kernel';
import { BUS_PROGRESS_COLLECTION, BusPosition, KafkaRelay } from '@listings/shared/kernel/kafka';
import { PostgresDocumentStore, PostgresEventStore } from '@listings/shared/kernel/postgres';
import { postgresBinDir, postgresUnavailable } from '@listings/shared/kernel/testing';
import { AccountCommands } from '@listings/command-service/accounts';
import { ListingCommands } from '@listings/command-service/listings';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { READ_MODELS, createService, kafkaClient, listen } from '@listings/gateway';
import { kafkaUnavailableReason, startKafkaBroker } from '../kafka/broker.ts';

const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 64);
const LAG_SAMPLES = Number(process.env.LAG_SAMPLES ?? 100);
const CATCHUP_EVENTS = Number(process.env.CATCHUP_EVENTS ?? 10_000);
const PARTITIONS = Number(process.env.KAFKA_PARTITIONS ?? 6);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const main = path.join(root, 'gateway', 'src', 'distributed', 'main.ts');
const typeScript = process.features.typescript ? [] : ['--import', 'tsx'];
const admin = { kind: 'admin' as const, id: 'bench' };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const runId = Date.now().toString(36);
const children: ChildProcess[] = [];
const cleanups: (() => Promise<unknown> | unknown)[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A durable PostgreSQL cluster (fsync and synchronous commit on) in a temporary folder; its URL. */
async function startPostgres(): Promise<{ url: string; createDatabase(name: string): Promise<string> }> {
  const reason = postgresUnavailable();
  if (reason) throw new Error(`PostgreSQL unavailable: ${reason}`);
  const bin = postgresBinDir()!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
  const [initCommand, initArgs] = run('initdb', ['-D', dir, '-U', 'bench', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [command, args] = run('postgres', [
    '-D',
    dir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=300',
  ]);
  const child = spawn(command, args, { stdio: 'ignore' });
  cleanups.push(async () => {
    try {
      process.kill(Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGINT');
    } catch {
      child.kill('SIGINT');
    }
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const url = `postgres://bench@127.0.0.1:${port}/postgres`;
  for (let i = 0; ; i++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (i > 300) throw error;
      await delay(100);
    }
  }
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`CREATE DATABASE "${name}"`);
      await client.end();
      return url.replace(/\/postgres$/, `/${name}`);
    },
  };
}

/** A role of distributed mode as its own process, answering /health. */
async function startRole(role: string, env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  let output = '';
  const child = spawn(process.execPath, [...typeScript, main, role], {
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', METRICS_TOKEN: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  children.push(child);
  await waitFor(`${role} on :${port}`, `http://127.0.0.1:${port}/health`, () => output, child);
  return child;
}

async function waitFor(what: string, url: string, output: () => string, child?: ChildProcess, headers = {}) {
  for (let i = 0; i < 1200; i++) {
    if (child && child.exitCode !== null) break;
    const status = await fetch(url, { headers }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await delay(100);
  }
  throw new Error(`${what} did not answer ${url}:\n${output()}`);
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Interview questions and ACCOUNTS accounts with a listings:write key each, written to `events`. */
async function accountsIn(events: EventStore): Promise<string[]> {
  const content = new SiteContentCommands(events, systemClock);
  await content.interviewQuestion({ type: 'AddInterviewQuestion', text: 'What are you building?' }, admin, 'bench');
  const accounts = new AccountCommands(events, systemClock);
  const keys: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const { accountId } = await accounts.register(
      { email: `writer${i}@bench.example`, name: `Writer ${i}` },
      admin,
      'bench',
    );
    const issued = await accounts.issueApiKey(
      accountId,
      { name: 'bench', scopes: ['account:read', 'listings:write'] },
      admin,
      'bench',
    );
    keys.push(issued.key);
  }
  return keys;
}

interface WriteFigures {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

let sequence = 0;
/** CONNECTIONS connections of PUT /v1/me/interview for DURATION s, a fresh answer and key each time. */
async function measureWrites(base: string, keys: string[]): Promise<WriteFigures> {
  const result = await autocannon({
    url: `${base}/v1/me/interview`,
    connections: CONNECTIONS,
    duration: DURATION,
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
              authorization: `Bearer ${keys[n % keys.length]}`,
              'idempotency-key': `bench-${runId}-${n}`,
            },
            body: JSON.stringify({ answers: [{ question_id: 1, answer: `Answer ${runId} ${n}` }] }),
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors + result.timeouts,
  };
}

/** Counts the interview answers of this run in the log (each acknowledged write appends one event). */
async function answersInLog(events: EventStore): Promise<number> {
  let count = 0;
  let after = 0;
  for (;;) {
    const page = await events.readAll({ afterPosition: after, maxCount: 5000 });
    if (page.length === 0) return count;
    for (const event of page)
      if (event.type === 'InterviewAnswersGiven' && JSON.stringify(event.data).includes(`Answer ${runId} `)) count++;
    after = page[page.length - 1]!.position;
  }
}

/** Listings created and edited through the commands until `events` holds at least `count` more events. */
async function appendListings(events: EventStore, count: number): Promise<void> {
  const commands = new ListingCommands(events, systemClock);
  const start = await events.headPosition();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while ((await events.headPosition()) - start < count) {
        const index = next++;
        const actor = { kind: 'user' as const, id: `maker-${index}` };
        const name = `Bench product ${runId} ${index}`;
        const { listingId } = await commands.create(
          { profile: { name, url: `https://bench-${index}.example` }, ownerId: `account-${index}` },
          actor,
          'submit_listing',
        );
        for (let edit = 0; edit < 4; edit++)
          await commands.execute(
            listingId,
            { type: 'ChangeProfile', changes: { tagline: `Tagline ${edit} of ${index}` } },
            actor,
            'update_listing',
          );
      }
    }),
  );
}

const rows: string[] = [];
const row = (what: string, distributed: string, embedded: string, ratio: string) => {
  rows.push(`| ${what} | ${distributed} | ${embedded} | ${ratio} |`);
  console.log(`  ${what}: distributed ${distributed}; embedded ${embedded}; ${ratio}`);
};

async function run(): Promise<void> {
  const kafkaReason = kafkaUnavailableReason();
  if (kafkaReason) throw new Error(`Kafka unavailable: ${kafkaReason}`);
  console.log(
    `bench:distributed — DURATION=${DURATION}s CONNECTIONS=${CONNECTIONS} ACCOUNTS=${ACCOUNTS} LAG_SAMPLES=${LAG_SAMPLES} CATCHUP_EVENTS=${CATCHUP_EVENTS} partitions=${PARTITIONS}; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const postgres = await startPostgres();
  const broker = await startKafkaBroker();
  cleanups.push(() => broker.stop());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-distributed-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // ---- The distributed service: one database, one topic, the five roles.
  const url = await postgres.createDatabase('listings');
  const ports = {
    command: await freePort(),
    query: await freePort(),
    projectors: await freePort(),
    relay: await freePort(),
    gateway: await freePort(),
  };
  // The settings both modes share (limits out of the way, nothing leaves the machine), then distributed mode's.
  const embeddedEnv: NodeJS.ProcessEnv = {
    HOST: '127.0.0.1',
    DEMO_DATA: 'off',
    FETCH_REFUSE_ALL: 'true',
    RATE_LIMIT_PER_CREDENTIAL: '100000000',
    RATE_LIMIT_PER_IP: '100000000',
    LAUNCH_SCHEDULER_TICK_MS: '0',
    OTEL_EXPORTER_OTLP_ENDPOINT: '',
    METRICS_TOKEN: '',
  };
  const env: NodeJS.ProcessEnv = {
    ...embeddedEnv,
    EVENT_STORE: 'postgres',
    DOCUMENT_STORE: 'postgres',
    POSTGRES_URL: url,
    EVENT_BUS: 'kafka',
    KAFKA_BROKERS: broker.brokers.join(','),
    KAFKA_TOPIC: `bench.${runId}`,
    KAFKA_PARTITIONS: String(PARTITIONS),
    KAFKA_PROJECTORS_GROUP: `projectors-${runId}`,
    KAFKA_REACTORS_GROUP: `reactors-${runId}`,
    COMMAND_SERVICE_URL: `http://127.0.0.1:${ports.command}`,
    QUERY_SERVICE_URL: `http://127.0.0.1:${ports.query}`,
    DATA_DIR: path.join(dataDir, 'distributed'),
    READ_YOUR_WRITES_TIMEOUT_MS: '10000',
  };
  const events = await PostgresEventStore.connect(url);
  const documents = await PostgresDocumentStore.connect(url);
  cleanups.push(
    () => documents.close(),
    () => events.close(),
  );
  const keys = await accountsIn(events);
  for (const role of ['relay', 'projectors', 'command', 'query', 'gateway'] as const)
    await startRole(role, env, ports[role]);
  const gateway = `http://127.0.0.1:${ports.gateway}`;
  await waitFor('the last key', `${gateway}/v1/me`, () => '', undefined, {
    authorization: `Bearer ${keys[keys.length - 1]}`,
  });

  // ---- The embedded service, its own process, on a SQLite log holding the same accounts.
  const embeddedDir = path.join(dataDir, 'embedded');
  fs.mkdirSync(embeddedDir, { mode: 0o700 });
  const embeddedLog = new SqliteEventStore(path.join(embeddedDir, 'events.db'));
  const embeddedKeys = await accountsIn(embeddedLog);
  await embeddedLog.close();
  const embeddedPort = await freePort();
  const embedded = spawn(process.execPath, [...typeScript, path.join(root, 'gateway', 'src', 'main.ts')], {
    env: {
      ...process.env,
      ...embeddedEnv,
      DATA_DIR: embeddedDir,
      PORT: String(embeddedPort),
    },
    stdio: 'ignore',
  });
  children.push(embedded);
  const embeddedBase = `http://127.0.0.1:${embeddedPort}`;
  await waitFor('the embedded service', `${embeddedBase}/v1/me`, () => '', embedded, {
    authorization: `Bearer ${embeddedKeys[embeddedKeys.length - 1]}`,
  });

  // ---- Writes/s.
  console.log(`\nWrites through the front (${CONNECTIONS} connections, ${ACCOUNTS} accounts, ${DURATION} s each)`);
  const before = await answersInLog(events);
  const distributedWrites = await measureWrites(gateway, keys);
  const embeddedWrites = await measureWrites(embeddedBase, embeddedKeys);
  await stop(embedded);
  const inLog = (await answersInLog(events)) - before;
  // Every acknowledged write is in the log; beyond them only writes still in flight when the run ended
  // (autocannon stops without their answers) or answered with an error after their append.
  if (inLog < distributedWrites.ok || inLog > distributedWrites.ok + distributedWrites.other + CONNECTIONS)
    throw new Error(`${distributedWrites.ok} writes acknowledged through the gateway, ${inLog} in the log`);
  row(
    `writes/s, PUT /v1/me/interview (${CONNECTIONS} connections)`,
    `${fmt(distributedWrites.rps)} (p50 ${distributedWrites.p50} ms, p99 ${distributedWrites.p99} ms)`,
    `${fmt(embeddedWrites.rps)} (p50 ${embeddedWrites.p50} ms, p99 ${embeddedWrites.p99} ms)`,
    `${(distributedWrites.rps / embeddedWrites.rps).toFixed(2)}×`,
  );
  console.log(
    `  ${fmt(distributedWrites.ok)} acknowledged through the gateway, all in the log (${fmt(inLog)} appended: the rest were in flight when the run ended); refused or failed: ${distributedWrites.other} (embedded ${embeddedWrites.other})`,
  );

  // ---- Write → read lag, one write at a time.
  console.log(`\nWrite → read lag (${LAG_SAMPLES} single writes)`);
  const distributedLag: number[] = [];
  for (let i = 0; i < LAG_SAMPLES; i++) {
    const key = keys[i % keys.length]!;
    const written = await fetch(`${gateway}/v1/me/interview`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ answers: [{ question_id: 1, answer: `Lag ${runId} ${i}` }] }),
    });
    await written.arrayBuffer();
    const acknowledged = performance.now();
    const position = written.headers.get('x-read-position');
    if (written.status !== 200 || !position) throw new Error(`lag write answered ${written.status}`);
    const read = await fetch(`${gateway}/v1/me`, {
      headers: { authorization: `Bearer ${key}`, 'x-read-position': position },
    });
    await read.arrayBuffer();
    if (read.headers.get('x-read-position-reached') !== 'true') throw new Error('a read did not reach its write');
    distributedLag.push(performance.now() - acknowledged);
  }
  const lagDir = path.join(dataDir, 'embedded-lag');
  const service = await createService(
    { ...loadConfig({ DATA_DIR: lagDir, FETCH_REFUSE_ALL: 'true' }), demoData: false, launchSchedulerTickMs: 0 },
    { logger: silentLogger },
  );
  const lagKeys = await accountsIn(service.events);
  await service.projections.waitForPosition(await service.events.headPosition(), 60_000);
  const server = await listen(service, 0, '127.0.0.1');
  const lagBase = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const embeddedLag: number[] = [];
  for (let i = 0; i < LAG_SAMPLES; i++) {
    const key = lagKeys[i % lagKeys.length]!;
    const written = await fetch(`${lagBase}/v1/me/interview`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ answers: [{ question_id: 1, answer: `Lag ${runId} ${i}` }] }),
    });
    await written.arrayBuffer();
    const acknowledged = performance.now();
    await service.projections.waitForPosition(await service.events.headPosition(), 10_000);
    await (await fetch(`${lagBase}/v1/me`, { headers: { authorization: `Bearer ${key}` } })).arrayBuffer();
    embeddedLag.push(performance.now() - acknowledged);
  }
  server.closeAllConnections();
  server.close();
  await service.close();
  row(
    'write acknowledged → a read that reflects it answered, p50 / p95',
    `${fmt(percentile(distributedLag, 50), 1)} / ${fmt(percentile(distributedLag, 95), 1)} ms`,
    `${fmt(percentile(embeddedLag, 50), 1)} / ${fmt(percentile(embeddedLag, 95), 1)} ms`,
    `p50 ${(percentile(distributedLag, 50) / percentile(embeddedLag, 50)).toFixed(0)}×`,
  );
  for (const child of [...children].reverse()) await stop(child);

  // ---- Projection catch-up: a log of CATCHUP_EVENTS events, 1 and 2 projectors instances.
  console.log(`\nProjection catch-up (${fmt(CATCHUP_EVENTS)} events)`);
  const sourceUrl = await postgres.createDatabase('catchup');
  const source = await PostgresEventStore.connect(sourceUrl);
  cleanups.push(() => source.close());
  let started = performance.now();
  await appendListings(source, CATCHUP_EVENTS);
  const head = await source.headPosition();
  console.log(`  ${fmt(head)} events appended in ${fmt((performance.now() - started) / 1000, 1)} s`);
  const topic = `bench.catchup.${runId}`;
  const relayDocuments = new MingoDocumentStore();
  const relay = new KafkaRelay({
    events: source,
    documents: relayDocuments,
    kafka: kafkaClient({ brokers: broker.brokers, clientId: 'bench' }),
    topic,
    partitions: PARTITIONS,
    logger: silentLogger,
  });
  started = performance.now();
  await relay.start();
  await relay.caughtUp();
  console.log(`  relayed to Kafka in ${fmt((performance.now() - started) / 1000, 1)} s`);
  await relay.stop();

  /** Seconds from the processes' start until every partition is at the head, and until the first batch was applied. */
  const catchUp = async (instances: number): Promise<{ total: number; firstBatch: number }> => {
    const target = await postgres.createDatabase(`catchup_${instances}`);
    const targetDocuments = await PostgresDocumentStore.connect(target);
    const group = `catchup-${instances}-${runId}`;
    const progress = new BusPosition(targetDocuments, { group, topic, partitions: PARTITIONS, pollIntervalMs: 50 });
    const begun = performance.now();
    const processes: ChildProcess[] = [];
    for (let i = 0; i < instances; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, [...typeScript, main, 'projectors'], {
        env: {
          ...process.env,
          ...env,
          POSTGRES_URL: target,
          KAFKA_TOPIC: topic,
          KAFKA_PROJECTORS_GROUP: group,
          PORT: String(port),
        },
        stdio: 'ignore',
      });
      children.push(child);
      processes.push(child);
    }
    let firstBatch = NaN;
    const watchStart = (async () => {
      while (Number.isNaN(firstBatch) && performance.now() - begun < 600_000) {
        if ((await targetDocuments.collection(BUS_PROGRESS_COLLECTION).countDocuments({ group })) > 0)
          firstBatch = (performance.now() - begun) / 1000;
        else await delay(50);
      }
    })();
    const reached = await progress.waitForPosition(head, 600_000);
    const seconds = (performance.now() - begun) / 1000;
    await watchStart;
    for (const child of processes) await stop(child);
    await targetDocuments.close();
    if (!reached) throw new Error(`${instances} projectors instance(s) did not reach the head`);
    return { total: seconds, firstBatch };
  };
  const one = await catchUp(1);
  const two = await catchUp(2);

  // Embedded: the runner over a SQLite log with the same events, into the embedded store on a file.
  const sqliteLog = new SqliteEventStore(path.join(dataDir, 'catchup-events.db'));
  for (let after = 0; ;) {
    const page = await source.readAll({ afterPosition: after, maxCount: 2000 });
    if (page.length === 0) break;
    for (const event of page)
      await sqliteLog.appendToStream(event.streamId, [
        { id: event.id, type: event.type, data: event.data, metadata: event.metadata },
      ]);
    after = page[page.length - 1]!.position;
  }
  const sqliteDocuments = new MingoDocumentStore(path.join(dataDir, 'catchup-read-models.db'));
  const runner = new ProjectionRunner(sqliteLog, sqliteDocuments, READ_MODELS, silentLogger);
  started = performance.now();
  await runner.start();
  await runner.caughtUp();
  const embeddedSeconds = (performance.now() - started) / 1000;
  await runner.stop();
  await sqliteDocuments.close();
  await sqliteLog.close();
  const applying = (run: { total: number; firstBatch: number }) =>
    `${fmt(run.total, 1)} s from start (${fmt(run.firstBatch, 1)} s to the first batch, then ${fmt(
      head / (run.total - run.firstBatch),
    )} events/s)`;
  const embeddedRate = head / embeddedSeconds;
  row(
    `catch-up of ${fmt(head)} events, 1 projectors instance`,
    applying(one),
    `${fmt(embeddedSeconds, 1)} s (${fmt(embeddedRate)} events/s)`,
    `${(head / (one.total - one.firstBatch) / embeddedRate).toFixed(3)}× (applying)`,
  );
  row(
    `catch-up of ${fmt(head)} events, 2 projectors instances`,
    applying(two),
    `${fmt(embeddedSeconds, 1)} s (${fmt(embeddedRate)} events/s)`,
    `${(head / (two.total - two.firstBatch) / embeddedRate).toFixed(3)}× (applying); 2 vs 1 instance from start: ${(
      one.total / two.total
    ).toFixed(2)}×`,
  );

  console.log('\n| measurement | distributed (PostgreSQL + Kafka) | embedded (same run) | ratio |\n|---|---|---|---|');
  for (const line of rows) console.log(line);
  console.log(
    `\nload average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

try {
  await run();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
}
