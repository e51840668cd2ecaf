/**
 * The public listing reads over HTTP, fed only by commands and events: search (typo tolerant,
 * filters, sorts, paging), get_listing (sections, paid-only sections), alternatives, compare,
 * launch weeks, launch sections and leaderboards.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import type { ListingProfile } from '@listings/shared/contracts/listings';
import { startTestService, type TestService } from '../testing/test-service.ts';

const site = { kind: 'system' as const, id: 'test' };

describe('public listing reads', function () {
  this.timeout(30_000);
  const clock = new ManualClock('2026-11-25T12:00:00Z'); // a Wednesday; this week starts 2026-11-23
  let service: TestService;
  let listingsCmd: ListingCommands;
  let engagement: EngagementCommands;
  let last = 0;

  const create = async (
    profile: Partial<ListingProfile> & { name: string },
    publish: { live?: string; scheduled?: string; plan?: 'free' | 'paid' } = { live: '2026-11-23' },
  ) => {
    const { listingId, slug, position } = await listingsCmd.create(
      {
        profile: { url: `https://${profile.name.toLowerCase().replace(/\W/g, '')}.example`, ...profile },
        ownerId: null,
      },
      site,
      'test',
    );
    last = position;
    const plan = publish.plan ?? 'free';
    if (publish.scheduled)
      last = (
        await listingsCmd.execute(listingId, { type: 'ScheduleLaunch', week: publish.scheduled, plan }, site, 'test')
      ).position;
    if (publish.live)
      last = (await listingsCmd.execute(listingId, { type: 'GoLive', week: publish.live, plan }, site, 'test'))
        .position;
    return { listingId, slug };
  };
  const vote = async (listingId: number, voters: number, at?: string) => {
    if (at) clock.set(at);
    for (let i = 0; i < voters; i++)
      last = (
        await engagement.execute(
          { type: 'Vote', listingId, voterId: `p${listingId}-${at}-${i}`, ...SIMULATED_PERSON },
          site,
          'test',
        )
      ).position;
    clock.set('2026-11-25T12:00:00Z');
  };
  const settle = () => service.service.projections.waitForPosition(last, 5000);
  const get = async (path: string) => await service.call('GET', path);

  let ids: Record<string, number> = {};
  before(async () => {
    service = await startTestService({}, { clock });
    listingsCmd = new ListingCommands(service.service.events, clock);
    engagement = new EngagementCommands(service.service.events, clock);
    const cats = [
      ['developer-tools', null],
      ['ci-cd', 'developer-tools'],
      ['design', null],
    ] as const;
    for (const [slug, parent] of cats) {
      await service.service.events.appendToStream(`testcategory-${slug}`, [
        {
          id: crypto.randomUUID(),
          type: 'CategoryCreated',
          data: { slug, name: slug, description: '', faqs: [], parent },
          metadata: { actor: site, at: clock.now().toISOString(), cause: 'test' },
        },
      ]);
    }
    ids.pipeline = (
      await create({
        name: 'PipelineHero',
        tagline: 'Continuous delivery for small teams',
        description: 'Ship faster with pipelines.',
        keywords: ['deployment'],
        categories: ['ci-cd'],
        country: 'DE',
        city: 'Berlin',
        stage: 'Growing',
        pricing_model: 'Freemium',
        pricing_summary: 'Free for 3 users',
        features: ['Caching', 'Parallel jobs'],
      })
    ).listingId;
    ids.buildkite = (
      await create({
        name: 'Buildbox',
        tagline: 'Build servers you control',
        description: 'Self-hosted agents.',
        categories: ['ci-cd'],
        country: 'US',
        city: 'Austin',
        pricing_model: 'Paid',
        features: ['Parallel jobs'],
      })
    ).listingId;
    ids.palette = (
      await create(
        {
          name: 'Palette Studio',
          tagline: 'Colours for designers',
          description: 'Generate palettes.',
          categories: ['design'],
          country: 'FR',
          pricing_model: 'Free',
          story: { story: 'We began in a garage.' },
        },
        { live: '2026-11-16', plan: 'paid' },
      )
    ).listingId;
    ids.future = (
      await create(
        { name: 'Tomorrow App', tagline: 'Coming soon', categories: ['design'] },
        { scheduled: '2026-12-07' },
      )
    ).listingId;
    ids.hidden = (await create({ name: 'Secret Draft', tagline: 'Not published' }, {})).listingId;
    await vote(ids.pipeline, 3, '2026-11-24T10:00:00Z');
    await vote(ids.buildkite, 5, '2026-11-17T10:00:00Z');
    await vote(ids.buildkite, 1, '2026-11-24T10:00:00Z');
    await vote(ids.palette, 2, '2026-11-18T10:00:00Z');
    last = (
      await engagement.execute(
        { type: 'ContributeToBillboard', listingId: ids.palette, amountCents: 500000, orderNumber: 'o-1' },
        site,
        'test',
      )
    ).position;
    last = (
      await engagement.execute(
        {
          type: 'Review',
          listingId: ids.pipeline,
          reviewId: 'r1',
          authorId: 'a',
          rating: 5,
          text: 'great',
          ...SIMULATED_PERSON,
        },
        site,
        'test',
      )
    ).position;
    last = (
      await engagement.execute(
        {
          type: 'Review',
          listingId: ids.pipeline,
          reviewId: 'r2',
          authorId: 'b',
          rating: 1,
          text: 'bought',
          ...SIMULATED_PERSON,
          person: { emailVerified: true, throwAwayAddress: true },
        },
        site,
        'test',
      )
    ).position;
    last = (
      await listingsCmd.execute(
        ids.buildkite,
        { type: 'ApproveAlternative', alternativeSlug: 'palette-studio' },
        site,
        'test',
      )
    ).position;
    await settle();
  });
  after(() => service.close());

  describe('search_listings', () => {
    it('finds a listing by a misspelt word', async () => {
      const response = await get('/listings?q=pipelnie');
      expect(response.status).to.equal(200);
      expect(response.body.items.map((i: any) => i.slug)).to.deep.equal(['pipelinehero']);
      expect(response.body.items[0]).to.include.keys('name', 'url', 'votes');
    });
    it('searches tagline, description and keywords too', async () => {
      expect((await get('/listings?q=deploymnt')).body.items.map((i: any) => i.slug)).to.include('pipelinehero');
      expect((await get('/listings?q=palettes')).body.items.map((i: any) => i.slug)).to.deep.equal(['palette-studio']);
    });
    it('shows only live listings by default and upcoming ones on request', async () => {
      const all = (await get('/listings?per_page=100')).body;
      expect(all.items.map((i: any) => i.slug)).to.have.members(['pipelinehero', 'buildbox', 'palette-studio']);
      expect((await get('/listings?status=upcoming')).body.items.map((i: any) => i.slug)).to.deep.equal([
        'tomorrow-app',
      ]);
    });
    it('filters by category including subcategories, country, stage, pricing model and domain', async () => {
      expect((await get('/listings?category=developer-tools')).body.items.map((i: any) => i.slug)).to.have.members([
        'pipelinehero',
        'buildbox',
      ]);
      expect((await get('/listings?country=de')).body.items.map((i: any) => i.slug)).to.deep.equal(['pipelinehero']);
      expect((await get('/listings?stage=growing')).body.items.map((i: any) => i.slug)).to.deep.equal(['pipelinehero']);
      expect((await get('/listings?pricing_model=paid')).body.items.map((i: any) => i.slug)).to.deep.equal([
        'buildbox',
      ]);
      expect((await get('/listings?domain=www.buildbox.example')).body.items.map((i: any) => i.slug)).to.deep.equal([
        'buildbox',
      ]);
    });
    it('sorts by votes, trending and newest, and pages', async () => {
      expect((await get('/listings?sort=votes')).body.items.map((i: any) => i.slug)).to.deep.equal([
        'buildbox',
        'pipelinehero',
        'palette-studio',
      ]);
      expect((await get('/listings?sort=trending')).body.items[0].slug).to.equal('pipelinehero'); // 3 fresh votes beat 6 mostly older ones
      const page2 = (await get('/listings?sort=votes&per_page=2&page=2')).body;
      expect(page2).to.deep.include({ page: 2, per_page: 2, total: 3 });
      expect(page2.items.map((i: any) => i.slug)).to.deep.equal(['palette-studio']);
    });
  });

  describe('get_listing', () => {
    it('returns every public section, the genuine-only rating, and hides paid sections of a free listing', async () => {
      const { status, body } = await get('/listings/pipelinehero');
      expect(status).to.equal(200);
      expect(body).to.include({
        name: 'PipelineHero',
        tagline: 'Continuous delivery for small teams',
        primary_category: 'ci-cd',
        votes: 3,
        status: 'live',
      });
      expect(body.community_rating).to.deep.include({ average: 5, count: 1 });
      expect(body).to.include.keys(
        'description',
        'features',
        'pricing',
        'categories',
        'founders',
        'faqs',
        'socials',
        'latest_updates',
        'domain_rating',
        'links',
        'not_found_on_website',
      );
      expect(body).to.not.have.any.keys('story', 'milestones', 'media', 'owner_id', 'reviews', 'votes_by_day');
    });
    it('shows paid sections on a paid listing', async () => {
      const { body } = await get('/listings/palette-studio');
      expect(body.story).to.deep.equal({ story: 'We began in a garage.' });
      expect(body).to.include.keys('milestones', 'media');
    });
    it('404s unknown and unpublished listings', async () => {
      expect((await get('/listings/nope')).status).to.equal(404);
      expect((await get('/listings/secret-draft')).status).to.equal(404);
    });
  });

  it('get_alternatives: owner-approved first, then the same primary category by votes', async () => {
    const { body } = await get('/listings/buildbox/alternatives');
    expect(body.items.map((i: any) => [i.slug, i.approved])).to.deep.equal([
      ['palette-studio', true],
      ['pipelinehero', false],
    ]);
    expect((await get('/listings/nope/alternatives')).status).to.equal(404);
  });

  it('compare_listings puts facts side by side, marking facts on neither', async () => {
    const { status, body } = await get('/compare?a=pipelinehero&b=buildbox');
    expect(status).to.equal(200);
    const facts = Object.fromEntries(body.facts.map((f: any) => [f.fact, f]));
    expect(facts.country).to.deep.include({ a: 'DE', b: 'US', on_neither: false });
    // city and pricing_summary sit inside location and pricing in the profile: compared all the same.
    expect(facts.city).to.deep.include({ a: 'Berlin', b: 'Austin', on_neither: false });
    expect(facts.pricing_summary).to.deep.include({ a: 'Free for 3 users', b: null, on_neither: false });
    expect(facts.founded_year).to.deep.include({ a: null, b: null, on_neither: true });
    const features = body.lists.find((l: any) => l.fact === 'features').rows;
    expect(features).to.deep.include({ value: 'Parallel jobs', a: true, b: true });
    expect(features).to.deep.include({ value: 'Caching', a: true, b: false });
    expect((await get('/compare?a=pipelinehero&b=nope')).status).to.equal(404);
  });

  describe('launches', () => {
    it('a launch week ranks its live launches by votes cast that week', async () => {
      const { body } = await get('/launches/weeks/this');
      expect(body).to.include({ week: '2026-11-23', ends_on: '2026-11-29', state: 'current' });
      expect(body.items.map((i: any) => [i.listing.slug, i.votes_this_week, i.rank])).to.deep.equal([
        ['pipelinehero', 3, 1],
        ['buildbox', 1, 2],
      ]);
      expect((await get('/launches/weeks/2026-11-26')).body.week).to.equal('2026-11-23');
    });
    it('a future week lists scheduled launches; far weeks are 404', async () => {
      expect((await get('/launches/weeks/2026-12-09')).body.items.map((i: any) => i.listing.slug)).to.deep.equal([
        'tomorrow-app',
      ]);
      expect((await get('/launches/weeks/2029-01-01')).status).to.equal(404);
      expect((await get('/launches/weeks/2020-01-06')).status).to.equal(404);
    });
    it('list_launches sections', async () => {
      expect((await get('/launches')).body.items.map((i: any) => i.slug)).to.deep.equal(['pipelinehero', 'buildbox']);
      expect((await get('/launches?section=upcoming')).body.items.map((i: any) => i.slug)).to.deep.equal([
        'tomorrow-app',
      ]);
      expect((await get('/launches?section=most-voted')).body.items[0].slug).to.equal('buildbox');
      expect((await get('/launches?section=trending')).body.items[0].slug).to.equal('pipelinehero');
    });
  });

  describe('leaderboards', () => {
    it('community-weekly takes a week; community-all-time counts every vote', async () => {
      const weekly = (await get('/leaderboards/community-weekly?week=last')).body;
      expect(weekly.items.map((i: any) => [i.rank, i.listing.slug, i.metric.value])).to.deep.equal([
        [1, 'buildbox', 5],
        [2, 'palette-studio', 2],
      ]);
      const allTime = (await get('/leaderboards/community-all-time')).body;
      expect(allTime.items.map((i: any) => i.listing.slug)).to.deep.equal([
        'buildbox',
        'pipelinehero',
        'palette-studio',
      ]);
    });
    it('billboard is always marked as a paid ranking', async () => {
      const { body } = await get('/leaderboards/billboard');
      expect(body.paid_ranking).to.equal(true);
      expect(body.items).to.have.length(1);
      expect(body.items[0]).to.deep.include({ paid: true, rank: 1 });
      expect(body.items[0].metric).to.deep.equal({ name: 'contributed_usd_cents', value: 500000 });
    });
    it('an unknown board is 404 and week is only for community-weekly', async () => {
      expect((await get('/leaderboards/popularity')).status).to.equal(404);
      expect((await get('/leaderboards/billboard?week=this')).status).to.equal(400);
    });
    it('community-weekly takes this, last or a date, never next (a week to come has no votes to rank)', async () => {
      const next = await get('/leaderboards/community-weekly?week=next');
      expect(next.status).to.equal(400);
      expect(next.body.errors[0].field).to.equal('query.week');
      expect((await get('/leaderboards/community-weekly?week=last')).status).to.equal(200);
    });
  });

  it('list_awards: Launch of the Week of finished weeks from votes cast that week, newest first, filtered by listing', async () => {
    // Nothing is awarded until the week-closing process has recorded the week's close.
    expect((await get('/awards')).body.total).to.equal(0);
    await service.service.jobs.get('week closing')!.tick();
    await service.service.projections.waitForPosition(await service.service.events.headPosition(), 5000);
    const { status, body } = await get('/awards');
    expect(status).to.equal(200);
    // Last week (2026-11-16) had one launch, palette-studio, with 2 votes; billboard money plays no part.
    expect(body.items.map((a: any) => [a.award, a.week, a.listing.slug, a.votes])).to.deep.equal([
      ['Launch of the Week #1', '2026-11-16', 'palette-studio', 2],
    ]);
    expect((await get('/awards?listing=palette-studio')).body.total).to.equal(1);
    expect((await get('/awards?listing=pipelinehero')).body.items).to.deep.equal([]); // its week is not over
  });

  it('rebuilding every read model from the log gives identical results', async () => {
    const paths = [
      '/listings?sort=votes',
      '/listings?q=pipelnie',
      '/listings/pipelinehero',
      '/listings/palette-studio',
      '/leaderboards/billboard',
      '/leaderboards/community-weekly?week=last',
      '/launches/weeks/this',
      '/awards',
      '/compare?a=pipelinehero&b=buildbox',
      '/listings/buildbox/alternatives',
    ];
    const before = await Promise.all(paths.map(get));
    await service.service.projections.rebuild();
    const after = await Promise.all(paths.map(get));
    expect(after.map((r) => r.body)).to.deep.equal(before.map((r) => r.body));
  });
});
