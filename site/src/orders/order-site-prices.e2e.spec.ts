/**
 * The order page offers the listing's own site's prices, launch calendar and free queue (issue 30),
 * whichever site's host it is opened on, as quote_order and create_checkout price with them; over
 * real HTTP on two hosts of one port as the demo serves them: the default site on `localhost`,
 * "AI Tools" on `127.0.0.1`. Before, the page listed the host's prices while the quote used the
 * listing's.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { settled, type TestService, twoSitesOnOnePort } from '@listings/gateway/testing';
import { csrfIn, newPerson, PageClient, signUpAndIn } from '../kit/testing.ts';

const team = { kind: 'admin' as const, id: 'site-team@test' };
const weekOptions = (text: string) => (text.match(/<option value="\d{4}-\d{2}-\d{2}"[^>]*>Week of /g) ?? []).length;
/** The launch product's legend on the order page: its name and price. */
const launchLegend = (text: string) => /<legend>Launch · (\$[\d.,]+)/.exec(text)?.[1];

describe('order page prices per site (issue 30)', function () {
  this.timeout(60_000);
  let t: TestService;
  let main: string; // the default site, on localhost
  let ai: string; // AI Tools, on 127.0.0.1
  let mainListing: number;
  let aiListing: number;
  let onMain: PageClient;
  let onAi: PageClient;

  before(async () => {
    const clock = new ManualClock('2026-11-25T12:00:00Z');
    const two = await twoSitesOnOnePort({ clock });
    ({ service: t, main, ai } = two);
    const { content } = two;
    const { events } = t.service;
    await content.category({ type: 'CreateCategory', slug: 'tools', name: 'Tools' }, team, 't');
    // The default site: launch $49, 6 weeks ahead, free queue 6 weeks; AI Tools: launch $19, 3 weeks, 2 weeks.
    await content.product({ type: 'SetProductPrice', code: 'launch', priceCents: 4900 }, team, 't');
    await content.product({ type: 'SetProductPrice', code: 'launch', priceCents: 1900, site: 'ai' }, team, 't');
    await content.setting({ type: 'SetLaunchWeeksAhead', weeks: 6 }, team, 't');
    await content.setting({ type: 'SetLaunchWeeksAhead', weeks: 3, site: 'ai' }, team, 't');
    await content.setting({ type: 'SetFreeQueueWeeks', weeks: 6 }, team, 't');
    await content.setting({ type: 'SetFreeQueueWeeks', weeks: 2, site: 'ai' }, team, 't');
    const person = newPerson();
    onMain = new PageClient(main);
    await signUpAndIn(onMain, person, '/');
    onAi = new PageClient(ai);
    for (const [name, value] of onMain.cookies) onAi.cookies.set(name, value);
    const accountId = (await t.service.accounts.accountIdByEmail(person.email))!;
    const listings = new ListingCommands(events, clock);
    const create = async (name: string, site?: string) =>
      (
        await listings.create(
          {
            profile: { name, url: `https://${name.toLowerCase()}.example`, categories: ['tools'] },
            ownerId: accountId,
            site,
          },
          team,
          't',
        )
      ).listingId;
    mainListing = await create('Harbor');
    aiListing = await create('Robotic', 'ai');
    await settled(t.service);
  });
  after(() => t?.close());

  it("lists the listing's own site's prices, calendar and free queue on the other site's host", async () => {
    const aiOnMain = await onMain.get(`/me/listings/${aiListing}/order`);
    expect(aiOnMain.status, aiOnMain.text).to.equal(200);
    expect(launchLegend(aiOnMain.text), "AI's launch price on the default site's host").to.equal('$19.00');
    expect(weekOptions(aiOnMain.text), "AI's calendar").to.equal(3);
    expect(aiOnMain.text).to.include('The free queue is 2 weeks out');

    const mainOnAi = await onAi.get(`/me/listings/${mainListing}/order`);
    expect(mainOnAi.status, mainOnAi.text).to.equal(200);
    expect(launchLegend(mainOnAi.text), "the default site's launch price on AI's host").to.equal('$49.00');
    expect(weekOptions(mainOnAi.text), "the default site's calendar").to.equal(6);
    expect(mainOnAi.text).to.include('The free queue is 6 weeks out');

    // Each on its own host: the same.
    expect(launchLegend((await onAi.get(`/me/listings/${aiListing}/order`)).text)).to.equal('$19.00');
    expect(launchLegend((await onMain.get(`/me/listings/${mainListing}/order`)).text)).to.equal('$49.00');
  });

  it('previews the price the page listed (the quote is priced on the listing’s site)', async () => {
    const form = await onMain.get(`/me/listings/${aiListing}/order`);
    const quote = await onMain.post(`/me/listings/${aiListing}/order`, {
      csrf: csrfIn(form.text),
      product_launch: 'on',
      billing_country: 'US',
      action: 'quote',
    });
    expect(quote.status, quote.text).to.equal(200);
    expect(quote.text).to.include('Price preview');
    expect(launchLegend(quote.text), 'the form shown again with the preview').to.equal('$19.00');
    expect(/<strong>(\$[\d.,]+)<\/strong>/.exec(quote.text.slice(quote.text.indexOf('Price preview')))?.[1]).to.equal(
      '$19.00',
    );
  });
});
