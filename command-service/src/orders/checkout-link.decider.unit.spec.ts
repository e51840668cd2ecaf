import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import type { CheckoutLinkEvent } from '@listings/shared/contracts/orders';
import { checkoutLinkDecider, type CheckoutLinkCommand } from './checkout-link.decider.ts';

const now = '2026-11-26T12:00:00.000Z';
const pending = { status: 'pending' as const, accountId: 'buyer-1', payableUntil: '2026-11-27T12:00:00.000Z' };
const resend = (
  over: Partial<Extract<CheckoutLinkCommand, { type: 'ResendCheckoutLink' }>> = {},
): CheckoutLinkCommand => ({
  type: 'ResendCheckoutLink',
  number: 'ORD-2026-000001',
  staffId: 'staff-1',
  reason: ' buyer lost the mail ',
  order: pending,
  now,
  ...over,
});
const resent: CheckoutLinkEvent = {
  type: 'CheckoutLinkResent',
  data: {
    number: 'ORD-2026-000001',
    staffId: 'staff-1',
    reason: 'buyer lost the mail',
    accountId: 'buyer-1',
    payableUntil: pending.payableUntil,
  },
};

describe('checkout link decider (issue 33)', () => {
  const { when, refusal } = givenWhenThen(checkoutLinkDecider);

  it('given a pending payable order, when the site team resends its link with a reason, then it is recorded each time', () => {
    expect(when([], resend())).to.deep.equal([resent]);
    expect(when([resent], resend()), 'a second resend is a second mail').to.deep.equal([resent]);
  });

  it('refuses a missing, paid or expired order, and a reason outside 3 to 500 characters', () => {
    expect(refusal([], resend({ order: null }))).to.equal('order_not_found');
    expect(refusal([], resend({ order: { ...pending, status: 'paid' } }))).to.equal('order_not_pending');
    expect(refusal([], resend({ order: { ...pending, payableUntil: now } }))).to.equal('checkout_link_expired');
    expect(refusal([], resend({ reason: 'no' }))).to.equal('invalid_reason');
  });

  it('records each resend as mailed once', () => {
    const mark: CheckoutLinkCommand = {
      type: 'MarkCheckoutLinkMailed',
      number: 'ORD-2026-000001',
      resentEventId: 'e1',
    };
    const [mailed] = when([resent], mark);
    expect(mailed).to.deep.equal({
      type: 'CheckoutLinkMailed',
      data: { number: 'ORD-2026-000001', resentEventId: 'e1' },
    });
    expect(when([resent, mailed], mark)).to.deep.equal([]);
    expect(when([resent, mailed], { ...mark, resentEventId: 'e2' })).to.have.length(1);
  });
});
