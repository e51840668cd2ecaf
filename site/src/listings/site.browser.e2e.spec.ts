/**
 * The public site in a real browser: Debian's chromium driven by playwright-core. A visitor browses
 * home → listing → leaderboard; a person signs up, confirms the address from the outbox, votes (the
 * count and the weekly board move), is refused a second vote, takes the vote back, follows and
 * reviews; voting signed out leads to sign-in and back; the billboard says paid; after a simulated
 * week close the awards name the week's three most-voted launches. Every page type is checked with
 * axe-core (no serious or critical violation, light and dark), for horizontal overflow at 360 px and
 * desktop widths, and for layout shift. The browser reaches nothing but the test server (any other
 * request is aborted and host names resolve nowhere).
 *
 * Skipped, with the reason printed, when chromium is not installed (`apt-get install -y chromium`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ManualClock } from '@listings/shared/kernel';
import type { OutboxMailer } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { SiteContentCommands } from '@listings/command-service/site-content';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  horizontalOverflow,
  LOOPBACK_ONLY_ARG,
  seriousViolations,
  settled,
  skipWithoutChromium,
  startTestService,
  sweepPages,
  type TestService,
} from '@listings/gateway/testing';
import { linkInMail, newPerson } from '../kit/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };

describe('the public site in a browser (chromium)', function () {
  this.timeout(180_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z'); // Wednesday of the week of 2026-11-16
  let service: TestService;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let userDataDir: string;
  const ids: Record<string, number> = {};

  const settle = () =>
    service.service.events.headPosition().then((head) => service.service.projections.waitForPosition(head, 5000));
  const go = async (path: string) => {
    const response = await page.goto(`${service.baseUrl}${path}`);
    return response!;
  };
  const votesShown = async () => Number((await page.locator('#engage .vote-count').textContent())!.split(' ')[0]);

  before(async function () {
    skipWithoutChromium(this);
    const { chromium } = await import('playwright-core');
    service = await startTestService({}, { clock });
    const listings = new ListingCommands(service.service.events, clock);
    const engagement = new EngagementCommands(service.service.events, clock);
    const content = new SiteContentCommands(service.service.events, clock);
    await content.category({ type: 'CreateCategory', slug: 'devtools', name: 'Developer Tools' }, admin, 't');
    await content.blogPost(
      { type: 'PublishBlogPost', slug: 'hello', title: 'Hello', author: 'The team', body: '## Why\n\nBecause.' },
      admin,
      't',
    );
    const launch = async (name: string, votes: number, tagline: string) => {
      const { listingId, slug } = await listings.create(
        {
          profile: {
            name,
            tagline,
            url: `https://${name.toLowerCase()}.example`,
            categories: ['devtools'],
            description: `${name} helps teams.`,
            features: ['Fast', 'Simple'],
            founders: [{ slug: `${name.toLowerCase()}-founder`, name: `${name} Founder`, title: 'CEO' }],
            faqs: [{ question: 'Is it free?', answer: 'Partly.' }],
          },
          ownerId: null,
        },
        admin,
        't',
      );
      await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't');
      for (let i = 0; i < votes; i++)
        await engagement.execute({ type: 'Vote', listingId, voterId: `${slug}-${i}`, ...SIMULATED_PERSON }, admin, 't');
      ids[slug] = listingId;
    };
    await launch('Ledgerly', 4, 'Get paid faster, chase less');
    await launch('Mailwren', 3, 'Newsletters people open');
    await launch('Pixelforge', 2, 'A design system you can ship today');
    await launch('Tracewell', 1, 'Know before your customers do');
    await engagement.execute(
      { type: 'ContributeToBillboard', listingId: ids.tracewell, amountCents: 90_000, orderNumber: 'o-1' },
      admin,
      't',
    );
    await settle();

    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-site-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, LOOPBACK_ONLY_ARG],
      headless: true,
      bypassCSP: true, // only so axe-core can be injected; the pages' own script runs under the CSP anyway
      viewport: { width: 1280, height: 900 },
    });
    // Nothing but the test server is ever reached.
    await context.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    browser = context.browser()!;
    page = context.pages()[0] ?? (await context.newPage());
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await service?.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  it('a visitor browses home → listing → leaderboard', async () => {
    await go('/');
    expect(await page.locator('h1').textContent()).to.equal('Products launching this week');
    await page.locator('section[aria-labelledby="week-title"] a.name', { hasText: 'Ledgerly' }).click();
    await page.waitForURL('**/listings/ledgerly');
    expect(await page.locator('h1').textContent()).to.equal('Ledgerly');
    expect(await votesShown()).to.equal(4);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Leaderboards' }).click();
    await page.getByRole('link', { name: 'Community: this week' }).first().click();
    await page.waitForURL('**/leaderboards/community-weekly');
    expect(await page.locator('ol.rows a.name').allTextContents()).to.deep.equal([
      'Ledgerly',
      'Mailwren',
      'Pixelforge',
      'Tracewell',
    ]);
  });

  it('the billboard page says it is a paid ranking, on the board and on each row', async () => {
    await go('/leaderboards/billboard');
    expect(await page.locator('.paid-notice').textContent()).to.include('Paid ranking.');
    expect(await page.locator('ol.rows .chip.paid').allTextContents()).to.deep.equal(['Paid placement']);
  });

  it('voting signed out leads to sign-in and back to the listing', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await visitor.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    const tab = await visitor.newPage();
    await tab.goto(`${service.baseUrl}/listings/mailwren`);
    await tab.getByRole('link', { name: '▲ Upvote' }).click();
    await tab.waitForURL('**/signin?next=%2Flistings%2Fmailwren');
    await tab.getByRole('link', { name: 'Sign up' }).last().click();
    const who = newPerson();
    await tab.getByLabel('Name').fill(who.name);
    await tab.getByLabel('E-mail address').fill(who.email);
    await tab.getByLabel('Password').fill(who.password);
    await tab.getByRole('button', { name: 'Create account' }).click();
    await tab.getByRole('status').waitFor(); // the sign-in form, to sign in with the new password
    await tab.getByLabel('Password').fill(who.password);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL('**/listings/mailwren');
    expect(await tab.locator('.who').textContent()).to.include(who.name);
    await visitor.close();
  });

  /** A browser of its own (no session), that reaches only the test server; axe can be injected. */
  const freshVisitor = async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await visitor.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    return { visitor, tab: await visitor.newPage() };
  };
  /** Fills the sign-up form, then signs in on the form it answers with (sign-up no longer signs in). */
  const signUpThenIn = async (tab: Page, who: ReturnType<typeof newPerson>) => {
    await tab.getByLabel('Name').fill(who.name);
    await tab.getByLabel('E-mail address').fill(who.email);
    await tab.getByLabel('Password').fill(who.password);
    await tab.getByRole('button', { name: 'Create account' }).click();
    expect(await tab.getByRole('status').textContent()).to.include('Check your inbox');
    await tab.getByLabel('Password').fill(who.password);
    await tab.getByRole('button', { name: 'Sign in' }).click();
  };
  const confirmAddress = async (tab: Page, email: string) => {
    await settled(service.service);
    const mail = (await (service.service.mailer as OutboxMailer).list()).find((m) => m.to === email)!;
    const link = new URL(linkInMail(mail.raw, '/verify-email'));
    await tab.goto(`${service.baseUrl}${link.pathname}${link.search}`);
    await tab.getByRole('button', { name: 'Confirm' }).click();
    await tab.locator('h1', { hasText: 'Your e-mail address is confirmed' }).waitFor();
  };

  it('signing up from a listing (the header’s Sign up) comes back to the listing; signing in with no next, to the welcome page', async () => {
    const { visitor, tab } = await freshVisitor();
    await tab.goto(`${service.baseUrl}/listings/ledgerly`);
    await tab.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign up' }).click();
    await tab.waitForURL('**/signup?next=%2Flistings%2Fledgerly');
    const who = newPerson();
    await signUpThenIn(tab, who);
    await tab.waitForURL('**/listings/ledgerly');
    expect(await tab.locator('h1').textContent()).to.equal('Ledgerly');
    expect(await tab.locator('.who').textContent()).to.include(who.name);

    // Signed out, and in again from the sign-in page itself (no next): the welcome page, not the API keys.
    await tab.locator('details.you > summary').click(); // the account menu: your account, products, API keys, sign out
    await tab.getByRole('button', { name: 'Sign out' }).click();
    await tab.waitForURL('**/signin?signed_out=1');
    await tab.getByLabel('E-mail address').fill(who.email);
    await tab.getByLabel('Password').fill(who.password);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(/\/account$/);
    expect(await tab.locator('h1').textContent()).to.equal(`Welcome, ${who.name}`);
    expect(await tab.getByRole('link', { name: 'Submit your product' }).count()).to.be.greaterThan(0);
    expect(await seriousViolations(tab)).to.deep.equal([]);
    await visitor.close();
  });

  it('a new person’s first vote is explained before and after it, while the count stays put (the new-account rule)', async () => {
    // Made on the Wednesday of Tracewell's launch week, voting for no other listing: the vote is set aside.
    const { visitor, tab } = await freshVisitor();
    const who = newPerson();
    await tab.goto(`${service.baseUrl}/signup?next=%2Flistings%2Ftracewell`);
    await signUpThenIn(tab, who);
    await tab.waitForURL('**/listings/tracewell');
    await confirmAddress(tab, who.email);
    await tab.goto(`${service.baseUrl}/listings/tracewell`);
    const count = tab.locator('#engage .vote-count');
    expect(await count.textContent()).to.equal('1 vote all time');
    const upvote = tab.getByRole('button', { name: 'Upvote Tracewell' });
    expect(await tab.locator('#vote-note').textContent()).to.include(
      'Your vote counts once you vote for another listing too',
    );
    expect(await upvote.getAttribute('aria-describedby')).to.equal('vote-note');

    await upvote.click();
    await tab.getByRole('button', { name: 'Take back your vote for Tracewell' }).waitFor();
    expect(await count.textContent()).to.equal('1 vote all time'); // set aside: the count stays put…
    const status = tab.locator('#engage-status');
    expect(await status.textContent()).to.include(
      'Thank you: your vote is recorded. It will count once you vote for another listing too',
    ); // …and the page says why, beside it
    expect(await status.getByRole('link', { name: 'How votes are counted' }).count()).to.equal(1);
    expect(await status.textContent()).to.not.include('your vote is recorded for this launch week');

    // Later, on the listing: still said beside the count.
    await tab.goto(`${service.baseUrl}/listings/tracewell`);
    expect(await count.textContent()).to.equal('1 vote all time');
    expect(await tab.locator('#vote-note').textContent()).to.include(
      'Your vote is recorded but not counted yet: it counts once you vote for another listing too',
    );
    expect(await seriousViolations(tab)).to.deep.equal([]);
    await visitor.close();
  });

  it('a person signs up, confirms the address from the outbox, votes, sees the count and the board move, is refused a second vote, takes it back, follows and reviews', async () => {
    const who = newPerson();
    // An account made before the launch week began (a new one voting only here would be set aside).
    clock.set('2026-11-10T12:00:00Z');
    await go('/signup?next=/listings/pixelforge');
    await page.getByLabel('Name').fill(who.name);
    await page.getByLabel('E-mail address').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('status').waitFor(); // the sign-in form, to sign in with the new password
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/listings/pixelforge');
    expect(await page.locator('.banner').textContent()).to.include('Confirm your e-mail address');

    await settled(service.service);
    const mail = (await (service.service.mailer as OutboxMailer).list()).find((m) => m.to === who.email)!;
    const link = new URL(linkInMail(mail.raw, '/verify-email'));
    await go(link.pathname + link.search);
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect(await page.locator('h1').textContent()).to.equal('Your e-mail address is confirmed');
    clock.set('2026-11-18T12:00:00Z');

    // Another tab keeps the page as it is before the vote.
    const stale = await context.newPage();
    await stale.goto(`${service.baseUrl}/listings/pixelforge`);

    await go('/listings/pixelforge');
    expect(await votesShown()).to.equal(2);
    const url = page.url();
    await page.getByRole('button', { name: 'Upvote Pixelforge' }).click();
    await page.getByRole('button', { name: 'Take back your vote for Pixelforge' }).waitFor();
    expect(page.url()).to.equal(url); // voted without leaving the page (site.js swapped the panel)
    expect(await votesShown()).to.equal(3);
    expect(await page.locator('#engage-status').textContent()).to.include('your vote is recorded');
    expect(await page.locator('#vote-note').count()).to.equal(0); // counted: nothing to explain
    await go('/leaderboards/community-weekly');
    expect((await page.locator('ol.rows a.name').allTextContents()).slice(0, 3)).to.deep.equal([
      'Ledgerly',
      'Mailwren',
      'Pixelforge',
    ]);
    // The current week's board: the count is in the row's vote box (a form, for a signed-in person).
    expect(
      await page.locator('ol.rows li', { hasText: 'Pixelforge' }).locator(':is(.metric, .vote)').textContent(),
    ).to.include('3 votes this week');

    // The stale tab still offers to vote: the second vote is refused.
    await stale.getByRole('button', { name: 'Upvote Pixelforge' }).click();
    await stale.locator('h1', { hasText: 'You have already voted' }).waitFor();
    await stale.close();

    await go('/listings/pixelforge');
    await page.getByRole('button', { name: 'Take back your vote for Pixelforge' }).click();
    await page.getByRole('button', { name: 'Upvote Pixelforge' }).waitFor();
    expect(await votesShown()).to.equal(2);

    await page.getByRole('button', { name: 'Follow' }).click();
    await page.getByRole('button', { name: 'Following · unfollow' }).waitFor();

    await page.getByLabel('4 stars').check();
    await page.getByLabel('Your review').fill('Clean components, good docs.');
    await page.getByRole('button', { name: 'Post review' }).click();
    await page.waitForURL('**/listings/pixelforge?done=reviewed#reviews');
    expect(await page.locator('#reviews .review').first().textContent()).to.include('Clean components, good docs.');
    expect(await page.locator('#reviews').textContent()).to.include('You have reviewed this listing');
    expect(await seriousViolations(page)).to.deep.equal([]);
  });

  it('after a simulated week close, the awards name the three most-voted listings of that week', async () => {
    clock.set('2026-11-23T00:05:00Z');
    expect(await service.service.jobs.get('week closing')!.tick()).to.equal(1);
    await settle();
    await go('/awards');
    expect(await page.locator('ol.rows a.name').allTextContents()).to.deep.equal([
      'Ledgerly',
      'Mailwren',
      'Pixelforge',
    ]);
    await go('/launches/weeks/2026-11-16');
    expect(await page.locator('section[aria-labelledby="close-title"] li').allTextContents()).to.deep.equal([
      'Ledgerly: 4 votes that week',
      'Mailwren: 3 votes that week',
      'Pixelforge: 2 votes that week',
    ]);
    clock.set('2026-11-18T12:00:00Z');
  });

  /** A browser of its own without JavaScript (every header, menu and vote here must work as plain HTML). */
  const noScriptVisitor = async (width: number, colorScheme: 'light' | 'dark' = 'light', javaScriptEnabled = false) => {
    const visitor = await browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled,
      colorScheme,
      bypassCSP: true,
    });
    await visitor.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    return { visitor, tab: await visitor.newPage() };
  };
  /** The header's height, and the vertical centres of its brand and its last item (one row: about equal). */
  const headerRow = (tab: Page) =>
    tab.evaluate(() => {
      // Runs in the page, where the DOM exists.
      type Box = { top: number; height: number };
      const view = globalThis as unknown as {
        document: { body: unknown; querySelector(s: string): { getBoundingClientRect(): Box } };
        getComputedStyle(e: unknown): { lineHeight: string };
      };
      const box = (selector: string) => view.document.querySelector(selector).getBoundingClientRect();
      const centre = (selector: string) => box(selector).top + box(selector).height / 2;
      const items = ['.brand', 'form.search', 'nav.sections', 'nav.account'];
      return {
        height: box('header.site').height,
        centres: items.map(centre),
        lineHeight: parseFloat(view.getComputedStyle(view.document.body).lineHeight),
      };
    });

  it('the header is one row at 1366 and 1024 px, and at 390 px a menu that opens without script', async () => {
    for (const width of [1366, 1024]) {
      const { visitor, tab } = await noScriptVisitor(width);
      await tab.goto(`${service.baseUrl}/listings/ledgerly`);
      const row = await headerRow(tab);
      // One row: about one line of the bar's tallest item (the search field, the sign-up pill) plus padding.
      expect(row.height, `header height at ${width}px`).to.be.below(row.lineHeight * 3.5);
      for (const centre of row.centres) expect(Math.abs(centre - row.centres[0]!), `at ${width}px`).to.be.below(6);
      const account = tab.getByRole('navigation', { name: 'Account' });
      expect(await account.getByRole('link', { name: 'Sign in' }).isVisible()).to.equal(true);
      expect(await account.getByRole('link', { name: 'Submit your product' }).isVisible()).to.equal(true);
      expect(await account.getByRole('link', { name: 'Sign up' }).getAttribute('href')).to.equal(
        '/signup?next=%2Flistings%2Fledgerly',
      );
      expect(await tab.getByRole('navigation', { name: 'Sections' }).getByRole('link').count()).to.equal(5);
      await visitor.close();
    }

    const { visitor, tab } = await noScriptVisitor(390);
    await tab.goto(`${service.baseUrl}/`);
    const sections = tab.getByRole('navigation', { name: 'Sections' });
    expect(await sections.getByRole('link', { name: 'Leaderboards' }).isVisible()).to.equal(false);
    expect(await tab.getByRole('searchbox', { name: 'Search products' }).isVisible()).to.equal(true);
    await tab.getByText('Menu', { exact: true }).click();
    expect(await sections.getByRole('link', { name: 'Leaderboards' }).isVisible()).to.equal(true);
    expect(
      await tab.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).isVisible(),
    ).to.equal(true);
    await sections.getByRole('link', { name: 'Leaderboards' }).click();
    await tab.waitForURL('**/leaderboards');
    await visitor.close();
  });

  it('votes from a list without script: signed in, the vote box posts and comes back to the row; signed out, it leads to sign-in and back', async () => {
    // Signed out: the box is a link to sign in that comes back to this list at the row.
    const anonymous = await noScriptVisitor(390);
    await anonymous.tab.goto(`${service.baseUrl}/`);
    const signedOutBox = anonymous.tab.locator('#listing-mailwren a.vote');
    expect(await signedOutBox.textContent()).to.include('votes all time');
    expect(await signedOutBox.getAttribute('href')).to.equal('/signin?next=%2F%23listing-mailwren');
    await anonymous.visitor.close();

    // A person whose account is older than the launch week (their vote counts), signed in without script.
    const who = newPerson();
    clock.set('2026-11-10T12:00:00Z');
    const { visitor, tab } = await noScriptVisitor(1366, 'dark');
    await tab.goto(`${service.baseUrl}/signup?next=%2F`);
    await signUpThenIn(tab, who);
    await tab.waitForURL(`${service.baseUrl}/`);
    await confirmAddress(tab, who.email);
    clock.set('2026-11-18T12:00:00Z');

    await tab.goto(`${service.baseUrl}/search?q=mailwren`);
    const row = tab.locator('#listing-mailwren');
    const before = Number((await row.locator('.vote button').textContent())!.match(/(\d+) votes? all time/)![1]);
    expect(before).to.be.above(0);
    await row.getByRole('button', { name: /^Upvote Mailwren: \d+ votes? all time$/ }).click();
    await tab.waitForURL(`${service.baseUrl}/search?q=mailwren#listing-mailwren`);
    expect(await tab.locator('h1').textContent()).to.equal('Results for “mailwren”');
    expect(await row.locator('.vote button').textContent()).to.include(`${before + 1} votes all time`);
    expect(await row.evaluate((element) => element.matches(':target'))).to.equal(true);
    // Now the box says the vote is theirs and takes it back, again to the row (no second vote offered).
    const takeBack = row.getByRole('button', {
      name: /^Voted for Mailwren, take back your vote: \d+ votes? all time$/,
    });
    expect(await row.getByRole('button', { name: /^Upvote Mailwren/ }).count()).to.equal(0);
    await takeBack.click();
    await tab.waitForURL(`${service.baseUrl}/search?q=mailwren#listing-mailwren`);
    expect(await row.locator('.vote button').textContent()).to.include(`${before} vote`);
    await row.getByRole('button', { name: /^Upvote Mailwren/ }).click(); // and votes again, from the list
    await tab.waitForURL(`${service.baseUrl}/search?q=mailwren#listing-mailwren`);
    expect(await row.locator('form.vote.voted button').textContent()).to.include(`${before + 1} votes all time`);

    // The signed-in header is one row too; its account menu opens without script.
    const header = await headerRow(tab);
    expect(header.height).to.be.below(header.lineHeight * 3.5);
    for (const centre of header.centres) expect(Math.abs(centre - header.centres[0]!)).to.be.below(6);
    await tab.locator('details.you > summary').click();
    expect(await tab.getByRole('button', { name: 'Sign out' }).isVisible()).to.equal(true);
    expect(await tab.getByRole('link', { name: 'API keys' }).isVisible()).to.equal(true);
    // axe needs script: the same session in a browser with it, dark, signed in, vote forms in the rows.
    const scripted = await browser.newContext({
      storageState: await visitor.storageState(),
      viewport: { width: 1366, height: 900 },
      colorScheme: 'dark',
      bypassCSP: true,
    });
    const axeTab = await scripted.newPage();
    await axeTab.goto(`${service.baseUrl}/search?q=mailwren`);
    expect(await axeTab.locator('#listing-mailwren form.vote').count()).to.equal(1);
    expect(await seriousViolations(axeTab)).to.deep.equal([]);
    await scripted.close();
    await visitor.close();
  });

  it('at 320 px nothing scrolls sideways, and axe finds nothing serious in dark mode at 1366 px (empty states included)', async () => {
    const paths = [
      '/',
      '/search?q=ledgerly',
      '/search?q=qqqqzzzz', // no results: the empty state
      '/listings/ledgerly',
      '/leaderboards/community-weekly',
      '/launches/weeks/2026-11-09', // a week without launches
      '/categories/devtools',
    ];
    const failures: string[] = [];
    for (const [width, scheme] of [
      [320, 'light'],
      [320, 'dark'],
      [1366, 'dark'],
    ] as const) {
      const { visitor, tab } = await noScriptVisitor(width, scheme, true); // axe needs script
      for (const at of paths) {
        await tab.goto(`${service.baseUrl}${at}`);
        for (const line of await seriousViolations(tab)) failures.push(`${at} at ${width}px ${scheme}: ${line}`);
        const overflow = await horizontalOverflow(tab);
        if (overflow.by > 0)
          failures.push(`${at} at ${width}px: ${overflow.by}px wider (${overflow.where.join(', ')})`);
      }
      if (width === 320) {
        await tab.getByText('Menu', { exact: true }).click(); // the open menu fits too, and passes axe
        const overflow = await horizontalOverflow(tab);
        if (overflow.by > 0) failures.push(`open menu at 320px: ${overflow.by}px wider`);
        for (const line of await seriousViolations(tab)) failures.push(`open menu at 320px ${scheme}: ${line}`);
      }
      await visitor.close();
    }
    expect(failures).to.deep.equal([]);
  });

  it('every page type: no serious or critical axe violations (light and dark), no overflow from 360 px to desktop, no layout shift', async () => {
    const pages = [
      '/',
      '/search?q=ledgerly',
      { path: '/search?country=Portugal', status: 400 }, // the 400 page
      '/listings/ledgerly',
      '/listings/ledgerly/badges',
      '/compare?a=ledgerly&b=mailwren',
      '/launches',
      '/launches/weeks/2026-11-16',
      '/leaderboards',
      '/leaderboards/billboard',
      '/awards',
      '/how-votes-are-counted',
      '/categories',
      '/categories/devtools',
      '/founders',
      '/founders/ledgerly-founder',
      '/blog',
      '/blog/hello',
      { path: '/listings/nope', status: 404 },
      '/password/forgot',
    ];
    const anonymous = await browser.newContext({ bypassCSP: true });
    await anonymous.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    const tab = await anonymous.newPage();
    const failures = await sweepPages(tab, service.baseUrl, pages, async (path, width) => {
      const shift = await tab.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift' as 'mark', buffered: true });
            setTimeout(() => resolve(total), 100);
          }),
      );
      return shift > 0 ? [`${path} at ${width}px: layout shift ${shift}`] : [];
    });
    await anonymous.close();
    expect(failures).to.deep.equal([]);
  });
});
