/**
 * Projection test helpers: turn domain events into recorded events, apply them once or twice each
 * (as an at-least-once bus may) and dump the read models for comparison.
 */
import {
  MingoDocumentStore,
  type DocumentStore,
  type RecordedEvent,
  type DomainEvent,
  type Projection,
} from '@listings/shared/kernel';

export const recorded = (events: readonly DomainEvent[], start = new Date('2026-03-02T09:00:00Z')): RecordedEvent[] =>
  events.map((event, i) => {
    const at = new Date(start.getTime() + i * 60_000).toISOString();
    return {
      id: `e${i + 1}`,
      type: event.type,
      data: event.data,
      streamId: 'test-1',
      revision: i,
      position: i + 1,
      recordedAt: at,
      metadata: { actor: { kind: 'admin', id: 'test' }, at, cause: 'test' },
    };
  });

export async function project(
  projection: Projection,
  events: readonly DomainEvent[],
  { twice = false } = {},
): Promise<DocumentStore> {
  const documents = new MingoDocumentStore();
  await projection.setup?.(documents);
  for (const event of recorded(events)) {
    await projection.apply(event, documents);
    if (twice) await projection.apply(event, documents);
  }
  return documents;
}

/** Every document of the projection's collections, sorted by _id. */
export async function dump(projection: Projection, documents: DocumentStore): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const name of projection.collections)
    result[name] = await documents.collection(name).find({}, { sort: { _id: 1 } });
  return result;
}

/** The read models after applying each event once, and after applying each event twice. */
export async function onceAndTwice(projection: Projection, events: readonly DomainEvent[]) {
  return {
    once: await dump(projection, await project(projection, events)),
    twice: await dump(projection, await project(projection, events, { twice: true })),
  };
}

/**
 * The log with each event on a stream of its own choosing (`streamOf`), revisions counted per stream,
 * positions in log order: what a projection sees in distributed mode, where each stream keeps its order
 * on its partition but streams arrive in any order between them.
 */
export const recordedOnStreams = (
  events: readonly DomainEvent[],
  streamOf: (event: DomainEvent) => string,
): RecordedEvent[] => {
  const revisions = new Map<string, number>();
  return recorded(events).map((event, i) => {
    const streamId = streamOf(events[i]!);
    const revision = revisions.get(streamId) ?? 0;
    revisions.set(streamId, revision + 1);
    return { ...event, streamId, revision };
  });
};

/** A small seeded generator (mulberry32), so a shuffled order is the same at every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * Orders of the log (indexes into it) that keep every stream's own order but not the order between
 * streams: the log's, the streams in reverse order of their first event (each stream whole), each
 * stream held back until the end, and `shuffles` seeded random interleavings.
 */
export function crossStreamOrders(log: readonly RecordedEvent[], shuffles = 8): { name: string; order: number[] }[] {
  const streams = new Map<string, number[]>();
  log.forEach((event, i) => streams.set(event.streamId, [...(streams.get(event.streamId) ?? []), i]));
  const all = log.map((_, i) => i);
  const orders = [
    { name: 'log order', order: all },
    { name: 'streams reversed', order: [...streams.values()].reverse().flat() },
  ];
  for (const [streamId, held] of streams)
    orders.push({ name: `${streamId} held back`, order: [...all.filter((i) => !held.includes(i)), ...held] });
  for (let s = 1; s <= shuffles; s++) {
    const random = seeded(s);
    const queues = [...streams.values()].map((q) => [...q]);
    const order: number[] = [];
    while (queues.some((q) => q.length > 0)) {
      const open = queues.filter((q) => q.length > 0);
      order.push(open[Math.floor(random() * open.length)]!.shift()!);
    }
    orders.push({ name: `interleaving ${s}`, order });
  }
  return orders;
}

/** The read models after applying the log's events in `order` (each twice in a row with `twice`). */
export async function dumpInOrder(
  projection: Projection,
  log: readonly RecordedEvent[],
  order: readonly number[],
  { twice = false } = {},
): Promise<Record<string, unknown[]>> {
  const documents = new MingoDocumentStore();
  await projection.setup?.(documents);
  for (const i of order) {
    await projection.apply(log[i]!, documents);
    if (twice) await projection.apply(log[i]!, documents);
  }
  return dump(projection, documents);
}
