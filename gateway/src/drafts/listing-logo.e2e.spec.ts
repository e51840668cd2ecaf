/**
 * Listing logos from drafts, end to end: a company site on 127.0.0.1 (the test-only allow-list)
 * serves a logo; the draft's logo_url names it; once the draft is submitted the logo reactor fetches
 * it through the safe fetcher, the pipeline re-encodes it, ListingLogoSet records it with its source
 * and evidence, and the read model's renditions are served from /images/<hash>. Then the fallbacks
 * (the site's icon, then og:image), a site with none that can be taken (ListingLogoNotFound, nothing
 * stored), and a replay of the trigger that fetches nothing again.
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { createSafeFetcher } from '@listings/shared/platform';
import { asDomainEvent, InMemoryBlobStore } from '@listings/shared/kernel';
import { listingStream, type ListingEvent } from '@listings/shared/contracts/listings';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { createDrafter, createImageFetcher, createSiteCrawler } from '@listings/command-service/drafts';
import { startFakeSite, SITE_PAGES, type FakeSite } from '@listings/command-service/drafts/testing';
import { startTestService, type TestService } from '../testing/test-service.ts';

const USER_AGENT = 'ListingsDirectoryBot/1.0 (+http://localhost/bot)';
const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#2a6"/></svg>',
);
const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();

class CountingStore extends InMemoryBlobStore {
  puts = 0;
  override async put(bytes: Uint8Array, contentType: string) {
    this.puts++;
    return super.put(bytes, contentType);
  }
}

describe('listing logos from drafts (a site on 127.0.0.1)', function () {
  this.timeout(60_000);
  const blobs = new CountingStore();
  let site: FakeSite;
  let service: TestService;
  let key: string;

  before(async () => {
    site = await startFakeSite();
    const fetcher = createSafeFetcher({ userAgent: USER_AGENT, allowedAddresses: ['127.0.0.1'] });
    service = await startTestService(
      {},
      {
        drafting: {
          crawler: createSiteCrawler({ fetcher, sleep: async () => {} }),
          drafter: createDrafter({}),
          images: createImageFetcher({ fetcher }),
        },
        blobs,
      },
    );
    ({ key } = await service.createKey(['account:read', 'listings:write']));
  });
  after(async () => {
    await service?.close();
    await site?.close();
  });

  const until = async <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> => {
    for (let i = 0; i < 400; i++) {
      const found = await probe();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`never: ${what}`);
  };

  /** Drafts the site, submits the draft, and waits for the logo reactor's outcome on the listing. */
  const submitSite = async () => {
    const submitted = await service.call('POST', '/drafts', { key, body: { url: `${site.base}/` } });
    expect(submitted.status).to.equal(201);
    const id = submitted.body.id;
    await until('the draft is ready', async () => {
      const { body } = await service.call('GET', `/drafts/${id}`, { key });
      return body.status === 'ready' ? body : undefined;
    });
    const saved = await service.call('POST', `/drafts/${id}/submit`, { key, body: {} });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    const listingId: number = saved.body.listing_id;
    const doc = await until('the logo is recorded', async () => {
      const found = await service.service.documents
        .collection<ListingDocument>(LISTINGS_COLLECTION)
        .findOne({ listing_id: listingId });
      return found && (found.site_logo || found.site_logo_not_found) ? found : undefined;
    });
    const events = (await service.service.events.readStream(listingStream(listingId))).map((e) =>
      asDomainEvent<ListingEvent>(e),
    );
    return { listingId, doc, events };
  };

  const resetSite = () => {
    for (const path of ['/img/logo.svg', '/favicon.png', '/img/og-card.png']) site.routes.delete(path);
    site.routes.set('/', { type: 'text/html; charset=utf-8', body: SITE_PAGES['/']! });
  };

  describe("the draft's logo_url", () => {
    let outcome: Awaited<ReturnType<typeof submitSite>>;
    before(async () => {
      resetSite();
      site.routes.set('/img/logo.svg', { type: 'image/svg+xml', body: LOGO_SVG });
      site.routes.set('/favicon.png', { type: 'image/png', body: await png(32, 32, '#00f') });
      outcome = await submitSite();
    });

    it('is recorded as ListingLogoSet with its source, address, evidence and renditions', () => {
      const set = outcome.events.find((e) => e.type === 'ListingLogoSet');
      expect(set, 'ListingLogoSet').to.not.equal(undefined);
      const { logo, replaced } = (set as Extract<ListingEvent, { type: 'ListingLogoSet' }>).data;
      expect(replaced).to.equal(null);
      expect(logo.source).to.equal('logo_url');
      expect(logo.url).to.equal(`${site.base}/img/logo.svg`);
      expect(logo.evidence.length).to.be.greaterThan(0);
      expect(logo.original).to.include({ type: 'svg', size: LOGO_SVG.length });
      expect(logo.renditions.map((r) => `${r.size}.${r.format}`)).to.include.members(['48.png', '96.webp', '512.png']);
      expect(outcome.doc.site_logo).to.deep.equal(logo);
      expect(site.requests).to.not.include('/favicon.png'); // the first candidate was taken
    });

    it('is served from /images/<hash> on the site itself: a PNG of the stated size, never the SVG', async () => {
      const rendition = outcome.doc.site_logo!.renditions.find((r) => r.size === 96 && r.format === 'png')!;
      const response = await fetch(`${service.baseUrl}/images/${rendition.hash}`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('image/png');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).to.deep.equal(['png', 96, 96]);
    });

    it('is never fetched again: the trigger delivered once more (a replay) asks the site for nothing', async () => {
      const reactor = service.service.reactors.find((r) => r.name === 'listing-logo')!;
      const [created] = await service.service.events.readStream(listingStream(outcome.listingId), { maxCount: 1 });
      const before = site.requests.length;
      await reactor.apply(created!, service.service.documents);
      await reactor.idle();
      expect(site.requests.length).to.equal(before);
      const events = await service.service.events.readStream(listingStream(outcome.listingId));
      expect(events.filter((e) => e.type.startsWith('ListingLogo'))).to.have.length(1);
    });
  });

  describe('fallbacks', () => {
    it("the site's icon when logo_url is not a picture (HTML behind a picture's name)", async () => {
      resetSite();
      site.routes.set('/img/logo.svg', { type: 'image/svg+xml', body: '<html><body>not a logo</body></html>' });
      site.routes.set('/favicon.png', { type: 'image/png', body: await png(32, 32, '#00f') });
      const { doc } = await submitSite();
      expect(doc.site_logo).to.deep.include({ source: 'icon', url: `${site.base}/favicon.png` });
      expect(doc.site_logo!.evidence).to.deep.equal([
        { quote: `icon: ${site.base}/favicon.png`, url: `${site.base}/` },
      ]);
    });

    it('og:image when neither logo_url nor the icon can be taken', async () => {
      resetSite();
      site.routes.set('/img/og-card.png', { type: 'image/png', body: await png(1200, 630, '#a20') });
      const { doc } = await submitSite();
      expect(doc.site_logo).to.deep.include({ source: 'og_image', url: `${site.base}/img/og-card.png` });
    });

    it('none that can be taken: ListingLogoNotFound with what each came to, and nothing stored', async () => {
      resetSite();
      // A polyglot as the logo, robots.txt keeping the icon and og:image out of reach.
      site.routes.set('/img/logo.svg', {
        type: 'image/png',
        body: Buffer.concat([await png(16, 16, '#000'), Buffer.from('<script>alert(1)</script>')]),
      });
      site.routes.set('/robots.txt', {
        type: 'text/plain',
        body: 'User-agent: *\nDisallow: /favicon.png\nDisallow: /img/og-card.png\n',
      });
      try {
        const [requestsBefore, putsBefore] = [site.requests.length, blobs.puts];
        const { doc, events } = await submitSite();
        expect(doc.site_logo).to.equal(undefined);
        const notFound = events.find((e) => e.type === 'ListingLogoNotFound') as Extract<
          ListingEvent,
          { type: 'ListingLogoNotFound' }
        >;
        expect(notFound.data.tried.map((t) => `${t.source}:${t.reason}`)).to.deep.equal([
          'logo_url:polyglot',
          'icon:robots_disallowed',
          'og_image:robots_disallowed',
        ]);
        expect(site.requests.slice(requestsBefore)).to.not.include('/img/og-card.png');
        expect(blobs.puts, 'nothing stored').to.equal(putsBefore);
      } finally {
        site.routes.set('/robots.txt', { type: 'text/plain', body: 'User-agent: *\nDisallow: /about/history\n' });
      }
    });
  });
});
