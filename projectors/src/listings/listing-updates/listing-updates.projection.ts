/**
 * The `listing_updates` read model: every update every listing posted (the listing document keeps
 * only its ten latest), for the site's latest-updates page and feed, which page through all of them
 * newest first. Each update carries its listing's slug, name and whether the listing is public
 * (scheduled or live), so a page is one sorted query with no join; a listing's own row in
 * `listing_update_listings` keeps those facts for updates posted later.
 *
 * Every step sets values (never increments or appends), so an event delivered twice leaves the same
 * documents, and a rebuild from the log gives them again.
 */
import { defineProjection, type DocumentStore } from '@listings/shared/kernel';
import type { ListingEvent } from '@listings/shared/contracts/listings';

export const LISTING_UPDATES_COLLECTION = 'listing_updates';
/** One document per listing: the facts its updates carry (slug, name, public). */
export const LISTING_UPDATE_LISTINGS_COLLECTION = 'listing_update_listings';

export interface ListingUpdateDocument {
  /** `<listing id>-<update id>`. */
  _id: string;
  listing_id: number;
  update_id: number;
  listing_slug: string;
  listing_name: string;
  /** The listing is scheduled or live: the update is shown. */
  public: boolean;
  title: string;
  body: string;
  posted_at: string;
  [field: string]: unknown;
}

export interface ListingUpdateListingDocument {
  _id: string;
  listing_id: number;
  slug: string;
  name: string;
  /** Shown: `listed` and not `unpublished`. */
  public: boolean;
  /** Scheduled or live (absent in rows from before: `public` was that). */
  listed?: boolean;
  /** Taken off the public directory by the site team. */
  unpublished?: boolean;
  [field: string]: unknown;
}

const updates = (documents: DocumentStore) => documents.collection<ListingUpdateDocument>(LISTING_UPDATES_COLLECTION);
const listings = (documents: DocumentStore) =>
  documents.collection<ListingUpdateListingDocument>(LISTING_UPDATE_LISTINGS_COLLECTION);

/**
 * Sets facts on the listing's row and on every update it posted: `listed` (scheduled or live) and
 * `unpublished` (by the site team) make `public`, which the updates carry.
 */
async function setListing(
  documents: DocumentStore,
  listingId: number,
  facts: Partial<Pick<ListingUpdateListingDocument, 'name' | 'listed' | 'unpublished'>>,
): Promise<void> {
  const found = await listings(documents).findOne({ _id: String(listingId) });
  if (!found) return;
  const listed = facts.listed ?? found.listed ?? found.public;
  const unpublished = facts.unpublished ?? found.unpublished ?? false;
  const shown = listed && !unpublished;
  await listings(documents).updateOne(
    { _id: String(listingId) },
    { $set: { ...facts, listed, unpublished, public: shown } },
  );
  const carried: Record<string, unknown> = { public: shown };
  if (facts.name !== undefined) carried.listing_name = facts.name;
  await updates(documents).updateMany({ listing_id: listingId }, { $set: carried });
}

export const listingUpdatesProjection = defineProjection<ListingEvent>({
  name: 'listing-updates',
  collections: [LISTING_UPDATES_COLLECTION, LISTING_UPDATE_LISTINGS_COLLECTION],
  eventTypes: [
    'ListingCreated',
    'ListingProfileChanged',
    'ListingAwaitingBadge',
    'ListingScheduled',
    'ListingWentLive',
    'ListingPaidPlanRevoked',
    'ListingUpdatePosted',
    'ListingUnpublishedByStaff',
    'ListingRestoredByStaff',
  ],

  async setup(documents) {
    await updates(documents).createIndex({ public: 1, posted_at: -1 });
    await updates(documents).createIndex({ listing_id: 1 });
  },

  async apply(event, documents) {
    const listingId = event.data.listingId;
    switch (event.type) {
      case 'ListingCreated': {
        const { slug, profile } = event.data;
        await listings(documents).replaceOne(
          { _id: String(listingId) },
          { _id: String(listingId), listing_id: listingId, slug, name: profile.name, public: false },
          { upsert: true },
        );
        return;
      }
      case 'ListingProfileChanged': {
        const name = event.data.changes.name?.after;
        if (typeof name === 'string' && name.trim() !== '') await setListing(documents, listingId, { name });
        return;
      }
      case 'ListingAwaitingBadge':
        return setListing(documents, listingId, { listed: false });
      case 'ListingScheduled':
      case 'ListingWentLive':
        return setListing(documents, listingId, { listed: true });
      case 'ListingPaidPlanRevoked':
        // Only a revoke that unscheduled the listing takes it back to a draft.
        if (event.data.unscheduled) await setListing(documents, listingId, { listed: false });
        return;
      case 'ListingUnpublishedByStaff':
      case 'ListingRestoredByStaff':
        return setListing(documents, listingId, { unpublished: event.type === 'ListingUnpublishedByStaff' });
      case 'ListingUpdatePosted': {
        const listing = await listings(documents).findOne({ _id: String(listingId) });
        if (!listing) return;
        const { updateId, title, body } = event.data;
        const _id = `${listingId}-${updateId}`;
        await updates(documents).replaceOne(
          { _id },
          {
            _id,
            listing_id: listingId,
            update_id: updateId,
            listing_slug: listing.slug,
            listing_name: listing.name,
            public: listing.public,
            title,
            body,
            posted_at: event.metadata.at,
          },
          { upsert: true },
        );
        return;
      }
    }
  },
});
