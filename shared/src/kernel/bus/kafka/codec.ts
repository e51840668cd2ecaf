/**
 * How events and watermarks travel on Kafka: an event is keyed by its stream id (Kafka's default
 * partitioner then keeps a stream on one partition, in order) and its value is the RecordedEvent as
 * JSON; a watermark has no key, a `watermark` header and the position as its value.
 */
import type { Message } from 'kafkajs';
import type { RecordedEvent } from '../../event-store/event-store.ts';
import type { BusMessage } from '../event-bus.ts';

export const encodeEvent = (event: RecordedEvent): Message => ({
  key: event.streamId,
  value: JSON.stringify(event),
  headers: { 'event-type': event.type, position: String(event.position) },
});

export const encodeWatermark = (position: number, partition: number): Message => ({
  partition,
  value: String(position),
  headers: { watermark: '1' },
});

export function decodeMessage(message: { value: Buffer | null; headers?: Record<string, unknown> }): BusMessage {
  const text = message.value?.toString('utf8') ?? '';
  if (message.headers?.watermark !== undefined) return { kind: 'watermark', position: Number(text) };
  return { kind: 'event', event: JSON.parse(text) as RecordedEvent };
}
