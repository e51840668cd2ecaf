/**
 * Stripe behind the payments port, on the official `stripe` package: a Checkout Session per payment
 * (Stripe's hosted page shows the methods enabled for the account: card, Apple Pay, Google Pay,
 * PayPal, stablecoins …; no card detail ever reaches this service), expiring sessions when the person
 * cancels, refunds, and webhooks read into what they report.
 *
 * - A session is created for the order's exact total (VAT included) as one USD line, with the order
 *   number and payment id as metadata on the session and on its PaymentIntent, and with the idempotency
 *   key the caller derived from the order and payment: Stripe answers a retried create with the same
 *   session (keys live 24 hours; the caller also records the session it got and never asks again).
 * - Webhooks are verified with `stripe.webhooks.constructEvent` (signature over the raw body, the
 *   tolerance window from settings, the time from the Clock port). Unsigned, altered or stale → null.
 * - Events read: checkout.session.completed (paid; an unpaid completion of a delayed method waits for
 *   checkout.session.async_payment_succeeded / _failed), checkout.session.expired,
 *   payment_intent.payment_failed, charge.refunded (its refunds read from the payload, or listed from
 *   the API when the payload does not carry them). Anything else, or an event without our metadata,
 *   is `ignored`.
 */
import Stripe from 'stripe';
import type { Clock } from '../../kernel/time/clock.ts';
import type {
  IgnoredCallback,
  PaymentIntent,
  PaymentOutcome,
  PaymentProvider,
  PaymentSession,
  RefundRequest,
  RefundResult,
} from './payment-provider.ts';
import type { StripeSettings } from './payment-settings.ts';

export const STRIPE_PROVIDER = 'stripe';
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** Metadata keys on sessions, PaymentIntents and refunds. */
export const STRIPE_METADATA = { order: 'order_number', payment: 'payment_id', refund: 'refund_request' } as const;

type Metadata = Record<string, string> | null | undefined;

export class StripePaymentProvider implements PaymentProvider {
  readonly name = STRIPE_PROVIDER;
  /** Stripe's page offers the methods enabled in the Dashboard; the checkout page does not ask. */
  readonly methods = [] as const;
  /** Stripe Checkout's hosted page. */
  readonly pageOrigins = ['https://checkout.stripe.com'] as const;
  /** The SDK client (tests listen to its `request` events to see the idempotency keys sent). */
  readonly client: Stripe;

  private readonly settings: StripeSettings;
  private readonly clock: Clock;

