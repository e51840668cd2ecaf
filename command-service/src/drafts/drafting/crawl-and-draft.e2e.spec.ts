/**
 * The crawl + draft pipeline end to end against a small company website on 127.0.0.1: facts from
 * allowed pages come back with quotes found in those pages; the founding year, city and country,
 * which only a page robots.txt disallows states, are null and that page is never requested; facts
 * stated nowhere are null.
 */
import { expect } from 'chai';
import { createSafeFetcher } from '@listings/shared/platform';
import type { CrawlResult, DraftProposal, Evidence } from '../drafting.ports.ts';
import { startFakeSite, type FakeSite } from '../crawling/fake-site.fixture.ts';
import { createSiteCrawler } from '../crawling/site-crawler.ts';
import { createDrafter } from './create-drafter.ts';
import { normaliseForEvidence } from './evidence.ts';

describe('crawl and draft (extractive), end to end', () => {
  let site: FakeSite;
  let crawl: CrawlResult;
  let draft: DraftProposal;

  before(async () => {
    site = await startFakeSite();
    const crawler = createSiteCrawler({
      // Loopback allowed by an explicit allow-list, as only tests do.
      fetcher: createSafeFetcher({
        userAgent: 'ListingsDirectoryBot/1.0 (+http://localhost/bot)',
        allowedAddresses: ['127.0.0.1'],
      }),
      sleep: async () => {},
    });
    crawl = await crawler.crawl(`${site.base}/`);
    draft = await createDrafter({}).draft(crawl);
  });
  after(() => site.close());

  const url = (path: string) => `${site.base}${path}`;
  /** Every quote occurs in the page it cites (visible text, or meta text for URLs). */
  const expectQuotesHold = (evidence: Evidence[], path?: string) => {
    expect(evidence, 'evidence').to.not.be.empty;
    for (const { quote, url: cited } of evidence) {
      const page = crawl.pages.find((candidate) => candidate.url === cited);
      expect(page, `cited page ${cited}`).to.not.equal(undefined);
      if (path) expect(cited).to.equal(url(path));
      expect(normaliseForEvidence(`${page!.text}\n${page!.metaText}`)).to.include(normaliseForEvidence(quote));
    }
  };
  const field = (name: keyof DraftProposal['fields']) => draft.fields[name]!;

  it('never requests the page robots.txt disallows', () => {
    expect(site.requests).to.not.include('/about/history');
    expect(crawl.skipped).to.deep.include({ url: url('/about/history'), reason: 'robots' });
  });

  it('drafts identity fields from the home page, with quotes from its visible text', () => {
    expect(field('name').value).to.equal('Acme Ledger');
    expectQuotesHold(field('name').evidence, '/');
    expect(field('tagline').value).to.equal('Bookkeeping on autopilot');
    expectQuotesHold(field('tagline').evidence, '/');
    expect(field('short_description').value).to.equal(
      'Acme Ledger reconciles your bank feeds and invoices automatically for small businesses.',
    );
    const homeText = crawl.pages.find((page) => page.url === url('/'))!.text;
    expect(homeText).to.include(field('short_description').evidence[0]!.quote); // visible, not only the meta tag
  });

  it('drafts the description and story from the about page', () => {
    expect(field('description').value).to.match(/^We spent years doing our own books by hand/);
    expectQuotesHold(field('description').evidence, '/about');
    expect(draft.story.story!.value).to.match(/^We spent years/);
    expectQuotesHold(draft.story.story!.evidence, '/about');
    expect(draft.story.problem!.value).to.match(/^Small businesses lose a day/);
  });

  it('drafts pricing from the pricing page', () => {
    expect(field('pricing_model').value).to.equal('freemium');
    expectQuotesHold(field('pricing_model').evidence, '/pricing');
    expect(field('pricing_summary').value).to.equal('Starter: $0; Pro: $29/month; Business: $99/month');
    expectQuotesHold(field('pricing_summary').evidence, '/pricing');
  });

  it('drafts features, usps and keywords', () => {
    expect(field('features').value).to.deep.equal([
      'Automatic bank reconciliation',
      'Invoice matching',
      'VAT reports',
      'Receipt scanning',
      'Multi-currency ledgers',
    ]);
    expectQuotesHold(field('features').evidence, '/features');
    expect(field('usps').value).to.deep.equal([
      'Set up in five minutes',
      'No accounting degree needed',
      'Your accountant gets read-only access',
    ]);
    expectQuotesHold(field('usps').evidence, '/');
    expect(field('keywords').value).to.deep.equal(['bookkeeping', 'accounting', 'invoices']);
    expectQuotesHold(field('keywords').evidence, '/');
  });

  it('drafts contact e-mail, logo, demo video and socials as stated', () => {
    expect(field('contact_email').value).to.equal('hello@acmeledger.test');
    expectQuotesHold(field('contact_email').evidence, '/contact');
    expect(field('logo_url').value).to.equal(url('/img/logo.svg'));
    expectQuotesHold(field('logo_url').evidence, '/');
    expect(field('demo_video_url').value).to.equal('https://www.youtube.com/watch?v=acme12345');
    expectQuotesHold(field('demo_video_url').evidence);
    expect(
      Object.fromEntries(Object.entries(draft.company_socials).map(([platform, entry]) => [platform, entry.value])),
    ).to.deep.equal({
      x: 'https://x.com/acmeledger',
      linkedin: 'https://www.linkedin.com/company/acme-ledger',
      github: 'https://github.com/acme-ledger',
    });
    for (const entry of Object.values(draft.company_socials)) expectQuotesHold(entry.evidence);
    expect(draft.founder_socials.linkedin!.value).to.equal('https://www.linkedin.com/in/janedoe');
  });

  it('drafts founders from the team page (not the investor beside them) and FAQs from the FAQ page', () => {
    expect(draft.rejected?.find((entry) => entry.field === 'founders')).to.deep.include({
      value: 'Dana Whitfield',
    });
    expect(draft.founders.map((founder) => founder.value)).to.deep.equal([
      {
        name: 'Jane Doe',
        title: 'Co-founder & CEO',
        bio: 'Jane ran the books of three restaurants before starting Acme Ledger.',
      },
      { name: 'John Roe', title: 'Co-founder & CTO' },
    ]);
    for (const founder of draft.founders) expectQuotesHold(founder.evidence, '/team');
    expect(draft.faqs.map((faq) => faq.value.question)).to.deep.equal([
      'Can my accountant access my books?',
      'Which banks do you support?',
    ]);
    for (const faq of draft.faqs) expectQuotesHold(faq.evidence, '/faq');
  });

  it('leaves null what only the disallowed page states (founded year, city, country)', () => {
    for (const name of ['founded_year', 'city', 'country'] as const) {
      expect(field(name), name).to.deep.equal({ value: null, evidence: [] });
    }
    // The copyright line "© 2019–2026" on every page is not taken for a founding year.
    expect(JSON.stringify(draft)).to.not.include('2017').and.not.include('Lisbon');
  });

  it('takes no stage from a paid plan (a price states none: issue 34), and tags from the feature list', () => {
    expect(field('stage')).to.deep.equal({ value: null, evidence: [] });
    expect(field('tags').value).to.include.members(['Invoice matching', 'VAT reports', 'Receipt scanning']);
    expectQuotesHold(field('tags').evidence);
  });

  it('leaves null what no page states (categories need the live tree, which this drafter was not given)', () => {
    expect(field('categories')).to.deep.equal({ value: null, evidence: [] });
    expect(draft.milestones).to.deep.equal([]);
    expect(draft.story.whats_next).to.equal(undefined);
  });
});
