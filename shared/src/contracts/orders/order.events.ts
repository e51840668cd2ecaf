/**
 * Events of the order aggregate (stream `order-<number>`, numbers like ORD-2026-000123 handed out
 * by the revisions of the `sequence-order` stream).
 */
import type { OrderRequest, PricedOrder } from './pricing.ts';

export const orderStream = (number: string) => `order-${number}`;
export const ORDER_NUMBER_SEQUENCE = 'sequence-order';
export const ORDER_NUMBER_PATTERN = /^ORD-\d{4}-\d{6,}$/;
export const orderNumberOf = (year: number, sequence: number) => `ORD-${year}-${String(sequence).padStart(6, '0')}`;

export const PAYMENT_METHODS = ['card', 'apple_pay', 'google_pay', 'paypal', 'crypto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface BillingDetails {
  name: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  vat_number: string | null;
}

export type LineFulfilmentStatus = 'fulfilled' | 'awaiting_team' | 'failed';

export type OrderEvent =
  | {
      type: 'OrderPlaced';
      data: {
        number: string;
        accountId: string;
        /** The request as validated (items, billing_country, vat_number, promo_code): priced again at payment. */
        request: OrderRequest;
        priced: PricedOrder;
        /** SHA-256 (hex) of the checkout link's token; the token itself is never stored. */
        tokenHash: string;
        /** The checkout link can start a payment until then. */
        payableUntil: string;
      };
    }
  /** The person sent billing details and chose a method on the checkout page; the order was priced again. */
  | {
      type: 'PaymentStarted';
      data: {
        number: string;
        paymentId: string;
        provider: string;
        method: PaymentMethod;
        billing: BillingDetails;
        priced: PricedOrder;
      };
    }
  | {
      type: 'PaymentCaptured';
      data: { number: string; paymentId: string; provider: string; amountCents: number; currency: 'USD' };
    }
  | { type: 'PaymentDeclined'; data: { number: string; paymentId: string; provider: string; reason: string } }
  | {
      type: 'OrderLineFulfilled';
      data: { number: string; line: number; status: LineFulfilmentStatus; detail: string };
    };

export const ORDER_EVENT_TYPES = [
  'OrderPlaced',
  'PaymentStarted',
  'PaymentCaptured',
  'PaymentDeclined',
  'OrderLineFulfilled',
] as const satisfies readonly OrderEvent['type'][];
