/**
 * The console in a real browser (Debian's chromium, playwright-core), with no script anywhere: an
 * admin goes to /admin, signs in and comes back, confirms the password, reads the dashboard's SVG
 * charts, grants a role with a reason and sees it in the audit trail; every console page at desktop
 * width (light) and 360 px (dark) has no serious axe violation and no horizontal overflow; the admin
 * hides a reported comment with a reason in /admin/comments and a visitor then sees "Hidden by the
 * site team" in its place on the listing page; a moderator's flow of issue 33: the admin unpublishes a
 * live listing with a reason in /admin/listings, a visitor then gets 404 for its page, and the admin
 * restores it from the listing's audit trail page, which shows both with their reasons; the admin reads
 * edits' before and after in /admin/edits (edits apply when made: the queue is post-moderation),
 * marks one reviewed so it leaves the to-review list, reverts another with a reason so the public page
 * shows the old text again, sets a review aside with a reason so the listing page drops it, and
 * refunds a paid order through the sandbox so its page says refunded. Every request
 * to another host is aborted. Skipped, saying why, without chromium.
 */
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { mondayOf } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { CommentActions } from '@listings/command-service/engagement';
import {
  launchTestBrowser,
  loopbackOnly,
  seriousViolations,
  settled,
  siteAtItsOwnAddress,
  skipWithoutChromium,
  startTestService,
  sweepPages,
  type TestBrowser,
  type TestService,
} from '@listings/gateway/testing';
import { listingStream } from '@listings/shared/contracts/listings';
import { commentsStream, engagementStream } from '@listings/shared/contracts/engagement';
import { claimStream } from '@listings/shared/contracts/claims';
import { member, paidOrder, PASSWORD, type Member } from './admin-testing.ts';

