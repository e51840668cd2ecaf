/**
 * The site of the network an order is for (issue 30). `listingSiteOf`: the listing's own site, whose
 * prices, calendar and categories the order page offers (quote_order prices with them, whichever
 * host the page is opened on). `orderSiteName`, for what the payment provider shows the person:
 * the payment's description names the listing's own site ("AI Tools order ORD-…"), not the default
 * site, whichever host the checkout page was opened on. The order's recorded site when it has one;
 * else the site of its (first) listing; else the default site, as every order before the network.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { defaultSite, type Site } from '@listings/shared/contracts/site-content';
import { networkOf } from '@listings/projectors/site-content';
import type { SiteSettings } from '@listings/shared/platform';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';
import { listingOwnSite } from '@listings/query-service/my-listings';
import type { CheckoutOrder } from '@listings/query-service/orders';

/** The site of the network listing `listingId` lives on (as recorded; none: the default site). */
export async function listingSiteOf(documents: DocumentStore, site: SiteSettings, listingId: number): Promise<Site> {
  const [listing, network] = await Promise.all([
    documents.collection(LISTINGS_COLLECTION).findOne({ listing_id: listingId }),
    networkOf(documents, defaultSite(site)),
  ]);
  const key = typeof listing?.site === 'string' ? listing.site : null;
  return network.find((each) => each.key === key) ?? network[0]!;
}

export async function orderSiteName(
  documents: DocumentStore,
  site: SiteSettings,
  order: CheckoutOrder,
): Promise<string> {
  let key: string | null = typeof order.site === 'string' ? order.site : null;
  const listingId = order.request?.items.find((item) => item.listing_id !== undefined)?.listing_id;
  if (!key && listingId !== undefined) {
    const listing = await documents.collection(LISTINGS_COLLECTION).findOne({ listing_id: listingId });
    key = typeof listing?.site === 'string' ? listing.site : null;
  }
  return (await listingOwnSite(documents, site, key)).name;
}
