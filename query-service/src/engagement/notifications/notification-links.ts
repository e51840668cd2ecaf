/**
 * Where a notification leads, in a network of sites (issue 30). A person is network-wide, so their
 * notifications are all theirs on every site's host: a reply on the AI site's listing is listed on
 * the main site's /notifications too. What must not happen is a link that goes nowhere: a listing
 * lives on one site, and its page on another site's host is a 404. So a notification about a
 * listing of the request's site links site-relative (`/listings/<slug>#<anchor>`), and one about a
 * listing of another site links to that site's base URL and names that site, so the person sees
 * where it happened. Nothing else of the other site is shown: only the person's own notifications.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';

/** A site of the network as get_site_info names it (the default site first). */
export interface NetworkSiteLink {
  key: string;
  name: string;
  base_url: string;
}

export interface NotificationLink {
  href: string;
  /** The other site the listing lives on; null when it is the request's site (or unknown). */
  site: { key: string; name: string } | null;
}

/** The site each listing was recorded on (null: the default site, as listingsOfSite reads it). */
export async function listingSitesOf(
  documents: DocumentStore,
  listingIds: number[],
): Promise<Map<number, string | null>> {
  const ids = [...new Set(listingIds)];
  if (!ids.length) return new Map();
  const docs = await documents
    .collection(LISTINGS_COLLECTION)
    .find({ listing_id: { $in: ids } }, { projection: { listing_id: 1, site: 1 } });
  return new Map(docs.map((doc) => [Number(doc.listing_id), typeof doc.site === 'string' ? doc.site : null]));
}

/**
 * The link of a notification about the listing `slug` (with its `anchor`) that lives on
 * `listingSite` (null: the network's default site, its first), shown on the site keyed `here`.
 */
export function notificationLink(
  notification: { listing_slug: string; anchor: string | null },
  listingSite: string | null,
  here: string,
  network: readonly NetworkSiteLink[],
): NotificationLink {
  const path = `/listings/${encodeURIComponent(notification.listing_slug)}${notification.anchor ? `#${notification.anchor}` : ''}`;
  const key = listingSite ?? network[0]?.key ?? here;
  const site = key === here ? undefined : network.find((each) => each.key === key);
  // A site the network no longer names: the path as it always was (never another site's URL guessed).
  if (!site) return { href: path, site: null };
  return { href: `${site.base_url}${path}`, site: { key: site.key, name: site.name } };
}

/**
 * The absolute URL of a notification's place on its listing's own site (a digest mail lists
 * notifications of every site), or null when the network no longer names that site.
 */
export function notificationUrl(
  notification: { listing_slug: string; anchor: string | null },
  listingSite: string | null,
  network: readonly NetworkSiteLink[],
): string | null {
  const { href, site } = notificationLink(notification, listingSite, '', network);
  return site ? href : null;
}
