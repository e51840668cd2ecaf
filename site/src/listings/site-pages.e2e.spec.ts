/**
 * The public site over HTTP, fed only by commands and events: every page type answers HTML with the
 * site's headers, canonical link, OpenGraph and JSON-LD; the listing page shows every public section
 * of get_listing; bad input gets an HTML page with the right status; anonymous pages come from the
 * front response cache and are dropped when a projection applies an event, while a signed-in
 * person's pages are never cached; robots.txt, the sitemap and the feeds; blog Markdown made safe.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { startTestService, type TestService } from '@listings/gateway/testing';
import type { OutboxMailer } from '@listings/shared/platform';
import { PageClient, csrfIn, linkInMail, newPerson, signUpAndIn } from '../kit/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const SITE = { name: 'Listings Directory', publicBaseUrl: 'http://localhost:8080' };

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (text: string): any[] =>
  [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

describe('the public site', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-25T12:00:00Z'); // Wednesday of the week of 2026-11-23
  let service: TestService;
  let visitor: PageClient;
  const ids: Record<string, number> = {};

  const settle = async () =>
    expect(
      await service.service.projections.waitForPosition(await service.service.events.headPosition(), 5000),
    ).to.equal(true);

  before(async () => {
    service = await startTestService({ site: SITE }, { clock });
    visitor = new PageClient(service.baseUrl);
    const listings = new ListingCommands(service.service.events, clock);
    const engagement = new EngagementCommands(service.service.events, clock);
    const content = new SiteContentCommands(service.service.events, clock);
    await content.category({ type: 'CreateCategory', slug: 'developer-tools', name: 'Developer Tools' }, admin, 't');
    await content.category(
      {
        type: 'CreateCategory',
        slug: 'ci-cd',
        name: 'CI/CD',
        parent: 'developer-tools',
        description: 'Build and ship.',
        faqs: [{ question: 'What is CI?', answer: 'Continuous integration.' }],
      },
      admin,
      't',
    );
    const create = async (
      name: string,
      profile: Record<string, unknown>,
      week = '2026-11-23',
      plan: 'free' | 'paid' = 'free',
    ) => {
      const { listingId, slug } = await listings.create(
        {
          profile: {
            name,
            url: `https://${name.toLowerCase().replace(/\W/g, '')}.example`,
            categories: ['ci-cd'],
            ...profile,
          },
          ownerId: null,
        },
        admin,
        't',
      );
      await listings.execute(listingId, { type: 'GoLive', week, plan }, admin, 't');
      ids[slug] = listingId;
      return slug;
    };
    await create(
      'PipelineHero',
      {
        tagline: 'Continuous delivery without the YAML pain',
        description: 'PipelineHero ships your code.\n\nIt is fast.',
        features: ['Parallel builds', 'Caching'],
        usps: ['No YAML'],
        pricing_model: 'Freemium',
        pricing_summary: 'Free for 3 users',
        country: 'PT',
        city: 'Porto',
        founded_year: 2021,
        faqs: [{ question: 'Is there a free plan?', answer: 'Yes, for three users.' }],
        founders: [{ slug: 'maria-silva', name: 'Maria Silva', title: 'CEO', bio: 'Builds pipelines.' }],
        socials: {
          x: 'https://x.com/pipelinehero',
          github: 'https://github.com/pipelinehero',
          custom: 'javascript:alert(1)',
        },
        not_found_on_website: ['contact_email', 'founded_year'],
        story: { title: 'How we started', why_started: 'YAML hurt.' },
      },
      '2026-11-23',
      'paid',
    );
    await listings.execute(
      ids.pipelinehero,
      { type: 'AddMilestone', milestone: { date: '2026-01-10', title: 'First customer' } },
      admin,
      't',
    );
    await listings.execute(
      ids.pipelinehero,
      { type: 'PostUpdate', title: 'v2 is out', body: 'Faster builds.' },
      admin,
      't',
    );
    await create('Buildkite Clone', { tagline: 'Another CI' });
    await create('Harbormaster', { tagline: 'Ships containers' }, '2026-11-16');
    await content.figure(
      { type: 'RecordDomainRating', listing: 'pipelinehero', date: '2026-10-01', value: 30 },
      admin,
      't',
    );
    await content.figure(
      { type: 'RecordDomainRating', listing: 'pipelinehero', date: '2026-11-01', value: 34 },
      admin,
      't',
    );
    for (let i = 0; i < 3; i++)
      await engagement.execute(
        { type: 'Vote', listingId: ids.pipelinehero, voterId: `p${i}`, ...SIMULATED_PERSON },
        admin,
        't',
      );
    await engagement.execute(
      { type: 'ContributeToBillboard', listingId: ids['buildkite-clone'], amountCents: 250_000, orderNumber: 'o-1' },
      admin,
      't',
    );
    await engagement.execute(
      {
        type: 'Review',
        listingId: ids.harbormaster,
        reviewId: 'r1',
        authorId: 'someone',
        rating: 5,
        text: 'Great',
        ...SIMULATED_PERSON,
        person: { emailVerified: true, throwAwayAddress: true },
      },
      admin,
      't',
    );
    await content.blogPost(
      {
        type: 'PublishBlogPost',
        slug: 'launch-tips',
        title: 'Launch tips',
        author: 'The team',
        body: '# Launch tips\n\n## Prepare\n\nWrite <script>alert(1)</script> well. [Bad](javascript:alert(2)) and [good](https://example.com).\n\n<img src=x onerror="alert(3)">',
        faqs: [{ question: 'When?', answer: 'Monday.' }],
      },
      admin,
      't',
    );
    await settle();
  });
  after(() => service?.close());

  it('answers every page type with HTML, the site’s security headers, a canonical link and OpenGraph tags', async () => {
    const pages: [string, string][] = [
      ['/', 'http://localhost:8080/'],
      ['/search?q=pipelne', 'http://localhost:8080/search'],
      ['/listings/pipelinehero', 'http://localhost:8080/listings/pipelinehero'],
      ['/listings/pipelinehero/badges', 'http://localhost:8080/listings/pipelinehero/badges'],
      ['/compare?a=pipelinehero&b=harbormaster', 'http://localhost:8080/compare'],
      ['/launches', 'http://localhost:8080/launches/this-week'],
      ['/launches/trending', 'http://localhost:8080/launches/trending'],
      ['/launches/weeks/this', 'http://localhost:8080/launches/weeks/2026-11-23'],
      ['/launches/weeks/2026-11-19', 'http://localhost:8080/launches/weeks/2026-11-16'],
      ['/leaderboards', 'http://localhost:8080/leaderboards'],
      ['/leaderboards/community-all-time', 'http://localhost:8080/leaderboards/community-all-time'],
      ['/awards', 'http://localhost:8080/awards'],
      ['/categories', 'http://localhost:8080/categories'],
      ['/categories/ci-cd', 'http://localhost:8080/categories/ci-cd'],
      ['/founders', 'http://localhost:8080/founders'],
      ['/founders/maria-silva', 'http://localhost:8080/founders/maria-silva'],
      ['/blog', 'http://localhost:8080/blog'],
      ['/blog/launch-tips', 'http://localhost:8080/blog/launch-tips'],
    ];
    const WITH_CARD = new Set([
      '/',
      '/listings/pipelinehero',
      '/launches/weeks/this',
      '/launches/weeks/2026-11-19',
      '/awards',
      '/founders/maria-silva',
      '/leaderboards/community-all-time',
      '/search?q=pipelne',
      '/founders',
    ]);
    for (const [path, canonical] of pages) {
      const page = await visitor.get(path);
      expect(page.status, path).to.equal(200);
      expect(page.headers.get('content-type'), path).to.equal('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy'), path)
        .to.include("default-src 'none'")
        .and.include("script-src 'self'")
        .and.include("frame-ancestors 'none'");
      expect(page.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(page.text, path).to.include(`<link rel="canonical" href="${canonical}">`);
      expect(page.text, path).to.match(/<meta property="og:title" content="[^"]+">/);
      // The pages with a social card (kit/social) say so with a large card; the others, a summary.
      expect(page.text, path).to.include(
        `<meta name="twitter:card" content="${WITH_CARD.has(path) ? 'summary_large_image' : 'summary'}">`,
      );
      expect(page.text, path)
        .to.match(/<main id="main"/)
        .and.match(/<h1>/);
      expect(page.text, path).to.not.match(/\son\w+="|href="javascript:/i);
      for (const [, id] of page.text.matchAll(/<(?:input|select|textarea) id="([^"]+)"/g))
        expect(page.text, `${path} #${id}`).to.include(`<label for="${id}">`);
    }
  });

  it('every page get_site_info points to is there', async () => {
    const { pages } = (await service.call('GET', '/site')).body as { pages: Record<string, string> };
    const fill = (url: string) =>
      url
        .replace('{text}', 'pipeline')
        .replace('{slug}&b={slug}', 'pipelinehero&b=harbormaster')
        .replace('{section}', 'trending')
        .replace('{week}', 'this')
        .replace('{board}', 'billboard')
        .replace('/categories/{slug}', '/categories/ci-cd')
        .replace('/founders/{slug}', '/founders/maria-silva')
        .replace('/blog/{slug}', '/blog/launch-tips')
        .replace('{slug}', 'pipelinehero');
    expect(Object.keys(pages)).to.have.length.greaterThan(15);
    for (const url of Object.values(pages)) {
      expect(url.startsWith('http://localhost:8080/'), url).to.equal(true);
      const path = fill(url).slice('http://localhost:8080'.length);
      expect((await visitor.get(path)).status, path).to.equal(200);
    }
    // listing_url of the API is the listing page
    const { body } = await service.call('GET', '/listings/pipelinehero');
    expect(body.listing_url).to.equal('http://localhost:8080/listings/pipelinehero');
  });

  it('shows every public section of a listing, with JSON-LD and a rating only from genuine reviews', async () => {
    const page = await visitor.get('/listings/pipelinehero');
    for (const text of [
      'Continuous delivery without the YAML pain',
      'PipelineHero ships your code.</p><p>It is fast.',
      'Parallel builds',
      'No YAML',
      'Freemium · Free for 3 users',
      'Porto, PT',
      'Is there a free plan?',
      '<a href="/founders/maria-silva">Maria Silva</a>, CEO',
      'https://github.com/pipelinehero',
      // founded_year is set, so it is no longer listed as not stated (get_listing filters it out too).
      'Not stated on their site: contact e-mail.',
      'How we started',
      'YAML hurt.',
      'First customer',
      'v2 is out',
      '<strong>34</strong> / 100',
      '↑ +4',
      '3 votes all time',
      'Listed on Listings Directory',
      'href="/listings/buildkite-clone"', // an alternative in the same primary category
    ])
      expect(page.text, text).to.include(text);
    expect(page.text).to.not.include('javascript:alert');
    // Platforms named as people write them (issue 31: "Github", from the key).
    const elsewhere = /<h2 id="socials-title">Elsewhere<\/h2>([\s\S]*?)<\/section>/.exec(page.text)![1];
    expect([...elsewhere.matchAll(/>([^<>]+)<\/a>/g)].map((m) => m[1])).to.have.members(['X', 'GitHub']);
    const [app, crumbs] = jsonLd(page.text);
    expect(app).to.deep.include({
      '@type': 'SoftwareApplication',
      name: 'PipelineHero',
      url: 'https://pipelinehero.example',
    });
    expect(app).to.not.have.property('aggregateRating');
    expect(crumbs['@type']).to.equal('BreadcrumbList');
    // The category by its name, not its slug (issue 31): in the breadcrumb, the hero's chip and the facts.
    expect(crumbs.itemListElement.map((item: any) => item.name)).to.deep.equal([
      'Listings Directory',
      'CI/CD',
      'PipelineHero',
    ]);
    expect(page.text)
      .to.include('› <a href="/categories/ci-cd">CI/CD</a> ›')
      .and.include('<a class="chip" href="/categories/ci-cd">CI/CD</a>');
    const factsBox = /<h2 id="facts-title">Facts<\/h2>([\s\S]*?)<\/section>/.exec(page.text)![1];
    expect(factsBox).to.include('<a href="/categories/ci-cd">CI/CD</a>').and.not.include('>ci-cd<');

    // Harbormaster's only review came from a throw-away address: shown as not counted, no rating.
    const other = await visitor.get('/listings/harbormaster');
    expect(other.text).to.include('No genuine reviews yet.').and.include('1 review is not counted.');
    expect(jsonLd(other.text)[0]).to.not.have.property('aggregateRating');
  });

  it('labels the billboard as a paid ranking on the board and on each row', async () => {
    const page = await visitor.get('/leaderboards/billboard');
    expect(page.text).to.include('<strong>Paid ranking.</strong>');
    expect(page.text).to.match(
      /href="\/listings\/buildkite-clone"[\s\S]*<span class="chip paid">Paid placement<\/span>/,
    );
    expect(page.text).to.include('$2,500.00');
    expect((await visitor.get('/leaderboards')).text).to.include('<span class="chip paid">Paid ranking</span>');
  });

  it('says which votes every vote count counts: all time, this week or that week (issue 31, 3c)', async () => {
    const label = /<small>votes? (?:all time|this week|that week)<\/small>/;
    const bare = /<small>votes?<\/small>|\(\d+ votes?\)/;
    for (const [path, expected] of [
      ['/', 'votes all time'], // today's, this week's and trending rows show a listing's votes of all time
      ['/search?q=pipelinehero', '3 <small>votes all time</small>'], // the count, a space, its label
      ['/categories/ci-cd', 'votes all time'],
      ['/launches/most-voted', 'votes all time'],
      ['/launches/this-week', 'votes all time'],
      ['/launches/weeks/this', 'votes this week'],
      ['/launches/weeks/2026-11-16', 'votes that week'],
      ['/leaderboards/community-weekly', 'votes this week'],
      ['/leaderboards/community-all-time', 'votes all time'],
    ]) {
      const page = await visitor.get(path);
      expect(page.status, path).to.equal(200);
      expect(page.text, path).to.match(label).and.include(expected);
      expect(page.text, path).to.not.match(bare);
    }
    expect((await visitor.get('/listings/pipelinehero')).text).to.include(
      '<span class="vote-count">3 votes all time</span>',
    );
  });

  it('marks the Featured placement as paid wherever it shows, as the billboard is (issue 31, 3d)', async () => {
    const listings = new ListingCommands(service.service.events, clock);
    await listings.execute(ids.pipelinehero, { type: 'Feature', until: '2026-12-25T00:00:00.000Z' }, admin, 't');
    await settle();
    const chip = '<span class="chip paid">Featured · Paid</span>';
    for (const path of [
      '/',
      '/search?q=pipelinehero',
      '/listings/pipelinehero',
      '/launches/this-week',
      '/launches/most-voted',
      '/launches/weeks/this',
      '/leaderboards/community-all-time',
    ]) {
      const page = await visitor.get(path);
      expect(page.text, path).to.include(chip);
      expect(page.text, path).to.not.include('<span class="chip">Featured</span>');
    }
    // Its "Featured on" badge says so too.
    expect((await visitor.get('/listings/pipelinehero')).text).to.match(
      /Featured on Listings Directory <span class="chip paid">Paid placement<\/span>/,
    );
    await listings.execute(ids.pipelinehero, { type: 'Unfeature' }, admin, 't');
    await settle();
  });

  it('searches with the API’s filters, typo tolerant, and answers bad filters with a 400 page', async () => {
    const found = await visitor.get('/search?q=pipelne&sort=votes&category=developer-tools');
    expect(found.text).to.include('href="/listings/pipelinehero"').and.include('1 product found');
    expect(found.text).to.include('<meta name="robots" content="noindex, follow">');
    const paged = await visitor.get('/search?per_page=1');
    expect(paged.text).to.include('href="/search?per_page=1&amp;page=2"');
    const bad = await visitor.get('/search?country=Portugal&per_page=500');
    expect(bad.status).to.equal(400);
    expect(bad.headers.get('content-type')).to.match(/^text\/html/);
    expect(bad.text)
      .to.include('Check the search filters')
      .and.include('Country (“Portugal”)')
      .and.include('Results per page (“500”)');
    expect(bad.headers.get('cache-control')).to.equal('no-store');
  });

  it('answers unknown slugs and paths with a 404 page, never JSON or a stack trace', async () => {
    for (const path of [
      '/listings/nope',
      '/listings/nope/badges',
      '/categories/nope',
      '/founders/nope',
      '/blog/nope',
      '/leaderboards/popularity',
      '/launches/popular',
      '/compare?a=pipelinehero&b=nope',
    ]) {
      const page = await visitor.get(path);
      expect(page.status, path).to.equal(404);
      expect(page.headers.get('content-type'), path).to.match(/^text\/html/);
      expect(page.text, path)
        .to.include('<h1>Not found</h1>')
        .and.not.match(/at \w+ \(|node_modules/);
    }
    const unknown = await visitor.get('/no/such/page', { accept: 'text/html,application/xhtml+xml' });
    expect(unknown.status).to.equal(404);
    expect(unknown.headers.get('content-type')).to.match(/^text\/html/);
    expect((await visitor.get('/launches/weeks/someday')).status).to.equal(400);
    expect((await visitor.get('/launches/weeks/2030-01-07')).status).to.equal(404);
  });

  it('serves anonymous pages from the front cache, drops them when a projection applies an event, and never caches a signed-in page', async () => {
    const cache = service.service.readCache;
    // Signing up writes events, which empty the cache: done first.
    const person = new PageClient(service.baseUrl);
    const who = newPerson();
    await signUpAndIn(person, who);
    await settle();

    const first = await visitor.get('/listings/harbormaster');
    expect(first.headers.get('cache-control')).to.match(/^public, max-age=\d+/);
    expect(first.headers.get('vary')).to.equal('Cookie');
    const etag = first.headers.get('etag')!;
    expect(cache.get('GET @main /listings/harbormaster')?.etag).to.equal(etag);
    const again = await visitor.get('/listings/harbormaster');
    expect(again.text).to.equal(first.text);
    expect(again.headers.get('ratelimit')).to.not.equal(null); // the raw listener answered, through the rate limit
    expect((await visitor.get('/listings/harbormaster', { 'if-none-match': etag })).status).to.equal(304);

    // A signed-in person gets their own page, never stored.
    const mine = await person.get('/listings/harbormaster');
    expect(mine.text).to.include('Signed in as');
    expect(mine.headers.get('cache-control')).to.equal('private, no-store');
    expect(mine.headers.get('etag')).to.equal(null);
    expect(cache.get('GET @main /listings/harbormaster')!.body.toString()).to.not.include('Signed in as');

    // A vote is applied by the projections: the cache is emptied and the next anonymous page shows it.
    await new EngagementCommands(service.service.events, clock).execute(
      { type: 'Vote', listingId: ids.harbormaster, voterId: 'late', ...SIMULATED_PERSON },
      admin,
      't',
    );
    await settle();
    expect(cache.get('GET @main /listings/harbormaster')).to.equal(undefined);
    expect((await visitor.get('/listings/harbormaster')).text).to.include(
      '<span class="vote-count">1 vote all time</span>',
    );
    expect(csrfIn(mine.text)).to.have.length(43);
  });

  it('shows the badge embed page: copyable HTML and a preview of every shape, mode and size', async () => {
    const page = await visitor.get('/listings/pipelinehero/badges?shape=pill&mode=dark&size=l');
    expect(page.text)
      .to.include('<textarea id="embed-code"')
      .and.include('&lt;a href=&quot;http://localhost:8080/listings/pipelinehero&quot;');
    const previews = [
      ...page.text.matchAll(/<img src="(\/badges\/pipelinehero\/listed_on\.svg\?[^"]+)" width="(\d+)" height="(\d+)"/g),
    ];
    expect(previews.length).to.equal(1 + 5 * 3 * 3); // the chosen style, then all 45
    const svg = await fetch(`${service.baseUrl}${previews[1][1].replace(/&amp;/g, '&')}`);
    expect(svg.status).to.equal(200);
    expect((await visitor.get('/listings/pipelinehero/badges?shape=round')).status).to.equal(400);
  });

  it('leads a subcategory’s breadcrumb to its parent category by name (issue 31)', async () => {
    // get_category names the parent as { slug, name }: the page once wrote the object itself, a
    // "[object Object]" crumb linking to a 400 page, on every subcategory of every site.
    const page = await visitor.get('/categories/ci-cd');
    expect(page.text).to.include(
      '<a href="/categories">Categories</a> › <a href="/categories/developer-tools">Developer Tools</a> › <span aria-current="page">CI/CD</span>',
    );
    expect(page.text).to.not.include('object Object');
    const crumbs = jsonLd(page.text).find((block) => block['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement[2]).to.deep.include({
      name: 'Developer Tools',
      item: 'http://localhost:8080/categories/developer-tools',
    });
    expect((await visitor.get('/categories/developer-tools')).status).to.equal(200);
  });

  it('names the categories on every listing row, not by slug (issue 31)', async () => {
    for (const path of [
      '/',
      '/search?q=pipeline',
      '/launches/this-week',
      '/launches/weeks/2026-11-23',
      '/leaderboards/community-all-time',
      '/categories/ci-cd',
      '/categories/developer-tools',
      '/listings/pipelinehero',
    ]) {
      const page = await visitor.get(path);
      // (A parent category's page also lists its subcategories as chips with their counts: not rows.)
      const chips = [...page.text.matchAll(/<a class="chip" href="\/categories\/ci-cd">([^<]*)<\/a>/g)]
        .map((m) => m[1])
        .filter((chip) => !/ \(\d+\)$/.test(chip));
      expect(chips.length, path).to.be.greaterThan(0);
      expect([...new Set(chips)], path).to.deep.equal(['CI/CD']);
    }
  });

  it('links no launch week that is a 404: none before the first launch, none past the last week ahead (issue 31)', async () => {
    // Harbormaster's week (16 November) is the first; get_launch_week answers 52 weeks ahead at most.
    const first = await visitor.get('/launches/weeks/2026-11-16');
    expect(first.text).to.not.include('href="/launches/weeks/2026-11-09"');
    expect(first.text).to.include('The first launch week');
    const last = await visitor.get('/launches/weeks/2027-11-22');
    expect(last.status).to.equal(200);
    expect(last.text).to.not.include('href="/launches/weeks/2027-11-29"');
    for (const week of ['2026-11-16', '2026-11-23', '2026-11-30', '2027-11-22']) {
      const page = await visitor.get(`/launches/weeks/${week}`);
      const pager = /<nav class="pager" aria-label="Weeks">([\s\S]*?)<\/nav>/.exec(page.text)![1];
      const links = [...pager.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(links.length, week).to.be.greaterThan(1);
      for (const link of links) expect((await visitor.get(link)).status, `${week} → ${link}`).to.equal(200);
    }
  });

  it('renders blog posts with raw HTML and javascript: links removed, as a BlogPosting', async () => {
    const page = await visitor.get('/blog/launch-tips');
    expect(page.text)
      .to.include('<h2>Prepare</h2>')
      .and.include('<a href="https://example.com" rel="nofollow noopener noreferrer">good</a>');
    expect(page.text).to.not.match(/alert\(|<img|onerror/);
    const [post, crumbs, faq] = jsonLd(page.text);
    expect(post).to.deep.include({
      '@type': 'BlogPosting',
      headline: 'Launch tips',
      url: 'http://localhost:8080/blog/launch-tips',
    });
    expect(crumbs['@type']).to.equal('BreadcrumbList');
    expect(faq['@type']).to.equal('FAQPage');
  });

  it('tells a person who signed up after a listing’s launch week began why their vote waits, without calling it that week (issue 31)', async () => {
    // Harbormaster launched the week of 16 November; the person signs up on the 25th, a week later.
    // The rule sets aside a new account made after the launch week began: the page once said "made
    // during the listing’s launch week", untrue for them, before and after the vote.
    const person = new PageClient(service.baseUrl);
    const who = newPerson();
    await signUpAndIn(person, who, '/listings/harbormaster');
    await settle();
    const mail = (await (service.service.mailer as OutboxMailer).list()).find((m) => m.to === who.email)!;
    const link = new URL(linkInMail(mail.raw, '/verify-email'));
    const opened = await person.get(`${link.pathname}${link.search}`);
    const confirmed = await person.post('/verify-email', {
      csrf: csrfIn(opened.text),
      ...Object.fromEntries(link.searchParams),
    });
    expect(confirmed.status).to.equal(200);
    await settle();
    const before = await person.get('/listings/harbormaster');
    expect(before.text).to.include('a vote from an account made after the listing’s launch week began');
    expect(before.text).to.not.include('made during');
    const voted = await person.post('/listings/harbormaster/vote', { csrf: csrfIn(before.text) });
    expect(voted.status).to.equal(303);
    await settle();
    const after = await person.get('/listings/harbormaster');
    expect(after.text).to.include('(your account was made after this listing’s launch week began)');
    expect(after.text).to.not.include('made during');
    expect((await person.get('/account')).text).to.include('made after a listing’s launch week began');
  });

  it('serves robots.txt, a sitemap of every public page and Atom feeds of launches and the blog', async () => {
    const robots = await visitor.get('/robots.txt');
    expect(robots.text).to.include('Disallow: /v1/').and.include('Sitemap: http://localhost:8080/sitemap.xml');
    const sitemap = await visitor.get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).to.match(/^application\/xml/);
    for (const url of [
      'http://localhost:8080/listings/pipelinehero',
      'http://localhost:8080/listings/harbormaster',
      'http://localhost:8080/categories/ci-cd',
      'http://localhost:8080/founders/maria-silva',
      'http://localhost:8080/blog/launch-tips',
      'http://localhost:8080/launches/weeks/2026-11-16',
      'http://localhost:8080/launches/weeks/2026-11-23',
    ])
      expect(sitemap.text, url).to.include(`<loc>${url}</loc>`);
    const launches = await visitor.get('/feeds/launches.xml');
    expect(launches.headers.get('content-type')).to.match(/^application\/atom\+xml/);
    expect(launches.text)
      .to.include('<feed xmlns="http://www.w3.org/2005/Atom"')
      .and.include('http://localhost:8080/listings/pipelinehero');
    const blog = await visitor.get('/feeds/blog.xml');
    expect(blog.text).to.include('Launch tips').and.include('http://localhost:8080/blog/launch-tips');
  });
});
