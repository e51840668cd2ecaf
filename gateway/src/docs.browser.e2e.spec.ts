/**
 * The interactive API docs (/docs, swagger-ui) in a real browser under their CSP (issue 28): the page
 * renders every operation and "Try it out" reaches the API, with no CSP violation, from this site's
 * own scripts and stylesheet; and no other page can frame it. Skipped, with the reason printed, when
 * chromium is not installed (`apt-get install -y chromium`).
 */
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { loadConfig } from '@listings/shared/config';
import { startTestService, type TestService } from './testing/test-service.ts';
import { CHROMIUM, CHROMIUM_ARGS, LOOPBACK_ONLY_ARG, skipWithoutChromium } from './testing/browser.ts';
import { freePort } from './testing/free-port.ts';

describe('API docs in a browser (chromium)', function () {
  this.timeout(60_000);
  let service: TestService;
  let browser: Browser;
  let page: Page;
  let base: string;
  /** CSP violations the page reported, and its console errors. */
  let violations: string[];
  let errors: string[];

  before(async function () {
    skipWithoutChromium(this);
    const { chromium } = await import('playwright-core');
    // PUBLIC_BASE_URL is the real address, so the docs' server (and "Try it out") is this service.
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    service = await startTestService({ port, site: { ...loadConfig({}).site, publicBaseUrl: base } });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, LOOPBACK_ONLY_ARG] });
  });

  beforeEach(async () => {
    violations = [];
    errors = [];
    page = await browser.newPage();
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    // In the page (a string: these specs are compiled without the DOM's types).
    await page.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (event) =>
        reportViolation(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline')));`,
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
  });

  afterEach(() => page?.close());

  after(async () => {
    await browser?.close();
    await service?.close();
  });

  it('renders every operation from its own files, and "Try it out" reaches the API, with no CSP violation', async () => {
    const response = await page.goto(`${base}/docs`);
    expect(page.url()).to.equal(`${base}/docs/`);
    const csp = response!.headers()['content-security-policy'];
    expect(csp).to.include("default-src 'none'").and.include("script-src 'self'").and.include("frame-ancestors 'none'");

    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.opblock').count()).to.be.greaterThan(30);
    expect(await page.locator('.info .title').first().textContent()).to.include('Listings Directory API');
    // Every script and stylesheet is this site's own.
    const sources: string[] = [];
    for (const [selector, attribute] of [
      ['script[src]', 'src'],
      ['link[rel=stylesheet]', 'href'],
    ] as const)
      for (const element of await page.locator(selector).all())
        sources.push(new URL((await element.getAttribute(attribute))!, page.url()).href);
    expect(sources.length).to.be.greaterThan(0);
    for (const source of sources) expect(new URL(source).origin, source).to.equal(base);

    // "Try it out" on get_site_info: the browser calls the API (connect-src) and shows its answer.
    const operation = page.locator('.opblock', { has: page.locator('[data-path="/site"]') }).first();
    await operation.locator('.opblock-summary').click();
    await operation.locator('button.try-out__btn').click();
    await operation.locator('button.execute').click();
    const status = operation.locator('.live-responses-table tbody .response-col_status').first();
    await status.waitFor();
    expect((await status.textContent())?.trim()).to.equal('200');

    expect(violations).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
  });

  it('cannot be framed by another page', async () => {
    await page.setContent(`<iframe id="docs" src="${base}/docs/" width="800" height="600"></iframe>`);
    const frameElement = await page.waitForSelector('#docs');
    const frame = (await frameElement.contentFrame())!;
    await frame.waitForLoadState('load');
    // Blocked by frame-ancestors, the frame holds the browser's error page instead of the docs.
    expect(await frame.locator('#swagger-ui').count()).to.equal(0);
  });
});