describe('site team console in a browser', function () {
  this.timeout(120_000);
  let service: TestService;
  let context: BrowserContext;
  let page: Page;
  let chromium: TestBrowser | undefined;
  let admin: Member;
  let newcomer: Member;
  let order: string;

  before(async function () {
    skipWithoutChromium(this);
    service = await startTestService(await siteAtItsOwnAddress());
    admin = await member(service, 'admin');
    newcomer = await member(service);
    // One edit with a long value, so the queue's before/after table is swept at 360 px too.
    await service.service.events.appendToStream(listingStream(4242), [
      {
        id: crypto.randomUUID(),
        type: 'ListingProfileChanged',
        data: {
          listingId: 4242,
          changes: { description: { before: 'Short.', after: 'A much longer description '.repeat(12) } },
        },
        metadata: {
          actor: { kind: 'user', id: newcomer.accountId },
          at: new Date().toISOString(),
          cause: 'update_listing',
        },
      },
    ]);
    order = await paidOrder(service, newcomer.accountId);
    // And one reported comment, so the comments queue's hide form is swept too.
    const at = new Date().toISOString();
    const meta = { actor: { kind: 'user' as const, id: newcomer.accountId }, at, cause: 'test' };
    await service.service.events.appendToStream(commentsStream(4242), [
      {
        id: crypto.randomUUID(),
        type: 'CommentPosted',
        data: {
          listingId: 4242,
          commentId: 'c-1',
          authorId: newcomer.accountId,
          parentId: null,
          text: 'Spam here',
          byMaker: false,
          at,
        },
        metadata: meta,
      },
      {
        id: crypto.randomUUID(),
        type: 'CommentReported',
        data: { listingId: 4242, commentId: 'c-1', reporterId: admin.accountId, reason: 'spam', at },
        metadata: meta,
      },
    ]);
    await service.service.events.appendToStream(engagementStream(4242), [
      {
        id: crypto.randomUUID(),
        type: 'ReviewPosted',
        data: {
          listingId: 4242,
          reviewId: 'r-1',
          authorId: newcomer.accountId,
          rating: 4,
          text: 'Good tool',
          genuine: true,
        },
        metadata: meta,
      },
    ]);
    // And one pending claim, so the claims queue and a claim's decision form are swept too.
    await service.service.events.appendToStream(claimStream(77), [
      {
        id: crypto.randomUUID(),
        type: 'ClaimStarted',
        data: {
          claimId: 77,
          accountId: newcomer.accountId,
          listingId: 4242,
          slug: 'gizmo',
          domain: 'gizmo.example',
          siteUrl: 'https://gizmo.example',
          method: 'meta',
          token: 'tok-77',
          at,
          previousOwnerId: null,
        },
        metadata: meta,
      },
    ]);
    await settled(service.service);
    chromium = await launchTestBrowser('console', {
      javaScriptEnabled: true, // for axe only: the console's CSP lets no script of its own run
      viewport: { width: 1280, height: 900 },
    });
    context = chromium.context;
    page = context.pages()[0] ?? (await context.newPage());
  });

  after(async () => {
    await chromium?.close();
    await service?.close();
  });

  it('an admin signs in and back, confirms the password, reads the dashboard, grants a role and changes a price', async () => {
    await page.goto(`${service.baseUrl}/admin`);
    await page.waitForURL('**/signin?next=%2Fadmin');
    await page.getByLabel('E-mail address').fill(admin.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/confirm?next=%2Fadmin');
    expect(await seriousViolations(page)).to.deep.equal([]);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/admin$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal('Dashboard');
    expect(await page.getByRole('img', { name: 'Sign-ups per week' }).count()).to.equal(1);
    expect(await page.getByRole('table', { name: 'The figures per week' }).isVisible()).to.equal(true);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
    await page.getByLabel('E-mail address of the account').fill(newcomer.email);
    await page.getByLabel('Role', { exact: true }).selectOption('moderator');
    await page.getByLabel('Where', { exact: true }).selectOption('*');
    await page.locator('#grant-reason').fill('joins the review team');
    await page.getByRole('button', { name: 'Grant' }).click();
    await page.waitForURL('**/admin/staff?done=granted');
    expect(await page.getByRole('status').textContent()).to.equal('The role is granted.');
    const trail = page.getByRole('table', { name: 'Every grant and revocation, newest first' });
    expect(await trail.locator('tbody tr').first().textContent()).to.include(
      `granted moderator (every site) to ${newcomer.email}`,
    );
    expect(await trail.locator('tbody tr').first().textContent()).to.include('joins the review team');

    // Change a price: the row's own form, with a reason; the trail says who, what and why.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('New price for Launch, USD').fill('29.50');
    const launchRow = page.getByRole('row').filter({ has: page.getByLabel('New price for Launch, USD') });
    await launchRow.getByLabel('Reason').fill('autumn price');
    await launchRow.getByRole('button', { name: 'Set price' }).click();
    await page.waitForURL('**/admin/settings?done=price');
    const settingsTrail = page.getByRole('table', {
      // The chosen site's trail (issue 30: settings are per site; the host's site by default).
      name: /^Every price, free-queue, launch calendar and promo code change of \S+ and every interview question change, newest first$/,
    });
    expect(await settingsTrail.locator('tbody tr').first().textContent())
      .to.include('launch: $29.50')
      .and.include('autumn price');
  });

  it('every console page: no serious axe violation and no overflow, light and dark, wide and 360 px', async () => {
    const failures = await sweepPages(page, service.baseUrl, [
      '/admin',
      '/admin/edits',
      '/admin/reviews',
      '/admin/comments',
      '/admin/claims',
      '/admin/claims/77',
      '/admin/listings',
      '/admin/votes',
      '/admin/orders',
      `/admin/orders/${order}`,
      '/admin/listings/4242',
      '/admin/settings',
      '/admin/settings/blog',
      '/admin/staff',
      '/admin/security',
    ]);
    expect(failures).to.deep.equal([]);
    await page.goto(`${service.baseUrl}/admin/edits`);
    expect(await page.locator('table.diff ins').textContent()).to.include('A much longer description');
    await page.goto(`${service.baseUrl}/admin/comments`);
    expect(await page.getByRole('button', { name: 'Hide' }).count()).to.equal(1);
  });

  it('hiding: the admin hides a reported comment with a reason; the listing page shows it hidden by the site team', async () => {
    // A live listing with a comment on it that someone reported (the admin, signed in and confirmed above).
    const { events, clock } = service.service;
    const team = { kind: 'admin' as const, id: 'test' };
    const listings = new ListingCommands(events, clock);
    const { listingId, slug } = await listings.create(
      { profile: { name: 'Gadget', tagline: 'Gadget does things', url: 'https://gadget.example' }, ownerId: null },
      team,
      'test',
    );
    await listings.execute(listingId, { type: 'GoLive', week: mondayOf(clock.now()), plan: 'free' }, team, 'test');
    const comments = new CommentActions({
      events,
      clock,
      people: {
        personFacts: async () => ({ emailVerified: true, throwAwayAddress: false }),
        listingFacts: async () => ({ status: 'live', ownerId: null }),
      },
    });
    const { commentId } = await comments.post(listingId, newcomer.accountId, {
      text: 'Cheap followers at spam.example',
      parentId: null,
    });
    await comments.report(listingId, admin.accountId, commentId, 'spam');
    await settled(service.service);

    await page.goto(`${service.baseUrl}/admin/comments`);
    const reported = page.locator('article').filter({ hasText: 'Cheap followers at spam.example' });
    await reported.getByLabel('Reason (its author sees it)').fill('An advertisement');
    await reported.getByRole('button', { name: 'Hide' }).click();
    await page.waitForURL('**/admin/comments?done=hidden');
    expect(await page.getByRole('status').textContent()).to.equal(
      'The comment is hidden; its author sees your reason.',
    );
    expect(await reported.textContent())
      .to.include('Hidden: An advertisement')
      .and.include(`On Gadget (hidden)`);
    await settled(service.service);

    // A visitor (no session, no script) sees the place of the comment, not its text.
    const visitor = await context.browser()!.newContext({ javaScriptEnabled: false });
    await loopbackOnly(visitor);
    const tab = await visitor.newPage();
    await tab.goto(`${service.baseUrl}/listings/${slug}`);
    const hidden = tab.locator(`#comment-${commentId}`);
    expect(await hidden.textContent())
      .to.include('Hidden by the site team')
      .and.not.include('Cheap followers');
    await visitor.close();
  });

  it('unpublishing: the admin takes a live listing off with a reason, a visitor gets 404, the trail page restores it', async () => {
    const { events, clock } = service.service;
    const team = { kind: 'admin' as const, id: 'test' };
    const listings = new ListingCommands(events, clock);
    const { listingId, slug } = await listings.create(
      {
        profile: { name: 'Doohickey', tagline: 'Doohickey does things', url: 'https://doohickey.example' },
        ownerId: null,
      },
      team,
      'test',
    );
    await listings.execute(listingId, { type: 'GoLive', week: mondayOf(clock.now()), plan: 'free' }, team, 'test');
    await settled(service.service);

    await page.goto(`${service.baseUrl}/admin/listings`);
    const row = page.getByRole('row').filter({ hasText: 'Doohickey' });
    await row.getByLabel('Reason').fill('Phishing page');
    await row.getByRole('button', { name: 'Unpublish' }).click();
    await page.waitForURL('**/admin/listings?done=unpublished');
    expect(await page.getByRole('status').textContent()).to.include('The listing is unpublished');
    const hidden = page
      .getByRole('table', { name: 'Listings unpublished by the site team' })
      .getByRole('row')
      .filter({ hasText: 'Doohickey' });
    expect(await hidden.textContent()).to.include('Phishing page');
    expect(await seriousViolations(page)).to.deep.equal([]);
    await settled(service.service);

    const visitor = await context.browser()!.newContext({ javaScriptEnabled: false });
    await loopbackOnly(visitor);
    const tab = await visitor.newPage();
    expect((await tab.goto(`${service.baseUrl}/listings/${slug}`))?.status()).to.equal(404);

    await hidden.getByRole('link', { name: 'Doohickey' }).click();
    await page.waitForURL(`**/admin/listings/${listingId}`);
    await page.getByLabel('Reason').fill('The page is gone');
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.waitForURL(`**/admin/listings/${listingId}?done=restored`);
    const trail = page.getByRole('table', { name: 'Everything recorded about this listing, oldest first' });
    expect(await trail.textContent())
      .to.include('ListingUnpublishedByStaff')
      .and.include('Phishing page')
      .and.include('ListingRestoredByStaff')
      .and.include('The page is gone');
    await settled(service.service);
    expect((await tab.goto(`${service.baseUrl}/listings/${slug}`))?.status()).to.equal(200);
    await visitor.close();
  });

  it("edits: the admin reads an edit's diff, marks one reviewed (it leaves the to-review list) and reverts another with a reason: the public page shows the old text again", async () => {
    // Edits apply when made; the queue is the site team's post-moderation (issue 33).
    const { events, clock } = service.service;
    const team = { kind: 'admin' as const, id: 'test' };
    const owner = { kind: 'user' as const, id: newcomer.accountId };
    const listings = new ListingCommands(events, clock);
    const { listingId, slug } = await listings.create(
      {
        profile: {
          name: 'Thingamajig',
          tagline: 'Thingamajig does things',
          description: 'A tool for things.',
          url: 'https://thingamajig.example',
        },
        ownerId: null,
      },
      team,
      'test',
    );
    await listings.execute(listingId, { type: 'GoLive', week: mondayOf(clock.now()), plan: 'free' }, team, 'test');
    await listings.execute(
      listingId,
      { type: 'ChangeProfile', changes: { description: 'A tool for all sorts of things.' } },
      owner,
      'update_listing',
    );
    await listings.execute(
      listingId,
      { type: 'ChangeProfile', changes: { tagline: 'Cheap pills at spam.example' } },
      owner,
      'update_listing',
    );
    await settled(service.service);
    const visitor = await context.browser()!.newContext({ javaScriptEnabled: false });
    await loopbackOnly(visitor);
    const tab = await visitor.newPage();
    await tab.goto(`${service.baseUrl}/listings/${slug}`);
    expect(await tab.locator('main').textContent()).to.include('Cheap pills at spam.example');

    await page.goto(`${service.baseUrl}/admin`);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Edits' }).click();
    await page.waitForURL('**/admin/edits');
    const edits = page.locator('article').filter({ has: page.getByRole('heading', { name: /^Thingamajig/ }) });
    const described = edits.filter({ has: page.getByRole('rowheader', { name: 'description' }) });
    const retagged = edits.filter({ has: page.getByRole('rowheader', { name: 'tagline' }) });
    const tagline = retagged.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'tagline' }) });
    expect(await tagline.locator('del').textContent()).to.equal('Thingamajig does things');
    expect(await tagline.locator('ins').textContent()).to.equal('Cheap pills at spam.example');
    expect(await retagged.textContent()).to.include(`by user ${newcomer.accountId}, cause update_listing`);
    expect(await described.textContent()).to.include('To review');

    // Approve the description edit: it leaves the to-review list, and shows under Reviewed.
    await described.getByLabel('Note (optional)').fill('Reads well');
    await described.getByRole('button', { name: 'Mark reviewed' }).click();
    await page.waitForURL('**/admin/edits?state=to-review&done=reviewed');
    expect(await page.getByRole('status').textContent()).to.equal('The edit is marked reviewed.');
    await settled(service.service);
    await page.reload();
    expect(await described.count(), 'no longer to review').to.equal(0);
    expect(await retagged.count()).to.equal(1);
    await page.getByRole('link', { name: 'Reviewed', exact: true }).click();
    await page.waitForURL('**/admin/edits?state=reviewed');
    expect(await described.textContent())
      .to.include(`Reviewed by admin ${admin.accountId}`)
      .and.include('Reads well');

    // Revert the tagline edit with a reason: the listing's newest version has the old tagline.
    await page.getByRole('link', { name: 'To review', exact: true }).click();
    await page.waitForURL('**/admin/edits?state=to-review');
    await retagged.getByLabel('Reason for reverting').fill('Spam in the tagline');
    await retagged.getByRole('button', { name: 'Revert' }).click();
    await page.waitForURL('**/admin/edits?state=to-review&done=reverted');
    expect(await page.getByRole('status').textContent()).to.include('The edit is reverted');
    await settled(service.service);
    await page.getByRole('link', { name: 'Reverted', exact: true }).click();
    expect(await retagged.textContent())
      .to.include(`Reverted by admin ${admin.accountId}`)
      .and.include('Spam in the tagline');

    await tab.goto(`${service.baseUrl}/listings/${slug}`);
    const shown = await tab.locator('main').textContent();
    expect(shown).to.include('Thingamajig does things').and.not.include('Cheap pills');
    expect(shown, 'the reviewed edit stands').to.include('A tool for all sorts of things.');
    await visitor.close();

    // Both are in the listing's audit trail.
    await page.goto(`${service.baseUrl}/admin/listings/${listingId}`);
    const trail = page.getByRole('table', { name: 'Everything recorded about this listing, oldest first' });
    expect(await trail.textContent())
      .to.include('ListingEditReviewed')
      .and.include('Reads well')
      .and.include('ListingEditReverted')
      .and.include('Spam in the tagline');
  });

  it('reviews: the admin sets a review aside with a reason in /admin/reviews; the listing page no longer shows it', async () => {
    const { events, clock } = service.service;
    const team = { kind: 'admin' as const, id: 'test' };
    const listings = new ListingCommands(events, clock);
    const { listingId, slug } = await listings.create(
      { profile: { name: 'Whatsit', tagline: 'Whatsit does things', url: 'https://whatsit.example' }, ownerId: null },
      team,
      'test',
    );
    await listings.execute(listingId, { type: 'GoLive', week: mondayOf(clock.now()), plan: 'free' }, team, 'test');
    await events.appendToStream(engagementStream(listingId), [
      {
        id: crypto.randomUUID(),
        type: 'ReviewPosted',
        data: {
          listingId,
          reviewId: 'r-whatsit',
          authorId: newcomer.accountId,
          rating: 5,
          text: 'Five stars, buy followers at spam.example',
          genuine: true,
        },
        metadata: {
          actor: { kind: 'user', id: newcomer.accountId },
          at: clock.now().toISOString(),
          cause: 'post_review',
        },
      },
    ]);
    await settled(service.service);
    const visitor = await context.browser()!.newContext({ javaScriptEnabled: false });
    await loopbackOnly(visitor);
    const tab = await visitor.newPage();
    await tab.goto(`${service.baseUrl}/listings/${slug}`);
    expect(await tab.locator('main').textContent()).to.include('Five stars, buy followers');

    await page.goto(`${service.baseUrl}/admin`);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reviews' }).click();
    await page.waitForURL('**/admin/reviews');
    const review = page.locator('article').filter({ hasText: 'Five stars, buy followers' });
    expect(await review.textContent()).to.include('Counted and shown');
    await review.getByLabel('Reason').fill('An advertisement');
    await review.getByRole('button', { name: 'Set aside' }).click();
    await page.waitForURL('**/admin/reviews?done=hidden');
    expect(await page.getByRole('status').textContent()).to.equal(
      'The review is set aside: no longer shown or counted.',
    );
    expect(await review.textContent()).to.include('Set aside by the site team: An advertisement');
    await settled(service.service);

    await tab.goto(`${service.baseUrl}/listings/${slug}`);
    const after = await tab.locator('main').textContent();
    expect(after).to.include('1 review is not counted.');
    expect(after).to.not.include('Five stars, buy followers');
    await visitor.close();
  });

  it('orders: the admin refunds a paid order with a reason through the sandbox; the order shows refunded', async () => {
    const number = await paidOrder(service, newcomer.accountId);
    await settled(service.service);

    await page.goto(`${service.baseUrl}/admin`);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/admin/orders');
    await page.getByRole('table', { name: 'Paid and refunded orders' }).getByRole('link', { name: number }).click();
    await page.waitForURL(`**/admin/orders/${number}`);
    expect(await page.locator('main').textContent()).to.include('paid · total $29.00 · refunded $0.00');
    await page.getByLabel('Reason').fill('Charged twice');
    await page.getByRole('button', { name: 'Refund through the payment provider' }).click();
    await page.waitForURL(`**/admin/orders/${number}?done=refund`);
    expect(await page.getByRole('status').textContent()).to.include('The refund is recorded');
    await settled(service.service);

    await page.reload();
    const main = await page.locator('main').textContent();
    expect(main).to.include('refunded · total $29.00 · refunded $29.00').and.not.include('partially');
    expect(main).to.include('Charged twice').and.include('PaymentRefunded');
    expect(await page.getByRole('button', { name: 'Refund through the payment provider' }).count()).to.equal(0);
  });
});
