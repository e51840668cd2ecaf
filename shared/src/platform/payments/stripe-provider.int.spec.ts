/**
 * The Stripe adapter against stripe-mock (Stripe's API double, on loopback) through a recording
 * proxy, and webhooks signed with the `stripe` package's own test helper. Skips, saying why, when
 * stripe-mock is not built (see testing/stripe-mock.ts).
 */
import { expect } from 'chai';
import Stripe from 'stripe';
import { ManualClock } from '../../kernel/time/clock.ts';
import { StripePaymentProvider, STRIPE_SIGNATURE_HEADER } from './stripe-provider.ts';
import type { PaymentIntent } from './payment-provider.ts';
import { startStripeMock, stripeMockUnavailable, type StripeMock } from './testing/stripe-mock.ts';
import { startRecordingProxy, type RecordingProxy } from './testing/recording-proxy.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_adapter';
const signer = new Stripe('sk_test_signer');

describe('Stripe payment provider (stripe-mock)', function () {
  this.timeout(60_000);
  let mock: StripeMock;
  let proxy: RecordingProxy;
  let provider: StripePaymentProvider;
  const clock = new ManualClock('2026-11-20T10:00:00Z');

  const intent: PaymentIntent = {
    orderNumber: 'ORD-2026-000042',
    paymentId: 'pay-ORD-2026-000042-1',
    amountCents: 5929,
    currency: 'USD',
    method: null,
    description: 'Listings Directory order ORD-2026-000042 (VAT included)',
    returnUrl: 'https://shop.example/checkout/ORD-2026-000042?t=tok&result=returned',
    cancelUrl: 'https://shop.example/checkout/ORD-2026-000042?t=tok',
    expiresAt: '2026-11-20T22:00:00.000Z',
    idempotencyKey: 'order-ORD-2026-000042-pay-ORD-2026-000042-1',
    customerEmail: 'buyer@example.com',
  };

  before(async function () {
    const reason = stripeMockUnavailable();
    if (reason) {
      console.log(`    [skipped] Stripe adapter suite: ${reason}`);
      this.skip();
    }
    mock = await startStripeMock();
    proxy = await startRecordingProxy(mock.apiBase);
    provider = new StripePaymentProvider(
      { secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBase: proxy.url, webhookToleranceSeconds: 300 },
      clock,
      { maxNetworkRetries: 0 },
    );
  });

  after(async () => {
    await proxy?.close();
    await mock?.stop();
  });

  beforeEach(() => proxy && proxy.requests.splice(0));

  it('opens a Checkout Session for the exact total in USD cents, order number as metadata, idempotency key from the order', async () => {
    const session = await provider.start(intent);
    expect(session.sessionId).to.match(/^cs_/);
    expect(session.redirectUrl).to.match(/^https:\/\/checkout\.stripe\.com\//);
    const [sent] = proxy.requests;
    expect(sent.method).to.equal('POST');
    expect(sent.path).to.equal('/v1/checkout/sessions');
    expect(sent.headers['idempotency-key']).to.equal(intent.idempotencyKey);
    expect(sent.form).to.include({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '5929',
      client_reference_id: 'ORD-2026-000042',
      'metadata[order_number]': 'ORD-2026-000042',
      'metadata[payment_id]': 'pay-ORD-2026-000042-1',
      'payment_intent_data[metadata][order_number]': 'ORD-2026-000042',
      'payment_intent_data[metadata][payment_id]': 'pay-ORD-2026-000042-1',
      success_url: intent.returnUrl,
      cancel_url: intent.cancelUrl,
      expires_at: String(Date.parse(intent.expiresAt) / 1000),
      customer_email: 'buyer@example.com',
    });
    // Stripe's page chooses the methods (those enabled for the account): none are named here.
    expect(Object.keys(sent.form).some((k) => k.startsWith('payment_method_types'))).to.equal(false);
    // Nothing card-related is ever sent.
    expect(Object.keys(sent.form).some((k) => /card|cvc|exp_month/.test(k))).to.equal(false);
  });

  it('a retried start sends the same idempotency key (Stripe answers it with the same session)', async () => {
    await provider.start(intent);
    await provider.start(intent);
    const keys = proxy.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).to.deep.equal([intent.idempotencyKey, intent.idempotencyKey]);
    expect(proxy.requests[0].form).to.deep.equal(proxy.requests[1].form); // same parameters: a valid replay
  });

  it('cancels a session by expiring it', async () => {
    expect(await provider.cancel('cs_test_123')).to.equal('cancelled');
    expect(proxy.requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal([
      'POST /v1/checkout/sessions/cs_test_123/expire',
    ]);
  });

  it('refunds part of a payment with the idempotency key of the refund request', async () => {
    const refund = await provider.refund({
      orderNumber: intent.orderNumber,
      paymentId: intent.paymentId,
      providerPaymentRef: 'pi_123',
      amountCents: 1000,
      reason: 'goodwill',
      requestId: 'refund-ORD-2026-000042-1',
      idempotencyKey: 'order-ORD-2026-000042-refund-1',
    });
    expect(refund).to.include({ amountCents: 1000, status: 'succeeded' });
    expect(refund.refundId).to.match(/^re_/);
    const [sent] = proxy.requests;
    expect(sent.path).to.equal('/v1/refunds');
    expect(sent.headers['idempotency-key']).to.equal('order-ORD-2026-000042-refund-1');
    expect(sent.form).to.include({
      payment_intent: 'pi_123',
      amount: '1000',
      reason: 'requested_by_customer',
      'metadata[order_number]': 'ORD-2026-000042',
      'metadata[refund_request]': 'refund-ORD-2026-000042-1',
    });
  });

  describe('webhooks', () => {
    const metadata = { order_number: 'ORD-2026-000042', payment_id: 'pay-ORD-2026-000042-1' };
    const payload = (id: string, type: string, object: Record<string, unknown>) =>
      JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', data: { object } });
    const signed = (body: string, at = clock.now(), secret = WEBHOOK_SECRET) => ({
      [STRIPE_SIGNATURE_HEADER]: signer.webhooks.generateTestHeaderString({
        payload: body,
        secret,
        timestamp: Math.floor(at.getTime() / 1000),
      }),
    });
    const completed = payload('evt_completed_1', 'checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
      metadata,
      payment_status: 'paid',
      amount_total: 5929,
      currency: 'usd',
      currency_conversion: null,
      payment_intent: 'pi_123',
    });

    it('reads a signed checkout.session.completed as the captured payment', async () => {
      expect(await provider.verifyCallback(completed, signed(completed))).to.deep.equal({
        provider: 'stripe',
        eventId: 'evt_completed_1',
        eventType: 'checkout.session.completed',
        orderNumber: 'ORD-2026-000042',
        paymentId: 'pay-ORD-2026-000042-1',
        status: 'captured',
        amountCents: 5929,
        currency: 'USD',
        providerPaymentRef: 'pi_123',
      });
    });

    it('refuses unsigned, altered, wrongly signed and stale webhooks (null: nothing recorded)', async () => {
      expect(await provider.verifyCallback(completed, {})).to.equal(null);
      expect(await provider.verifyCallback(completed.replace('5929', '1'), signed(completed))).to.equal(null);
      expect(await provider.verifyCallback(completed, signed(completed, clock.now(), 'whsec_other'))).to.equal(null);
      const old = new Date(clock.now().getTime() - 301_000);
      expect(await provider.verifyCallback(completed, signed(completed, old))).to.equal(null);
      const fresh = new Date(clock.now().getTime() - 299_000);
      expect(await provider.verifyCallback(completed, signed(completed, fresh))).to.include({ status: 'captured' });
    });

    it('reads failed payments, expired sessions and delayed completions', async () => {
      const failed = payload('evt_failed', 'payment_intent.payment_failed', {
        id: 'pi_123',
        object: 'payment_intent',
        metadata,
        last_payment_error: {
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      });
      expect(await provider.verifyCallback(failed, signed(failed))).to.include({
        status: 'declined',
        reason: 'insufficient_funds: Your card has insufficient funds.',
        orderNumber: 'ORD-2026-000042',
      });
      const expired = payload('evt_expired', 'checkout.session.expired', {
        id: 'cs_1',
        object: 'checkout.session',
        metadata,
      });
      expect(await provider.verifyCallback(expired, signed(expired))).to.include({
        status: 'session_expired',
        paymentId: 'pay-ORD-2026-000042-1',
      });
      const unpaid = payload('evt_unpaid', 'checkout.session.completed', {
        id: 'cs_1',
        object: 'checkout.session',
        metadata,
        payment_status: 'unpaid',
      });
      expect(await provider.verifyCallback(unpaid, signed(unpaid))).to.include({ status: 'ignored' });
    });

    it('reads charge.refunded with its refunds, from the payload or listed from the API', async () => {
      const withRefunds = payload('evt_refunded_1', 'charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        metadata,
        payment_intent: 'pi_123',
        refunds: {
          object: 'list',
          has_more: false,
          data: [
            {
              id: 're_1',
              object: 'refund',
              amount: 1000,
              status: 'succeeded',
              metadata: { refund_request: 'refund-1' },
            },
            { id: 're_2', object: 'refund', amount: 500, status: 'failed' },
          ],
        },
      });
      expect(await provider.verifyCallback(withRefunds, signed(withRefunds))).to.include({
        status: 'refunded',
        providerPaymentRef: 'pi_123',
      });
      expect(
        ((await provider.verifyCallback(withRefunds, signed(withRefunds))) as { refunds: unknown }).refunds,
      ).to.deep.equal([{ refundId: 're_1', amountCents: 1000, requestId: 'refund-1' }]);

      proxy.requests.splice(0);
      const without = payload('evt_refunded_2', 'charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        metadata,
        payment_intent: 'pi_123',
      });
      const read = (await provider.verifyCallback(without, signed(without))) as { refunds: unknown[] };
      expect(proxy.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).to.deep.equal(['GET /v1/refunds']);
      expect(read.refunds).to.have.length.greaterThan(0); // stripe-mock's fixture refund
    });

    it('ignores genuine events that concern no order here', async () => {
      const foreign = payload('evt_foreign', 'checkout.session.completed', {
        id: 'cs_x',
        object: 'checkout.session',
        metadata: {},
        payment_status: 'paid',
        amount_total: 100,
        currency: 'usd',
      });
      expect(await provider.verifyCallback(foreign, signed(foreign))).to.include({ status: 'ignored' });
      const other = payload('evt_other', 'customer.created', { id: 'cus_1', object: 'customer' });
      expect(await provider.verifyCallback(other, signed(other))).to.deep.include({
        status: 'ignored',
        eventType: 'customer.created',
      });
    });
  });
});
