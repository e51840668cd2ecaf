import type { DueLaunch } from '@listings/shared/contracts/listings';
import type { DocumentStore } from '@listings/shared/kernel';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';

/**
 * Scheduled listings whose launch week has begun (their Monday is on or before `monday`), those the
 * site team unpublished meanwhile too: the launch happens underneath and shows once restored.
 */
export async function dueLaunches(documents: DocumentStore, monday: string, limit = 500): Promise<DueLaunch[]> {
  const due = await documents.collection<ListingDocument>(LISTINGS_COLLECTION).find(
    {
      $or: [{ status: 'scheduled' }, { status: 'unpublished', 'unpublished.status': 'scheduled' }],
      launch_week: { $lte: monday },
    },
    { sort: { launch_week: 1, listing_id: 1 }, limit, projection: { listing_id: 1, launch_week: 1, plan: 1 } },
  );
  return due.map((doc) => ({ listingId: doc.listing_id, week: doc.launch_week!, plan: doc.plan ?? 'free' }));
}
