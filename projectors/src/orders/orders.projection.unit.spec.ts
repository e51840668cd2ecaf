import { expect } from 'chai';
import { onceAndTwice } from '../testing/replay.ts';
import { ordersProjection } from './orders.projection.ts';
import { orderView, type OrderEvent, type PricedOrder } from '@listings/shared/contracts/orders';

const priced: PricedOrder = {
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
      unit_price_cents: 2900,
      line_total_cents: 2900,
      discounted: true,
    },
  ],
  promo: { code: 'Save10', percent_off: 10, amount_off_cents: null, discount_cents: 290, products: [] },
  totals: {
    subtotal_cents: 2900,
    discount_cents: 290,
    net_cents: 2610,
    vat_rate_percent: 23,
    vat_cents: 600,
    total_cents: 3210,
    currency: 'USD',
    vat: { treatment: 'standard', country: 'IE', vat_number: null, note: '' },
  },
};
const N = 'ORD-2026-000007';
const events: OrderEvent[] = [
  {
    type: 'OrderPlaced',
    data: {
      number: N,
      accountId: 'me',
      request: { items: [{ product: 'featured', listing_id: 1 }] },
      priced,
      tokenHash: 'h',
      payableUntil: '2026-03-10T00:00:00.000Z',
    },
  },
  {
    type: 'PaymentStarted',
    data: {
      number: N,
      paymentId: 'p1',
      provider: 'sandbox',
      method: 'card',
      billing: { name: 'A', address: 'B', city: 'C', postal_code: '', country: 'IE', vat_number: null },
      priced,
    },
  },
  {
    type: 'PaymentCaptured',
    data: { number: N, paymentId: 'p1', provider: 'sandbox', amountCents: 3210, currency: 'USD' },
  },
  {
    type: 'OrderLineFulfilled',
    data: { number: N, line: 1, status: 'fulfilled', detail: 'featured until 2026-04-01' },
  },
];

describe('orders projection', () => {
  it('builds the order as its owner sees it, the same when every event is delivered twice', async () => {
    const { once, twice } = await onceAndTwice(ordersProjection, events);
    expect(twice).to.deep.equal(once);
    const [order] = once.orders as any[];
    expect(order).to.include({ _id: N, account_id: 'me', status: 'paid', promo_key: 'SAVE10' });
    expect(order.payment).to.deep.equal({
      status: 'captured',
      method: 'card',
      provider: 'sandbox',
      declined_reason: null,
    });
    expect(order.fulfilment['1']).to.include({ status: 'fulfilled', detail: 'featured until 2026-04-01' });
    expect(order).to.not.have.property('tokenHash');
  });

  it("keeps what the checkout page renders from, none of it in the owner's view", async () => {
    const [placed, started] = events;
    const before = (await onceAndTwice(ordersProjection, [placed])).once.orders as any[];
    expect(before[0]).to.include({ link_token_hash: 'h', billing: null });
    expect(before[0].request).to.deep.equal({ items: [{ product: 'featured', listing_id: 1 }] });
    const { once, twice } = await onceAndTwice(ordersProjection, [placed, started]);
    expect(twice).to.deep.equal(once);
    const [order] = once.orders as any[];
    expect(order.billing).to.deep.equal({
      name: 'A',
      address: 'B',
      city: 'C',
      postal_code: '',
      country: 'IE',
      vat_number: null,
    });
    const view = JSON.stringify(orderView(order, 'https://site.example', Buffer.alloc(32)));
    for (const hidden of ['link_token_hash', 'request', 'billing', '"h"', '"A"']) expect(view).to.not.include(hidden);
  });

  const refunded = (refundId: string, amountCents: number, refundedCents: number, paymentId = 'p1'): OrderEvent => ({
    type: 'PaymentRefunded',
    data: {
      number: N,
      paymentId,
      provider: 'sandbox',
      refundId,
      amountCents,
      refundedCents,
      requestId: null,
      providerEventId: null,
    },
  });

  it('refunds: partly, then in full, each refund once; what the refund undid per line', async () => {
    const { once, twice } = await onceAndTwice(ordersProjection, [
      ...events,
      refunded('re_1', 1000, 1000),
      refunded('re_2', 2210, 3210),
      {
        type: 'OrderLineFulfilmentUndone',
        data: { number: N, line: 1, status: 'undone', detail: 'no longer featured' },
      },
    ]);
    expect(twice).to.deep.equal(once);
    const [order] = once.orders as any[];
    expect(order).to.include({ status: 'refunded', refunded_cents: 3210 });
    expect(order.refunds.map((r: any) => r.refund_id)).to.deep.equal(['re_1', 're_2']);
    expect(order.undo['1']).to.include({ status: 'undone', detail: 'no longer featured' });
    const partly = (await onceAndTwice(ordersProjection, [...events, refunded('re_1', 1000, 1000)])).once
      .orders as any[];
    expect(partly[0]).to.include({ status: 'partially_refunded', refunded_cents: 1000 });
    // A refund of another (surplus) payment leaves the order alone.
    const surplus = (await onceAndTwice(ordersProjection, [...events, refunded('re_9', 3210, 3210, 'p2')])).once
      .orders as any[];
    expect(surplus[0]).to.include({ status: 'paid', refunded_cents: 0 });
  });

  it('expired and cancelled orders, and an expired session, with their time', async () => {
    const [placed, started] = events;
    const expired = (
      await onceAndTwice(ordersProjection, [placed, { type: 'OrderExpired', data: { number: N, payableUntil: 'x' } }])
    ).once.orders as any[];
    expect(expired[0]).to.include({ status: 'expired', payable_until: '2026-03-10T00:00:00.000Z' });
    expect(expired[0].closed_at).to.be.a('string');
    const cancelled = (
      await onceAndTwice(ordersProjection, [
        placed,
        started,
        {
          type: 'PaymentSessionExpired',
          data: { number: N, paymentId: 'p1', provider: 'sandbox', providerEventId: 'e' },
        },
        { type: 'OrderCancelled', data: { number: N, reason: 'by the person' } },
      ])
    ).once.orders as any[];
    expect(cancelled[0]).to.include({ status: 'cancelled' });
    expect(cancelled[0].payment.status).to.equal('expired');
  });
});
