/**
 * The site team's post-moderation of profile edits (issue 33): edits publish when made, so the
 * console marks one reviewed or reverts it. The edit is named by its event's id (the `listing_edits`
 * row's); this finds it in the listing's stream (its version and its recorded before values, read as
 * the decider folds them) and hands the listing decider ReviewEdit or RevertEdit. The events carry the
 * staff member as actor and the edit's event as their causation, on the listing's own stream, so a
 * revert is an ordinary new version of the listing that every read model follows.
 */
import { DomainError, type Actor, type Clock, type EventStore } from '@listings/shared/kernel';
import { listingStream, upcastListingEvent, type ListingEvent } from '@listings/shared/contracts/listings';
import { ListingCommands } from './listing-commands.ts';

export class ListingEditReviews {
  private readonly events: EventStore;
  private readonly listings: ListingCommands;

  constructor(events: EventStore, clock: Clock) {
    this.events = events;
    this.listings = new ListingCommands(events, clock);
  }

  /** The edit's version and its before values, or a 404 when the listing has no such edit. */
  private async edit(listingId: number, editId: string) {
    const recorded = (await this.events.readStream(listingStream(listingId))).find((event) => event.id === editId);
    if (!recorded || recorded.type !== 'ListingProfileChanged')
      throw new DomainError('not_found', 'edit_not_found', 'This listing has no such edit.');
    const event = upcastListingEvent({ type: recorded.type, data: recorded.data } as ListingEvent);
    const changes = (event as Extract<ListingEvent, { type: 'ListingProfileChanged' }>).data.changes;
    return {
      version: recorded.revision,
      before: Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.before])),
    };
  }

  /** Marks the edit reviewed (optional note); `changed` false when it was reviewed or reverted already. */
  async review(listingId: number, editId: string, note: string, actor: Actor, cause: string) {
    const { version } = await this.edit(listingId, editId);
    const result = await this.listings.execute(
      listingId,
      { type: 'ReviewEdit', edit: version, editId, staffId: actor.id, note },
      actor,
      cause,
      editId,
    );
    return { changed: result.events.length > 0, version };
  }

  /**
   * Puts the edit's before values back as a new version, with the reason; a DomainError (conflict)
   * when a later edit changed one of its fields. `changed` false when it was reverted already.
   */
  async revert(listingId: number, editId: string, reason: string, actor: Actor, cause: string) {
    const { version, before } = await this.edit(listingId, editId);
    const result = await this.listings.execute(
      listingId,
      { type: 'RevertEdit', edit: version, editId, before, staffId: actor.id, reason },
      actor,
      cause,
      editId,
    );
    return { changed: result.events.length > 0, version, position: result.position };
  }
}
