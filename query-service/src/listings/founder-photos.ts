/**
 * Founders' photos as the site's pages show them (an extra of the site, like the logo: the spec's
 * founder has no picture), read straight from the `listings` read model, where each listing keeps its
 * founders' photos by founder slug (ListingFounderPhotoSet). A founder is shared by the listings that
 * name them, so the founder page shows the newest photo set on any public listing that still names
 * the founder; a listing's own page shows the photos its owner set.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { listingsOfSite, type SiteOfRead } from '@listings/shared/contracts/listings';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { logoView, type LogoView } from './listing-logos.ts';

const PUBLIC_STATUSES = ['live', 'scheduled'];
type FounderPhoto = NonNullable<ListingDocument['site_founder_photos']>[string];

/** The photos of one listing's founders that it still names, by founder slug (as /images addresses). */
export function founderPhotoViews(
  doc: Pick<ListingDocument, 'founders' | 'site_founder_photos'>,
): Record<string, LogoView> {
  const named = new Set((doc.founders ?? []).map((founder) => founder.slug));
  return Object.fromEntries(
    Object.entries(doc.site_founder_photos ?? {})
      .filter(([slug]) => named.has(slug))
      .map(([slug, photo]) => [slug, logoView(photo)]),
  );
}

/** The photos of a listing's founders by listing id (the owner's pages). */
export async function founderPhotosByListingId(
  documents: DocumentStore,
  listingId: number,
): Promise<Record<string, LogoView>> {
  const doc = await documents
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .findOne({ listing_id: listingId }, { projection: { founders: 1, site_founder_photos: 1 } });
  return doc ? founderPhotoViews(doc) : {};
}

/**
 * Founders' photos by slug, each the newest set on a public listing that still names the founder
 * (founders without one are left out): one read for a page of them, the /founders directory. With
 * `site`, only that site's listings are looked at (a photo set on another site's listing stays there).
 */
export async function founderPhotosBySlug(
  documents: DocumentStore,
  founderSlugs: readonly string[],
  site?: SiteOfRead,
): Promise<Record<string, LogoView>> {
  if (founderSlugs.length === 0) return {};
  const wanted = new Set(founderSlugs);
  const docs = await documents.collection<ListingDocument>(LISTINGS_COLLECTION).find(
    {
      'founders.slug': { $in: [...wanted] },
      status: { $in: PUBLIC_STATUSES },
      ...(site ? listingsOfSite(site) : {}),
    },
    { projection: { founders: 1, site_founder_photos: 1 } },
  );
  const newest = new Map<string, FounderPhoto>();
  for (const doc of docs)
    for (const slug of Object.keys(founderPhotoViews(doc))) {
      const photo = doc.site_founder_photos![slug]!;
      const kept = newest.get(slug);
      if (wanted.has(slug) && (!kept || photo.set_at > kept.set_at)) newest.set(slug, photo);
    }
  return Object.fromEntries([...newest].map(([slug, photo]) => [slug, logoView(photo)]));
}

/** A founder's photo for their page: the newest set on a public listing (of `site`) that names them, or null. */
export async function founderPhoto(
  documents: DocumentStore,
  founderSlug: string,
  site?: SiteOfRead,
): Promise<LogoView | null> {
  return (await founderPhotosBySlug(documents, [founderSlug], site))[founderSlug] ?? null;
}
