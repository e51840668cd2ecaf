/** Products with their current admin price (collection `products`); a product without a price is not buyable. */
import { defineProjection } from '@listings/shared/kernel';
import { PRODUCT_EVENT_TYPES, type ProductEvent } from '@listings/shared/contracts/site-content';

export const PRODUCTS_COLLECTION = 'products';

export const productsProjection = defineProjection<ProductEvent>({
  name: 'products',
  collections: [PRODUCTS_COLLECTION],
  eventTypes: PRODUCT_EVENT_TYPES,

  async apply(event, documents) {
    const products = documents.collection(PRODUCTS_COLLECTION);
    const { code } = event.data;
    const at = event.metadata.at;
    switch (event.type) {
      case 'ProductDefined': {
        const { code: _code, ...details } = event.data;
        await products.updateOne(
          { _id: code },
          { $set: { code, ...details, updated_at: at }, $setOnInsert: { price_cents: null, offered: true } },
          { upsert: true },
        );
        return;
      }
      case 'ProductPriceSet':
        await products.updateOne({ _id: code }, { $set: { price_cents: event.data.price_cents, price_set_at: at } });
        return;
      case 'ProductWithdrawn':
        await products.updateOne({ _id: code }, { $set: { offered: false, updated_at: at } });
        return;
      case 'ProductOffered':
        await products.updateOne({ _id: code }, { $set: { offered: true, updated_at: at } });
        return;
    }
  },
});
