/**
 * What pricing needs, read from the read models: products with their admin prices, the listings and
 * categories the items name, the promo code with its paid redemptions, and the launch weeks
 * list_products offers (the same function). Used by quote_order, create_checkout and the checkout page.
 * When the request's VAT number could give the reverse charge, VIES is asked too (behind the
 * VatNumberChecker port; no checker: format rules only).
 *
 * Each site of the network has its own prices, promo codes and calendar (issue 30): an order is
 * priced with those of its listing's site (the first listing the items name; a listing of another
 * site is left out, so it is refused as not found), or of the request's site when it names no
 * listing. The fallback of a site without its own settings is site-commerce.ts's.
 */
import type { DocumentStore, Clock } from '@listings/shared/kernel';
import type { VatNumberChecker } from '@listings/shared/platform';
import {
  type PricingContextLoader,
  referencesOf,
  type ListingInfo,
  type OrderRequest,
  type PricingContext,
  type ProductInfo,
  type PromoInfo,
  viesQuestion,
} from '@listings/shared/contracts/orders';
import { DEFAULT_SITE_KEY, promoCodeKey, type PromoCodeTerms } from '@listings/shared/contracts/site-content';
import { categoriesOfSite, launchWeeksAhead, productsOfSite, promoCodeOfSite } from '@listings/projectors/site-content';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';
import { ORDERS_COLLECTION } from '@listings/projectors/orders';
import { nextMondays } from '../site-content/index.ts';

export function pricingContextLoader(deps: {
  documents: DocumentStore;
  clock: Clock;
  sellerCountry: string;
  /** VIES (or a fake); null: VAT numbers are checked by their format only. */
  vatChecker?: VatNumberChecker | null;
  /** The configured default site's key (SITE_KEY): a listing recording no site lives there. */
  defaultSiteKey?: string;
}): PricingContextLoader {
  const { documents, clock, sellerCountry, vatChecker = null, defaultSiteKey = DEFAULT_SITE_KEY } = deps;
  return {
    async load(accountId: string, request: OrderRequest, requestSite): Promise<PricingContext> {
      const now = clock.now();
      const refs = referencesOf(request);
      const promoKey = refs.promoCode === undefined ? null : promoCodeKey(refs.promoCode);
      const question = vatChecker
        ? viesQuestion({ billingCountry: request.billing_country, vatNumber: request.vat_number, sellerCountry })
        : null;
      const found = refs.listingIds.length
        ? await documents.collection(LISTINGS_COLLECTION).find({ listing_id: { $in: refs.listingIds } })
        : [];
      // The order's site: its first listing's (as recorded; none is the default site), else the request's.
      const first = refs.listingIds.map((id) => found.find((l: any) => l.listing_id === id)).find(Boolean) as any;
      const siteKey: string | null = first
        ? (first.site ?? null)
        : requestSite && !requestSite.isDefault
          ? requestSite.key
          : null;
      const own = siteKey === defaultSiteKey ? null : siteKey;
      const site = { key: own ?? defaultSiteKey, isDefault: own === null };
      const listings = found.filter(
        (l: any) => ((l.site ?? null) === defaultSiteKey ? null : (l.site ?? null)) === own,
      );
      const [products, categories, promoDoc, redemptions, viesCheck, weeksAhead] = await Promise.all([
        productsOfSite(documents, site, refs.products),
        // The order's site's category tree (its own, or the default site's until it has one).
        refs.categories.length ? categoriesOfSite(documents, site) : Promise.resolve([]),
        promoKey ? promoCodeOfSite(documents, site, promoKey) : Promise.resolve(null),
        // Redemptions: this site's orders paid with the code and not refunded in full.
        promoKey
          ? documents.collection(ORDERS_COLLECTION).countDocuments({
              promo_key: promoKey,
              site: own,
              status: { $in: ['paid', 'partially_refunded'] },
            })
          : Promise.resolve(0),
        question && vatChecker ? vatChecker.check(question.countryCode, question.vatNumber) : Promise.resolve(null),
        launchWeeksAhead(documents, site),
      ]);
      let promo: PromoInfo | null = null;
      if (promoDoc) {
        const { _id, status, site: _site, created_at: _c, disabled_at: _d, ...terms } = promoDoc as Record<string, any>;
        promo = { terms: terms as PromoCodeTerms, status: status === 'disabled' ? 'disabled' : 'active', redemptions };
      }
      return {
        now,
        accountId,
        sellerCountry,
        products: new Map(
          [...products.values()].map((p): [string, ProductInfo] => [
            p.code,
            {
              code: p.code,
              name: p.name,
              price_cents: typeof p.price_cents === 'number' ? p.price_cents : null,
              offered: p.offered !== false,
              needs_listing: p.needs_listing !== false,
              week: p.week ?? 'none',
              options: p.options ?? {},
            },
          ]),
        ),
        listings: new Map(
          listings.map((l: any): [number, ListingInfo] => [
            l.listing_id,
            {
              listingId: l.listing_id,
              ownerId: l.owner_id ?? null,
              status: l.status,
              plan: l.plan ?? null,
              categories: l.categories ?? [],
              name: l.name,
              slug: l.slug,
            },
          ]),
        ),
        categories: new Set(categories.map((c) => c.slug)),
        launchWeeks: nextMondays(now, weeksAhead),
        promo,
        ...(viesCheck ? { viesCheck } : {}),
        ...(own ? { site: own } : {}),
      };
    },
  };
}
