import { expect } from 'chai';
import type { CrawlResult, DraftProposal } from '../drafting.ports.ts';
import { enforceEvidence, normaliseForEvidence, withoutEmptyEntries } from './evidence.ts';

const site: CrawlResult = {
  startUrl: 'https://acme.test/',
  finalUrl: 'https://acme.test/',
  skipped: [],
  pages: [
    {
      url: 'https://acme.test/',
      kind: 'home',
      title: 'Acme',
      html: '',
      text: 'Acme Ledger\nBookkeeping\u00a0on autopilot\nWe’re “fast” — really.\nFounded in 2019.',
      metaText: 'link: https://x.com/acme\nlink: mailto:hello@acme.test\nimage: https://acme.test/logo.png',
    },
    {
      url: 'https://acme.test/faq',
      kind: 'faq',
      title: 'FAQ',
      html: '',
      text: 'Is it free?\nYes, the Starter plan is free.',
    },
  ],
};

const empty = (): DraftProposal => ({
  fields: {},
  faqs: [],
  founders: [],
  company_socials: {},
  founder_socials: {},
  story: {},
  milestones: [],
});

describe('enforceEvidence', () => {
  it('normalises whitespace, unicode spaces, quotes and dashes', () => {
    expect(normaliseForEvidence('  We’re  “fast”\n— really ')).to.equal('We\'re "fast" - really');
    expect(normaliseForEvidence('a\u00a0b\u200bc')).to.equal('a bc');
  });

  it('keeps values whose quotes all occur in the cited page, whitespace- and quote-normalised', () => {
    const proposal = empty();
    proposal.fields.tagline = {
      value: 'Bookkeeping on autopilot',
      evidence: [{ quote: 'Bookkeeping on   autopilot', url: 'https://acme.test/' }],
    };
    proposal.fields.short_description = {
      value: 'Fast',
      evidence: [{ quote: `We're "fast" - really.`, url: 'https://acme.test' }],
    };
    proposal.fields.founded_year = {
      value: '2019',
      evidence: [{ quote: 'Founded in 2019', url: 'https://acme.test/' }],
    };
    proposal.fields.logo_url = {
      value: 'https://acme.test/logo.png',
      evidence: [{ quote: 'https://acme.test/logo.png', url: 'https://acme.test/' }],
    };
    const out = enforceEvidence(proposal, site);
    expect(out.fields.tagline!.value).to.equal('Bookkeeping on autopilot');
    expect(out.fields.short_description!.value).to.equal('Fast');
    expect(out.fields.founded_year!.value).to.equal('2019');
    expect(out.fields.logo_url!.value).to.equal('https://acme.test/logo.png');
  });

  it('nulls values with a quote not found, a quote on another page, no evidence, or a literal not in its quote', () => {
    const proposal = empty();
    proposal.fields.name = {
      value: 'Acme',
      evidence: [
        { quote: 'Acme Ledger', url: 'https://acme.test/' },
        { quote: 'Acme Inc.', url: 'https://acme.test/' },
      ],
    };
    proposal.fields.tagline = {
      value: 'Bookkeeping',
      evidence: [{ quote: 'Bookkeeping on autopilot', url: 'https://acme.test/faq' }],
    };
    proposal.fields.city = { value: 'Berlin', evidence: [] };
    proposal.fields.stage = { value: 'beta', evidence: [{ quote: 'ACME LEDGER', url: 'https://acme.test/' }] }; // case-sensitive
    proposal.fields.founded_year = {
      value: '2015',
      evidence: [{ quote: 'Founded in 2019', url: 'https://acme.test/' }],
    };
    proposal.fields.contact_email = {
      value: 'ceo@acme.test',
      evidence: [{ quote: 'mailto:hello@acme.test', url: 'https://acme.test/' }],
    };
    proposal.fields.pricing_model = {
      value: 'free',
      evidence: [{ quote: 'Yes, the Starter plan is free.', url: 'https://other.test/faq' }],
    };
    proposal.fields.keywords = { value: ['a'], evidence: [{ quote: 'A', url: 'https://acme.test/' }] }; // too short
    const out = enforceEvidence(proposal, site);
    for (const field of [
      'name',
      'tagline',
      'city',
      'stage',
      'founded_year',
      'contact_email',
      'pricing_model',
      'keywords',
    ] as const) {
      expect(out.fields[field], field).to.deep.equal({ value: null, evidence: [] });
    }
  });

  it('applies to FAQs, founders, socials, story sections and milestones', () => {
    const proposal = empty();
    proposal.faqs = [
      {
        value: { question: 'Is it free?', answer: 'Yes.' },
        evidence: [
          { quote: 'Is it free?', url: 'https://acme.test/faq' },
          { quote: 'Starter plan is free', url: 'https://acme.test/faq' },
        ],
      },
      {
        value: { question: 'Is it secure?', answer: 'Yes.' },
        evidence: [{ quote: 'Is it secure?', url: 'https://acme.test/faq' }],
      },
    ];
    proposal.founders = [
      { value: { name: 'Jane Doe' }, evidence: [{ quote: 'Acme Ledger', url: 'https://acme.test/' }] },
    ];
    proposal.company_socials = {
      x: { value: 'https://x.com/acme', evidence: [{ quote: 'link: https://x.com/acme', url: 'https://acme.test/' }] },
      github: {
        value: 'https://github.com/acme',
        evidence: [{ quote: 'https://github.com/acme', url: 'https://acme.test/' }],
      },
    };
    proposal.founder_socials = {
      linkedin: {
        value: 'https://linkedin.com/in/jane',
        evidence: [{ quote: 'https://x.com/acme', url: 'https://acme.test/' }],
      },
    };
    proposal.story = {
      story: { value: 'We are fast.', evidence: [{ quote: 'We’re “fast”', url: 'https://acme.test/' }] },
      lessons: { value: 'Ship.', evidence: [{ quote: 'Ship early', url: 'https://acme.test/' }] },
    };
    proposal.milestones = [
      {
        value: { date: '2020-01-01', title: 'Launch' },
        evidence: [{ quote: 'Launched on 1 January 2020', url: 'https://acme.test/' }],
      },
    ];
    const out = enforceEvidence(proposal, site);
    expect(out.faqs.map((faq) => faq.value)).to.deep.equal([{ question: 'Is it free?', answer: 'Yes.' }, null]);
    expect(out.founders[0]).to.deep.equal({ value: null, evidence: [] });
    expect(out.company_socials.x!.value).to.equal('https://x.com/acme');
    expect(out.company_socials.github!.value).to.equal(null);
    expect(out.founder_socials.linkedin!.value).to.equal(null);
    expect(out.story.story!.value).to.equal('We are fast.');
    expect(out.story.lessons!.value).to.equal(null);
    expect(out.milestones[0]!.value).to.equal(null);
    const compact = withoutEmptyEntries(out);
    expect(compact.faqs).to.have.length(1);
    expect(compact.founders).to.have.length(0);
    expect(Object.keys(compact.company_socials)).to.deep.equal(['x']);
    expect(compact.milestones).to.have.length(0);
  });
});
