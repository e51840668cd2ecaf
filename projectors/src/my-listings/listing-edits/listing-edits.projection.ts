/**
 * The `listing_edits` read model: the site team's before/after copy of every profile edit, one
 * document per ListingProfileChanged (whoever made it: owner, draft sync, site team), with who, when,
 * why and the before/after of each changed field. The owner's version history (get_my_listing) is
 * read from it too. `npm run admin -- edits` prints the same rows, computed from the event log.
 */
import { defineProjection, type RecordedEvent } from '@listings/shared/kernel';
import type { ListingEvent } from '@listings/shared/contracts/listings';

export const LISTING_EDITS_COLLECTION = 'listing_edits';

export interface ListingEditDocument {
  _id: string;
  listing_id: number;
  position: number;
  at: string;
  actor: { kind: string; id: string };
  cause: string;
  /** Present when the edit was one of several made by one request (apply_to's fan-out). */
  correlation_id?: string;
  fields: string[];
  changes: Record<string, { before: unknown; after: unknown }>;
  [field: string]: unknown;
}

type ProfileChanged = Extract<ListingEvent, { type: 'ListingProfileChanged' }>;

/** The row of one ListingProfileChanged event. */
export const editRowOf = (event: RecordedEvent<ProfileChanged>): ListingEditDocument => {
  const { listingId, changes } = event.data;
  return {
    _id: event.id,
    listing_id: listingId,
    position: event.position,
    at: event.metadata.at,
    actor: event.metadata.actor,
    cause: event.metadata.cause,
    // One request's edits of several listings (apply_to across sites) share it: one change to an auditor.
    ...(event.metadata.correlationId ? { correlation_id: event.metadata.correlationId } : {}),
    fields: Object.keys(changes),
    changes,
  };
};

export const listingEditsProjection = defineProjection<ProfileChanged>({
  name: 'listing-edits',
  collections: [LISTING_EDITS_COLLECTION],
  eventTypes: ['ListingProfileChanged'],

  async setup(documents) {
    await documents.collection(LISTING_EDITS_COLLECTION).createIndex({ listing_id: 1, position: -1 });
  },

  async apply(event, documents) {
    const row = editRowOf(event);
    await documents
      .collection<ListingEditDocument>(LISTING_EDITS_COLLECTION)
      .replaceOne({ _id: row._id }, row, { upsert: true });
  },
});
