/**
 * Orders as their owners see them (collection `orders`, keyed by order number): status, priced
 * lines, totals with VAT, payment and fulfilment per line. Also counts the paid redemptions of each
 * promo code (`promo_key` of paid orders), which pricing checks against max_redemptions.
 */
import { defineProjection, asDomainEvent } from '@listings/shared/kernel';
import { ORDER_EVENT_TYPES, type OrderEvent, type OrderRecord } from '@listings/shared/contracts/orders';
import { promoCodeKey } from '@listings/shared/contracts/site-content';

export const ORDERS_COLLECTION = 'orders';

export interface OrderDocument extends OrderRecord {
  _id: string;
  /** Upper-case promo code (null without one), for counting redemptions. */
  promo_key: string | null;
  updated_at: string;
  [field: string]: unknown;
}

export const ordersProjection = defineProjection({
  name: 'orders',
  collections: [ORDERS_COLLECTION],
  eventTypes: ORDER_EVENT_TYPES,

  async setup(documents) {
    await documents.collection(ORDERS_COLLECTION).createIndex({ account_id: 1, created_at: -1 });
    await documents.collection(ORDERS_COLLECTION).createIndex({ promo_key: 1, status: 1 });
  },

  async apply(recorded, documents) {
    const event = asDomainEvent<OrderEvent>(recorded);
    const orders = documents.collection<OrderDocument>(ORDERS_COLLECTION);
    const at = recorded.metadata.at;
    const _id = event.data.number;
    switch (event.type) {
      case 'OrderPlaced': {
        const { priced } = event.data;
        const document: OrderDocument = {
          _id,
          number: _id,
          account_id: event.data.accountId,
          status: 'pending',
          created_at: at,
          paid_at: null,
          lines: priced.lines,
          promo: priced.promo,
          totals: priced.totals,
          payment: { status: 'not_started', method: null, provider: null, declined_reason: null },
          fulfilment: {},
          promo_key: priced.promo ? promoCodeKey(priced.promo.code) : null,
          updated_at: at,
        };
        await orders.replaceOne({ _id }, document, { upsert: true });
        return;
      }
      case 'PaymentStarted': {
        const { priced } = event.data;
        await orders.updateOne(
          { _id },
          {
            $set: {
              lines: priced.lines,
              promo: priced.promo,
              totals: priced.totals,
              promo_key: priced.promo ? promoCodeKey(priced.promo.code) : null,
              payment: {
                status: 'started',
                method: event.data.method,
                provider: event.data.provider,
                declined_reason: null,
              },
              updated_at: at,
            },
          },
        );
        return;
      }
      case 'PaymentCaptured':
        await orders.updateOne(
          { _id },
          { $set: { status: 'paid', paid_at: at, 'payment.status': 'captured', updated_at: at } },
        );
        return;
      case 'PaymentDeclined':
        await orders.updateOne(
          { _id },
          { $set: { 'payment.status': 'declined', 'payment.declined_reason': event.data.reason, updated_at: at } },
        );
        return;
      case 'OrderLineFulfilled':
        await orders.updateOne(
          { _id },
          {
            $set: {
              [`fulfilment.${event.data.line}`]: { status: event.data.status, detail: event.data.detail, at },
              updated_at: at,
            },
          },
        );
        return;
    }
  },
});
