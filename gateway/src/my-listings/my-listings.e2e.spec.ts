import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSafeFetcher, type OutboxMailer } from '@listings/shared/platform';
import { mondayOf, addWeeks, silentLogger } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { SiteContentCommands } from '@listings/command-service/site-content';
import {
  OwnedListings,
  BadgeRecheckScheduler,
  FreePlan,
  createBadgeChecker,
} from '@listings/command-service/my-listings';
import { engagementStream } from '@listings/shared/contracts/engagement';
import { LISTING_EDITS_COLLECTION } from '@listings/projectors/my-listings';
import { freeQueueWeeks } from '@listings/projectors/site-content';
import { badgeRecheckCandidates } from '@listings/query-service/my-listings';
import { startTestService, type TestService } from '../testing/test-service.ts';

describe('my listings end to end', function () {
  this.timeout(30_000);
  let t: TestService;
  let site: Server;
  let siteUrl: string;
  const pages = new Map<string, string>();
  const fetcher = createSafeFetcher({ userAgent: 'test', allowedAddresses: ['127.0.0.1'] });
  let owner: { key: string; accountId: string };
  let stranger: { key: string; accountId: string };
  let follower: { key: string; accountId: string };
  let base: string;
  const admin = { kind: 'admin' as const, id: 'test' };

  const createListing = async (name: string, ownerId: string, categories = ['developer-tools']) => {
    const path = `/${name.toLowerCase().replace(/\W+/g, '-')}`;
    pages.set(path, `<html><body><h1>${name}</h1></body></html>`);
    const made = await new ListingCommands(t.service.events, t.service.clock).create(
      {
        profile: {
          name,
          url: `${siteUrl}${path}`,
          tagline: 'Old tagline',
          founded_year: 2018,
          faqs: [{ question: 'Old?', answer: 'Yes.' }],
          categories,
        },
        ownerId,
      },
      admin,
      'test',
    );
    await t.service.projections.waitForPosition(made.position, 5000);
    return { ...made, path };
  };

  before(async () => {
    site = createServer((req, res) => {
      const html = pages.get(req.url ?? '/');
      res.writeHead(html ? 200 : 404, { 'content-type': 'text/html' }).end(html ?? 'not found');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    t = await startTestService({}, { myListings: { badgeFetcher: fetcher, badgeRecheck: { tickMs: 0 } } });
    base = t.service.config.site.publicBaseUrl;
    owner = await t.createKey(['account:read', 'listings:write']);
    stranger = await t.createKey(['account:read', 'listings:write']);
    follower = await t.createKey(['account:read'], `follower-${Date.now()}@example.com`);
  });
  after(async () => {
    await t.close();
    await new Promise((resolve) => site.close(resolve));
  });

  let acme: Awaited<ReturnType<typeof createListing>>;
  let beta: Awaited<ReturnType<typeof createListing>>;

  it('list_my_listings: the own listings in any status, newest first, paged; none of another account', async () => {
    acme = await createListing('Acme Rockets', owner.accountId);
    beta = await createListing('Beta Boats', owner.accountId);
    await createListing('Stranger Things', stranger.accountId);
    const { status, body } = await t.call('GET', '/me/listings', { key: owner.key });
    expect(status).to.equal(200);
    expect(body).to.include({ page: 1, per_page: 20, total: 2 });
    expect(body.items.map((i: any) => i.listing_id)).to.deep.equal([beta.listingId, acme.listingId]);
    expect(body.items[0]).to.include({
      slug: beta.slug,
      status: 'draft',
      plan: null,
      launch_week: null,
      public: false,
    });
    const paged = await t.call('GET', '/me/listings?per_page=1&page=2', { key: owner.key });
    expect(paged.body.items.map((i: any) => i.listing_id)).to.deep.equal([acme.listingId]);
    expect((await t.call('GET', '/me/listings', { key: stranger.key })).body.total).to.equal(1);
  });

  it("get_my_listing: status, plan, week, sections, history; another account's listing is a 404", async () => {
    const { status, body } = await t.call('GET', `/me/listings/${acme.listingId}`, { key: owner.key });
    expect(status).to.equal(200);
    expect(body).to.include({
      listing_id: acme.listingId,
      slug: acme.slug,
      name: 'Acme Rockets',
      status: 'draft',
      plan: null,
      launch_week: null,
      versions: 1,
    });
    expect(body.last_edits).to.deep.equal([]);
    expect(body.public_sections).to.deep.equal([]);
    expect(body).to.have.property('story');
    expect(body.pending_badge_check).to.equal(null);
    expect((await t.call('GET', `/me/listings/${acme.listingId}`, { key: stranger.key })).status).to.equal(404);
    expect((await t.call('GET', '/me/listings/9999', { key: owner.key })).status).to.equal(404);
    expect((await t.call('GET', `/me/listings/${acme.listingId}`)).status).to.equal(401);
  });

  it('update_my_listing: publishes at once, kept in version history with before/after; the site team has a copy', async () => {
    const body = {
      fields: {
        tagline: 'Rockets for all',
        founded_year: 2019,
        features: ['Fast'],
        headline: 'Go up',
        seo_title: 'Acme',
      },
      socials: { x: 'https://x.com/acme', github: 'https://github.com/acme' },
      faqs: [{ question: 'Is it fast?', answer: 'Very.' }],
      apply_to: ['all'],
    };
    const response = await t.call('PATCH', `/me/listings/${acme.listingId}`, {
      key: owner.key,
      body,
      headers: { 'idempotency-key': 'edit-1' },
    });
    expect(response.status).to.equal(200);
    expect(response.body).to.include({
      tagline: 'Rockets for all',
      founded_year: 2019,
      headline: 'Go up',
      versions: 2,
    });
    expect(response.body.applied_to).to.deep.equal(['main']);
    expect(response.body.socials).to.deep.equal(body.socials);
    expect(response.body.faqs).to.deep.equal(body.faqs);
    expect(response.body.changed_fields).to.have.members([
      'tagline',
      'founded_year',
      'features',
      'headline',
      'seo_title',
      'socials',
      'faqs',
    ]);
    const [edit] = response.body.last_edits;
    expect(edit).to.include({ by: 'user', cause: 'update_my_listing' });
    expect(edit.changes.tagline).to.deep.equal({ before: 'Old tagline', after: 'Rockets for all' });
    expect(edit.changes.founded_year).to.deep.equal({ before: 2018, after: 2019 });
    expect(edit.changes.faqs.before).to.deep.equal([{ question: 'Old?', answer: 'Yes.' }]);

    const rows = await t.service.documents.collection(LISTING_EDITS_COLLECTION).find({ listing_id: acme.listingId });
    expect(rows).to.have.length(1);
    expect(rows[0]).to.deep.include({ actor: { kind: 'user', id: owner.accountId }, cause: 'update_my_listing' });
    expect((rows[0].changes as any).seo_title).to.deep.equal({ before: null, after: 'Acme' });

    // The same edit again changes nothing and adds no version.
    const again = await t.call('PATCH', `/me/listings/${acme.listingId}`, {
      key: owner.key,
      body: { fields: { tagline: 'Rockets for all' } },
    });
    expect(again.body).to.include({ versions: 2 });
    expect(again.body.changed_fields).to.deep.equal([]);
  });

  it('update_my_listing refuses unknown sites, a founded_year string and other accounts', async () => {
    const unknown = await t.call('PATCH', `/me/listings/${acme.listingId}`, {
      key: owner.key,
      body: { fields: { headline: 'x' }, apply_to: ['main', 'other'] },
    });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.errors[0]).to.include({ field: 'body.apply_to.1', code: 'unknown_site' });
    const year = await t.call('PATCH', `/me/listings/${acme.listingId}`, {
      key: owner.key,
      body: { fields: { founded_year: '2019' } },
    });
    expect(year.status).to.equal(400);
    expect(
      (
        await t.call('PATCH', `/me/listings/${acme.listingId}`, {
          key: owner.key,
          body: { fields: { founded_year: null } },
        })
      ).body.founded_year,
    ).to.equal(null);
    expect(
      (
        await t.call('PATCH', `/me/listings/${acme.listingId}`, {
          key: stranger.key,
          body: { fields: { tagline: 'mine' } },
        })
      ).status,
    ).to.equal(404);
    expect((await t.call('GET', `/me/listings/${acme.listingId}`, { key: owner.key })).body.tagline).to.equal(
      'Rockets for all',
    );
  });

  it('post_listing_update: 201, feeds latest updates, and each follower is told once (replays send nothing more)', async () => {
    const metadata = { actor: { kind: 'user' as const, id: 'x' }, at: new Date().toISOString(), cause: 'test' };
    await t.service.events.appendToStream(engagementStream(acme.listingId), [
      {
        id: randomUUID(),
        type: 'ListingFollowed',
        data: { listingId: acme.listingId, followerId: follower.accountId },
        metadata,
      },
      {
        id: randomUUID(),
        type: 'ListingFollowed',
        data: { listingId: acme.listingId, followerId: 'visitor-without-account' },
        metadata,
      },
    ]);
    const response = await t.call('POST', `/me/listings/${acme.listingId}/updates`, {
      key: owner.key,
      body: { title: 'v2 is out', body: 'Faster rockets.' },
      headers: { 'idempotency-key': 'upd-1' },
    });
    expect(response.status).to.equal(201);
    expect(response.body.update).to.include({ id: 1, title: 'v2 is out', body: 'Faster rockets.' });
    expect(response.body.latest_updates[0]).to.include({ id: 1, title: 'v2 is out' });
    expect(
      (
        await t.call('POST', `/me/listings/${acme.listingId}/updates`, {
          key: stranger.key,
          body: { title: 'x', body: 'y' },
        })
      ).status,
    ).to.equal(404);

    // Told by the engagement feature's notification-mail-reactor (issue 32): one mail to the follower with
    // an address, with a one-click unsubscribe; its replays are in notification-mail.reactor.int.spec.ts.
    const mailer = t.service.mailer as OutboxMailer;
    const mails = async () => (await mailer.list()).filter((m) => m.subject.includes('v2 is out'));
    for (let i = 0; i < 100 && (await mails()).length < 1; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await mails()).to.have.length(1);
    expect((await mails())[0].to).to.contain('follower-');
    expect((await mails())[0].raw).to.contain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('add_milestone (201 with its id) and delete_milestone (200; unknown id 404)', async () => {
    const first = await t.call('POST', `/me/listings/${acme.listingId}/milestones`, {
      key: owner.key,
      body: { date: '2026-01-05', title: 'First customer', url: 'https://acme.test/blog/1' },
    });
    expect(first.status).to.equal(201);
    expect(first.body).to.include({
      id: 1,
      date: '2026-01-05',
      title: 'First customer',
      listing_id: acme.listingId,
      shown_publicly: false,
    });
    const second = await t.call('POST', `/me/listings/${acme.listingId}/milestones`, {
      key: owner.key,
      body: { date: '2026-02-01', title: 'Series A' },
    });
    expect(second.body.id).to.equal(2);
    expect(second.body.milestones.map((m: any) => m.id)).to.deep.equal([1, 2]);
    const deleted = await t.call('DELETE', `/me/listings/${acme.listingId}/milestones/1`, { key: owner.key });
    expect(deleted.status).to.equal(200);
    expect(deleted.body.milestones.map((m: any) => m.id)).to.deep.equal([2]);
    expect((await t.call('DELETE', `/me/listings/${acme.listingId}/milestones/1`, { key: owner.key })).status).to.equal(
      404,
    );
    expect(
      (await t.call('DELETE', `/me/listings/${acme.listingId}/milestones/2`, { key: stranger.key })).status,
    ).to.equal(404);
    expect(
      (
        await t.call('POST', `/me/listings/${acme.listingId}/milestones`, {
          key: owner.key,
          body: { title: 'no date' },
        })
      ).status,
    ).to.equal(400);
  });

  it('set_founder_story: 200; the owner sees it, the public only when the section is unlocked', async () => {
    const story = { title: 'How we started', why_started: 'Rockets were too dear.', lessons: 'Ship.' };
    const response = await t.call('PUT', `/me/listings/${acme.listingId}/story`, { key: owner.key, body: story });
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.include({ story, shown_publicly: false });
    expect(
      (await t.call('PUT', `/me/listings/${acme.listingId}/story`, { key: stranger.key, body: story })).status,
    ).to.equal(404);
  });

  it('not_found_on_website stops listing a fact once the owner gives it', async () => {
    const made = await new ListingCommands(t.service.events, t.service.clock).create(
      {
        profile: {
          name: 'Quiet Co',
          url: `${siteUrl}/quiet-co`,
          categories: ['developer-tools'],
          not_found_on_website: ['pricing_model', 'city'],
        },
        ownerId: owner.accountId,
      },
      admin,
      'test',
    );
    await t.service.projections.waitForPosition(made.position, 5000);
    const edited = await t.call('PATCH', `/me/listings/${made.listingId}`, {
      key: owner.key,
      body: { fields: { pricing_model: 'Freemium' } },
    });
    expect(edited.status).to.equal(200);
    expect(edited.body.not_found_on_website).to.deep.equal(['city']);
  });

  it('choose_free_listing refuses a listing without a primary category (409, with the reason), before looking for the badge', async () => {
    const bare = await createListing('Bare Co', owner.accountId, []);
    const refused = await t.call('POST', `/me/listings/${bare.listingId}/free`, { key: owner.key });
    expect(refused.status).to.equal(409);
    expect(refused.body.code).to.equal('primary_category_required');
    expect(refused.body.detail).to.match(/primary/);
    expect((await t.call('GET', `/me/listings/${bare.listingId}`, { key: owner.key })).body).to.include({
      status: 'draft',
      badge_check: null,
    });
  });

  it('choose_free_listing: badge missing → awaiting_badge; badge found on a later call → queued free-queue weeks out; then 409', async () => {
    const missing = await t.call('POST', `/me/listings/${acme.listingId}/free`, { key: owner.key });
    expect(missing.status).to.equal(200);
    expect(missing.body).to.include({ status: 'awaiting_badge', plan: 'free', launch_week: null, queued_week: null });
    expect(missing.body.badge).to.include({ found: false, result: 'missing' });
    expect(missing.body.pending_badge_check.embed_html).to.contain(`${base}/listings/${acme.slug}`);
    expect(missing.body.badge_check).to.include({ checks: 1, found: false });
    expect((await t.call('POST', `/me/listings/${acme.listingId}/free`, { key: stranger.key })).status).to.equal(404);
    // get_badges (public, credentials accepted): the owner gets the embed code of the listing waiting
    // for its badge; anonymous callers and other accounts still get 404 for a listing not public yet.
    const ownBadges = await t.call('GET', `/listings/${acme.slug}/badges`, { key: owner.key });
    expect(ownBadges.status).to.equal(200);
    expect(ownBadges.body.badges.map((badge: { type: string }) => badge.type)).to.deep.equal(['listed_on']);
    expect(ownBadges.body.badges[0].embed_html).to.equal(missing.body.pending_badge_check.embed_html);
    expect((await t.call('GET', `/listings/${acme.slug}/badges`)).status).to.equal(404);
    expect((await t.call('GET', `/listings/${acme.slug}/badges`, { key: stranger.key })).status).to.equal(404);

    pages.set(
      acme.path,
      `<html><body><a href="${base}/listings/${acme.slug}"><img src="${base}/badges/${acme.slug}/listed_on.svg" alt="Listed"></a></body></html>`,
    );
    const found = await t.call('POST', `/me/listings/${acme.listingId}/free`, { key: owner.key });
    expect(found.status).to.equal(200);
    const week = addWeeks(mondayOf(new Date()), 4);
    expect(found.body).to.include({
      status: 'scheduled',
      plan: 'free',
      launch_week: week,
      queued_week: week,
      public: true,
    });
    expect(found.body.pending_badge_check).to.equal(null);
    expect(found.body.badge_check).to.include({ checks: 2, found: true });

    const publicView = await t.call('GET', `/listings/${acme.slug}`);
    expect(publicView.status).to.equal(200);
    expect(publicView.body).to.include({ tagline: 'Rockets for all', status: 'upcoming' });
    expect(publicView.body).not.to.have.property('story');
    expect(publicView.body).not.to.have.property('milestones');

    const again = await t.call('POST', `/me/listings/${acme.listingId}/free`, { key: owner.key });
    expect(again.status).to.equal(409);
  });

  it('the badge re-check finds a badge put up later (image only) and queues the listing; a second round does nothing', async () => {
    await new SiteContentCommands(t.service.events, t.service.clock).setting(
      { type: 'SetFreeQueueWeeks', weeks: 2 },
      admin,
      'test',
    );
    const first = await t.call('POST', `/me/listings/${beta.listingId}/free`, { key: owner.key });
    expect(first.body.status).to.equal('awaiting_badge');
    pages.set(
      beta.path,
      `<html><body><img src="${base}/badges/${beta.slug}/launched_on.svg?shape=pill&amp;size=s"></body></html>`,
    );
    const { events, documents, clock } = t.service;
    const freePlan = new FreePlan({
      events,
      clock,
      owned: new OwnedListings(events, clock),
      checker: createBadgeChecker(fetcher, base),
      freeQueueWeeks: () => freeQueueWeeks(documents),
    });
    const scheduler = new BadgeRecheckScheduler({
      freePlan,
      clock,
      logger: silentLogger,
      candidates: (n) => badgeRecheckCandidates(documents, n),
      settings: { intervalMs: 0 },
    });
    expect(await scheduler.tick()).to.equal(1);
    await t.service.projections.waitForPosition(await events.headPosition(), 5000);
    const listing = (await t.call('GET', `/me/listings/${beta.listingId}`, { key: owner.key })).body;
    expect(listing).to.include({ status: 'scheduled', launch_week: addWeeks(mondayOf(new Date()), 2) });
    expect(listing.badge_check).to.include({ checks: 2, found: true });
    expect(await scheduler.tick()).to.equal(0);
  });

  it('answer_interview: answers to active questions, stored per account; unknown or retired questions are 400 naming the entry', async () => {
    const content = new SiteContentCommands(t.service.events, t.service.clock);
    for (const text of ['Why did you start?', 'What would you do differently?', 'Retired question'])
      await content.interviewQuestion({ type: 'AddInterviewQuestion', text }, admin, 'test');
    const retired = await content.interviewQuestion({ type: 'RetireInterviewQuestion', id: 3 }, admin, 'test');
    await t.service.projections.waitForPosition(retired.position, 5000);

    const response = await t.call('PUT', '/me/interview', {
      key: owner.key,
      body: {
        answers: [
          { question_id: 2, answer: 'Ship sooner.' },
          { question_id: 1, answer: 'Rockets were too dear.' },
        ],
      },
    });
    expect(response.status).to.equal(200);
    expect(response.body).to.include({ account_id: owner.accountId, total: 2 });
    expect(response.body.answers[0]).to.include({
      question_id: 1,
      question: 'Why did you start?',
      answer: 'Rockets were too dear.',
    });

    const more = await t.call('PUT', '/me/interview', {
      key: owner.key,
      body: { answers: [{ question_id: 2, answer: '' }] },
    });
    expect(more.body.answers.map((a: any) => a.question_id)).to.deep.equal([1]);

    const unknown = await t.call('PUT', '/me/interview', {
      key: owner.key,
      body: {
        answers: [
          { question_id: 1, answer: 'x' },
          { question_id: 99, answer: 'y' },
        ],
      },
    });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.errors[0]).to.include({ field: 'body.answers.1.question_id', code: 'unknown_question' });
    const retiredAnswer = await t.call('PUT', '/me/interview', {
      key: owner.key,
      body: { answers: [{ question_id: 3, answer: 'x' }] },
    });
    expect(retiredAnswer.body.errors[0]).to.include({ field: 'body.answers.0.question_id' });
    expect(
      (
        await t.call('PUT', '/me/interview', {
          key: stranger.key,
          body: { answers: [{ question_id: 1, answer: 'Mine.' }] },
        })
      ).body.total,
    ).to.equal(1);
  });
});
