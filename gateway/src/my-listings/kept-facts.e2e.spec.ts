/**
 * Kept facts end to end, with a company site served on loopback: a live listing drafted from the site
 * has its quoted pages read again on the timer, with conditional requests (a 304 costs nothing) and
 * robots.txt obeyed; a quote that left the site is flagged to the owner with the date, and the public
 * page shows when the facts were last confirmed on the company's site.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSafeFetcher, type OutboxMailer } from '@listings/shared/platform';
import { ManualClock, commandMetadata } from '@listings/shared/kernel';
import { draftStream } from '@listings/shared/contracts/drafts';
import { ListingCommands } from '@listings/command-service/listings';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { PageClient } from '@listings/site/testing';

const WEEK = '2026-11-16';

describe('kept facts: quoted pages re-read, missing quotes flagged, confirmation shown', function () {
  this.timeout(30_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z');
  let t: TestService;
  let site: Server;
  let siteUrl: string;
  let owner: { key: string; accountId: string };
  let listingId: number;
  const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
  let robotsTxt = 'User-agent: *\nDisallow: /team\n';
  const pages: Record<string, { version: string; html: string }> = {
    '/': { version: '"home-1"', html: '<h1>Acme</h1><p>Invoices in one click.</p>' },
    '/pricing': { version: '"pricing-1"', html: '<p>Plans from $9 a month.</p>' },
    '/team': { version: '"team-1"', html: '<p>Founded by Ada.</p>' },
  };

  const tick = async () => {
    const done = await t.service.jobs.get('facts keeping')!.tick();
    expect(await t.service.projections.waitForPosition(await t.service.events.headPosition(), 5000)).to.equal(true);
    return done;
  };
  // The owner's flag mails; the notifications (issue 32) also tell the owner their product launched.
  const flagMails = async () =>
    (await (t.service.mailer as OutboxMailer).list()).filter(
      (m) => m.to === ownerEmail && /no longer on your site/.test(m.subject),
    );
  const ownerEmail = `facts-owner-${Date.now()}@example.com`;
  const mine = async () => (await t.call('GET', `/me/listings/${listingId}`, { key: owner.key })).body;

  before(async () => {
    site = createServer((req, res) => {
      requests.push({ url: req.url ?? '/', headers: req.headers });
      if (req.url === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end(robotsTxt);
      const page = pages[req.url ?? '/'];
      if (!page) return void res.writeHead(404).end();
      if (req.headers['if-none-match'] === page.version) return void res.writeHead(304, { etag: page.version }).end();
      res
        .writeHead(200, { 'content-type': 'text/html', etag: page.version })
        .end(`<html><body>${page.html}</body></html>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    t = await startTestService(
      {},
      {
        clock,
        myListings: {
          badgeFetcher: createSafeFetcher({ userAgent: 'test', allowedAddresses: ['127.0.0.1'] }),
          badgeRecheck: { tickMs: 0 },
          badgeKeeping: { tickMs: 0 },
          factsKeeping: { tickMs: 0 },
        },
      },
    );
    owner = await t.createKey(['account:read', 'listings:write'], ownerEmail);
    // A draft as the drafter leaves it: fields with the quotes they stand on.
    const draftId = randomUUID();
    const field = (value: string, quote: string, path: string) => ({
      value,
      evidence: [{ quote, url: `${siteUrl}${path}` }],
    });
    const metadata = commandMetadata(clock, { kind: 'system', id: 'test' }, 'test');
    await t.service.events.appendToStream(draftStream(draftId), [
      {
        id: randomUUID(),
        type: 'DraftStarted',
        data: { draftId, ownerId: owner.accountId, url: `${siteUrl}/` },
        metadata,
      },
      {
        id: randomUUID(),
        type: 'DraftProposed',
        data: {
          draftId,
          proposal: {
            fields: {
              tagline: field('Invoices in one click', 'Invoices in one click', '/'),
              pricing_summary: field('From $9 a month', 'from $9 a month', '/pricing'),
              short_description: field('Founded by Ada', 'Founded by Ada', '/team'),
            },
            faqs: [],
            founders: [],
            company_socials: {},
            founder_socials: {},
            story: {},
            milestones: [],
          },
        },
        metadata,
      },
    ]);
    const listings = new ListingCommands(t.service.events, clock);
    const created = await listings.create(
      { profile: { name: 'Acme', url: `${siteUrl}/` }, ownerId: owner.accountId, draftId },
      { kind: 'admin', id: 'test' },
      'test',
    );
    listingId = created.listingId;
    await listings.execute(
      listingId,
      { type: 'GoLive', week: WEEK, plan: 'paid' },
      { kind: 'admin', id: 'test' },
      'test',
    );
    await t.service.projections.waitForPosition(await t.service.events.headPosition(), 5000);
  });
  after(async () => {
    await t?.close();
    await new Promise((resolve) => site.close(resolve));
  });

  it('reads the quoted pages robots.txt allows; a page it forbids is never read, so nothing is confirmed yet', async () => {
    expect(await tick()).to.equal(1);
    expect(requests.map((r) => r.url))
      .to.include.members(['/robots.txt', '/', '/pricing'])
      .and.not.include('/team');
    const check = (await mine()).facts_check;
    expect(check).to.deep.include({ last_reread_at: '2026-11-18T12:00:00.000Z', last_confirmed_at: null, flagged: [] });
    expect((await t.call('GET', '/listings/acme')).body.facts_confirmed_at).to.equal(null);
  });

  it('asks again with the validators (304: nothing read), flags a quote that left the site with its date, and confirms once every quoted page answered and all hold', async () => {
    pages['/'] = { version: '"home-2"', html: '<h1>Acme</h1><p>Invoices, whenever.</p>' };
    requests.length = 0;
    clock.advance(8 * 24 * 3600_000);
    await tick();
    const home = requests.find((r) => r.url === '/')!;
    expect(home.headers['if-none-match']).to.equal('"home-1"');
    expect(requests.find((r) => r.url === '/pricing')!.headers['if-none-match']).to.equal('"pricing-1"');
    const flagged = (await mine()).facts_check.flagged;
    for (let i = 0; i < 100 && (await flagMails()).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const [mail] = await flagMails();
    expect(mail!.subject).to.match(/a fact on your listing is no longer on your site/);
    expect(mail!.raw).to.include('Invoices in one click');
    expect(flagged).to.deep.equal([
      {
        field: 'tagline',
        quote: 'Invoices in one click',
        url: `${siteUrl}/`,
        not_found_since: clock.now().toISOString(),
      },
    ]);

    pages['/'] = { version: '"home-3"', html: '<p>Invoices in one click, again.</p>' };
    clock.advance(8 * 24 * 3600_000);
    await tick();
    let check = (await mine()).facts_check;
    expect(check.flagged).to.deep.equal([]);
    // /team is still forbidden by robots.txt: not every quoted page answered, so not confirmed.
    expect(check.last_confirmed_at).to.equal(null);

    robotsTxt = 'User-agent: *\nAllow: /\n';
    clock.advance(8 * 24 * 3600_000);
    await tick();
    check = (await mine()).facts_check;
    expect(check.last_confirmed_at).to.equal(clock.now().toISOString());
    expect((await t.call('GET', '/listings/acme')).body.facts_confirmed_at).to.equal(clock.now().toISOString());
    expect((await new PageClient(t.baseUrl).get('/listings/acme')).text).to.include('Facts confirmed on their site');
    const events = (await t.service.events.readStream(`factcheck-${listingId}`)).map((e) => e.type);
    expect(events.filter((type) => type !== 'FactFlagMailed')).to.deep.equal([
      'SiteReread',
      'SiteReread',
      'FactEvidenceMissing',
      'SiteReread',
      'FactEvidenceFoundAgain',
      'SiteReread',
      'FactsConfirmed',
    ]);
    expect((await flagMails()).length).to.equal(1);
  });
});
