/**
 * Sign-in across the network's sites in a real browser (issue 30): chromium on the demo's two hosts of
 * one port, the default site on `localhost` and "AI Tools" on `127.0.0.1`, each with its own cookies.
 * Without script (and with the pages' CSP enforced, not bypassed): the sign-in page's link, the
 * redirects and the forms. First a person with an account
 * but signed in nowhere follows the offer, signs in on the default site and is carried back to AI Tools
 * signed in (the default site's sign-in form leads on to AI Tools, which its CSP form-action allows);
 * then, signed out on AI Tools only, the same link signs them in again with no form at all.
 */
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { ManualClock } from '@listings/shared/kernel';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  launchTestBrowser,
  seriousViolations,
  skipWithoutChromium,
  type TestService,
  twoSitesOnOnePort,
} from '@listings/gateway/testing';
import { newPerson } from '../kit/testing.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('sign-in across the sites of a network in a browser (chromium)', function () {
  this.timeout(90_000);
  let service: TestService;
  let context: BrowserContext;
  let page: Page;
  let userDataDir: string;
  let main: string;
  let ai: string;

  before(async function () {
    skipWithoutChromium(this);
    ({ service, main, ai } = await twoSitesOnOnePort({ clock: new ManualClock(new Date()) }));
    const { chromium } = await import('playwright-core');
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-hop-chromium-'));
    // Loopback only, by both names the two sites answer on.
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
      headless: true,
      javaScriptEnabled: false,
    });
    await context.route('**/*', (route) =>
      ['127.0.0.1', 'localhost'].includes(new URL(route.request().url()).hostname) ? route.continue() : route.abort(),
    );
    page = context.pages()[0] ?? (await context.newPage());
  });

  after(async () => {
    await context?.close();
    await service?.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  it('carries a sign-in from the default site to AI Tools, through its sign-in form and then in one hop', async () => {
    const person = newPerson();
    // An account, signed in nowhere (sign-up answers with the sign-in form, and no session).
    await page.goto(`${main}/signup`);
    await page.getByLabel('Name').fill(person.name);
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await page.getByRole('status').textContent()).to.include('Check your inbox');

    // On AI Tools: the offer, then the default site's sign-in, then back on AI Tools signed in.
    await page.goto(`${ai}/signin?next=%2Faccount`);
    expect(await page.getByRole('heading', { name: 'Signed in on Listings Directory?' }).count()).to.equal(1);
    await page.getByRole('link', { name: 'Continue as your Listings Directory account' }).click();
    await page.waitForURL((url) => url.origin === main && url.pathname === '/signin');
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${ai}/account`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal(`Welcome, ${person.name}`);
    expect((await context.cookies(ai)).some((c) => c.name === '__Host-session')).to.equal(true);

    // Signed out on AI Tools only: the same link signs in again at once, through the default site.
    await page.locator('details.you > summary').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${ai}/signin?signed_out=1`);
    expect((await context.cookies(ai)).some((c) => c.name === '__Host-session')).to.equal(false);
    await page.getByRole('link', { name: 'Continue as your Listings Directory account' }).click();
    await page.waitForURL(`${ai}/account`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal(`Welcome, ${person.name}`);
  });

  it('offers the hop on an accessible sign-in page (axe: no serious violations)', async () => {
    // A browser of its own: axe is injected, so the pages' CSP is bypassed there (never in the test above).
    const axeBrowser = await launchTestBrowser('hop-axe');
    try {
      const axePage = await axeBrowser.context.newPage();
      await axePage.goto(`${ai}/signin?next=%2Faccount`);
      expect(await axePage.getByRole('link', { name: 'Continue as your Listings Directory account' }).count()).to.equal(
        1,
      );
      expect(await seriousViolations(axePage)).to.deep.equal([]);
    } finally {
      await axeBrowser.close();
    }
  });
});
