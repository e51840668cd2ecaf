/**
 * The order's side of the payment provider: opening a payment session from the checkout page,
 * cancelling an order (its open session closed first), recording what the provider's webhooks
 * report, and refunds asked for by the site team. Every outcome is an event on the order's stream;
 * the provider is only ever called with an idempotency key derived from the order:
 *
 * - session:  `order-<number>-<paymentId>`; the payment id is the order's n-th payment, and the same
 *   billing details and total again keep the payment already started (and its recorded session), so a
 *   retried "Continue to payment", a double click or a crash between the provider's answer and our
 *   record never opens a second session. New details start a new payment: the old session is expired
 *   at the provider first, so two sessions of one order are never open together.
 * - refund:   `order-<number>-<requestId>`; the request is recorded before the provider is called, and
 *   an unsettled request is resumed (same key), never doubled.
 */
import { DomainError, type Clock, type Logger } from '@listings/shared/kernel';
import type { IgnoredCallback, PaymentOutcome, PaymentProvider } from '@listings/shared/platform';
import type { Actor } from '@listings/shared/kernel';
import type { BillingDetails, PaymentMethod } from '@listings/shared/contracts/orders';
import type { OrderCommands } from './order-commands.ts';
import type { OrderCommand, OrderState } from './order.decider.ts';

/** Stripe accepts a Checkout Session's expiry from 30 minutes to 24 hours ahead. */
const SESSION_MIN_MS = 31 * 60_000;
const SESSION_MAX_MS = 24 * 3600_000 - 5 * 60_000;

export const sessionIdempotencyKey = (number: string, paymentId: string) => `order-${number}-${paymentId}`;
export const refundIdempotencyKey = (number: string, requestId: string) => `order-${number}-${requestId}`;

export interface RecordedOutcome {
  /** Whether the notification changed the order (false: seen before, or nothing to change). */
  recorded: boolean;
  detail: string;
  /** Global position of the last event appended (0: none): what a page shown next waits for the read side to reach. */
  position: number;
}

export class CheckoutPayments {
  private readonly orders: OrderCommands;
  private readonly provider: PaymentProvider;
  private readonly clock: Clock;
  private readonly logger: Logger;

  constructor(deps: { orders: OrderCommands; provider: PaymentProvider; clock: Clock; logger: Logger }) {
    this.orders = deps.orders;
    this.provider = deps.provider;
    this.clock = deps.clock;
    this.logger = deps.logger;
  }

  get providerName(): string {
    return this.provider.name;
  }

  /** The session of the order's current payment, when one is open (not paid, not expired). */
  openSession(state: OrderState): { sessionId: string; url: string } | null {
    const payment = state.payment;
    if (!payment?.session || (payment.state !== 'started' && payment.state !== 'declined')) return null;
    return payment.session.expiresAt > this.clock.now().toISOString() ? payment.session : null;
  }

  private async closeSession(number: string, state: OrderState): Promise<void> {
    const open = this.openSession(state);
    if (!open) return;
    if ((await this.provider.cancel(open.sessionId)) === 'already_completed')
      throw new DomainError(
        'conflict',
        'payment_in_progress',
        `A payment of order ${number} has just been completed at ${this.provider.name}; it is being recorded. Reload the page in a moment.`,
      );
  }

