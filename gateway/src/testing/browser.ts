/**
 * The Chromium every browser test drives (Debian's, through playwright-core), its launch flags, the
 * one way a suite skips when it is missing, and axe-core's source for the accessibility checks. One
 * place, so every browser suite starts the browser the same way and says the same thing when it cannot.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { freePort } from './free-port.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every host name but 127.0.0.1 fails to resolve: the browser can reach nothing off this machine. */
export const LOOPBACK_ONLY_ARG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

/** In this context, every request to a host but 127.0.0.1 is aborted (beside LOOPBACK_ONLY_ARG's name rule). */
export async function loopbackOnly(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  );
}

/**
 * A free loopback port and the site's settings naming it as the public address, for a service the
 * browser signs in to: the forms' Origin is checked against the public address, so it must be the one
 * the browser opens.
 */
export async function siteAtItsOwnAddress(): Promise<{
  port: number;
  site: { name: string; publicBaseUrl: string };
}> {
  const port = await freePort();
  return { port, site: { name: 'Listings Directory', publicBaseUrl: `http://127.0.0.1:${port}` } };
}

/** A chromium of the browser suites: its own profile folder, loopback only; `close` removes the folder too. */
export interface TestBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Launches Debian's chromium with the suites' flags, a fresh profile folder named after `name`, and
 * CSP bypassed only so axe-core can be injected. Call skipWithoutChromium first.
 */
export async function launchTestBrowser(
  name: string,
  options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<TestBrowser> {
  const { chromium } = await import('playwright-core');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), `listings-${name}-chromium-`));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, LOOPBACK_ONLY_ARG],
    headless: true,
    bypassCSP: true,
    ...options,
  });
  await loopbackOnly(context);
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** axe-core, injected into pages to check them (WCAG rules). */
export const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** In a `before` hook: skips the suite, saying why, when there is no Chromium here. */
export function skipWithoutChromium(context: Mocha.Context): void {
  if (fs.existsSync(CHROMIUM)) return;
  console.log(
    `    SKIPPED: no chromium at ${CHROMIUM}; install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH) to run the browser test.`,
  );
  context.skip();
}

/** What axe-core reports of a rule broken on a page. */
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical axe-core violations of the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // These callbacks run in the page, where axe and the DOM exist.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ content: AXE_SOURCE });
  const result = (await page.evaluate(() =>
    (globalThis as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe.run(),
  )) as { violations: AxeViolation[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * How much wider than the window the page is (0 when it fits), and the outermost elements that stick
 * out, to say where.
 */
export function horizontalOverflow(page: Page): Promise<{ by: number; where: string[] }> {
  return page.evaluate(() => {
    const view = globalThis as unknown as {
      innerWidth: number;
      document: {
        documentElement: { scrollWidth: number };
        querySelectorAll(s: string): ArrayLike<{
          tagName: string;
          id: string;
          className: string;
          parentElement: unknown;
          scrollWidth: number;
          clientWidth: number;
          getBoundingClientRect(): { right: number };
        }>;
      };
    };
    const wide = Array.from(view.document.querySelectorAll('body *')).filter(
      (e) => e.getBoundingClientRect().right > view.innerWidth + 1 || e.scrollWidth > e.clientWidth + 1,
    );
    const outermost = wide.filter((e) => !wide.some((other) => other.parentElement === e));
    return {
      by: view.document.documentElement.scrollWidth - view.innerWidth,
      where: outermost
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className ? `.${e.className}` : ''}`),
    };
  });
}

/** A page the sweep visits: its path on `base`, and the status it must answer with (default 200). */
export interface SweptPage {
  path: string;
  status?: number;
}

/**
 * The sweep both page suites run: each page at desktop width in the light scheme and at 360 px in the
 * dark one, with an unexpected status, the serious axe violations and any horizontal overflow as
 * failure lines, plus what `more` finds on each page.
 */
export async function sweepPages(
  page: Page,
  base: string,
  pages: (string | SweptPage)[],
  more: (path: string, width: number) => Promise<string[]> = async () => [],
): Promise<string[]> {
  const failures: string[] = [];
  for (const [width, scheme] of [
    [1280, 'light'],
    [360, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    for (const { path, status = 200 } of pages.map((p) => (typeof p === 'string' ? { path: p } : p))) {
      const response = await page.goto(`${base}${path}`);
      if (response?.status() !== status) failures.push(`${path}: HTTP ${response?.status()}, not ${status}`);
      for (const line of await seriousViolations(page)) failures.push(`${path} at ${width}px ${scheme}: ${line}`);
      const overflow = await horizontalOverflow(page);
      if (overflow.by > 0)
        failures.push(`${path} at ${width}px: ${overflow.by}px wider than the window (${overflow.where.join(', ')})`);
      failures.push(...(await more(path, width)));
    }
  }
  return failures;
}
