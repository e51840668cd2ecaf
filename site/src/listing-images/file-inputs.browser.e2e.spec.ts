/**
 * The picture forms' file inputs in a real browser (Debian's chromium, playwright-core), light and
 * dark (issue 31, from the browser walk: in the dark theme the native "Choose file" button was grey
 * and out of place). On the maker's logo page, the input's button (::file-selector-button) is drawn
 * as the site's secondary button in each theme: its background the theme's raised surface, its text
 * the theme's text colour, a pill; focused from the keyboard, the input shows the site's outline. axe
 * finds nothing serious, and nothing scrolls sideways at 1366 and 390 px (the widths of docs/screenshots).
 *
 * With SCREENSHOTS set to a folder, the page is also photographed there, dark, at both widths.
 *
 * Skipped, with the reason printed, when chromium is not installed (`apt-get install -y chromium`).
 */
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  horizontalOverflow,
  launchTestBrowser,
  seriousViolations,
  skipWithoutChromium,
  type TestBrowser,
} from '@listings/gateway/testing';
import { serviceWithOwnListing } from './upload-testing.ts';

/** The theme's colours of site.css (light, then prefers-color-scheme: dark), as computed styles give them. */
const THEMES = {
  light: { raised: 'rgb(255, 255, 255)', fg: 'rgb(22, 23, 27)', link: 'rgb(31, 79, 191)' },
  dark: { raised: 'rgb(26, 28, 32)', fg: 'rgb(236, 236, 239)', link: 'rgb(147, 180, 255)' },
} as const;

/** The computed style of the file input and of its button (these callbacks run in the page). */
const fileInputStyle = (page: Page) =>
  page.evaluate(() => {
    const view = globalThis as unknown as {
      document: { querySelector(selector: string): unknown };
      getComputedStyle(element: unknown, pseudo?: string): Record<string, string>;
    };
    const input = view.document.querySelector('input[type="file"]');
    const button = view.getComputedStyle(input, '::file-selector-button');
    const own = view.getComputedStyle(input);
    return {
      background: button.backgroundColor,
      color: button.color,
      borderRadius: button.borderTopLeftRadius,
      borderColor: button.borderTopColor,
      outlineStyle: own.outlineStyle,
      outlineWidth: own.outlineWidth,
      outlineColor: own.outlineColor,
    };
  });

describe('file inputs in a browser (chromium), light and dark', function () {
  this.timeout(120_000);
  let owned: Awaited<ReturnType<typeof serviceWithOwnListing>>;
  let browser: TestBrowser;

  before(async function () {
    skipWithoutChromium(this);
    owned = await serviceWithOwnListing();
    browser = await launchTestBrowser('file-inputs', { viewport: { width: 1366, height: 900 } });
    // The signed-up maker's session on every request (__Host- cookies cannot be set from outside for http).
    await browser.context.setExtraHTTPHeaders({
      cookie: [...owned.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    });
  });
  after(async () => {
    await browser?.close();
    await owned?.close();
  });

  for (const theme of ['light', 'dark'] as const)
    it(`draws the logo form's "Choose file" button as the site's secondary button, ${theme}`, async () => {
      const page = await browser.context.newPage();
      try {
        await page.emulateMedia({ colorScheme: theme });
        for (const width of [1366, 390]) {
          await page.setViewportSize({ width, height: 900 });
          const answer = await page.goto(`${owned.t.baseUrl}/me/listings/${owned.listingId}/logo`);
          expect(answer!.status()).to.equal(200);
          expect(await page.locator('h1').textContent()).to.match(/logo/i);
          const style = await fileInputStyle(page);
          expect(style.background, 'the button is the raised surface').to.equal(THEMES[theme].raised);
          expect(style.color, 'its text the theme’s text colour').to.equal(THEMES[theme].fg);
          expect(style.borderRadius).to.equal('999px');
          expect((await horizontalOverflow(page)).by, `sideways scroll at ${width}`).to.be.at.most(0);
          if (process.env.SCREENSHOTS)
            await page.screenshot({
              path: path.join(process.env.SCREENSHOTS, `file-input-${theme}-${width}.png`),
              fullPage: true,
            });
        }
        // Focused from the keyboard: the site's outline on the input, the button's border the same colour.
        const input = page.locator('input[type="file"]');
        const focused = () =>
          input.evaluate(
            (el) => el === (el as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement,
          );
        for (let i = 0; i < 40 && !(await focused()); i++) await page.keyboard.press('Tab');
        expect(await focused(), 'the file input takes keyboard focus').to.equal(true);
        const ring = await fileInputStyle(page);
        expect(ring.outlineStyle).to.equal('solid');
        expect(ring.outlineWidth).to.equal('3px');
        expect(ring.outlineColor).to.equal(THEMES[theme].link);
        expect(ring.borderColor).to.equal(THEMES[theme].link);
        if (process.env.SCREENSHOTS)
          await page.screenshot({ path: path.join(process.env.SCREENSHOTS, `file-input-${theme}-focused.png`) });
        expect(await seriousViolations(page)).to.deep.equal([]);
      } finally {
        await page.close();
      }
    });
});
