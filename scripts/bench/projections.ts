/**
 * `npm run bench:projections`: how fast the read models follow the log, each number beside a
 * baseline measured in the same run, with the ratio. Numbers vary by machine and load (the 2-core
 * development machine is shared): compare the ratios.
 *
 * The log: LISTINGS listings created through the real commands, then engagement and edit events up
 * to EVENTS in all (views, votes, withdrawn votes, follows, unfollows, billboard money, profile
 * edits), appended straight to their streams. The read models: every read model of the service
 * kept in the document store (gateway/src/projections.ts; the in-memory search index is apart).
 *
 * Embedded (SQLite log → runner → embedded document store on a SQLite file):
 * - catch-up: a runner started on an empty store follows the whole log (events/s); baseline: reading
 *   and parsing the log page by page with nothing applied.
 * - rebuild: `runner.rebuild()` (what `npm run projections -- rebuild` does) over the same log (seconds).
 * - lag: single appends at a steady pace; time from the acknowledged append until every read model
 *   has applied it (p50/p99); baseline: the same for a bare subscription that applies nothing.
 * Kafka (real broker from .cache/kafka, skipped without Java): the first KAFKA_EVENTS events are
 * relayed to a topic, then the projectors' consumer group (eachBatch, one unit of work per batch)
 * consumes them into the embedded store (events/s); baseline: a bare consumer group with eachBatch
 * that applies nothing. Then lag through relay → Kafka → projectors, beside the bare consumer's.
 *
 * Settings (env): EVENTS (default 1,000,000), LISTINGS (1,000), KAFKA_EVENTS (100,000), LAG_SAMPLES (300),
 * BENCH_DIR (keep the files there).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  type EventData,
  type EventStore,
  ManualClock,
  MingoDocumentStore,
  ProjectionRunner,
  SqliteEventStore,
  silentLogger,
} from '@listings/shared/kernel';
import { BusPosition, KafkaRelay, decodeMessage, kafkaSettings } from '@listings/shared/kernel/kafka';
import { ListingCommands } from '@listings/command-service/listings';
import { READ_MODELS as allProjections, kafkaClient, startProjectors } from '@listings/gateway';
import { kafkaUnavailableReason, startKafkaBroker } from '../kafka/broker.ts';

const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const LISTINGS = Number(process.env.LISTINGS ?? 1_000);
const KAFKA_EVENTS = Math.min(EVENTS, Number(process.env.KAFKA_EVENTS ?? 100_000));
const LAG_SAMPLES = Number(process.env.LAG_SAMPLES ?? 300);
const DAY = 86_400_000;

const rows: { what: string; value: string; baseline: string; ratio: string }[] = [];
const report = (what: string, value: string, baseline: string, ratio: string) => {
  rows.push({ what, value, baseline, ratio });
  console.log(`  ${what}: ${value} (baseline ${baseline}; ${ratio})`);
};
const rate = (events: number, ms: number) => Math.round((events / ms) * 1000);
const fmt = (n: number) => n.toLocaleString('en-US');
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A deterministic generator (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function writeLog(events: EventStore): Promise<void> {
  const clock = new ManualClock(new Date(Date.now() - 140 * DAY));
  const commands = new ListingCommands(events, clock);
  const actor = { kind: 'user' as const, id: 'bench' };
  const ids: number[] = [];
  for (let i = 0; i < LISTINGS; i++) {
    const { listingId } = await commands.create(
      { profile: { name: `Bench product ${i}`, url: `https://bench-${i}.example` }, ownerId: `owner-${i % 97}` },
      actor,
      'bench',
    );
    ids.push(listingId);
  }
  const random = seeded(11);
  const voters = new Map<number, { next: number; active: string[] }>();
  const followers = new Map<number, { next: number; active: string[] }>();
  const state = (map: typeof voters, id: number) => map.get(id) ?? map.set(id, { next: 0, active: [] }).get(id)!;
  let orders = 0;
  let appended = await events.headPosition();
  const start = clock.now().getTime();
  while (appended < EVENTS) {
    const listingId = ids[Math.floor(random() * ids.length)]!;
    const at = new Date(start + Math.floor((appended / EVENTS) * 139 * DAY)).toISOString();
    const metadata = { actor: { kind: 'user' as const, id: 'bench' }, at, cause: 'bench' };
    const chunk = Math.min(500, EVENTS - appended);
    const engagement: EventData[] = [];
    const edits: EventData[] = [];
    for (let i = 0; i < chunk; i++) {
      const roll = random();
      const event = (type: string, data: Record<string, unknown>): EventData => ({
        id: randomUUID(),
        type,
        data: { listingId, ...data },
        metadata,
      });
      const votes = state(voters, listingId);
      const follows = state(followers, listingId);
      if (roll < 0.4) engagement.push(event('ListingViewed', { viewerId: `viewer-${Math.floor(random() * 1e6)}` }));
      else if (roll < 0.7) {
        const voterId = `voter-${votes.next++}`;
        votes.active.push(voterId);
        engagement.push(event('VoteCast', { voterId }));
      } else if (roll < 0.75 && votes.active.length)
        engagement.push(event('VoteWithdrawn', { voterId: votes.active.pop()! }));
      else if (roll < 0.85) {
        const followerId = `follower-${follows.next++}`;
        follows.active.push(followerId);
        engagement.push(event('ListingFollowed', { followerId }));
      } else if (roll < 0.88 && follows.active.length)
        engagement.push(event('ListingUnfollowed', { followerId: follows.active.pop()! }));
      else if (roll < 0.9)
        engagement.push(
          event('BillboardContributed', {
            amountCents: 100 + Math.floor(random() * 900),
            orderNumber: `B-${++orders}`,
          }),
        );
      else
        edits.push(
          event('ListingProfileChanged', {
            changes: { tagline: { before: null, after: `Tagline ${Math.floor(random() * 1e6)}` } },
          }),
        );
    }
    if (engagement.length) await events.appendToStream(`engagement-${listingId}`, engagement);
    if (edits.length) await events.appendToStream(`listing-${listingId}`, edits);
    appended = await events.headPosition();
  }
}

async function embedded(dir: string, events: SqliteEventStore): Promise<void> {
  const total = await events.headPosition();

  // Baseline: read and parse the whole log, nothing applied.
  let started = performance.now();
  for (let after = 0; ;) {
    const page = await events.readAll({ afterPosition: after, maxCount: 1_000 });
    if (page.length === 0) break;
    after = page[page.length - 1]!.position;
  }
  const readRate = rate(total, performance.now() - started);

  const file = path.join(dir, 'read-models.db');
  const documents = new MingoDocumentStore(file);
  const runner = new ProjectionRunner(events, documents, allProjections, silentLogger);
  started = performance.now();
  await runner.start();
  await runner.caughtUp();
  const catchUpMs = performance.now() - started;
  report(
    `embedded catch-up, ${fmt(total)} events into ${allProjections.length} read models`,
    `${fmt(rate(total, catchUpMs))} events/s`,
    `reading the log alone: ${fmt(readRate)} events/s`,
    `${(rate(total, catchUpMs) / readRate).toFixed(2)}×`,
  );

  started = performance.now();
  await runner.rebuild();
  const rebuildMs = performance.now() - started;
  report(
    `embedded rebuild of ${fmt(total)} events`,
    `${(rebuildMs / 1000).toFixed(1)} s (${fmt(rate(total, rebuildMs))} events/s)`,
    `reading the log alone: ${((total / readRate) * 1).toFixed(1)} s`,
    `${(rebuildMs / 1000 / (total / readRate)).toFixed(1)}× the read time`,
  );

  // Lag: acknowledged append → applied by every read model; beside a bare subscription's.
  const lags = await measureLag(events, (position) => runner.waitForPosition(position, 10_000));
  let bareHead = 0;
  const bareWaiters = new Map<number, () => void>();
  const bare = events.subscribeToAll({ afterPosition: await events.headPosition() }, (event) => {
    bareHead = event.position;
    for (const [position, resolve] of bareWaiters) if (position <= bareHead) resolve();
  });
  const bareLags = await measureLag(events, (position) =>
    position <= bareHead
      ? Promise.resolve(true)
      : new Promise((resolve) => bareWaiters.set(position, () => resolve(true))),
  );
  await bare.stop();
  report(
    'embedded lag, write acknowledged → visible in every read model',
    `p50 ${lags.p50.toFixed(2)} ms, p99 ${lags.p99.toFixed(2)} ms`,
    `bare subscription p50 ${bareLags.p50.toFixed(2)} ms, p99 ${bareLags.p99.toFixed(2)} ms`,
    `p99 ${(lags.p99 / bareLags.p99).toFixed(1)}×`,
  );
  await runner.stop();
  await documents.close();
}

/** Appends LAG_SAMPLES single events, one every 5 ms, and times each until `visible` resolves. */
async function measureLag(
  events: EventStore,
  visible: (position: number) => Promise<boolean>,
): Promise<{ p50: number; p99: number }> {
  const lags: number[] = [];
  for (let i = 0; i < LAG_SAMPLES; i++) {
    const metadata = { actor: { kind: 'user' as const, id: 'bench' }, at: new Date().toISOString(), cause: 'bench' };
    const { position } = await events.appendToStream(`engagement-${1 + (i % LISTINGS)}`, [
      {
        id: randomUUID(),
        type: 'ListingViewed',
        data: { listingId: 1 + (i % LISTINGS), viewerId: `lag-${i}` },
        metadata,
      },
    ]);
    const acknowledged = performance.now();
    await visible(position);
    lags.push(performance.now() - acknowledged);
    await sleep(5);
  }
  return { p50: percentile(lags, 50), p99: percentile(lags, 99) };
}

