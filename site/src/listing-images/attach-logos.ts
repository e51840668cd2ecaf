/**
 * The site's pages read listings through the API's operations, whose answers (the spec's) have no
 * stored picture; the logo is an extra of the site. So after a read, the page kit attaches each
 * listing's logo (`site_logo`, a LogoView of /images/<hash> addresses) to the listings of the answer
 * — the answer itself when it is one listing (get_listing), each of its `items` (lists, search,
 * boards), and each `listing` of an item (awards) — with one query of the listings read model by
 * slug. A listing without a logo gets none, and its page keeps the monogram tile. One listing also
 * gets its gallery (`site_gallery`) and its founders' photos (`site_faces`, by founder slug).
 * With `stored`, only renditions the blob store holds are attached (stored-images.ts: a page never
 * draws an <img> that /images answers 404).
 */
import type { BlobStore, DocumentStore } from '@listings/shared/kernel';
import { founderPhotoViews, listingLogos, type LogoView } from '@listings/query-service/listings';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { renditionOf } from '@listings/shared/contracts/listings';
import type { StoredImages } from './stored-images.ts';

type ListingLike = { slug: string; name: string; site_logo?: LogoView; media?: unknown[]; founders?: unknown[] };

const isListing = (value: unknown): value is ListingLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ListingLike).slug === 'string' &&
  typeof (value as ListingLike).name === 'string';

/** The listings an answer holds: itself, its items, and its items' `listing`. */
function listingsIn(body: unknown): ListingLike[] {
  const found: ListingLike[] = [];
  if (isListing(body)) found.push(body);
  const items = (body as { items?: unknown } | null)?.items;
  if (Array.isArray(items))
    for (const item of items) {
      if (isListing(item)) found.push(item);
      const inner = (item as { listing?: unknown } | null)?.listing;
      if (isListing(inner)) found.push(inner);
    }
  return found;
}

/**
 * `body` with `site_logo` on each of its listings that has a logo. Copies what it changes, never the
 * answer itself: an operation may answer with objects it keeps (an in-memory read model), and the
 * API's answers must stay the spec's.
 */
export async function attachLogos<T>(documents: DocumentStore, body: T, stored?: StoredImages): Promise<T> {
  const listings = listingsIn(body);
  if (listings.length === 0) return body;
  // One listing (get_listing): its founders' photos, and with its media section shown (unlocked) its
  // gallery's screenshots too, for their sizes.
  if (isListing(body) && (Array.isArray(body.media) || Array.isArray(body.founders))) {
    const doc = await documents
      .collection<ListingDocument>(LISTINGS_COLLECTION)
      .findOne({ _id: body.slug }, { projection: { site_screenshots: 1, founders: 1, site_founder_photos: 1 } });
    const gallery = stored ? await stored.images(doc?.site_screenshots ?? []) : (doc?.site_screenshots ?? []);
    if (Array.isArray(body.media) && gallery.length) body = { ...body, site_gallery: gallery } as T;
    const faces = doc ? (stored ? await stored.views(founderPhotoViews(doc)) : founderPhotoViews(doc)) : {};
    if (Object.keys(faces).length) body = { ...body, site_faces: faces } as T;
  }
  const found = await listingLogos(
    documents,
    listings.map((listing) => listing.slug),
  );
  const logos = stored ? new Map(Object.entries(await stored.views(Object.fromEntries(found)))) : found;
  if (logos.size === 0) return body;
  const withLogo = <L>(value: L): L => {
    const logo = isListing(value) ? logos.get(value.slug) : undefined;
    return logo ? { ...value, site_logo: logo } : value;
  };
  let answer: unknown = withLogo(body);
  const items = (body as { items?: unknown } | null)?.items;
  if (Array.isArray(items))
    answer = {
      ...(answer as object),
      items: items.map((item) => {
        const copy = withLogo(item);
        const inner = (item as { listing?: unknown } | null)?.listing;
        return isListing(inner) && logos.has(inner.slug) ? { ...(copy as object), listing: withLogo(inner) } : copy;
      }),
    };
  return answer as T;
}

/** The PNG a social card draws in its tile (the 192 px rendition), or null for the monogram. */
export async function cardLogoPng(documents: DocumentStore, blobs: BlobStore, slug: string): Promise<Buffer | null> {
  const doc = await documents
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .findOne({ _id: slug }, { projection: { site_logo: 1 } });
  const rendition = doc?.site_logo && (renditionOf(doc.site_logo, 192) ?? renditionOf(doc.site_logo, 512));
  if (!rendition) return null;
  const blob = await blobs.get(rendition.hash);
  return blob ? Buffer.from(blob.bytes) : null;
}
