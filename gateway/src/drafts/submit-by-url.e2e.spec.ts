/**
 * Submit by URL through the API with the real crawler and extractive drafter: a small company
 * website on 127.0.0.1 whose robots.txt disallows one page. Facts on the allowed pages come back with
 * quotes found in those pages; what only the disallowed page states is absent, and that page is
 * never requested; facts stated nowhere are not_found and listed as missing. With the default
 * fetch settings, private and loopback targets are refused.
 */
import { expect } from 'chai';
import { createSafeFetcher } from '@listings/shared/platform';
import { createSiteCrawler, createDrafter, normaliseForEvidence } from '@listings/command-service/drafts';
import { startFakeSite, SITE_PAGES, type FakeSite } from '@listings/command-service/drafts/testing';
import { startTestService, type TestService } from '../testing/test-service.ts';

const USER_AGENT = 'ListingsDirectoryBot/1.0 (+http://localhost/bot)';

describe('submit by URL with the real crawler and drafter', function () {
  this.timeout(60_000);
  let site: FakeSite;

  before(async () => {
    site = await startFakeSite();
  });
  after(() => site.close());

  const untilSettled = async (service: TestService, key: string, id: string) => {
    for (let i = 0; i < 200; i++) {
      const { body } = await service.call('GET', `/drafts/${id}`, { key });
      if (!['crawling', 'drafting'].includes(body.status)) return body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the draft never settled');
  };

  describe('a site on 127.0.0.1, allowed by the test-only allow-list', () => {
    let service: TestService;
    let draft: any;

    before(async () => {
      service = await startTestService(
        {},
        {
          drafting: {
            crawler: createSiteCrawler({
              fetcher: createSafeFetcher({ userAgent: USER_AGENT, allowedAddresses: ['127.0.0.1'] }),
              sleep: async () => {},
            }),
            drafter: createDrafter({}),
          },
        },
      );
      const { key } = await service.createKey(['account:read', 'listings:write']);
      const submitted = await service.call('POST', '/drafts', { key, body: { url: `${site.base}/` } });
      expect(submitted.status).to.equal(201);
      expect(submitted.body.status).to.equal('crawling');
      draft = await untilSettled(service, key, submitted.body.id);
    });
    after(() => service.close());

    it('reaches ready', () => {
      expect(draft.status).to.equal('ready');
    });

    it('backs every drafted value with quotes that occur in the allowed pages they cite', () => {
      const drafted = Object.entries(draft.fields as Record<string, any>).filter(([, field]) => field.state === 'ai');
      expect(drafted.map(([name]) => name)).to.include.members([
        'name',
        'tagline',
        'description',
        'features',
        'pricing_model',
        'contact_email',
      ]);
      for (const [name, field] of drafted) {
        expect(field.evidence, name).to.not.be.empty;
        for (const { quote, url } of field.evidence) {
          const path = new URL(url).pathname;
          expect(path, `${name} cites ${url}`).to.not.equal('/about/history');
          const html = SITE_PAGES[path];
          expect(html, `${name} cites a page of the site`).to.be.a('string');
          const text = normaliseForEvidence(html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&'));
          const meta = normaliseForEvidence(html);
          // Addresses on the site itself are quoted resolved (absolute); the markup has them relative.
          const said = normaliseForEvidence(quote.startsWith(site.base) ? quote.slice(site.base.length) : quote);
          expect(text.includes(said) || meta.includes(said), `${name}: "${quote}" in ${path}`).to.equal(true);
        }
      }
      expect(draft.fields.name.value).to.equal('Acme Ledger');
    });

    it('leaves out what only the disallowed page states, and never requests it', () => {
      expect(site.requests).to.include('/robots.txt');
      expect(site.requests).to.not.include('/about/history');
      for (const field of ['founded_year', 'city', 'country']) {
        expect(draft.fields[field]).to.include({ value: null, state: 'not_found' });
        expect(draft.missing).to.include(field);
      }
    });

    it('leaves facts stated nowhere as not_found and lists them as missing', () => {
      // The test service has no categories, so there is nothing to choose from.
      expect(draft.fields.categories).to.include({ value: null, state: 'not_found' });
      expect(draft.missing).to.include('categories');
      expect(draft.completeness).to.be.within(1, 99);
    });
  });

  describe('by default (no development setting)', () => {
    /** Submits `url` to a service whose fetcher has the default (production) address policy. */
    const submitRefused = async (url: string, resolver?: Parameters<typeof createSafeFetcher>[0]['resolver']) => {
      const fetcher = createSafeFetcher({ userAgent: USER_AGENT, ...(resolver ? { resolver } : {}) });
      const service = await startTestService(
        {},
        { drafting: { crawler: createSiteCrawler({ fetcher, sleep: async () => {} }), drafter: createDrafter({}) } },
      );
      try {
        const before = site.requests.length;
        const { key } = await service.createKey(['account:read', 'listings:write']);
        const submitted = await service.call('POST', '/drafts', { key, body: { url } });
        const draft = await untilSettled(service, key, submitted.body.id);
        expect(draft.status).to.equal('failed');
        expect(JSON.stringify(draft)).to.include('unsafe_address');
        expect(site.requests.length, 'the site was asked').to.equal(before);
      } finally {
        await service.close();
      }
    };

    it('refuses a loopback target: the draft fails with unsafe_address and the site is never asked', () =>
      submitRefused(`${site.base}/`));

    it('a site that does not answer fails as unreachable, and the document names failed and its codes', async () => {
      const closed = await startFakeSite();
      const url = `${closed.base}/`;
      await closed.close();
      const fetcher = createSafeFetcher({ userAgent: USER_AGENT, allowedAddresses: ['127.0.0.1'] });
      const service = await startTestService(
        {},
        { drafting: { crawler: createSiteCrawler({ fetcher, sleep: async () => {} }), drafter: createDrafter({}) } },
      );
      try {
        const { key } = await service.createKey(['account:read', 'listings:write']);
        const submitted = await service.call('POST', '/drafts', { key, body: { url } });
        const draft = await untilSettled(service, key, submitted.body.id);
        expect(draft.status).to.equal('failed');
        expect(draft.failure.code).to.equal('unreachable');
        const document: any = await (await fetch(`${service.baseUrl}/v1/openapi.json`)).json();
        const schema = document.components.schemas.Draft.properties;
        expect(schema.status.enum).to.include('failed');
        expect(schema.status.description).to.match(/failed \(/);
        expect(schema.failure.anyOf ?? [schema.failure]).to.satisfy((variants: any[]) =>
          variants.some((v) => v.properties?.code?.enum?.includes('unreachable')),
        );
      } finally {
        await service.close();
      }
    });

    it('refuses a hostname that resolves to 127.0.0.1', () =>
      submitRefused(`http://innocent-looking.example:${new URL(site.base).port}/`, async () => [
        { address: '127.0.0.1', family: 4 as const },
      ]));
  });
});
