/**
 * The order's side of the payment provider on a real (in-memory SQLite) event store, with a provider
 * double that records every call: one session per payment, the old session closed before a new one,
 * cancelling, and refunds that are never doubled.
 */
import { expect } from 'chai';
import { ManualClock, SqliteEventStore, silentLogger, DomainError } from '@listings/shared/kernel';
import type {
  PaymentIntent,
  PaymentProvider,
  PaymentSession,
  RefundRequest,
  RefundResult,
} from '@listings/shared/platform';
import { CheckoutPayments } from './checkout-payments.ts';
import { OrderCommands } from './order-commands.ts';
import type { PricingContext } from '@listings/shared/contracts/orders';

class RecordingProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly methods = [] as const;
  readonly pageOrigins = [] as const;
  readonly calls: string[] = [];
  completed = new Set<string>();
  refundAnswer: () => Promise<RefundResult> = async () => ({ refundId: 're_1', amountCents: 0, status: 'succeeded' });
  beforeAnswer: (() => Promise<void>) | null = null;

  async start(intent: PaymentIntent): Promise<PaymentSession> {
    this.calls.push(`start ${intent.idempotencyKey} ${intent.amountCents}`);
    await this.beforeAnswer?.();
    const sessionId = `cs_${intent.paymentId}`;
    return { sessionId, redirectUrl: `https://checkout.stripe.com/c/pay/${sessionId}`, expiresAt: intent.expiresAt };
  }
  async cancel(sessionId: string) {
    this.calls.push(`cancel ${sessionId}`);
    return this.completed.has(sessionId) ? ('already_completed' as const) : ('cancelled' as const);
  }
  async refund(request: RefundRequest): Promise<RefundResult> {
    this.calls.push(`refund ${request.idempotencyKey} ${request.amountCents}`);
    const answer = await this.refundAnswer();
    return { ...answer, amountCents: request.amountCents };
  }
  async verifyCallback() {
    return null;
  }
}

const billing = (country: string) => ({
  name: 'A',
  address: 'B',
  city: 'C',
  postal_code: '',
  country,
  vat_number: null,
});

