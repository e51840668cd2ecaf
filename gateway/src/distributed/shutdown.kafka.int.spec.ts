/**
 * Graceful shutdown of the real projectors process (`node gateway/src/distributed/main.ts projectors`)
 * on a real Kafka broker: SIGTERM while it works through a long stream, more events while it is down,
 * a restart, and the read model holds every event exactly once. The events are milestones, which the
 * listings projection `$push`es, so an event applied twice would show as a duplicate. Progress is read
 * from the process's own /metrics. Without Java the suite is skipped, saying why.
 */
import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MingoDocumentStore, SqliteEventStore, silentLogger, systemClock } from '@listings/shared/kernel';
import { KafkaRelay } from '@listings/shared/kernel/kafka';
import { ListingCommands } from '@listings/command-service/listings';
import { kafkaClient } from './projectors.ts';
import { freePort, startRole } from './testing/role-process.ts';
import { kafkaForSuite, type SuiteKafka } from './testing/suite-engines.ts';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LISTINGS = 40;

describe('graceful shutdown of the projectors process (SIGTERM mid-stream, real Kafka)', function () {
  this.timeout(240_000);
  let kafka: SuiteKafka | undefined;
  let brokers: string[];
  let dataDir: string;
  const children: ChildProcess[] = [];

  before(async function () {
    kafka = await kafkaForSuite(this, 'projectors shutdown suite');
    brokers = kafka.brokers;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'projectors-shutdown-'));
  });
  after(async () => {
    for (const child of children) child.kill('SIGKILL');
    await kafka?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops after the message in hand, commits, and resumes without losing or repeating an event', async () => {
    const topic = `test.shutdown.${randomUUID().slice(0, 8)}`;
    const group = `projectors-${randomUUID().slice(0, 8)}`;
    const events = new SqliteEventStore(':memory:');
    const listings = new ListingCommands(events, systemClock);
    const actor = { kind: 'user' as const, id: 'owner' };
    const listingIds: number[] = [];
    for (let n = 0; n < LISTINGS; n++) {
      const { listingId } = await listings.create(
        { profile: { name: `Acme ${n}`, url: `https://acme${n}.example` }, ownerId: 'owner' },
        actor,
        'test',
      );
      listingIds.push(listingId);
    }
    // Milestone events of the shape the listing decider appends (unique ids), written in batches:
    // a long backlog is cheap to write this way, and long enough to be stopped in the middle of.
    const metadata = { actor, at: new Date().toISOString(), cause: 'test' };
    let added = 0;
    const addMilestones = async (count: number) => {
      for (let n = 0; n < count / 50; n++) {
        const listingId = listingIds[(added / 50) % LISTINGS]!;
        const batch = Array.from({ length: 50 }, (_, i) => ({
          id: randomUUID(),
          type: 'MilestoneAdded',
          data: { listingId, milestone: { id: added + i + 1, date: '2026-01-05', title: `m-${added + i}` } },
          metadata,
        }));
        await events.appendToStream(`listing-${listingId}`, batch);
        added += 50;
      }
    };
    await addMilestones(2_000);
    const relay = new KafkaRelay({
      events,
      documents: new MingoDocumentStore(),
      kafka: kafkaClient({ brokers, clientId: 'test' }),
      topic,
      // One partition: its position moves event by event (with more, a partition carrying only the
      // relay's watermarks would jump to the end at once).
      partitions: 1,
      logger: silentLogger,
    });
    await relay.start();

    const port = await freePort();
    const start = () => {
      const run = startRole('projectors', {
        DATA_DIR: dataDir,
        // The read models in a file of this one process, the test's own log in memory: local stores, on purpose.
        ALLOW_LOCAL_STORES_WITH_KAFKA: 'on',
        PORT: String(port),
        HOST: '127.0.0.1',
        EVENT_BUS: 'kafka',
        KAFKA_BROKERS: brokers.join(','),
        KAFKA_TOPIC: topic,
        KAFKA_PARTITIONS: '1',
        KAFKA_PROJECTORS_GROUP: group,
      });
      children.push(run.child);
      return { child: run.child, exited: run.exited.then(({ code }) => code), output: run.output };
    };
    /** How far the listings projection is, from the process's /metrics (0 before it answers). */
    const position = async () => {
      const text = await fetch(`http://127.0.0.1:${port}/metrics`).then(
        (r) => r.text(),
        () => '',
      );
      return Number(
        /^listings_projection_position\{projection="listings",partition="0"\} (\d+)$/m.exec(text)?.[1] ?? 0,
      );
    };

    try {
      let run = start();
      for (let polls = 0; (await position()) === 0; polls++) {
        if (polls > 3000) throw new Error(`the projectors made no progress:\n${run.output()}`);
        await delay(20);
      }
      // The stream keeps flowing while SIGTERM arrives (batched consumption may swallow a fixed backlog
      // whole): appends go on in the background, and the signal lands between two of them.
      let flowing = true;
      const flow = (async () => {
        while (flowing) {
          await addMilestones(100);
          await delay(5);
        }
      })();
      await delay(200);
      const atSignal = await position();
      run.child.kill('SIGTERM');
      await delay(50);
      flowing = false;
      await flow;
      expect(await run.exited, run.output()).to.equal(0);
      const head = await events.headPosition();
      expect(run.output()).to.include('"message":"stopped"');
      expect(atSignal, 'SIGTERM came while the stream was being worked through').to.be.below(head);

      // Events keep coming while the projectors are down; then they start again and catch up.
      await addMilestones(500);
      const newHead = await events.headPosition();
      await relay.caughtUp();
      run = start();
      for (let polls = 0; (await position()) < newHead; polls++) {
        if (polls > 6000) throw new Error(`the restarted projectors did not catch up:\n${run.output()}`);
        await delay(20);
      }
      run.child.kill('SIGTERM');
      expect(await run.exited, run.output()).to.equal(0);

      const documents = new MingoDocumentStore(path.join(dataDir, 'read-models.db'));
      try {
        const titles: string[] = [];
        for (const listingId of listingIds) {
          const listing = await documents.collection('listings').findOne({ listing_id: listingId });
          titles.push(...(listing?.milestones as { title: string }[]).map((milestone) => milestone.title));
        }
        expect(new Set(titles).size, 'no event applied twice').to.equal(titles.length);
        expect(titles, 'every event applied').to.have.length(added);
      } finally {
        await documents.close();
      }
    } finally {
      await relay.stop();
      await events.close();
    }
  });
});