  /**
   * "Continue to payment": the order priced again with these billing details, the payment started (or
   * the one started with the same details kept), its provider session opened once; answers where to
   * send the person.
   */
  async pay(
    number: string,
    input: {
      method: PaymentMethod | null;
      billing: BillingDetails;
      description: string;
      returnUrl: string;
      cancelUrl: string;
      /** The person saw that their VAT number was not confirmed and pays with VAT. */
      acceptVat?: boolean;
    },
    cause: string,
  ): Promise<{ redirectUrl: string; paymentId: string; amountCents: number; position: number }> {
    const now = this.clock.now();
    const { state: before } = await this.orders.load(number);
    const payableUntil = Date.parse(before.payableUntil ?? now.toISOString());
    const expiresAt = new Date(
      Math.min(now.getTime() + SESSION_MAX_MS, Math.max(payableUntil, now.getTime() + SESSION_MIN_MS)),
    ).toISOString();
    const started = await this.orders.startPayment(
      number,
      { method: input.method, billing: input.billing, provider: this.provider.name, expiresAt },
      cause,
      {
        // A VAT number given for the reverse charge that VIES did not confirm: the person sees why, and the
        // total with VAT, before paying it (they confirm, or correct the number).
        accept: (priced) => {
          const check = priced.totals.vat.vat_number_check;
          if (!input.acceptVat && check && (check.status === 'invalid' || check.status === 'unavailable'))
            throw new DomainError('invalid', 'vat_number_not_confirmed', priced.totals.vat.note, 'vat_number', {
              total_cents: priced.totals.total_cents,
            });
        },
        beforeNewPayment: (state) => this.closeSession(number, state),
      },
    );
    const payment = started.state.payment!;
    if (payment.session)
      return {
        redirectUrl: payment.session.url,
        paymentId: payment.paymentId,
        amountCents: payment.amountCents,
        position: started.position,
      };
    const session = await this.provider.start({
      orderNumber: number,
      paymentId: payment.paymentId,
      amountCents: payment.amountCents,
      currency: 'USD',
      method: payment.method,
      description: input.description,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: payment.expiresAt ?? expiresAt,
      idempotencyKey: sessionIdempotencyKey(number, payment.paymentId),
    });
    let position = started.position;
    try {
      const opened = await this.orders.decide(
        number,
        {
          type: 'OpenPaymentSession',
          paymentId: payment.paymentId,
          sessionId: session.sessionId,
          url: session.redirectUrl,
          expiresAt: session.expiresAt,
        },
        { kind: 'system', id: `payments:${this.provider.name}` },
        cause,
      );
      position = Math.max(position, opened.position);
    } catch (error) {
      // The order moved on meanwhile (cancelled in another tab, a newer payment): close the session just opened.
      if (error instanceof DomainError) await this.provider.cancel(session.sessionId).catch(() => undefined);
      throw error;
    }
    return {
      redirectUrl: session.redirectUrl,
      paymentId: payment.paymentId,
      amountCents: payment.amountCents,
      position,
    };
  }

  /** The person cancels a pending order from the checkout page: its open session is expired first. */
  async cancel(number: string, cause: string): Promise<{ position: number }> {
    const { state } = await this.orders.load(number);
    if (state.number === null) throw new DomainError('not_found', 'order_not_found', 'There is no such order.');
    if (state.status === 'pending') await this.closeSession(number, state);
    const { position } = await this.orders.decide(
      number,
      { type: 'CancelOrder', reason: 'cancelled by the person on the checkout page before paying' },
      { kind: 'user', id: state.accountId! },
      cause,
    );
    return { position };
  }

