/**
 * The discussion under a listing through the site's pages, over HTTP with a real listening service
 * (issue 32, part 1): comment, reply, the maker's mark and thread order, the 15-minute edit window,
 * delete, report, hidden and restored by the site team, refusals (signed out, unconfirmed address,
 * too long, someone else's comment) with nothing written, hostile Markdown on the page, and the
 * per-person rate limit. Every form is posted with the CSRF token of the listing page, as a browser
 * without JavaScript would.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import type { OutboxMailer } from '@listings/shared/platform';
import { commentsStream } from '@listings/shared/contracts/engagement';
import { ListingCommands } from '@listings/command-service/listings';
import { CommentActions } from '@listings/command-service/engagement';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { PageClient, csrfIn, linkInMail, newPerson, signUpAndIn } from '../../kit/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const T0 = '2026-11-18T12:00:00.000Z';

describe('the discussion under a listing, through the pages', function () {
  this.timeout(90_000);
  const clock = new ManualClock(T0);
  let service: TestService;
  let listings: ListingCommands;
  let comments: CommentActions;
  type Person = { browser: PageClient; accountId: string; name: string };
  let maker: Person;
  let ann: Person;
  let bob: Person;
  let listingId: number;
  const slug = 'gadget';

  /** Signs a person up through the pages; with `confirm`, confirms the address from the mail. */
  const person = async (name: string, confirm = true): Promise<Person> => {
    const browser = new PageClient(service.baseUrl);
    const who = { ...newPerson(), name };
    await signUpAndIn(browser, who);
    const accountId = (await service.service.accounts.accountIdByEmail(who.email))!;
    if (confirm) {
      await settled(service.service);
      const mail = (await (service.service.mailer as OutboxMailer).list()).find((m) => m.to === who.email)!;
      const link = new URL(linkInMail(mail.raw, '/verify-email'));
      const landing = await browser.get(link.pathname + link.search);
      const confirmed = await browser.post('/verify-email', {
        csrf: csrfIn(landing.text),
        account: link.searchParams.get('account')!,
        request: link.searchParams.get('request')!,
        token: link.searchParams.get('token')!,
      });
      expect(confirmed.status).to.equal(200);
    }
    return { browser, accountId, name };
  };
  const page = async (browser = new PageClient(service.baseUrl)) => (await browser.get(`/listings/${slug}`)).text;
  /** Posts a form of the discussion with the listing page's CSRF token. */
  const post = async (who: Person, path: string, form: Record<string, string>) =>
    who.browser.post(`/listings/${slug}${path}`, { csrf: csrfIn(await page(who.browser)), ...form });
  const events = async () =>
    (await service.service.events.readStream(commentsStream(listingId)).catch(() => [])) as {
      type: string;
      data: Record<string, unknown>;
      metadata: { actor: { id: string }; cause: string; at: string };
    }[];
  const idFrom = (location: string | null) => /#comment-([0-9a-f-]{36})$/.exec(location ?? '')![1];
  /** The order of the comments' anchors on the page. */
  const order = (html: string) =>
    [...html.matchAll(/<li class="comment[^"]*" id="comment-([0-9a-f-]{36})"/g)].map((m) => m[1]);
  const comment = (html: string, id: string) => {
    const start = html.indexOf(`id="comment-${id}"`);
    expect(start, `comment ${id} on the page`).to.be.greaterThan(-1);
    return html.slice(start, html.indexOf('</li>', start));
  };

  before(async () => {
    service = await startTestService({}, { clock });
    listings = new ListingCommands(service.service.events, clock);
    comments = new CommentActions({
      events: service.service.events,
      clock,
      people: {
        personFacts: async () => ({ emailVerified: true, throwAwayAddress: false }),
        listingFacts: async () => ({ status: 'live', ownerId: null }),
      },
    });
    maker = await person('Mia Maker');
    ann = await person('Ann Asker');
    bob = await person('Bob Builder');
    const created = await listings.create(
      {
        profile: { name: 'Gadget', tagline: 'Gadget does things', url: 'https://gadget.example' },
        ownerId: maker.accountId,
      },
      admin,
      'test',
    );
    listingId = created.listingId;
    await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 'test');
    await settled(service.service);
  });
  after(() => service?.close());

  it('refuses the signed out (to sign-in) and an unconfirmed address (403), writing nothing', async () => {
    const stranger = new PageClient(service.baseUrl);
    const signedOut = await stranger.post(`/listings/${slug}/comments`, { text: 'Hello' });
    expect(signedOut.status).to.equal(303);
    expect(signedOut.location).to.equal(`/signin?next=${encodeURIComponent(`/listings/${slug}#discussion`)}`);
    expect(await page(stranger)).to.include('Sign in to join the discussion');

    const unconfirmed = await person('Una Unconfirmed', false);
    expect(await page(unconfirmed.browser)).to.include('Confirm your e-mail address to comment');
    const refused = await post(unconfirmed, '/comments', { text: 'Hello' });
    expect(refused.status).to.equal(403);
    expect(refused.text).to.include('Confirm your e-mail address first').and.include('Back to the discussion');
    expect(await events()).to.deep.equal([]);
  });

  it('refuses a comment over 5,000 characters naming the field, writing nothing; 5,000 are taken', async () => {
    const refused = await post(ann, '/comments', { text: 'x'.repeat(5001) });
    expect(refused.status).to.equal(400);
    expect(refused.headers.get('content-type')).to.match(/^text\/html/);
    expect(refused.text)
      .to.include('Your comment is too long')
      .and.include('Your comment: A comment is at most 5,000 characters');
    expect(await events()).to.deep.equal([]);
    expect(await page(ann.browser)).to.include('maxlength="5000"');
  });

  let annsId = '';
  let makersId = '';
  let bobsId = '';
  it('posts comments and replies; the maker’s are marked; the maker’s first comment leads, then recent activity', async () => {
    clock.set('2026-11-18T12:01:00.000Z');
    const asked = await post(ann, '/comments', {
      text: 'Does it work **offline**? See [my notes](https://notes.example/a).',
    });
    expect(asked.status, asked.text).to.equal(303);
    expect(asked.location).to.match(new RegExp(`^/listings/${slug}\\?done=commented#comment-`));
    annsId = idFrom(asked.location);
    clock.set('2026-11-18T12:02:00.000Z');
    makersId = idFrom((await post(maker, '/comments', { text: 'Hi all, I made Gadget. Ask me anything.' })).location);
    clock.set('2026-11-18T12:03:00.000Z');
    bobsId = idFrom((await post(bob, '/comments', { text: 'Nice launch.' })).location);

    let html = await page();
    expect(order(html)).to.deep.equal([makersId, bobsId, annsId]);
    expect(comment(html, annsId)).to.include('Ann Asker').and.include('<strong>offline</strong>');
    expect(comment(html, annsId)).to.include(
      '<a href="https://notes.example/a" rel="nofollow ugc noopener noreferrer">my notes</a>',
    );
    expect(comment(html, makersId)).to.include('Mia Maker').and.include('>Maker</span>');
    expect(comment(html, bobsId)).to.not.include('>Maker</span>');

    // The maker replies to Ann: her thread has the latest activity now; the reply is marked.
    clock.set('2026-11-18T12:04:00.000Z');
    const replied = await post(maker, '/comments', { text: 'Yes, fully offline.', parent: annsId });
    expect(replied.status).to.equal(303);
    expect(replied.location).to.match(/\?done=replied#comment-/);
    const replyId = idFrom(replied.location);
    // A reply to the reply joins Ann's thread (one level of replies).
    const nested = idFrom((await post(bob, '/comments', { text: 'Good to know.', parent: replyId })).location);
    html = await page(ann.browser);
    expect(order(html)).to.deep.equal([makersId, annsId, replyId, nested, bobsId]);
    const thread = html.slice(html.indexOf(`id="comment-${annsId}"`), html.indexOf(`id="comment-${bobsId}"`));
    expect(thread).to.include('<ol class="replies"').and.include('Yes, fully offline.').and.include('Good to know.');
    expect(comment(html, replyId)).to.include('>Maker</span>');
    expect((await ann.browser.get(asked.location!)).text).to.include('Your comment is posted.');

    const recorded = await events();
    const reply = recorded.find((e) => e.data.commentId === nested)!;
    expect(reply.data).to.include({ parentId: annsId, authorId: bob.accountId, byMaker: false });
    expect(reply.metadata).to.deep.include({ actor: { kind: 'user', id: bob.accountId }, cause: 'page:reply' });
    expect(recorded.find((e) => e.data.commentId === annsId)!.metadata.cause).to.equal('page:comment');
  });

  it('edits one’s own within 15 minutes (marked edited), not after; not someone else’s', async () => {
    clock.set('2026-11-18T12:10:00.000Z');
    let html = await page(ann.browser);
    expect(comment(html, annsId)).to.include(`action="/listings/${slug}/comments/${annsId}/edit"`);
    expect(comment(html, bobsId)).to.not.include('/edit"');
    const edited = await post(ann, `/comments/${annsId}/edit`, { text: 'Does it work offline, on Linux?' });
    expect(edited.status).to.equal(303);
    expect(edited.location).to.equal(`/listings/${slug}?done=comment_edited#comment-${annsId}`);
    html = await page();
    expect(comment(html, annsId)).to.include('Does it work offline, on Linux?').and.include('· edited');

    const notHers = await post(ann, `/comments/${bobsId}/edit`, { text: 'Changed' });
    expect(notHers.status).to.equal(403);
    expect(notHers.text).to.include('Not your comment');

    clock.set('2026-11-18T12:16:01.000Z'); // 15 minutes and a second after Ann posted
    expect(comment(await page(ann.browser), annsId)).to.not.include('/edit"');
    const before = (await events()).length;
    const late = await post(ann, `/comments/${annsId}/edit`, { text: 'Too late' });
    expect(late.status).to.equal(409);
    expect(late.text).to.include('Too late to edit');
    expect(await events()).to.have.length(before);
  });

  it('reports someone else’s comment once (not one’s own); the site team hides it with a reason and restores it', async () => {
    const reported = await post(ann, `/comments/${bobsId}/report`, { reason: 'spam' });
    expect(reported.status).to.equal(303);
    expect(reported.location).to.equal(`/listings/${slug}?done=comment_reported#comment-${bobsId}`);
    expect((await ann.browser.get(reported.location!)).text).to.include('the site team will look at the comment');
    const own = await post(bob, `/comments/${bobsId}/report`, { reason: 'spam' });
    expect(own.status).to.equal(403);
    const unknownReason = await post(ann, `/comments/${bobsId}/report`, { reason: 'boring' });
    expect(unknownReason.status).to.equal(400);
    const report = (await events()).filter((e) => e.type === 'CommentReported');
    expect(report).to.have.length(1);
    expect(report[0].data).to.include({ commentId: bobsId, reporterId: ann.accountId, reason: 'spam' });

    // What `npm run admin -- comments:hide` records (its own spec runs the CLI).
    await comments.hide(listingId, bobsId, 'Advertising', { kind: 'admin', id: 'ops' }, 'admin:comments:hide');
    await settled(service.service);
    let html = await page();
    expect(comment(html, bobsId)).to.include('Hidden by the site team.').and.not.include('Nice launch.');
    expect(comment(html, bobsId)).to.not.include('Advertising');
    expect(comment(await page(bob.browser), bobsId)).to.include('Reason given to you: Advertising');
    const replyToHidden = await post(ann, '/comments', { text: 'Hm', parent: bobsId });
    expect(replyToHidden.status).to.equal(409);

    await comments.restore(listingId, bobsId, { kind: 'admin', id: 'ops' }, 'admin:comments:restore');
    await settled(service.service);
    html = await page();
    expect(comment(html, bobsId)).to.include('Nice launch.').and.not.include('Hidden by the site team');
  });

  it('deletes one’s own (the replies stay under a note), never someone else’s', async () => {
    const notHers = await post(ann, `/comments/${makersId}/delete`, {});
    expect(notHers.status).to.equal(403);
    const deleted = await post(ann, `/comments/${annsId}/delete`, {});
    expect(deleted.status).to.equal(303);
    expect(deleted.location).to.equal(`/listings/${slug}?done=comment_deleted#discussion`);
    const html = await page();
    expect(comment(html, annsId)).to.include('This comment was deleted by its author.').and.not.include('Linux');
    expect(html).to.include('Yes, fully offline.');
    expect((await events()).at(-1)!).to.deep.include({ type: 'CommentDeleted' });
  });

  it('shows hostile Markdown as text: no script, no handler, no javascript: link', async () => {
    clock.set('2026-11-18T13:00:00.000Z');
    const hostile = '<script>alert(1)</script> <img src=x onerror=alert(2)> [click](javascript:alert(3))';
    const posted = await post(bob, '/comments', { text: hostile });
    expect(posted.status).to.equal(303);
    const shown = comment(await page(), idFrom(posted.location));
    expect(shown).to.include('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(shown).to.not.match(/<script|<img|href="javascript/i);
  });

  it('limits comments to 10 per person per 10 minutes: the 11th is a 429 page, not written', async () => {
    const cy = await person('Cy Chatty');
    for (let i = 1; i <= 10; i++)
      expect((await post(cy, '/comments', { text: `Point ${i}` })).status, `comment ${i}`).to.equal(303);
    const limited = await post(cy, '/comments', { text: 'Point 11' });
    expect(limited.status).to.equal(429);
    expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 600);
    expect(limited.text).to.include('Slow down');
    const hers = (await events()).filter((e) => e.type === 'CommentPosted' && e.data.authorId === cy.accountId);
    expect(hers).to.have.length(10);
  });
});
