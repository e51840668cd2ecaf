/**
 * Resending a checkout link (issue 33): the resend is recorded with the staff member and reason, the
 * mail reactor mails the order's own link once per resend, and a redelivered or replayed resend
 * (the runner handing the event over again) sends nothing more.
 */
import { expect } from 'chai';
import {
  ManualClock,
  MingoDocumentStore,
  silentLogger,
  SqliteEventStore,
  type RecordedEvent,
} from '@listings/shared/kernel';
import type { MailMessage } from '@listings/shared/platform';
import { checkoutLinkStream, checkoutLinkToken, type PricedOrder } from '@listings/shared/contracts/orders';
import { CheckoutLinks, checkoutLinkMailReactor } from './checkout-link-resend.ts';
import { OrderCommands } from './order-commands.ts';

const PRICED = { lines: [], promo: null, totals: { total_cents: 2900 } } as unknown as PricedOrder;
const SECRET = Buffer.alloc(32, 7);

describe('checkout link resend and its mail', () => {
  const clock = new ManualClock('2026-11-26T12:00:00Z');
  const staff = { kind: 'admin' as const, id: 'staff-1' };
  let events: SqliteEventStore;
  let sent: MailMessage[];

  beforeEach(async () => {
    events = new SqliteEventStore(':memory:');
    sent = [];
    const orders = new OrderCommands(events, clock, { load: () => Promise.reject(new Error('unused')) });
    await orders.decide(
      'ORD-2026-000001',
      {
        type: 'PlaceOrder',
        number: 'ORD-2026-000001',
        accountId: 'buyer-1',
        request: { items: [] },
        priced: PRICED,
        tokenHash: 'h',
        payableUntil: '2026-11-27T12:00:00.000Z',
      },
      { kind: 'user', id: 'buyer-1' },
      'test',
    );
  });
  afterEach(() => events.close());

  const reactor = () =>
    checkoutLinkMailReactor({
      events,
      clock,
      mailer: {
        send: async (message) => {
          sent.push(message);
          return { messageId: `m${sent.length}`, duplicate: false } as never;
        },
      },
      site: { name: 'Main Directory', publicBaseUrl: 'https://main.test' } as never,
      linkSecret: SECRET,
      emailOf: async (accountId) => (accountId === 'buyer-1' ? 'buyer@example.com' : null),
      logger: silentLogger,
      siteOf: async (key) =>
        (key === 'ai'
          ? { name: 'AI Tools', publicBaseUrl: 'https://ai.test' }
          : { name: 'Main Directory', publicBaseUrl: 'https://main.test' }) as never,
    });
  /** Hands the event to the reactor as the runner does (recorded, then started after the commit). */
  const deliver = async (event: RecordedEvent) => {
    const documents = new MingoDocumentStore();
    const mailReactor = reactor();
    await mailReactor.apply(event, documents);
    mailReactor.afterCommit?.([event], documents);
    await mailReactor.idle();
  };

  it('mails the order’s own link once per resend, however often the event is delivered', async () => {
    await new CheckoutLinks(events, clock).resend('ORD-2026-000001', 'lost the first mail', staff, 'console:test');
    const [resent] = await events.readStream(checkoutLinkStream('ORD-2026-000001'));
    expect(resent.type).to.equal('CheckoutLinkResent');
    expect(resent.data).to.include({ staffId: 'staff-1', reason: 'lost the first mail', accountId: 'buyer-1' });
    expect(resent.metadata.actor).to.deep.equal(staff);
    await deliver(resent);
    await deliver(resent); // redelivered
    await deliver(resent); // the log replayed
    expect(sent).to.have.length(1);
    expect(sent[0].to).to.equal('buyer@example.com');
    expect(sent[0].text).to.include(
      `https://main.test/checkout/ORD-2026-000001?t=${checkoutLinkToken(SECRET, 'ORD-2026-000001')}`,
    );
    const stream = await events.readStream(checkoutLinkStream('ORD-2026-000001'));
    expect(stream.map((e) => e.type)).to.deep.equal(['CheckoutLinkResent', 'CheckoutLinkMailed']);
  });

  it('names the order’s own site and links to its host (issue 30)', async () => {
    const orders = new OrderCommands(events, clock, { load: () => Promise.reject(new Error('unused')) });
    await orders.decide(
      'ORD-2026-000002',
      {
        type: 'PlaceOrder',
        number: 'ORD-2026-000002',
        accountId: 'buyer-1',
        request: { items: [] },
        priced: PRICED,
        tokenHash: 'h',
        payableUntil: '2026-11-27T12:00:00.000Z',
        site: 'ai',
      },
      { kind: 'user', id: 'buyer-1' },
      'test',
    );
    await new CheckoutLinks(events, clock).resend('ORD-2026-000002', 'lost the first mail', staff, 'console:test');
    const [resent] = await events.readStream(checkoutLinkStream('ORD-2026-000002'));
    await deliver(resent);
    expect(sent).to.have.length(1);
    expect(sent[0].subject).to.equal('Your order ORD-2026-000002 on AI Tools: the checkout link');
    expect(sent[0].text).to.include('https://ai.test/checkout/ORD-2026-000002?t=');
  });

  it('refuses an order past its payable-until time', async () => {
    clock.advance(2 * 86_400_000);
    try {
      await new CheckoutLinks(events, clock).resend('ORD-2026-000001', 'lost the first mail', staff, 'console:test');
      expect.fail('resent an expired link');
    } catch (error) {
      expect((error as { code: string }).code).to.equal('checkout_link_expired');
    }
    expect(await events.readStream(checkoutLinkStream('ORD-2026-000001'))).to.have.length(0);
  });
});
