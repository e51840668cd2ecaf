import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { seedDemoData } from './seed.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

describe('demo data', function () {
  this.timeout(120_000);
  let service: TestService;
  const clock = new ManualClock('2026-11-25T12:00:00Z');

  before(async () => {
    service = await startTestService({}, { clock });
    const seeded = await seedDemoData(service.service.events, clock, { blobs: service.service.blobs });
    expect(await service.service.projections.waitForPosition(seeded.position, 60_000)).to.equal(true);
    // The finished weeks close (their awards are recorded) as they would at the timer's next round.
    expect(await service.service.jobs.get('week closing')!.tick()).to.be.greaterThan(5);
    await service.service.projections.waitForPosition(await service.service.events.headPosition(), 60_000);
  });
  after(() => service.close());

  it('is a believable directory: listings in a category tree, past, current and future weeks, votes, founders, blog, awards', async () => {
    const site = (await service.call('GET', '/site')).body;
    expect(site.counts.live_listings).to.be.greaterThan(24);
    expect(site.counts.categories).to.be.greaterThan(10);
    expect((await service.call('GET', '/launches/weeks/this')).body.items.length).to.be.greaterThan(0);
    expect((await service.call('GET', '/launches/weeks/last')).body.items.length).to.be.greaterThan(0);
    expect((await service.call('GET', '/launches?section=upcoming')).body.total).to.be.greaterThan(0);
    expect((await service.call('GET', '/awards')).body.total).to.be.greaterThan(5);
    expect((await service.call('GET', '/founders')).body.total).to.be.greaterThan(5);
    expect((await service.call('GET', '/blog')).body.total).to.be.greaterThan(2);
    expect((await service.call('GET', '/leaderboards/billboard')).body.items.length).to.be.greaterThan(0);
    expect((await service.call('GET', '/leaderboards/domain-rating')).body.items.length).to.be.greaterThan(0);
    expect((await service.call('GET', '/interview-questions')).body.items.length).to.be.greaterThan(3);
  });

  it('is consistent: posts never updated before published, one bio per founder everywhere, no blank fact listed twice', async () => {
    for (const item of (await service.call('GET', '/blog?per_page=100')).body.items) {
      const post = (await service.call('GET', `/blog/${item.slug}`)).body;
      expect(Date.parse(post.updated_at), post.slug).to.be.at.least(Date.parse(post.published_at));
    }
    const listings = (await service.call('GET', '/listings?per_page=100')).body.items;
    const profiles = await Promise.all(
      listings.map(async (l: any) => (await service.call('GET', `/listings/${l.slug}`)).body),
    );
    for (const profile of profiles) {
      // "a invoicing app" reads as a mistake: every noun gets its article.
      expect(`${profile.short_description} ${profile.description}`, profile.slug).to.not.match(
        /\ba (?:[aeio]|API\b|SEO\b)/i,
      );
      for (const founder of profile.founders) {
        const page = (await service.call('GET', `/founders/${founder.slug}`)).body;
        expect(founder.bio, `${founder.slug} on ${profile.slug}`).to.equal(page.bio);
      }
      for (const fact of profile.not_found_on_website) {
        const value = fact === 'founded_year' ? profile.founded_year : profile[fact];
        expect(value ?? null, `${profile.slug} lists ${fact} as not on its website`).to.equal(null);
      }
    }
  });

  it('shows a logo of its own on every product, served from the site in the sizes an upload gets', async () => {
    const listings = (await service.call('GET', '/listings?per_page=100')).body.items as { slug: string }[];
    expect(listings.length).to.be.greaterThan(24);
    const logos = new Set<string>();
    for (const { slug } of listings) {
      const page = await (await fetch(`${service.baseUrl}/listings/${slug}`)).text();
      const hero = page.match(/<img[^>]*src="(\/images\/[0-9a-f]{64})"[^>]*>/);
      expect(hero, `${slug} shows its logo`).to.not.equal(null);
      logos.add(hero![1]!);
      const image = await fetch(`${service.baseUrl}${hero![1]}`);
      expect(image.status, slug).to.equal(200);
      expect(image.headers.get('content-type'), slug).to.match(/^image\/(webp|png)$/);
      expect((await image.arrayBuffer()).byteLength, slug).to.be.greaterThan(100);
    }
    expect(logos.size, 'no two products share a logo').to.equal(listings.length);
  });

  it("signs every review with its member's name, linking to their profile (issue 31: not 'A member')", async () => {
    const listings = (await service.call('GET', '/listings?per_page=100')).body.items as { slug: string }[];
    const signers = new Map<string, string>();
    let reviews = 0;
    for (const { slug } of listings) {
      const page = await (await fetch(`${service.baseUrl}/listings/${slug}`)).text();
      for (const [review] of page.matchAll(/<div class="review">[\s\S]*?<\/div>/g)) {
        reviews++;
        expect(review, slug).to.not.include('A member');
        const signed = /<strong><a href="(\/people\/[a-z0-9_-]+)">([^<]+)<\/a><\/strong>/.exec(review);
        expect(signed, `${slug}: ${review}`).to.not.equal(null);
        signers.set(signed![1]!, signed![2]!);
      }
    }
    expect(reviews).to.be.greaterThan(10);
    expect(signers.size).to.be.at.least(2);
    for (const [path, name] of signers) {
      const profile = await fetch(`${service.baseUrl}${path}`);
      expect(profile.status, path).to.equal(200);
      expect(await profile.text(), path).to.include(name);
    }
  });

  it('shows two screens in the gallery of each paid launch', async () => {
    const listings = (await service.call('GET', '/listings?per_page=100')).body.items as { slug: string }[];
    let galleries = 0;
    for (const { slug } of listings) {
      const page = await (await fetch(`${service.baseUrl}/listings/${slug}`)).text();
      const gallery = page.match(/<ol class="gallery hero-gallery"[\s\S]*?<\/ol>/)?.[0];
      if (!gallery) continue;
      galleries++;
      const shots = [...gallery.matchAll(/<img[^>]*src="(\/images\/[0-9a-f]{64})"/g)].map((m) => m[1]!);
      expect(shots, slug).to.have.length(2);
      for (const shot of shots) {
        const image = await fetch(`${service.baseUrl}${shot}`);
        expect(image.status, `${slug} ${shot}`).to.equal(200);
      }
    }
    // One product in four is a paid launch (seed.ts): 11 of the 44.
    expect(galleries).to.equal(11);
  });

  it('is made only of events: a rebuild of every read model gives the same answers', async () => {
    const paths = [
      '/listings?sort=votes&per_page=100',
      '/categories',
      '/awards?per_page=100',
      '/founders?per_page=100',
      '/leaderboards/community-all-time?per_page=100',
      '/products',
    ];
    const before = await Promise.all(paths.map((p) => service.call('GET', p)));
    await service.service.projections.rebuild();
    const after = await Promise.all(paths.map((p) => service.call('GET', p)));
    expect(after.map((r) => r.body)).to.deep.equal(before.map((r) => r.body));
  });

  it('is deterministic', async () => {
    const other = await startTestService({}, { clock });
    try {
      await other.service.projections.waitForPosition(
        (await seedDemoData(other.service.events, clock, { blobs: other.service.blobs })).position,
        60_000,
      );
      const [a, b] = await Promise.all([
        service.call('GET', '/listings?sort=votes&per_page=100'),
        other.call('GET', '/listings?sort=votes&per_page=100'),
      ]);
      expect(b.body).to.deep.equal(a.body);
    } finally {
      await other.close();
    }
  });
});
