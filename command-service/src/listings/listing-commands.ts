/**
 * Listing write operations. A new listing gets the next integer id from a sequence stream and
 * reserves its slug in a stream of its own, both by optimistic concurrency on the event store.
 */
import {
  appendOnce,
  commandMetadata,
  DomainError,
  isEventOf,
  nextInSequence,
  WrongExpectedVersionError,
  type Actor,
  type Clock,
  type EventStore,
} from '@listings/shared/kernel';
import { listingAggregate } from './listing.aggregate.ts';
import type { ListingCommand } from './listing.decider.ts';
import {
  LISTING_ID_SEQUENCE,
  isListingOfSite,
  listingStream,
  slugStream,
  type ListingEvent,
  type ListingProfile,
  type SiteOfRead,
  type SlugReservedEvent,
} from '@listings/shared/contracts/listings';

export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200) || 'listing';

export class ListingCommands {
  private readonly events: EventStore;
  private readonly clock: Clock;

  constructor(events: EventStore, clock: Clock) {
    this.events = events;
    this.clock = clock;
  }

  /** The listing that owns a slug, from the write side's reservation stream. */
  async listingIdBySlug(slug: string): Promise<number | null> {
    const [reservation] = await this.events.readStream(slugStream(slug), { maxCount: 1 });
    return reservation && isEventOf<SlugReservedEvent>(reservation, 'SlugReserved') ? reservation.data.listingId : null;
  }

  /**
   * The listing a slug names if it lives on `site` (its ListingCreated's site; none: the default
   * site), else null: on another site of the network it is as absent (issue 30).
   */
  async listingIdOnSite(slug: string, site: SiteOfRead): Promise<number | null> {
    const listingId = await this.listingIdBySlug(slug);
    if (listingId === null) return null;
    const [created] = await this.events.readStream(listingStream(listingId), { maxCount: 1 });
    if (!created || !isEventOf<ListingEvent>(created, 'ListingCreated')) return null;
    return isListingOfSite((created.data as { site?: string }).site, site) ? listingId : null;
  }

  private nextListingId(actor: Actor, cause: string): Promise<number> {
    return nextInSequence(
      this.events,
      LISTING_ID_SEQUENCE,
      'ListingIdAllocated',
      commandMetadata(this.clock, actor, cause),
    );
  }

  /** Reserves a free slug derived from `wanted` (adding -2, -3 … when taken). */
  private async reserveSlug(wanted: string, listingId: number, actor: Actor, cause: string): Promise<string> {
    const base = slugify(wanted);
    for (let n = 1; n < 1000; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      try {
        await appendOnce(
          this.events,
          slugStream(slug),
          [
            {
              ...({ type: 'SlugReserved', data: { slug, listingId } } satisfies SlugReservedEvent),
              metadata: commandMetadata(this.clock, actor, cause),
            },
          ],
          { expectedRevision: 'no_stream' },
        );
        return slug;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
      }
    }
    throw new DomainError('conflict', 'slug_unavailable', `No free slug near ${base}.`);
  }

  async create(
    input: { profile: ListingProfile; ownerId: string | null; slug?: string; draftId?: string; site?: string },
    actor: Actor,
    cause: string,
  ) {
    const { listingId, slug } = await this.reserve(input.slug ?? input.profile.name, actor, cause);
    const result = await this.createReserved({ ...input, listingId, slug }, actor, cause);
    return { listingId, slug, position: result.position };
  }

  /**
   * Takes the next listing id and a free slug near `wanted`, without creating the listing yet (a
   * process manager creates it from the event that records the decision). A crash before the listing
   * is created leaves an id and a slug unused; nothing else.
   */
  async reserve(wanted: string, actor: Actor, cause: string): Promise<{ listingId: number; slug: string }> {
    const listingId = await this.nextListingId(actor, cause);
    return { listingId, slug: await this.reserveSlug(wanted, listingId, actor, cause) };
  }

  /**
   * Creates a listing under an id and slug reserved for it; `site`: the key of the site of the
   * network it lives on (absent: the default site, as every listing before the network).
   */
  createReserved(
    input: {
      listingId: number;
      slug: string;
      profile: ListingProfile;
      ownerId: string | null;
      draftId?: string;
      site?: string;
    },
    actor: Actor,
    cause: string,
    causationId?: string,
  ) {
    const { listingId, slug, ownerId, profile, draftId, site } = input;
    const command = {
      type: 'CreateListing' as const,
      listingId,
      slug,
      ownerId,
      profile,
      draftId,
      ...(site ? { site } : {}),
    };
    return this.execute(listingId, command, actor, cause, causationId);
  }

  /** Decides `command` on the listing's stream; `causationId` names the event a process manager acts on. */
  execute(listingId: number, command: ListingCommand, actor: Actor, cause: string, causationId?: string) {
    return listingAggregate.handle(this.events, listingId, command, { actor, cause, causationId }, this.clock);
  }
}
