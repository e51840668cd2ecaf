/**
 * get_badges and the badge images over HTTP, fed only by commands and events: earned types per
 * listing state, defaults, URLs, SVG shapes/modes/sizes, errors, and Launch of the Week from votes
 * cast during the week only (billboard money changes nothing).
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { BADGE_MODES, BADGE_SHAPES, BADGE_SIZES } from '@listings/shared/api';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { badgeDimensions, xmlProblems, launchOfTheWeekAwards } from '@listings/query-service/listings';
import { startTestService, type TestService } from '../../testing/test-service.ts';

const actor = { kind: 'system' as const, id: 'test' };
const site = { name: 'Listings Directory', publicBaseUrl: 'https://directory.test' };
const NOW = '2026-11-25T12:00:00Z'; // Wednesday of the week of 2026-11-23; last week (2026-11-16) is finished

describe('badges', function () {
  this.timeout(30_000);
  const clock = new ManualClock(NOW);
  let service: TestService;
  let listings: ListingCommands;
  let engagement: EngagementCommands;
  let last = 0;
  const ids: Record<string, number> = {};

  const create = async (name: string, publish: { live?: string; at?: string; scheduled?: string }) => {
    if (publish.at) clock.set(publish.at);
    const { listingId, slug, position } = await listings.create(
      { profile: { name, url: `https://${name.toLowerCase().replace(/\W/g, '')}.example` }, ownerId: null },
      actor,
      'test',
    );
    last = position;
    if (publish.scheduled)
      last = (
        await listings.execute(
          listingId,
          { type: 'ScheduleLaunch', week: publish.scheduled, plan: 'paid' },
          actor,
          'test',
        )
      ).position;
    if (publish.live)
      last = (await listings.execute(listingId, { type: 'GoLive', week: publish.live, plan: 'free' }, actor, 'test'))
        .position;
    clock.set(NOW);
    ids[slug] = listingId;
    return slug;
  };
  const vote = async (slug: string, voters: number, at: string) => {
    clock.set(at);
    for (let i = 0; i < voters; i++)
      last = (
        await engagement.execute(
          { type: 'Vote', listingId: ids[slug], voterId: `${slug}-${at}-${i}`, ...SIMULATED_PERSON },
          actor,
          'test',
        )
      ).position;
    clock.set(NOW);
  };
  const get = (path: string) => service.call('GET', path);
  const image = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${service.baseUrl}/badges${path}`, { headers });
  const types = async (slug: string) => (await get(`/listings/${slug}/badges`)).body.badges.map((b: any) => b.type);

  before(async () => {
    service = await startTestService({ site }, { clock });
    listings = new ListingCommands(service.service.events, clock);
    engagement = new EngagementCommands(service.service.events, clock);

    await create('Winner One', { live: '2026-11-16', at: '2026-11-16T10:00:00Z' });
    await create('Runner Two', { live: '2026-11-16', at: '2026-11-16T11:00:00Z' });
    await create('Tie Three', { live: '2026-11-16', at: '2026-11-16T09:00:00Z' });
    await create('Fourth Four', { live: '2026-11-16', at: '2026-11-16T08:00:00Z' });
    await create('This Week', { live: '2026-11-23', at: '2026-11-23T08:00:00Z' });
    await create('Coming Soon', { scheduled: '2026-12-07' });
    await create('Only Draft', {});
    const awaiting = await create('Awaiting Badge', {});
    last = (
      await listings.execute(
        ids[awaiting],
        { type: 'ChooseFreePlan', week: '2026-12-21', badgeFound: false },
        actor,
        'test',
      )
    ).position;
    await vote('winner-one', 5, '2026-11-18T10:00:00Z');
    await vote('runner-two', 3, '2026-11-19T10:00:00Z');
    await vote('tie-three', 3, '2026-11-22T23:00:00Z');
    await vote('fourth-four', 2, '2026-11-17T10:00:00Z');
    await vote('fourth-four', 9, '2026-11-24T10:00:00Z'); // after its launch week: does not count
    await vote('this-week', 20, '2026-11-24T10:00:00Z'); // week not finished: no award yet
    last = (await listings.execute(ids['winner-one'], { type: 'Feature', until: null }, actor, 'test')).position;
    last = (
      await listings.execute(ids['winner-one'], { type: 'Verify', ownerId: 'owner-1', method: 'dns' }, actor, 'test')
    ).position;
    expect(await service.service.projections.waitForPosition(last, 5000)).to.equal(true);
    // Last week (2026-11-16) is over: the week-closing process records its board and awards.
    expect(await service.service.jobs.get('week closing')!.tick()).to.equal(1);
    await service.service.projections.waitForPosition(await service.service.events.headPosition(), 5000);
  });
  after(async () => {
    await service?.close();
  });

  describe('get_badges', () => {
    it('lists the badge types each listing has earned', async () => {
      expect(await types('winner-one')).to.deep.equal([
        'listed_on',
        'launched_on',
        'featured',
        'verified',
        'launch_of_the_week',
      ]);
      expect(await types('tie-three')).to.deep.equal(['listed_on', 'launched_on', 'launch_of_the_week']);
      expect(await types('fourth-four')).to.deep.equal(['listed_on', 'launched_on']);
      expect(await types('this-week')).to.deep.equal(['listed_on', 'launched_on']);
      expect(await types('coming-soon')).to.deep.equal(['listed_on']);
    });

    it('ranks Launch of the Week by votes cast during the week, ties by earlier go-live', async () => {
      const award = async (slug: string) =>
        (await get(`/listings/${slug}/badges`)).body.badges.find((b: any) => b.type === 'launch_of_the_week');
      expect((await award('winner-one')).award).to.deep.equal({ rank: 1, week: '2026-11-16', votes: 5 });
      expect((await award('tie-three')).award).to.deep.equal({ rank: 2, week: '2026-11-16', votes: 3 });
      expect((await award('runner-two')).award).to.deep.equal({ rank: 3, week: '2026-11-16', votes: 3 });
      expect((await award('runner-two')).label).to.equal('#3 Launch of the Week on Listings Directory');
    });

    it('uses standard/auto/m by default and gives embed code and URLs for every other style', async () => {
      const response = await get('/listings/winner-one/badges');
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.include({
        listing: 'winner-one',
        site: 'Listings Directory',
        style: { shape: 'standard', mode: 'auto', size: 'm' },
      });
      const launched = response.body.badges[1];
      expect(launched).to.include({
        type: 'launched_on',
        label: 'Launched on Listings Directory',
        width: 240,
        height: 56,
        image_url: 'https://directory.test/badges/winner-one/launched_on.svg?shape=standard&mode=auto&size=m',
        embed_html:
          '<a href="https://directory.test/listings/winner-one" target="_blank" rel="noopener"><img src="https://directory.test/badges/winner-one/launched_on.svg?shape=standard&amp;mode=auto&amp;size=m" alt="Launched on Listings Directory" width="240" height="56" /></a>',
      });
      expect(launched.other_styles).to.have.length(BADGE_SHAPES.length * BADGE_MODES.length * BADGE_SIZES.length - 1);
      expect(launched.other_styles).to.deep.include({
        shape: 'pill',
        mode: 'dark',
        size: 'l',
        width: 280,
        height: 55,
        image_url: 'https://directory.test/badges/winner-one/launched_on.svg?shape=pill&mode=dark&size=l',
      });
      expect(
        launched.other_styles.some((s: any) => s.shape === 'standard' && s.mode === 'auto' && s.size === 'm'),
      ).to.equal(false);
    });

    it('takes the requested style', async () => {
      const response = await get('/listings/coming-soon/badges?shape=square&mode=dark&size=l');
      expect(response.body.style).to.deep.equal({ shape: 'square', mode: 'dark', size: 'l' });
      expect(response.body.badges[0]).to.include({
        width: 160,
        height: 160,
        image_url: 'https://directory.test/badges/coming-soon/listed_on.svg?shape=square&mode=dark&size=l',
      });
    });

    it('is 404 for unknown and unpublished listings and 400 for a bad style', async () => {
      expect((await get('/listings/nope/badges')).status).to.equal(404);
      expect((await get('/listings/only-draft/badges')).status).to.equal(404);
      expect((await get('/listings/winner-one/badges?shape=round')).status).to.equal(400);
      expect((await get('/listings/winner-one/badges?size=xl')).status).to.equal(400);
    });
  });

  it('serves the Listed on image of a listing waiting for its free-plan badge, and nothing else of it', async () => {
    expect((await image('/awaiting-badge/listed_on.svg')).status).to.equal(200);
    expect((await image('/awaiting-badge/launched_on.svg')).status).to.equal(404);
    expect((await image('/only-draft/listed_on.svg')).status).to.equal(404);
    expect((await get('/listings/awaiting-badge/badges')).status).to.equal(404); // not public yet
  });

  describe('badge images', () => {
    it('serves a valid SVG with the wording, cache headers and an ETag', async () => {
      const response = await image('/winner-one/launched_on.svg');
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).to.match(/^public, max-age=\d+/);
      const svg = await response.text();
      expect(svg).to.match(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="56" viewBox="0 0 240 56"[^>]*>[\s\S]*<\/svg>$/,
      );
      expect(xmlProblems(svg)).to.deep.equal([]);
      expect(svg).to.include('<title>Launched on Listings Directory</title>');
      expect(svg).to.include('>Launched on</text>').and.include('>Listings Directory</text>');
      expect(svg).to.include('@media (prefers-color-scheme: dark)');

      const etag = response.headers.get('etag')!;
      expect(etag).to.match(/^"[\w-]+"$/);
      expect((await image('/winner-one/launched_on.svg', { 'if-none-match': etag })).status).to.equal(304);
    });

    it('draws every shape, mode and size with its own dimensions; only auto has the dark media query', async () => {
      for (const shape of BADGE_SHAPES)
        for (const mode of BADGE_MODES)
          for (const size of BADGE_SIZES) {
            const response = await image(`/winner-one/featured.svg?shape=${shape}&mode=${mode}&size=${size}`);
            expect(response.status).to.equal(200);
            const svg = await response.text();
            const root = svg.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)"/);
            const expected = badgeDimensions(shape, size);
            expect(root, `${shape} ${mode} ${size}`).to.not.equal(null);
            expect([Number(root![1]), Number(root![2])]).to.deep.equal([expected.width, expected.height]);
            expect(xmlProblems(svg)).to.deep.equal([]);
            expect(svg.includes('@media (prefers-color-scheme: dark)')).to.equal(mode === 'auto');
          }
      const sizes = await Promise.all(
        BADGE_SIZES.map(async (size) =>
          (await (await image(`/winner-one/featured.svg?size=${size}`)).text())
            .match(/width="(\d+)" height="(\d+)"/)!
            .slice(1)
            .join('x'),
        ),
      );
      expect(new Set(sizes).size).to.equal(3);
    });

    it('shows the rank on Launch of the Week', async () => {
      const svg = await (await image('/tie-three/launch_of_the_week.svg?shape=banner&mode=light')).text();
      expect(svg).to.include('<title>#2 Launch of the Week on Listings Directory</title>').and.include('>#2</text>');
    });

    it('is 404 for an unknown listing, type or unearned badge, and 400 for a bad style', async () => {
      for (const path of [
        '/nope/listed_on.svg',
        '/only-draft/listed_on.svg',
        '/coming-soon/launched_on.svg',
        '/fourth-four/launch_of_the_week.svg',
        '/winner-one/gold.svg',
        '/winner-one/listed_on.png',
      ]) {
        const response = await image(path);
        expect(response.status, path).to.equal(404);
        expect(response.headers.get('content-type')).to.match(/^application\/problem\+json/);
      }
      for (const query of ['shape=round', 'mode=sepia', 'size=xl', 'size=s&size=m']) {
        const response = await image(`/winner-one/listed_on.svg?${query}`);
        expect(response.status, query).to.equal(400);
        expect(((await response.json()) as any).code).to.equal('invalid_request');
      }
    });
  });

  it('billboard money does not change Launch of the Week', async () => {
    const before = await launchOfTheWeekAwards(service.service.documents);
    expect(before.map((a) => [a.week, a.rank, a.slug])).to.deep.equal([
      ['2026-11-16', 1, 'winner-one'],
      ['2026-11-16', 2, 'tie-three'],
      ['2026-11-16', 3, 'runner-two'],
    ]);
    last = (
      await engagement.execute(
        { type: 'ContributeToBillboard', listingId: ids['fourth-four'], amountCents: 10_000_000, orderNumber: 'o-1' },
        actor,
        'test',
      )
    ).position;
    last = (
      await engagement.execute(
        { type: 'ContributeToBillboard', listingId: ids['runner-two'], amountCents: 5_000_000, orderNumber: 'o-2' },
        actor,
        'test',
      )
    ).position;
    expect(await service.service.projections.waitForPosition(last, 5000)).to.equal(true);
    const fourth = await service.service.documents.collection('listings').findOne({ _id: 'fourth-four' });
    expect(fourth?.billboard_cents).to.equal(10_000_000);
    expect(await launchOfTheWeekAwards(service.service.documents)).to.deep.equal(before);
    expect(await types('fourth-four')).to.not.include('launch_of_the_week');
    expect(
      (await get('/listings/runner-two/badges')).body.badges.find((b: any) => b.type === 'launch_of_the_week').award
        .rank,
    ).to.equal(3);
    expect(await launchOfTheWeekAwards(service.service.documents, { listing: 'tie-three' })).to.deep.equal([before[1]]);
  });
});
