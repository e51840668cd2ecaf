/**
 * Which items of the network's read models a staff member's console shows and acts on (issue 30):
 * those of the sites they hold the route's level on (a network-wide role: every site). The queues
 * add `listingScope` to their query, and every form that names an item by its id (a comment, a
 * review, a claim, a listing, an order) asks `listingInScope` or `orderInScope` first, so a role
 * for one site never lists or changes another site's item: it is as absent (404), nothing recorded.
 * A listing's site is the one its ListingCreated recorded (`listings.site`, null for the default
 * site: listingsOfSite's rule); an order's the one whose prices priced it (`orders.site`).
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { listingsOfSite } from '@listings/shared/contracts/listings';
import { NETWORK_WIDE } from '@listings/shared/contracts/staff';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { notFoundPage } from '../kit/site-pages.ts';
import type { ConsoleAccess, ConsoleContext } from './staff-console.ts';

/** The read-model filter of the listings of the sites the staff member holds `access` on ({}: every site). */
export function listingsInScope(context: ConsoleContext, access: ConsoleAccess = 'staff'): Record<string, unknown> {
  const sites = context.sitesFor(access);
  if (sites === NETWORK_WIDE) return {};
  return { $or: sites.map((key) => listingsOfSite({ key, isDefault: key === context.defaultKey })) };
}

/**
 * The filter (over a read model keyed by `listing_id`) of the items of those listings: {} for a
 * network-wide role, else the ids of the listings of the staff member's sites.
 */
export async function listingScope(
  context: ConsoleContext,
  documents: DocumentStore,
  access: ConsoleAccess = 'staff',
): Promise<Record<string, unknown>> {
  if (context.sitesFor(access) === NETWORK_WIDE) return {};
  const listings = await documents
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .find(listingsInScope(context, access), { projection: { listing_id: 1 } });
  return { listing_id: { $in: listings.map((listing) => listing.listing_id) } };
}

/**
 * Refuses (a 404 page: as absent) an item of listing `listingId` unless the staff member holds
 * `access` on that listing's site. A network-wide role passes without a look-up (an item of a
 * listing the read model does not have yet is theirs to act on, as before the network).
 */
export async function listingInScope(
  context: ConsoleContext,
  documents: DocumentStore,
  listingId: number,
  access: ConsoleAccess,
  what = `Listing ${listingId}`,
): Promise<void> {
  if (!(await listingWithin(context, documents, listingId, access))) throw notFoundPage(what);
}

/** Whether the staff member holds `access` on the site of listing `listingId` (listingInScope's test). */
export async function listingWithin(
  context: ConsoleContext,
  documents: DocumentStore,
  listingId: number,
  access: ConsoleAccess,
): Promise<boolean> {
  if (context.sitesFor(access) === NETWORK_WIDE) return true;
  const listing = await documents.collection<ListingDocument>(LISTINGS_COLLECTION).findOne({ listing_id: listingId });
  return listing !== null && context.mayOn(access, listing.site);
}

/** The filter of the orders of the staff member's sites ({}: every site). */
export function ordersInScope(context: ConsoleContext, access: ConsoleAccess = 'staff'): Record<string, unknown> {
  const sites = context.sitesFor(access);
  if (sites === NETWORK_WIDE) return {};
  const keys = sites.flatMap((key) => (key === context.defaultKey ? [key, null] : [key]));
  return { site: { $in: keys } };
}

/** Whether an order recorded for `site` (absent: the default site) is in the staff member's scope. */
export const orderInScope = (context: ConsoleContext, site: string | null | undefined, access: ConsoleAccess) =>
  context.mayOn(access, site);
