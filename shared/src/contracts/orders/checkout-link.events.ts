/**
 * The site team's resending of a pending order's checkout link (the console's orders queue, issue 33),
 * in a stream of its own (`checkoutlink-<order number>`) beside the order's: the order's events are
 * the buyer's and the payment provider's, and resending changes nothing about the order itself.
 * CheckoutLinkResent carries the staff member and the reason; CheckoutLinkMailed records that the mail
 * reactor sent that resend's mail, so a replay or a redelivery never sends it again.
 */
export type CheckoutLinkEvent =
  | {
      type: 'CheckoutLinkResent';
      data: { number: string; staffId: string; reason: string; accountId: string; payableUntil: string };
    }
  | { type: 'CheckoutLinkMailed'; data: { number: string; resentEventId: string } };

export const CHECKOUT_LINK_EVENT_TYPES = [
  'CheckoutLinkResent',
  'CheckoutLinkMailed',
] as const satisfies readonly CheckoutLinkEvent['type'][];

export const checkoutLinkStream = (number: string) => `checkoutlink-${number}`;
