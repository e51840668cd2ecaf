import { expect } from 'chai';
import { createSafeFetcher } from '@listings/shared/platform';
import { CrawlError } from '../drafting.ports.ts';
import { startFakeSite, type FakeSite } from './fake-site.fixture.ts';
import { classifyLink, createSiteCrawler, createSiteCrawlerFromEnv, type SiteCrawlerSettings } from './site-crawler.ts';
import { parsePage } from './page-text.ts';

async function expectCrawlError(promise: Promise<unknown>, code: string) {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(CrawlError);
    expect((error as CrawlError).code, (error as Error).message).to.equal(code);
    return;
  }
  throw new Error(`expected CrawlError ${code}`);
}

describe('page text', () => {
  it('keeps visible text, one block per line, drops script/style/noscript/template/svg/hidden', () => {
    const parsed = parsePage(
      `<html><head><title>T</title><script>SCRIPT</script><style>.x{}</style></head><body>
       <h1>Hello   <b>world</b></h1><ul><li>One</li><li>Two&nbsp;items</li></ul>
       <table><tr><th>Plan</th><td>$9</td></tr></table><p>Line<br>break</p>
       <noscript>NS</noscript><template>TPL</template><svg><text>SVG</text></svg><div hidden>HID</div></body></html>`,
      'https://example.com/',
    );
    expect(parsed.title).to.equal('T');
    expect(parsed.text).to.equal('Hello world\nOne\nTwo items\nPlan\n$9\nLine\nbreak');
  });

  it('states meta tags, JSON-LD, icons, images and links as absolute URLs in the meta text', () => {
    const parsed = parsePage(
      `<html><head><meta name="description" content="Desc"><meta property="og:image" content="/og.png">
       <link rel="icon" href="/fav.ico"><script type="application/ld+json">{"@type":"Organization","name":"Acme","address":{"addressLocality":"Oslo"}}</script>
       </head><body><img src="logo.png" alt="Acme logo"><a href="https://x.com/acme">X</a><a href="mailto:a@b.test">mail</a></body></html>`,
      'https://example.com/dir/',
    );
    expect(parsed.metaText.split('\n')).to.include.members([
      'meta description: Desc',
      'meta og:image: https://example.com/og.png',
      'json-ld Organization.name: Acme',
      'json-ld Organization.address.addressLocality: Oslo',
      'icon: https://example.com/fav.ico',
      'image: https://example.com/dir/logo.png Acme logo',
      'link: https://x.com/acme',
      'link: mailto:a@b.test',
    ]);
  });

  it('classifies links by path, then by text', () => {
    const table: [string, string, string][] = [
      ['https://a.test/pricing', '', 'pricing'],
      ['https://a.test/plans/', '', 'pricing'],
      ['https://a.test/about-us', '', 'about'],
      ['https://a.test/company/story', '', 'about'],
      ['https://a.test/features', '', 'features'],
      ['https://a.test/faq', '', 'faq'],
      ['https://a.test/team', '', 'team'],
      ['https://a.test/contact-us', '', 'contact'],
      ['https://a.test/p/123', 'Meet the team', 'team'],
      ['https://a.test/blog/post', 'Read more', 'other'],
      ['https://a.test/', 'Home', 'home'],
    ];
    for (const [url, text, kind] of table) expect(classifyLink(url, text), url).to.equal(kind);
  });
});

