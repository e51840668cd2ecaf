/**
 * What pricing needs, read from the read models: products with their admin prices, the listings and
 * categories the items name, the promo code with its paid redemptions, and the launch weeks
 * list_products offers (the same function). Used by quote_order, create_checkout and the checkout page.
 * When the request's VAT number could give the reverse charge, VIES is asked too (behind the
 * VatNumberChecker port; no checker: format rules only).
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
import { promoCodeKey, type PromoCodeTerms } from '@listings/shared/contracts/site-content';
import { CATEGORIES_COLLECTION, PRODUCTS_COLLECTION, PROMO_CODES_COLLECTION } from '@listings/projectors/site-content';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';
import { ORDERS_COLLECTION } from '@listings/projectors/orders';
import { LAUNCH_WEEKS_AHEAD, nextMondays } from '../site-content/index.ts';

export function pricingContextLoader(deps: {
  documents: DocumentStore;
  clock: Clock;
  sellerCountry: string;
  /** VIES (or a fake); null: VAT numbers are checked by their format only. */
  vatChecker?: VatNumberChecker | null;
}): PricingContextLoader {
  const { documents, clock, sellerCountry, vatChecker = null } = deps;
  return {
    async load(accountId: string, request: OrderRequest): Promise<PricingContext> {
      const now = clock.now();
      const refs = referencesOf(request);
      const promoKey = refs.promoCode === undefined ? null : promoCodeKey(refs.promoCode);
      const question = vatChecker
        ? viesQuestion({ billingCountry: request.billing_country, vatNumber: request.vat_number, sellerCountry })
        : null;
      const [products, listings, categories, promoDoc, redemptions, viesCheck] = await Promise.all([
        documents.collection(PRODUCTS_COLLECTION).find({ _id: { $in: refs.products } }),
        refs.listingIds.length
          ? documents.collection(LISTINGS_COLLECTION).find({ listing_id: { $in: refs.listingIds } })
          : Promise.resolve([]),
        refs.categories.length
          ? documents.collection(CATEGORIES_COLLECTION).find({ _id: { $in: refs.categories } })
          : Promise.resolve([]),
        promoKey ? documents.collection(PROMO_CODES_COLLECTION).findOne({ _id: promoKey }) : Promise.resolve(null),
        // Redemptions: orders paid with the code and not refunded in full.
        promoKey
          ? documents
              .collection(ORDERS_COLLECTION)
              .countDocuments({ promo_key: promoKey, status: { $in: ['paid', 'partially_refunded'] } })
          : Promise.resolve(0),
        question && vatChecker ? vatChecker.check(question.countryCode, question.vatNumber) : Promise.resolve(null),
      ]);
      let promo: PromoInfo | null = null;
      if (promoDoc) {
        const { _id, status, created_at: _c, disabled_at: _d, ...terms } = promoDoc as Record<string, any>;
        promo = { terms: terms as PromoCodeTerms, status: status === 'disabled' ? 'disabled' : 'active', redemptions };
      }
      return {
        now,
        accountId,
        sellerCountry,
        products: new Map(
          products.map((p: any): [string, ProductInfo] => [
            p._id,
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
        categories: new Set(categories.map((c: any) => c._id as string)),
        launchWeeks: nextMondays(now, LAUNCH_WEEKS_AHEAD),
        promo,
        ...(viesCheck ? { viesCheck } : {}),
      };
    },
  };
}
