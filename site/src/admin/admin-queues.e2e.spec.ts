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
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { csrfIn, PageClient } from '../kit/testing.ts';
import { confirm, manualClock, member, type Member } from './admin-testing.ts';

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

  describe('every action survives a rebuild', () => {
    it('shows the same queues and trails after every read model is rebuilt from the log', async () => {
      const pages = [
        '/admin/claims',
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
