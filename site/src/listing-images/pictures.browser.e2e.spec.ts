/**
 * Listing pictures in a real browser (Debian's chromium through playwright-core), under the pages' own
 * CSP (`img-src 'self'`, not bypassed), at 1366, 390 and 320 px wide: on the home page, a search, a
 * listing page whose hero has a logo, a gallery and the makers' faces (one photo, one with initials),
 * the founder page with the photo and the founders' directory, every <img> has loaded (naturalWidth > 0) and has alt text,
 * width and height (so nothing shifts while it loads), the console has no error (a CSP refusal or a
 * 404 would show there) and no page scrolls sideways. axe-core finds nothing serious on the listing
 * and founder pages and the founders' directory, light and dark (a second browser context that lets axe be injected).
 *
 * Issue 31: also a listing drafted from a fixture company site on 127.0.0.1 by the real crawler, drafter
 * and logo reactor (its logo taken off the site), and listings whose recorded pictures' files are not in
 * the blob store /images serves (all of them, or all but the largest PNG, as when events and read models
 * outlive the store they were taken into): the walk saw such logos 404. Their pages show what is there
 * (the monogram or initials, or the rendition that is), and still every <img> loads.
 *
 * Skipped, with the reason printed, when chromium is not installed (`apt-get install -y chromium`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import type { BrowserContext } from 'playwright-core';
import { InMemoryBlobStore, ManualClock } from '@listings/shared/kernel';
import { createSafeFetcher, ingestImage } from '@listings/shared/platform';
import { createDrafter, createImageFetcher, createSiteCrawler } from '@listings/command-service/drafts';
import { startFakeSite, type FakeSite } from '@listings/command-service/drafts/testing';
import { listingStream, type ListingImage } from '@listings/shared/contracts/listings';
import { ListingCommands } from '@listings/command-service/listings';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  LOOPBACK_ONLY_ARG,
  seriousViolations,
  settled,
  skipWithoutChromium,
  startTestService,
  type TestService,
} from '@listings/gateway/testing';

const admin = { kind: 'admin' as const, id: 'test' };
/** The page of the listing drafted from the fixture site (its slug is known once it is made). */
const DRAFTED = 'the drafted listing';

/** The page's globals as the callbacks below use them (they run in the page, where the DOM exists; a cast is erased). */
interface PageImage {
  complete: boolean;
  currentSrc: string;
  naturalWidth: number;
  getAttribute(name: string): string | null;
}
type PageGlobals = {
  document: { images: Iterable<PageImage>; documentElement: { scrollWidth: number } };
  innerWidth: number;
};

