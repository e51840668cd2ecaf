/**
 * The discussion in a real browser (issue 32, part 1). Without script, a confirmed person comments,
 * replies to the maker's comment and reports it, each through the page's own forms and <details>;
 * a maker signs in and replies to a question on their own listing, and the reply bears the Maker mark;
 * the listing page with a discussion (the maker's mark, replies, an edited and a hidden comment,
 * code and long unbroken words) is axe clean (no serious or critical violation) in light and dark,
 * signed out and signed in with every reply, edit and report form open, and never scrolls sideways
 * at 320, 360 and 390 px nor at desktop width.
 *
 * Skipped, with the reason printed, when chromium is not installed (`apt-get install -y chromium`).
 */
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ManualClock } from '@listings/shared/kernel';
import type { OutboxMailer } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { CommentActions } from '@listings/command-service/engagement';
import {
  horizontalOverflow,
  launchTestBrowser,
  loopbackOnly,
  seriousViolations,
  settled,
  siteAtItsOwnAddress,
  skipWithoutChromium,
  startTestService,
  type TestBrowser,
  type TestService,
} from '@listings/gateway/testing';
import { linkInMail, newPerson } from '../../kit/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const LONG_WORD = 'Supercalifragilistic'.repeat(8);

describe('the discussion in a browser (chromium)', function () {
  this.timeout(180_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z');
  let service: TestService;
  let context: BrowserContext;
  let browser: Browser;
  let chromium: TestBrowser | undefined;
  let makersComment = '';

  before(async function () {
    skipWithoutChromium(this);
    const { port, site } = await siteAtItsOwnAddress();
    service = await startTestService({ port, site }, { clock });
    const listings = new ListingCommands(service.service.events, clock);
    const { listingId } = await listings.create(
      { profile: { name: 'Gadget', tagline: 'Gadget does things', url: 'https://gadget.example' }, ownerId: 'acc-mia' },
      admin,
      't',
    );
    await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't');
    // People who are not signed in here (their accounts are not on the site): their comments as recorded.
    const comments = new CommentActions({
      events: service.service.events,
      clock,
      people: {
        personFacts: async () => ({ emailVerified: true, throwAwayAddress: false }),
        listingFacts: async () => ({ status: 'live', ownerId: 'acc-mia' }),
      },
    });
    makersComment = (
      await comments.post(listingId, 'acc-mia', {
        text: `Hi, I made Gadget.\n\n- works offline\n- *fast*\n\n\`\`\`\nnpm install gadget --save ${LONG_WORD}\n\`\`\``,
        parentId: null,
      })
    ).commentId;
    clock.advance(60_000);
    const other = await comments.post(listingId, 'acc-ola', {
      text: `Long link https://example.com/${LONG_WORD} and ${LONG_WORD}`,
      parentId: null,
    });
    await comments.post(listingId, 'acc-mia', { text: 'Thanks, **Ola**!', parentId: other.commentId });
    const hidden = await comments.post(listingId, 'acc-sam', { text: 'Cheap pills', parentId: null });
    await comments.hide(listingId, hidden.commentId, 'Spam', admin, 't');
    await settled(service.service);

    chromium = await launchTestBrowser('comments');
    context = chromium.context;
    browser = context.browser()!;
  });

  after(async () => {
    await chromium?.close();
    await browser?.close();
    await service?.close();
  });

  /** Signs up through the pages and confirms the address from the mail, as a person without script; answers the address. */
  async function signUpAndConfirm(tab: Page, name = 'Ann Asker'): Promise<string> {
    const who = newPerson();
    await tab.goto(`${service.baseUrl}/listings/gadget`);
    await tab.getByRole('link', { name: 'Sign in to join the discussion' }).click();
    await tab.getByRole('link', { name: 'Sign up' }).last().click();
    await tab.getByLabel('Name').fill(name);
    await tab.getByLabel('E-mail address').fill(who.email);
    await tab.getByLabel('Password').fill(who.password);
    await tab.getByRole('button', { name: 'Create account' }).click();
    await tab.getByRole('status').waitFor();
    await tab.getByLabel('Password').fill(who.password);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(/\/listings\/gadget/);
    await settled(service.service);
    const mail = (await (service.service.mailer as OutboxMailer).list()).find((m) => m.to === who.email)!;
    const link = new URL(linkInMail(mail.raw, '/verify-email'));
    await tab.goto(`${service.baseUrl}${link.pathname}${link.search}`);
    await tab.getByRole('button', { name: 'Confirm' }).click();
    expect(await tab.locator('h1').textContent()).to.equal('Your e-mail address is confirmed');
    return who.email;
  }

  /** The listing page's failures at each width and scheme: serious axe violations, sideways scroll. */
  async function sweep(tab: Page, openForms: boolean): Promise<string[]> {
    const failures: string[] = [];
    for (const width of [1280, 390, 360, 320]) {
      await tab.setViewportSize({ width, height: 800 });
      for (const scheme of ['light', 'dark'] as const) {
        await tab.emulateMedia({ colorScheme: scheme });
        await tab.goto(`${service.baseUrl}/listings/gadget#discussion`);
        if (openForms)
          await tab.evaluate(() => {
            const doc = (
              globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ open: boolean }> } }
            ).document;
            for (const details of Array.from(doc.querySelectorAll('#discussion details'))) details.open = true;
          });
        for (const line of await seriousViolations(tab)) failures.push(`at ${width}px ${scheme}: ${line}`);
        const overflow = await horizontalOverflow(tab);
        if (overflow.by > 0) failures.push(`at ${width}px: ${overflow.by}px wider (${overflow.where.join(', ')})`);
      }
    }
    return failures;
  }

  it('signed out: the discussion is axe clean and fits at every width', async () => {
    const tab = await context.newPage();
    await tab.goto(`${service.baseUrl}/listings/gadget`);
    expect(await tab.locator('#discussion .maker-mark').count()).to.equal(2);
    expect(await tab.locator('#discussion').textContent()).to.include('Hidden by the site team.');
    expect(await sweep(tab, false)).to.deep.equal([]);
    await tab.close();
  });

  it('without script: comments, replies to the maker and reports through the forms; then axe clean with every form open', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    await loopbackOnly(noScript);
    const tab = await noScript.newPage();
    await signUpAndConfirm(tab);

    await tab.goto(`${service.baseUrl}/listings/gadget`);
    await tab.locator('#comment-text').fill('Does it sync **between devices**?');
    await tab.getByRole('button', { name: 'Post comment' }).click();
    await tab.waitForURL(/\?done=commented#comment-/);
    expect(await tab.getByText('Your comment is posted.').count()).to.equal(1);
    expect(await tab.locator('#discussion strong', { hasText: 'between devices' }).count()).to.equal(1);

    const maker = tab.locator(`#comment-${makersComment}`);
    await maker.locator('summary', { hasText: 'Reply' }).click();
    await maker.getByLabel('Reply to').fill('Thanks for making it.');
    await maker.getByRole('button', { name: 'Post reply' }).click();
    await tab.waitForURL(/\?done=replied#comment-/);
    expect(await tab.locator(`#comment-${makersComment} .replies`).textContent()).to.include('Thanks for making it.');

    const again = tab.locator(`#comment-${makersComment}`).first();
    await again.locator('summary', { hasText: 'Report' }).first().click();
    await again.getByLabel('Off topic').first().check();
    await again.getByRole('button', { name: 'Report to the site team' }).first().click();
    await tab.waitForURL(/\?done=comment_reported#comment-/);
    expect(await tab.getByText('the site team will look at the comment').count()).to.equal(1);

    // The same person, with script (for axe), and every reply, edit and report form open.
    await context.addCookies(await noScript.cookies());
    await noScript.close();
    const signedIn = await context.newPage();
    await signedIn.goto(`${service.baseUrl}/listings/gadget`);
    expect(await signedIn.locator('#discussion summary', { hasText: 'Edit' }).count()).to.be.greaterThan(0);
    expect(await sweep(signedIn, true)).to.deep.equal([]);
    await signedIn.close();
  });

  it('the maker signs in and replies to a question on their listing: the reply bears the Maker mark', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    await loopbackOnly(noScript);
    const tab = await noScript.newPage();
    const makerId = (await service.service.accounts.accountIdByEmail(await signUpAndConfirm(tab, 'Max Maker')))!;
    // Max's own listing, with a question on it from someone else.
    const listings = new ListingCommands(service.service.events, clock);
    const { listingId, slug } = await listings.create(
      { profile: { name: 'Widget', tagline: 'Widget does more', url: 'https://widget.example' }, ownerId: makerId },
      admin,
      't',
    );
    await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't');
    const comments = new CommentActions({
      events: service.service.events,
      clock,
      people: {
        personFacts: async () => ({ emailVerified: true, throwAwayAddress: false }),
        listingFacts: async () => ({ status: 'live', ownerId: makerId }),
      },
    });
    const question = (await comments.post(listingId, 'acc-ola', { text: 'Does Widget have an API?', parentId: null }))
      .commentId;
    await settled(service.service);

    await tab.goto(`${service.baseUrl}/listings/${slug}`);
    const asked = tab.locator(`#comment-${question}`);
    await asked.locator('summary', { hasText: 'Reply' }).click();
    await asked.getByLabel('Reply to').fill('Yes: a REST API, with *every* read.');
    await asked.getByRole('button', { name: 'Post reply' }).click();
    await tab.waitForURL(/\?done=replied#comment-/);
    const replyId = new URL(tab.url()).hash.slice('#comment-'.length);
    const reply = tab.locator(`#comment-${question} .replies #comment-${replyId}`);
    expect(await reply.textContent())
      .to.include('Max Maker')
      .and.include('Yes: a REST API');
    expect(await reply.locator('.comment-meta .maker-mark').textContent()).to.equal('Maker');
    expect(await tab.locator(`#comment-${question} > .comment-meta .maker-mark`).count()).to.equal(0);
    await noScript.close();
  });
});
