/**
 * The logos the site's pages show, by slug: an extra of the site, read straight from the `listings`
 * read model (the spec's listing has only `logo_url`, a link to the company's own file, so no API
 * operation answers with these). Each logo as the pages need it: the `/images/<hash>` addresses of
 * its renditions, PNG (what every browser shows) and WebP (smaller), by size.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import type { ListingImage } from '@listings/shared/contracts/listings';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';

export interface LogoView {
  /** Path of each rendition by size, e.g. `png[96]` → `/images/<hash>`. */
  png: Record<number, string>;
  webp: Record<number, string>;
  source: ListingImage['source'];
}

/** Where the site serves the blob store's pictures (site/src/images). */
export const LOGO_IMAGES_PATH = '/images';

export function logoView(image: ListingImage): LogoView {
  const view: LogoView = { png: {}, webp: {}, source: image.source };
  for (const rendition of image.renditions)
    view[rendition.format][rendition.size] = `${LOGO_IMAGES_PATH}/${rendition.hash}`;
  return view;
}

/** The logos of these listings (those that have one), by slug. */
export async function listingLogos(documents: DocumentStore, slugs: readonly string[]): Promise<Map<string, LogoView>> {
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) return new Map();
  const docs = await documents
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .find({ _id: { $in: wanted }, site_logo: { $exists: true } }, { projection: { _id: 1, site_logo: 1 } });
  return new Map(docs.filter((d) => d.site_logo).map((d) => [d._id, logoView(d.site_logo!)]));
}

/** The logo record of one listing by id (the owner's pages, the social card). */
export async function listingLogoById(documents: DocumentStore, listingId: number): Promise<ListingImage | null> {
  const doc = await documents
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .findOne({ listing_id: listingId }, { projection: { site_logo: 1 } });
  return doc?.site_logo ?? null;
}

/**
 * The spec's `media` section (`{ type, url, caption }`, shown when unlocked): what the profile holds,
 * then the gallery's screenshots as images at their largest PNG on the site's own origin, so API
 * clients see the same gallery the listing page shows.
 */
export function mediaOf(
  doc: Pick<ListingDocument, 'media' | 'site_screenshots'>,
  publicBaseUrl: string,
): NonNullable<ListingDocument['media']> {
  const screenshots = (doc.site_screenshots ?? []).flatMap((image) => {
    const png = image.renditions.filter((r) => r.format === 'png').sort((a, b) => b.size - a.size)[0];
    return png ? [{ type: 'image' as const, url: `${publicBaseUrl}${LOGO_IMAGES_PATH}/${png.hash}` }] : [];
  });
  return [...(doc.media ?? []), ...screenshots];
}
