/**
 * The console's claims queue over HTTP (issue 33), apart from admin-console.e2e.spec.ts (whose
 * authorisation matrix and CSRF table list these routes too): a claim's state and evidence, the
 * admin's override with a reason (auditors and moderators refused, nothing recorded), the event with
 * the staff member and the reason, the claimant's page showing the decision, the listing's owner
 * given through the claim-ownership process, and the same pages after every read model is rebuilt.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { ManualClock } from '@listings/shared/kernel';
import { claimStream } from '@listings/shared/contracts/claims';
import { listingStream } from '@listings/shared/contracts/listings';
import { engagementStream } from '@listings/shared/contracts/engagement';
import { ListingCommands } from '@listings/command-service/listings';
import { OrderCommands } from '@listings/command-service/orders';
import { checkoutLinkStream, type PricedOrder } from '@listings/shared/contracts/orders';
import type { OutboxMailer } from '@listings/shared/platform';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { csrfIn, linkInMail, PageClient } from '../kit/testing.ts';
import { confirm, manualClock, member, type Member } from './admin-testing.ts';

const PRICED = { lines: [], promo: null, totals: { total_cents: 2900 } } as unknown as PricedOrder;

describe('site team console: claims, listings and orders queues', function () {
  this.timeout(60_000);
  let t: TestService;
  let clock: ManualClock;
  let claimant: Member;
  let auditor: Member;
  let moderator: Member;
  let admin: Member;
  let listing: { listingId: number; slug: string };

  /** A live listing, as the launch scheduler leaves one. */
  const liveListing = async (name: string) => {
    const commands = new ListingCommands(t.service.events, t.service.clock);
    const actor = { kind: 'admin' as const, id: 'test' };
    const created = await commands.create(
      { profile: { name, url: `https://${name.toLowerCase()}.test`, tagline: `${name} does things` }, ownerId: null },
      actor,
      'test',
    );
    await commands.execute(created.listingId, { type: 'GoLive', week: '2026-01-05', plan: 'free' }, actor, 'test');
    await settled(t.service);
    return created;
  };

  /** A claim started by `who` on the listing (as claim_listing records one), pending. */
  const pendingClaim = async (claimId: number, who: Member) => {
    const at = clock.now().toISOString();
    await t.service.events.appendToStream(claimStream(claimId), [
      {
        id: randomUUID(),
        type: 'ClaimStarted',
        data: {
          claimId,
          accountId: who.accountId,
          listingId: listing.listingId,
          slug: listing.slug,
          domain: 'gadget.test',
          siteUrl: 'https://gadget.test',
          method: 'dns',
          token: 'tok-1',
          at,
          previousOwnerId: null,
        },
        metadata: { actor: { kind: 'user', id: who.accountId }, at, cause: 'claim_listing' },
      },
      {
        id: randomUUID(),
        type: 'ClaimCheckFailed',
        data: {
          claimId,
          method: 'dns',
          at,
          lookedFor: 'TXT _listings-verify.gadget.test = listings-verify=tok-1',
          seen: 'no TXT record',
          reason: 'not_found',
        },
        metadata: { actor: { kind: 'user', id: who.accountId }, at, cause: 'verify_claim' },
      },
    ]);
    await settled(t.service);
  };

  before(async () => {
    clock = manualClock();
    t = await startTestService({}, { clock });
    [claimant, auditor, moderator, admin] = [
      await member(t),
      await member(t, 'auditor'),
      await member(t, 'moderator'),
      await member(t, 'admin'),
    ];
    for (const staff of [auditor, moderator, admin]) await confirm(staff.client);
    listing = await liveListing('Gadget');
  });
  after(() => t.close());

  describe('claims', () => {
    it('shows each claim with its state and evidence, and its trail, to every staff role', async () => {
      await pendingClaim(9001, claimant);
      for (const staff of [auditor, moderator, admin]) {
        const queue = await staff.client.get('/admin/claims');
        expect(queue.status).to.equal(200);
        expect(queue.text)
          .to.include('href="/admin/claims/9001"')
          .and.include(`<td>${claimant.accountId}</td>`)
          .and.include('<td>pending</td>')
          .and.include(
            'looked for <code>TXT _listings-verify.gadget.test = listings-verify=tok-1</code>, saw <code>no TXT record</code>',
          );
      }
      expect((await auditor.client.get('/admin/claims?state=verified')).text).to.include('No claim here.');
      const page = (await auditor.client.get('/admin/claims/9001')).text;
      expect(page).to.include('Only an admin can approve or reject a claim.').and.not.include('Record the decision');
      expect(page).to.include('<td>claim_listing</td>').and.include('ClaimCheckFailed: looked for');
      expect((await auditor.client.get('/admin/claims/424242')).status).to.equal(404);
      expect((await auditor.client.get('/admin/claims/abc')).status).to.equal(404);
    });

    it('refuses the override to auditors and moderators (403) and without a reason (400), recording nothing', async () => {
      const recorded = async () => (await t.service.events.readStream(claimStream(9001))).length;
      for (const staff of [auditor, moderator]) {
        const token = csrfIn((await staff.client.get('/admin/claims/9001')).text);
        const refused = await staff.client.post('/admin/claims/9001/override', {
          csrf: token,
          decision: 'approve',
          reason: 'looks right',
        });
        expect(refused.status).to.equal(403);
      }
      const page = (await admin.client.get('/admin/claims/9001')).text;
      expect(page).to.include('Record the decision');
      const short = await admin.client.post('/admin/claims/9001/override', {
        csrf: csrfIn(page),
        decision: 'approve',
        reason: 'x',
      });
      expect(short.status).to.equal(400);
      expect(short.text).to.include('Give the reason in 3 to 500 characters.');
      const none = await admin.client.post('/admin/claims/9001/override', { csrf: csrfIn(page), reason: 'x y z' });
      expect(none.status).to.equal(400);
      expect(await recorded()).to.equal(2);
    });

    it('approves with a reason: the event carries the admin and reason, the claimant owns the listing and sees it', async () => {
      const page = (await admin.client.get('/admin/claims/9001')).text;
      const done = await admin.client.post('/admin/claims/9001/override', {
        csrf: csrfIn(page),
        decision: 'approve',
        reason: 'DNS provider outage; checked the company register',
      });
      expect(done.status, done.text).to.equal(303);
      expect(done.location).to.equal('/admin/claims/9001?done=approve');
      const [overridden, verified] = (await t.service.events.readStream(claimStream(9001))).slice(2);
      expect(overridden.type).to.equal('ClaimOverridden');
      expect(overridden.data).to.include({
        decision: 'approve',
        staffId: admin.accountId,
        reason: 'DNS provider outage; checked the company register',
      });
      expect(overridden.metadata).to.deep.include({
        actor: { kind: 'admin', id: admin.accountId },
        cause: 'console:claims:approve',
      });
      expect(verified.type).to.equal('ClaimVerified');
      const owned = (await t.service.events.readStream(listingStream(listing.listingId))).filter(
        (e) => e.type === 'ListingVerified',
      );
      expect(owned.map((e) => e.data)).to.deep.equal([
        {
          listingId: listing.listingId,
          ownerId: claimant.accountId,
          method: 'dns',
          claimId: 9001,
          claimPosition: verified.position,
        },
      ]);
      await settled(t.service);
      const again = await admin.client.post('/admin/claims/9001/override', {
        csrf: csrfIn(page),
        decision: 'approve',
        reason: 'sent twice',
      });
      expect(again.location).to.equal('/admin/claims/9001?done=unchanged');
      const after = (await admin.client.get('/admin/claims/9001')).text;
      expect(after).to.include('verified by the site team: DNS provider outage').and.not.include('Record the decision');
      expect(after).to.include(
        `<td>admin:${admin.accountId}</td><td>ClaimOverridden: approved</td><td>console:claims:approve</td><td>DNS provider outage; checked the company register</td>`,
      );
      const mine = (await claimant.client.get('/me/claims/9001')).text;
      expect(mine).to.include('by the site team: you manage this listing.');
      expect((await claimant.client.get('/me')).text).to.include(`href="/me/listings/${listing.listingId}">Gadget</a>`);
    });

    it('rejects a pending claim with a reason: the claimant sees it and can no longer verify it', async () => {
      await pendingClaim(9002, moderator);
      const page = (await admin.client.get('/admin/claims/9002')).text;
      const done = await admin.client.post('/admin/claims/9002/override', {
        csrf: csrfIn(page),
        decision: 'reject',
        reason: 'Not an address of the company',
      });
      expect(done.location).to.equal('/admin/claims/9002?done=reject');
      const [rejected] = (await t.service.events.readStream(claimStream(9002))).slice(2);
      expect(rejected.data).to.include({ decision: 'reject', reason: 'Not an address of the company' });
      await settled(t.service);
      expect((await admin.client.get('/admin/claims?state=rejected')).text)
        .to.include('href="/admin/claims/9002"')
        .and.not.include('href="/admin/claims/9001"');
      const theirs = (await moderator.client.get('/me/claims/9002')).text;
      expect(theirs).to.include('Rejected by the site team on').and.include('Not an address of the company');
      expect(theirs).to.not.include('Verify now');
      const verify = await moderator.client.post('/me/claims/9002/verify', { csrf: csrfIn(theirs) });
      expect(verify.text).to.include('The site team rejected this claim');
    });
  });

  describe('reviews', () => {
    it('lets admins and moderators restore a set-aside review with a reason; the listing page counts it again', async () => {
      const at = clock.now().toISOString();
      await t.service.events.appendToStream(engagementStream(listing.listingId), [
        {
          id: randomUUID(),
          type: 'ReviewPosted',
          data: {
            listingId: listing.listingId,
            reviewId: 'r-gadget',
            authorId: auditor.accountId,
            rating: 4,
            text: 'Solid little gadget',
            genuine: true,
          },
          metadata: { actor: { kind: 'user', id: auditor.accountId }, at, cause: 'post_review' },
        },
      ]);
      await settled(t.service);
      const publicPage = async () => (await new PageClient(t.baseUrl).get(`/listings/${listing.slug}`)).text;
      expect(await publicPage())
        .to.include('Solid little gadget')
        .and.include('4 from 1 genuine review');
      const page = (await moderator.client.get('/admin/reviews')).text;
      const hidden = await moderator.client.post('/admin/reviews/hide', {
        csrf: csrfIn(page),
        listing: String(listing.listingId),
        review: 'r-gadget',
        reason: 'looked bought',
      });
      expect(hidden.location).to.equal('/admin/reviews?done=hidden');
      await settled(t.service);
      expect(await publicPage()).to.not.include('Solid little gadget');
      expect(await publicPage()).to.include('1 review is not counted.');
      expect(await publicPage(), 'the rating').to.include('no genuine reviews yet');

      const seen = (await auditor.client.get('/admin/reviews')).text;
      expect(seen).to.include('Set aside by the site team: looked bought').and.not.include('Restore</button>');
      const restoreForm = {
        listing: String(listing.listingId),
        review: 'r-gadget',
        reason: 'a real customer after all',
      };
      const refused = await auditor.client.post('/admin/reviews/restore', { csrf: csrfIn(seen), ...restoreForm });
      expect(refused.status).to.equal(403);
      const queue = (await moderator.client.get('/admin/reviews')).text;
      expect(queue).to.include('Restore</button>');
      const short = await moderator.client.post('/admin/reviews/restore', {
        csrf: csrfIn(queue),
        ...restoreForm,
        reason: 'x',
      });
      expect(short.status).to.equal(400);
      const restoredAnswer = await admin.client.post('/admin/reviews/restore', {
        csrf: csrfIn((await admin.client.get('/admin/reviews')).text),
        ...restoreForm,
      });
      expect(restoredAnswer.location).to.equal('/admin/reviews?done=restored');
      const again = await admin.client.post('/admin/reviews/restore', {
        csrf: csrfIn((await admin.client.get('/admin/reviews')).text),
        ...restoreForm,
      });
      expect(again.location).to.equal('/admin/reviews?done=unchanged');
      const moderation = (await t.service.events.readStream(engagementStream(listing.listingId))).filter((e) =>
        e.type.startsWith('ReviewRestored'),
      );
      expect(moderation).to.have.length(1);
      expect(moderation[0].data).to.deep.equal({
        listingId: listing.listingId,
        reviewId: 'r-gadget',
        reason: 'a real customer after all',
        genuine: true,
      });
      expect(moderation[0].metadata).to.deep.include({
        actor: { kind: 'admin', id: admin.accountId },
        cause: 'console:reviews:restore',
      });
      await settled(t.service);
      expect(await publicPage())
        .to.include('Solid little gadget')
        .and.include('4 from 1 genuine review')
        .and.not.include('is not counted.');
      expect((await admin.client.get('/admin/reviews')).text).to.include('Counted and shown');
      const trail = (await auditor.client.get(`/admin/listings/${listing.listingId}`)).text;
      expect(trail)
        .to.include('<td>ReviewFlagged r-gadget</td><td>console:reviews:hide</td><td>looked bought</td>')
        .and.include(
          '<td>ReviewRestored r-gadget</td><td>console:reviews:restore</td><td>a real customer after all</td>',
        );
    });
  });

  describe('listings', () => {
    let widget: { listingId: number; slug: string };
    const visitor = () => new PageClient(t.baseUrl);
    /** What the public sees of the listing: its page, the API, search, the sitemap and the launches feed. */
    const seen = async () => ({
      page: (await visitor().get(`/listings/${widget.slug}`)).status,
      api: (await visitor().get(`/v1/listings/${widget.slug}`)).status,
      search: (await visitor().get('/v1/listings?q=widget')).text.includes(`"slug":"${widget.slug}"`),
      sitemap: (await visitor().get('/sitemap.xml')).text.includes(`/listings/${widget.slug}<`),
      feed: (await visitor().get('/feeds/launches.xml')).text.includes(`/listings/${widget.slug}`),
    });

    it('lets admins and moderators unpublish a listing with a reason: no public read shows it; auditors 403', async () => {
      widget = await liveListing('Widget');
      expect(await seen()).to.deep.equal({ page: 200, api: 200, search: true, sitemap: true, feed: true });
      const queue = (await auditor.client.get('/admin/listings')).text;
      expect(queue)
        .to.include(`href="/admin/listings/${widget.listingId}">Widget</a>`)
        .and.include('Only an admin or a moderator can unpublish or restore a listing.')
        .and.not.include('Unpublish</button>');
      const path = `/admin/listings/${widget.listingId}/unpublish`;
      expect((await auditor.client.post(path, { csrf: csrfIn(queue), reason: 'spam links' })).status).to.equal(403);
      const page = (await moderator.client.get('/admin/listings')).text;
      expect(page).to.include('Unpublish</button>');
      const short = await moderator.client.post(path, { csrf: csrfIn(page), reason: 'x' });
      expect(short.status).to.equal(400);
      expect(short.text).to.include('Give the reason in 3 to 500 characters.');
      const missing = await moderator.client.post('/admin/listings/424242/unpublish', {
        csrf: csrfIn(page),
        reason: 'spam links',
      });
      expect(missing.status).to.equal(404);
      const done = await moderator.client.post(path, { csrf: csrfIn(page), reason: 'spam links' });
      expect(done.location).to.equal('/admin/listings?done=unpublished');
      const again = await moderator.client.post(path, { csrf: csrfIn(page), reason: 'spam links' });
      expect(again.location).to.equal('/admin/listings?done=unchanged');
      const recorded = (await t.service.events.readStream(listingStream(widget.listingId))).filter((e) =>
        e.type.endsWith('ByStaff'),
      );
      expect(recorded.map((e) => e.type)).to.deep.equal(['ListingUnpublishedByStaff']);
      expect(recorded[0].data).to.deep.equal({
        listingId: widget.listingId,
        staffId: moderator.accountId,
        reason: 'spam links',
      });
      expect(recorded[0].metadata).to.deep.include({
        actor: { kind: 'admin', id: moderator.accountId },
        cause: 'console:listings:unpublish',
      });
      await settled(t.service);
      expect(await seen()).to.deep.equal({ page: 404, api: 404, search: false, sitemap: false, feed: false });
      expect((await admin.client.get('/admin/listings')).text)
        .to.include('unpublished (live underneath) since')
        .and.include('spam links')
        .and.include('Restore</button>');
    });

    it('restores it from its audit trail page with a reason; the trail shows both; it is public again', async () => {
      const trailPage = (await admin.client.get(`/admin/listings/${widget.listingId}`)).text;
      expect(trailPage)
        .to.include('unpublished by the site team (live underneath): spam links')
        .and.include(
          `<td>admin:${moderator.accountId}</td><td>ListingUnpublishedByStaff</td><td>console:listings:unpublish</td><td>spam links</td>`,
        );
      const done = await admin.client.post(`/admin/listings/${widget.listingId}/restore`, {
        csrf: csrfIn(trailPage),
        back: 'trail',
        reason: 'links removed by the maker',
      });
      expect(done.location).to.equal(`/admin/listings/${widget.listingId}?done=restored`);
      await settled(t.service);
      expect(await seen()).to.deep.equal({ page: 200, api: 200, search: true, sitemap: true, feed: true });
      const after = (await auditor.client.get(`/admin/listings/${widget.listingId}?done=restored`)).text;
      expect(after)
        .to.include('The listing is restored')
        .and.include(
          '<td>ListingRestoredByStaff</td><td>console:listings:restore</td><td>links removed by the maker</td>',
        );
    });

    it('keeps an unpublished listing out after every read model and the search index are rebuilt', async () => {
      const page = (await admin.client.get('/admin/listings')).text;
      await admin.client.post(`/admin/listings/${widget.listingId}/unpublish`, {
        csrf: csrfIn(page),
        reason: 'spam links again',
      });
      await settled(t.service);
      expect(await seen()).to.deep.equal({ page: 404, api: 404, search: false, sitemap: false, feed: false });
      await t.service.projections.rebuild();
      await settled(t.service);
      expect(await seen()).to.deep.equal({ page: 404, api: 404, search: false, sitemap: false, feed: false });
      await admin.client.post(`/admin/listings/${widget.listingId}/restore`, {
        csrf: csrfIn(page),
        reason: 'fixed again',
      });
      await settled(t.service);
      expect(await seen()).to.deep.equal({ page: 200, api: 200, search: true, sitemap: true, feed: true });
    });
  });

  describe('orders', () => {
    it("lets admins resend a pending order's checkout link with a reason: mailed once, in the order's trail", async () => {
      const number = 'ORD-2026-800001';
      const orders = new OrderCommands(t.service.events, t.service.clock, {
        load: () => Promise.reject(new Error('unused')),
      });
      await orders.decide(
        number,
        {
          type: 'PlaceOrder',
          number,
          accountId: claimant.accountId,
          request: { items: [] },
          priced: PRICED,
          tokenHash: 'h',
          payableUntil: new Date(clock.now().getTime() + 86_400_000).toISOString(),
        },
        { kind: 'user', id: claimant.accountId },
        'create_checkout',
      );
      await settled(t.service);
      const mails = async () =>
        (await (t.service.mailer as OutboxMailer).list()).filter(
          (m) => m.to === claimant.email && m.subject.includes(number),
        );
      expect((await auditor.client.get('/admin/orders')).text).to.include(`href="/admin/orders/${number}"`);
      const seen = (await auditor.client.get(`/admin/orders/${number}`)).text;
      expect(seen).to.not.include('Resend the checkout link');
      const path = `/admin/orders/${number}/resend-link`;
      for (const staff of [auditor, moderator])
        expect((await staff.client.post(path, { csrf: csrfIn(seen), reason: 'lost the mail' })).status).to.equal(403);
      const page = (await admin.client.get(`/admin/orders/${number}`)).text;
      expect(page).to.include('Resend the checkout link');
      const short = await admin.client.post(path, { csrf: csrfIn(page), reason: 'x' });
      expect(short.status).to.equal(400);
      const done = await admin.client.post(path, { csrf: csrfIn(page), reason: 'buyer lost the first mail' });
      expect(done.location).to.equal(`/admin/orders/${number}?done=resent`);
      await settled(t.service);
      const [mail, ...more] = await mails();
      expect(more).to.have.length(0);
      expect(linkInMail(mail.raw, `/checkout/${number}`)).to.match(
        new RegExp(`/checkout/${number}\\?t=[A-Za-z0-9_-]{43}$`),
      );
      const [resent] = await t.service.events.readStream(checkoutLinkStream(number));
      expect(resent.data).to.include({ staffId: admin.accountId, reason: 'buyer lost the first mail' });
      expect(resent.metadata).to.deep.include({
        actor: { kind: 'admin', id: admin.accountId },
        cause: 'console:order:resend-link',
      });
      const trail = (await admin.client.get(`/admin/orders/${number}?done=resent`)).text;
      expect(trail)
        .to.include('The checkout link is on its way to the buyer.')
        .and.include('<td>CheckoutLinkResent: buyer lost the first mail</td>')
        .and.include('<td>CheckoutLinkMailed</td>');
      await t.service.projections.rebuild();
      await settled(t.service);
      expect(await mails(), 'nothing mailed again after a rebuild').to.have.length(1);
    });
  });

  describe('form bodies', () => {
    it('refuses a console form over 32 kB with 413 and a clear page, recording nothing', async () => {
      const page = (await moderator.client.get('/admin/listings')).text;
      const before = (await t.service.events.readStream(listingStream(listing.listingId))).length;
      const big = await moderator.client.post(`/admin/listings/${listing.listingId}/unpublish`, {
        csrf: csrfIn(page),
        reason: 'x'.repeat(40_000),
      });
      expect(big.status).to.equal(413);
      expect(big.headers.get('content-type')).to.match(/^text\/html/);
      expect(big.text).to.include('too long').and.not.include('<script');
      expect((await t.service.events.readStream(listingStream(listing.listingId))).length).to.equal(before);
    });
  });

  describe('every action survives a rebuild', () => {
    it('shows the same queues and trails after every read model is rebuilt from the log', async () => {
      const pages = [
        '/admin/claims',
        '/admin/listings',
        `/admin/listings/${listing.listingId}`,
        '/admin/claims/9001',
        '/admin/claims/9002',
        `/admin/listings/${listing.listingId}`,
      ];
      const before = await Promise.all(pages.map(async (path) => (await admin.client.get(path)).text));
      expect(before.join(''))
        .to.include('ClaimOverridden: rejected')
        .and.include('ListingVerified')
        .and.include('ReviewRestored r-gadget');
      await t.service.projections.rebuild();
      await settled(t.service);
      for (const [i, path] of pages.entries()) expect((await admin.client.get(path)).text, path).to.equal(before[i]);
      const visitor = new PageClient(t.baseUrl);
      expect((await visitor.get('/admin/claims')).location).to.equal('/signin?next=%2Fadmin%2Fclaims');
    });
  });
});
