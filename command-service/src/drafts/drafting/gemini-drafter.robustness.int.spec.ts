/**
 * The Gemini path against a fake Gemini REST endpoint on 127.0.0.1 that answers badly on purpose:
 * overloaded (503, retried with backoff), silent (the per-attempt timeout), cut off at the token
 * limit, malformed, and hallucinating (quotes that are not on the site, an investor as a founder, a
 * customer's handle, a trial as freemium, a stage from a price). Whatever it answers, no value that
 * the pages do not state survives: the verifier (createDrafter's wrapper) catches it and says why.
 * The cost ceiling bounds the request, and the tokens used are logged.
 */
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CrawledPage, CrawlResult } from '../drafting.ports.ts';
import { parsePage } from '../crawling/page-text.ts';
import { createDrafter } from './create-drafter.ts';
import { budgetFor, DrafterError, GeminiDrafter } from './gemini-drafter.ts';

const HOME = 'https://tallybird.test/';
const TEAM = 'https://tallybird.test/team';
const pageOf = (url: string, kind: CrawledPage['kind'], html: string): CrawledPage => {
  const parsed = parsePage(html, url);
  return { url, kind, html, title: parsed.title, text: parsed.text, metaText: parsed.metaText };
};
const site: CrawlResult = {
  startUrl: HOME,
  finalUrl: HOME,
  skipped: [],
  pages: [
    pageOf(
      HOME,
      'home',
      `<html><head><title>Tallybird</title></head><body><header><a href="https://x.com/tallybirdapp">X</a></header>
      <h1>Time tracking for small agencies</h1><p>Start with a 14-day free trial.</p><p>$12 per user per month</p>
      <blockquote>"Love it" — <a href="https://x.com/reyesstudio">@reyesstudio</a></blockquote></body></html>`,
    ),
    pageOf(
      TEAM,
      'team',
      `<html><body><h2>Aino Virtanen</h2><p>Co-founder &amp; CEO</p>
      <h2>Dana Whitfield</h2><p>Founder &amp; Managing Partner, Northwind Ventures</p></body></html>`,
    ),
  ],
};

type Reply = { status: number; body: unknown } | 'hang';
const answerWith = (text: string, finishReason = 'STOP') => ({
  status: 200,
  body: {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason, index: 0 }],
    usageMetadata: { promptTokenCount: 1200, candidatesTokenCount: 300, totalTokenCount: 1500 },
  },
});
const overloaded = { status: 503, body: { error: { code: 503, message: 'overloaded', status: 'UNAVAILABLE' } } };
const emptyProposal = {
  fields: {},
  faqs: [],
  founders: [],
  company_socials: {},
  founder_socials: {},
  story: {},
  milestones: [],
};

