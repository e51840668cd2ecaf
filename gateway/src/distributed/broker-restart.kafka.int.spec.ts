/**
 * Fault injection on the real Kafka broker: the broker stopped mid-stream (while the relay publishes
 * and the projectors consume) and started again on the same port and data. The relay and the consumer
 * group resume by themselves; nothing is lost or applied twice (the tally read model records any gap
 * or repeat as an anomaly), the read models equal a clean rebuild of the log, and the consumer reports
 * itself healthy again. Skipped, saying why, without Java.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type EventStore, MingoDocumentStore, SqliteEventStore, silentLogger } from '@listings/shared/kernel';
import { BusPosition, kafkaSettings, type KafkaSettings } from '@listings/shared/kernel/kafka';
import { kafkaUnavailableReason, startKafkaBroker, type KafkaBroker } from '../../../scripts/kafka/broker.ts';
import { startProjectors } from './projectors.ts';
import { cleanRebuild, readModels, testRelay } from './testing/event-path.ts';
import { TALLIED, tallyProjection } from './testing/tally.projection.ts';

const metadata = () => ({
  actor: { kind: 'system' as const, id: 'test' },
  at: new Date().toISOString(),
  cause: 'test',
});

async function appendTallies(events: EventStore, count: number, streams: number): Promise<void> {
  for (let index = 0; index < count; index++)
    await events.appendToStream(`tally-${index % streams}`, [
      { id: randomUUID(), type: TALLIED, data: {}, metadata: metadata() },
    ]);
}

describe('Kafka broker stopped and restarted mid-stream', function () {
  this.timeout(120_000);
  let broker: KafkaBroker | undefined;
  let port = 0;
  let dataDir = '';

  before(async function () {
    if (process.env.KAFKA_BROKERS) {
      console.log('    [skipped] broker restart: KAFKA_BROKERS names a broker this test cannot stop');
      this.skip();
    }
    const reason = kafkaUnavailableReason();
    if (reason) {
      console.log(`    [skipped] broker restart: ${reason}`);
      this.skip();
    }
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kafka-restart-'));
    broker = await startKafkaBroker({ dataDir });
    port = Number(broker.brokers[0]!.split(':')[1]);
  });
  after(async () => {
    await broker?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('relay and consumers resume; nothing lost or doubled; read models equal a rebuild', async () => {
    const settings: KafkaSettings = {
      ...kafkaSettings({}),
      brokers: broker!.brokers,
      topic: `restart.events.${randomUUID().slice(0, 8)}`,
      partitions: 3,
      projectorsGroup: `projectors-${randomUUID().slice(0, 8)}`,
    };
    const events = new SqliteEventStore(':memory:');
    const documents = new MingoDocumentStore();
    const projections = [tallyProjection()];
    const relay = testRelay(events, settings, { batchSize: 20 });
    await appendTallies(events, 60, 7);
    await relay.start();
    const projectors = await startProjectors({ documents, settings, projections, logger: silentLogger });
    const position = new BusPosition(documents, {
      group: settings.projectorsGroup,
      topic: settings.topic,
      partitions: settings.partitions,
    });
    try {
      expect(await position.waitForPosition(await events.headPosition(), 60_000)).to.equal(true);

      // Mid-stream: writes keep coming while the broker goes away and comes back.
      const writing = appendTallies(events, 120, 7);
      await broker!.stop();
      await writing;
      broker = await startKafkaBroker({ dataDir, port, startTimeoutMs: 40_000 });

      const head = await events.headPosition();
      expect(await position.waitForPosition(head, 90_000), 'projectors reached the head after the restart').to.equal(
        true,
      );
      await relay.caughtUp();
      expect(await documents.collection('tally_anomalies').find({})).to.deep.equal([]);
      expect(await readModels(documents, projections)).to.deep.equal(await cleanRebuild(events, projections));
      expect(relay.healthy, 'the relay is healthy again').to.equal(true);
      expect(projectors.consumer.healthy, 'the consumer is healthy again').to.equal(true);
    } finally {
      await projectors.stop();
      await relay.stop();
      await events.close();
    }
  });
});
