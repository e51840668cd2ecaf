/**
 * A write made under an Idempotency-Key takes effect once, even across a crash.
 *
 * The key's record (shared/src/api/operations/idempotency.ts) is stored after the events the request
 * caused, and in another store, so a crash between the two leaves the events without the answer: a
 * retry finds no record and runs the request again. Two atomic stores cannot be had in every mode
 * (the event log and the read models are different databases, or different servers), so the retry
 * finds the events instead, through the event log alone:
 *
 * - While a keyed request runs (`withKeyedWrites`), everything the write path would draw at random is
 *   derived from the key and the request instead: the ids of new aggregates (`newId`) and the id of
 *   every event appended, one series per stream (`keyedEventIds`). The retry of the same request asks
 *   for the same ids, in the same order.
 * - Before a command of the request decides, the write path looks up the id its batch's first event
 *   would get (`recordedBefore`). Found, an earlier attempt of this request appended that batch: the
 *   command answers with those events and the state they led to, and appends nothing. Every later step
 *   of the handler then runs as it did the first time, and the answer is built from what was recorded.
 *
 * The seed is the key's record id and the request's fingerprint, so another request under the same
 * key (refused 422 while the record lives) never meets the first one's ids.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { hash, randomUUID } from 'node:crypto';
import {
  streamCategory,
  type AppendOptions,
  type AppendResult,
  type EventData,
  type EventStore,
  type RecordedEvent,
} from '../event-store/event-store.ts';
import { crashPoint } from '../faults.ts';

interface KeyedScope {
  seed: string;
  /** How many ids `newId` has handed out in this request. */
  ids: number;
  /** How many appends this request has made (or replayed) per stream. */
  appends: Map<string, number>;
}

const scope = new AsyncLocalStorage<KeyedScope>();

/** Runs `work` with every id it makes derived from `seed` (see above). */
export function withKeyedWrites<T>(seed: string, work: () => Promise<T>): Promise<T> {
  return scope.run({ seed, ids: 0, appends: new Map() }, work);
}

/** A UUID (version 8, RFC 9562's custom layout) made from a SHA-256 digest of `text`. */
export function uuidOf(text: string): string {
  const hex = hash('sha256', text, 'hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A new id: random, or under a keyed request the same on every attempt of that request. */
export function newId(): string {
  const current = scope.getStore();
  if (!current) return randomUUID();
  return uuidOf(`${current.seed}\nid\n${current.ids++}`);
}

/** The ids of the events of one append: `id(i)` for the i-th event. */
export interface KeyedIds {
  id(index: number): string;
}

/**
 * The ids for this request's next append to `streamId` (each call is the next append), or undefined
 * outside a keyed request (events then get random ids).
 */
export function keyedEventIds(streamId: string): KeyedIds | undefined {
  const current = scope.getStore();
  if (!current) return undefined;
  const n = current.appends.get(streamId) ?? 0;
  current.appends.set(streamId, n + 1);
  const prefix = `${current.seed}\nappend\n${streamId}\n${n}\n`;
  return { id: (index) => uuidOf(prefix + index) };
}

/** The recorded event with this id in the stream: the port's lookup, or a scan of the stream. */
async function findEvent(store: EventStore, streamId: string, eventId: string): Promise<RecordedEvent | undefined> {
  if (store.findEvent) return store.findEvent(streamId, eventId);
  return (await store.readStream(streamId)).find((event) => event.id === eventId);
}

/**
 * The events an earlier attempt of this request appended with these ids (the whole batch, in order),
 * or undefined when it appended none.
 */
export async function recordedBefore(
  store: EventStore,
  streamId: string,
  ids: KeyedIds,
): Promise<RecordedEvent[] | undefined> {
  const first = await findEvent(store, streamId, ids.id(0));
  if (!first) return undefined;
  const batch: RecordedEvent[] = [];
  for (const event of await store.readStream(streamId, { fromRevision: first.revision })) {
    if (event.id !== ids.id(batch.length)) break;
    batch.push(event);
  }
  return batch;
}

/** Where a batch that is already recorded ends, as its append answered. */
export const appendResultOf = (batch: readonly RecordedEvent[]): AppendResult => {
  const last = batch[batch.length - 1]!;
  return { nextExpectedRevision: last.revision, position: last.position };
};

/**
 * `appendToStream` for writes outside a decider (reservations, sequence ids, checks recorded as they
 * happen): under a keyed request, an append an earlier attempt already made answers as it did, and
 * nothing is appended again. The events' ids are given here.
 */
export async function appendOnce(
  store: EventStore,
  streamId: string,
  events: Omit<EventData, 'id'>[],
  options?: AppendOptions,
): Promise<AppendResult> {
  const keyed = keyedEventIds(streamId);
  if (keyed) {
    const before = await recordedBefore(store, streamId, keyed);
    if (before) return appendResultOf(before);
  }
  const result = await store.appendToStream(
    streamId,
    events.map((event, index) => ({ ...event, id: keyed ? keyed.id(index) : randomUUID() })),
    options,
  );
  crashPoint(`appended:${streamCategory(streamId)}`);
  return result;
}
