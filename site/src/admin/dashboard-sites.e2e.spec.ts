/**
 * The console dashboard's figures per site (issue 30), over real HTTP on two hosts of one port: the
 * default site on `localhost`, AI Tools on `127.0.0.1`. A listing published free on AI and one
 * published paid on the default site, an order paid on each: a moderator of AI only sees AI's figures
 * (and cannot ask for the default site's), a network-wide admin sees the totals, or one site's.
 */
import { expect } from 'chai';
import { mondayOf } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { settled, type TestService, twoSitesOnOnePort } from '@listings/gateway/testing';
import { confirm, manualClock, member, onHost, paidOrder, type Member } from './admin-testing.ts';

const team = { kind: 'admin' as const, id: 'site-team@test' };

describe('console dashboard: the figures of each site (issue 30)', function () {
  this.timeout(90_000);
  let t: TestService;
  let main: string;
  let ai: string;
  let aiModerator: Member;
  let networkAdmin: Member;

  /** The "<figure>: <strong>n</strong> this week" headline of the dashboard's page. */
  const headline = (page: string, label: string) =>
    new RegExp(`${label}: <strong>([^<]*)</strong> this week`).exec(page)?.[1];
  const dashboard = async (who: Member, query = '') => {
    const response = await who.client.get(`/admin${query}`);
    expect(response.status, response.text).to.equal(200);
    return response.text;
  };

  before(async () => {
    ({ service: t, main, ai } = await twoSitesOnOnePort({ clock: manualClock() }));
    const listings = new ListingCommands(t.service.events, t.service.clock);
    const week = mondayOf(t.service.clock.now());
    for (const [name, site, plan] of [
      ['Harbor', undefined, 'paid'],
      ['Robotic', 'ai', 'free'],
    ] as const) {
      const { listingId } = await listings.create(
        { profile: { name, url: `https://${name.toLowerCase()}.example` }, ownerId: null, site },
        team,
        't',
      );
      await listings.execute(listingId, { type: 'GoLive', week, plan }, team, 't');
    }
    const buyer = await member(t);
    await paidOrder(t, buyer.accountId);
    await paidOrder(t, buyer.accountId, 'ai');
    aiModerator = onHost(await member(t, 'moderator', 'ai'), ai);
    networkAdmin = onHost(await member(t, 'admin', '*'), main);
    for (const who of [aiModerator, networkAdmin]) await confirm(who.client);
    await settled(t.service);
  });
  after(() => t?.close());

  it("an AI-only moderator sees AI's figures, not the default site's nor the network's", async () => {
    for (const query of ['', '?site=main']) {
      const page = await dashboard(aiModerator, query);
      expect(page).to.contain('Figures of the site ai (AI Tools)');
      expect(headline(page, 'Free publishes')).to.equal('1');
      expect(headline(page, 'Paid publishes')).to.equal('0');
      expect(headline(page, 'Revenue')).to.equal('$29.00');
    }
  });

  it("a network-wide admin sees the network's totals, and one site's when chosen", async () => {
    const totals = await dashboard(networkAdmin);
    expect(totals).to.contain('every site of the network (totals)');
    expect([headline(totals, 'Free publishes'), headline(totals, 'Paid publishes')]).to.deep.equal(['1', '1']);
    expect(headline(totals, 'Revenue')).to.equal('$58.00');
    const ofMain = await dashboard(networkAdmin, '?site=main');
    expect(ofMain).to.contain('Figures of the site main (the default site)');
    expect([headline(ofMain, 'Free publishes'), headline(ofMain, 'Paid publishes')]).to.deep.equal(['0', '1']);
    expect(headline(ofMain, 'Revenue')).to.equal('$29.00');
  });
});
