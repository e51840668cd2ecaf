/**
 * Which listing slugs belong to the request's site, for the read models that are kept by listing
 * rather than by site (founders, listing updates, awards): a condition on a slug field, made from
 * the `listings` read model (the one that records each listing's site). The default site is
 * "every listing no other site recorded", so a deployment that is one site reads next to nothing
 * here; another site is "the listings it recorded". A listing the site team unpublished is no
 * site's while it is off (issue 33), so its awards, closed boards, founders' rows and updates hide
 * with it and come back when it is restored.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import type { SiteOfRead } from '@listings/shared/contracts/listings';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';

export interface SiteSlugs {
  /** A filter condition on a slug field: `{ listing_slug: slugs.condition }`. */
  condition: { $in: string[] } | { $nin: string[] };
  has(slug: string): boolean;
}

export async function siteSlugs(documents: DocumentStore, site: SiteOfRead): Promise<SiteSlugs> {
  const listings = documents.collection(LISTINGS_COLLECTION);
  if (site.isDefault) {
    const others = new Set(
      (
        await listings.find(
          { $or: [{ site: { $nin: [null, site.key] } }, { status: 'unpublished' }] },
          { projection: { _id: 1 } },
        )
      ).map((d) => String(d._id)),
    );
    return { condition: { $nin: [...others] }, has: (slug) => !others.has(slug) };
  }
  const mine = new Set(
    (await listings.find({ site: site.key, status: { $nin: ['unpublished'] } }, { projection: { _id: 1 } })).map((d) =>
      String(d._id),
    ),
  );
  return { condition: { $in: [...mine] }, has: (slug) => mine.has(slug) };
}
