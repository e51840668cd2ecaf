/**
 * The header of a signed-in person on a wide screen, in chromium (issue 31): the account menu shows
 * the person's name (the words "Signed in as" are read out, not shown), so the search box keeps room
 * for its whole placeholder. At 1366 px "Signed in as Walker…" once squeezed it to "Search product".
 * At 1024 px (issue 31) it read "Search produc", signed in or not: Chromium keeps the room of a search
 * field's hidden clear button, which a text measure does not see, so the box is also typed into with the
 * placeholder's words and must not scroll; and the header must not make the page scroll sideways.
 *
 * Skipped, with the reason printed, when chromium is not installed.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import {
  launchTestBrowser,
  siteAtItsOwnAddress,
  skipWithoutChromium,
  startTestService,
  type TestBrowser,
  type TestService,
} from '@listings/gateway/testing';
import { newPerson } from './testing.ts';

/**
 * How much of the header search box's placeholder does not fit in the box (px; 0 when it all shows):
 * by its text's measure against the room inside the padding, and by the box itself holding those words
 * (what the field lays out beside the text, such as a clear button's room, counts there too).
 */
const placeholderCut = (page: Page): Promise<number> =>
  page.evaluate(`(() => {
    const input = document.querySelector('header form.search input');
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    context.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const measured = Math.ceil(context.measureText(input.placeholder).width - room);
    input.value = input.placeholder;
    const overflow = input.scrollWidth - input.clientWidth;
    input.value = '';
    return Math.max(0, measured, overflow);
  })()`);
/** How far the page scrolls sideways (px; 0 when it does not). */
const sideways = (page: Page): Promise<number> =>
  page.evaluate('Math.max(0, document.scrollingElement.scrollWidth - document.documentElement.clientWidth)');
const WIDTHS = [1366, 1280, 1024, 390];

describe('the signed-in header on a wide screen (chromium)', function () {
  this.timeout(120_000);
  let service: TestService;
  let browser: TestBrowser;

  before(async function () {
    skipWithoutChromium(this);
    const { port, site } = await siteAtItsOwnAddress();
    service = await startTestService({ port, site });
    browser = await launchTestBrowser('header', { viewport: { width: 1366, height: 900 } });
  });
  after(async () => {
    await browser?.close();
    await service?.close();
  });

  it('shows the whole search placeholder signed out, at 1366, 1280, 1024 and 390 px', async () => {
    const page = await browser.context.newPage();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${service.baseUrl}/`);
      await page.evaluate('document.fonts.ready');
      expect(await placeholderCut(page), `${width} px`).to.equal(0);
      expect(await sideways(page), `${width} px`).to.equal(0);
    }
    await page.close();
  });

  it('shows the name, not "Signed in as", and the whole search placeholder, at 1366, 1280, 1024 and 390 px', async () => {
    const page = await browser.context.newPage();
    // A long name too: it is cut with an ellipsis, never at the search box's cost nor the page's width.
    const who = { ...newPerson(), name: 'Walker Featherstonehaugh-Smythe' };
    await page.goto(`${service.baseUrl}/signup`);
    await page.getByLabel('Name').fill(who.name);
    await page.getByLabel('E-mail address').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('status').waitFor();
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/account');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${service.baseUrl}/`);
      await page.evaluate('document.fonts.ready');
      expect(await placeholderCut(page), `${width} px`).to.equal(0);
      expect(await sideways(page), `${width} px`).to.equal(0);
      if (width < 1024) continue; // the name is in the folded menu there
      // The words take no room: the account button is as wide as the name (or less, cut with an ellipsis).
      const whoWidth = (await page.locator('.you .who').boundingBox())!.width;
      const nameWidth = (await page.locator('.you .who-name').boundingBox())!.width;
      expect(whoWidth, `${width} px`).to.be.at.most(nameWidth + 1);
      expect(await page.locator('.you .who-name').innerText()).to.equal(who.name);
      expect(await page.getByText(`Signed in as ${who.name}`).count(), 'still read out').to.equal(1);
    }
  });
});
