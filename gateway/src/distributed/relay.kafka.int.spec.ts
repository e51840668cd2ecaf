/**
 * The relay on a real Kafka broker (scripts/kafka, or KAFKA_BROKERS): two relays against the same
 * stores, of which only the lease holder publishes while the other stands by and takes over when the
 * holder dies, with no event on the topic twice; and the topic's watermarks compacted away (measured:
 * their share of the topic on an uncompacted topic as it used to be, and on the compacted one), while
 * a consumer group starting on the compacted topic still reaches the head and builds what a clean
 * rebuild builds. Without Java the suite is skipped, saying why.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { MingoDocumentStore, SqliteEventStore, silentLogger, type EventStore } from '@listings/shared/kernel';
import { BusPosition, KafkaRelay, type BusMessage, type KafkaSettings } from '@listings/shared/kernel/kafka';
import { metricValue, watchRelay } from '@listings/shared/platform';
import { kafkaClient, startProjectors } from './projectors.ts';
import { startHealthServer } from './health-server.ts';
import { TALLIED, tallyProjection } from './testing/tally.projection.ts';
import { cleanRebuild, readModels } from './testing/event-path.ts';
import { readTopic } from './testing/read-topic.ts';
import { freshKafkaSettings, kafkaForSuite, type SuiteKafka } from './testing/suite-engines.ts';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (polling) until `check` holds, at most `timeoutMs`; fails with `what` otherwise. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check());) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await delay(50);
  }
}

const metadata = { actor: { kind: 'system' as const, id: 'test' }, at: new Date(0).toISOString(), cause: 'test' };
const append = (events: EventStore, stream: string, count = 1) =>
  events.appendToStream(
    stream,
    Array.from({ length: count }, () => ({ id: randomUUID(), type: TALLIED, data: {}, metadata })),
  );

describe('the relay on a real Kafka broker: one publishes (a lease), watermarks compacted', function () {
  this.timeout(240_000);
  let kafka: SuiteKafka | undefined;
  let brokers: string[];

  before(async function () {
    kafka = await kafkaForSuite(this, 'Kafka relay suite');
    brokers = kafka.brokers;
  });
  after(async () => {
    await kafka?.stop();
  });

  const settingsFor = (partitions: number) => freshKafkaSettings(brokers, 'relay', partitions);

  it('two relays on the same stores: only the lease holder publishes; when it dies the standby takes over; no event twice', async () => {
    const settings = settingsFor(3);
    const events = new SqliteEventStore(':memory:');
    const documents = new MingoDocumentStore();
    const published: [number[], number[]] = [[], []];
    const relays = ([0, 1] as const).map(
      (index) =>
        new KafkaRelay({
          events,
          documents,
          kafka: kafkaClient(settings),
          topic: settings.topic,
          partitions: settings.partitions,
          logger: silentLogger,
          batchSize: 20,
          leaseMs: 2_000,
          holderId: `relay-${index}`,
          onPublished: (page) => published[index].push(...page.map((event) => event.position)),
        }),
    );
    let unwatch = () => {};
    const servers = await Promise.all(relays.map((relay) => startHealthServer(0, '127.0.0.1', () => relay.healthy)));
    const url = (index: number) => `http://127.0.0.1:${(servers[index]!.address() as AddressInfo).port}`;
    let stopped: number | undefined;
    try {
      for (const relay of relays) await relay.start();
      for (let i = 0; i < 40; i++) await append(events, `tally-${i % 7}`, 1 + (i % 2));
      await until('one relay holds the lease', () => relays.some((relay) => relay.status().leaseHeld));
      const holder = relays.findIndex((relay) => relay.status().leaseHeld);
      const standby = 1 - holder;
      await relays[holder]!.caughtUp();
      expect(relays[standby]!.status().leaseHeld, 'the other relay stands by').to.equal(false);
      expect(published[standby], 'the standby published nothing').to.deep.equal([]);
      // Both are ready (one holds the lease, the other is a healthy standby); the standby's metrics say it stands by.
      for (const index of [0, 1])
        expect((await fetch(`${url(index)}/ready`)).status, `relay ${index} /ready`).to.equal(200);
      unwatch = watchRelay({
        topic: settings.topic,
        status: () => relays[standby]!.status(),
        headPosition: () => events.headPosition(),
      });
      const metric = (name: string) => metricValue(name, { topic: settings.topic });
      expect(await metric('listings_relay_lease_held')).to.equal(0);
      // A standby reads the stored checkpoint: the lag it reports reaches 0 too.
      await until('the standby reports no lag', async () => (await metric('listings_relay_lag')) === 0);
      const text = await (await fetch(`${url(standby)}/metrics`)).text();
      expect(text).to.include(`listings_relay_lease_held{topic="${settings.topic}"} 0`);
      expect(text).to.include(`listings_relay_position{topic="${settings.topic}"} ${await events.headPosition()}`);

      // The holder dies (no clean stop: its lease is left to expire); events keep coming.
      await relays[holder]!.stop({ releaseLease: false });
      stopped = holder;
      for (let i = 0; i < 30; i++) await append(events, `tally-${i % 5}`, 1);
      await until('the standby took the lease over', () => relays[standby]!.status().leaseHeld);
      await relays[standby]!.caughtUp();
      expect(await metric('listings_relay_lease_held')).to.equal(1);
      expect(await metric('listings_relay_lag')).to.equal(0);
      expect((await fetch(`${url(standby)}/ready`)).status).to.equal(200);
      expect(published[standby].length, 'the new holder published what came after').to.be.greaterThan(0);

      const onTopic = (await readTopic(kafkaClient(settings), settings.topic)).flatMap((message) =>
        message.kind === 'event' ? [message.event.position] : [],
      );
      const head = await events.headPosition();
      const all = Array.from({ length: head }, (_, index) => index + 1);
      expect(
        [...onTopic].sort((a, b) => a - b),
        'every event on the topic exactly once',
      ).to.deep.equal(all);
      expect(
        [...published[0], ...published[1]].sort((a, b) => a - b),
        'each published by one relay',
      ).to.deep.equal(all);
    } finally {
      for (const server of servers) server.close();
      unwatch();
      for (const [index, relay] of relays.entries()) if (index !== stopped) await relay.stop();
      await events.close();
    }
  });

  it('watermarks are compacted away: their share of the topic before and after, and a group starting after compaction reads a correct log', async () => {
    const partitions = 3;
    const old = settingsFor(partitions);
    const compacted = settingsFor(partitions);
    const kafka = kafkaClient(old);
    // The topic as the relay used to create it: delete policy, infinite retention (nothing ever compacted).
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({
      waitForLeaders: true,
      topics: [{ topic: old.topic, numPartitions: partitions, configEntries: [{ name: 'retention.ms', value: '-1' }] }],
    });
    await admin.disconnect();

    const events = new SqliteEventStore(':memory:');
    const relayFor = (settings: KafkaSettings, topicConfig?: Record<string, string>) =>
      new KafkaRelay({
        events,
        documents: new MingoDocumentStore(),
        kafka: kafkaClient(settings),
        topic: settings.topic,
        partitions,
        logger: silentLogger,
        topicConfig,
      });
    // Segments roll every 200 ms so the cleaner may compact all but the newest within the test.
    const relays = [relayFor(old), relayFor(compacted, { 'segment.ms': '200', 'min.cleanable.dirty.ratio': '0.01' })];
    try {
      for (const relay of relays) await relay.start();
      // Live traffic: one or two events at a time, each published before the next is appended.
      for (let i = 0; i < 60; i++) {
        await append(events, `tally-${i % 9}`, 1 + (i % 3 === 0 ? 1 : 0));
        for (const relay of relays) await relay.caughtUp();
      }
      // Then a last append after a pause, so the compacted topic's segments with the traffic above are closed.
      await delay(500);
      await append(events, 'tally-last');
      for (const relay of relays) await relay.caughtUp();

      const share = (messages: BusMessage[]) => ({
        events: messages.filter((message) => message.kind === 'event').length,
        watermarks: messages.filter((message) => message.kind === 'watermark').length,
      });
      const before = share(await readTopic(kafka, old.topic));
      let after = share(await readTopic(kafka, compacted.topic));
      await until(
        'the watermarks compacted to a few per partition',
        async () => {
          after = share(await readTopic(kafka, compacted.topic));
          return after.watermarks <= 3 * partitions;
        },
        90_000,
      );
      const percent = ({ events: e, watermarks: w }: typeof before) => `${((100 * w) / (e + w)).toFixed(1)}%`;
      console.log(
        `    watermarks on the topic: before ${before.watermarks} of ${before.events + before.watermarks} messages (${percent(before)}), ` +
          `after compaction ${after.watermarks} of ${after.events + after.watermarks} (${percent(after)})`,
      );
      const head = await events.headPosition();
      expect(before.events, 'every event on the old topic').to.equal(head);
      expect(after.events, 'compaction removed no event').to.equal(head);
      expect(before.watermarks / (before.events + before.watermarks)).to.be.greaterThan(0.5);
      expect(after.watermarks / (after.events + after.watermarks)).to.be.lessThan(0.15);

      // A consumer group that starts on the compacted topic reaches the head (read-your-writes) and builds the log.
      const documents = new MingoDocumentStore();
      const projections = [tallyProjection()];
      const projectors = await startProjectors({ documents, settings: compacted, projections, logger: silentLogger });
      try {
        const position = new BusPosition(documents, {
          group: compacted.projectorsGroup,
          topic: compacted.topic,
          partitions,
        });
        expect(await position.waitForPosition(head, 60_000), 'the group reached the head').to.equal(true);
        expect(await documents.collection('tally_anomalies').countDocuments()).to.equal(0);
        expect(await readModels(documents, projections)).to.deep.equal(await cleanRebuild(events, projections));
      } finally {
        await projectors.stop();
      }
    } finally {
      for (const relay of relays) await relay.stop();
      await events.close();
    }
  });
});
