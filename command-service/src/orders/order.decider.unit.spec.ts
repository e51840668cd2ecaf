import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { fold } from '@listings/shared/kernel';
import { orderDecider, type OrderCommand } from './order.decider.ts';
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
    // Money for another amount is recorded, not refused: the team refunds it.
    expect(
      when([placed, started], { type: 'CapturePayment', paymentId: 'p1', provider: 'sandbox', amountCents: 2900 }),
    ).to.deep.equal([
      {
        type: 'SurplusPaymentReceived',
        data: {
          number: N,
          paymentId: 'p1',
          provider: 'sandbox',
          amountCents: 2900,
          currency: 'USD',
          providerPaymentRef: null,
          reason: 'captured 2900 USD cents; the payment asked 3000 USD cents',
          providerEventId: null,
        },
      },
    ]);
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

  // ---------------------------------------------------------------- payments with a provider's session
  const start = (over: Partial<Extract<OrderCommand, { type: 'StartPayment' }>> = {}) => ({
    type: 'StartPayment' as const,
    provider: 'stripe',
    method: null,
    billing,
    priced: priced(3000),
    now: '2026-03-05T00:00:00.000Z',
    expiresAt: '2026-03-06T00:00:00.000Z',
    ...over,
  });
  const s1: OrderEvent = {
    type: 'PaymentStarted',
    data: {
      number: N,
      paymentId: `pay-${N}-1`,
      provider: 'stripe',
      method: null,
      billing,
      priced: priced(3000),
      expiresAt: '2026-03-06T00:00:00.000Z',
    },
  };
  const opened: OrderEvent = {
    type: 'PaymentSessionOpened',
    data: {
      number: N,
      paymentId: `pay-${N}-1`,
      provider: 'stripe',
      sessionId: 'cs_1',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
      expiresAt: '2026-03-06T00:00:00.000Z',
    },
  };
  const paid: OrderEvent = {
    type: 'PaymentCaptured',
    data: {
      number: N,
      paymentId: `pay-${N}-1`,
      provider: 'stripe',
      amountCents: 3000,
      currency: 'USD',
      providerPaymentRef: 'pi_1',
      providerEventId: 'evt_1',
    },
  };
  const capture = {
    type: 'CapturePayment' as const,
    paymentId: `pay-${N}-1`,
    provider: 'stripe',
    amountCents: 3000,
    currency: 'USD',
    providerPaymentRef: 'pi_1',
    providerEventId: 'evt_1',
  };

  it('names payments after the order; the same details again while the session lives start nothing new', () => {
    expect(when([placed], start())).to.deep.equal([s1]);
    expect(when([placed, s1], start())).to.deep.equal([]);
    expect(when([placed, s1, opened], start())).to.deep.equal([]);
    // Other billing details or another total: a new payment (the caller closes the old session first).
    const other = when([placed, s1, opened], start({ billing: { ...billing, country: 'DE' } }));
    expect(other[0].data).to.include({ paymentId: `pay-${N}-2` });
    // The session ran out: a new payment.
    expect(when([placed, s1, opened], start({ now: '2026-03-06T00:00:01.000Z' }))).to.have.length(1);
  });

  it('records the session once, only for the open payment', () => {
    const open = {
      type: 'OpenPaymentSession' as const,
      paymentId: `pay-${N}-1`,
      sessionId: 'cs_1',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
      expiresAt: '2026-03-06T00:00:00.000Z',
    };
    expect(when([placed, s1], open)).to.deep.equal([opened]);
    expect(when([placed, s1, opened], open)).to.deep.equal([]);
    const cancelled: OrderEvent = { type: 'OrderCancelled', data: { number: N, reason: 'x' } };
    expect(refusal([placed, s1, cancelled], open)).to.equal('payment_not_open');
  });

  it('a webhook seen before decides nothing (deduplicated by the provider event id)', () => {
    expect(when([placed, s1, opened], capture)).to.deep.equal([paid]);
    expect(when([placed, s1, opened, paid], capture)).to.deep.equal([]);
    const failed = {
      type: 'DeclinePayment' as const,
      paymentId: `pay-${N}-1`,
      provider: 'stripe',
      reason: 'x',
      providerEventId: 'evt_2',
    };
    const declined = when([placed, s1], failed);
    expect(declined).to.have.length(1);
    expect(when([placed, s1, ...declined], failed)).to.deep.equal([]);
    // Declined, then paid with another card in the same session: captured.
    expect(when([placed, s1, ...declined], capture)).to.deep.equal([paid]);
  });

  it('a session that expired unpaid leaves the order pending; a payment on a closed order is surplus', () => {
    const expire = {
      type: 'ExpirePaymentSession' as const,
      paymentId: `pay-${N}-1`,
      provider: 'stripe',
      providerEventId: 'evt_3',
    };
    const expired = when([placed, s1, opened], expire);
    expect(expired).to.deep.equal([
      {
        type: 'PaymentSessionExpired',
        data: { number: N, paymentId: `pay-${N}-1`, provider: 'stripe', providerEventId: 'evt_3' },
      },
    ]);
    expect(when([placed, s1, opened, ...expired], expire)).to.deep.equal([]);
    expect(fold(orderDecider, [placed, s1, opened, ...expired]).status).to.equal('pending');
    const cancelled: OrderEvent = { type: 'OrderCancelled', data: { number: N, reason: 'x' } };
    expect(when([placed, s1, cancelled], capture)[0]).to.deep.include({ type: 'SurplusPaymentReceived' });
    expect(when([placed, s1, cancelled], capture)[0].data).to.include({ reason: 'the order is already cancelled' });
    // Paid twice (an old session paid after a new one): the second is surplus.
    const s2: OrderEvent = { ...s1, data: { ...(s1.data as object), paymentId: `pay-${N}-2` } } as OrderEvent;
    const second = when([placed, s1, s2, paid], { ...capture, paymentId: `pay-${N}-2`, providerEventId: 'evt_9' });
    expect(second[0].type).to.equal('SurplusPaymentReceived');
    // An old payment captured while the order is still pending pays it.
    expect(when([placed, s1, s2], capture)[0].type).to.equal('PaymentCaptured');
  });

  it('expires a pending order past its link, once; a payment started before is still honoured', () => {
    const expire = { type: 'ExpireOrder' as const, now: '2026-03-10T00:00:01.000Z' };
    const expired = when([placed, s1], expire);
    expect(expired).to.deep.equal([
      { type: 'OrderExpired', data: { number: N, payableUntil: '2026-03-10T00:00:00.000Z' } },
    ]);
    expect(when([placed, s1], { type: 'ExpireOrder', now: '2026-03-09T00:00:00.000Z' })).to.deep.equal([]);
    expect(when([placed, s1, ...expired], expire)).to.deep.equal([]);
    expect(when([placed, s1, paid], expire)).to.deep.equal([]);
    expect(refusal([placed, ...expired], start())).to.equal('checkout_expired');
    expect(when([placed, s1, ...expired], capture)).to.deep.equal([paid]);
  });

  it('the person cancels a pending order; a paid one is refunded instead', () => {
    const cancel = { type: 'CancelOrder' as const, reason: 'cancelled by the person on the checkout page' };
    const cancelled = when([placed, s1, opened], cancel);
    expect(cancelled).to.deep.equal([{ type: 'OrderCancelled', data: { number: N, reason: cancel.reason } }]);
    expect(when([placed, ...cancelled], cancel)).to.deep.equal([]);
    expect(refusal([placed, s1, paid], cancel)).to.equal('order_paid');
    expect(refusal([placed, { type: 'OrderExpired', data: { number: N, payableUntil: 'x' } }], cancel)).to.equal(
      'checkout_expired',
    );
    expect(refusal([placed, ...cancelled], start())).to.equal('order_cancelled');
  });

  describe('refunds', () => {
    const requested: OrderEvent = {
      type: 'RefundRequested',
      data: { number: N, requestId: `refund-${N}-1`, paymentId: `pay-${N}-1`, amountCents: 1000, reason: 'goodwill' },
    };
    const record = {
      type: 'RecordRefund' as const,
      paymentId: `pay-${N}-1`,
      provider: 'stripe',
      refundId: 're_1',
      amountCents: 1000,
      requestId: `refund-${N}-1`,
      providerEventId: null,
    };

    it('asks for at most what is left, one request at a time', () => {
      expect(when([placed, s1, paid], { type: 'RequestRefund', amountCents: 1000, reason: 'goodwill' })).to.deep.equal([
        requested,
      ]);
      expect(when([placed, s1, paid], { type: 'RequestRefund', amountCents: null, reason: 'all' })[0].data).to.include({
        amountCents: 3000,
      });
      expect(refusal([placed, s1, paid], { type: 'RequestRefund', amountCents: 3001, reason: 'x' })).to.equal(
        'refund_amount_invalid',
      );
      expect(refusal([placed, s1, paid], { type: 'RequestRefund', amountCents: 0, reason: 'x' })).to.equal(
        'refund_amount_invalid',
      );
      expect(refusal([placed, s1, paid, requested], { type: 'RequestRefund', amountCents: 5, reason: 'x' })).to.equal(
        'refund_in_progress',
      );
      expect(refusal([placed, s1], { type: 'RequestRefund', amountCents: 5, reason: 'x' })).to.equal(
        'order_not_refundable',
      );
    });

    it('records a refund once by its id: partially refunded, then refunded', () => {
      const first = when([placed, s1, paid, requested], record);
      expect(first).to.deep.equal([
        {
          type: 'PaymentRefunded',
          data: {
            number: N,
            paymentId: `pay-${N}-1`,
            provider: 'stripe',
            refundId: 're_1',
            amountCents: 1000,
            refundedCents: 1000,
            requestId: `refund-${N}-1`,
            providerEventId: null,
          },
        },
      ]);
      const partly = fold(orderDecider, [placed, s1, paid, requested, ...first]);
      expect(partly.status).to.equal('partially_refunded');
      expect(partly.refundRequests[0].state).to.equal('done');
      // The same refund again, from the webhook this time: nothing new.
      expect(
        when([placed, s1, paid, requested, ...first], { ...record, requestId: null, providerEventId: 'evt_r1' }),
      ).to.deep.equal([]);
      const rest = when([placed, s1, paid, requested, ...first], {
        ...record,
        refundId: 're_2',
        amountCents: 2000,
        requestId: null,
        providerEventId: 'evt_r2',
      });
      expect(rest[0].data).to.include({ refundedCents: 3000 });
      expect(fold(orderDecider, [placed, s1, paid, requested, ...first, ...rest]).status).to.equal('refunded');
    });

    it('a failed refund closes the request; nothing was refunded', () => {
      const failed = when([placed, s1, paid, requested], {
        type: 'FailRefund',
        requestId: `refund-${N}-1`,
        reason: 'insufficient balance',
      });
      expect(failed).to.have.length(1);
      const state = fold(orderDecider, [placed, s1, paid, requested, ...failed]);
      expect(state.status).to.equal('paid');
      expect(
        when([placed, s1, paid, requested, ...failed], { type: 'RequestRefund', amountCents: 100, reason: 'again' })[0]
          .data,
      ).to.include({ requestId: `refund-${N}-2` });
    });

    it('undoes each fulfilled line once, only after a full refund', () => {
      const line: OrderEvent = {
        type: 'OrderLineFulfilled',
        data: { number: N, line: 1, status: 'fulfilled', detail: 'featured' },
      };
      const full: OrderEvent = {
        type: 'PaymentRefunded',
        data: {
          number: N,
          paymentId: `pay-${N}-1`,
          provider: 'stripe',
          refundId: 're_9',
          amountCents: 3000,
          refundedCents: 3000,
          requestId: null,
          providerEventId: 'evt_9',
        },
      };
      const undo = { type: 'UndoLine' as const, line: 1, status: 'undone' as const, detail: 'no longer featured' };
      expect(refusal([placed, s1, paid, line], undo)).to.equal('order_not_refunded');
      const undone = when([placed, s1, paid, line, full], undo);
      expect(undone).to.deep.equal([
        {
          type: 'OrderLineFulfilmentUndone',
          data: { number: N, line: 1, status: 'undone', detail: 'no longer featured' },
        },
      ]);
      expect(when([placed, s1, paid, line, full, ...undone], undo)).to.deep.equal([]);
      expect(refusal([placed, s1, paid, full], undo)).to.equal('line_not_fulfilled');
      // A line fulfilled after the refund is still recorded (the undo needs the fact).
      expect(
        when([placed, s1, paid, full], { type: 'FulfilLine', line: 1, status: 'fulfilled', detail: 'x' }),
      ).to.have.length(1);
    });
  });
});
