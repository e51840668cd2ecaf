/**
 * The payments port. The person pays on a page of the provider (its hosted payment step), never
 * through the API and never through this service: card numbers and wallet credentials stay with the
 * provider. The provider tells the service the outcome with a signed callback (a webhook), which the
 * service verifies before it records anything.
 *
 * Adapters: the sandbox provider (sandbox-provider.ts, the offline default) and Stripe Checkout
 * (stripe-provider.ts). Both implement the same calls: open a payment session, cancel it, refund a
 * captured payment, and read a callback into what it reports (null when it is not genuine).
 */
export const PAYMENT_METHODS = ['card', 'apple_pay', 'google_pay', 'paypal', 'crypto'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodCode, string> = {
  card: 'Card',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  paypal: 'PayPal',
  crypto: 'Crypto',
};

export interface PaymentIntent {
  orderNumber: string;
  paymentId: string;
  amountCents: number;
  currency: 'USD';
  /** The method the person chose on the checkout page; null when the provider's own page offers the methods. */
  method: PaymentMethodCode | null;
  description: string;
  /** Where the provider sends the person back once they paid. */
  returnUrl: string;
  /** Where the provider sends the person back when they leave its page without paying. */
  cancelUrl: string;
  /** The session can be paid until then (the provider may round it to what it accepts). */
  expiresAt: string;
  /** Derived from the order and the payment: the provider answers a repeated call with the same session. */
  idempotencyKey: string;
  /** The e-mail address the provider may prefill and send the receipt to. */
  customerEmail?: string;
}

/** An open payment session at the provider: the person is sent to `redirectUrl`. */
export interface PaymentSession {
  sessionId: string;
  redirectUrl: string;
  expiresAt: string;
}

export interface RefundRequest {
  orderNumber: string;
  paymentId: string;
  /** The provider's reference of the captured payment (Stripe: the PaymentIntent id). */
  providerPaymentRef: string | null;
  amountCents: number;
  reason: string;
  /** The order's refund request (kept on the provider's refund, so its webhook names the request). */
  requestId: string;
  /** Derived from the order's refund request: a retried call never refunds twice. */
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
  amountCents: number;
  /** pending: accepted, the money is on its way (some methods settle later); failed: nothing was refunded. */
  status: 'succeeded' | 'pending' | 'failed';
  reason?: string;
}

interface OutcomeBase {
  provider: string;
  /** The provider's id of the notification (Stripe: evt_…): a redelivery carries the same id. */
  eventId: string;
  /** The provider's name of what happened (Stripe: checkout.session.completed, …). */
  eventType: string;
  orderNumber: string;
  paymentId: string;
}

/** What a genuine callback reports. */
export type PaymentOutcome =
  | (OutcomeBase & {
      status: 'captured';
      amountCents: number;
      /** What was settled: USD for every session this service opens (anything else is recorded as a mismatch). */
      currency: string;
      providerPaymentRef?: string | null;
    })
  | (OutcomeBase & { status: 'declined'; reason: string })
  | (OutcomeBase & { status: 'session_expired' })
  | (OutcomeBase & {
      status: 'refunded';
      providerPaymentRef: string | null;
      refunds: { refundId: string; amountCents: number; requestId: string | null }[];
    });

/** A genuine callback that concerns no order of this service (another integration, an event type not used). */
export interface IgnoredCallback {
  provider: string;
  eventId: string;
  eventType: string;
  status: 'ignored';
  reason: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** The methods the checkout page offers; empty when the provider's own page shows the ones enabled. */
  readonly methods: readonly PaymentMethodCode[];
  /** Origins of the provider's payment pages: the checkout page's form leads there (its CSP form-action allows them). */
  readonly pageOrigins: readonly string[];
  /** Opens a payment session at the provider; answers where to send the person. */
  start(intent: PaymentIntent): Promise<PaymentSession>;
  /** Closes an open session so it can no longer be paid; `already_completed` when the person paid first. */
  cancel(sessionId: string): Promise<'cancelled' | 'already_completed'>;
  /** Refunds (part of) a captured payment. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Verifies a callback's signature and freshness and reads it: what it reports, `ignored` when it is
   * genuine but concerns nothing here, or null when it is not genuine (unsigned, altered, stale).
   */
  verifyCallback(
    rawBody: string,
    headers: Record<string, string | undefined>,
  ): Promise<PaymentOutcome | IgnoredCallback | null>;
}
