import { expect } from 'chai';
import type { CrawledPage, CrawlResult, DraftProposal, Drafter } from '../drafting.ports.ts';
import { parsePage } from '../crawling/page-text.ts';
import { SITE_PAGES } from '../crawling/fake-site.fixture.ts';
import { compareWithCompetitor, similarFeatures } from './competitor.ts';
import { createDrafter } from './create-drafter.ts';

const pageOf = (url: string, kind: CrawledPage['kind'], html: string): CrawledPage => {
  const parsed = parsePage(html, url);
  return { url, kind, html, title: parsed.title, text: parsed.text, metaText: parsed.metaText };
};
const siteOf = (...pages: CrawledPage[]): CrawlResult => ({
  startUrl: pages[0]!.url,
  finalUrl: pages[0]!.url,
  pages,
  skipped: [],
});

const ours = siteOf(
  pageOf('https://acme.test/', 'home', SITE_PAGES['/']!),
  pageOf('https://acme.test/pricing', 'pricing', SITE_PAGES['/pricing']!),
);
const theirs = siteOf(
  pageOf(
    'https://rival.test/',
    'home',
    `<html><head><title>Rival Books | Accounting for freelancers</title></head><body>
     <h1>Accounting for freelancers</h1>
     <h2>Features</h2><ul><li>Bank reconciliation, automatic</li><li>Invoice matching</li><li>Time tracking</li></ul>
     <h2>Pricing</h2><p>Solo</p><p>$15/month</p></body></html>`,
  ),
);

describe('compareWithCompetitor', () => {
  it('matches features by their words', () => {
    expect(similarFeatures('Automatic bank reconciliation', 'Bank reconciliation, automatic')).to.equal(true);
    expect(similarFeatures('Invoice matching', 'Invoices matching')).to.equal(true);
    expect(similarFeatures('VAT reports', 'Time tracking')).to.equal(false);
  });

  it('compares features and pricing, keeping evidence from both sites', async () => {
    const drafter = createDrafter({});
    const own = await drafter.draft(ours);
    const comparison = await compareWithCompetitor(own, theirs, drafter);
    expect(comparison.competitor.url).to.equal('https://rival.test/');
    expect(comparison.competitor.name.value).to.equal('Rival Books');
    expect(comparison.competitor.tagline.value).to.equal('Accounting for freelancers');
    expect(comparison.shared_features.map((pair) => [pair.ours.value, pair.theirs.value])).to.deep.equal([
      ['Automatic bank reconciliation', 'Bank reconciliation, automatic'],
      ['Invoice matching', 'Invoice matching'],
    ]);
    expect(comparison.shared_features[0]!.theirs.evidence).to.deep.equal([
      { quote: 'Bank reconciliation, automatic', url: 'https://rival.test/' },
    ]);
    expect(comparison.shared_features[0]!.ours.evidence[0]!.url).to.equal('https://acme.test/');
    expect(comparison.only_ours.map((entry) => entry.value)).to.deep.equal(['VAT reports', 'Receipt scanning']);
    expect(comparison.only_theirs.map((entry) => entry.value)).to.deep.equal(['Time tracking']);
    expect(comparison.pricing.ours.pricing_model.value).to.equal('freemium');
    expect(comparison.pricing.theirs.pricing_model.value).to.equal('subscription');
    expect(comparison.pricing.theirs.pricing_summary.value).to.equal('Solo: $15/month');
    expect(comparison.pricing.theirs.pricing_summary.evidence[0]!.url).to.equal('https://rival.test/');
  });

  it("enforces evidence on the competitor's draft whatever the drafter says", async () => {
    const lying: Drafter = {
      async draft(): Promise<DraftProposal> {
        return {
          fields: {
            name: { value: 'Rival Books', evidence: [{ quote: 'Rival Books', url: 'https://rival.test/' }] },
            features: {
              value: ['Teleportation'],
              evidence: [{ quote: 'We teleport invoices', url: 'https://rival.test/' }],
            },
          },
          faqs: [],
          founders: [],
          company_socials: {},
          founder_socials: {},
          story: {},
          milestones: [],
        };
      },
    };
    const comparison = await compareWithCompetitor(await createDrafter({}).draft(ours), theirs, lying);
    expect(comparison.competitor.name.value).to.equal('Rival Books');
    expect(comparison.only_theirs).to.deep.equal([]);
    expect(comparison.shared_features).to.deep.equal([]);
    expect(comparison.pricing.theirs.pricing_model).to.deep.equal({ value: null, evidence: [] });
  });
});
