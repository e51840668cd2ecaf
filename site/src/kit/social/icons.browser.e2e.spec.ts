/**
 * The site's icons in a real browser (Debian's chromium through playwright-core), under the pages'
 * own CSP (not bypassed): on the home page and a listing page, every icon the head links (favicon,
 * touch icon) loads as an image, the manifest loads and names its icons, which load too, and the
 * page's social card loads from its path; no request of the page answers 4xx or 5xx and the console
 * has no error (a 404 or a CSP refusal would show there). Host names resolve nowhere but loopback.
 *
 * Skipped, with the reason printed, when chromium is not installed (`apt-get install -y chromium`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  LOOPBACK_ONLY_ARG,
  settled,
  skipWithoutChromium,
  startTestService,
  type TestService,
} from '@listings/gateway/testing';

const admin = { kind: 'admin' as const, id: 'test' };

describe('the site’s icons and manifest in a browser (chromium)', function () {
  this.timeout(120_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z');
  let service: TestService;
  let context: BrowserContext;
  let page: Page;
  let userDataDir: string;

  before(async function () {
    skipWithoutChromium(this);
    const { chromium } = await import('playwright-core');
    service = await startTestService({}, { clock });
    const listings = new ListingCommands(service.service.events, clock);
    const { listingId } = await listings.create(
      { profile: { name: 'Ledgerly', tagline: 'Get paid faster', url: 'https://ledgerly.example' }, ownerId: null },
      admin,
      't',
    );
    await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't');
    await settled(service.service);
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-icons-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, LOOPBACK_ONLY_ARG],
      headless: true,
      viewport: { width: 1280, height: 900 },
    });
    // No context.route here (the other browser suites abort anything off the test server with it): under
    // Playwright's interception Chromium's requests for /favicon.ico fail without reaching the network,
    // which is what this suite checks. Host names still resolve nowhere (LOOPBACK_ONLY_ARG).
    page = context.pages()[0] ?? (await context.newPage());
  });

  after(async () => {
    await context?.close();
    await service?.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  for (const where of ['/', '/listings/ledgerly']) {
    it(`on ${where}, the favicon, touch icon, manifest, its icons and the social card all load`, async () => {
      const failures: string[] = [];
      const errors: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      });
      page.on('requestfailed', (request) => failures.push(`failed ${request.url()} ${request.failure()?.errorText}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const response = await page.goto(`${service.baseUrl}${where}`, { waitUntil: 'load' });
      expect(response!.status()).to.equal(200);
      // Runs in the page (a string: the DOM's types are not in this project's lib).
      const loaded = (await page.evaluate(`(async () => {
        const image = (src) =>
          new Promise((resolve) => {
            const img = new Image();
            img.onload = () => resolve(src + ' ' + img.naturalWidth + 'x' + img.naturalHeight);
            img.onerror = () => resolve(src + ' failed');
            img.src = src;
          });
        const links = [...document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]')];
        const manifest = await (await fetch(document.querySelector('link[rel="manifest"]').getAttribute('href'))).json();
        const card = new URL(document.querySelector('meta[property="og:image"]').content);
        return {
          icons: await Promise.all(links.map((link) => image(link.getAttribute('href')))),
          manifestIcons: await Promise.all(manifest.icons.map((icon) => image(icon.src))),
          card: await image(card.pathname + card.search),
        };
      })()`)) as { icons: string[]; manifestIcons: string[]; card: string };
      expect(loaded.icons).to.deep.equal([
        '/favicon.ico 48x48',
        '/favicon.svg 512x512',
        '/apple-touch-icon.png 180x180',
      ]);
      expect(loaded.manifestIcons).to.deep.equal([
        '/favicon.svg 512x512',
        '/icons/icon-192.png 192x192',
        '/icons/icon-512.png 512x512',
      ]);
      expect(loaded.card).to.match(/^\/cards\/.+ 1200x630$/);
      expect(failures, failures.join('\n')).to.deep.equal([]);
      expect(errors, errors.join('\n')).to.deep.equal([]);
      page.removeAllListeners('response');
      page.removeAllListeners('console');
    });
  }
});
