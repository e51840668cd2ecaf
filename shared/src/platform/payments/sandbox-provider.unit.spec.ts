import { expect } from 'chai';
import { ManualClock } from '../../kernel/time/clock.ts';
import { SandboxPaymentProvider, SANDBOX_SIGNATURE_HEADER } from './sandbox-provider.ts';

describe('sandbox payment provider', () => {
  const clock = new ManualClock('2026-03-04T10:00:00Z');
  const secret = Buffer.from('s'.repeat(32));
  const provider = new SandboxPaymentProvider(async () => secret, 'https://shop.example', clock);
  const intent = {
    orderNumber: 'ORD-2026-000001',
    paymentId: 'pay_1',
    amountCents: 4900,
    currency: 'USD' as const,
    method: 'card' as const,
    description: 'x',
    returnUrl: 'https://shop.example/checkout/ORD-2026-000001?t=abc',
    cancelUrl: 'https://shop.example/checkout/ORD-2026-000001?t=abc',
    expiresAt: '2026-03-05T10:00:00.000Z',
    idempotencyKey: 'order-ORD-2026-000001-pay_1',
  };

  it('signs its payment step so the amount cannot be altered', async () => {
    const { redirectUrl, sessionId } = await provider.start(intent);
    expect(sessionId).to.equal('pay_1');
    const url = new URL(redirectUrl);
    expect(url.pathname).to.equal('/checkout/ORD-2026-000001/sandbox-pay');
    const query = Object.fromEntries(url.searchParams);
    expect(await provider.readStep('ORD-2026-000001', query)).to.include({ amountCents: 4900, paymentId: 'pay_1' });
    expect(await provider.readStep('ORD-2026-000001', { ...query, a: '1' })).to.equal(null);
    expect(await provider.readStep('ORD-2026-000002', query)).to.equal(null);
  });

  it('verifies signed callbacks: right secret, fresh, unaltered', async () => {
    const step = {
      orderNumber: intent.orderNumber,
      paymentId: 'pay_1',
      amountCents: 4900,
      method: 'card' as const,
      returnUrl: intent.returnUrl,
    };
    const callback = await provider.callbackFor(step, 'pay');
    expect(await provider.verifyCallback(callback.body, callback.headers)).to.include({
      status: 'captured',
      amountCents: 4900,
    });
    expect(await provider.verifyCallback(callback.body.replace('4900', '1'), callback.headers)).to.equal(null);
    const other = new SandboxPaymentProvider(async () => Buffer.from('o'.repeat(32)), 'https://shop.example', clock);
    expect(await other.verifyCallback(callback.body, callback.headers)).to.equal(null);
    clock.advance(10 * 60_000);
    expect(await provider.verifyCallback(callback.body, callback.headers)).to.equal(null);
    expect(await provider.verifyCallback(callback.body, { [SANDBOX_SIGNATURE_HEADER]: undefined })).to.equal(null);
    const declined = await provider.callbackFor(step, 'decline');
    expect(await provider.verifyCallback(declined.body, declined.headers)).to.include({ status: 'declined' });
  });

  it('gives each decision one event id, so a repeated press is a redelivery', async () => {
    const step = {
      orderNumber: intent.orderNumber,
      paymentId: 'pay_1',
      amountCents: 4900,
      method: 'card' as const,
      returnUrl: intent.returnUrl,
    };
    const first = JSON.parse((await provider.callbackFor(step, 'pay')).body);
    const again = JSON.parse((await provider.callbackFor(step, 'pay')).body);
    const declined = JSON.parse((await provider.callbackFor(step, 'decline')).body);
    expect(first.eventId).to.equal(again.eventId);
    expect(first.eventId).to.not.equal(declined.eventId);
  });

  it('refunds at once, one refund id per idempotency key', async () => {
    const request = {
      orderNumber: intent.orderNumber,
      paymentId: 'pay_1',
      providerPaymentRef: null,
      amountCents: 100,
      reason: 'x',
      requestId: 'r1',
      idempotencyKey: 'k1',
    };
    const refund = await provider.refund(request);
    expect(refund).to.include({ amountCents: 100, status: 'succeeded' });
    expect((await provider.refund(request)).refundId).to.equal(refund.refundId);
    expect((await provider.refund({ ...request, idempotencyKey: 'k2' })).refundId).to.not.equal(refund.refundId);
    expect(await provider.cancel('pay_1')).to.equal('cancelled');
  });
});
