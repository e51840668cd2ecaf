/**
 * Runs engagement commands: decided on the listing's `engagement-<id>` stream, except page views,
 * which decide nothing and go to their own `listingviews-<id>` stream with an event id derived from
 * (listing, visitor, day), so counting a visitor twice on one day is an idempotent no-op append.
 */
import { createHash } from 'node:crypto';
import {
  atOneInstant,
  commandMetadata,
  defineAggregate,
  isoDayOf,
  type Actor,
  type Clock,
  type EventStore,
} from '@listings/shared/kernel';
import {
  engagementDecider,
  type EngagementCommand,
  type ListingFacts,
  type PersonFacts,
} from './engagement.decider.ts';
import { engagementStream, listingViewsStream } from '@listings/shared/contracts/engagement';

/** The engagement aggregate: a listing's votes, follows and reviews, `engagement-<listing id>`. */
export const engagementAggregate = defineAggregate({ streamOf: engagementStream, decider: engagementDecider });

/** A command as callers give it: the vote's time comes from the clock. */
export type EngagementInput =
  | Exclude<EngagementCommand, { type: 'Vote' }>
  | (Omit<Extract<EngagementCommand, { type: 'Vote' }>, 'at'> & { at?: string });

/** A UUID-shaped id from a hash: the same (listing, visitor, day) always gives the same id. */
export const viewEventId = (listingId: number, viewerId: string, day: string): string => {
  const hex = createHash('sha256').update(`view:${listingId}:${viewerId}:${day}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * The facts of a simulated person acting on a live listing nobody owns: what the demo seeder,
 * benchmarks and tests pass when they stand in for people on the site.
 */
export const SIMULATED_PERSON = {
  person: { emailVerified: true, throwAwayAddress: false },
  listing: { status: 'live', ownerId: null },
} as const satisfies { person: PersonFacts; listing: ListingFacts };

export class EngagementCommands {
  private readonly events: EventStore;
  private readonly clock: Clock;

  constructor(events: EventStore, clock: Clock) {
    this.events = events;
    this.clock = clock;
  }

  /** Runs the command; resolves with the position of its last event (0 when nothing was appended). */
  async execute(input: EngagementInput, actor: Actor, cause: string): Promise<{ position: number }> {
    const { position } = await this.decide(input, actor, cause);
    return { position };
  }

  /** Runs the command; resolves with the position and the events it appended. */
  async decide(input: EngagementInput, actor: Actor, cause: string) {
    // A vote's time and its event's are one instant.
    const clock = atOneInstant(this.clock);
    if (input.type === 'View') {
      const metadata = commandMetadata(clock, actor, cause);
      const day = isoDayOf(metadata.at);
      const { position } = await this.events.appendToStream(listingViewsStream(input.listingId), [
        {
          id: viewEventId(input.listingId, input.viewerId, day),
          type: 'ListingViewed',
          data: { listingId: input.listingId, viewerId: input.viewerId, day },
          metadata,
        },
      ]);
      return { position, events: [] };
    }
    const command: EngagementCommand =
      input.type === 'Vote' ? { ...input, at: input.at ?? clock.now().toISOString() } : input;
    const result = await engagementAggregate.handle(this.events, command.listingId, command, { actor, cause }, clock);
    return { position: result.position, events: result.events };
  }
}
