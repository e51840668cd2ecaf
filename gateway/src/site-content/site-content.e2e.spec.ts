/**
 * The public reads of the site team's content, through a real server: categories, blog, interview
 * questions and products, all written through command classes (events) and read back through the
 * projections.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { listProducts } from '@listings/query-service/site-content';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { openEmbeddedStores } from '../service.ts';

const admin = { kind: 'admin' as const, id: 'e2e@test' };

describe('site content: public reads', () => {
  let service: TestService;
  let content: SiteContentCommands;
  const clock = new ManualClock('2026-03-04T12:00:00Z'); // a Wednesday
  /** Writes, then waits until every projection has applied the write. */
  const write = async <T extends { position: number }>(pending: Promise<T>) => {
    const result = await pending;
    expect(await service.service.projections.waitForPosition(result.position, 5000)).to.equal(true);
    return result;
  };

  before(async () => {
    const stores = openEmbeddedStores(':memory:');
    service = await startTestService(
      {},
      { clock, stores, handlers: new Map([['list_products', listProducts(stores.documents, clock)]]) },
    );
    content = new SiteContentCommands(service.service.events, clock);

    // Listings come from their own commands; the listings projection builds their read model.
    const listingCommands = new ListingCommands(service.service.events, clock);
    const engagement = new EngagementCommands(service.service.events, clock);
    const listing = async (slug: string, status: 'live' | 'scheduled', categories: string[], votes: number) => {
      const { listingId } = await listingCommands.create(
        {
          profile: { name: slug.toUpperCase(), tagline: `${slug} tagline`, url: `https://${slug}.example`, categories },
          ownerId: null,
        },
        admin,
        'test',
      );
      const publish =
        status === 'live'
          ? { type: 'GoLive' as const, week: '2026-03-02', plan: 'free' as const }
          : { type: 'ScheduleLaunch' as const, week: '2026-03-16', plan: 'free' as const };
      let last = await listingCommands.execute(listingId, publish, admin, 'test');
      for (let i = 0; i < votes; i++)
        last = {
          ...last,
          ...(await engagement.execute(
            { type: 'Vote', listingId, voterId: `v${i}`, ...SIMULATED_PERSON },
            admin,
            'test',
          )),
        };
      await write(Promise.resolve(last));
    };
    await listing('alpha', 'live', ['ci'], 10);
    await listing('bravo', 'live', ['dev'], 30);
    await listing('charlie', 'live', ['ci-cloud', 'dev'], 20);
    await listing('delta', 'scheduled', ['dev'], 100);
    await listing('echo', 'live', ['seo'], 5);
    for (let i = 1; i <= 25; i++) await listing(`design-${String(i).padStart(2, '0')}`, 'live', ['design'], i);

    const category = (slug: string, name: string, parent?: string) =>
      write(content.category({ type: 'CreateCategory', slug, name, parent }, admin, 'test'));
    await category('dev', 'Developer tools');
    await category('ci', 'Continuous integration', 'dev');
    await category('ci-cloud', 'Cloud CI', 'ci');
    await category('design', 'Design');
    await category('empty', 'Empty');
    await category('marketing', 'Marketing');
    await category('seo', 'SEO');
    await write(content.category({ type: 'MoveCategory', slug: 'seo', parent: 'marketing' }, admin, 'test'));
    await write(
      content.category(
        {
          type: 'DescribeCategory',
          slug: 'dev',
          description: 'Tools for developers.',
          faqs: [{ question: 'What counts?', answer: 'Anything for builders.' }],
        },
        admin,
        'test',
      ),
    );
  });
  after(() => service.close());

  describe('list_categories', () => {
    it('answers the full tree with live listing counts that include subcategories, each listing once', async () => {
      const response = await service.call('GET', '/categories');
      expect(response.status).to.equal(200);
      expect(response.body.total).to.equal(7);
      expect(response.body.items.map((c: any) => c.slug)).to.deep.equal(['design', 'dev', 'empty', 'marketing']);
      const dev = response.body.items[1];
      expect(dev).to.deep.include({
        slug: 'dev',
        name: 'Developer tools',
        parent: null,
        listing_count: 3,
        direct_listing_count: 2,
      });
      expect(dev.subcategories).to.have.length(1);
      expect(dev.subcategories[0]).to.deep.include({
        slug: 'ci',
        parent: 'dev',
        listing_count: 2,
        direct_listing_count: 1,
      });
      expect(dev.subcategories[0].subcategories[0]).to.deep.equal({
        slug: 'ci-cloud',
        name: 'Cloud CI',
        parent: 'ci',
        listing_count: 1,
        direct_listing_count: 1,
        subcategories: [],
      });
      const marketing = response.body.items[3];
      expect(marketing).to.deep.include({ listing_count: 1, direct_listing_count: 0 });
      expect(marketing.subcategories.map((c: any) => c.slug)).to.deep.equal(['seo']);
      expect(response.body.items[2]).to.deep.include({ slug: 'empty', listing_count: 0 });
    });

    it('include_empty=false leaves out categories without live listings (parents of non-empty ones stay)', async () => {
      const response = await service.call('GET', '/categories?include_empty=false');
      expect(response.status).to.equal(200);
      expect(response.body.items.map((c: any) => c.slug)).to.deep.equal(['design', 'dev', 'marketing']);
      expect(response.body.total).to.equal(6);
      expect((await service.call('GET', '/categories?include_empty=true')).body.total).to.equal(7);
      expect((await service.call('GET', '/categories?include_empty=maybe')).status).to.equal(400);
    });
  });

  describe('get_category', () => {
    it('answers description, FAQs, parent, subcategories and live listings of its subtree, most voted first', async () => {
      const response = await service.call('GET', '/categories/dev');
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.include({
        slug: 'dev',
        name: 'Developer tools',
        description: 'Tools for developers.',
        parent: null,
        listing_count: 3,
        page: 1,
        per_page: 20,
        total: 3,
      });
      expect(response.body.faqs).to.deep.equal([{ question: 'What counts?', answer: 'Anything for builders.' }]);
      expect(response.body.subcategories).to.deep.equal([
        { slug: 'ci', name: 'Continuous integration', listing_count: 2 },
      ]);
      expect(response.body.items.map((l: any) => [l.slug, l.votes])).to.deep.equal([
        ['bravo', 30],
        ['charlie', 20],
        ['alpha', 10],
      ]);
      expect(response.body.items[1]).to.deep.equal({
        slug: 'charlie',
        name: 'CHARLIE',
        tagline: 'charlie tagline',
        url: 'https://charlie.example',
        votes: 20,
        primary_category: 'ci-cloud',
      });
    });

    it('names the parent of a subcategory', async () => {
      const response = await service.call('GET', '/categories/ci-cloud');
      expect(response.body.parent).to.deep.equal({ slug: 'ci', name: 'Continuous integration' });
      expect(response.body.subcategories).to.deep.equal([]);
      expect(response.body.items.map((l: any) => l.slug)).to.deep.equal(['charlie']);
    });

    it('pages the listings and keeps page and per_page within bounds', async () => {
      const third = await service.call('GET', '/categories/design?page=3&per_page=10');
      expect(third.status).to.equal(200);
      expect(third.body).to.deep.include({ page: 3, per_page: 10, total: 25 });
      expect(third.body.items.map((l: any) => l.votes)).to.deep.equal([5, 4, 3, 2, 1]);
      const beyond = await service.call('GET', '/categories/design?page=4&per_page=10');
      expect(beyond.body).to.deep.include({ total: 25, page: 4 });
      expect(beyond.body.items).to.deep.equal([]);
      const max = await service.call('GET', '/categories/design?per_page=100&page=1000');
      expect(max.status).to.equal(200);
      for (const bad of ['per_page=0', 'per_page=101', 'page=0', 'page=1001', 'page=1.5']) {
        expect((await service.call('GET', `/categories/design?${bad}`)).status, bad).to.equal(400);
      }
    });

    it('answers 404 as a problem for an unknown category, and 400 for a malformed slug', async () => {
      const response = await service.call('GET', '/categories/no-such-category');
      expect(response.status).to.equal(404);
      expect(response.headers.get('content-type')).to.match(/^application\/problem\+json/);
      expect(response.body).to.include({ code: 'not_found', status: 404 });
      expect((await service.call('GET', '/categories/Not_A_Slug')).status).to.equal(400);
    });
  });

  describe('blog', () => {
    before(async () => {
      const publish = (slug: string, title: string, body: string, publishedAt: string) =>
        write(
          content.blogPost(
            {
              type: 'PublishBlogPost',
              slug,
              title,
              body,
              author: 'Site team',
              publishedAt,
              faqs: [{ question: `About ${slug}?`, answer: 'Yes.' }],
            },
            admin,
            'test',
          ),
        );
      await publish(
        'launch-tips',
        'Launch tips',
        '# Launch on a Monday\n\nPlan your **launch** week.',
        '2026-01-10T09:00:00Z',
      );
      await publish('seo-guide', 'SEO guide', 'Your Domain Rating matters for search.', '2026-02-01T09:00:00Z');
      await publish('hello', 'Hello world', 'We are open.', '2026-03-01T09:00:00Z');
      await publish('withdrawn', 'Withdrawn post', 'Domain secrets.', '2026-03-02T09:00:00Z');
      await write(content.blogPost({ type: 'UnpublishBlogPost', slug: 'withdrawn' }, admin, 'test'));
      await write(content.blogPost({ type: 'UpdateBlogPost', slug: 'hello', title: 'Hello, world' }, admin, 'test'));
    });

    it('list_blog_posts answers published posts newest first, with total', async () => {
      const response = await service.call('GET', '/blog');
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.include({ page: 1, per_page: 20, total: 3 });
      expect(response.body.items.map((p: any) => p.slug)).to.deep.equal(['hello', 'seo-guide', 'launch-tips']);
      expect(response.body.items[0]).to.deep.include({
        title: 'Hello, world',
        author: 'Site team',
        published_at: '2026-03-01T09:00:00.000Z',
        excerpt: 'We are open.',
      });
      expect(response.body.items[2].excerpt).to.equal('Launch on a Monday Plan your launch week.');
      expect(response.body.items[0]).to.not.have.property('body');
    });

    it('searches title and body, every word, any case; never unpublished posts', async () => {
      const search = async (q: string) => (await service.call('GET', `/blog?q=${encodeURIComponent(q)}`)).body;
      expect((await search('domain')).items.map((p: any) => p.slug)).to.deep.equal(['seo-guide']);
      expect((await search('DOMAIN rating')).items.map((p: any) => p.slug)).to.deep.equal(['seo-guide']);
      expect((await search('launch')).items.map((p: any) => p.slug)).to.deep.equal(['launch-tips']);
      expect((await search('launch rating')).total).to.equal(0);
      const odd = await service.call('GET', `/blog?q=${encodeURIComponent('a.b( [*')}`);
      expect(odd.status).to.equal(200);
      expect(odd.body.total).to.equal(0);
      expect((await service.call('GET', `/blog?q=${'x'.repeat(201)}`)).status).to.equal(400);
    });

    it('pages the posts', async () => {
      const second = await service.call('GET', '/blog?per_page=2&page=2');
      expect(second.body).to.deep.include({ page: 2, per_page: 2, total: 3 });
      expect(second.body.items.map((p: any) => p.slug)).to.deep.equal(['launch-tips']);
      expect((await service.call('GET', '/blog?per_page=101')).status).to.equal(400);
    });

    it('get_blog_post answers the full Markdown and FAQs; unknown or unpublished posts are 404', async () => {
      const response = await service.call('GET', '/blog/launch-tips');
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.include({
        slug: 'launch-tips',
        title: 'Launch tips',
        body: '# Launch on a Monday\n\nPlan your **launch** week.',
        body_format: 'markdown',
        author: 'Site team',
      });
      expect(response.body.faqs).to.deep.equal([{ question: 'About launch-tips?', answer: 'Yes.' }]);
      expect((await service.call('GET', '/blog/withdrawn')).status).to.equal(404);
      const unknown = await service.call('GET', '/blog/nope');
      expect(unknown.status).to.equal(404);
      expect(unknown.body.code).to.equal('not_found');
    });
  });

  describe('list_interview_questions', () => {
    it('answers the active questions with their ids, in order', async () => {
      const add = (text: string) =>
        write(content.interviewQuestion({ type: 'AddInterviewQuestion', text }, admin, 'test'));
      await add('Why did you start?');
      await add('What was hardest?');
      await add('What is next?');
      await write(content.interviewQuestion({ type: 'RetireInterviewQuestion', id: 2 }, admin, 'test'));
      const response = await service.call('GET', '/interview-questions');
      expect(response.status).to.equal(200);
      expect(response.body.items).to.deep.equal([
        { id: 1, text: 'Why did you start?' },
        { id: 3, text: 'What is next?' },
      ]);
      expect((await service.call('GET', '/interview-questions?page=1')).status).to.equal(400);
    });
  });

  describe('list_products', () => {
    before(async () => {
      await write(content.product({ type: 'SetProductPrice', code: 'launch', priceCents: 4900 }, admin, 'test'));
      await write(content.product({ type: 'SetProductPrice', code: 'billboard_min', priceCents: 1000 }, admin, 'test'));
      await write(content.product({ type: 'SetProductPrice', code: 'featured', priceCents: 2500 }, admin, 'test'));
      await write(content.product({ type: 'WithdrawProduct', code: 'featured' }, admin, 'test'));
      await write(content.product({ type: 'DefineProduct', code: 'skip_queue' }, admin, 'test')); // defined, never priced
      await write(
        content.product(
          {
            type: 'DefineProduct',
            code: 'trophy_plaque',
            name: 'Trophy plaque',
            needsListing: true,
            options: {
              finish: { type: 'enum', description: 'Plaque finish', required: true, values: ['gold', 'silver'] },
            },
          },
          admin,
          'test',
        ),
      );
      await write(
        content.product({ type: 'SetProductPrice', code: 'trophy_plaque', priceCents: 15000 }, admin, 'test'),
      );
      await write(content.setting({ type: 'SetFreeQueueWeeks', weeks: 6 }, admin, 'test'));
    });

    it('answers priced products on offer with price in USD cents, needs_listing, options and launch weeks', async () => {
      const response = await service.call('GET', '/products');
      expect(response.status).to.equal(200);
      expect(response.body.items.map((p: any) => [p.code, p.price_cents])).to.deep.equal([
        ['launch', 4900],
        ['billboard_min', 1000],
        ['trophy_plaque', 15000],
      ]);
      expect(response.body.items[0]).to.deep.include({
        code: 'launch',
        name: 'Launch',
        currency: 'USD',
        needs_listing: true,
        week: 'optional',
        options: {},
      });
      expect(response.body.items[1]).to.deep.include({ minimum_amount_cents: 1000 });
      expect(response.body.items[2].options).to.deep.equal({
        finish: { type: 'enum', description: 'Plaque finish', required: true, values: ['gold', 'silver'] },
      });
      expect(response.body).to.deep.include({
        total: 3,
        currency: 'USD',
        prices_exclude_vat: true,
        free_queue: { weeks_out: 6, week: '2026-04-13' },
      });
      const weeks: string[] = response.body.launch_weeks;
      expect(weeks).to.have.length(12);
      expect(weeks[0]).to.equal('2026-03-09');
      expect(weeks[11]).to.equal('2026-05-25');
      for (const week of weeks) expect(new Date(`${week}T00:00:00Z`).getUTCDay(), week).to.equal(1);
    });

    it('computes launch weeks from the clock: on a Monday the current week is no longer offered', async () => {
      const { key } = await service.createKey(['account:read']); // a signed-in read is never served from the public read cache
      clock.set('2026-03-09T00:00:00Z');
      try {
        const response = await service.call('GET', '/products', { key });
        expect(response.body.launch_weeks[0]).to.equal('2026-03-16');
        expect(response.body.free_queue).to.deep.equal({ weeks_out: 6, week: '2026-04-20' });
      } finally {
        clock.set('2026-03-04T12:00:00Z');
      }
    });

    it('a new admin price shows at once', async () => {
      await write(content.product({ type: 'SetProductPrice', code: 'launch', priceCents: 5900 }, admin, 'test'));
      const response = await service.call('GET', '/products');
      expect(response.body.items[0]).to.deep.include({ code: 'launch', price_cents: 5900 });
    });
  });
});
