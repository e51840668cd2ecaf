/**
 * Each site of the network sells at its own prices, with its own promo codes and calendar (issue
 * 30), over real HTTP on two hosts of one port as the demo serves them: the default site on
 * `localhost`, "AI Tools" on `127.0.0.1`. A quote and a checkout for a listing use its own site's
 * prices and codes (whichever host is asked), list_products answers for the host's site, a site
 * without a price or setting of its own uses the default site's, and a promo code of one site is
 * unknown on the other's listing. The free plan queues a listing by its own site's free queue.
 */
import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addWeeks, ManualClock, mondayOf } from '@listings/shared/kernel';
import { createSafeFetcher } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { orderStream } from '@listings/shared/contracts/orders';
import { freePort } from '../testing/free-port.ts';
import { settled, startTestService, type TestService } from '../testing/test-service.ts';
import { eventually } from '../orders/testing.ts';

const admin = { kind: 'admin' as const, id: 'site-team@test' };

describe('per-site prices, promo codes and calendar (issue 30)', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-25T12:00:00Z'); // Wednesday of the week of 2026-11-23
  let service: TestService;
  let main: string; // the default site, on localhost
  let ai: string; // AI Tools, on 127.0.0.1
  let owner: { key: string; accountId: string };
  let mainListing: number;
  let aiListing: number;
  /** The companies' websites (the free plan looks for the badge there). */
  let websites: Server;
  let websiteUrl: string;
  const pages = new Map<string, string>();

  /** /v1 on a site's host, as its owner. */
  async function api(base: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${base}/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${owner.key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }
  const quote = (base: string, listingId: number, promo?: string, product = 'launch') =>
    api(base, 'POST', '/orders/quote', {
      items: [{ product, listing_id: listingId }],
      billing_country: 'US',
      ...(promo ? { promo_code: promo } : {}),
    });

  before(async () => {
    websites = createServer((req, res) => {
      const html = pages.get(req.url ?? '/');
      res.writeHead(html ? 200 : 404, { 'content-type': 'text/html' }).end(html ?? 'not found');
    });
    await new Promise<void>((resolve) => websites.listen(0, '127.0.0.1', resolve));
    websiteUrl = `http://127.0.0.1:${(websites.address() as AddressInfo).port}`;
    const port = await freePort();
    main = `http://localhost:${port}`;
    ai = `http://127.0.0.1:${port}`;
    const badgeFetcher = createSafeFetcher({ userAgent: 'test', allowedAddresses: ['127.0.0.1'] });
    service = await startTestService(
      { port, site: { name: 'Listings Directory', publicBaseUrl: main } },
      { clock, myListings: { badgeFetcher, badgeRecheck: { tickMs: 0 } } },
    );
    const { events } = service.service;
    const content = new SiteContentCommands(events, clock);
    await content.site(
      {
        type: 'OpenSite',
        key: 'ai',
        defaultKey: 'main',
        name: 'AI Tools',
        purpose: 'AI products',
        hosts: ['127.0.0.1'],
        baseUrl: ai,
      },
      admin,
      't',
    );
    await content.category({ type: 'CreateCategory', slug: 'tools', name: 'Tools' }, admin, 't');
    // The default site prices launch and featured; AI Tools sets only its own launch price.
    await content.product({ type: 'SetProductPrice', code: 'launch', priceCents: 4900 }, admin, 't');
    await content.product({ type: 'SetProductPrice', code: 'featured', priceCents: 2900 }, admin, 't');
    await content.product({ type: 'SetProductPrice', code: 'launch', priceCents: 1900, site: 'ai' }, admin, 't');
    await content.promoCode({ type: 'CreatePromoCode', code: 'MAIN10', percentOff: 10 }, admin, 't');
    await content.promoCode({ type: 'CreatePromoCode', code: 'ROBOTS50', percentOff: 50, site: 'ai' }, admin, 't');
    // The default site's free queue; AI Tools's own launch calendar (its free queue is the default site's).
    await content.setting({ type: 'SetFreeQueueWeeks', weeks: 6 }, admin, 't');
    await content.setting({ type: 'SetLaunchWeeksAhead', weeks: 3, site: 'ai' }, admin, 't');
    owner = await service.createKey(['account:read', 'orders:write', 'listings:write']);
    const listings = new ListingCommands(events, clock);
    const create = async (name: string, site?: string) =>
      (
        await listings.create(
          {
            profile: { name, url: `${websiteUrl}/${name.toLowerCase()}`, categories: ['tools'] },
            ownerId: owner.accountId,
            site,
          },
          admin,
          't',
        )
      ).listingId;
    mainListing = await create('Harbor');
    aiListing = await create('Robotic', 'ai');
    await eventually(
      async () => service.service.sites.network.length,
      (n) => n === 2,
    );
    await settled(service.service);
  });
  after(async () => {
    await service?.close();
    await new Promise((resolve) => websites?.close(resolve));
  });

  it("a quote for a listing uses its own site's price, asked on either host", async () => {
    for (const base of [main, ai]) {
      const onMain = await quote(base, mainListing);
      expect(onMain.status, JSON.stringify(onMain.body)).to.equal(200);
      expect(onMain.body.totals.subtotal_cents).to.equal(4900);
      const onAi = await quote(base, aiListing);
      expect(onAi.status, JSON.stringify(onAi.body)).to.equal(200);
      expect(onAi.body.totals.subtotal_cents).to.equal(1900);
    }
  });

  it("a site without its own price for a product uses the default site's", async () => {
    const featured = await quote(ai, aiListing, undefined, 'featured');
    expect(featured.status, JSON.stringify(featured.body)).to.equal(200);
    expect(featured.body.totals.subtotal_cents).to.equal(2900);
  });

  it("list_products answers with the host's site's prices, free queue and launch calendar", async () => {
    const products = async (base: string): Promise<any> => (await fetch(`${base}/v1/products`)).json();
    const [onMain, onAi] = [await products(main), await products(ai)];
    const price = (list: any, code: string) => list.items.find((p: any) => p.code === code)?.price_cents;
    expect([price(onMain, 'launch'), price(onMain, 'featured')]).to.deep.equal([4900, 2900]);
    expect([price(onAi, 'launch'), price(onAi, 'featured')]).to.deep.equal([1900, 2900]);
    expect(onMain.free_queue.weeks_out).to.equal(6);
    expect(onAi.free_queue.weeks_out).to.equal(6); // inherited: AI Tools set none of its own
    expect(onMain.launch_weeks).to.have.length(12);
    expect(onAi.launch_weeks).to.deep.equal(['2026-11-30', '2026-12-07', '2026-12-14']);
  });

  it("a promo code works on its own site's listing and is unknown on the other site's", async () => {
    const own = await quote(ai, aiListing, 'ROBOTS50');
    expect(own.status, JSON.stringify(own.body)).to.equal(200);
    expect(own.body.totals.discount_cents).to.equal(950);
    const mainOwn = await quote(main, mainListing, 'MAIN10');
    expect(mainOwn.status).to.equal(200);
    expect(mainOwn.body.totals.discount_cents).to.equal(490);
    for (const [base, listing, code] of [
      [main, mainListing, 'ROBOTS50'],
      [ai, mainListing, 'ROBOTS50'],
      [ai, aiListing, 'MAIN10'],
      [main, aiListing, 'MAIN10'],
    ] as const) {
      const refused = await quote(base, listing, code);
      expect(refused.status, `${code} on listing ${listing} via ${base}`).to.equal(400);
      expect(refused.body).to.include({ code: 'promo_code_invalid', reason: 'unknown' });
    }
  });

  it("an order on the AI listing records its site and keeps AI Tools's price and code at checkout", async () => {
    const placed = await api(ai, 'POST', '/orders/checkout', {
      items: [{ product: 'launch', listing_id: aiListing }],
      billing_country: 'US',
      promo_code: 'ROBOTS50',
    });
    expect(placed.status, JSON.stringify(placed.body)).to.equal(201);
    expect(placed.body.totals.subtotal_cents).to.equal(1900);
    const [event] = await service.service.events.readStream(orderStream(placed.body.number));
    expect(event!.data).to.include({ site: 'ai' });
    const onMain = await api(main, 'POST', '/orders/checkout', {
      items: [{ product: 'launch', listing_id: mainListing }],
      billing_country: 'US',
    });
    expect(onMain.status).to.equal(201);
    const [mainEvent] = await service.service.events.readStream(orderStream(onMain.body.number));
    expect(mainEvent!.data).to.not.have.property('site');
  });

  it("the free plan queues each listing by its own site's free queue", async () => {
    await new SiteContentCommands(service.service.events, clock).setting(
      { type: 'SetFreeQueueWeeks', weeks: 2, site: 'ai' },
      admin,
      't',
    );
    await settled(service.service);
    for (const [base, listingId, name, weeks] of [
      [main, mainListing, 'harbor', 6],
      [ai, aiListing, 'robotic', 2],
    ] as const) {
      const { slug } = (await service.service.documents.collection('listings').findOne({ listing_id: listingId }))!;
      // The badge as either site links it (the listing's own site's host, or the default site's).
      const badge = (site: string) =>
        `<a href="${site}/listings/${slug}"><img src="${site}/badges/${slug}/listed_on.svg" alt="Listed"></a>`;
      pages.set(`/${name}`, `<html><body>${badge(base)}${badge(main)}</body></html>`);
      const queued = await api(base, 'POST', `/me/listings/${listingId}/free`);
      expect(queued.status, JSON.stringify(queued.body)).to.equal(200);
      expect(queued.body).to.include({ status: 'scheduled', launch_week: addWeeks(mondayOf(clock.now()), weeks) });
    }
  });
});