  /** Records what a verified provider notification reports (a redelivery changes nothing). */
  async record(outcome: PaymentOutcome | IgnoredCallback): Promise<RecordedOutcome> {
    const cause = `webhook:${outcome.provider}:${outcome.eventType}:${outcome.eventId}`;
    const actor: Actor = { kind: 'system', id: `payments:${outcome.provider}` };
    if (outcome.status === 'ignored') return { recorded: false, detail: `ignored: ${outcome.reason}`, position: 0 };
    const number = outcome.orderNumber;
    const { state } = await this.orders.load(number);
    if (state.number === null) return { recorded: false, detail: `ignored: no order ${number} here`, position: 0 };
    const base = { paymentId: outcome.paymentId, provider: outcome.provider };
    let appended = 0;
    let position = 0;
    const decide = async (command: OrderCommand) => {
      const result = await this.orders.decide(number, command, actor, cause);
      appended += result.events.length;
      position = Math.max(position, result.position);
      return result;
    };
    switch (outcome.status) {
      case 'captured': {
        const result = await decide({
          type: 'CapturePayment',
          ...base,
          amountCents: outcome.amountCents,
          currency: outcome.currency,
          providerPaymentRef: outcome.providerPaymentRef ?? null,
          providerEventId: outcome.eventId,
        });
        const [first] = result.events;
        if (first?.type === 'SurplusPaymentReceived')
          this.logger.warn('payment received that the order does not need: refund it', {
            number,
            paymentId: outcome.paymentId,
            reason: first.data.reason,
          });
        break;
      }
      case 'declined':
        await decide({ type: 'DeclinePayment', ...base, reason: outcome.reason, providerEventId: outcome.eventId });
        break;
      case 'session_expired':
        await decide({ type: 'ExpirePaymentSession', ...base, providerEventId: outcome.eventId });
        break;
      case 'refunded':
        for (const refund of outcome.refunds) {
          await decide({
            type: 'RecordRefund',
            ...base,
            refundId: refund.refundId,
            amountCents: refund.amountCents,
            requestId: refund.requestId,
            providerEventId: outcome.eventId,
          });
        }
        break;
    }
    return appended > 0
      ? { recorded: true, detail: `recorded ${outcome.eventType} on order ${number}`, position }
      : {
          recorded: false,
          detail: `nothing new: ${outcome.eventType} ${outcome.eventId} changes nothing on order ${number}`,
          position: 0,
        };
  }

  /**
   * A refund by the site team (admin CLI): the request is recorded, the provider asked with a key made
   * from it, the outcome recorded. An unsettled request (the provider's answer never recorded) is
   * finished instead of starting another.
   */
  async refund(
    number: string,
    input: { amountCents: number | null; reason: string },
    actor: Actor,
    cause: string,
  ): Promise<{
    requestId: string;
    resumed: boolean;
    status: 'succeeded' | 'pending' | 'failed';
    refundId: string | null;
    amountCents: number;
    order: OrderState;
  }> {
    const { state } = await this.orders.load(number);
    if (state.number === null) throw new DomainError('not_found', 'order_not_found', `There is no order ${number}.`);
    let request = state.refundRequests.find((r) => r.state === 'open');
    const resumed = request !== undefined;
    if (!request) {
      const result = await this.orders.decide(number, { type: 'RequestRefund', ...input }, actor, cause);
      request = result.state.refundRequests.at(-1)!;
    }
    const current = (await this.orders.load(number)).state;
    const payment = current.payments[request.paymentId];
    if (payment.provider !== this.provider.name)
      throw new DomainError(
        'conflict',
        'other_provider',
        `Order ${number} was paid through ${payment.provider}; this service now uses ${this.provider.name}: refund it there.`,
      );
    const refund = await this.provider.refund({
      orderNumber: number,
      paymentId: request.paymentId,
      providerPaymentRef: payment.providerPaymentRef,
      amountCents: request.amountCents,
      reason: request.reason,
      requestId: request.requestId,
      idempotencyKey: refundIdempotencyKey(number, request.requestId),
    });
    const after =
      refund.status === 'failed'
        ? await this.orders.decide(
            number,
            { type: 'FailRefund', requestId: request.requestId, reason: refund.reason ?? 'refused by the provider' },
            actor,
            cause,
          )
        : await this.orders.decide(
            number,
            {
              type: 'RecordRefund',
              paymentId: request.paymentId,
              provider: payment.provider,
              refundId: refund.refundId,
              amountCents: refund.amountCents,
              requestId: request.requestId,
              providerEventId: null,
            },
            actor,
            cause,
          );
    return {
      requestId: request.requestId,
      resumed,
      status: refund.status,
      refundId: refund.status === 'failed' ? null : refund.refundId,
      amountCents: refund.amountCents,
      order: after.state,
    };
  }
}
