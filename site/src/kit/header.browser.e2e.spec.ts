/**
 * The header of a signed-in person on a wide screen, in chromium (issue 31): the account menu shows
 * the person's name (the words "Signed in as" are read out, not shown), so the search box keeps room
 * for its whole placeholder. At 1366 px "Signed in as Walker…" once squeezed it to "Search product".
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

/** How much of the header search box's placeholder does not fit in the box (px; 0 when it all shows). */
const placeholderCut = (page: Page): Promise<number> =>
  page.evaluate(`(() => {
    const input = document.querySelector('header form.search input');
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    context.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return Math.max(0, Math.ceil(context.measureText(input.placeholder).width - room));
  })()`);

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

  it('shows the name, not "Signed in as", and the whole search placeholder, at 1366 and 1280 px', async () => {
    const page = await browser.context.newPage();
    const who = { ...newPerson(), name: 'Walker Tester' };
    await page.goto(`${service.baseUrl}/signup`);
    await page.getByLabel('Name').fill(who.name);
    await page.getByLabel('E-mail address').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('status').waitFor();
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/account');
    for (const width of [1366, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${service.baseUrl}/`);
      await page.evaluate('document.fonts.ready');
      // The words take no room: the account button is as wide as the name (or less, cut with an ellipsis).
      const whoWidth = (await page.locator('.you .who').boundingBox())!.width;
      const nameWidth = (await page.locator('.you .who-name').boundingBox())!.width;
      expect(whoWidth, `${width} px`).to.be.at.most(nameWidth + 1);
      expect(await page.locator('.you .who-name').innerText()).to.equal(who.name);
      expect(await page.getByText(`Signed in as ${who.name}`).count(), 'still read out').to.equal(1);
      expect(await placeholderCut(page), `${width} px`).to.equal(0);
    }
  });
});