  constructor(
    settings: StripeSettings,
    clock: Clock,
    options: { timeoutMs?: number; maxNetworkRetries?: number } = {},
  ) {
    this.settings = settings;
    this.clock = clock;
    const base = settings.apiBase ? new URL(settings.apiBase) : null;
    this.client = new Stripe(settings.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 20_000,
      appInfo: { name: 'listings-directory' },
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
          }
        : {}),
    });
  }

  async start(intent: PaymentIntent): Promise<PaymentSession> {
    const metadata = { [STRIPE_METADATA.order]: intent.orderNumber, [STRIPE_METADATA.payment]: intent.paymentId };
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: intent.amountCents,
              product_data: { name: intent.description },
            },
          },
        ],
        client_reference_id: intent.orderNumber,
        metadata,
        payment_intent_data: { metadata, description: intent.description },
        success_url: intent.returnUrl,
        cancel_url: intent.cancelUrl,
        expires_at: Math.floor(Date.parse(intent.expiresAt) / 1000),
        ...(intent.customerEmail ? { customer_email: intent.customerEmail } : {}),
      },
      { idempotencyKey: intent.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe opened session ${session.id} without a payment page address`);
    return {
      sessionId: session.id,
      redirectUrl: session.url,
      expiresAt: new Date(session.expires_at * 1000).toISOString(),
    };
  }

  async cancel(sessionId: string): Promise<'cancelled' | 'already_completed'> {
    try {
      await this.client.checkout.sessions.expire(sessionId);
      return 'cancelled';
    } catch (error) {
      // Only an open session can be expired: see what it is now.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const session = await this.client.checkout.sessions.retrieve(sessionId);
      if (session.status === 'complete') return 'already_completed';
      if (session.status === 'expired') return 'cancelled';
      throw error;
    }
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!request.providerPaymentRef)
      throw new Error(`payment ${request.paymentId} of order ${request.orderNumber} has no Stripe PaymentIntent`);
    const refund = await this.client.refunds.create(
      {
        payment_intent: request.providerPaymentRef,
        amount: request.amountCents,
        reason: 'requested_by_customer',
        metadata: {
          [STRIPE_METADATA.order]: request.orderNumber,
          [STRIPE_METADATA.payment]: request.paymentId,
          [STRIPE_METADATA.refund]: request.requestId,
          reason: request.reason.slice(0, 500),
        },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    const status =
      refund.status === 'succeeded'
        ? 'succeeded'
        : refund.status === 'failed' || refund.status === 'canceled'
          ? 'failed'
          : 'pending';
    return {
      refundId: refund.id,
      amountCents: refund.amount,
      status,
      ...(status === 'failed' ? { reason: refund.failure_reason ?? refund.status ?? 'failed' } : {}),
    };
  }

  async verifyCallback(
    rawBody: string,
    headers: Record<string, string | undefined>,
  ): Promise<PaymentOutcome | IgnoredCallback | null> {
    const signature = headers[STRIPE_SIGNATURE_HEADER];
    if (!signature) return null;
    let event: Stripe.Event;
    try {
      event = this.client.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings.webhookSecret,
        this.settings.webhookToleranceSeconds,
        undefined,
        this.clock.now().getTime(),
      );
    } catch {
      return null;
    }
    return this.read(event);
  }

  /** What a verified event reports. */
  private async read(event: Stripe.Event): Promise<PaymentOutcome | IgnoredCallback> {
    const base = { provider: this.name, eventId: event.id, eventType: event.type };
    const ignored = (reason: string): IgnoredCallback => ({ ...base, status: 'ignored', reason });
    const ours = (metadata: Metadata) => {
      const orderNumber = metadata?.[STRIPE_METADATA.order];
      const paymentId = metadata?.[STRIPE_METADATA.payment];
      return orderNumber && paymentId ? { ...base, orderNumber, paymentId } : null;
    };
    const idOf = (ref: string | { id: string } | null | undefined) =>
      typeof ref === 'string' ? ref : (ref?.id ?? null);

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object as Stripe.Checkout.Session;
        const about = ours(session.metadata);
        if (!about) return ignored('the session carries no order of this service');
        if (session.payment_status === 'unpaid')
          return ignored('completed but not paid yet (a delayed method): async_payment_succeeded or _failed follows');
        // With Adaptive Pricing the person may see another currency; what we asked for is the source amount.
        const conversion = session.currency_conversion;
        return {
          ...about,
          status: 'captured',
          amountCents: conversion ? conversion.amount_total : (session.amount_total ?? 0),
          currency: (conversion ? conversion.source_currency : (session.currency ?? '')).toUpperCase(),
          providerPaymentRef: idOf(session.payment_intent),
        };
      }
      case 'checkout.session.async_payment_failed': {
        const session = event.data.object as Stripe.Checkout.Session;
        const about = ours(session.metadata);
        if (!about) return ignored('the session carries no order of this service');
        return { ...about, status: 'declined', reason: 'the delayed payment failed' };
      }
      case 'checkout.session.expired': {
        const session = event.data.object as Stripe.Checkout.Session;
        const about = ours(session.metadata);
        return about
          ? { ...about, status: 'session_expired' }
          : ignored('the session carries no order of this service');
      }
      case 'payment_intent.payment_failed': {
        const intent = event.data.object as Stripe.PaymentIntent;
        const about = ours(intent.metadata);
        if (!about) return ignored('the PaymentIntent carries no order of this service');
        const error = intent.last_payment_error;
        const reason = [error?.decline_code ?? error?.code, error?.message].filter(Boolean).join(': ');
        return { ...about, status: 'declined', reason: reason || 'the payment failed' };
      }
      case 'charge.refunded': {
        const charge = event.data.object as Stripe.Charge;
        const intentId = idOf(charge.payment_intent);
        let about = ours(charge.metadata);
        if (!about && intentId) about = ours((await this.client.paymentIntents.retrieve(intentId)).metadata);
        if (!about) return ignored('the charge carries no order of this service');
        // Recent API versions leave `refunds` out of the charge: list them (each refund is recorded once, by id).
        const listed = (charge as { refunds?: { data?: Stripe.Refund[]; has_more?: boolean } }).refunds;
        const refunds =
          listed?.data && !listed.has_more
            ? listed.data
            : (await this.client.refunds.list({ charge: charge.id, limit: 100 })).data;
        return {
          ...about,
          status: 'refunded',
          providerPaymentRef: intentId,
          refunds: refunds
            .filter((r) => r.status === 'succeeded' || r.status === 'pending')
            .map((r) => ({
              refundId: r.id,
              amountCents: r.amount,
              requestId: r.metadata?.[STRIPE_METADATA.refund] ?? null,
            })),
        };
      }
      default:
        return ignored(`event type ${event.type} is not used`);
    }
  }
}