describe('the Gemini path against a misbehaving fake endpoint', function () {
  this.timeout(20_000);
  let server: http.Server;
  let base: string;
  let replies: Reply[] = [];
  const requests: any[] = [];
  const held: http.ServerResponse[] = [];
  const logged: { message: string; fields?: Record<string, unknown> }[] = [];
  const logger = {
    info: (message: string, fields?: Record<string, unknown>) => logged.push({ message, fields }),
    warn: (message: string, fields?: Record<string, unknown>) => logged.push({ message, fields }),
  };
  const fast = { retry: { attempts: 3, initialDelaySeconds: 0.01, maxDelaySeconds: 0.05 }, logger };

  before(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        requests.push(JSON.parse(raw));
        const reply = replies.shift() ?? answerWith(JSON.stringify(emptyProposal));
        if (reply === 'hang') {
          held.push(res);
          return;
        }
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    replies = [];
    requests.length = 0;
    logged.length = 0;
  });

  const drafter = (settings: Partial<ConstructorParameters<typeof GeminiDrafter>[0]> = {}) =>
    new GeminiDrafter({ apiKey: 'k', model: 'gemini-test', baseUrl: base, ...fast, ...settings });
  const failure = async (promise: Promise<unknown>): Promise<DrafterError> => {
    try {
      await promise;
    } catch (error) {
      expect(error).to.be.instanceOf(DrafterError);
      return error as DrafterError;
    }
    return expect.fail('should have failed');
  };

  it('retries an overloaded endpoint with backoff, then drafts', async () => {
    replies = [overloaded, overloaded, answerWith(JSON.stringify(emptyProposal))];
    await drafter().draft(site);
    expect(requests).to.have.length(3);
  });

  it('gives up after the last attempt: ai_unavailable', async () => {
    replies = [overloaded, overloaded, overloaded, overloaded];
    expect((await failure(drafter().draft(site))).code).to.equal('ai_unavailable');
    expect(requests).to.have.length(3);
  });

  it('ends an attempt that gets no answer at its timeout', async () => {
    replies = ['hang'];
    const error = await failure(drafter({ timeoutMs: 200, retry: { attempts: 1 } }).draft(site));
    expect(error.code).to.equal('ai_unavailable');
  });

  it('refuses an answer cut off at the token limit, and one that is not whole JSON', async () => {
    const whole = JSON.stringify({ ...emptyProposal, fields: { name: { value: 'Tallybird', evidence: [] } } });
    replies = [answerWith(whole.slice(0, 40), 'MAX_TOKENS')];
    const cut = await failure(drafter().draft(site));
    expect(cut.code).to.equal('ai_bad_response');
    expect(cut.message).to.match(/cut off/);
    replies = [answerWith(whole.slice(0, 40))];
    expect((await failure(drafter().draft(site))).code).to.equal('ai_bad_response');
  });

  it('drafts nothing from a malformed answer (wrong types everywhere)', async () => {
    replies = [
      answerWith(
        JSON.stringify({
          fields: { name: 'Tallybird', stage: { value: 42, evidence: 'Time tracking' }, tags: { value: [1, 2] } },
          faqs: 'none',
          founders: [{ value: 'Aino' }],
          company_socials: [],
        }),
      ),
    ];
    const draft = await createDrafter({ geminiApiKey: 'k', geminiBaseUrl: base, gemini: fast }).draft(site);
    for (const [field, entry] of Object.entries(draft.fields))
      expect(entry, field).to.deep.equal({ value: null, evidence: [] });
    expect(draft.founders).to.deep.equal([]);
    expect(draft.faqs).to.deep.equal([]);
    expect(draft.company_socials).to.deep.equal({});
  });

  it('keeps nothing a hallucinating answer invents, and says why for each', async () => {
    const q = (quote: string, url = HOME) => ({ quote, url });
    replies = [
      answerWith(
        JSON.stringify({
          ...emptyProposal,
          fields: {
            name: { value: 'Tallybird', evidence: [q('Tallybird')] },
            tagline: { value: 'Time tracking for small agencies', evidence: [q('Time tracking for small agencies')] },
            stage: { value: 'launched', evidence: [q('$12 per user per month')] },
            pricing_model: {
              value: 'freemium',
              evidence: [q('Start with a 14-day free trial.'), q('$12 per user per month')],
            },
            city: { value: 'Helsinki', evidence: [q('Our office is in Helsinki')] },
            contact_email: { value: 'hello@tallybird.test', evidence: [q('Time tracking for small agencies')] },
          },
          founders: [
            {
              value: { name: 'Aino Virtanen', title: 'Co-founder & CEO' },
              evidence: [q('Aino Virtanen\nCo-founder & CEO', TEAM)],
            },
            {
              value: { name: 'Dana Whitfield', title: 'Founder & Managing Partner, Northwind Ventures' },
              evidence: [q('Dana Whitfield\nFounder & Managing Partner, Northwind Ventures', TEAM)],
            },
            { value: { name: 'Ola Berg', title: 'Co-founder' }, evidence: [q('Ola Berg, Co-founder', TEAM)] },
          ],
          company_socials: {
            x: { value: 'https://x.com/reyesstudio', evidence: [q('https://x.com/reyesstudio')] },
          },
        }),
      ),
    ];
    const draft = await createDrafter({ geminiApiKey: 'k', geminiBaseUrl: base, gemini: fast }).draft(site);
    expect(draft.fields.name!.value).to.equal('Tallybird');
    expect(draft.fields.tagline!.value).to.equal('Time tracking for small agencies');
    expect(draft.founders.map((founder) => founder.value?.name)).to.deep.equal(['Aino Virtanen']);
    for (const field of ['stage', 'pricing_model', 'city', 'contact_email'] as const)
      expect(draft.fields[field], field).to.deep.equal({ value: null, evidence: [] });
    expect(draft.company_socials).to.deep.equal({});
    const reasons = Object.fromEntries(
      (draft.rejected ?? []).map((entry) => [`${entry.field} ${entry.value}`, entry.reason]),
    );
    expect(reasons).to.deep.include({
      'stage launched': 'a price does not state a stage',
      'pricing_model freemium': 'a free trial is not a free plan',
      'city Helsinki': `the quote is not on ${HOME}`,
      'contact_email hello@tallybird.test': '"hello@tallybird.test" is not in its quote',
      'founders Ola Berg': `the quote is not on ${TEAM}`,
    });
    expect(reasons['founders Dana Whitfield']).to.match(/Managing Partner/);
    expect(reasons['company_socials.x https://x.com/reyesstudio']).to.match(/testimonial/);
  });

  it('keeps a draft under its cost ceiling, and logs the tokens it used', async () => {
    await drafter().draft(site);
    const usage = logged.find((entry) => entry.message === 'gemini draft')!.fields!;
    expect(usage).to.deep.include({ inputTokens: 1200, outputTokens: 300, totalTokens: 1500, model: 'gemini-test' });
    expect(usage.costUsd).to.equal(Number(((1200 * 0.3 + 300 * 2.5) / 1_000_000).toFixed(6)));
    expect(requests[0].generationConfig.maxOutputTokens).to.equal(16_384);

    // A lower ceiling: less page text and a smaller answer are asked for.
    const tight = { maxCostUsd: 0.02, maxPromptChars: 120_000 };
    const expected = budgetFor(tight, 0)!;
    expect(expected.maxOutputTokens).to.be.below(16_384);
    requests.length = 0;
    await drafter(tight).draft(site);
    expect(requests[0].generationConfig.maxOutputTokens).to.be.at.most(expected.maxOutputTokens);

    // A ceiling below any useful draft: refused before a request is made.
    requests.length = 0;
    const refused = await failure(drafter({ maxCostUsd: 0.0001 }).draft(site));
    expect(refused.message).to.match(/cost ceiling/);
    expect(requests).to.have.length(0);
  });
});
