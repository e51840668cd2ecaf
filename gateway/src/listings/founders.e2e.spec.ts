/**
 * list_founders and get_founder over HTTP, fed only by listing commands and events: search, country
 * filter, paging, public companies only, published stories, 404s.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import type { ListingFounder, ListingProfile } from '@listings/shared/contracts/listings';
import { founderHandlers } from '@listings/query-service/listings';
import { openEmbeddedStores } from '../service.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

const actor = { kind: 'system' as const, id: 'test' };
const site = { name: 'Listings Directory', publicBaseUrl: 'https://directory.test' };

const ada: ListingFounder = {
  slug: 'ada-lovelace',
  name: 'Ada Lovelace',
  title: 'CEO',
  bio: 'Analytical engines.',
  country: 'GB',
  socials: { x: 'https://x.com/ada', github: 'https://github.com/ada' },
};
const bob: ListingFounder = { slug: 'bob-stone', name: 'Bob Stone', title: 'CTO', country: 'US' };
const jose: ListingFounder = { slug: 'jose-nunez', name: 'José Núñez', title: 'Founder', country: 'ES' };
const dana: ListingFounder = { slug: 'dana-hidden', name: 'Dana Hidden', country: 'US' };
const eve: ListingFounder = { slug: 'eve-gone', name: 'Eve Gone', country: 'FR' };

describe('founders', function () {
  this.timeout(30_000);
  const clock = new ManualClock('2026-11-25T12:00:00Z');
  let service: TestService;
  let commands: ListingCommands;
  let last = 0;

  const create = async (
    profile: Partial<ListingProfile> & { name: string },
    publish: { live?: string; scheduled?: string; plan?: 'free' | 'paid' },
  ) => {
    const { listingId, slug, position } = await commands.create(
      {
        profile: { url: `https://${profile.name.toLowerCase().replace(/\W/g, '')}.example`, ...profile },
        ownerId: null,
      },
      actor,
      'test',
    );
    last = position;
    const plan = publish.plan ?? 'free';
    if (publish.scheduled)
      last = (
        await commands.execute(listingId, { type: 'ScheduleLaunch', week: publish.scheduled, plan }, actor, 'test')
      ).position;
    if (publish.live)
      last = (await commands.execute(listingId, { type: 'GoLive', week: publish.live, plan }, actor, 'test')).position;
    return { listingId, slug };
  };
  const get = (path: string) => service.call('GET', path);

  before(async () => {
    const stores = openEmbeddedStores(':memory:');
    service = await startTestService(
      { site },
      { clock, stores, handlers: new Map(Object.entries(founderHandlers({ documents: stores.documents, site }))) },
    );
    commands = new ListingCommands(service.service.events, clock);

    const alpha = await create(
      {
        name: 'Alpha Tools',
        founders: [ada, bob],
        story: { title: 'Our story', story: 'We began in a shed.', lessons: '' },
      },
      { live: '2026-11-23', plan: 'paid' },
    );
    await create(
      { name: 'Beta Notes', founders: [bob, jose], story: { story: 'Not unlocked.' } },
      { scheduled: '2026-12-07' },
    );
    await create(
      { name: 'Gamma Draft', founders: [dana, { ...ada, title: 'Advisor' }], story: { story: 'Draft story.' } },
      {},
    );
    const delta = await create(
      {
        name: 'Delta Free',
        founders: [eve, { ...ada, title: 'Investor' }],
        story: { why_started: 'Because <we> could & did.' },
      },
      { live: '2026-11-23' },
    );
    last = (await commands.execute(delta.listingId, { type: 'UnlockSections', sections: ['story'] }, actor, 'test'))
      .position;
    // Bob leaves Alpha (keeps Beta); Eve leaves Delta (keeps nothing).
    last = (
      await commands.execute(alpha.listingId, { type: 'ChangeProfile', changes: { founders: [ada] } }, actor, 'test')
    ).position;
    last = (
      await commands.execute(
        delta.listingId,
        { type: 'ChangeProfile', changes: { founders: [{ ...ada, title: 'Investor' }] } },
        actor,
        'test',
      )
    ).position;
    expect(await service.service.projections.waitForPosition(last, 5000)).to.equal(true);
  });
  after(async () => {
    await service?.close();
  });

  it('list_founders shows founders with a public company, by name, paged', async () => {
    const all = await get('/founders');
    expect(all.status).to.equal(200);
    expect(all.body).to.include({ page: 1, per_page: 20, total: 3 });
    expect(all.body.items.map((f: any) => f.slug)).to.deep.equal(['ada-lovelace', 'bob-stone', 'jose-nunez']);
    const adaItem = all.body.items[0];
    expect(adaItem).to.include({ name: 'Ada Lovelace', country: 'GB' });
    expect(adaItem.companies.map((c: any) => [c.slug, c.role, c.primary_founder, c.status])).to.deep.equal([
      ['alpha-tools', 'CEO', true, 'live'],
      ['delta-free', 'Investor', true, 'live'],
    ]);
    expect(adaItem.links.self).to.equal('https://directory.test/v1/founders/ada-lovelace');

    const second = await get('/founders?per_page=2&page=2');
    expect(second.body).to.include({ page: 2, per_page: 2, total: 3 });
    expect(second.body.items.map((f: any) => f.slug)).to.deep.equal(['jose-nunez']);
    expect((await get('/founders?page=9')).body).to.deep.include({ items: [], total: 3 });
  });

  it('q finds names by case- and accent-insensitive substring; country filters by two letters', async () => {
    const slugs = async (query: string) => (await get(`/founders?${query}`)).body.items.map((f: any) => f.slug);
    expect(await slugs('q=LOVEL')).to.deep.equal(['ada-lovelace']);
    expect(await slugs('q=jose')).to.deep.equal(['jose-nunez']);
    expect(await slugs('q=N%C3%BA%C3%B1ez')).to.deep.equal(['jose-nunez']);
    expect(await slugs('q=st%20bob')).to.deep.equal(['bob-stone']);
    expect(await slugs('q=dana')).to.deep.equal([]);
    expect(await slugs('q=.*')).to.deep.equal([]);
    expect(await slugs('country=us')).to.deep.equal(['bob-stone']);
    expect(await slugs('country=GB&q=ada')).to.deep.equal(['ada-lovelace']);
    expect(await slugs('country=FR')).to.deep.equal([]);
    expect((await get('/founders?country=USA')).status).to.equal(400);
  });

  it('get_founder shows bio, socials, public companies and published stories only', async () => {
    const response = await get('/founders/ada-lovelace');
    expect(response.status).to.equal(200);
    // Personal details come from the listing whose founders were set last (Delta, where Ada is Investor).
    expect(response.body).to.include({
      slug: 'ada-lovelace',
      name: 'Ada Lovelace',
      bio: 'Analytical engines.',
      country: 'GB',
      title: 'Investor',
    });
    expect(response.body.socials).to.deep.equal({ x: 'https://x.com/ada', github: 'https://github.com/ada' });
    expect(response.body.companies.map((c: any) => c.slug)).to.deep.equal(['alpha-tools', 'delta-free']);
    expect(response.body.companies[0]).to.include({
      name: 'Alpha Tools',
      url: 'https://alphatools.example',
      listing_url: 'https://directory.test/listings/alpha-tools',
    });
    // Alpha is paid (story included), Delta unlocked the story; Gamma is a draft.
    expect(response.body.stories).to.deep.equal([
      {
        listing_slug: 'alpha-tools',
        listing_name: 'Alpha Tools',
        story: { title: 'Our story', story: 'We began in a shed.' },
      },
      { listing_slug: 'delta-free', listing_name: 'Delta Free', story: { why_started: 'Because <we> could & did.' } },
    ]);

    const bobPage = await get('/founders/bob-stone');
    expect(bobPage.body.companies.map((c: any) => [c.slug, c.status, c.primary_founder])).to.deep.equal([
      ['beta-notes', 'upcoming', true],
    ]);
    expect(bobPage.body.stories).to.deep.equal([]);
  });

  it('get_founder is 404 for unknown founders and founders without a public company', async () => {
    for (const slug of ['nobody', 'dana-hidden', 'eve-gone']) {
      const response = await get(`/founders/${slug}`);
      expect(response.status, slug).to.equal(404);
      expect(response.body.code).to.equal('not_found');
    }
  });

  it('a founder removed from a listing loses that company', async () => {
    const listed = (await get('/founders?q=bob')).body.items[0];
    expect(listed.companies.map((c: any) => c.slug)).to.deep.equal(['beta-notes']);
  });
});
