/**
 * The search page's bad filters, one row each: the page runs search_listings, so a filter the API
 * refuses (400 at /v1/listings) gets the 400 page (HTML, not cached) naming that filter with the value
 * given, and a way back to the same search without it; a filter the API takes is searched (200). The
 * page's own check: a stage slug none of the directory's listings carries (the API searches it and
 * finds nothing) is a 400 page too, listing the stages there are.
 */
import { expect } from 'chai';
import { seedDemoData, startTestService, type TestService } from '@listings/gateway/testing';
import { systemClock } from '@listings/shared/kernel';
import { PageClient } from '../kit/testing.ts';

const long = (n: number) => 'x'.repeat(n);

/** A bad value of each filter of the search page, the label the 400 page names it by, and what the way back keeps. */
const BAD_FILTERS: { query: string; label: string; back: string }[] = [
  { query: 'q=pipeline&stage=Launched', label: 'Stage (“Launched”)', back: '/search?q=pipeline' },
  { query: 'q=pipeline&stage=mvp&stage=idea', label: 'Stage (“mvp, idea”)', back: '/search?q=pipeline' },
  { query: 'q=pipeline&country=Portugal', label: 'Country (“Portugal”)', back: '/search?q=pipeline' },
  { query: 'q=pipeline&sort=best', label: 'Sort by (“best”)', back: '/search?q=pipeline' },
  { query: 'q=pipeline&status=archived', label: 'Status (“archived”)', back: '/search?q=pipeline' },
  { query: 'q=pipeline&category=Developer%20Tools', label: 'Category (“Developer Tools”)', back: '/search?q=pipeline' },
  { query: 'q=pipeline&per_page=500', label: 'Results per page (“500”)', back: '/search?q=pipeline' },
  { query: 'q=pipeline&per_page=ten', label: 'Results per page (“ten”)', back: '/search?q=pipeline' },
  { query: 'q=pipeline&page=0', label: 'Page (“0”)', back: '/search?q=pipeline' },
  { query: 'q=pipeline&page=1001', label: 'Page (“1001”)', back: '/search?q=pipeline' },
  { query: `q=pipeline&pricing_model=${long(41)}`, label: 'Pricing model (“xxxx', back: '/search?q=pipeline' },
  { query: `q=pipeline&domain=${long(254)}`, label: 'Domain (“xxxx', back: '/search?q=pipeline' },
  { query: `sort=votes&q=${long(201)}`, label: 'Search (“xxxx', back: '/search?sort=votes' },
];

describe('the search page’s bad filters', function () {
  this.timeout(60_000);
  let service: TestService;
  let visitor: PageClient;

  before(async () => {
    service = await startTestService({ site: { name: 'Listings Directory', publicBaseUrl: 'http://localhost:8080' } });
    // The demo directory: its listings are at the stages Idea, MVP, Launched and Growing.
    const seeded = await seedDemoData(service.service.events, systemClock);
    await service.service.projections.waitForPosition(seeded.position, 60_000);
    visitor = new PageClient(service.baseUrl);
  });
  after(async () => {
    await service?.close();
  });

  for (const { query, label, back } of BAD_FILTERS) {
    it(`/search?${query.slice(0, 60)}: a 400 page naming ${label.split(' (')[0]}, with the way back`, async () => {
      // The API refuses it: the page, running the same operation, does too.
      expect((await service.call('GET', `/listings?${query}`)).status).to.equal(400);
      const page = await visitor.get(`/search?${query}`);
      expect(page.status).to.equal(400);
      expect(page.headers.get('content-type')).to.match(/^text\/html/);
      expect(page.headers.get('cache-control')).to.equal('no-store');
      expect(page.headers.get('content-security-policy')).to.include("default-src 'none'");
      expect(page.text).to.include('<h1>Check the search filters</h1>');
      expect(page.text).to.include(`<li>${label.replace(/&/g, '&amp;')}`);
      expect(page.text).to.match(/<p><a href="([^"]+)">Search again without [^<]+<\/a><\/p>/);
      expect(/<p><a href="([^"]+)">Search again without/.exec(page.text)![1].replace(/&amp;/g, '&')).to.equal(back);
      expect(page.text).to.not.match(/at \w+ \(|node_modules|"type":/);
      // Said in plain words (issue 31): the schema library's "Invalid option: expected one of
      // \"relevance\"|\"newest\"|…" ran past a phone's screen, in API words.
      const reason = /<li>([^<]*)<\/li>/.exec(page.text)![1];
      expect(reason).to.not.match(/Invalid|expected|received|Too (big|small)|&quot;|[|<>=]/);
    });
  }

  it('says which sorts there are, in words', async () => {
    const page = await visitor.get('/search?q=pipeline&sort=best');
    expect(page.text).to.include(
      '<li>Sort by (“best”): choose one of relevance, newest, votes, trending, most viewed, most followed.</li>',
    );
  });

  it('names every bad filter at once, and the way back keeps the good ones', async () => {
    const page = await visitor.get('/search?q=pipeline&stage=MVP&sort=votes&country=Portugal');
    expect(page.status).to.equal(400);
    expect(page.text).to.include('the filters Stage and Country are not valid');
    expect(page.text).to.include('<li>Stage (“MVP”)').and.include('<li>Country (“Portugal”)');
    expect(page.text).to.include('<a href="/search?q=pipeline&amp;sort=votes">Search again without these filters</a>');
  });

  it('/search?stage=nonsense: the API searches it (200, a slug), the page answers 400 naming Stage and listing the stages there are', async () => {
    // search_listings takes any stage slug (the spec: "slug, e.g. idea, mvp, launched, growing"); the REST API stays so.
    expect((await service.call('GET', '/listings?stage=nonsense')).status).to.equal(200);
    const page = await visitor.get('/search?q=pipeline&stage=nonsense');
    expect(page.status).to.equal(400);
    expect(page.headers.get('content-type')).to.match(/^text\/html/);
    expect(page.headers.get('cache-control')).to.equal('no-store');
    expect(page.text).to.include('<h1>Check the search filters</h1>');
    expect(page.text).to.include('the filter Stage is not valid');
    expect(page.text).to.include('<li>Stage (“nonsense”): no product in the directory is at this stage.');
    expect(page.text).to.include('The stages in the directory: growing, idea, launched, mvp.');
    expect(page.text).to.include('<a href="/search?q=pipeline">Search again without Stage</a>');
  });

  it('lists the stages also when the stage is not a slug, and names a bad stage beside other bad filters', async () => {
    const notSlug = await visitor.get('/search?stage=Launched');
    expect(notSlug.status).to.equal(400);
    expect(notSlug.text).to.include('The stages in the directory: growing, idea, launched, mvp.');
    const both = await visitor.get('/search?stage=nonsense&country=Portugal');
    expect(both.status).to.equal(400);
    expect(both.text).to.include('the filters Country and Stage are not valid');
  });

  it('searches a stage the directory offers (200)', async () => {
    const page = await visitor.get('/search?stage=launched');
    expect(page.status).to.equal(200);
    expect(page.text).to.match(/[1-9]\d* products? found/);
  });
});
