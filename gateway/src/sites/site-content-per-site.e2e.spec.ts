/**
 * Each site's own content settings (issue 30), over real HTTP on the seeded demo's two hosts of one
 * port: the default site on `localhost`, "AI Tools" on `127.0.0.1`. Each site answers its own
 * category tree (list_categories, category pages, the sitemap, site info's count), its own blog (the
 * API, pages and feed) and its own badge style; a category added on one site is absent on the
 * other; drafting and saving a draft choose categories from the tree of the site it is on; and a
 * rebuild of every read model gives the same answers.
 */
import { expect } from 'chai';
import http from 'node:http';
import { ManualClock } from '@listings/shared/kernel';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { ListingCommands } from '@listings/command-service/listings';
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { eventually, siteAtItsOwnAddress, startTestService, type TestService } from '../testing.ts';
import { seedDemoData } from '../demo/seed.ts';
import { DEMO_AI_BLOG_POST, seedDemoSecondSite } from '../demo/second-site.ts';

const team = { kind: 'admin' as const, id: 'site-team@test' };

describe('each site its own categories, blog and badge style (issue 30)', function () {
  this.timeout(180_000);
  const clock = new ManualClock('2026-11-25T12:00:00Z');
  let t: TestService;
  let port: number;
  const MAIN = 'localhost';
  const AI = '127.0.0.1';

  /** GET with the Host a browser on that site sends (the server listens on 127.0.0.1 only). */
  const get = (host: string, path: string): Promise<{ status: number; type: string; text: string; json: any }> =>
    new Promise((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, accept: 'application/json' } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => {
              const type = String(res.headers['content-type'] ?? '');
              resolve({
                status: res.statusCode!,
                type,
                text,
                json: /json/.test(type) && text ? JSON.parse(text) : undefined,
              });
            });
          },
        )
        .on('error', reject);
    });
  const page = (host: string, path: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, accept: 'text/html' } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        })
        .on('error', reject);
    });
  /** Every slug of a site's tree, any level. */
  const slugsOn = async (host: string): Promise<string[]> => {
    const flat = (nodes: any[]): string[] => nodes.flatMap((node) => [node.slug, ...flat(node.subcategories)]);
    return flat((await get(host, '/v1/categories')).json.items).sort();
  };
  const settle = async () =>
    expect(await t.service.projections.waitForPosition(await t.service.events.headPosition(), 60_000)).to.equal(true);

  before(async () => {
    ({ port } = await siteAtItsOwnAddress());
    const site = { name: 'Listings Directory', publicBaseUrl: `http://localhost:${port}` };
    const crawler = new FakeCrawler({
      'https://robot.test': 'name: Robo Kit\ntagline: Robots\ncategories: Robotics, Hardware',
    });
    t = await startTestService({ port, site }, { clock, drafting: { crawler, drafter: new FakeDrafter() } });
    await seedDemoData(t.service.events, clock);
    expect(await seedDemoSecondSite(t.service.events, clock, site)).to.include({ site: 'ai' });
    await settle();
    await eventually(
      async () => t.service.sites.network.length,
      (n) => n === 2,
    );
  });
  after(() => t?.close());

  it("answers each site's own category tree: the API, the category pages, the sitemap and the site's count", async () => {
    const [main, ai] = [await slugsOn(MAIN), await slugsOn(AI)];
    expect(ai, "the AI site's own shelves").to.include.members(['agents', 'vector-databases', 'model-evaluation']);
    expect(main).to.not.include.members(['agents']).and.to.not.include('vector-databases');
    expect(ai, 'its tree started as a copy of the default site’s').to.include.members(['ai', 'writing-assistants']);
    expect((await get(AI, '/v1/categories/agents')).json).to.include({ slug: 'agents', name: 'Agents' });
    expect((await get(AI, '/v1/categories/agents')).json.items.map((l: any) => l.name)).to.deep.equal(['AgentForge']);
    expect((await get(MAIN, '/v1/categories/agents')).status).to.equal(404);
    expect((await page(AI, '/categories/agents')).status).to.equal(200);
    expect((await page(MAIN, '/categories/agents')).status).to.equal(404);
    expect((await page(AI, '/categories')).text).to.include('Vector Databases');
    expect((await page(MAIN, '/categories')).text).to.not.include('Vector Databases');
    expect((await page(AI, '/sitemap.xml')).text).to.include('/categories/agents</loc>');
    expect((await page(MAIN, '/sitemap.xml')).text).to.not.include('/categories/agents<');
    expect((await get(AI, '/v1/site')).json.counts.categories).to.equal(ai.length);
    expect((await get(MAIN, '/v1/site')).json.counts.categories).to.equal(main.length);
  });

  it('answers each site its own blog: the API, the pages and the feed', async () => {
    const [main, ai] = [(await get(MAIN, '/v1/blog')).json, (await get(AI, '/v1/blog')).json];
    expect(ai.items.map((post: any) => post.slug)).to.deep.equal([DEMO_AI_BLOG_POST.slug]);
    expect(main.total).to.be.greaterThan(2);
    expect(main.items.map((post: any) => post.slug)).to.not.include(DEMO_AI_BLOG_POST.slug);
    const mainPost = main.items[0].slug;
    expect((await get(AI, `/v1/blog/${DEMO_AI_BLOG_POST.slug}`)).json.title).to.equal('Welcome to AI Tools');
    expect((await get(MAIN, `/v1/blog/${DEMO_AI_BLOG_POST.slug}`)).status).to.equal(404);
    expect((await get(AI, `/v1/blog/${mainPost}`)).status).to.equal(404);
    expect((await page(AI, `/blog/${DEMO_AI_BLOG_POST.slug}`)).text).to.include('<strong>AI products</strong>');
    expect((await page(MAIN, `/blog/${DEMO_AI_BLOG_POST.slug}`)).status).to.equal(404);
    const [mainFeed, aiFeed] = [(await page(MAIN, '/feeds/blog.xml')).text, (await page(AI, '/feeds/blog.xml')).text];
    expect(aiFeed).to.include('Welcome to AI Tools').and.not.include(`/blog/${mainPost}<`);
    expect(mainFeed).to.include(`/blog/${mainPost}`).and.not.include('Welcome to AI Tools');
  });

  it("draws each listing's badges in its site's style unless the page asks for another", async () => {
    const aiListing = (await get(AI, '/v1/categories/agents')).json.items[0].slug;
    const mainListing = (await get(MAIN, '/v1/listings')).json.items[0].slug;
    const ai = (await get(AI, `/v1/listings/${aiListing}/badges`)).json;
    expect(ai.style).to.deep.equal({ shape: 'pill', mode: 'dark', size: 'm' });
    expect(ai.badges[0]).to.include({ width: 224, height: 44 });
    expect(ai.badges[0].image_url).to.include('shape=pill&mode=dark&size=m');
    const main = (await get(MAIN, `/v1/listings/${mainListing}/badges`)).json;
    expect(main.style, "the default site's: the standard style").to.deep.equal({
      shape: 'standard',
      mode: 'auto',
      size: 'm',
    });
    const svg = (host: string, slug: string, query = '') => page(host, `/badges/${slug}/listed_on.svg${query}`);
    const aiSvg = (await svg(AI, aiListing)).text;
    expect(aiSvg).to.include('width="224"').and.include('height="44"');
    expect(aiSvg, 'the same image as asked for by name').to.equal(
      (await svg(AI, aiListing, '?shape=pill&mode=dark&size=m')).text,
    );
    expect((await svg(AI, aiListing, '?shape=standard&mode=auto')).text).to.include('width="240"');
    expect((await svg(MAIN, mainListing)).text)
      .to.include('width="240"')
      .and.include('height="56"');
  });

  it('a category added on one site is absent on the other, both ways', async () => {
    const content = new SiteContentCommands(t.service.events, clock);
    await content.category(
      { type: 'CreateCategory', slug: 'robotics', name: 'Robotics', parent: 'ai' },
      team,
      't',
      'ai',
    );
    await content.category({ type: 'CreateCategory', slug: 'hardware', name: 'Hardware' }, team, 't');
    await settle();
    const [main, ai] = [await slugsOn(MAIN), await slugsOn(AI)];
    expect(ai).to.include('robotics').and.not.include('hardware');
    expect(main).to.include('hardware').and.not.include('robotics');
    expect((await get(MAIN, '/v1/categories/robotics')).status).to.equal(404);
    expect((await get(AI, '/v1/categories/hardware')).status).to.equal(404);
  });

  it("drafts and edits a draft's categories from the tree of the site it was started on, refusing another site's", async () => {
    const owner = await t.createKey(['account:read', 'listings:write']);
    const call = (host: string, method: string, path: string, body?: unknown) =>
      new Promise<{ status: number; json: any }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: `/v1${path}`,
            method,
            headers: {
              host: `${host}:${port}`,
              authorization: `Bearer ${owner.key}`,
              'content-type': 'application/json',
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, json: text ? JSON.parse(text) : undefined }));
          },
        );
        req.on('error', reject);
        req.end(body === undefined ? undefined : JSON.stringify(body));
      });
    const drafted = async (host: string) => {
      const started = await call(host, 'POST', '/drafts', { url: 'https://robot.test' });
      expect(started.status, JSON.stringify(started.json)).to.equal(201);
      for (let i = 0; i < 200; i++) {
        const draft = (await call(host, 'GET', `/drafts/${started.json.id}`)).json;
        if (draft.status === 'ready') return draft;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the draft was never ready');
    };
    // The site names a shelf of each tree: a draft keeps only those of its own site's tree.
    const onAi = await drafted(AI);
    expect(onAi.fields.categories.value).to.deep.equal(['Robotics']);
    const onMain = await drafted(MAIN);
    expect(onMain.fields.categories.value).to.deep.equal(['Hardware']);
    const edit = (host: string, id: string, names: string[]) =>
      call(host, 'PATCH', `/drafts/${id}`, { fields: { categories: names } });
    expect((await edit(AI, onAi.id, ['Agents'])).status).to.equal(200);
    const refused = await edit(AI, onAi.id, ['Hardware']);
    expect(refused.status, 'a category of the default site only').to.equal(400);
    expect(JSON.stringify(refused.json)).to.include('unknown_category');
    expect((await edit(MAIN, onMain.id, ['Agents'])).status, 'a category of the AI site only').to.equal(400);
  });

  it("prices an order's extra categories against its listing's site's tree", async () => {
    const buyer = await t.createKey(['account:read', 'listings:write', 'orders:write']);
    const listings = new ListingCommands(t.service.events, clock);
    const own = async (name: string, site?: string) =>
      (
        await listings.create(
          {
            profile: { name, url: `https://${name.toLowerCase()}.test`, categories: ['ai'] },
            ownerId: buyer.accountId,
            site,
          },
          team,
          't',
        )
      ).listingId;
    const [onAi, onMain] = [await own('Botline', 'ai'), await own('Hardline')];
    await settle();
    const quote = async (host: string, listingId: number, categories: string[]) =>
      new Promise<{ status: number; json: any }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/v1/orders/quote',
            method: 'POST',
            headers: {
              host: `${host}:${port}`,
              authorization: `Bearer ${buyer.key}`,
              'content-type': 'application/json',
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, json: text ? JSON.parse(text) : undefined }));
          },
        );
        req.on('error', reject);
        req.end(
          JSON.stringify({
            items: [
              { product: 'launch', listing_id: listingId },
              { product: 'extra_categories', listing_id: listingId, categories },
            ],
            billing_country: 'US',
          }),
        );
      });
    const ok = await quote(AI, onAi, ['agents']);
    expect(ok.status, JSON.stringify(ok.json)).to.equal(200);
    const refused = await quote(AI, onAi, ['hardware']);
    expect(refused.status, 'a category of the default site only').to.equal(400);
    expect(JSON.stringify(refused.json)).to.include('unknown_category');
    expect((await quote(MAIN, onMain, ['hardware'])).status).to.equal(200);
    expect((await quote(MAIN, onMain, ['agents'])).status, 'a category of the AI site only').to.equal(400);
  });

  it('gives the same answers on both hosts after every read model is rebuilt from the log', async () => {
    const paths = ['/v1/categories', '/v1/categories/ai', '/v1/blog', '/v1/site'];
    const answers = async () =>
      Promise.all([MAIN, AI].flatMap((host) => paths.map(async (path) => (await get(host, path)).text)));
    const before = await answers();
    await t.service.projections.rebuild();
    await settle();
    expect(await answers()).to.deep.equal(before);
  });
});
