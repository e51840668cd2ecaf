/**
 * The maker's side of the site in a real browser (Debian's chromium, playwright-core), end to end
 * against fixture company sites served on 127.0.0.1 and read by the real crawler, drafter, badge
 * checker and claim checks:
 *
 * - a founder signs up, confirms the address from the outbox, submits the URL, sees the progress
 *   page (the crawl is held at a gate meanwhile), and the page reloads itself once ready (server-sent
 *   events; checked with axe-core while in progress), edits one field, locks one, restores one, saves as a
 *   listing, chooses the free plan (waiting for the badge), puts the badge on the fixture site,
 *   presses "Check now" and is scheduled;
 * - a second founder saves, builds an order for a launch in a chosen week with a promo code, pays on
 *   the checkout page in the sandbox, is scheduled, then live when the week begins (the test moves
 *   the clock and ticks the launch scheduler);
 * - the first founder claims a demo listing by meta tag and verifies it.
 *
 * Every maker page type is checked with axe-core (no serious or critical violation, light and dark)
 * and for horizontal overflow at 360 px and desktop. The browser reaches nothing but the test
 * servers (any other request is aborted, host names resolve nowhere).
 *
 * Skipped, with the reason printed, when chromium is not installed (`apt-get install -y chromium`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ManualClock } from '@listings/shared/kernel';
import type { OutboxMailer } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { startFakeSite, SITE_PAGES, type FakeSite } from '@listings/command-service/drafts/testing';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  LOOPBACK_ONLY_ARG,
  seedShop,
  seriousViolations,
  settled,
  skipWithoutChromium,
  startTestService,
  sweepPages,
  type TestService,
} from '@listings/gateway/testing';
import { linkInMail, newPerson } from './testing.ts';
import { CrawlGate, loopbackPorts } from './maker-testing.ts';

/** A free loopback port: the site's public address is its own (links, redirects, CSRF origins). */
async function atItsOwnAddress() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return { port, site: { name: 'Listings Directory', publicBaseUrl: `http://127.0.0.1:${port}` } };
}

const isoMonday = (iso: string) => iso.slice(0, 10);

