/**
 * Gapless integer ids (listing ids, claim ids, order numbers) from a sequence stream: each id is an
 * event appended with the exact expected revision, so two writers racing for the next id cannot both
 * win; the loser reads again and takes the one after. Ids start at 1. A keyed request's retry gets
 * the id its earlier attempt took (keyed-writes.ts), not another.
 */
import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError, type EventMetadata, type EventStore } from '../event-store/event-store.ts';
import { streamStatesOf } from './stream-states.ts';
import { crashPoint } from '../faults.ts';
import { keyedEventIds, recordedBefore } from './keyed-writes.ts';

export function nextInSequence(
  events: EventStore,
  stream: string,
  eventType: string,
  metadata: EventMetadata,
): Promise<number> {
  // Ids taken in this process take turns (stream-states.ts); only other processes make it retry.
  return streamStatesOf(events).exclusive(stream, async () => {
    // One id for every try of this append: the tries that lost a race wrote nothing.
    const keyed = keyedEventIds(stream);
    if (keyed) {
      const [taken] = (await recordedBefore(events, stream, keyed)) ?? [];
      if (taken) return taken.revision + 1;
    }
    const id = keyed?.id(0) ?? randomUUID();
    for (;;) {
      const [last] = await events.readStream(stream, { direction: 'backwards', maxCount: 1 });
      try {
        const { nextExpectedRevision } = await events.appendToStream(
          stream,
          [{ id, type: eventType, data: {}, metadata }],
          { expectedRevision: last ? last.revision : 'no_stream' },
        );
        crashPoint(`appended:${stream}`);
        return nextExpectedRevision + 1;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
      }
    }
  });
}
