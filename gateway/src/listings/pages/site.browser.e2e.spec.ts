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
import { settled, startTestService, type TestService } from '../../testing/test-service.ts';
import { linkInMail, newPerson } from '../../pages/testing.ts';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  skipWithoutChromium,
  LOOPBACK_ONLY_ARG,
  seriousViolations,
  sweepPages,
} from '../../testing/browser.ts';

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
    expect(await page.locator('ol.rows li', { hasText: 'Pixelforge' }).locator('.metric').textContent()).to.include(
      '3',
    );

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
