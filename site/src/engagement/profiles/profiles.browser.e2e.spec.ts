/**
 * People's profiles in a real browser (issue 32, part 2). Without script, a person fills the
 * settings form (a taken handle is refused beside the field, then another saved) and lands on their
 * profile; the profile page (long headline and links, what they make, a review and a comment), the
 * settings form and its refusal are axe clean (no serious or critical violation) in light and dark
 * and never scroll sideways at 1280, 390, 360 and 320 px.
 *
 * Skipped, with the reason printed, when chromium is not installed (`apt-get install -y chromium`).
 */
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { CommentActions, ProfileActions, SIMULATED_PERSON } from '@listings/command-service/engagement';
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

describe('people’s profiles in a browser (chromium)', function () {
  this.timeout(180_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z');
  let service: TestService;
  let context: BrowserContext;
  let chromium: TestBrowser | undefined;

  before(async function () {
    skipWithoutChromium(this);
    const { port, site } = await siteAtItsOwnAddress();
    service = await startTestService({ port, site }, { clock });
    const listings = new ListingCommands(service.service.events, clock);
    const { listingId } = await listings.create(
      { profile: { name: 'Gadget', tagline: 'Gadget does things', url: 'https://gadget.example' }, ownerId: 'acc-mia' },
      admin,
      't',
    );
    await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't');
    await new ProfileActions({ events: service.service.events, clock }).save('acc-mia', {
      handle: 'mia',
      headline: `Maker of Gadget and ${LONG_WORD}`,
      links: [`https://mia.example/${LONG_WORD}`, 'https://github.com/mia'],
      showVotes: false,
    });
    await new CommentActions({
      events: service.service.events,
      clock,
      people: {
        personFacts: async () => SIMULATED_PERSON.person,
        listingFacts: async () => ({ status: 'live', ownerId: 'acc-mia' }),
      },
    }).post(listingId, 'acc-mia', { text: `Ask me anything about \`gadget\` ${LONG_WORD}`, parentId: null });
    await settled(service.service);

    chromium = await launchTestBrowser('profiles');
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

  it('a public profile is axe clean and fits at every width', async () => {
    const tab = await context.newPage();
    await tab.goto(`${service.baseUrl}/listings/gadget`);
    await tab.locator('#discussion a[href="/people/mia"]').first().click();
    await tab.waitForURL(/\/people\/mia$/);
    expect(await tab.locator('h1').count()).to.equal(1);
    expect(await tab.getByRole('link', { name: 'Gadget' }).count()).to.be.greaterThan(0);
    expect(await sweep(tab, '/people/mia')).to.deep.equal([]);
    expect(await sweep(tab, '/people/nobody-here', 404)).to.deep.equal([]);
    await tab.close();
  });

  it('without script: the settings form refuses a taken handle beside the field, then saves; both pages axe clean', async () => {
    const noScript = await context
      .browser()!
      .newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    await loopbackOnly(noScript);
    const tab = await noScript.newPage();
    const who = newPerson();
    await tab.goto(`${service.baseUrl}/account/profile`);
    await tab.getByRole('link', { name: 'Sign up' }).last().click();
    await tab.getByLabel('Name').fill('Ann Asker');
    await tab.getByLabel('E-mail address').fill(who.email);
    await tab.getByLabel('Password').fill(who.password);
    await tab.getByRole('button', { name: 'Create account' }).click();
    await tab.getByRole('status').waitFor();
    await tab.getByLabel('Password').fill(who.password);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(/\/account\/profile$/);

    await tab.getByLabel('Handle').fill('mia');
    await tab.getByLabel('Headline').fill('Asks good questions');
    await tab.getByRole('button', { name: 'Save profile' }).click();
    expect(await tab.locator('#handle-error').textContent()).to.include('Someone already has the handle mia');
    expect(await tab.getByLabel('Headline').inputValue()).to.equal('Asks good questions');

    await tab.getByLabel('Handle').fill('Ann_A');
    await tab.getByLabel('Links').fill('https://ann.example');
    await tab.getByLabel('Show the products I voted for on my profile').check();
    await tab.getByRole('button', { name: 'Save profile' }).click();
    await tab.waitForURL(/\/people\/ann_a\?done=profile_saved$/);
    expect(await tab.getByText('Your profile is saved.').count()).to.equal(1);

    await context.addCookies(await noScript.cookies());
    await noScript.close();
    const signedIn = await context.newPage();
    const failures = [...(await sweep(signedIn, '/account/profile')), ...(await sweep(signedIn, '/people/ann_a'))];
    expect(failures).to.deep.equal([]);
    await signedIn.close();
  });
});
