import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { orderDecider } from './order.decider.ts';
import type { OrderEvent, PricedOrder } from '@listings/shared/contracts/orders';

const priced = (total: number): PricedOrder => ({
  lines: [
    {
      line: 1,
      product: 'featured',
      product_name: 'Featured',
      listing_id: 1,
      listing_name: 'L',
      week: null,
      amount_cents: null,
      categories: null,
      options: null,
      quantity: 1,
      unit_price_cents: total,
      line_total_cents: total,
      discounted: false,
    },
  ],
  promo: null,
  totals: {
    subtotal_cents: total,
    discount_cents: 0,
    net_cents: total,
    vat_rate_percent: 0,
    vat_cents: 0,
    total_cents: total,
    currency: 'USD',
    vat: { treatment: 'outside_scope', country: 'US', vat_number: null, note: '' },
  },
});
const N = 'ORD-2026-000001';
const billing = { name: 'A', address: 'B', city: 'C', postal_code: '', country: 'US', vat_number: null };
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    number: N,
    accountId: 'me',
    request: { items: [{ product: 'featured', listing_id: 1 }] },
    priced: priced(2900),
    tokenHash: 'h',
    payableUntil: '2026-03-10T00:00:00.000Z',
  },
};
const started: OrderEvent = {
  type: 'PaymentStarted',
  data: { number: N, paymentId: 'p1', provider: 'sandbox', method: 'card', billing, priced: priced(3000) },
};
const captured: OrderEvent = {
  type: 'PaymentCaptured',
  data: { number: N, paymentId: 'p1', provider: 'sandbox', amountCents: 3000, currency: 'USD' },
};

describe('order decider (given / when / then)', () => {
  const { when, refusal } = givenWhenThen(orderDecider);

  it('places an order once', () => {
    expect(when([], { type: 'PlaceOrder', ...placed.data })).to.deep.equal([placed]);
    expect(refusal([placed], { type: 'PlaceOrder', ...placed.data })).to.equal('order_exists');
  });

  it('starts a payment with the order priced again, only while pending and payable', () => {
    const start = {
      type: 'StartPayment' as const,
      paymentId: 'p1',
      provider: 'sandbox',
      method: 'card' as const,
      billing,
      priced: priced(3000),
      now: '2026-03-05T00:00:00.000Z',
    };
    expect(when([placed], start)).to.deep.equal([started]);
    expect(refusal([placed], { ...start, now: '2026-03-11T00:00:00.000Z' })).to.equal('checkout_expired');
    expect(refusal([placed, started, captured], start)).to.equal('order_not_payable');
    expect(refusal([], start)).to.equal('order_not_found');
  });

  it('captures the current payment for its amount, once', () => {
    expect(
      when([placed, started], { type: 'CapturePayment', paymentId: 'p1', provider: 'sandbox', amountCents: 3000 }),
    ).to.deep.equal([captured]);
    expect(
      when([placed, started, captured], {
        type: 'CapturePayment',
        paymentId: 'p1',
        provider: 'sandbox',
        amountCents: 3000,
      }),
    ).to.deep.equal([]);
    expect(
      refusal([placed, started], { type: 'CapturePayment', paymentId: 'p1', provider: 'sandbox', amountCents: 2900 }),
    ).to.equal('amount_mismatch');
    expect(
      refusal([placed, started], {
        type: 'CapturePayment',
        paymentId: 'other',
        provider: 'sandbox',
        amountCents: 3000,
      }),
    ).to.equal('unknown_payment');
    expect(
      refusal([placed], { type: 'CapturePayment', paymentId: 'p1', provider: 'sandbox', amountCents: 3000 }),
    ).to.equal('unknown_payment');
  });

  it('a declined payment leaves the order pending and payable again', () => {
    const declined = when([placed, started], {
      type: 'DeclinePayment',
      paymentId: 'p1',
      provider: 'sandbox',
      reason: 'card_declined',
    });
    expect(declined).to.deep.equal([
      { type: 'PaymentDeclined', data: { number: N, paymentId: 'p1', provider: 'sandbox', reason: 'card_declined' } },
    ]);
    const again = when([placed, started, ...declined], {
      type: 'StartPayment',
      paymentId: 'p2',
      provider: 'sandbox',
      method: 'paypal',
      billing,
      priced: priced(3000),
      now: '2026-03-05T00:00:00.000Z',
    });
    expect(again[0].type).to.equal('PaymentStarted');
  });

  it("records each line's fulfilment once, only when paid", () => {
    const fulfil = { type: 'FulfilLine' as const, line: 1, status: 'fulfilled' as const, detail: 'featured' };
    expect(refusal([placed], fulfil)).to.equal('order_not_paid');
    const done = when([placed, started, captured], fulfil);
    expect(done).to.have.length(1);
    expect(when([placed, started, captured, ...done], fulfil)).to.deep.equal([]);
    expect(refusal([placed, started, captured], { ...fulfil, line: 7 })).to.equal('line_not_found');
  });
});
