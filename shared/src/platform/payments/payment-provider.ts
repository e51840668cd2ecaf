/**
 * The payments port. The person pays on a page of the provider (its hosted payment step), never
 * through the API and never through this service: card numbers and wallet credentials stay with the
 * provider. The provider tells the service the outcome with a signed callback (a webhook), which the
 * service verifies before it records anything.
 *
 * Offline default: the sandbox provider (sandbox-provider.ts). Production adapters (Stripe Checkout,
 * PayPal, a crypto processor) implement the same three calls.
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
  method: PaymentMethodCode;
  description: string;
  /** Where the provider sends the person back once they paid or gave up. */
  returnUrl: string;
}

export interface PaymentOutcome {
  provider: string;
  orderNumber: string;
  paymentId: string;
  status: 'captured' | 'declined';
  amountCents: number;
  currency: 'USD';
  reason?: string;
}

export interface PaymentProvider {
  readonly name: string;
  readonly methods: readonly PaymentMethodCode[];
  /** Opens a payment at the provider; answers where to send the person (the provider's payment step). */
  start(intent: PaymentIntent): Promise<{ redirectUrl: string }>;
  /** Verifies a callback's signature and freshness; answers what it reports, or null when it is not genuine. */
  verifyCallback(rawBody: string, headers: Record<string, string | undefined>): Promise<PaymentOutcome | null>;
}