describe('listing pictures in a browser (chromium)', function () {
  this.timeout(120_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z');
  let service: TestService;
  let site: FakeSite;
  let context: BrowserContext;
  let userDataDir: string;
  let drafted: string;

  before(async function () {
    skipWithoutChromium(this);
    const { chromium } = await import('playwright-core');
    // A fixture company site serving its logo, which the real crawler, drafter and logo reactor read.
    site = await startFakeSite();
    site.routes.set('/img/logo.svg', {
      type: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#2a6"/></svg>',
    });
    const loopback = createSafeFetcher({ userAgent: 'ListingsDirectoryBot/1.0', allowedAddresses: ['127.0.0.1'] });
    service = await startTestService(
      {},
      {
        clock,
        drafting: {
          crawler: createSiteCrawler({ fetcher: loopback, sleep: async () => {} }),
          drafter: createDrafter({}),
          images: createImageFetcher({ fetcher: loopback }),
        },
      },
    );
    const blobs = service.service.blobs;
    const imageOf = async (
      bytes: Buffer,
      shape: 'square' | 'screenshot' | 'face',
      store = blobs,
    ): Promise<ListingImage> => {
      const { renditions, original } = await ingestImage(bytes, store, undefined, shape);
      return {
        renditions: renditions.map(({ contentType: _type, ...rendition }) => rendition),
        original,
        source: 'upload',
        evidence: [],
      };
    };
    const listings = new ListingCommands(service.service.events, clock);
    const { listingId } = await listings.create(
      {
        profile: {
          name: 'Pictura',
          tagline: 'Pictures, safely',
          url: 'https://pictura.example',
          // A media link as makers paste them: a long external address, no caption (it must wrap at 320 px).
          media: [
            {
              type: 'video',
              url: `https://videos.example.com/watch/${'pictura-demo-'.repeat(8)}?list=${'x'.repeat(40)}`,
            },
          ],
          founders: [
            { slug: 'ann-lee', name: 'Ann Lee', title: 'CEO' },
            { slug: 'bo-ma', name: 'Bo Ma' },
          ],
        },
        ownerId: null,
      },
      admin,
      't',
    );
    await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'paid' }, admin, 't');
    await listings.execute(listingId, { type: 'UnlockSections', sections: ['media'] }, admin, 't');
    const logo = await sharp({ create: { width: 200, height: 120, channels: 4, background: '#22aa66' } })
      .png()
      .toBuffer();
    await listings.execute(listingId, { type: 'SetLogo', logo: await imageOf(logo, 'square') }, admin, 't');
    const shot = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    await listings.execute(listingId, { type: 'AddScreenshot', image: await imageOf(shot, 'screenshot') }, admin, 't');
    const face = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#aa5533' } })
      .jpeg()
      .toBuffer();
    await listings.execute(
      listingId,
      { type: 'SetFounderPhoto', founderSlug: 'ann-lee', photo: await imageOf(face, 'face') },
      admin,
      't',
    );
    // One without a logo beside it: its monogram stays.
    const other = await listings.create(
      { profile: { name: 'Mono Gram', url: 'https://monogram.example' }, ownerId: null },
      admin,
      't',
    );
    await listings.execute(other.listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't');

    // Pictures recorded whose files are not in the store /images serves (taken into another one).
    const elsewhere = new InMemoryBlobStore();
    const lost = await listings.create(
      {
        profile: {
          name: 'Lost Pics',
          url: 'https://lostpics.example',
          founders: [{ slug: 'lo-st', name: 'Lo St' }],
        },
        ownerId: null,
      },
      admin,
      't',
    );
    await listings.execute(lost.listingId, { type: 'GoLive', week: '2026-11-16', plan: 'paid' }, admin, 't');
    await listings.execute(lost.listingId, { type: 'UnlockSections', sections: ['media'] }, admin, 't');
    // Pictures of their own (the same bytes as Pictura's would be the same, stored, blobs).
    const solid = (width: number, height: number, background: string) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer();
    const lostLogo = await imageOf(await solid(200, 120, '#cc3311'), 'square', elsewhere);
    await listings.execute(lost.listingId, { type: 'SetLogo', logo: lostLogo }, admin, 't');
    await listings.execute(
      lost.listingId,
      { type: 'AddScreenshot', image: await imageOf(await solid(1600, 1000, '#117733'), 'screenshot', elsewhere) },
      admin,
      't',
    );
    await listings.execute(
      lost.listingId,
      {
        type: 'SetFounderPhoto',
        founderSlug: 'lo-st',
        photo: await imageOf(await solid(300, 400, '#884499'), 'face', elsewhere),
      },
      admin,
      't',
    );
    // One whose largest PNG alone is there: the pages take it for every size.
    const half = await listings.create(
      { profile: { name: 'Half Kept', url: 'https://halfkept.example' }, ownerId: null },
      admin,
      't',
    );
    await listings.execute(half.listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't');
    const halfLogo = await imageOf(
      await sharp({ create: { width: 64, height: 64, channels: 4, background: '#6633cc' } })
        .png()
        .toBuffer(),
      'square',
      elsewhere,
    );
    const largest = halfLogo.renditions.find((r) => r.format === 'png' && r.size === 512)!;
    await blobs.put((await elsewhere.get(largest.hash))!.bytes, 'image/png');
    await listings.execute(half.listingId, { type: 'SetLogo', logo: halfLogo }, admin, 't');

    // Drafted from the fixture site: submitted, drafted, saved as a listing, its logo taken by the reactor.
    const { key } = await service.createKey(['account:read', 'listings:write']);
    const submitted = await service.call('POST', '/drafts', { key, body: { url: `${site.base}/` } });
    const until = async (what: string, ready: () => Promise<boolean>) => {
      for (let i = 0; !(await ready()); i++) {
        if (i > 400) throw new Error(`never: ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await until(
      'the draft is ready',
      async () => (await service.call('GET', `/drafts/${submitted.body.id}`, { key })).body.status === 'ready',
    );
    const saved = await service.call('POST', `/drafts/${submitted.body.id}/submit`, { key, body: {} });
    drafted = saved.body.slug;
    await until('the logo is taken', async () =>
      (await service.service.events.readStream(listingStream(saved.body.listing_id))).some(
        (event) => event.type === 'ListingLogoSet',
      ),
    );
    await listings.execute(saved.body.listing_id, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't');
    await settled(service.service);
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-pictures-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, LOOPBACK_ONLY_ARG],
      headless: true,
      viewport: { width: 1366, height: 900 },
    });
  });

  after(async () => {
    await context?.close();
    await service?.close();
    await site?.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  for (const width of [1366, 390, 320])
    for (const where of [
      '/',
      '/search?q=pictura',
      '/listings/pictura',
      '/founders/ann-lee',
      '/founders',
      DRAFTED,
      '/listings/lost-pics',
      '/founders/lo-st',
      '/listings/half-kept',
    ])
      it(`at ${width} px, ${where}: every <img> loads, with alt text, width and height; no console error, no sideways scroll`, async () => {
        const page = await context.newPage();
        await page.setViewportSize({ width, height: 900 });
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        const response = await page.goto(`${service.baseUrl}${where === DRAFTED ? `/listings/${drafted}` : where}`, {
          waitUntil: 'load',
        });
        expect(response!.status()).to.equal(200);
        await page.waitForFunction(() =>
          [...(globalThis as unknown as PageGlobals).document.images].every((img) => img.complete),
        );
        const images = await page.evaluate(() =>
          [...(globalThis as unknown as PageGlobals).document.images].map((img) => ({
            src: img.currentSrc,
            alt: img.getAttribute('alt'),
            natural: img.naturalWidth,
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
          })),
        );
        const pictures = images.filter((img) => img.src.includes('/images/'));
        if (where === '/listings/lost-pics') {
          // Nothing of it is stored: its monogram and its founder's initials, no picture at all.
          expect(pictures, 'pictures whose files are missing').to.deep.equal([]);
          expect(await page.locator('.listing-head .mono').count()).to.equal(1);
        } else if (where === '/founders/lo-st') {
          // Neither the founder's photo nor the company's logo is stored: initials and monogram.
          expect(pictures, 'pictures whose files are missing').to.deep.equal([]);
          expect(await page.locator('.rows .mono').count()).to.equal(1);
        } else expect(pictures.length, 'pictures of the listing on the page').to.be.greaterThan(0);
        if (where === DRAFTED)
          expect(images.some((img) => img.alt === 'Acme Ledger logo' && img.src.includes('/images/'))).to.equal(true);
        if (where === '/listings/half-kept')
          expect(images.some((img) => img.alt === 'Half Kept logo' && img.natural > 0)).to.equal(true);
        for (const img of images) {
          expect(img.natural, img.src).to.be.greaterThan(0);
          expect(img.alt, img.src).to.be.a('string').and.not.equal('');
          expect(img.width && img.height, `${img.src} width and height`).to.be.ok;
        }
        if (where === '/listings/pictura') {
          expect(images.some((img) => /^Screenshot 1 of Pictura$/.test(img.alt ?? ''))).to.equal(true);
          expect(images.some((img) => img.alt === 'Pictura logo' && img.width === '80')).to.equal(true);
          expect(images.some((img) => img.alt === 'Photo of Ann Lee' && img.width === '48')).to.equal(true);
          // The long media link is there (and wraps: the sideways check below).
          expect(await page.locator('section.media a[href^="https://videos.example.com/"]').count()).to.equal(1);
        }
        if (where === '/founders/ann-lee') {
          expect(images.some((img) => img.alt === 'Photo of Ann Lee' && img.width === '96')).to.equal(true);
          // Her company's row shows its logo, as every list of listings does (not only the monogram).
          expect(images.some((img) => img.alt === 'Pictura logo' && img.width === '52')).to.equal(true);
        }
        if (where === '/founders')
          expect(images.some((img) => img.alt === 'Photo of Ann Lee' && img.width === '48')).to.equal(true);
        const overflow = await page.evaluate(
          () =>
            (globalThis as unknown as PageGlobals).document.documentElement.scrollWidth -
            (globalThis as unknown as PageGlobals).innerWidth,
        );
        expect(overflow, 'sideways scroll').to.be.at.most(0);
        expect(errors).to.deep.equal([]);
        await page.close();
      });

  it('axe finds nothing serious on the listing page’s hero, the founder page and the founders’ directory, light and dark', async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, LOOPBACK_ONLY_ARG] });
    try {
      for (const colorScheme of ['light', 'dark'] as const) {
        // bypassCSP only so axe-core can be injected; the pictures above load under the real CSP.
        const scripted = await browser.newContext({
          bypassCSP: true,
          colorScheme,
          viewport: { width: 390, height: 900 },
        });
        const tab = await scripted.newPage();
        for (const where of ['/listings/pictura', '/founders/ann-lee', '/founders']) {
          await tab.goto(`${service.baseUrl}${where}`, { waitUntil: 'load' });
          expect(await seriousViolations(tab), `${where} (${colorScheme})`).to.deep.equal([]);
        }
        await scripted.close();
      }
    } finally {
      await browser.close();
    }
  });
});
