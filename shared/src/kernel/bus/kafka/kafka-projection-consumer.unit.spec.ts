/**
 * The projection consumer's start, against a stub kafkajs client: a broker that does not know a
 * just-created topic yet (UNKNOWN_TOPIC_OR_PARTITION, kafkajs issue #815) is asked again, any other
 * refusal fails the start at once. (Consumption itself runs against a real broker in the Kafka suites.)
 */
import { expect } from 'chai';
import type { Kafka } from 'kafkajs';
import { silentLogger } from '../../observability/logger.ts';
import type { ProjectionRunner } from '../../projections/runner.ts';
import { MingoDocumentStore } from '../../document-store/mingo-document-store.ts';
import { KafkaProjectionConsumer } from './kafka-projection-consumer.ts';

/** A kafkajs client whose consumer's subscribe fails with the given errors, in turn, then succeeds. */
function stubKafka(failures: unknown[]) {
  const calls = { subscribe: 0, run: 0 };
  const consumer = {
    events: { GROUP_JOIN: 'group-join', CRASH: 'crash' },
    on: () => undefined,
    connect: async () => undefined,
    disconnect: async () => undefined,
    subscribe: async () => {
      calls.subscribe++;
      const failure = failures.shift();
      if (failure) throw failure;
    },
    run: async () => {
      calls.run++;
    },
  };
  return { kafka: { consumer: () => consumer } as unknown as Kafka, calls };
}

const protocolError = (type: string) => Object.assign(new Error(`broker says ${type}`), { type });

const consumerOn = (kafka: Kafka) =>
  new KafkaProjectionConsumer({
    kafka,
    topic: 'events',
    groupId: 'projectors',
    runner: { projections: [] } as unknown as ProjectionRunner,
    documents: new MingoDocumentStore(),
    logger: silentLogger,
  });

describe('KafkaProjectionConsumer start', () => {
  it('subscribes again while the broker does not know the topic yet, then runs', async () => {
    const { kafka, calls } = stubKafka([
      protocolError('UNKNOWN_TOPIC_OR_PARTITION'),
      protocolError('UNKNOWN_TOPIC_OR_PARTITION'),
    ]);
    const consumer = consumerOn(kafka);
    await consumer.start();
    expect(calls).to.deep.equal({ subscribe: 3, run: 1 });
    expect(consumer.healthy).to.equal(true);
  });

  it('fails at once on any other refusal', async () => {
    const { kafka, calls } = stubKafka([protocolError('TOPIC_AUTHORIZATION_FAILED')]);
    const failed = await consumerOn(kafka)
      .start()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(String(failed)).to.include('TOPIC_AUTHORIZATION_FAILED');
    expect(calls).to.deep.equal({ subscribe: 1, run: 0 });
  });
});