describe('SiteCrawler', () => {
  let site: FakeSite;
  const sleeps: number[] = [];
  const crawler = (overrides: Partial<SiteCrawlerSettings> = {}) =>
    createSiteCrawler({
      fetcher: createSafeFetcher({
        userAgent: 'ListingsDirectoryBot/1.0 (+http://test/bot)',
        allowedAddresses: ['127.0.0.1'],
      }),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      ...overrides,
    });

  beforeEach(async () => {
    site = await startFakeSite();
    sleeps.length = 0;
  });
  afterEach(() => site.close());

  it('reads robots.txt first, then the start page and the fact pages; never requests a disallowed page', async () => {
    const result = await crawler().crawl(`${site.base}/`);
    expect(site.requests[0]).to.equal('/robots.txt');
    expect(site.requests.filter((path) => path === '/robots.txt')).to.have.length(1);
    expect(site.requests).to.not.include('/about/history');
    expect(site.requests).to.not.include('/blog'); // "other" pages carry no facts
    expect(site.requests).to.not.include('/privacy.pdf');
    expect(result.finalUrl).to.equal(`${site.base}/`);
    const kinds = Object.fromEntries(result.pages.map((page) => [new URL(page.url).pathname, page.kind]));
    expect(kinds).to.deep.equal({
      '/': 'home',
      '/about': 'about',
      '/pricing': 'pricing',
      '/features': 'features',
      '/faq': 'faq',
      '/team': 'team',
      '/contact': 'contact',
    });
    expect(result.skipped).to.deep.include({ url: `${site.base}/about/history`, reason: 'robots' });
    const home = result.pages[0]!;
    expect(home.title).to.equal('Acme Ledger — Bookkeeping on autopilot');
    expect(home.text).to.include('Bookkeeping on autopilot\nAcme Ledger reconciles');
    expect(home.text).to.include('Automatic bank reconciliation\nInvoice matching');
    for (const hidden of ['SECRET_SCRIPT_TEXT', 'NOSCRIPT_TEXT', 'TEMPLATE_TEXT', 'HIDDEN_TEXT', 'X logo', '.hero']) {
      expect(home.text).to.not.include(hidden);
    }
    expect(home.html).to.include('<h1>');
    expect(home.metaText).to.include('link: https://x.com/acmeledger');
  });

  it('waits the crawl-delay between requests, bounded to 2 s', async () => {
    await crawler().crawl(`${site.base}/`);
    expect(sleeps.length).to.be.greaterThan(5);
    for (const ms of sleeps) expect(ms).to.be.within(1, 2000);
  });

  it('reads at most maxPages pages besides the start page; the rest are skipped as limit', async () => {
    const result = await crawler({ maxPages: 2 }).crawl(`${site.base}/`);
    expect(result.pages).to.have.length(3);
    expect(result.pages.map((page) => page.kind)).to.deep.equal(['home', 'about', 'pricing']);
    expect(result.skipped.filter((entry) => entry.reason === 'limit')).to.have.length(4);
  });

  it('refuses a start page robots.txt disallows, fetching only robots.txt', async () => {
    site.routes.set('/robots.txt', { type: 'text/plain', body: 'User-agent: ListingsDirectoryBot\nDisallow: /\n' });
    await expectCrawlError(crawler().crawl(`${site.base}/`), 'robots_disallowed');
    expect(site.requests).to.deep.equal(['/robots.txt']);
  });

  it('obeys the group of its own user agent over the * group', async () => {
    site.routes.set('/robots.txt', {
      type: 'text/plain',
      body: 'User-agent: *\nDisallow: /\n\nUser-agent: ListingsDirectoryBot\nDisallow: /team\n',
    });
    const result = await crawler().crawl(`${site.base}/`);
    expect(site.requests).to.not.include('/team');
    expect(result.skipped).to.deep.include({ url: `${site.base}/team`, reason: 'robots' });
    expect(result.pages.length).to.be.greaterThan(3);
  });

  it('treats a robots.txt that errors (5xx) as disallowing everything and a missing one (404) as allowing', async () => {
    site.routes.set('/robots.txt', { status: 503, type: 'text/plain', body: 'down' });
    await expectCrawlError(crawler().crawl(`${site.base}/`), 'robots_disallowed');
    site.routes.delete('/robots.txt');
    const result = await crawler().crawl(`${site.base}/`);
    expect(site.requests).to.include('/about/history');
    expect(result.pages.length).to.equal(9 - 1); // all fact pages incl. history; the blog is not followed
  });

  it('does not follow a redirect into a disallowed path', async () => {
    site.routes.set('/go', { status: 302, headers: { location: '/about/history' }, body: '' });
    await expectCrawlError(crawler().crawl(`${site.base}/go`), 'robots_disallowed');
    expect(site.requests).to.not.include('/about/history');
  });

  it('reports unreadable sites with typed errors', async () => {
    site.routes.set('/doc.pdf', { type: 'application/pdf', body: '%PDF-1.4' });
    await expectCrawlError(crawler().crawl(`${site.base}/doc.pdf`), 'not_html');
    await expectCrawlError(crawler().crawl(`${site.base}/missing`), 'unreachable');
    const strict = createSiteCrawler({ fetcher: createSafeFetcher({ userAgent: 'x' }) });
    await expectCrawlError(strict.crawl(`${site.base}/`), 'unsafe_address');
    await expectCrawlError(strict.crawl('http://169.254.169.254/latest/meta-data/'), 'unsafe_address');
    await expectCrawlError(crawler().crawl('not a url'), 'unreachable');
  });

  it('reports a site that does not answer as unreachable (or timeout, or dns_failed), not as robots_disallowed', async () => {
    // A port nothing listens on: robots.txt gets no answer, so the site could not be read at all.
    const closed = await startFakeSite();
    const base = closed.base;
    await closed.close();
    await expectCrawlError(crawler().crawl(`${base}/`), 'unreachable');
    const slow = createSiteCrawler({
      fetcher: createSafeFetcher({ userAgent: 'x', allowedAddresses: ['127.0.0.1'], defaultTimeoutMs: 1 }),
      timeoutMsPerPage: 1,
    });
    site.routes.set('/robots.txt', { type: 'text/plain', body: '', delayMs: 200 });
    await expectCrawlError(slow.crawl(`${site.base}/`), 'timeout');
    const noDns = createSiteCrawler({
      fetcher: createSafeFetcher({
        userAgent: 'x',
        resolver: async (host) => {
          throw new Error(`${host} does not resolve`);
        },
      }),
    });
    await expectCrawlError(noDns.crawl('https://no-such-host.invalid/'), 'dns_failed');
  });

  it('with FETCH_REFUSE_ALL=true refuses every address at once, before DNS or any request: outbound_refused', async () => {
    const refusing = createSiteCrawlerFromEnv(
      { FETCH_REFUSE_ALL: 'true', FETCH_ALLOW_PRIVATE_ADDRESSES: 'true' },
      'http://x',
    );
    await expectCrawlError(refusing.crawl(`${site.base}/`), 'outbound_refused');
    await expectCrawlError(refusing.crawl('https://example.com/'), 'outbound_refused');
    expect(site.requests).to.deep.equal([]);
  });

  it('skips non-HTML fact pages and pages that fail', async () => {
    site.routes.set('/pricing', { type: 'application/json', body: '{}' });
    site.routes.set('/faq', { status: 500, body: 'boom' });
    const result = await crawler().crawl(`${site.base}/`);
    expect(result.skipped).to.deep.include({ url: `${site.base}/pricing`, reason: 'not_html' });
    expect(result.skipped).to.deep.include({ url: `${site.base}/faq`, reason: 'error' });
  });
});

describe('createSiteCrawlerFromEnv', () => {
  it('refuses loopback unless FETCH_ALLOW_PRIVATE_ADDRESSES=true', async () => {
    const site = await startFakeSite();
    try {
      await expectCrawlError(
        createSiteCrawlerFromEnv({}, 'http://localhost:8080').crawl(`${site.base}/`),
        'unsafe_address',
      );
      expect(site.requests).to.deep.equal([]);
      site.routes.set('/robots.txt', { type: 'text/plain', body: 'User-agent: *\nDisallow: /about/history\n' });
      const result = await createSiteCrawlerFromEnv(
        { FETCH_ALLOW_PRIVATE_ADDRESSES: 'true', CRAWL_MAX_PAGES: '1' },
        'http://localhost:8080',
      ).crawl(`${site.base}/`);
      expect(result.pages).to.have.length(2);
      expect(() => createSiteCrawlerFromEnv({ CRAWL_MAX_PAGES: 'lots' }, 'http://x')).to.throw(/CRAWL_MAX_PAGES/);
    } finally {
      await site.close();
    }
  });
});
