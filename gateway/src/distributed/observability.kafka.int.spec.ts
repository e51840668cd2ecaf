/**
 * Traces and consumer lag across a real Kafka broker (scripts/kafka, or KAFKA_BROKERS): an append made
 * inside a trace is published by the relay and applied by the projectors in that same trace (the
 * context travels in the event's metadata), and the consumer group's lag per partition reads 0 once it
 * has caught up and grows by what is published while it is stopped. Without Java the suite is skipped.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { MingoDocumentStore, SqliteEventStore, silentLogger } from '@listings/shared/kernel';
import { BusPosition, KafkaRelay, kafkaSettings, type KafkaSettings } from '@listings/shared/kernel/kafka';
import {
  inSpan,
  metricValue,
  observeEventStore,
  startTracing,
  stopTracing,
  tracePublished,
  watchKafkaLag,
} from '@listings/shared/platform';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { kafkaClient, startProjectors } from './projectors.ts';
import { TALLIED, tallyProjection } from './testing/tally.projection.ts';
import { kafkaForSuite, type SuiteKafka } from './testing/suite-engines.ts';

describe('traces and consumer lag on a real Kafka broker', function () {
  this.timeout(180_000);
  let kafka: SuiteKafka | undefined;
  let brokers: string[];
  const exporter = new InMemorySpanExporter();

  before(async function () {
    kafka = await kafkaForSuite(this, 'Kafka observability suite');
    brokers = kafka.brokers;
    await startTracing({ serviceName: 'test', exporter });
  });
  after(async () => {
    await stopTracing();
    await kafka?.stop();
  });

  it('keeps one trace from the append through the relay to the projectors, and reports lag per partition', async () => {
    const settings: KafkaSettings = {
      ...kafkaSettings({}),
      brokers,
      topic: `test.observed.${randomUUID().slice(0, 8)}`,
      partitions: 3,
      projectorsGroup: `projectors-${randomUUID().slice(0, 8)}`,
    };
    const events = observeEventStore(new SqliteEventStore(':memory:'));
    const documents = new MingoDocumentStore();
    const metadata = { actor: { kind: 'system' as const, id: 'test' }, at: new Date().toISOString(), cause: 'test' };
    const tallied = (count: number) =>
      Array.from({ length: count }, () => ({ id: randomUUID(), type: TALLIED, data: {}, metadata }));
    const traceId = await inSpan('test request', {}, async (span) => {
      await events.appendToStream('tally-1', tallied(3));
      return span!.spanContext().traceId;
    });

    const relay = new KafkaRelay({
      events,
      documents: new MingoDocumentStore(),
      kafka: kafkaClient(settings),
      topic: settings.topic,
      partitions: settings.partitions,
      logger: silentLogger,
      onPublished: tracePublished(settings.topic),
    });
    await relay.start();
    let projectors = await startProjectors({
      documents,
      settings,
      projections: [tallyProjection()],
      logger: silentLogger,
    });
    const unwatch = watchKafkaLag(kafkaClient(settings), settings.projectorsGroup, settings.topic);
    const lag = () => metricValue('listings_kafka_consumer_lag', { group: settings.projectorsGroup });
    try {
      const reached = await new BusPosition(documents, {
        group: settings.projectorsGroup,
        topic: settings.topic,
        partitions: settings.partitions,
      }).waitForPosition(await events.headPosition(), 60_000);
      expect(reached).to.equal(true);

      const inTrace = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
      const names = inTrace.map((span) => span.name);
      expect(names).to.include.members(['test request', 'append tally']);
      expect(names.filter((name) => name === 'kafka publish')).to.have.length(3);
      expect(names.filter((name) => name === 'project tally')).to.have.length(3);

      // Offsets are committed after each batch: the lag reaches 0 (polled, bounded by count).
      let current = await lag();
      for (let tries = 0; current !== 0 && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        current = await lag();
      }
      expect(current, 'lag once caught up').to.equal(0);

      // Stopped consumers: what the relay publishes now waits on the partitions.
      await projectors.stop();
      await events.appendToStream('tally-2', tallied(4));
      await relay.caughtUp();
      // Four events, and at least one watermark per partition after the page.
      expect(await lag()).to.be.at.least(4 + settings.partitions);

      projectors = await startProjectors({
        documents,
        settings,
        projections: [tallyProjection()],
        logger: silentLogger,
      });
      current = await lag();
      for (let tries = 0; current !== 0 && tries < 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        current = await lag();
      }
      expect(current, 'lag after the group resumed').to.equal(0);
    } finally {
      await unwatch();
      await projectors.stop();
      await relay.stop();
      await events.close();
    }
  });
});
