/**
 * The maker's badge preview loads in a real browser on another site's host (issue 30): chromium, the
 * pages' CSP enforced (not bypassed), on the demo's two hosts of one port. A listing saved on AI Tools
 * (`127.0.0.1`) and waiting for its badge, opened by its owner on the default site's host
 * (`localhost`): the preview image is AI Tools' and is drawn (naturalWidth > 0), and so are the
 * previews of every style once their list is opened. Before, the preview was this host's
 * `/badges/...`, a 404 here; and an absolute URL alone would be refused by `img-src 'self'`.
 */
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ManualClock } from '@listings/shared/kernel';
import { startFakeSite, type FakeSite } from '@listings/command-service/drafts/testing';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  skipWithoutChromium,
  twoSitesOnOnePort,
  type TestService,
} from '@listings/gateway/testing';
import { csrfIn, newPerson } from '../kit/testing.ts';
import { loopbackPorts, savedListing, signedUpClient, withCategory } from '../kit/maker-testing.ts';

/** The page's globals as the callback below uses them (it runs in the page, where the DOM exists; a cast is erased). */
type PageGlobals = {
  document: { querySelector(selector: string): { complete: boolean; naturalWidth: number } | null };
};

describe("a maker's badge preview of another site's listing loads in a browser (chromium)", function () {
  this.timeout(90_000);
  let company: FakeSite | undefined;
  let service: TestService | undefined;
  let context: BrowserContext | undefined;
  let page: Page;
  let userDataDir: string | undefined;
  let main: string;
  let ai: string;

  before(async function () {
    skipWithoutChromium(this);
    company = await startFakeSite();
    ({ service, main, ai } = await twoSitesOnOnePort({ clock: new ManualClock(new Date()), ...loopbackPorts() }));
    const { chromium } = await import('playwright-core');
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-own-badge-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      // Loopback only, by both names the two sites answer on; the pages' CSP enforced.
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
      headless: true,
    });
    await context.route('**/*', (route) =>
      ['127.0.0.1', 'localhost'].includes(new URL(route.request().url()).hostname) ? route.continue() : route.abort(),
    );
    page = context.pages()[0] ?? (await context.newPage());
  });

  after(async () => {
    await context?.close();
    await service?.close();
    await company?.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  /**
   * The natural width of `img` once it has loaded (0: not drawn: it failed, or never finished loading in
   * 15 s, as an image the CSP refuses may).
   */
  const drawnWidth = async (selector: string): Promise<number> => {
    try {
      const handle = await page.waitForFunction(
        (s) => {
          const img = (globalThis as unknown as PageGlobals).document.querySelector(s);
          return img && img.complete ? { width: img.naturalWidth } : null;
        },
        selector,
        { timeout: 15_000 },
      );
      return ((await handle.jsonValue()) as { width: number }).width;
    } catch {
      return 0;
    }
  };

  it("draws the AI Tools listing's badge previews on the default site's host", async () => {
    const person = newPerson();
    const onAi = await signedUpClient(ai, person);
    const { listingPath } = await savedListing(onAi, `${company!.base}/`, { category: await withCategory(service!) });
    const csrf = csrfIn((await onAi.get(listingPath)).text);
    expect((await onAi.post(`${listingPath}/free`, { csrf })).status).to.equal(303);

    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${main}/signin?next=${encodeURIComponent(listingPath)}`);
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${main}${listingPath}`);

    const src = await page.locator('#own-badge img').getAttribute('src');
    expect(src!.startsWith(`${ai}/badges/`), src!).to.equal(true);
    expect(await drawnWidth('#own-badge img')).to.be.greaterThan(0);

    // Every style's preview, once the list is opened (they load lazily).
    await page.getByText('Every shape, mode and size').click();
    const count = await page.locator('.badge-previews img').count();
    expect(count).to.be.greaterThan(20);
    for (const i of [0, Math.floor(count / 2), count - 1]) {
      const image = page.locator('.badge-previews img').nth(i);
      await image.scrollIntoViewIfNeeded();
      const id = `preview-${i}`;
      await image.evaluate((img, value) => img.setAttribute('data-test', value), id);
      expect(await drawnWidth(`img[data-test="${id}"]`), `preview ${i}`).to.be.greaterThan(0);
    }
    expect(refused).to.deep.equal([]);
  });
});
