/**
 * The `listing_edits` read model: the site team's before/after copy of every profile edit, one
 * document per ListingProfileChanged (whoever made it: owner, draft sync, site team), with who, when,
 * why and the before/after of each changed field. The owner's version history (get_my_listing) is
 * read from it too. `npm run admin -- edits` prints the same rows, computed from the event log.
 *
 * Edits publish when made; the site team's post-moderation (issue 33) marks a row `reviewed` or
 * `reverted` (ListingEditReviewed, ListingEditReverted: who, when, the note or reason), and the
 * console's queue lists the rows with neither as "to review". A revert's own row (the version that
 * put the before values back) is the site team's, marked reviewed and naming the version it reverts.
 */
import { defineProjection, type RecordedEvent } from '@listings/shared/kernel';
import { LISTING_EDIT_REVIEW_EVENT_TYPES, type ListingEvent } from '@listings/shared/contracts/listings';

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
  /** The edit's version: its event's revision in the listing's stream (every row since projection version 2). */
  revision?: number;
  /** The site team's post-moderation: absent while the edit is to be reviewed. */
  review_state?: 'reviewed' | 'reverted';
  reviewed?: { by: string; at: string; note: string | null };
  reverted?: { by: string; at: string; reason: string; version: number | null };
  /** On a revert's own row: the version it reverted. */
  revert_of?: number;
  [field: string]: unknown;
}

/** The filter of the rows still to be reviewed (neither reviewed nor reverted). */
export const EDITS_TO_REVIEW = { review_state: null } as const;

type ProfileChanged = Extract<ListingEvent, { type: 'ListingProfileChanged' }>;
type EditReviewEvent = Extract<ListingEvent, { type: (typeof LISTING_EDIT_REVIEW_EVENT_TYPES)[number] }>;

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
    revision: event.revision,
  };
};

export const listingEditsProjection = defineProjection<ProfileChanged | EditReviewEvent>({
  name: 'listing-edits',
  // 2: rows carry their version (`revision`, issue 33); rows built before have none, so a deployment
  // upgrading from 1 rebuilds this read model at start (the marks come back from their events).
  version: 2,
  collections: [LISTING_EDITS_COLLECTION],
  eventTypes: ['ListingProfileChanged', ...LISTING_EDIT_REVIEW_EVENT_TYPES],

  async setup(documents) {
    await documents.collection(LISTING_EDITS_COLLECTION).createIndex({ listing_id: 1, position: -1 });
    // The console's queue: the edits to review (no review_state), newest first.
    await documents.collection(LISTING_EDITS_COLLECTION).createIndex({ review_state: 1, position: -1 });
  },

  async apply(event, documents) {
    const edits = documents.collection<ListingEditDocument>(LISTING_EDITS_COLLECTION);
    const at = event.metadata.at;
    switch (event.type) {
      case 'ListingProfileChanged': {
        // The edit's own fields only: a redelivery never undoes the site team's mark on the row.
        const { _id, ...row } = editRowOf(event as RecordedEvent<ProfileChanged>);
        await edits.updateOne({ _id }, { $set: row }, { upsert: true });
        return;
      }
      case 'ListingEditReviewed':
        await edits.updateOne(
          { _id: event.data.editId },
          { $set: { review_state: 'reviewed', reviewed: { by: event.data.staffId, at, note: event.data.note } } },
        );
        return;
      case 'ListingEditReverted': {
        const { editId, edit, staffId, reason, revertedIn, listingId } = event.data;
        await edits.updateOne(
          { _id: editId },
          { $set: { review_state: 'reverted', reverted: { by: staffId, at, reason, version: revertedIn } } },
        );
        if (revertedIn !== null)
          await edits.updateOne(
            { listing_id: listingId, revision: revertedIn },
            {
              $set: {
                revert_of: edit,
                review_state: 'reviewed',
                reviewed: { by: staffId, at, note: `The site team's revert of version ${edit}: ${reason}` },
              },
            },
          );
        return;
      }
    }
  },
});
