/**
 * Events of the order aggregate (stream `order-<number>`, numbers like ORD-2026-000123 handed out
 * by the revisions of the `sequence-order` stream).
 *
 * Statuses: pending → paid → (partially_refunded →) refunded; pending → expired (the checkout link's
 * life ran out) or cancelled (by the person on the checkout page). Events that come from the payment
 * provider's webhooks carry its event id (`providerEventId`), so a redelivered webhook changes nothing.
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
/** What a full refund did to a fulfilled line: undone, or kept (with why: manual work, bought again since …). */
export type LineUndoStatus = 'undone' | 'kept';

export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'partially_refunded', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

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
        /**
         * The site of the network whose prices and promo codes priced it (issue 30: its listing's, or
         * the request's); absent: the default site, as on every order before the network.
         */
        site?: string;
      };
    }
  /** The person sent billing details and chose a method on the checkout page; the order was priced again. */
  | {
      type: 'PaymentStarted';
      data: {
        number: string;
        paymentId: string;
        provider: string;
        /** null: the person chooses the method on the provider's own page (Stripe Checkout). */
        method: PaymentMethod | null;
        billing: BillingDetails;
        priced: PricedOrder;
        /** The provider's session may be paid until then (fixed here so a retried session request is the same request). */
        expiresAt?: string;
      };
    }
  /** The provider opened its payment session (Stripe: a Checkout Session) for the payment. */
  | {
      type: 'PaymentSessionOpened';
      data: { number: string; paymentId: string; provider: string; sessionId: string; url: string; expiresAt: string };
    }
  | {
      type: 'PaymentCaptured';
      data: {
        number: string;
        paymentId: string;
        provider: string;
        amountCents: number;
        currency: 'USD';
        /** The provider's reference of the payment (Stripe: the PaymentIntent id), needed to refund it. */
        providerPaymentRef?: string | null;
        providerEventId?: string | null;
      };
    }
  | {
      type: 'PaymentDeclined';
      data: { number: string; paymentId: string; provider: string; reason: string; providerEventId?: string | null };
    }
  /** The provider's session ran out unpaid; the order stays pending while its checkout link lives. */
  | {
      type: 'PaymentSessionExpired';
      data: { number: string; paymentId: string; provider: string; providerEventId: string | null };
    }
  /** Money came in that the order does not need (paid twice, paid after cancelling, a wrong amount): the team refunds it. */
  | {
      type: 'SurplusPaymentReceived';
      data: {
        number: string;
        paymentId: string;
        provider: string;
        amountCents: number;
        currency: string;
        providerPaymentRef: string | null;
        reason: string;
        providerEventId: string | null;
      };
    }
  /** Pending past the checkout link's life: it can no longer be paid. */
  | { type: 'OrderExpired'; data: { number: string; payableUntil: string } }
  /** Cancelled by the person on the checkout page before paying (any open provider session was closed first). */
  | { type: 'OrderCancelled'; data: { number: string; reason: string } }
  /** The site team asked for a refund (admin CLI); the provider is asked with an idempotency key made from requestId. */
  | {
      type: 'RefundRequested';
      data: { number: string; requestId: string; paymentId: string; amountCents: number; reason: string };
    }
  | { type: 'RefundFailed'; data: { number: string; requestId: string; reason: string } }
  /** A refund the provider made, recorded once by its id (from the admin CLI or from the charge.refunded webhook). */
  | {
      type: 'PaymentRefunded';
      data: {
        number: string;
        paymentId: string;
        provider: string;
        refundId: string;
        amountCents: number;
        /** Refunded of this payment so far, this refund included. */
        refundedCents: number;
        requestId: string | null;
        providerEventId: string | null;
      };
    }
  | {
      type: 'OrderLineFulfilled';
      data: { number: string; line: number; status: LineFulfilmentStatus; detail: string };
    }
  /** After a full refund: what became of a fulfilled line (see refund-undo.reactor.ts). */
  | {
      type: 'OrderLineFulfilmentUndone';
      data: { number: string; line: number; status: LineUndoStatus; detail: string };
    };

export const ORDER_EVENT_TYPES = [
  'OrderPlaced',
  'PaymentStarted',
  'PaymentSessionOpened',
  'PaymentCaptured',
  'PaymentDeclined',
  'PaymentSessionExpired',
  'SurplusPaymentReceived',
  'OrderExpired',
  'OrderCancelled',
  'RefundRequested',
  'RefundFailed',
  'PaymentRefunded',
  'OrderLineFulfilled',
  'OrderLineFulfilmentUndone',
] as const satisfies readonly OrderEvent['type'][];
