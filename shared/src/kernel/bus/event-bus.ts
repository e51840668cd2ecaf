/**
 * Event bus port, with Kafka semantics: the log is published to a topic keyed by stream id, so each
 * partition carries a subsequence of `$all` in increasing position and a stream's events stay in
 * order; delivery is at least once; consumers in one group split the partitions and commit offsets.
 *
 * Besides events, the relay writes a watermark to every partition after each batch it publishes: "every
 * event up to position P bound for this partition is before me". A consumer advances its checkpoint
 * of that partition to P on a watermark, so "all checkpoints of all partitions ≥ P" means a write at
 * position P has been applied, whichever partition carried it (read-your-writes across partitions).
 */
import type { RecordedEvent } from '../event-store/event-store.ts';

/** The pseudo event type of a watermark; no projection handles it, so delivering one only moves checkpoints. */
export const WATERMARK_TYPE = '$watermark';

export type BusMessage = { kind: 'event'; event: RecordedEvent } | { kind: 'watermark'; position: number };

/** A watermark as a RecordedEvent, for ProjectionRunner.deliver: it advances the checkpoint and applies nothing. */
export const watermarkEvent = (position: number): RecordedEvent => ({
  id: `${WATERMARK_TYPE}-${position}`,
  type: WATERMARK_TYPE,
  data: null,
  metadata: { actor: { kind: 'system', id: 'relay' }, at: new Date(0).toISOString(), cause: WATERMARK_TYPE },
  streamId: WATERMARK_TYPE,
  revision: -1,
  position,
  recordedAt: new Date(0).toISOString(),
});

export const messageAsEvent = (message: BusMessage): RecordedEvent =>
  message.kind === 'event' ? message.event : watermarkEvent(message.position);

/** Settings of the Kafka bus, from the environment (see README "Settings"). */
export interface KafkaSettings {
  brokers: string[];
  clientId: string;
  topic: string;
  /** Partitions of the topic when the relay creates it: the most consumers a group can spread over. */
  partitions: number;
  /** Consumer group of the projectors. */
  projectorsGroup: string;
  /** Consumer group of the reactors (crawl and draft, mail, fulfilment), run by the command services. */
  reactorsGroup: string;
}

export function kafkaSettings(env: NodeJS.ProcessEnv = process.env): KafkaSettings {
  return {
    brokers: (env.KAFKA_BROKERS ?? '127.0.0.1:9092')
      .split(',')
      .map((broker) => broker.trim())
      .filter(Boolean),
    clientId: env.KAFKA_CLIENT_ID ?? 'listings',
    topic: env.KAFKA_TOPIC ?? 'listings.events',
    partitions: Number(env.KAFKA_PARTITIONS ?? 6),
    projectorsGroup: env.KAFKA_PROJECTORS_GROUP ?? 'projectors',
    reactorsGroup: env.KAFKA_REACTORS_GROUP ?? 'reactors',
  };
}

/**
 * How far a consumer group has got on each partition: written by the group after each watermark it
 * has handed to every projection (collection `_bus_progress`, one document per group, topic and partition).
 */
export const BUS_PROGRESS_COLLECTION = '_bus_progress';

export interface BusProgress {
  _id: string;
  group: string;
  topic: string;
  partition: number;
  position: number;
  [field: string]: unknown;
}