async function kafka(dir: string, source: SqliteEventStore): Promise<void> {
  if (KAFKA_EVENTS === 0) return;
  const reason = kafkaUnavailableReason();
  if (reason) {
    console.log(`  [skipped] Kafka: ${reason}`);
    return;
  }
  const broker = await startKafkaBroker({});
  const events = new SqliteEventStore(path.join(dir, 'kafka-events.db'));
  try {
    for (let after = 0; after < KAFKA_EVENTS;) {
      const page = await source.readAll({ afterPosition: after, maxCount: Math.min(1_000, KAFKA_EVENTS - after) });
      if (page.length === 0) break;
      // Runs of one stream in one append each (the log was written that way).
      for (let i = 0; i < page.length;) {
        let j = i + 1;
        while (j < page.length && page[j]!.streamId === page[i]!.streamId) j++;
        await events.appendToStream(page[i]!.streamId, page.slice(i, j));
        i = j;
      }
      after = page[page.length - 1]!.position;
    }
    const total = await events.headPosition();
    const settings = {
      ...kafkaSettings({}),
      brokers: broker.brokers,
      topic: `bench.${randomUUID().slice(0, 8)}`,
      partitions: 6,
      projectorsGroup: `bench-projectors-${randomUUID().slice(0, 8)}`,
    };
    const relay = new KafkaRelay({
      events,
      documents: new MingoDocumentStore(),
      kafka: kafkaClient(settings),
      topic: settings.topic,
      partitions: settings.partitions,
      logger: silentLogger,
    });
    await relay.start();
    await relay.caughtUp(600_000);

    // Baseline: a bare consumer group that takes every batch and applies nothing.
    const client = kafkaClient(settings);
    const consumer = client.consumer({ groupId: `bench-bare-${randomUUID().slice(0, 8)}` });
    await consumer.connect();
    await consumer.subscribe({ topics: [settings.topic], fromBeginning: true });
    let consumed = 0;
    let bareHead = 0;
    let started = performance.now();
    await consumer.run({
      eachBatch: async ({ batch }) => {
        for (const message of batch.messages) {
          const decoded = decodeMessage(message);
          const position = decoded.kind === 'event' ? decoded.event.position : decoded.position;
          if (decoded.kind === 'event') consumed++;
          if (position > bareHead) bareHead = position;
        }
      },
    });
    while (consumed < total) await sleep(20);
    const bareMs = performance.now() - started;

    const documents = new MingoDocumentStore(path.join(dir, 'kafka-read-models.db'));
    const progress = new BusPosition(documents, {
      group: settings.projectorsGroup,
      topic: settings.topic,
      partitions: settings.partitions,
    });
    started = performance.now();
    const projectors = await startProjectors({
      documents,
      settings,
      projections: allProjections,
      logger: silentLogger,
    });
    await progress.waitForPosition(total, 600_000);
    const projectorsMs = performance.now() - started;
    report(
      `Kafka catch-up (eachBatch, one unit of work per batch), ${fmt(total)} events`,
      `${fmt(rate(total, projectorsMs))} events/s`,
      `bare consumer group: ${fmt(rate(total, bareMs))} events/s`,
      `${(rate(total, projectorsMs) / rate(total, bareMs)).toFixed(2)}×`,
    );

    const lags = await measureLag(events, (position) => progress.waitForPosition(position, 10_000));
    const bareLags = await measureLag(events, async (position) => {
      while (bareHead < position) await sleep(1);
      return true;
    });
    report(
      'Kafka lag, write acknowledged → relay → broker → visible in every read model',
      `p50 ${lags.p50.toFixed(1)} ms, p99 ${lags.p99.toFixed(1)} ms`,
      `bare consumer p50 ${bareLags.p50.toFixed(1)} ms, p99 ${bareLags.p99.toFixed(1)} ms`,
      `p99 ${(lags.p99 / bareLags.p99).toFixed(1)}×`,
    );
    await projectors.stop();
    await consumer.disconnect();
    await relay.stop();
    await documents.close();
  } finally {
    await events.close();
    await broker.stop();
  }
}

// BENCH_DIR keeps the files (the log, the read models) for a closer look afterwards.
const dir = process.env.BENCH_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-projections-'));
fs.mkdirSync(dir, { recursive: true });
try {
  console.log(
    `bench:projections: ${fmt(EVENTS)} events, ${fmt(LISTINGS)} listings (machine load: ${os.loadavg()[0]!.toFixed(1)})`,
  );
  const events = new SqliteEventStore(path.join(dir, 'events.db'));
  let started = performance.now();
  await writeLog(events);
  console.log(`  log written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  await embedded(dir, events);
  await kafka(dir, events);
  await events.close();
  console.log('\n| measurement | result | baseline (same run) | ratio |\n|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.what} | ${row.value} | ${row.baseline} | ${row.ratio} |`);
} finally {
  if (!process.env.BENCH_DIR) fs.rmSync(dir, { recursive: true, force: true });
}
