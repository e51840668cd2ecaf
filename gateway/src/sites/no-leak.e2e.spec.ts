/**
 * No read leaks across the network's sites (issue 30), over real HTTP with the Host a client sends.
 * Two sites served on one port, with overlapping companies: Acme has a listing on each (the same
 * company: same owner, same registrable domain), and so does its founder; Bravo is only on the
 * default site, Gamma only on the second. Every public read of the API (a table, REST and MCP) and
 * every public page, feed, sitemap, robots.txt, badge and OG image is asked on both hosts: each
 * answers its own site's data under its own name and base URL, the other site's listing is a 404
 * as if absent, and votes count only on the site of the listing they were cast on. An unknown
 * host is still a 404.
 */
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import http from 'node:http';
import { ManualClock } from '@listings/shared/kernel';
import { SCOPES } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { eventually } from '../orders/testing.ts';

const admin = { kind: 'admin' as const, id: 'site-team@test' };

function get(
  baseUrl: string,
  path: string,
  host: string,
  options: { method?: string; accept?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; type: string; text: string; json: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, baseUrl),
      {
        method: options.method ?? 'GET',
        headers: {
          host,
          accept: options.accept ?? 'application/json',
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const type = String(res.headers['content-type'] ?? '');
          const text = Buffer.concat(chunks).toString(/image\//.test(type) ? 'latin1' : 'utf8');
          resolve({
            status: res.statusCode!,
            type,
            text,
            json: /json/.test(type) && text ? JSON.parse(text) : undefined,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * The rendition hash of a photo of Acme's founder set on the AI site's Acme listing: never shown on
 * main. Its bytes are stored in `before` (pages draw no picture whose files are missing).
 */
const AI_FOUNDER_PHOTO_BYTES = Buffer.from('the AI site founder photo');
const AI_FOUNDER_PHOTO = createHash('sha256').update(AI_FOUNDER_PHOTO_BYTES).digest('hex');

/** What each site shows, and what only the other one has (a marker of its text must never appear). */
const SITES = {
  main: {
    host: 'main.test',
    name: 'Main Directory',
    base: 'https://main.test',
    own: { acme: 'acme', only: 'bravo', onlyName: 'Bravo' },
    foreign: [
      'OMEGA-AI',
      'Gamma',
      'acme-2',
      'Gina Gamma',
      'https://ai.test/listings',
      'https://ai.test/founders',
      AI_FOUNDER_PHOTO,
    ],
  },
  ai: {
    host: 'ai.test',
    name: 'AI Tools',
    base: 'https://ai.test',
    own: { acme: 'acme-2', only: 'gamma', onlyName: 'Gamma' },
    foreign: [
      'OMEGA-MAIN',
      'Bravo',
      '/listings/acme"',
      'Bob Bravo',
      'https://main.test/listings',
      'https://main.test/founders',
      'Main Directory',
    ],
  },
} as const;
type SiteName = keyof typeof SITES;

describe('no read leaks across the sites of a network', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-25T12:00:00Z'); // Wednesday of the week of 2026-11-23
  let service: TestService;

  before(async () => {
    service = await startTestService(
      { site: { name: 'Main Directory', publicBaseUrl: 'https://main.test' } },
      { clock },
    );
    const { events } = service.service;
    const content = new SiteContentCommands(events, clock);
    await content.site(
      {
        type: 'OpenSite',
        key: 'ai',
        defaultKey: 'main',
        name: 'AI Tools',
        purpose: 'AI products',
        hosts: ['ai.test'],
        baseUrl: 'https://ai.test',
      },
      admin,
      't',
    );
    await content.category({ type: 'CreateCategory', slug: 'ci-cd', name: 'CI/CD' }, admin, 't');
    const listings = new ListingCommands(events, clock);
    const engagement = new EngagementCommands(events, clock);
    const create = async (name: string, url: string, tagline: string, founder: string, site?: string) => {
      const { listingId } = await listings.create(
        {
          profile: {
            name,
            url,
            tagline,
            categories: ['ci-cd'],
            stage: 'mvp',
            founders: [{ slug: founder.toLowerCase().replace(/ /g, '-'), name: founder, title: 'CEO' }],
          },
          ownerId: 'acc-acme',
          site,
        },
        admin,
        't',
      );
      await listings.execute(listingId, { type: 'GoLive', week: '2026-11-23', plan: 'free' }, admin, 't');
      await listings.execute(listingId, { type: 'PostUpdate', title: `${name} news`, body: tagline }, admin, 't');
      return listingId;
    };
    // Acme on both sites (the same company and founder), Bravo only on main, Gamma only on ai.
    await create('Acme', 'https://acme.example', 'Builds fast OMEGA-MAIN', 'Ann Acme');
    const bravo = await create('Bravo', 'https://bravo.example', 'Ships OMEGA-MAIN', 'Bob Bravo');
    const acmeAi = await create('Acme', 'https://app.acme.example', 'Builds fast OMEGA-AI', 'Ann Acme', 'ai');
    expect((await service.service.blobs.put(AI_FOUNDER_PHOTO_BYTES, 'image/png')).hash).to.equal(AI_FOUNDER_PHOTO);
    await listings.execute(
      acmeAi,
      {
        type: 'SetFounderPhoto',
        founderSlug: 'ann-acme',
        photo: {
          renditions: [{ size: 192, format: 'png', hash: AI_FOUNDER_PHOTO, bytes: 100 }],
          original: { hash: 'e'.repeat(64), size: 1000, type: 'png', width: 400, height: 400 },
          source: 'upload',
          evidence: [],
        },
      },
      admin,
      't',
    );
    const gamma = await create('Gamma', 'https://gamma.example', 'Thinks OMEGA-AI', 'Gina Gamma', 'ai');
    // One person votes on each site's own listing: each vote counts only where that listing lives.
    await engagement.execute({ type: 'Vote', listingId: bravo, voterId: 'pat', ...SIMULATED_PERSON }, admin, 't');
    await engagement.execute({ type: 'Vote', listingId: gamma, voterId: 'pat', ...SIMULATED_PERSON }, admin, 't');
    await engagement.execute({ type: 'Vote', listingId: gamma, voterId: 'sam', ...SIMULATED_PERSON }, admin, 't');
    expect(
      await service.service.projections.waitForPosition(await service.service.events.headPosition(), 5000),
    ).to.equal(true);
    await eventually(
      async () => service.service.sites.network.length,
      (n) => n === 2,
    );
  });
  after(() => service.close());

  /** Every public read of the API (the spec's public operations), with what each site must answer. */
  const READS: { path: (site: SiteName) => string; status?: (site: SiteName) => number; own?: boolean }[] = [
    { path: () => '/v1/site' },
    { path: () => '/v1/listings', own: true },
    { path: () => '/v1/listings?q=acme', own: true },
    { path: () => '/v1/listings?sort=votes', own: true },
    { path: () => '/v1/listings?stage=mvp&category=ci-cd', own: true },
    { path: (s) => `/v1/listings/${SITES[s].own.only}`, own: true },
    { path: (s) => `/v1/listings/${SITES[s].own.acme}/alternatives`, own: true },
    { path: (s) => `/v1/compare?a=${SITES[s].own.acme}&b=${SITES[s].own.only}`, own: true },
    { path: () => '/v1/categories' },
    { path: () => '/v1/categories/ci-cd', own: true },
    ...['today', 'this-week', 'trending', 'most-voted', 'recent', 'most-viewed', 'most-followed', 'upcoming'].map(
      (section) => ({
        path: () => `/v1/launches?section=${section}`,
        own: section !== 'upcoming' && section !== 'today',
      }),
    ),
    { path: () => '/v1/launches/weeks/this', own: true },
    ...['community-weekly', 'community-all-time'].map((board) => ({ path: () => `/v1/leaderboards/${board}` })),
    ...['billboard', 'domain-rating', 'revenue'].map((board) => ({ path: () => `/v1/leaderboards/${board}` })),
    { path: () => '/v1/founders', own: true },
    { path: () => '/v1/founders/ann-acme', own: true },
    { path: () => '/v1/awards' },
    { path: (s) => `/v1/listings/${SITES[s].own.only}/badges`, own: true },
    { path: () => '/v1/blog' },
    { path: () => '/v1/interview-questions' },
    { path: () => '/v1/products' },
  ];

  for (const site of Object.keys(SITES) as SiteName[]) {
    const { host, foreign, own, base } = SITES[site];
    const other = SITES[site === 'main' ? 'ai' : 'main'];

    describe(`on ${host}`, () => {
      for (const read of READS)
        it(`GET ${read.path(site)} answers only ${site}'s data`, async () => {
          // Twice: the second answer may come from the response cache, which must keep sites apart.
          for (let round = 0; round < 2; round++) {
            const answer = await get(service.baseUrl, read.path(site), host);
            expect(answer.status, answer.text).to.equal(200);
            // The network (its sites' keys, names and base URLs) is every site's to show.
            const text = read.path(site) === '/v1/site' ? JSON.stringify({ ...answer.json, network: [] }) : answer.text;
            for (const marker of foreign) expect(text, `${marker} in round ${round}`).to.not.include(marker);
            if (read.own) expect(answer.text).to.match(new RegExp(`${own.only}|${own.acme}`, 'i'));
          }
        });

      it("the other site's listings, badges, founders and compare are 404s as if absent", async () => {
        for (const path of [
          `/v1/listings/${other.own.only}`,
          `/v1/listings/${other.own.only}/alternatives`,
          `/v1/listings/${other.own.only}/badges`,
          `/v1/compare?a=${own.acme}&b=${other.own.only}`,
          `/v1/founders/${other.own.only === 'bravo' ? 'bob-bravo' : 'gina-gamma'}`,
        ]) {
          const answer = await get(service.baseUrl, path, host);
          expect(answer.status, path).to.equal(404);
          expect(answer.json.code, path).to.equal('not_found');
        }
        const page = await get(service.baseUrl, `/listings/${other.own.only}`, host, { accept: 'text/html' });
        expect(page.status).to.equal(404);
        expect((await get(service.baseUrl, `/badges/${other.own.only}/listed_on.svg`, host)).status).to.equal(404);
      });

      it('counts, boards and links are its own: live listings, votes, base URL', async () => {
        const info = (await get(service.baseUrl, '/v1/site', host)).json;
        expect(info).to.deep.include({ key: site, name: SITES[site].name });
        expect(info.counts.live_listings).to.equal(2);
        const all = (await get(service.baseUrl, '/v1/leaderboards/community-all-time', host)).json;
        expect(all.items.map((item: any) => [item.listing.slug, item.metric.value])).to.deep.equal(
          site === 'main'
            ? [
                ['bravo', 1],
                ['acme', 0],
              ]
            : [
                ['gamma', 2],
                ['acme-2', 0],
              ],
        );
        expect(all.items[0].listing.listing_url).to.equal(`${base}/listings/${own.only}`);
        const categories = (await get(service.baseUrl, '/v1/categories', host)).json;
        expect(categories.items[0]).to.deep.include({ slug: 'ci-cd', listing_count: 2 });
        const founder = (await get(service.baseUrl, '/v1/founders/ann-acme', host)).json;
        expect(founder.companies.map((c: any) => c.slug)).to.deep.equal([own.acme]);
        // The founder's photo set on the AI site's listing shows there only (main's foreign markers check the rest).
        const page = await get(service.baseUrl, '/founders/ann-acme', host, { accept: 'text/html' });
        expect(page.text.includes(AI_FOUNDER_PHOTO)).to.equal(site === 'ai');
      });

      it('MCP tools answer for the same site as REST', async () => {
        const answer = await get(service.baseUrl, '/mcp', host, {
          method: 'POST',
          accept: 'application/json, text/event-stream',
          headers: { 'mcp-protocol-version': '2025-11-25' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'tools/call',
            params: { name: 'search_listings', arguments: { q: 'acme' } },
          }),
        });
        expect(answer.status, answer.text).to.equal(200);
        // One JSON-RPC answer, as JSON or as one server-sent event.
        const body = answer.json ?? JSON.parse(/^data: (.*)$/m.exec(answer.text)![1]!);
        const items = body.result.structuredContent.items.map((item: any) => item.slug);
        expect(items).to.deep.equal([own.acme]);
      });

      /** The public pages and documents: its own name, its own data, nothing of the other site. */
      const PAGES = [
        '/',
        '/search?q=acme',
        `/listings/${own.only}`,
        `/listings/${own.acme}`,
        '/launches',
        '/launches/this-week',
        '/launches/weeks/2026-11-23',
        '/leaderboards/community-all-time',
        '/leaderboards/community-weekly',
        '/categories',
        '/categories/ci-cd',
        '/founders',
        '/founders/ann-acme',
        '/awards',
        '/updates',
        '/blog',
      ];
      for (const path of PAGES)
        it(`page ${path} shows only ${site}'s data under its own name`, async () => {
          for (let round = 0; round < 2; round++) {
            const page = await get(service.baseUrl, path, host, { accept: 'text/html' });
            expect(page.status, page.text.slice(0, 400)).to.equal(200);
            expect(page.text).to.include(SITES[site].name);
            for (const marker of foreign) expect(page.text, `${marker} on ${path}`).to.not.include(marker);
          }
        });

      it('its feeds, sitemap and robots.txt name its own URLs and listings only', async () => {
        for (const path of ['/feeds/launches.xml', '/feeds/updates.xml', '/sitemap.xml', '/robots.txt']) {
          const document = await get(service.baseUrl, path, host, { accept: '*/*' });
          expect(document.status, path).to.equal(200);
          expect(document.text, path).to.include(base);
          for (const marker of foreign) expect(document.text, `${marker} in ${path}`).to.not.include(marker);
        }
        const feed = await get(service.baseUrl, '/feeds/launches.xml', host, { accept: '*/*' });
        expect(feed.text).to.include(`>${SITES[site].name}: new launches</title>`);
        const sitemap = (await get(service.baseUrl, '/sitemap.xml', host, { accept: '*/*' })).text;
        expect(sitemap).to.include(`${base}/listings/${own.only}<`).and.include(`${base}/founders/ann-acme<`);
        const listing = await get(service.baseUrl, `/listings/${own.only}`, host, { accept: 'text/html' });
        expect(listing.text).to.include(`<meta property="og:site_name" content="${SITES[site].name}"`);
        expect((await get(service.baseUrl, `/badges/${own.only}/listed_on.svg`, host)).text).to.include(
          SITES[site].name,
        );
      });
    });
  }

  it("a vote, follow or review through one site's host on another site's listing is refused as absent", async () => {
    const network = service.service.sites.network;
    const [main, ai] = [network.find((s) => s.key === 'main')!, network.find((s) => s.key === 'ai')!];
    const person = {
      accountId: 'acc-voter',
      credentialId: 'session:voter',
      credentialKind: 'session' as const,
      scopes: [...SCOPES],
    };
    const cast = (operationId: string, slug: string, site: typeof main) =>
      service.service.executor.execute({
        operationId,
        params: { slug },
        query: {},
        body: operationId === 'review_listing' ? { rating: '5', text: 'Good.' } : undefined,
        principal: person,
        clientIp: '127.0.0.1',
        site,
      });
    for (const operationId of ['vote_listing', 'follow_listing', 'review_listing'])
      for (const [slug, site] of [
        ['bravo', ai],
        ['gamma', main],
        ['acme', ai],
        ['acme-2', main],
      ] as const) {
        const refused = await cast(operationId, slug, site);
        expect(refused.status, `${operationId} ${slug} on ${site.key}`).to.equal(404);
        expect((refused.body as any).detail).to.equal(`Listing ${slug} does not exist.`);
      }
    // On its own site the listing is found (the person, unknown here, is what is refused then).
    const own = await cast('vote_listing', 'gamma', ai);
    expect((own.body as any).detail ?? '').to.not.equal('Listing gamma does not exist.');
    expect(await new ListingCommands(service.service.events, clock).listingIdOnSite('gamma', ai)).to.be.a('number');
  });

  it("a comment posted, edited, deleted or reported through one site's host on another site's listing is refused as absent", async () => {
    const network = service.service.sites.network;
    const [main, ai] = [network.find((s) => s.key === 'main')!, network.find((s) => s.key === 'ai')!];
    const person = {
      accountId: 'acc-commenter',
      credentialId: 'session:commenter',
      credentialKind: 'session' as const,
      scopes: [...SCOPES],
    };
    const bodies: Record<string, Record<string, string>> = {
      post_comment: { text: 'Hello.' },
      edit_comment: { text: 'Hello again.' },
      report_comment: { reason: 'spam' },
    };
    const act = (operationId: string, slug: string, site: typeof main) =>
      service.service.executor.execute({
        operationId,
        params:
          operationId === 'post_comment' ? { slug } : { slug, comment_id: '00000000-0000-4000-8000-000000000001' },
        query: {},
        body: bodies[operationId],
        principal: person,
        clientIp: '127.0.0.1',
        site,
      });
    for (const operationId of ['post_comment', 'edit_comment', 'delete_comment', 'report_comment'])
      for (const [slug, site] of [
        ['bravo', ai],
        ['gamma', main],
        ['acme', ai],
        ['acme-2', main],
      ] as const) {
        const refused = await act(operationId, slug, site);
        expect(refused.status, `${operationId} ${slug} on ${site.key}`).to.equal(404);
        expect((refused.body as any).detail, `${operationId} ${slug} on ${site.key}`).to.equal(
          `Listing ${slug} does not exist.`,
        );
      }
    // On its own site the listing is found (what is refused then is the comment or the person).
    for (const operationId of ['post_comment', 'edit_comment', 'report_comment']) {
      const own = await act(operationId, 'gamma', ai);
      expect((own.body as any)?.detail ?? '', operationId).to.not.equal('Listing gamma does not exist.');
    }
  });

  // The person's own pages (account, checkout, claim, notifications) and the not-found page: built once for the
  // network, they name the site of the host they are asked on.
  for (const site of ['main', 'ai'] as const)
    it(`the account, account link, checkout, claim, notification, votes method and not-found pages on ${site}'s host name ${site}`, async () => {
      const { host, name } = SITES[site];
      const other = SITES[site === 'main' ? 'ai' : 'main'].name;
      for (const path of [
        '/signin',
        '/signup',
        '/checkout/NOPE-1',
        '/claims/verify',
        '/notifications/unsubscribe',
        '/password/forgot',
        '/verify-email',
        '/how-votes-are-counted',
        '/no-such-page',
      ]) {
        const page = await get(service.baseUrl, path, host, { accept: 'text/html' });
        expect(page.text, `${path} on ${host}`).to.match(new RegExp(`<title>[^<]* · ${name}</title>`));
        // The sign-in page offers the sign-in hop from the other sites of the network (people are
        // network-wide): their names there, and nowhere else.
        const hop = /<section class="card" aria-labelledby="hop-title">[\s\S]*?<\/section>/;
        if (path === '/signin') expect(hop.exec(page.text)?.[0], host).to.contain(`Signed in on ${other}?`);
        expect(page.text.replace(hop, ''), `${path} on ${host}`).not.to.contain(other);
      }
      const method = (await get(service.baseUrl, '/how-votes-are-counted', host, { accept: 'text/html' })).text;
      expect(method).to.contain(`<meta property="og:site_name" content="${name}"`);
      expect(method).to.contain(`href="${SITES[site].base}/how-votes-are-counted"`);
    });

  it('an unknown host is still a 404, on reads and pages', async () => {
    const api = await get(service.baseUrl, '/v1/listings', 'other.test');
    expect(api.status).to.equal(404);
    expect(api.json.code).to.equal('unknown_host');
    expect((await get(service.baseUrl, '/', 'other.test', { accept: 'text/html' })).status).to.equal(404);
  });
});
