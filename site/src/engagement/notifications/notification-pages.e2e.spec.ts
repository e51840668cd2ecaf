/**
 * Notifications through the site's pages, over HTTP with a real listening service (issue 32, part 3):
 * who is told of what on /notifications, the header's unread count (signed in only: anonymous pages
 * stay public and cached), "mark all read" as a CSRF form, the settings form as events, and the mails'
 * one-click unsubscribe (RFC 8058) posted without a session.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import type { OutboxMailer } from '@listings/shared/platform';
import { notificationsStream } from '@listings/shared/contracts/engagement';
import { ListingCommands } from '@listings/command-service/listings';
import { CommentActions, EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { PageClient, csrfIn, newPerson, signUpAndIn } from '../../kit/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const unreadIn = (text: string) =>
  /<span class="unread">(\d+)<span class="visually-hidden"> unread/.exec(text)?.[1] ?? null;

describe('notifications, through the pages', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-18T12:00:00.000Z');
  let service: TestService;
  type Person = { browser: PageClient; accountId: string; email: string };
  let ann: Person;
  let bob: Person;
  let widgetId = 0;

  const person = async (name: string): Promise<Person> => {
    const browser = new PageClient(service.baseUrl);
    const who = { ...newPerson(), name };
    await signUpAndIn(browser, who);
    return { browser, accountId: (await service.service.accounts.accountIdByEmail(who.email))!, email: who.email };
  };
  const types = async (stream: string) =>
    (await service.service.events.readStream(stream).catch(() => [])).map((e) => e.type);
  const mails = async () => (service.service.mailer as OutboxMailer).list();

  before(async () => {
    service = await startTestService({}, { clock });
    ann = await person('Ann Maker');
    bob = await person('Bob Visitor');
    const listings = new ListingCommands(service.service.events, clock);
    ({ listingId: widgetId } = await listings.create(
      {
        profile: { name: 'Widget', tagline: 'Widget does things', url: 'https://widget.example' },
        ownerId: ann.accountId,
      },
      admin,
      't',
    ));
    await new EngagementCommands(service.service.events, clock).execute(
      { type: 'Follow', listingId: widgetId, followerId: bob.accountId, ...SIMULATED_PERSON },
      { kind: 'user', id: bob.accountId },
      't',
    );
    await listings.execute(widgetId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't'); // ann, bob
    const comments = new CommentActions({
      events: service.service.events,
      clock,
      people: { personFacts: async () => SIMULATED_PERSON.person, listingFacts: async () => SIMULATED_PERSON.listing },
    });
    const { commentId } = await comments.post(widgetId, bob.accountId, { text: 'Does it sync?', parentId: null }); // ann
    await comments.post(widgetId, ann.accountId, { text: 'Yes, <b>it</b> does.', parentId: commentId }); // bob
    await settled(service.service);
  });
  after(() => service?.close());

  it('the pages need a session; anonymous pages show no count and stay publicly cached', async () => {
    const stranger = new PageClient(service.baseUrl);
    for (const path of ['/notifications', '/account/notifications']) {
      const page = await stranger.get(path);
      expect(page.status, path).to.equal(303);
      expect(page.location).to.equal(`/signin?next=${encodeURIComponent(path)}`);
    }
    const home = await stranger.get('/');
    expect(home.headers.get('cache-control')).to.match(/^public/);
    expect(home.text).not.to.contain('href="/notifications"');
    const signedIn = await ann.browser.get('/');
    expect(signedIn.headers.get('cache-control')).to.equal('private, no-store');
    expect(unreadIn(signedIn.text)).to.equal('2');
  });

  it('lists each person’s notifications, unread marked, linking to the place on the listing', async () => {
    const page = await ann.browser.get('/notifications');
    expect(page.status).to.equal(200);
    expect(page.text).to.contain('2 unread.');
    expect(page.text).to.match(
      /<strong class="new">New<\/strong> <a href="\/listings\/widget#comment-[0-9a-f-]{36}">Widget: New comment<\/a>/,
    );
    expect(page.text).to.contain('<a href="/listings/widget">Widget: Your product launched</a>');
    expect(page.text).not.to.contain('reply');
    const bobs = await bob.browser.get('/notifications');
    expect(bobs.text).to.contain('Widget: New reply to your comment').and.contain('Widget: Launched');
    expect(bobs.text).not.to.contain('New comment');
  });

  it('marks all read with the page’s form (CSRF checked, nothing written without it); newer ones stay unread', async () => {
    const page = await ann.browser.get('/notifications');
    const through = /name="through" value="(\d+)"/.exec(page.text)![1];
    const refused = await ann.browser.post('/notifications/read', { csrf: 'x'.repeat(43), through });
    expect(refused.status).to.equal(403);
    expect(await types(notificationsStream(ann.accountId))).to.deep.equal([]);
    const done = await ann.browser.post('/notifications/read', { csrf: csrfIn(page.text), through });
    expect(done.status).to.equal(303);
    expect(done.location).to.equal('/notifications?done=read');
    const after = await ann.browser.get('/notifications?done=read');
    expect(after.text).to.contain('Nothing unread.').and.contain('are marked read');
    expect(after.text).not.to.contain('class="new"');
    expect(unreadIn(after.text)).to.equal(null);
    expect(await types(notificationsStream(ann.accountId))).to.deep.equal(['NotificationsRead']);

    // A review after the page was drawn: unread again, counted in the header.
    await new EngagementCommands(service.service.events, clock).execute(
      {
        type: 'Review',
        listingId: widgetId,
        reviewId: 'r-bob',
        authorId: bob.accountId,
        rating: 5,
        text: 'Great',
        ...SIMULATED_PERSON,
      },
      { kind: 'user', id: bob.accountId },
      't',
    );
    await settled(service.service);
    const later = await ann.browser.get('/notifications');
    expect(unreadIn(later.text)).to.equal('1');
    expect(later.text).to.contain('Widget: New review (5 of 5)');
  });

  it('mails carry a one-click unsubscribe that works without a session (RFC 8058) and only with the signed token', async () => {
    const reply = (await mails()).find(
      (m) => m.to.includes(bob.email) && m.subject === 'Widget: New reply to your comment',
    )!;
    expect(reply, 'the reply mailed to bob').to.not.equal(undefined);
    const raw = reply.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).to.contain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = /List-Unsubscribe: <([^>]+)>/.exec(raw)![1];
    const path = url.slice(service.service.config.site.publicBaseUrl.length);
    expect(path).to.match(/^\/notifications\/unsubscribe\?t=/);

    const anonymous = new PageClient(service.baseUrl);
    const confirm = await anonymous.get(path);
    expect(confirm.status).to.equal(200);
    expect(confirm.text).to.contain('Stop these e-mails?');
    expect(await types(notificationsStream(bob.accountId))).to.deep.equal([]); // a GET changes nothing

    const oneClick = (target: string) =>
      fetch(service.baseUrl + target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const forged = await oneClick(path.replace(/.$/, path.endsWith('A') ? 'B' : 'A'));
    expect(forged.status).to.equal(400);
    expect(await types(notificationsStream(bob.accountId))).to.deep.equal([]);
    const done = await oneClick(path);
    expect(done.status).to.equal(200);
    expect(await done.text()).to.contain('No more e-mail for “Replies to my comments”');
    expect(await types(notificationsStream(bob.accountId))).to.deep.equal(['NotificationSettingsSaved']);
    const settings = await bob.browser.get('/account/notifications');
    expect(settings.text).to.contain('id="comment_reply_site" name="comment_reply_site" checked');
    expect(settings.text).to.match(/id="comment_reply_email" name="comment_reply_email">/);
    expect(settings.text).to.contain('id="followed_product_email" name="followed_product_email" checked');
  });

  it('saves the settings form as an event, and honours it: a kind off on the site is not listed', async () => {
    const page = await ann.browser.get('/account/notifications');
    const saved = await ann.browser.post('/account/notifications', {
      csrf: csrfIn(page.text),
      comment_reply_site: 'on',
      product_milestone_site: 'on',
      product_milestone_email: 'on',
      followed_product_site: 'on',
      frequency: 'weekly',
    });
    expect(saved.status).to.equal(303);
    expect(saved.location).to.equal('/account/notifications?done=saved');
    const shown = await ann.browser.get('/account/notifications?done=saved');
    expect(shown.text).to.contain('settings are saved');
    expect(shown.text).to.contain('id="frequency-weekly" name="frequency" value="weekly" checked');
    expect(shown.text).to.match(/id="product_discussion_site" name="product_discussion_site">/);
    const bad = await ann.browser.post('/account/notifications', { csrf: csrfIn(page.text), frequency: 'hourly' });
    expect(bad.status).to.equal(400);
    expect(
      (await types(notificationsStream(ann.accountId))).filter((t) => t === 'NotificationSettingsSaved'),
    ).to.have.length(1);

    await new CommentActions({
      events: service.service.events,
      clock,
      people: { personFacts: async () => SIMULATED_PERSON.person, listingFacts: async () => SIMULATED_PERSON.listing },
    }).post(widgetId, bob.accountId, { text: 'Another question', parentId: null });
    await settled(service.service);
    const list = await ann.browser.get('/notifications');
    // Still the first comment only: the new one is not listed (comments on my products are off on the site).
    expect((list.text.match(/Widget: New comment</g) ?? []).length).to.equal(1);
  });

  it('the digest job mails the chosen weekly digest once, with the kinds wanted by e-mail and a one-click unsubscribe', async () => {
    const digests = service.service.jobs.get('notification digests')!;
    const weekly = async () =>
      (await mails()).filter((m) => m.to.includes(ann.email) && m.subject.startsWith('Your week'));
    expect(await digests.tick()).to.equal(0); // the week of the 16th is not over
    clock.set('2026-11-23T06:00:00.000Z');
    expect(await digests.tick()).to.equal(1);
    expect(await digests.tick()).to.equal(0);
    const [digest] = await weekly();
    expect(digest.subject).to.equal('Your week on Listings Directory (week of 2026-11-16): 1 notification');
    const raw = digest.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw)
      .to.contain('- Widget: Your product launched')
      .and.not.contain('New comment')
      .and.not.contain('New review');
    expect(raw).to.contain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await weekly()).to.have.length(1);
  });
});
