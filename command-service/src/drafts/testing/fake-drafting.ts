/**
 * Fake crawler and drafter for tests: sites are given as pages by URL; the drafter reads
 * `key: value` lines from the pages' text (value quoted as evidence), so tests control every value.
 */
import { DRAFT_FIELDS } from '@listings/shared/contracts/drafts';
import {
  CrawlError,
  type CrawlResult,
  type DraftProposal,
  type Drafter,
  type DraftFieldName,
  type SiteCrawler,
} from '../drafting.ports.ts';

/** `https://acme.test/` for `https://acme.test` and the other way round (only the root's slash differs). */
const sameSite = (url: string): string => (url.endsWith('/') ? url.slice(0, -1) : `${url}/`);

export class FakeCrawler implements SiteCrawler {
  readonly calls: string[] = [];
  /** url → visible text of its home page, or a CrawlError to throw. */
  private readonly sites: Record<string, string | CrawlError>;
  private readonly delayMs;

  constructor(sites: Record<string, string | CrawlError> = {}, delayMs = 0) {
    this.sites = sites;
    this.delayMs = delayMs;
  }

  set(url: string, text: string | CrawlError): void {
    this.sites[url] = text;
  }

  async crawl(url: string): Promise<CrawlResult> {
    this.calls.push(url);
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    // The API stores a submitted URL normalised (`https://acme.test` as `https://acme.test/`): a site
    // given either way is found, and its page is the URL it was given under.
    const page = url in this.sites ? url : sameSite(url);
    const site = this.sites[page];
    if (site === undefined) throw new CrawlError('unreachable', `${url} did not answer.`);
    if (site instanceof CrawlError) throw site;
    return {
      startUrl: url,
      finalUrl: page,
      pages: [{ url: page, kind: 'home', title: 'Home', text: site, html: `<p>${site}</p>` }],
      skipped: [],
    };
  }
}

const LIST_FIELDS: readonly DraftFieldName[] = ['categories', 'tags', 'features', 'usps', 'keywords'];

export class FakeDrafter implements Drafter {
  readonly calls: { fields?: DraftFieldName[] }[] = [];
  failWith: Error | null = null;

  async draft(site: CrawlResult, options: { fields?: DraftFieldName[] } = {}): Promise<DraftProposal> {
    this.calls.push(options);
    if (this.failWith) throw this.failWith;
    const lines = new Map<string, { value: string; url: string }>();
    for (const page of site.pages) {
      for (const line of page.text.split('\n')) {
        const match = /^\s*([a-z_]+):\s*(.+)$/.exec(line);
        if (match) lines.set(match[1], { value: match[2].trim(), url: page.url });
      }
    }
    const wanted = options.fields ?? DRAFT_FIELDS;
    const fields: DraftProposal['fields'] = {};
    for (const field of wanted) {
      const found = lines.get(field);
      fields[field] = found
        ? {
            value: LIST_FIELDS.includes(field) ? found.value.split(',').map((v) => v.trim()) : found.value,
            evidence: [{ quote: found.value, url: found.url }],
          }
        : { value: null, evidence: [] };
    }
    const faq = lines.get('faq');
    const founder = lines.get('founder');
    return {
      fields,
      faqs: faq
        ? [
            {
              value: { question: faq.value.split('|')[0], answer: faq.value.split('|')[1] ?? '' },
              evidence: [{ quote: faq.value, url: faq.url }],
            },
          ]
        : [],
      founders: founder
        ? [{ value: { name: founder.value }, evidence: [{ quote: founder.value, url: founder.url }] }]
        : [],
      company_socials: {},
      founder_socials: {},
      story: {},
      milestones: [],
    };
  }
}
