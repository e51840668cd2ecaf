/**
 * The owner's side of the listing aggregate. Every owner command is decided by the listing decider
 * behind one more rule, checked in the same decision (so on the same state that is appended after,
 * under the stream's expected revision): the listing must exist and belong to the caller. Another
 * account's listing is refused as not found, never as forbidden, so listing ids cannot be probed.
 */
import {
  defineAggregate,
  DomainError,
  type Actor,
  type Clock,
  type Decider,
  type EventStore,
} from '@listings/shared/kernel';
import { listingAggregate, loadListing, type ListingCommand, type ListingState } from '../listings/index.ts';
import type { ListingEvent } from '@listings/shared/contracts/listings';

export interface OwnedListingCommand {
  accountId: string;
  command: ListingCommand;
}

export const listingNotFound = (listingId: number) =>
  new DomainError('not_found', 'listing_not_found', `Listing ${listingId} was not found among your listings.`);

/** Whether `accountId` owns the listing in this state. */
export const ownedBy = (state: ListingState, accountId: string): boolean =>
  state.listingId !== null && state.ownerId === accountId;

export const ownedListingDecider: Decider<OwnedListingCommand, ListingEvent, ListingState> = {
  initialState: listingAggregate.decider.initialState,
  evolve: listingAggregate.decider.evolve,
  decide({ accountId, command }, state) {
    if (command.type === 'CreateListing')
      throw new DomainError('invalid', 'not_an_owner_command', 'Listings are created from drafts (submit_draft).');
    if (!ownedBy(state, accountId))
      throw new DomainError('not_found', 'listing_not_found', 'The listing was not found among your listings.');
    return listingAggregate.decider.decide(command, state);
  },
};

/** The listing aggregate as its owner commands it: the listing's stream, decided by ownedListingDecider. */
const ownedListingAggregate = defineAggregate({ streamOf: listingAggregate.streamOf, decider: ownedListingDecider });

export class OwnedListings {
  private readonly events: EventStore;
  private readonly clock: Clock;

  constructor(events: EventStore, clock: Clock) {
    this.events = events;
    this.clock = clock;
  }

  /** The listing's state if the account owns it; otherwise not found. */
  async load(listingId: number, accountId: string): Promise<ListingState> {
    const state = await loadListing(this.events, listingId);
    if (!ownedBy(state, accountId)) throw listingNotFound(listingId);
    return state;
  }

  async execute(
    listingId: number,
    accountId: string,
    command: ListingCommand,
    cause: string,
    actor: Actor = { kind: 'user', id: accountId },
    /** Shared by the writes of one request to several listings (apply_to across sites). */
    correlationId?: string,
  ) {
    try {
      return await ownedListingAggregate.handle(
        this.events,
        listingId,
        { accountId, command },
        { actor, cause, ...(correlationId ? { correlationId } : {}) },
        this.clock,
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'listing_not_found') throw listingNotFound(listingId);
      throw error;
    }
  }
}
