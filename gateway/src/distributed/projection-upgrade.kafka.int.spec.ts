/**
 * A projection's new version rebuilt by the Kafka projectors themselves (projection-upgrade.ts), on a
 * real broker: two instances of the new code start while an instance of the old code still consumes;
 * neither touches the read model until the old one has left the group; then exactly one rebuilds (drops
 * it, rewinds the group's offsets) while the other waits, and both consume. The rebuilt read model holds
 * every event in the new shape, the projection whose version did not change applies nothing twice (the
 * tally read model records any repeat), and both equal a clean rebuild. Without Java the suite is skipped.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import {
  defineProjection,
  MingoDocumentStore,
  silentLogger,
  SqliteEventStore,
  type EventStore,
} from '@listings/shared/kernel';
import { BusPosition } from '@listings/shared/kernel/kafka';
import { startProjectors } from './projectors.ts';
import { TALLIED, tallyProjection } from './testing/tally.projection.ts';
import { cleanRebuild, readModels, testRelay } from './testing/event-path.ts';
import { freshKafkaSettings, kafkaForSuite, type SuiteKafka } from './testing/suite-engines.ts';
import { PROJECTION_UPGRADES_COLLECTION } from './projection-upgrade.ts';

const PARTITIONS = 3;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One document per event; version 2 gives every document a field version 1 did not write. */
const names = (version: 1 | 2) =>
  defineProjection({
    name: 'names',
    collections: ['names'],
    eventTypes: [TALLIED],
    version,
    async apply(event, documents) {
      await documents
        .collection('names')
        .replaceOne(
          { _id: event.id },
          { _id: event.id, stream: event.streamId, ...(version === 2 ? { revision: event.revision } : {}) },
          { upsert: true },
        );
    },
  });

async function append(events: EventStore, count: number): Promise<void> {
  const metadata = { actor: { kind: 'system' as const, id: 'test' }, at: new Date().toISOString(), cause: 'test' };
  for (let index = 0; index < count; index++)
    await events.appendToStream(`tally-${index % 5}`, [{ id: randomUUID(), type: TALLIED, data: {}, metadata }]);
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await delay(200);
  }
}

describe('Kafka projectors: a projection whose version changed is rebuilt through the group', function () {
  this.timeout(180_000);
  let kafka: SuiteKafka | undefined;

  before(async function () {
    this.timeout(120_000);
    kafka = await kafkaForSuite(this, 'projection upgrade on Kafka');
  });
  after(async () => {
    await kafka?.stop();
  });

  it('one new instance rebuilds once the old one has left, the other waits; nothing applied twice', async () => {
    const settings = freshKafkaSettings(kafka!.brokers, 'upgrade', PARTITIONS);
    const events = new SqliteEventStore(':memory:');
    const documents = new MingoDocumentStore();
    const relay = testRelay(events, settings);
    const progress = () =>
      new BusPosition(documents, { group: settings.projectorsGroup, topic: settings.topic, partitions: PARTITIONS });
    const caughtUp = async () => {
      await relay.caughtUp();
      expect(await progress().waitForPosition(await events.headPosition(), 60_000), 'caught up').to.equal(true);
    };
    await append(events, 30);
    await relay.start();
    const old = await startProjectors({
      documents,
      settings,
      projections: [tallyProjection(), names(1)],
      logger: silentLogger,
    });
    const started = [old];
    try {
      await caughtUp();
      expect(await documents.collection('names').countDocuments()).to.equal(30);

      // The new code starts while the old instance still consumes: nothing is dropped meanwhile.
      const newOnes = [1, 2].map(() =>
        startProjectors({
          documents,
          settings,
          projections: [tallyProjection(), names(2)],
          logger: silentLogger,
          upgradePollMs: 100,
        }).then((projectors) => (started.push(projectors), projectors)),
      );
      await until(
        async () => (await documents.collection(PROJECTION_UPGRADES_COLLECTION).findOne({}))?.holder != null,
        'a new instance holds the upgrade lease',
      );
      await append(events, 10);
      await caughtUp();
      expect(await documents.collection('names').countDocuments(), 'the old instance still applies').to.equal(40);
      expect(await documents.collection('names').countDocuments({ revision: { $exists: true } })).to.equal(0);

      await old.stop();
      started.splice(started.indexOf(old), 1);
      const [first, second] = await Promise.all(newOnes);
      expect([first!.upgraded, second!.upgraded].filter((rebuilt) => rebuilt.length > 0)).to.deep.equal([['names']]);

      await append(events, 20);
      await caughtUp();
      await until(
        async () => (await documents.collection('names').countDocuments({ revision: { $exists: true } })) === 60,
        'every event is in the new shape',
      );
      expect(await documents.collection('names').countDocuments()).to.equal(60);
      expect(await documents.collection('tally_anomalies').countDocuments(), 'nothing applied twice').to.equal(0);
      const projections = [tallyProjection(), names(2)];
      expect(await readModels(documents, projections)).to.deep.equal(await cleanRebuild(events, projections));
      expect(await documents.collection(PROJECTION_UPGRADES_COLLECTION).findOne({})).to.include({
        holder: null,
      });
    } finally {
      for (const projectors of started) await projectors.stop();
      await relay.stop();
      await events.close();
    }
  });
});
