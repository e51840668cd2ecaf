/**
 * The site team resends a pending order's checkout link (issue 33): CheckoutLinks records the resend
 * (staff member, reason) on `checkoutlink-<number>` after reading the order's stream, and the mail
 * reactor mails the link to the order's account. At most one mail per resend: the reactor checks the
 * stream first (CheckoutLinkMailed names the resend already mailed), sends with the resend event's id
 * as idempotency key, then records CheckoutLinkMailed, so a replay of the log or a redelivery sends
 * nothing again. The link is the one the order already has (derived from the checkout-link secret),
 * not a new one: it lives until the order's payable-until time.
 */
import {
  defineAggregate,
  defineReactor,
  type Actor,
  type Clock,
  type EventStore,
  type Logger,
  type Reactor,
  type RecordedEvent,
} from '@listings/shared/kernel';
import type { Mailer, SiteSettings } from '@listings/shared/platform';
import {
  checkoutLinkStream,
  checkoutLinkToken,
  checkoutUrlOf,
  type CheckoutLinkEvent,
} from '@listings/shared/contracts/orders';
import { checkoutLinkDecider } from './checkout-link.decider.ts';
import { orderAggregate } from './order-commands.ts';

export const checkoutLinkAggregate = defineAggregate({ streamOf: checkoutLinkStream, decider: checkoutLinkDecider });

export class CheckoutLinks {
  private readonly events: EventStore;
  private readonly clock: Clock;

  constructor(events: EventStore, clock: Clock) {
    this.events = events;
    this.clock = clock;
  }

  /** Records a resend of the order's link with the reason (refused unless the order is pending and payable). */
  async resend(number: string, reason: string, actor: Actor, cause: string): Promise<{ position: number }> {
    const { state } = await orderAggregate.load(this.events, number);
    const result = await checkoutLinkAggregate.handle(
      this.events,
      number,
      {
        type: 'ResendCheckoutLink',
        number,
        staffId: actor.id,
        reason,
        order: state.number === null ? null : state,
        now: this.clock.now().toISOString(),
      },
      { actor, cause },
      this.clock,
    );
    return { position: result.position };
  }
}

type Resent = Extract<CheckoutLinkEvent, { type: 'CheckoutLinkResent' }>;

export function checkoutLinkMailReactor(deps: {
  events: EventStore;
  clock: Clock;
  mailer: Mailer;
  site: SiteSettings;
  /**
   * The settings (name, base URL) of a site of the network by key (issue 30): the mail names the
   * order's own site and links to its host; absent, or null (an order before the network): `site`.
   */
  siteOf?: (key: string | null) => Promise<SiteSettings>;
  /** Key of the checkout links' tokens (the orders feature's CHECKOUT_LINK_SECRET). */
  linkSecret: Buffer;
  /** The account's current e-mail address (null: none). */
  emailOf(accountId: string): Promise<string | null>;
  logger: Logger;
}): Reactor {
  const { events, clock, mailer, logger } = deps;
  const siteOf = deps.siteOf ?? (async () => deps.site);

  async function mail(event: RecordedEvent<Resent>): Promise<void> {
    const { number, accountId, payableUntil } = event.data;
    const { state } = await checkoutLinkAggregate.load(events, number);
    if (state.mailed.includes(event.id)) return;
    const to = await deps.emailOf(accountId);
    if (!to) {
      logger.warn('checkout link not resent: the account has no e-mail address', { number });
      return;
    }
    const site = await siteOf((await orderAggregate.load(events, number)).state.site);
    const link = checkoutUrlOf(site.publicBaseUrl, number, checkoutLinkToken(deps.linkSecret, number));
    await mailer.send({
      to,
      subject: `Your order ${number} on ${site.name}: the checkout link`,
      text: [
        `Hello,`,
        ``,
        `Here is the checkout link of your order ${number} on ${site.name} again:`,
        link,
        ``,
        `It can be paid until ${payableUntil.slice(0, 16).replace('T', ' ')} UTC. If you no longer want the order, ignore this message: it expires by itself.`,
      ].join('\n'),
      idempotencyKey: `checkout-link:${event.id}`,
    });
    await checkoutLinkAggregate.handle(
      events,
      number,
      { type: 'MarkCheckoutLinkMailed', number, resentEventId: event.id },
      { actor: { kind: 'system', id: 'checkout-link-mail-reactor' }, cause: `reactor:${event.type}:${event.id}` },
      clock,
    );
  }

  return defineReactor<Resent>({
    name: 'checkout-link-mail-reactor',
    eventTypes: ['CheckoutLinkResent'],
    logger,
    keyOf: (event) => `checkoutlink-${event.data.number}`,
    perform: mail,
  });
}
