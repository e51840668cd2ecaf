/**
 * Listing pictures in a real browser (Debian's chromium through playwright-core), under the pages' own
 * CSP (`img-src 'self'`, not bypassed), at 1366, 390 and 320 px wide: on the home page, a search, a
 * listing page whose hero has a logo, a gallery and the makers' faces (one photo, one with initials),
 * the founder page with the photo and the founders' directory, every <img> has loaded (naturalWidth > 0) and has alt text,
 * width and height (so nothing shifts while it loads), the console has no error (a CSP refusal or a
 * 404 would show there) and no page scrolls sideways. axe-core finds nothing serious on the listing
 * and founder pages and the founders' directory, light and dark (a second browser context that lets axe be injected).
 *
 * Skipped, with the reason printed, when chromium is not installed (`apt-get install -y chromium`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import type { BrowserContext } from 'playwright-core';
import { ManualClock } from '@listings/shared/kernel';
import { ingestImage } from '@listings/shared/platform';
import type { ListingImage } from '@listings/shared/contracts/listings';
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
  let context: BrowserContext;
  let userDataDir: string;

  before(async function () {
    skipWithoutChromium(this);
    const { chromium } = await import('playwright-core');
    service = await startTestService({}, { clock });
    const blobs = service.service.blobs;
    const imageOf = async (bytes: Buffer, shape: 'square' | 'screenshot' | 'face'): Promise<ListingImage> => {
      const { renditions, original } = await ingestImage(bytes, blobs, undefined, shape);
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
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  for (const width of [1366, 390, 320])
    for (const where of ['/', '/search?q=pictura', '/listings/pictura', '/founders/ann-lee', '/founders'])
      it(`at ${width} px, ${where}: every <img> loads, with alt text, width and height; no console error, no sideways scroll`, async () => {
        const page = await context.newPage();
        await page.setViewportSize({ width, height: 900 });
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        const response = await page.goto(`${service.baseUrl}${where}`, { waitUntil: 'load' });
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
        expect(pictures.length, 'pictures of the listing on the page').to.be.greaterThan(0);
        for (const img of images) {
          expect(img.natural, img.src).to.be.greaterThan(0);
          expect(img.alt, img.src).to.be.a('string').and.not.equal('');
          expect(img.width && img.height, `${img.src} width and height`).to.be.ok;
        }
        if (where === '/listings/pictura') {
          expect(images.some((img) => /^Screenshot 1 of Pictura$/.test(img.alt ?? ''))).to.equal(true);
          expect(images.some((img) => img.alt === 'Pictura logo' && img.width === '80')).to.equal(true);
          expect(images.some((img) => img.alt === 'Photo of Ann Lee' && img.width === '48')).to.equal(true);
        }
        if (where === '/founders/ann-lee')
          expect(images.some((img) => img.alt === 'Photo of Ann Lee' && img.width === '96')).to.equal(true);
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
