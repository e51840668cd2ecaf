/**
 * The relay's loop without a broker (a stand-in Kafka that records what is sent, and can fail): a page
 * that fails is counted and sent again, and the relay is not ready meanwhile; a relay whose lease was
 * taken stops publishing and stands by; a network's streams, interleaved in the log, each go to one
 * partition in their order. The real-broker behaviour is in gateway/src/distributed/relay.kafka.int.spec.ts
 * (and, for two sites' streams, postgres.kafka.int.spec.ts).
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { Kafka, Message } from 'kafkajs';
import { MingoDocumentStore } from '../../document-store/mingo-document-store.ts';
import { SqliteEventStore } from '../../event-store/sqlite-event-store.ts';
import { silentLogger } from '../../observability/logger.ts';
import { KafkaRelay } from './kafka-relay.ts';
import { RELAY_LEASES_COLLECTION } from './relay-lease.ts';
import { resetRelayCheckpoint } from './relay-checkpoint.ts';
import { streamPartition } from './codec.ts';

/** A Kafka with a topic of 3 partitions whose producer records each send, or fails while `failing`. */
function standInKafka() {
  const sent: Message[] = [];
  const state = { failing: false, sent };
  const kafka = {
    admin: () => ({
      connect: async () => {},
      disconnect: async () => {},
      listTopics: async () => ['t'],
      fetchTopicMetadata: async () => ({ topics: [{ name: 't', partitions: [{}, {}, {}] }] }),
    }),
    producer: () => ({
      connect: async () => {},
      disconnect: async () => {},
      send: async ({ messages }: { messages: Message[] }) => {
        if (state.failing) throw new Error('broker unreachable');
        sent.push(...messages);
        return [];
      },
    }),
  } as unknown as Kafka;
  return { kafka, state };
}

