/**
 * The listing aggregate as other contexts meet it: the stream a listing lives in, the decider that
 * folds it, and its state loaded or folded. Claims, drafts, engagement, my-listings and orders read a
 * listing through these (and append to it through `ListingCommands`), never through listing.decider.ts.
 */
import { defineAggregate, type EventStore } from '@listings/shared/kernel';
import { listingStream, type ListingEvent } from '@listings/shared/contracts/listings';
import { listingDecider, type ListingState } from './listing.decider.ts';

/** The listing aggregate: each listing's stream and the decider that decides and folds it. */
export const listingAggregate = defineAggregate({ streamOf: listingStream, decider: listingDecider });

/** A listing's state as its stream stands now (one read; a listing never created folds to no id). */
export async function loadListing(events: EventStore, listingId: number): Promise<ListingState> {
  return (await listingAggregate.load(events, listingId)).state;
}

/** A listing's state from the events of its stream, already read. */
export const foldListing = (history: readonly ListingEvent[]): ListingState => listingAggregate.fold(history);