describe('the maker’s pages in a browser (chromium)', function () {
  this.timeout(180_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z'); // Wednesday of the week of 2026-11-16
  const sites: FakeSite[] = [];
  let service: TestService;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let userDataDir: string;
  const crawlGate = new CrawlGate();
  /** Pages of each type seen by the first founder, for the accessibility sweep. */
  const visited = new Set<string>();

  const go = async (target: Page, path: string) => (await target.goto(`${service.baseUrl}${path}`))!;
  const sitePath = (target: Page) => new URL(target.url()).pathname + new URL(target.url()).search;
  const remember = (target: Page) => visited.add(new URL(target.url()).pathname);
  const loopbackOnly = (ctx: BrowserContext) =>
    ctx.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );

  async function signUp(target: Page, confirm: boolean) {
    const who = newPerson();
    await go(target, '/');
    await target.getByRole('link', { name: 'Submit your product' }).click();
    await target.waitForURL('**/signin?next=%2Fsubmit');
    await target.getByRole('link', { name: 'Sign up' }).last().click();
    await target.getByLabel('Name').fill(who.name);
    await target.getByLabel('E-mail address').fill(who.email);
    await target.getByLabel('Password').fill(who.password);
    await target.getByRole('button', { name: 'Create account' }).click();
    await target.getByRole('status').waitFor(); // the sign-in form, to sign in with the new password
    await target.getByLabel('Password').fill(who.password);
    await target.getByRole('button', { name: 'Sign in' }).click();
    await target.waitForURL('**/submit');
    if (confirm) {
      await settled(service.service);
      const mail = (await (service.service.mailer as OutboxMailer).list()).find((m) => m.to === who.email)!;
      const link = new URL(linkInMail(mail.raw, '/verify-email'));
      await go(target, link.pathname + link.search);
      await target.getByRole('button', { name: 'Confirm' }).click();
      expect(await target.locator('h1').textContent()).to.equal('Your e-mail address is confirmed');
    }
    return who;
  }

  /** Submits the site, waits for ready (SSE, then reload) and returns on the review page. */
  async function submitAndReview(target: Page, site: FakeSite) {
    await go(target, '/submit');
    await target.getByLabel('Website address').fill(`${site.base}/`);
    await target.getByRole('button', { name: 'Read my site and draft the profile' }).click();
    await target.waitForURL(/\/drafts\/[\w-]+$/);
    await target.getByText('Ready for your review').first().waitFor({ timeout: 60_000 });
  }

  before(async function () {
    skipWithoutChromium(this);
    const { chromium } = await import('playwright-core');
    for (let i = 0; i < 3; i++) sites.push(await startFakeSite());
    // The crawl waits at a gate the test can close, so the progress page is seen for certain.
    service = await startTestService(await atItsOwnAddress(), { clock, ...loopbackPorts(crawlGate) });
    await seedShop(service);
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-maker-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, LOOPBACK_ONLY_ARG],
      headless: true,
      bypassCSP: true, // only so axe-core can be injected; the pages' own script runs under the CSP anyway
      viewport: { width: 1280, height: 900 },
    });
    await loopbackOnly(context);
    browser = context.browser()!;
    page = context.pages()[0] ?? (await context.newPage());
  });

  after(async () => {
    crawlGate.open(); // never leave a crawl waiting
    await context?.close();
    await browser?.close();
    await service?.close();
    for (const site of sites) await site.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  /** The founder names the primary category on the review page: a listing is published only with one. */
  const choosePrimaryCategory = async (tab: Page) => {
    await tab.locator('#value-categories').fill('Tools');
    await tab.locator('#f-categories').getByRole('button', { name: 'Save' }).click();
    await tab.waitForURL(/done=edited#f-categories/);
  };

  it('a founder submits, reviews (edit, lock, restore), saves, publishes free, puts the badge up, checks now: scheduled', async () => {
    await signUp(page, true);
    // Drafting in progress: the page follows the event stream and reloads itself once ready.
    crawlGate.close();
    await go(page, '/submit');
    await page.getByLabel('Website address').fill(`${sites[0].base}/`);
    await page.getByRole('button', { name: 'Read my site and draft the profile' }).click();
    await page.waitForURL(/\/drafts\/[\w-]+$/);
    expect(await page.locator('#draft-status').textContent()).to.equal('Reading your website…');
    expect(await seriousViolations(page)).to.deep.equal([]);
    crawlGate.open();
    await page.getByText('Ready for your review').first().waitFor({ timeout: 60_000 });
    remember(page);
    // The evidence: a quote with a link to the page it came from.
    expect(await page.locator('#f-name ul.evidence a').first().getAttribute('href')).to.match(
      new RegExp(`^${sites[0].base}/`),
    );

    // The review: a preview of the public page, a summary of what is still missing that stays in view
    // (sticky beside the forms on a wide screen, first on a narrow one; CSS only, so also without
    // script), and the fields grouped under headings the summary links to.
    const preview = page.locator('#preview');
    expect(await preview.getByRole('heading', { name: 'Preview of your public page' }).isVisible()).to.equal(true);
    expect(await preview.locator('.preview-name').textContent()).to.equal(
      await page.locator('#value-name').inputValue(),
    );
    expect(await preview.locator('.lead').textContent()).to.equal(await page.locator('#value-tagline').inputValue());
    const groups = ['Basics', 'Description', 'Pricing', 'Links & media', 'People', 'Story', 'FAQs', 'SEO'];
    expect(await page.locator('.draft-group > h2').allTextContents()).to.deep.equal(groups);
    for (const [group, field] of [
      ['Basics', 'name'],
      ['Description', 'description'],
      ['Pricing', 'pricing_model'],
      ['Links & media', 'logo_url'],
      ['SEO', 'keywords'],
    ])
      expect(
        await page
          .locator('.draft-group', { has: page.locator(`#f-${field}`) })
          .locator('h2')
          .textContent(),
      ).to.equal(group);
    // The page's computed `position` of an element (the suite is compiled without the DOM's types).
    const positionOf = (el: unknown) =>
      (globalThis as unknown as { getComputedStyle(e: unknown): { position: string } }).getComputedStyle(el).position;
    const checkSummary = async (tab: Page) => {
      const summary = tab.getByRole('complementary', { name: 'Still missing' });
      expect(await summary.locator('#missing-fields').isVisible()).to.equal(true);
      await tab.setViewportSize({ width: 1280, height: 900 });
      await summary.getByRole('link', { name: 'SEO' }).click();
      await tab.waitForURL(/#group-seo$/);
      expect(await summary.evaluate(positionOf)).to.equal('sticky');
      const far = await summary.boundingBox();
      expect(far!.y, 'the summary stays in view far down the page').to.be.within(0, 40);
      expect(await tab.locator('#group-seo-title').isVisible()).to.equal(true);
      await tab.setViewportSize({ width: 390, height: 844 });
      expect(await summary.evaluate(positionOf)).to.equal('static');
      expect((await summary.boundingBox())!.y, 'on a narrow screen the summary comes first').to.be.below(
        (await tab.locator('#preview').boundingBox())!.y,
      );
      await tab.setViewportSize({ width: 1280, height: 900 });
    };
    await checkSummary(page);
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await loopbackOnly(noScript);
    await noScript.addCookies(await context.cookies());
    const plain = await noScript.newPage();
    await go(plain, sitePath(page).replace(/#.*$/, ''));
    await checkSummary(plain);
    await noScript.close();
    await go(page, sitePath(page));

    await page.locator('#value-tagline').fill('Books that keep themselves');
    await page.locator('#f-tagline').getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/done=edited/);
    expect(await page.locator('#f-tagline .chip').textContent()).to.equal('edited by you');

    await page.locator('#f-name').getByRole('button', { name: 'Lock' }).click();
    await page.waitForURL(/done=locked/);
    expect(await page.locator('#f-name .chip').textContent()).to.equal('locked');

    const original = await page.locator('#value-short_description').inputValue();
    await page.locator('#value-short_description').fill('Something else entirely');
    await page.locator('#f-short_description').getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/done=edited#f-short_description/);
    await page.locator('#f-short_description').getByRole('button', { name: 'Restore what your site says' }).click();
    await page.waitForURL(/done=restored/);
    expect(await page.locator('#value-short_description').inputValue()).to.equal(original);
    expect(await page.locator('#f-short_description .chip').textContent()).to.equal('found on your site');
    await choosePrimaryCategory(page);

    await page.getByRole('button', { name: 'Save as listing' }).click();
    await page.waitForURL(/\/me\/listings\/\d+\?done=saved/);
    remember(page);
    await page.getByRole('button', { name: 'Choose the free plan' }).click();
    await page.waitForURL(/done=free/);
    expect(await page.locator('#listing-status').textContent()).to.equal(
      'Free plan: waiting for the badge on your site',
    );
    // The badge section (embed code, every style previewed) is only shown in this state: checked here.
    await page.locator('details summary', { hasText: 'Every shape, mode and size' }).click();
    expect(await seriousViolations(page)).to.deep.equal([]);

    const embed = await page.locator('#embed-code').inputValue();
    sites[0].routes.set('/', {
      type: 'text/html; charset=utf-8',
      body: SITE_PAGES['/'].replace('</main>', `${embed}</main>`),
    });
    await page.getByRole('button', { name: 'Check now' }).click();
    await page.waitForURL(/done=free/);
    expect(await page.locator('#listing-status').textContent()).to.match(
      /^Scheduled for the week of .+ \(free plan\)$/,
    );
  });

  it('a second founder saves, orders a launch in a chosen week with a promo code, pays in the sandbox: scheduled, then live when the week begins', async () => {
    const second = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await loopbackOnly(second);
    const tab = await second.newPage();
    await signUp(tab, false);
    await submitAndReview(tab, sites[1]);
    await choosePrimaryCategory(tab);
    await tab.getByRole('button', { name: 'Save as listing' }).click();
    await tab.waitForURL(/\/me\/listings\/\d+\?done=saved/);
    const listingPage = new URL(tab.url()).pathname;
    await tab.getByRole('link', { name: 'Build a paid launch' }).click();
    await tab.waitForURL('**/order');

    await tab.getByLabel('Add Launch').check();
    const weeks = await tab
      .locator('#week-launch option')
      .evaluateAll((options) => options.map((o) => (o as unknown as { value: string }).value).filter(Boolean));
    const week = weeks[1];
    await tab.locator('#week-launch').selectOption(week);
    await tab.getByLabel('Promo code').fill('Launch10');
    await tab.getByLabel('Billing country (two-letter code, e.g. DE)').fill('DE');
    await tab.getByRole('button', { name: 'Preview the price' }).click();
    expect(await tab.locator('#quote').textContent())
      .to.include('Discount (Launch10)')
      .and.include('VAT (19%)');
    await tab.getByRole('button', { name: 'Continue to checkout' }).click();
    await tab.waitForURL(/\/checkout\/ORD-/);
    await tab.getByLabel('Name (person or company)').fill('Second Ltd');
    await tab.getByLabel('Address').fill('1 Quay St');
    await tab.getByLabel('City').fill('Berlin');
    await tab.getByLabel('Country (two letters, e.g. IE, DE, US)').fill('DE');
    await tab.getByRole('button', { name: 'Continue to payment' }).click();
    await tab.waitForURL(/\/sandbox-pay\?/);
    await tab.getByRole('button', { name: 'Pay (sandbox)' }).click();
    await tab.waitForURL(/result=paid/);

    await settled(service.service);
    await go(tab, listingPage);
    expect(await tab.locator('#listing-status').textContent()).to.match(
      /^Scheduled for the week of .+ \(paid launch\)$/,
    );

    clock.set(`${isoMonday(week)}T00:05:00Z`);
    await service.service.jobs.get('launches')!.tick();
    await settled(service.service);
    await go(tab, listingPage);
    expect(await tab.locator('#listing-status').textContent()).to.match(/^Live since the week of /);
    clock.set('2026-11-18T12:00:00Z');
    await second.close();
  });

  it('the first founder claims a demo listing by meta tag and verifies it', async () => {
    const listings = new ListingCommands(service.service.events, clock);
    const actor = { kind: 'admin' as const, id: 'test' };
    const created = await listings.create(
      { profile: { name: 'Demo Ledger', url: `${sites[2].base}/` }, ownerId: null },
      actor,
      'test',
    );
    const live = await listings.execute(
      created.listingId,
      { type: 'GoLive', week: '2026-11-16', plan: 'free' },
      actor,
      'test',
    );
    await service.service.projections.waitForPosition(live.position, 5000);

    await go(page, `/listings/${created.slug}`);
    await page.getByRole('link', { name: 'Is this your product? Claim it' }).click();
    remember(page);
    await page.getByLabel('A meta tag on the homepage').check();
    await page.getByRole('button', { name: 'Start the claim' }).click();
    await page.waitForURL(/\/me\/claims\/\d+$/);
    const tag = await page.locator('#claim-tag').inputValue();
    sites[2].routes.set('/', {
      type: 'text/html; charset=utf-8',
      body: SITE_PAGES['/'].replace('<head>', `<head>${tag}`),
    });
    await page.getByRole('button', { name: 'Verify now' }).click();
    await page.waitForURL(/done=checked/);
    expect(await page.locator('#claim-status').textContent()).to.match(/^Verified on .+: you manage this listing\.$/);
  });

  it('every maker page type: no serious or critical axe violations (light and dark), no overflow from 360 px to desktop', async () => {
    await go(page, '/me');
    const listing = await page.locator('ul.rows a.name').first().getAttribute('href');
    await go(page, '/me/orders');
    const pages = [
      '/submit',
      '/drafts',
      ...[...visited].filter((p) => p.startsWith('/drafts/')),
      '/me',
      listing!,
      `${listing}/order`,
      // The picture pages: logo upload, the gallery, the founders' photos.
      `${listing}/logo`,
      `${listing}/screenshots`,
      `${listing}/founders`,
      '/me/orders',
      '/me/claims',
      ...[...visited].filter((p) => p.startsWith('/me/claims/')),
      '/claims/new?slug=demo-ledger',
      '/me/interview',
    ];
    // A failed draft (robots.txt disallows the page) and a paid order of the first founder.
    await go(page, '/submit');
    await page.getByLabel('Website address').fill(`${sites[0].base}/about/history`);
    await page.getByRole('button', { name: 'Read my site and draft the profile' }).click();
    await page.getByText('robots.txt does not allow').waitFor({ timeout: 30_000 });
    pages.push(sitePath(page));

    const failures = await sweepPages(page, service.baseUrl, pages);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(failures).to.deep.equal([]);
  });

  it('the founders’ photos page shows each founder’s “Add a photo” as a link (colour and underline), not as the hint’s grey text', async () => {
    await go(page, '/me');
    const listing = await page.locator('ul.rows a.name').first().getAttribute('href');
    const listingId = Number(listing!.split('/').pop());
    const actor = { kind: 'admin' as const, id: 'test' };
    await new ListingCommands(service.service.events, clock).execute(
      listingId,
      { type: 'ChangeProfile', changes: { founders: [{ slug: 'ann-lee', name: 'Ann Lee' }] } },
      actor,
      't',
    );
    await settled(service.service);
    await go(page, `${listing}/founders`);
    const link = page.getByRole('link', { name: 'Add a photo of Ann Lee' });
    const style = await link.evaluate((a) => {
      const view = (globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }).getComputedStyle;
      const hint = view((a as { parentElement: unknown }).parentElement);
      return { line: view(a).textDecorationLine, color: view(a).color, hint: hint.color };
    });
    expect(style.line).to.include('underline');
    expect(style.color).to.not.equal(style.hint);
  });
});
