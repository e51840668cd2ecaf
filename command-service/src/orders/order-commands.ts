import type { PricingContextLoader } from '@listings/shared/contracts/orders';
import type { SiteOfRead } from '@listings/shared/contracts/listings';
/**
 * Order write operations: place an order (create_checkout), start a payment from the checkout page
 * (priced again), record the provider's outcome, record each line's fulfilment. Order numbers come
 * from the revisions of a sequence stream (appended with the exact expected revision: unique).
 * What involves the payment provider (sessions, cancelling, refunds, webhooks) is in checkout-payments.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  commandMetadata,
  defineAggregate,
  nextInSequence,
  type Actor,
  type Clock,
  type EventStore,
} from '@listings/shared/kernel';
import { orderDecider, type OrderCommand, type OrderState } from './order.decider.ts';
import {
  ORDER_NUMBER_SEQUENCE,
  orderNumberOf,
  orderStream,
  type BillingDetails,
  type PaymentMethod,
  priceOrder,
  type OrderRequest,
  type PricedOrder,
  checkoutLinkToken,
} from '@listings/shared/contracts/orders';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** How long a checkout link can start a payment. */
export const CHECKOUT_PAYABLE_DAYS = 7;

/** The order aggregate: `order-<number>`. */
export const orderAggregate = defineAggregate({ streamOf: orderStream, decider: orderDecider });

const userActor = (accountId: string): Actor => ({ kind: 'user', id: accountId });

/** An order's recorded site as pricing takes it (null: the default site, whatever its key). */
export const siteOfOrder = (site: string | null | undefined): SiteOfRead | undefined =>
  site ? { key: site, isDefault: false } : undefined;

export class OrderCommands {
  private readonly events: EventStore;
  private readonly clock: Clock;
  private readonly pricing: PricingContextLoader;
  /** Key of the checkout links' tokens (checkoutLinkToken); the read side hands the same links out. */
  readonly linkSecret: Buffer;

  constructor(events: EventStore, clock: Clock, pricing: PricingContextLoader, linkSecret: Buffer = randomBytes(32)) {
    this.events = events;
    this.clock = clock;
    this.pricing = pricing;
    this.linkSecret = linkSecret;
  }

  load(number: string) {
    return orderAggregate.load(this.events, number);
  }

  decide(number: string, command: OrderCommand, actor: Actor, cause: string) {
    return orderAggregate.handle(this.events, number, command, { actor, cause }, this.clock);
  }

  /**
   * Prices the request for this account now (throws the pricing refusal), with the prices and promo
   * codes of its listing's site, or of `site` when it names no listing (issue 30).
   */
  async price(accountId: string, request: OrderRequest, site?: SiteOfRead): Promise<PricedOrder> {
    return (await this.priceOnSite(accountId, request, site)).priced;
  }

  private async priceOnSite(accountId: string, request: OrderRequest, site?: SiteOfRead) {
    const context = await this.pricing.load(accountId, request, site);
    return { priced: priceOrder(request, context), site: context.site };
  }

  private async nextNumber(actor: Actor, cause: string): Promise<string> {
    const n = await nextInSequence(
      this.events,
      ORDER_NUMBER_SEQUENCE,
      'OrderNumberAllocated',
      commandMetadata(this.clock, actor, cause),
    );
    return orderNumberOf(this.clock.now().getUTCFullYear(), n);
  }

  /** create_checkout: prices the request, then records the pending order. The link's token is derived, never stored (only its hash). */
  async place(accountId: string, request: OrderRequest, cause: string, requestSite?: SiteOfRead) {
    const { priced, site } = await this.priceOnSite(accountId, request, requestSite);
    const actor = userActor(accountId);
    const number = await this.nextNumber(actor, cause);
    const token = checkoutLinkToken(this.linkSecret, number);
    const payableUntil = new Date(this.clock.now().getTime() + CHECKOUT_PAYABLE_DAYS * 86_400_000).toISOString();
    const result = await this.decide(
      number,
      {
        type: 'PlaceOrder',
        number,
        accountId,
        request,
        priced,
        tokenHash: hashToken(token),
        payableUntil,
        ...(site ? { site } : {}),
      },
      actor,
      cause,
    );
    return { number, token, state: result.state, position: result.position, placedAt: this.clock.now().toISOString() };
  }

  /**
   * The checkout page's "pay": prices the order's items again (current prices, the promo code checked
   * again) with the billing country and VAT number given on the page, and records the payment about to
   * start (or keeps the one already started with the same details: then nothing is appended).
   */
  async startPayment(
    number: string,
    input: { method: PaymentMethod | null; billing: BillingDetails; provider: string; expiresAt?: string },
    cause: string,
    hooks: {
      /** Sees the order priced again before anything is recorded; throws to stop (a VAT number VIES did not confirm). */
      accept?: (priced: PricedOrder) => void;
      /** Runs first when a new payment is about to start (the provider's open session of the old one is closed there). */
      beforeNewPayment?: (state: OrderState) => Promise<void>;
    } = {},
  ) {
    const { state } = await this.load(number);
    if (state.number === null) throw new Error(`order ${number} does not exist`);
    const request: OrderRequest = {
      ...state.request!,
      billing_country: input.billing.country,
      vat_number: input.billing.vat_number ?? undefined,
    };
    if (!request.vat_number) delete request.vat_number;
    // Priced again on the order's own site (its listing's, or the one it was placed on).
    const priced = await this.price(state.accountId!, request, siteOfOrder(state.site));
    const command: OrderCommand = {
      type: 'StartPayment',
      provider: input.provider,
      method: input.method,
      billing: input.billing,
      priced,
      now: this.clock.now().toISOString(),
      ...(input.expiresAt ? { expiresAt: input.expiresAt } : {}),
    };
    hooks.accept?.(priced);
    if (hooks.beforeNewPayment && orderDecider.decide(command, state).length > 0) await hooks.beforeNewPayment(state);
    const result = await this.decide(number, command, userActor(state.accountId!), cause);
    const payment = result.state.payment!;
    return { paymentId: payment.paymentId, priced, state: result.state, position: result.position };
  }

  capture(
    number: string,
    payment: {
      paymentId: string;
      provider: string;
      amountCents: number;
      currency?: string;
      providerPaymentRef?: string | null;
      providerEventId?: string | null;
    },
    cause: string,
  ) {
    return this.decide(
      number,
      { type: 'CapturePayment', ...payment },
      { kind: 'system', id: `payments:${payment.provider}` },
      cause,
    );
  }

  decline(
    number: string,
    payment: { paymentId: string; provider: string; reason: string; providerEventId?: string | null },
    cause: string,
  ) {
    return this.decide(
      number,
      { type: 'DeclinePayment', ...payment },
      { kind: 'system', id: `payments:${payment.provider}` },
      cause,
    );
  }
}
