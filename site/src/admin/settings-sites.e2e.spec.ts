/**
 * The console's settings page per site of the network (issue 30), over real HTTP on two hosts of
 * one port as the demo serves them: the default site on `localhost`, "AI Tools" on `127.0.0.1`. The
 * page shows and changes the settings of the site chosen (by default the host's), a change to one
 * site's price leaves the other's as it was, and a staff member without a role for a site can
 * neither see nor change its settings.
 */
import { expect } from 'chai';
import { productStream, siteSettingsStream } from '@listings/shared/contracts/site-content';
import { settled, type TestService, twoSitesOnOnePort } from '@listings/gateway/testing';
import { csrfIn, PageClient } from '../kit/testing.ts';
import { confirm, manualClock, member, onHost, type Member } from './admin-testing.ts';

const team = { kind: 'admin' as const, id: 'site-team@test' };

describe('console settings per site (issue 30)', function () {
  this.timeout(60_000);
  let t: TestService;
  let main: string; // the default site, on localhost
  let ai: string; // AI Tools, on 127.0.0.1
  let networkAdmin: Member;
  let mainAdmin: Member;

  const launchPrice = async (base: string) => {
    const products = (await (await fetch(`${base}/v1/products`)).json()) as {
      items: { code: string; price_cents: number }[];
    };
    return products.items.find((p: { code: string }) => p.code === 'launch')?.price_cents;
  };

  before(async () => {
    const two = await twoSitesOnOnePort({ clock: manualClock() });
    ({ service: t, main, ai } = two);
    const { content } = two;
    await content.product({ type: 'SetProductPrice', code: 'launch', priceCents: 4900 }, team, 't');
    // member() signs up on t.baseUrl (127.0.0.1: AI Tools); the account is the network's.
    networkAdmin = await member(t, 'admin', '*');
    // An admin of the default site only opens the console on its host (localhost).
    mainAdmin = onHost(await member(t, 'admin', 'main'), main);
    await confirm(networkAdmin.client, '/admin/settings');
    await confirm(mainAdmin.client, '/admin/settings');
    await settled(t.service);
  });
  after(() => t?.close());

  it("shows the host's site first, with a selector of the sites the staff member holds a role on", async () => {
    const page = await networkAdmin.client.get('/admin/settings');
    expect(page.status, page.text).to.equal(200);
    expect(page.text).to.include('<option value="ai" selected>ai (AI Tools)</option>');
    expect(page.text).to.include('<option value="main">main (the default site)</option>');
    expect(page.text).to.include('of <strong>ai (AI Tools)</strong>');
    // AI Tools set no price of its own: the default site's, marked so.
    expect(page.text).to.include(`$49.00 <span class="muted">(the default site's)</span>`);
    const onMain = await networkAdmin.client.get('/admin/settings?site=main');
    expect(onMain.text).to.include('<option value="main" selected>');
    expect(onMain.text).to.not.include(`(the default site's)`);
  });

  it("changes the chosen site's price only: the other site's stays as it was", async () => {
    expect([await launchPrice(main), await launchPrice(ai)]).to.deep.equal([4900, 4900]);
    const page = await networkAdmin.client.get('/admin/settings?site=ai');
    const set = await networkAdmin.client.post('/admin/settings/price', {
      csrf: csrfIn(page.text),
      site: 'ai',
      code: 'launch',
      price: '19',
      reason: 'AI launch offer',
    });
    expect(set.status, set.text).to.equal(303);
    expect(set.location).to.equal('/admin/settings?site=ai&done=price');
    const [defined, priced] = await t.service.events.readStream(productStream('launch', 'ai'));
    expect(defined!.data).to.include({ code: 'launch', site: 'ai' });
    expect(priced!.data).to.deep.equal({ code: 'launch', site: 'ai', price_cents: 1900, reason: 'AI launch offer' });
    expect(priced!.metadata.actor).to.deep.equal({ kind: 'admin', id: networkAdmin.accountId });
    await settled(t.service);
    expect([await launchPrice(main), await launchPrice(ai)]).to.deep.equal([4900, 1900]);
    const after = await networkAdmin.client.get('/admin/settings?site=ai');
    expect(after.text).to.include('<td>$19.00</td>').and.include('launch: $19.00').and.include('AI launch offer');
    const mainPage = await networkAdmin.client.get('/admin/settings?site=main');
    expect(mainPage.text).to.include('<td>$49.00</td>');
    expect(mainPage.text).to.not.include('AI launch offer');
  });

  it("keeps promo codes and the free queue per site: one site's are not listed on the other's page", async () => {
    const page = await networkAdmin.client.get('/admin/settings?site=ai');
    const created = await networkAdmin.client.post('/admin/settings/promo-codes/create', {
      csrf: csrfIn(page.text),
      site: 'ai',
      code: 'ROBOTS5',
      percent: '5',
      reason: 'AI week',
    });
    expect(created.location).to.equal('/admin/settings?site=ai&done=promo-created');
    const queue = await networkAdmin.client.post('/admin/settings/free-queue', {
      csrf: csrfIn(page.text),
      site: 'ai',
      weeks: '2',
      reason: 'short AI queue',
    });
    expect(queue.location).to.equal('/admin/settings?site=ai&done=free-queue');
    await settled(t.service);
    expect((await networkAdmin.client.get('/admin/settings?site=ai')).text)
      .to.include('<td>ROBOTS5</td>')
      .and.include('Free listings are queued 2 weeks out.');
    const onMain = (await networkAdmin.client.get('/admin/settings?site=main')).text;
    expect(onMain).to.include('Free listings are queued 4 weeks out.');
    expect(onMain).to.not.include('ROBOTS5');
  });

  it("sets one site's launch calendar: list_products offers its weeks there, the other site's stay", async () => {
    const weeksOn = async (base: string) =>
      ((await (await fetch(`${base}/v1/products`)).json()) as { launch_weeks: string[] }).launch_weeks.length;
    const page = await networkAdmin.client.get('/admin/settings?site=ai');
    expect(page.text).to.include('Orders may name a launch week up to 12 weeks ahead.');
    const set = await networkAdmin.client.post('/admin/settings/launch-weeks', {
      csrf: csrfIn(page.text),
      site: 'ai',
      weeks: '5',
      reason: 'AI calendar',
    });
    expect(set.location).to.equal('/admin/settings?site=ai&done=launch-weeks');
    const event = (await t.service.events.readStream(siteSettingsStream('ai'))).find(
      (e) => e.type === 'LaunchWeeksAheadSet',
    );
    expect(event).to.deep.include({
      type: 'LaunchWeeksAheadSet',
      data: { weeks: 5, site: 'ai', reason: 'AI calendar' },
    });
    await settled(t.service);
    expect([await weeksOn(main), await weeksOn(ai)]).to.deep.equal([12, 5]);
    expect((await networkAdmin.client.get('/admin/settings?site=ai')).text).to.include('launch calendar: 5 weeks');
  });

  it('refuses a staff member the settings of a site they hold no role for, recording nothing', async () => {
    // The host is AI Tools's, but this admin holds a role for the default site only: its settings first.
    const own = await mainAdmin.client.get('/admin/settings');
    expect(own.status).to.equal(200);
    expect(own.text).to.include('of <strong>main (the default site)</strong>');
    expect(own.text).to.not.include('<select');
    expect((await mainAdmin.client.get('/admin/settings?site=ai')).status).to.equal(403);
    expect((await mainAdmin.client.get('/admin/settings?site=nope')).status).to.equal(404);
    const before = (await t.service.events.readStream(productStream('featured', 'ai'))).length;
    const refused = await mainAdmin.client.post('/admin/settings/price', {
      csrf: csrfIn(own.text),
      site: 'ai',
      code: 'featured',
      price: '1',
      reason: 'not mine to set',
    });
    expect(refused.status).to.equal(403);
    expect((await t.service.events.readStream(productStream('featured', 'ai'))).length).to.equal(before);
    const anonymous = await new PageClient(ai).get('/admin/settings?site=ai');
    expect(anonymous.status).to.equal(303);
  });
});
