/**
 * How events and watermarks travel on Kafka. An event goes to the partition Kafka's default
 * partitioner (murmur2, as the Java client) gives its stream id, so a stream stays on one partition,
 * in order; its value is the RecordedEvent as JSON. A watermark has a `watermark` header and the
 * position as its value.
 *
 * Keys are for compaction (the topic is created with `cleanup.policy=compact`, kafka-relay.ts): a
 * watermark's key names its partition, so the topic keeps only the latest watermark of each partition
 * once compacted; an event's key is unique to the message (random), so compaction never removes an
 * event, not even the earlier copy of one the relay sent twice (removing it could put a watermark
 * before the only copy left of an event it vouches for).
 */
import { randomUUID } from 'node:crypto';
import { Partitioners, type Message, type PartitionMetadata } from 'kafkajs';
import type { RecordedEvent } from '../../event-store/event-store.ts';
import type { BusMessage } from '../event-bus.ts';

const defaultPartitioner = Partitioners.DefaultPartitioner();

/** The partition of a stream: what Kafka's default partitioner gives the stream id as key. */
export function streamPartition(streamId: string, partitions: number): number {
  const partitionMetadata = Array.from({ length: partitions }, (_, partitionId): PartitionMetadata => ({
    partitionId,
    leader: 0,
    partitionErrorCode: 0,
    replicas: [],
    isr: [],
    offlineReplicas: [],
  }));
  return defaultPartitioner({ topic: '', partitionMetadata, message: { key: streamId, value: null } });
}

export const encodeEvent = (event: RecordedEvent, partitions: number): Message => ({
  key: `event:${randomUUID()}`,
  partition: streamPartition(event.streamId, partitions),
  value: JSON.stringify(event),
  headers: { 'event-type': event.type, position: String(event.position) },
});

export const encodeWatermark = (position: number, partition: number): Message => ({
  key: `watermark:${partition}`,
  partition,
  value: String(position),
  headers: { watermark: '1' },
});

export function decodeMessage(message: { value: Buffer | null; headers?: Record<string, unknown> }): BusMessage {
  const text = message.value?.toString('utf8') ?? '';
  if (message.headers?.watermark !== undefined) return { kind: 'watermark', position: Number(text) };
  return { kind: 'event', event: JSON.parse(text) as RecordedEvent };
}
