/**
 * Kept badges end to end, with a company site served on loopback: a live free listing's badge is
 * re-checked by the timer; removed from the site → the owner is e-mailed (once) and the grace period
 * starts; still gone after it → the outbound link is marked nofollow and the listing page says so; the
 * badge back → the link is followed again. The owner sees the link status and the last check (API and
 * page). A homepage that robots.txt forbids is never counted as "gone".
 */
import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSafeFetcher, type OutboxMailer } from '@listings/shared/platform';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { PageClient } from '@listings/site/testing';

const WEEK = '2026-11-16';
const DAY = 24 * 3600_000;

describe('kept badges: re-checked, owner told, grace, nofollow, restored', function () {
  this.timeout(30_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z');
  let t: TestService;
  let site: Server;
  let siteUrl: string;
  let badgeOnSite = true;
  let owner: { key: string; accountId: string };
  const ids: Record<string, number> = {};
  const ownerEmail = `owner-${Date.now()}@example.com`;
  const admin = { kind: 'admin' as const, id: 'test' };

  const tick = async () => {
    const checked = await t.service.jobs.get('badge keeping')!.tick();
    expect(await t.service.projections.waitForPosition(await t.service.events.headPosition(), 5000)).to.equal(true);
    return checked;
  };
  const mine = async (slug: string) => (await t.call('GET', `/me/listings/${ids[slug]}`, { key: owner.key })).body;
  const publicPage = async (slug: string) => (await new PageClient(t.baseUrl).get(`/listings/${slug}`)).text;
  // The owner's badge mails; the notifications (issue 32) also tell the owner their product launched.
  const mailsToOwner = async () =>
    (await (t.service.mailer as OutboxMailer).list()).filter((m) => m.to === ownerEmail && /badge/i.test(m.subject));

  before(async () => {
    site = createServer((req, res) => {
      if (req.url === '/robots.txt')
        return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n');
      const badge = badgeOnSite
        ? `<a href="${t.service.config.site.publicBaseUrl}/listings/${req.url === '/' ? 'acme' : 'hidden'}">Listed</a>`
        : '';
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body><h1>Acme</h1>${badge}</body></html>`);
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
        },
      },
    );
    owner = await t.createKey(['account:read', 'listings:write'], ownerEmail);
    const listings = new ListingCommands(t.service.events, clock);
    for (const [name, path] of [
      ['Acme', '/'],
      ['Hidden', '/private/'],
    ] as const) {
      const { listingId, slug } = await listings.create(
        { profile: { name, url: `${siteUrl}${path}` }, ownerId: owner.accountId },
        admin,
        'test',
      );
      await listings.execute(listingId, { type: 'GoLive', week: WEEK, plan: 'free' }, admin, 'test');
      ids[slug] = listingId;
    }
    await t.service.projections.waitForPosition(await t.service.events.headPosition(), 5000);
  });
  after(async () => {
    await t?.close();
    await new Promise((resolve) => site.close(resolve));
  });

  it('re-checks live free listings; the owner sees the link followed and the last check', async () => {
    expect(await tick()).to.equal(2);
    expect((await mine('acme')).badge_keeping).to.deep.equal({
      link: 'follow',
      status: 'ok',
      last_checked_at: '2026-11-18T12:00:00.000Z',
      last_result: 'present',
      badge_gone_since: null,
      grace_until: null,
    });
    // robots.txt forbids the other homepage: inconclusive, never "gone".
    expect((await mine('hidden')).badge_keeping).to.include({ status: 'ok', last_result: 'inconclusive' });
    expect(await tick()).to.equal(0); // not due again before the interval
    const page = await publicPage('acme');
    expect(page).to.include(`<a href="${siteUrl}/" rel="noopener noreferrer">Visit`);
  });

  it('badge removed: the owner is e-mailed once, a grace period, then nofollow; badge back: restored', async () => {
    badgeOnSite = false;
    clock.advance(DAY + 1000);
    await tick();
    let acme = (await mine('acme')).badge_keeping;
    expect(acme).to.include({ status: 'grace', link: 'follow', last_result: 'gone' });
    expect(acme.grace_until).to.equal(new Date(clock.now().getTime() + 7 * DAY).toISOString());
    for (let i = 0; i < 100 && (await mailsToOwner()).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const [mail] = await mailsToOwner();
    expect(mail!.subject).to.match(/badge is no longer on your site/);
    expect((await mine('hidden')).badge_keeping.status).to.equal('ok');
    expect(await publicPage('acme')).to.not.include('rel="nofollow noopener noreferrer">Visit');

    clock.advance(DAY + 1000); // still within the grace: nothing more
    await tick();
    expect((await mine('acme')).badge_keeping.status).to.equal('grace');

    clock.advance(6 * DAY); // the grace is over
    await tick();
    acme = (await mine('acme')).badge_keeping;
    expect(acme).to.include({ status: 'nofollow', link: 'nofollow' });
    const listing = (await t.call('GET', '/listings/acme')).body;
    expect(listing.outbound_link).to.include({ rel: 'nofollow' });
    const page = await publicPage('acme');
    expect(page).to.include(`<a href="${siteUrl}/" rel="nofollow noopener noreferrer">Visit`);
    expect(page).to.include('the badge is no longer there, so this link is marked nofollow');
    expect((await mailsToOwner()).length).to.equal(1);

    badgeOnSite = true;
    clock.advance(DAY + 1000);
    await tick();
    expect((await mine('acme')).badge_keeping).to.include({ status: 'ok', link: 'follow', grace_until: null });
    expect((await t.call('GET', '/listings/acme')).body.outbound_link.rel).to.equal(null);
    expect(await publicPage('acme')).to.include(`<a href="${siteUrl}/" rel="noopener noreferrer">Visit`);
    const events = (await t.service.events.readStream(`badgekeeping-${ids.acme}`)).map((e) => e.type);
    expect(events.filter((type) => type !== 'KeptBadgeChecked')).to.deep.equal([
      'BadgeGoneNoticed',
      'BadgeGoneMailed',
      'OutboundLinkNofollowed',
      'BadgeReturned',
    ]);
  });
});
