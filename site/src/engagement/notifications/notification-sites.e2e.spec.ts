/**
 * Notifications in a network of sites (issue 30), over HTTP: a person is network-wide, so their
 * /notifications lists all their own notifications on every site's host, but each leads to the
 * listing's own site (site-relative there, the other site's base URL and name elsewhere), never to
 * a path that is a 404 on the host it is shown on.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { loadConfig } from '@listings/shared/config';
import { ListingCommands } from '@listings/command-service/listings';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import type { OutboxMailer } from '@listings/shared/platform';
import { NOTIFICATION_KIND_IDS } from '@listings/shared/contracts/engagement';
import { PageClient, csrfIn, newPerson, signUpAndIn } from '../../kit/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };

describe('notifications in a network of sites', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-18T12:00:00.000Z');
  let service: TestService;
  let ann: PageClient;
  let annEmail = '';

  before(async () => {
    const defaults = loadConfig({}).site;
    service = await startTestService(
      { site: { ...defaults, name: 'Main Directory', hosts: ['127.0.0.1', 'localhost'] } },
      { clock },
    );
    const { events } = service.service;
    await new SiteContentCommands(events, clock).site(
      {
        type: 'OpenSite',
        key: 'ai',
        defaultKey: defaults.key ?? 'main',
        name: 'AI Tools',
        purpose: 'AI products',
        hosts: ['ai.test'],
        baseUrl: 'https://ai.test',
      },
      admin,
      't',
    );
    ann = new PageClient(service.baseUrl);
    const who = { ...newPerson(), name: 'Ann Maker' };
    await signUpAndIn(ann, who);
    annEmail = who.email;
    const accountId = (await service.service.accounts.accountIdByEmail(who.email))!;
    const listings = new ListingCommands(events, clock);
    const create = async (name: string, site?: string) => {
      const { listingId } = await listings.create(
        {
          profile: { name, tagline: `${name} does things`, url: `https://${name.toLowerCase()}.example` },
          ownerId: accountId,
          site,
        },
        admin,
        't',
      );
      await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't'); // tells ann
    };
    await create('Widget');
    await create('Gizmo', 'ai');
    await settled(service.service);
  });
  after(() => service?.close());

  it("lists the person's notifications of both sites, each leading to its listing's own site", async () => {
    const page = await ann.get('/notifications');
    expect(page.status).to.equal(200);
    expect(page.text).to.contain('<a href="/listings/widget">Widget: Your product launched</a> <span class="muted">');
    expect(page.text).to.contain(
      '<a href="https://ai.test/listings/gizmo">Gizmo: Your product launched</a> <span class="muted">on AI Tools</span>',
    );
    // The main site's own listing is not named as another site's, and no relative link leads to the AI listing here.
    expect(page.text).not.to.contain('href="/listings/gizmo"');
    expect(page.text).not.to.contain('on Main Directory');
  });

  it("mails each notification naming its listing's site and linking to that site's host", async () => {
    const mails = async () => {
      const all = await (service.service.mailer as OutboxMailer).list();
      return all.filter((m) => m.to.includes(annEmail) && / launched$/.test(m.subject));
    };
    // The reactor ran before settled() returned (before: the launches), so both mails are there.
    const launched = await mails();
    expect(launched).to.have.length(2);
    const text = (subject: string) => launched.find((m) => m.subject.startsWith(subject))!.raw.replace(/=\r?\n/g, '');
    const gizmo = text('Gizmo:');
    expect(gizmo).to.contain('Gizmo on AI Tools:').and.contain('See https://ai.test/listings/gizmo');
    expect(gizmo).to.contain('https://ai.test/notifications/unsubscribe?t=');
    const widget = text('Widget:');
    expect(widget).to.contain('Widget on Main Directory:').and.not.contain('ai.test');
  });

  it("a weekly digest links each notification to its listing's own site", async () => {
    const form = await ann.get('/account/notifications');
    const body: Record<string, string> = { csrf: csrfIn(form.text), frequency: 'weekly' };
    for (const kind of NOTIFICATION_KIND_IDS) Object.assign(body, { [`${kind}_site`]: 'on', [`${kind}_email`]: 'on' });
    expect((await ann.post('/account/notifications', body)).status).to.equal(303);
    await settled(service.service);
    clock.set('2026-11-23T06:00:00.000Z'); // the week of the 16th is over
    expect(await service.service.jobs.get('notification digests')!.tick()).to.equal(1);
    const all = await (service.service.mailer as OutboxMailer).list();
    const digest = all.find((m) => m.to.includes(annEmail) && m.subject.startsWith('Your week'))!;
    const raw = digest.raw.replace(/=\r?\n/g, '');
    // One digest for the network: its heading names the sites its notifications are on, not the default one alone.
    expect(digest.subject).to.match(
      /^Your week on Main Directory and AI Tools \(week of 2026-11-16\): \d+ notifications$/,
    );
    expect(raw).to.contain('- Gizmo: Your product launched').and.contain('  https://ai.test/listings/gizmo');
    expect(raw).to.contain(`  ${loadConfig({}).site.publicBaseUrl}/listings/widget`);
    expect(raw).not.to.contain(`${loadConfig({}).site.publicBaseUrl}/listings/gizmo`);
  });
});
