/**
 * The event path of the distributed suites, as they all build it: a relay publishing a log to a test
 * topic, every read model's documents, and the read models a clean rebuild of the log produces (the
 * embedded runner, one partition, in order). Read models built through the relay, Kafka and the
 * projectors, across crashes and restarts, must equal the rebuild.
 */
import {
  type DocumentStore,
  type EventStore,
  MingoDocumentStore,
  ProjectionRunner,
  type Projection,
  silentLogger,
} from '@listings/shared/kernel';
import { KafkaRelay, type KafkaSettings } from '@listings/shared/kernel/kafka';
import { kafkaClient } from '../projectors.ts';

/** A relay (not started) from `events` to the settings' topic; its checkpoint in `documents` (default: its own store). */
export const testRelay = (
  events: EventStore,
  settings: Pick<KafkaSettings, 'brokers' | 'clientId' | 'topic' | 'partitions'>,
  options: { documents?: DocumentStore; batchSize?: number } = {},
): KafkaRelay =>
  new KafkaRelay({
    events,
    documents: options.documents ?? new MingoDocumentStore(),
    kafka: kafkaClient(settings),
    topic: settings.topic,
    partitions: settings.partitions,
    logger: silentLogger,
    batchSize: options.batchSize ?? 50,
  });

/** Every read model's documents (collections of the projections), sorted by _id. */
export async function readModels(
  documents: DocumentStore,
  projections: readonly Projection[],
): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const name of projections.flatMap((p) => p.collections).sort())
    result[name] = await documents.collection(name).find({}, { sort: { _id: 1 } });
  return result;
}

/** The read models a clean rebuild from the log produces. */
export async function cleanRebuild(
  events: EventStore,
  projections: readonly Projection[],
): Promise<Record<string, unknown[]>> {
  const documents = new MingoDocumentStore();
  const runner = new ProjectionRunner(events, documents, projections, silentLogger);
  await runner.start();
  await runner.caughtUp();
  await runner.stop();
  return readModels(documents, projections);
}