describe('checkout payments (provider double, real event store)', () => {
  const clock = new ManualClock('2026-03-04T10:00:00Z');
  let events: SqliteEventStore;
  let orders: OrderCommands;
  let provider: RecordingProvider;
  let payments: CheckoutPayments;
  let n = 0;

  const context = async (): Promise<PricingContext> => ({
    now: clock.now(),
    accountId: 'owner',
    sellerCountry: 'IE',
    products: new Map([
      [
        'ai_review',
        {
          code: 'ai_review',
          name: 'AI review',
          price_cents: 1000,
          offered: true,
          needs_listing: false,
          week: 'none',
          options: {},
        },
      ],
    ]),
    listings: new Map(),
    categories: new Set(),
    launchWeeks: [],
    promo: null,
  });
  const input = (country = 'US') => ({
    method: null,
    billing: billing(country),
    description: 'order',
    returnUrl: 'https://shop.example/checkout/x?result=returned',
    cancelUrl: 'https://shop.example/checkout/x',
  });
  const types = async (number: string) => (await events.readStream(`order-${number}`)).map((e) => e.type);

  beforeEach(async () => {
    events = new SqliteEventStore(':memory:');
    orders = new OrderCommands(events, clock, { load: context });
    provider = new RecordingProvider();
    payments = new CheckoutPayments({ orders, provider, clock, logger: silentLogger });
  });
  afterEach(() => events.close());

  async function placed(): Promise<string> {
    const { number } = await orders.place('owner', { items: [{ product: 'ai_review' }] }, `test-${++n}`);
    return number;
  }

  it('one session per payment: the same details again redirect to it; new details close it first', async () => {
    const number = await placed();
    const first = await payments.pay(number, input(), 'test');
    const again = await payments.pay(number, input(), 'test');
    expect(again.redirectUrl).to.equal(first.redirectUrl);
    expect(provider.calls).to.deep.equal([`start order-${number}-pay-${number}-1 1000`]);
    // A German consumer now: VAT changes the total, a new payment; the first session is expired at the provider first.
    const german = await payments.pay(number, input('DE'), 'test');
    expect(german.amountCents).to.equal(1190);
    expect(provider.calls.slice(1)).to.deep.equal([
      `cancel cs_pay-${number}-1`,
      `start order-${number}-pay-${number}-2 1190`,
    ]);
  });

  it('does not start a new payment when the person already paid the open session', async () => {
    const number = await placed();
    await payments.pay(number, input(), 'test');
    provider.completed.add(`cs_pay-${number}-1`);
    let refusal: unknown;
    await payments.pay(number, input('DE'), 'test').catch((e) => (refusal = e));
    expect(refusal).to.be.instanceOf(DomainError).with.property('code', 'payment_in_progress');
    expect((await types(number)).filter((t) => t === 'PaymentStarted')).to.have.length(1);
    let cancelRefusal: unknown;
    await payments.cancel(number, 'test').catch((e) => (cancelRefusal = e));
    expect(cancelRefusal).to.have.property('code', 'payment_in_progress');
    expect(await types(number)).to.not.include('OrderCancelled');
  });

  it('cancelling closes the open session; a session opened while the order was cancelled is closed too', async () => {
    const number = await placed();
    await payments.pay(number, input(), 'test');
    await payments.cancel(number, 'test');
    expect(provider.calls.at(-1)).to.equal(`cancel cs_pay-${number}-1`);
    expect(await types(number)).to.include('OrderCancelled');

    const other = await placed();
    provider.beforeAnswer = async () => {
      provider.beforeAnswer = null;
      await payments.cancel(other, 'another tab'); // no session recorded yet: nothing to close there
    };
    let refusal: unknown;
    await payments.pay(other, input(), 'test').catch((e) => (refusal = e));
    expect(refusal).to.have.property('code', 'payment_not_open');
    expect(provider.calls.at(-1)).to.equal(`cancel cs_pay-${other}-1`);
  });

  it('refunds: a failure is recorded; an interrupted request is finished with the same key, never doubled', async () => {
    const number = await placed();
    const { paymentId } = await payments.pay(number, input(), 'test');
    await orders.capture(
      number,
      { paymentId, provider: 'stripe', amountCents: 1000, providerPaymentRef: 'pi_1' },
      'test',
    );
    const admin = { kind: 'admin' as const, id: 'ops' };

    provider.refundAnswer = async () => ({
      refundId: 're_x',
      amountCents: 0,
      status: 'failed',
      reason: 'lost dispute',
    });
    const failed = await payments.refund(number, { amountCents: 300, reason: 'x' }, admin, 'test');
    expect(failed).to.include({ status: 'failed', refundId: null });
    expect(await types(number)).to.include('RefundFailed');

    provider.refundAnswer = () => Promise.reject(new Error('network down'));
    let crash: unknown;
    await payments.refund(number, { amountCents: 400, reason: 'y' }, admin, 'test').catch((e) => (crash = e));
    expect(crash).to.be.instanceOf(Error);
    provider.refundAnswer = async () => ({ refundId: 're_2', amountCents: 0, status: 'succeeded' });
    const finished = await payments.refund(number, { amountCents: 999, reason: 'z' }, admin, 'test');
    expect(finished).to.include({ resumed: true, status: 'succeeded', amountCents: 400 });
    const refundCalls = provider.calls.filter((c) => c.startsWith('refund'));
    expect(refundCalls).to.deep.equal([
      `refund order-${number}-refund-${number}-1 300`,
      `refund order-${number}-refund-${number}-2 400`,
      `refund order-${number}-refund-${number}-2 400`,
    ]);
    expect(finished.order).to.deep.include({ status: 'partially_refunded' });
  });
});
