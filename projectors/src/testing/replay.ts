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
