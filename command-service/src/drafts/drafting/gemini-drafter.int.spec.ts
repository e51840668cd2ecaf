/**
 * The Gemini drafter against a fake Gemini endpoint on 127.0.0.1 speaking the REST protocol the SDK
 * uses: POST {base}/v1beta/models/{model}:generateContent, key in x-goog-api-key, JSON body with
 * contents, systemInstruction and generationConfig (responseMimeType, responseSchema).
 */
import { DRAFT_FIELDS } from '@listings/shared/contracts/drafts';
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CrawledPage, CrawlResult } from '../drafting.ports.ts';
import { parsePage } from '../crawling/page-text.ts';
import { SITE_PAGES } from '../crawling/fake-site.fixture.ts';
import { createDrafter, drafterConfigFromEnv } from './create-drafter.ts';
import { DEFAULT_GEMINI_MODEL, DrafterError, GeminiDrafter, parseProposal } from './gemini-drafter.ts';

const pageOf = (url: string, kind: CrawledPage['kind'], html: string): CrawledPage => {
  const parsed = parsePage(html, url);
  return { url, kind, html, title: parsed.title, text: parsed.text, metaText: parsed.metaText };
};

describe('GeminiDrafter (fake Gemini endpoint)', () => {
  let server: http.Server;
  let base: string;
  const calls: { method: string; url: string; headers: http.IncomingHttpHeaders; body: any }[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };

  const site: CrawlResult = {
    startUrl: 'https://acme.test/',
    finalUrl: 'https://acme.test/',
    skipped: [],
    pages: [
      pageOf('https://acme.test/', 'home', SITE_PAGES['/']!),
      pageOf('https://acme.test/pricing', 'pricing', SITE_PAGES['/pricing']!),
    ],
  };
  const modelAnswer = (proposal: unknown) => ({
    status: 200,
    body: {
      candidates: [
        { content: { role: 'model', parts: [{ text: JSON.stringify(proposal) }] }, finishReason: 'STOP', index: 0 },
      ],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
      modelVersion: 'fake',
    },
  });

  before(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        calls.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: raw ? JSON.parse(raw) : null,
        });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    calls.length = 0;
  });

  it('sends the model, the page texts, the instructions and the proposal schema', async () => {
    answer = modelAnswer({
      fields: {},
      faqs: [],
      founders: [],
      company_socials: {},
      founder_socials: {},
      story: {},
      milestones: [],
    });
    await new GeminiDrafter({ apiKey: 'test-key', model: 'gemini-test-flash', baseUrl: base }).draft(site);
    expect(calls).to.have.length(1);
    const call = calls[0]!;
    expect(call.method).to.equal('POST');
    expect(call.url).to.equal('/v1beta/models/gemini-test-flash:generateContent');
    expect(call.headers['x-goog-api-key']).to.equal('test-key');
    const prompt = call.body.contents[0].parts[0].text as string;
    expect(prompt).to.include('=== PAGE url=https://acme.test/ kind=home ===');
    expect(prompt).to.include('Acme Ledger reconciles your bank feeds');
    expect(prompt).to.include('=== PAGE url=https://acme.test/pricing kind=pricing ===');
    expect(prompt).to.include('$29/month');
    expect(prompt).to.include('link: https://x.com/acmeledger'); // meta text too
    expect(JSON.stringify(call.body.systemInstruction)).to.include('set value to null');
    const config = call.body.generationConfig;
    expect(config.responseMimeType).to.equal('application/json');
    expect(config.temperature).to.equal(0);
    const schema = config.responseSchema;
    expect(schema.type).to.equal('OBJECT');
    expect(Object.keys(schema.properties.fields.properties)).to.deep.equal(DRAFT_FIELDS);
    expect(schema.properties.fields.properties.features.properties.value).to.deep.include({
      type: 'ARRAY',
      nullable: true,
    });
    expect(schema.properties.fields.properties.name.properties.evidence.items.required).to.deep.equal(['quote', 'url']);
    expect(Object.keys(schema.properties.company_socials.properties)).to.include('linkedin');
    expect(Object.keys(schema.properties.story.properties)).to.include('why_started');
  });

  it('parses the answer, and evidence enforcement nulls invented values', async () => {
    answer = modelAnswer({
      fields: {
        name: {
          value: 'Acme Ledger',
          evidence: [{ quote: 'Acme Ledger reconciles your bank feeds', url: 'https://acme.test/' }],
        },
        tagline: {
          value: 'Bookkeeping on autopilot',
          evidence: [{ quote: 'Bookkeeping on autopilot', url: 'https://acme.test/' }],
        },
        pricing_model: {
          value: 'freemium',
          evidence: [
            { quote: 'Free forever for one bank account', url: 'https://acme.test/pricing' },
            { quote: '$29/month', url: 'https://acme.test/pricing' },
          ],
        },
        city: { value: 'Berlin', evidence: [{ quote: 'Headquartered in Berlin', url: 'https://acme.test/' }] }, // invented
        founded_year: { value: '2011', evidence: [{ quote: 'Bookkeeping on autopilot', url: 'https://acme.test/' }] }, // real quote, invented year
        stage: { value: 'beta', evidence: [] }, // no evidence
        features: {
          value: ['Invoice matching', 'VAT reports'],
          evidence: [
            { quote: 'Invoice matching', url: 'https://acme.test/' },
            { quote: 'VAT reports', url: 'https://acme.test/' },
          ],
        },
        country: { value: null, evidence: [] },
        tags: { value: 'not a list', evidence: [{ quote: 'Invoice matching', url: 'https://acme.test/' }] }, // malformed
        unknown_field: { value: 'x', evidence: [] },
      },
      faqs: [
        {
          value: { question: 'Is it free?', answer: 'Yes' },
          evidence: [{ quote: 'Is there a free plan? Yes!', url: 'https://acme.test/' }],
        },
      ],
      founders: [
        {
          value: { name: 'Jane Doe', title: 'CEO' },
          evidence: [{ quote: 'Jane Doe, CEO', url: 'https://acme.test/' }],
        },
      ],
      company_socials: {
        x: {
          value: 'https://x.com/acmeledger',
          evidence: [{ quote: 'link: https://x.com/acmeledger', url: 'https://acme.test/' }],
        },
        facebook: {
          value: 'https://facebook.com/acme',
          evidence: [{ quote: 'https://facebook.com/acme', url: 'https://acme.test/' }],
        },
      },
      founder_socials: {},
      story: {},
      milestones: [
        {
          value: { date: '2019-05-01', title: 'Launched' },
          evidence: [{ quote: 'Launched on 1 May 2019', url: 'https://acme.test/' }],
        },
      ],
    });
    const drafter = createDrafter({ geminiApiKey: 'test-key', geminiModel: 'gemini-test-flash', geminiBaseUrl: base });
    expect(drafter.kind).to.equal('gemini');
    const draft = await drafter.draft(site);
    expect(draft.fields.name!.value).to.equal('Acme Ledger');
    expect(draft.fields.tagline!.value).to.equal('Bookkeeping on autopilot');
    expect(draft.fields.pricing_model!.value).to.equal('freemium');
    expect(draft.fields.features!.value).to.deep.equal(['Invoice matching', 'VAT reports']);
    for (const invented of ['city', 'founded_year', 'stage', 'country', 'tags'] as const) {
      expect(draft.fields[invented], invented).to.deep.equal({ value: null, evidence: [] });
    }
    expect(Object.keys(draft.fields)).to.have.members(DRAFT_FIELDS);
    expect(draft.faqs).to.deep.equal([]);
    expect(draft.founders).to.deep.equal([]);
    expect(Object.keys(draft.company_socials)).to.deep.equal(['x']);
    expect(draft.milestones).to.deep.equal([]);
  });

  it('asks only for the fields of a redraft', async () => {
    answer = modelAnswer({
      fields: {
        tagline: {
          value: 'Bookkeeping on autopilot',
          evidence: [{ quote: 'Bookkeeping on autopilot', url: 'https://acme.test/' }],
        },
      },
    });
    const draft = await createDrafter({ geminiApiKey: 'k', geminiBaseUrl: base }).draft(site, { fields: ['tagline'] });
    expect(calls[0]!.url).to.equal(`/v1beta/models/${DEFAULT_GEMINI_MODEL}:generateContent`);
    expect(Object.keys(calls[0]!.body.generationConfig.responseSchema.properties.fields.properties)).to.deep.equal([
      'tagline',
    ]);
    expect(calls[0]!.body.contents[0].parts[0].text).to.include('Draft only these fields: tagline.');
    expect(draft.fields).to.deep.equal({
      tagline: {
        value: 'Bookkeeping on autopilot',
        evidence: [{ quote: 'Bookkeeping on autopilot', url: 'https://acme.test/' }],
      },
    });
  });

  it('reports a failing endpoint and an answer that is not JSON as DrafterErrors', async () => {
    answer = { status: 400, body: { error: { code: 400, message: 'API key not valid', status: 'INVALID_ARGUMENT' } } };
    const drafter = new GeminiDrafter({ apiKey: 'bad', baseUrl: base });
    try {
      await drafter.draft(site);
      expect.fail('should fail');
    } catch (error) {
      expect(error).to.be.instanceOf(DrafterError);
      expect((error as DrafterError).code).to.equal('ai_unavailable');
    }
    answer = {
      status: 200,
      body: { candidates: [{ content: { role: 'model', parts: [{ text: 'Sorry, I cannot.' }] } }] },
    };
    try {
      await drafter.draft(site);
      expect.fail('should fail');
    } catch (error) {
      expect((error as DrafterError).code).to.equal('ai_bad_response');
    }
  });

  it('applies the draft limits when parsing', () => {
    const parsed = parseProposal({
      fields: {
        keywords: { value: Array.from({ length: 30 }, (_, i) => `k${i}`), evidence: [] },
        tagline: { value: 'x'.repeat(900), evidence: [] },
      },
      faqs: Array.from({ length: 12 }, () => ({ value: { question: 'q', answer: 'a' }, evidence: [] })),
    });
    expect(parsed.fields.keywords!.value).to.have.length(20);
    expect(parsed.fields.tagline!.value).to.have.length(500);
    expect(parsed.faqs).to.have.length(10);
  });

  it('is chosen only when GEMINI_API_KEY is set', () => {
    expect(createDrafter(drafterConfigFromEnv({})).kind).to.equal('extractive');
    const config = drafterConfigFromEnv({ GEMINI_API_KEY: 'k', GEMINI_BASE_URL: base });
    expect(config).to.deep.equal({ geminiApiKey: 'k', geminiModel: DEFAULT_GEMINI_MODEL, geminiBaseUrl: base });
    expect(createDrafter(config).kind).to.equal('gemini');
  });
});
