/**
 * Products with their current admin price (collection `products`); a product without a price is not
 * buyable. Each site of the network prices its own (issue 30): a product event naming a site is kept
 * as that site's document (`<site>/<code>`, with `site`), one naming none as the default site's
 * (`<code>`, no `site`: exactly as before the network). Which document a site uses is the rule of
 * site-commerce.ts (a site's own, else the default site's).
 */
import { defineProjection } from '@listings/shared/kernel';
import {
  PRODUCT_EVENT_TYPES,
  siteField,
  siteScopedId,
  type ProductDetails,
  type ProductEvent,
} from '@listings/shared/contracts/site-content';

export const PRODUCTS_COLLECTION = 'products';

/** A product of one site (`site` absent: the default site's). */
export interface ProductDocument extends ProductDetails {
  _id: string;
  code: string;
  site?: string;
  price_cents: number | null;
  offered: boolean;
  [field: string]: unknown;
}

export const productsProjection = defineProjection<ProductEvent>({
  name: 'products',
  collections: [PRODUCTS_COLLECTION],
  eventTypes: PRODUCT_EVENT_TYPES,

  async apply(event, documents) {
    const products = documents.collection(PRODUCTS_COLLECTION);
    const { code, site } = event.data;
    const _id = siteScopedId(code, site);
    const at = event.metadata.at;
    switch (event.type) {
      case 'ProductDefined': {
        const { code: _code, site: _site, ...details } = event.data;
        await products.updateOne(
          { _id },
          {
            $set: { code, ...siteField(site), ...details, updated_at: at },
            $setOnInsert: { price_cents: null, offered: true },
          },
          { upsert: true },
        );
        return;
      }
      case 'ProductPriceSet':
        await products.updateOne({ _id }, { $set: { price_cents: event.data.price_cents, price_set_at: at } });
        return;
      case 'ProductWithdrawn':
        await products.updateOne({ _id }, { $set: { offered: false, updated_at: at } });
        return;
      case 'ProductOffered':
        await products.updateOne({ _id }, { $set: { offered: true, updated_at: at } });
        return;
    }
  },
});
