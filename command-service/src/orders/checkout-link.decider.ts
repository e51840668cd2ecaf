/**
 * Resending a pending order's checkout link, decided purely (issue 33): what the order is now comes in
 * the command (loaded by the caller from the order's stream), the time too. Only a pending order whose
 * link still lives can have it resent, with a reason of 3 to 500 characters; each resend is mailed
 * once (CheckoutLinkMailed names the resend it answers).
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import type { CheckoutLinkEvent, OrderStatus } from '@listings/shared/contracts/orders';

export type CheckoutLinkCommand =
  | {
      type: 'ResendCheckoutLink';
      number: string;
      staffId: string;
      reason: string;
      /** The order as its stream stands (null: no such order). */
      order: { status: OrderStatus | null; accountId: string | null; payableUntil: string | null } | null;
      now: string;
    }
  | { type: 'MarkCheckoutLinkMailed'; number: string; resentEventId: string };

export interface CheckoutLinkState {
  /** Ids of the CheckoutLinkResent events whose mail was sent. */
  mailed: string[];
  resent: number;
}

export const checkoutLinkDecider: Decider<CheckoutLinkCommand, CheckoutLinkEvent, CheckoutLinkState> = {
  initialState: () => ({ mailed: [], resent: 0 }),

  decide(command, state): CheckoutLinkEvent[] {
    if (command.type === 'MarkCheckoutLinkMailed') {
      if (state.mailed.includes(command.resentEventId)) return [];
      return [{ type: 'CheckoutLinkMailed', data: { number: command.number, resentEventId: command.resentEventId } }];
    }
    const { order, number } = command;
    if (!order || order.status === null || !order.accountId)
      throw new DomainError('not_found', 'order_not_found', `There is no order ${number}.`);
    if (order.status !== 'pending')
      throw new DomainError(
        'conflict',
        'order_not_pending',
        `Order ${number} is ${order.status.replace(/_/g, ' ')}: only a pending order has a checkout link to send.`,
      );
    if (!order.payableUntil || Date.parse(order.payableUntil) <= Date.parse(command.now))
      throw new DomainError(
        'conflict',
        'checkout_link_expired',
        `The checkout link of order ${number} has expired: its buyer creates a new checkout.`,
      );
    const reason = command.reason.trim();
    if (reason.length < 3 || reason.length > 500)
      throw new DomainError('invalid', 'invalid_reason', 'Give the reason in 3 to 500 characters.', 'reason');
    return [
      {
        type: 'CheckoutLinkResent',
        data: {
          number,
          staffId: command.staffId,
          reason,
          accountId: order.accountId,
          payableUntil: order.payableUntil,
        },
      },
    ];
  },

  evolve(state, event): CheckoutLinkState {
    switch (event.type) {
      case 'CheckoutLinkResent':
        return { ...state, resent: state.resent + 1 };
      case 'CheckoutLinkMailed':
        return { ...state, mailed: [...state.mailed, event.data.resentEventId] };
    }
  },
};
