/**
 * Notifications in a real browser (issue 32, part 3). Without script, a maker signs up, finds the
 * header's unread count, opens /notifications (unread marked New), marks all read (the count goes),
 * and saves the settings form; a mail's unsubscribe link, opened with no session, asks first and
 * unsubscribes with one button (a plain form). The list, the settings form and both unsubscribe pages are axe clean
 * (no serious or critical violation) in light and dark and never scroll sideways at 1280, 390, 360
 * and 320 px.
 *
 * Skipped, with the reason printed, when chromium is not installed (`apt-get install -y chromium`).
 */
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { ManualClock } from '@listings/shared/kernel';
import type { OutboxMailer } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { CommentActions, SIMULATED_PERSON } from '@listings/command-service/engagement';
import {
  horizontalOverflow,
  launchTestBrowser,
  loopbackOnly,
  seriousViolations,
  settled,
  siteAtItsOwnAddress,
  skipWithoutChromium,
  startTestService,
  type TestBrowser,
  type TestService,
} from '@listings/gateway/testing';
import { newPerson } from '../../kit/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const LONG_WORD = 'Supercalifragilistic'.repeat(4);

describe('notifications in a browser (chromium)', function () {
  this.timeout(180_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z');
  let service: TestService;
  let context: BrowserContext;
  let chromium: TestBrowser | undefined;

  before(async function () {
    skipWithoutChromium(this);
    const { port, site } = await siteAtItsOwnAddress();
    service = await startTestService({ port, site }, { clock });
    chromium = await launchTestBrowser('notifications');
    context = chromium.context;
  });

  after(async () => {
    await chromium?.close();
    await service?.close();
  });

  async function sweep(tab: Page, at: string, status = 200): Promise<string[]> {
    const failures: string[] = [];
    for (const width of [1280, 390, 360, 320]) {
      await tab.setViewportSize({ width, height: 800 });
      for (const scheme of ['light', 'dark'] as const) {
        await tab.emulateMedia({ colorScheme: scheme });
        const response = await tab.goto(`${service.baseUrl}${at}`);
        if (response?.status() !== status) failures.push(`${at}: HTTP ${response?.status()}`);
        for (const line of await seriousViolations(tab)) failures.push(`${at} at ${width}px ${scheme}: ${line}`);
        const overflow = await horizontalOverflow(tab);
        if (overflow.by > 0)
          failures.push(`${at} at ${width}px: ${overflow.by}px wider (${overflow.where.join(', ')})`);
      }
    }
    return failures;
  }

  it('without script: the unread count, the list, mark all read and the settings; all axe clean', async () => {
    const noScript = await context
      .browser()!
      .newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await loopbackOnly(noScript);
    const tab = await noScript.newPage();
    const who = newPerson();
    await tab.goto(`${service.baseUrl}/notifications`);
    await tab.getByRole('link', { name: 'Sign up' }).last().click();
    await tab.getByLabel('Name').fill('Mia Maker');
    await tab.getByLabel('E-mail address').fill(who.email);
    await tab.getByLabel('Password').fill(who.password);
    await tab.getByRole('button', { name: 'Create account' }).click();
    await tab.getByRole('status').waitFor();
    await tab.getByLabel('Password').fill(who.password);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(/\/notifications$/);
    expect(await tab.getByText('No notifications yet.').count()).to.equal(1);

    // Mia's product launches, and two people comment on it.
    const miaId = (await service.service.accounts.accountIdByEmail(who.email))!;
    const listings = new ListingCommands(service.service.events, clock);
    const { listingId } = await listings.create(
      {
        profile: { name: `Gadget ${LONG_WORD}`, tagline: 'Gadget does things', url: 'https://gadget.example' },
        ownerId: miaId,
      },
      admin,
      't',
    );
    await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't');
    const comments = new CommentActions({
      events: service.service.events,
      clock,
      people: { personFacts: async () => SIMULATED_PERSON.person, listingFacts: async () => SIMULATED_PERSON.listing },
    });
    await comments.post(listingId, 'acc-ann', { text: 'Does it sync?', parentId: null });
    await comments.post(listingId, 'acc-bob', { text: 'Love it', parentId: null });
    await settled(service.service);

    await tab.goto(`${service.baseUrl}/`);
    expect((await tab.locator('header a[href="/notifications"]').textContent())!.replace(/\s+/g, ' ').trim()).to.equal(
      'Notifications 3 unread',
    );
    await tab.goto(`${service.baseUrl}/notifications`);
    expect(await tab.locator('.notifications li.unread').count()).to.equal(3);
    expect(await tab.getByRole('link', { name: /New comment$/ }).count()).to.equal(2);

    await context.addCookies(await noScript.cookies());
    const signedIn = await context.newPage();
    const failures = await sweep(signedIn, '/notifications');

    await tab.getByRole('button', { name: 'Mark all read' }).click();
    await tab.waitForURL(/\/notifications\?done=read$/);
    expect(await tab.getByText('All your notifications are marked read.').count()).to.equal(1);
    expect(await tab.locator('.notifications li.unread').count()).to.equal(0);
    expect(await tab.locator('header .unread').count()).to.equal(0);

    await tab.goto(`${service.baseUrl}/account/notifications`);
    await tab.locator('#product_discussion_email').uncheck();
    await tab.getByLabel('A daily digest').check();
    await tab.getByRole('button', { name: 'Save settings' }).click();
    await tab.waitForURL(/\/account\/notifications\?done=saved$/);
    expect(await tab.getByText('Your notification settings are saved.').count()).to.equal(1);
    expect(await tab.locator('#product_discussion_email').isChecked()).to.equal(false);
    expect(await tab.getByLabel('A daily digest').isChecked()).to.equal(true);
    await noScript.close();

    failures.push(...(await sweep(signedIn, '/account/notifications')));
    expect(failures).to.deep.equal([]);
    await signedIn.close();
  });

  it('a mail’s unsubscribe link, with no session: asks, then unsubscribes with one button; both pages axe clean', async () => {
    const mail = (await (service.service.mailer as OutboxMailer).list()).find((m) =>
      m.subject.endsWith('New comment'),
    )!;
    const url = /List-Unsubscribe: <([^>]+)>/.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))![1];
    const anonymous = await context.browser()!.newContext({ bypassCSP: true }); // a fresh context: no session
    await loopbackOnly(anonymous);
    const tab = await anonymous.newPage();
    const at = url.slice(service.baseUrl.length);
    const failures = await sweep(tab, at);
    await tab.goto(url);
    await tab.getByRole('button', { name: 'Unsubscribe' }).click();
    expect(await tab.locator('h1').textContent()).to.equal('Unsubscribed');
    for (const line of await seriousViolations(tab)) failures.push(`unsubscribed: ${line}`);
    expect(failures).to.deep.equal([]);
    await anonymous.close();
  });
});
