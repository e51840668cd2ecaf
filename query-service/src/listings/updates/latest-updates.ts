/**
 * The latest-updates reads for the site's /updates page and its Atom feed: every public listing's
 * updates (read model `listing_updates`), newest first, a page at a time. Not an API operation: the
 * spec has the updates feed a latest-updates page and lists no read for it.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import type { SiteOfRead } from '@listings/shared/contracts/listings';
import { LISTING_UPDATES_COLLECTION, type ListingUpdateDocument } from '@listings/projectors/listings';
import { siteSlugs } from '../site-slugs.ts';

export interface LatestUpdate {
  listing_slug: string;
  listing_name: string;
  update_id: number;
  title: string;
  body: string;
  posted_at: string;
}

export interface LatestUpdatesPage {
  items: LatestUpdate[];
  page: number;
  per_page: number;
  total: number;
}

/**
 * Page `page` (from 1) of the public updates, newest first (ties: the later listing and update
 * first); with `site`, only those of that site's listings.
 */
export async function latestUpdates(
  documents: DocumentStore,
  { page, perPage, site }: { page: number; perPage: number; site?: SiteOfRead },
): Promise<LatestUpdatesPage> {
  const collection = documents.collection<ListingUpdateDocument>(LISTING_UPDATES_COLLECTION);
  const filter = site ? { public: true, listing_slug: (await siteSlugs(documents, site)).condition } : { public: true };
  const [found, total] = await Promise.all([
    collection.find(filter, {
      sort: { posted_at: -1, listing_id: -1, update_id: -1 },
      skip: (page - 1) * perPage,
      limit: perPage,
    }),
    collection.countDocuments(filter),
  ]);
  return {
    items: found.map((doc) => ({
      listing_slug: doc.listing_slug,
      listing_name: doc.listing_name,
      update_id: doc.update_id,
      title: doc.title,
      body: doc.body,
      posted_at: doc.posted_at,
    })),
    page,
    per_page: perPage,
    total,
  };
}
