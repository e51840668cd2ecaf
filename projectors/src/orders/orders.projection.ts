/**
 * Orders as their owners see them (collection `orders`, keyed by order number): status, priced
 * lines, totals with VAT, payment and fulfilment per line, refunds and what a full refund undid.
 * Also counts the paid redemptions of each promo code (`promo_key` of paid orders), which pricing
 * checks against max_redemptions, and keeps `payable_until` for the order expiry job.
 * The checkout page renders from this document too, so it also keeps what only that page needs: the
 * link token's hash (its access check), the order's request (priced again with new billing details)
 * and the billing details last given. None of these is in an API view (orderView picks its fields).
 * Idempotent: every update sets values (refunds are pulled by id before being pushed).
 */
import { defineProjection } from '@listings/shared/kernel';
import {
  ORDER_EVENT_TYPES,
  type BillingDetails,
  type OrderEvent,
  type OrderRecord,
  type OrderRequest,
} from '@listings/shared/contracts/orders';
import { promoCodeKey } from '@listings/shared/contracts/site-content';

export const ORDERS_COLLECTION = 'orders';

export interface OrderDocument extends OrderRecord {
  _id: string;
  /** Upper-case promo code (null without one), for counting redemptions (per `site`). */
  promo_key: string | null;
  /** The site whose prices and promo codes priced it (issue 30); absent: the default site. */
  site?: string;
  /** The payment that paid the order (refunds of other, surplus payments leave the order alone). */
  paid_payment_id?: string | null;
  /** SHA-256 (hex) of the checkout link's token (the token itself is never stored); checkout page only. */
  link_token_hash?: string;
  /** What create_checkout was asked: the checkout page prices it again with the billing details given. */
  request?: OrderRequest;
  /** The billing details of the payment last started (null before one): the checkout page's form. */
  billing?: BillingDetails | null;
  updated_at: string;
  [field: string]: unknown;
}

export const ordersProjection = defineProjection<OrderEvent>({
  name: 'orders',
  collections: [ORDERS_COLLECTION],
  eventTypes: ORDER_EVENT_TYPES,

  async setup(documents) {
    await documents.collection(ORDERS_COLLECTION).createIndex({ account_id: 1, created_at: -1 });
    await documents.collection(ORDERS_COLLECTION).createIndex({ promo_key: 1, status: 1 });
    await documents.collection(ORDERS_COLLECTION).createIndex({ status: 1, payable_until: 1 });
  },

  async apply(event, documents) {
    const orders = documents.collection<OrderDocument>(ORDERS_COLLECTION);
    const at = event.metadata.at;
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
          payable_until: event.data.payableUntil,
          closed_at: null,
          lines: priced.lines,
          promo: priced.promo,
          totals: priced.totals,
          payment: { status: 'not_started', method: null, provider: null, declined_reason: null },
          fulfilment: {},
          refunds: [],
          refunded_cents: 0,
          undo: {},
          promo_key: priced.promo ? promoCodeKey(priced.promo.code) : null,
          link_token_hash: event.data.tokenHash,
          ...(event.data.site ? { site: event.data.site } : {}),
          request: event.data.request,
          billing: null,
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
              billing: event.data.billing,
              updated_at: at,
            },
          },
        );
        return;
      }
      case 'PaymentCaptured':
        await orders.updateOne(
          { _id },
          {
            $set: {
              status: 'paid',
              paid_at: at,
              paid_payment_id: event.data.paymentId,
              closed_at: null,
              'payment.status': 'captured',
              updated_at: at,
            },
          },
        );
        return;
      case 'PaymentDeclined':
        await orders.updateOne(
          { _id },
          { $set: { 'payment.status': 'declined', 'payment.declined_reason': event.data.reason, updated_at: at } },
        );
        return;
      case 'PaymentSessionOpened':
      case 'RefundRequested':
      case 'RefundFailed':
      case 'SurplusPaymentReceived':
        // Shown by the admin CLI from the stream; nothing an owner reads changes.
        return;
      case 'PaymentSessionExpired':
        await orders.updateOne(
          { _id, 'payment.status': { $in: ['started', 'declined'] } },
          { $set: { 'payment.status': 'expired', updated_at: at } },
        );
        return;
      case 'OrderExpired':
      case 'OrderCancelled':
        await orders.updateOne(
          { _id },
          { $set: { status: event.type === 'OrderExpired' ? 'expired' : 'cancelled', closed_at: at, updated_at: at } },
        );
        return;
      case 'PaymentRefunded': {
        const order = await orders.findOne({ _id });
        // Refunds of a surplus payment do not touch the order's own payment.
        if (!order || order.paid_payment_id !== event.data.paymentId) return;
        const refunds = [
          ...(order.refunds ?? []).filter((r) => r.refund_id !== event.data.refundId),
          { refund_id: event.data.refundId, amount_cents: event.data.amountCents, at },
        ];
        const refunded = refunds.reduce((sum, r) => sum + r.amount_cents, 0);
        const full = refunded >= order.totals.total_cents;
        await orders.updateOne(
          { _id },
          {
            $set: {
              refunds,
              refunded_cents: refunded,
              status: full ? 'refunded' : 'partially_refunded',
              ...(full ? { closed_at: at } : {}),
              updated_at: at,
            },
          },
        );
        return;
      }
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
      case 'OrderLineFulfilmentUndone':
        await orders.updateOne(
          { _id },
          {
            $set: {
              [`undo.${event.data.line}`]: { status: event.data.status, detail: event.data.detail, at },
              updated_at: at,
            },
          },
        );
        return;
    }
  },
});
