/**
 * Interviews and latest updates in a real browser (issue 32, parts 4 and 5): /updates (full, its
 * second page, empty-of-nothing 400 and 404 pages), a listing and a founder page with an interview
 * are axe clean (no serious or critical violation, light and dark) and never scroll sideways at
 * 320, 360 and 390 px nor at desktop width, long unbroken words included; without script, the footer
 * leads to /updates and its page links page through.
 *
 * Skipped, with the reason printed, when chromium is not installed (`apt-get install -y chromium`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Browser, BrowserContext } from 'playwright-core';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { InterviewCommands } from '@listings/command-service/my-listings';
import { SiteContentCommands } from '@listings/command-service/site-content';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  horizontalOverflow,
  LOOPBACK_ONLY_ARG,
  seriousViolations,
  skipWithoutChromium,
  startTestService,
  sweepPages,
  type TestService,
} from '@listings/gateway/testing';

const admin = { kind: 'admin' as const, id: 'test' };
const LONG_WORD = 'Supercalifragilistic'.repeat(8);

describe('interviews and latest updates in a browser (chromium)', function () {
  this.timeout(180_000);
  const clock = new ManualClock('2026-11-25T12:00:00Z');
  let service: TestService;
  let context: BrowserContext;
  let browser: Browser;
  let userDataDir: string;

  before(async function () {
    skipWithoutChromium(this);
    const { chromium } = await import('playwright-core');
    service = await startTestService({}, { clock });
    const listings = new ListingCommands(service.service.events, clock);
    const content = new SiteContentCommands(service.service.events, clock);
    await content.category({ type: 'CreateCategory', slug: 'tools', name: 'Tools' }, admin, 't');
    await content.interviewQuestion({ type: 'AddInterviewQuestion', text: 'What are you building?' }, admin, 't');
    const { listingId } = await listings.create(
      {
        profile: {
          name: 'Ledgerly',
          url: 'https://ledgerly.example',
          categories: ['tools'],
          tagline: 'Get paid faster',
          founders: [{ slug: 'ana', name: 'Ana', title: 'CEO' }],
        },
        ownerId: 'acc-ana',
      },
      admin,
      't',
    );
    await listings.execute(listingId, { type: 'GoLive', week: '2026-11-23', plan: 'free' }, admin, 't');
    await new InterviewCommands(service.service.events, clock).answer(
      'acc-ana',
      [{ questionId: 1, answer: `Invoices that chase themselves. ${LONG_WORD}` }],
      't',
    );
    for (let i = 1; i <= 25; i++) {
      clock.advance(60_000);
      await listings.execute(
        listingId,
        {
          type: 'PostUpdate',
          title: i === 25 ? `Shipped ${LONG_WORD}` : `Update ${i}`,
          body: `What changed ${i}. ${LONG_WORD}`,
        },
        { kind: 'user', id: 'acc-ana' },
        't',
      );
    }
    expect(
      await service.service.projections.waitForPosition(await service.service.events.headPosition(), 10_000),
    ).to.equal(true);

    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-people-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, LOOPBACK_ONLY_ARG],
      headless: true,
      bypassCSP: true, // only so axe-core can be injected
    });
    await context.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    browser = context.browser()!;
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await service?.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  const PAGES = [
    '/updates',
    '/updates?page=2',
    { path: '/updates?page=abc', status: 400 },
    { path: '/updates?page=9', status: 404 },
    '/listings/ledgerly',
    '/founders/ana',
  ];

  it('axe clean (light and dark) and no sideways scroll at desktop and 360 px', async () => {
    const tab = await context.newPage();
    const failures = await sweepPages(tab, service.baseUrl, PAGES);
    await tab.close();
    expect(failures).to.deep.equal([]);
  });

  it('at 320 and 390 px nothing scrolls sideways and axe finds nothing serious, in light and dark', async () => {
    const failures: string[] = [];
    const tab = await context.newPage();
    for (const width of [320, 390]) {
      await tab.setViewportSize({ width, height: 800 });
      for (const scheme of ['light', 'dark'] as const) {
        await tab.emulateMedia({ colorScheme: scheme });
        for (const at of PAGES.map((p) => (typeof p === 'string' ? p : p.path))) {
          await tab.goto(`${service.baseUrl}${at}`);
          for (const line of await seriousViolations(tab)) failures.push(`${at} at ${width}px ${scheme}: ${line}`);
          const overflow = await horizontalOverflow(tab);
          if (overflow.by > 0)
            failures.push(`${at} at ${width}px: ${overflow.by}px wider (${overflow.where.join(', ')})`);
        }
      }
    }
    await tab.close();
    expect(failures).to.deep.equal([]);
  });

  it('without script: the footer leads to /updates, whose page links page through and back', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    await noScript.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    const tab = await noScript.newPage();
    await tab.goto(`${service.baseUrl}/`);
    await tab.locator('footer').getByRole('link', { name: 'Latest updates' }).click();
    await tab.waitForURL(/\/updates$/);
    expect(await tab.locator('h1').textContent()).to.equal('Latest updates');
    expect(await tab.locator('li.update').count()).to.equal(20);
    expect(await tab.locator('li.update h2').first().textContent()).to.equal(`Shipped ${LONG_WORD}`);
    await tab.getByRole('link', { name: 'Next →' }).click();
    await tab.waitForURL(/\/updates\?page=2$/);
    expect(await tab.locator('li.update').count()).to.equal(5);
    await tab.getByRole('link', { name: '← Previous' }).click();
    await tab.waitForURL(/\/updates$/);
    await noScript.close();
  });
});
