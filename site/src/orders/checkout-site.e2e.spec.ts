/**
 * The payment's description names the listing's own site (issue 30): what the payment provider shows
 * the person ("AI Tools order ORD-… (VAT included)") is the site the ordered listing lives on, not the
 * default site, whichever site's host the checkout page was opened on. On the demo's two hosts of one
 * port (the default site on `localhost`, "AI Tools" on `127.0.0.1`), with a payment provider that
 * records what it is asked to start.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import type { PaymentIntent, PaymentProvider } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { seedShop, twoSitesOnOnePort, type TestService } from '@listings/gateway/testing';
import { csrfIn, PageClient } from '../kit/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };

describe('checkout: the payment description names the listing’s own site', function () {
  this.timeout(60_000);
  const started: PaymentIntent[] = [];
  const provider: PaymentProvider = {
    name: 'recording',
    methods: [],
    pageOrigins: ['https://pay.example'],
    start: async (intent) => {
      started.push(intent);
      return {
        sessionId: `s-${intent.paymentId}`,
        redirectUrl: 'https://pay.example/session',
        expiresAt: intent.expiresAt,
      };
    },
    cancel: async () => 'cancelled',
    refund: async () => ({ refundId: 'r', amountCents: 0, status: 'failed' }),
    verifyCallback: async () => null,
  };
  let service: TestService;
  let main: string;
  let ai: string;
  let owner: { key: string; accountId: string };
  let mainListing: number;

  before(async () => {
    ({ service, main, ai } = await twoSitesOnOnePort({
      clock: new ManualClock(new Date()),
      paymentProvider: provider,
    }));
    ({ owner, listingId: mainListing } = await seedShop(service));
  });
  after(() => service?.close());

  /** Orders `featured` for the listing and pays on the checkout page at `host`: the description asked for. */
  async function pay(listingId: number, host: string): Promise<string> {
    const checkout = await service.call('POST', '/orders/checkout', {
      key: owner.key,
      body: { items: [{ product: 'featured', listing_id: listingId }] },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).to.equal(201);
    const link = new URL(checkout.body.checkout_url);
    const browser = new PageClient(host);
    const page = await browser.get(link.pathname + link.search);
    expect(page.status).to.equal(200);
    const paid = await browser.post(`/checkout/${checkout.body.number}/pay`, {
      csrf: csrfIn(page.text),
      t: link.searchParams.get('t')!,
      name: 'Ann Acme',
      address: '1 Harbour Road',
      city: 'Dublin',
      postal_code: 'D01',
      country: 'US',
    });
    expect(paid.status, paid.text).to.equal(303);
    expect(started.at(-1)!.orderNumber).to.equal(checkout.body.number);
    return started.at(-1)!.description;
  }

  it('an AI Tools listing’s order says AI Tools, on either host; a default-site listing’s the default site', async () => {
    const created = await new ListingCommands(service.service.events, service.service.clock).create(
      {
        profile: { name: 'Prompt Pilot', url: 'https://promptpilot.example', categories: ['tools'] },
        ownerId: owner.accountId,
        site: 'ai',
      },
      admin,
      'test',
    );
    await service.service.projections.waitForPosition(created.position, 5000);
    expect(await pay(created.listingId, ai)).to.match(/^AI Tools order ORD-[\w-]+ \(VAT included\)$/);
    expect(await pay(created.listingId, main)).to.match(/^AI Tools order /);
    expect(await pay(mainListing, main)).to.match(/^Listings Directory order ORD-[\w-]+ \(VAT included\)$/);
  });
});
