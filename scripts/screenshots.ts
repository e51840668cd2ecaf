/**
 * The site's screenshots in docs/screenshots/ (issue 31): the demo directory (seeded as `npm start`
 * seeds it, at a fixed date so every run shows the same week) in Debian's chromium, headless, at
 * 1366 and 390 px wide, light and dark (prefers-color-scheme emulated): the home page, a listing, a
 * board, a search, and a founder's draft review (a person signed up, the fixture company site of the
 * drafting tests submitted on 127.0.0.1 and drafted by the real crawler and drafter). PNG, the top of
 * each page (one window high), small enough to keep in the repo.
 *
 *   node scripts/screenshots.ts [out-dir]      (default docs/screenshots; needs /usr/bin/chromium or CHROMIUM_PATH)
 *
 * The service runs in this process on a free loopback port with in-memory stores; the browser reaches
 * nothing else (every other host name resolves nowhere).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { loadConfig } from '@listings/shared/config';
import { ManualClock, silentLogger } from '@listings/shared/kernel';
import { createService, listen, seedDemoData } from '@listings/gateway';
import { createSafeFetcher } from '@listings/shared/platform';
import { createDrafter, createSiteCrawler } from '@listings/command-service/drafts';
import { startFakeSite } from '@listings/command-service/drafts/testing';
import { csrfIn, newPerson, PageClient, signUpAndIn } from '@listings/site/testing';

const out = path.resolve(process.argv[2] ?? 'docs/screenshots');
const clock = new ManualClock('2026-11-25T12:00:00Z');
const defaults = loadConfig({});
// The crawler may read only 127.0.0.1 here: the fixture company site the draft review shows.
const loopbackFetcher = createSafeFetcher({ userAgent: 'ListingsDirectoryBot/1.0', allowedAddresses: ['127.0.0.1'] });
const service = await createService(
  { ...defaults, dataDir: ':memory:', demoData: false, launchSchedulerTickMs: 0 },
  {
    logger: silentLogger,
    clock,
    drafting: {
      crawler: createSiteCrawler({ fetcher: loopbackFetcher, sleep: async () => {} }),
      drafter: createDrafter({}),
    },
  },
);
const seeded = await seedDemoData(service.events, clock, { blobs: service.blobs });
await service.projections.waitForPosition(seeded.position, 120_000);
const server = await listen(service, 0, '127.0.0.1');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const someListing = async () => {
  const response = await fetch(`${base}/v1/launches?section=this-week&per_page=1`);
  const body = (await response.json()) as { items: { slug: string }[] };
  return body.items[0]!.slug;
};
/** A founder signed up, the fixture site submitted and drafted: the draft's path. */
const companySite = await startFakeSite();
const founder = new PageClient(base);
const person = newPerson();
await signUpAndIn(founder, person, '/submit');
const submitted = await founder.post('/submit', {
  csrf: csrfIn((await founder.get('/submit')).text),
  url: companySite.base,
});
const draftPath = submitted.location!;
for (let i = 0; (await founder.get(draftPath)).text.includes('id="draft-progress"'); i++) {
  if (i > 600) throw new Error('the draft never settled');
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'listing', path: `/listings/${await someListing()}` },
  { name: 'board', path: '/leaderboards/community-weekly' },
  { name: 'search', path: '/search?q=invoice' },
  { name: 'draft-review', path: draftPath },
];
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
});
try {
  for (const scheme of ['light', 'dark'] as const)
    for (const size of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        colorScheme: scheme,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      for (const { name, path: at } of PAGES) {
        // The public pages as a visitor sees them; the draft review (the last) as its founder, signed in
        // here through the sign-in form (the session cookies are __Host-, set by the browser itself).
        if (name === 'draft-review') {
          await page.goto(`${base}/signin?next=${encodeURIComponent(at)}`);
          await page.getByLabel('E-mail address').fill(person.email);
          await page.getByLabel('Password').fill(person.password);
          await page.getByRole('button', { name: 'Sign in' }).click();
          await page.waitForURL(`**${at}`);
        }
        await page.goto(`${base}${at}`, { waitUntil: 'networkidle' });
        await page.evaluate('document.fonts.ready');
        const file = path.join(out, `${name}-${size.name}-${scheme}.png`);
        await page.screenshot({ path: file });
        console.log(`${path.relative(process.cwd(), file)} ${Math.round(fs.statSync(file).size / 1024)} KB`);
      }
      await context.close();
    }
} finally {
  await browser.close();
  await companySite.close();
  server.closeAllConnections();
  server.close();
  await service.close();
}