const until = async (what: string, check: () => boolean | Promise<boolean>) => {
  for (const deadline = Date.now() + 10_000; !(await check());) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const metadata = { actor: { kind: 'system' as const, id: 'test' }, at: new Date(0).toISOString(), cause: 'test' };
const append = (events: SqliteEventStore, count: number) =>
  events.appendToStream(
    `s-${randomUUID()}`,
    Array.from({ length: count }, () => ({ id: randomUUID(), type: 'T', data: {}, metadata })),
  );
const eventsSent = (messages: Message[]) => messages.filter((message) => !message.headers?.watermark).length;

describe('the relay loop (stand-in Kafka)', () => {
  it('a page that fails to publish is counted and sent again; not ready until it went out', async () => {
    const events = new SqliteEventStore(':memory:');
    const { kafka, state } = standInKafka();
    const relay = new KafkaRelay({
      events,
      documents: new MingoDocumentStore(),
      kafka,
      topic: 't',
      partitions: 3,
      logger: silentLogger,
      pollIntervalMs: 5,
      retryDelayMs: 20,
      leaseMs: 1_000,
    });
    await relay.start();
    try {
      await until('the relay holds the lease', () => relay.status().leaseHeld);
      expect(relay.healthy).to.equal(true);
      state.failing = true;
      await append(events, 2);
      await until('a failed page counted', () => relay.status().publishErrors >= 2);
      expect(relay.healthy, 'not ready while its pages fail').to.equal(false);
      expect(relay.position).to.equal(0);
      state.failing = false;
      await relay.caughtUp();
      expect(relay.healthy).to.equal(true);
      expect(eventsSent(state.sent)).to.equal(2);
    } finally {
      await relay.stop();
      await events.close();
    }
  });

  it('a relay paused past its lease leads again from the stored checkpoint, so an operator’s reset meanwhile holds', async () => {
    const events = new SqliteEventStore(':memory:');
    const documents = new MingoDocumentStore();
    const { kafka, state } = standInKafka();
    const clock = { offset: 0 };
    const relay = new KafkaRelay({
      events,
      documents,
      kafka,
      topic: 't',
      partitions: 3,
      logger: silentLogger,
      pollIntervalMs: 5,
      leaseMs: 60_000,
      holderId: 'a',
      now: () => Date.now() + clock.offset,
    });
    await relay.start();
    try {
      await append(events, 3);
      await relay.caughtUp();
      expect(eventsSent(state.sent)).to.equal(3);
      // The relay's process is paused past its lease; meanwhile the lease is free, and an operator
      // moves the checkpoint back to 0 (the topic lost its content).
      clock.offset = 120_000;
      const later = new Date(Date.now() + clock.offset);
      expect(await resetRelayCheckpoint(events, documents, 't', 0, later)).to.deep.equal({ from: 3, to: 0 });
      // The relay resumes: it sends the whole log again, not only what came after its old checkpoint.
      await append(events, 2);
      await until('the relay published the log again', () => eventsSent(state.sent) >= 8);
      await until('the relay checkpointed the head', () => relay.position === 5);
      expect(eventsSent(state.sent)).to.equal(8);
      expect(relay.status().leaseHeld).to.equal(true);
    } finally {
      await relay.stop();
      await events.close();
    }
  });

  it('a relay whose lease another relay took stops publishing and stands by; the other never published meanwhile', async () => {
    const events = new SqliteEventStore(':memory:');
    const documents = new MingoDocumentStore();
    const { kafka, state } = standInKafka();
    const relay = new KafkaRelay({
      events,
      documents,
      kafka,
      topic: 't',
      partitions: 3,
      logger: silentLogger,
      pollIntervalMs: 5,
      leaseMs: 60_000,
      holderId: 'a',
    });
    await relay.start();
    try {
      await append(events, 3);
      await relay.caughtUp();
      expect(relay.status().leaseHeld).to.equal(true);
      // Another relay holds the lease now (as if this one had been frozen past its expiry).
      await documents
        .collection(RELAY_LEASES_COLLECTION)
        .updateOne({ _id: 't' }, { $set: { holder: 'b', expiresAt: Date.now() + 60_000 } });
      const before = eventsSent(state.sent);
      await append(events, 2);
      await until('the relay noticed', () => !relay.status().leaseHeld);
      expect(eventsSent(state.sent), 'nothing sent once the lease was gone').to.equal(before);
      expect(relay.position).to.equal(3);
      expect(relay.healthy, 'a standby is ready').to.equal(true);
    } finally {
      await relay.stop();
      await events.close();
    }
  });

  it("partitions by stream, not by site: 60 sites' listings interleaved in the log, each stream on one partition in its order", async () => {
    const events = new SqliteEventStore(':memory:');
    const { kafka, state } = standInKafka();
    const relay = new KafkaRelay({
      events,
      documents: new MingoDocumentStore(),
      kafka,
      topic: 't',
      partitions: 3,
      logger: silentLogger,
      pollIntervalMs: 5,
      batchSize: 50,
    });
    // 60 sites with 3 listings each; four rounds, each appending one event to every listing: the log interleaves them all.
    const listings = Array.from({ length: 180 }, (_, n) => ({ streamId: `listing-${n + 1}`, site: `site-${n % 60}` }));
    for (let round = 0; round < 4; round++)
      for (const { streamId, site } of listings)
        await events.appendToStream(streamId, [{ id: randomUUID(), type: 'T', data: { site, round }, metadata }]);
    await relay.start();
    try {
      await relay.caughtUp();
      const sent = state.sent
        .filter((message) => !message.headers?.watermark)
        .map((message) => ({
          partition: message.partition!,
          event: JSON.parse(String(message.value)) as { streamId: string; revision: number; data: { site: string } },
        }));
      expect(sent).to.have.length(720);
      const partitionsOf = new Map<string, Set<number>>();
      const revisionsOn = new Map<string, number[]>();
      for (const { partition, event } of sent) {
        partitionsOf.set(event.streamId, (partitionsOf.get(event.streamId) ?? new Set()).add(partition));
        revisionsOn.set(event.streamId, [...(revisionsOn.get(event.streamId) ?? []), event.revision]);
      }
      for (const { streamId } of listings) {
        expect([...partitionsOf.get(streamId)!], streamId).to.deep.equal([streamPartition(streamId, 3)]);
        expect(revisionsOn.get(streamId), `${streamId} in its order`).to.deep.equal([0, 1, 2, 3]);
      }
      // A site's listings spread over the partitions (nothing keys a message by its site): most sites span several.
      const partitionsOfSite = (site: string) =>
        new Set(sent.filter(({ event }) => event.data.site === site).map(({ partition }) => partition)).size;
      const spread = Array.from({ length: 60 }, (_, n) => partitionsOfSite(`site-${n}`)).filter((count) => count > 1);
      expect(spread.length, 'sites whose listings are on more than one partition').to.be.greaterThan(30);
    } finally {
      await relay.stop();
      await events.close();
    }
  });
});
