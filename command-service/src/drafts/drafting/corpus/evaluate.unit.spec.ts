import { expect } from 'chai';
import type { DraftProposal } from '../../drafting.ports.ts';
import type { CorpusSite } from './corpus-site.ts';
import { formatReport, scoreSite, type SiteResult } from './evaluate.ts';

const site: CorpusSite = {
  id: 'scored',
  about: 'scoring',
  pages: {},
  expected: {
    name: 'Acme',
    city: 'Porto',
    categories: { must: ['Accounting'], may: ['Finance'] },
    founders: [{ name: 'Maria Silva' }],
  },
  never: ['Lisbon'],
};
const proposal = (fields: DraftProposal['fields'], extra: Partial<DraftProposal> = {}): DraftProposal => ({
  fields,
  faqs: [],
  founders: [],
  company_socials: {},
  founder_socials: {},
  story: {},
  milestones: [],
  ...extra,
});
const quote = [{ quote: 'q', url: 'u' }];

describe('corpus scoring', () => {
  it('counts a wrong value as wrong and missed, a blank as missed, an extra value as wrong', () => {
    const { counts, leaked } = scoreSite(
      site,
      proposal({
        name: { value: 'Acme', evidence: quote },
        city: { value: 'Lisbon', evidence: quote },
        country: { value: 'PT', evidence: quote },
      }),
      'http://127.0.0.1:1',
    );
    expect(counts.name).to.deep.equal({ right: 1, wrong: 0, missed: 0 });
    expect(counts.city).to.deep.equal({ right: 0, wrong: 1, missed: 1 });
    expect(counts.country).to.deep.equal({ right: 0, wrong: 1, missed: 0 });
    expect(counts.categories).to.deep.equal({ right: 0, wrong: 0, missed: 1 });
    expect(leaked).to.deep.equal(['Lisbon']);
  });

  it('accepts list items from must and may, and founders only with the stated title or none', () => {
    const { counts } = scoreSite(
      site,
      proposal(
        { categories: { value: ['Finance', 'Accounting', 'Design'], evidence: quote } },
        { founders: [{ value: { name: 'Maria Silva', title: 'CEO' }, evidence: quote }] },
      ),
      'http://127.0.0.1:1',
    );
    expect(counts.categories).to.deep.equal({ right: 2, wrong: 1, missed: 0 });
    expect(counts.founders).to.deep.equal({ right: 0, wrong: 1, missed: 1 });
  });

  // Issue 34, thirty-sixth round: "founders=Name" was read as a field's value, and founders are no field, so a
  // forbidden founder (F-Droid's logo designer, drafted as its founder) went uncounted.
  for (const [label, founders, forbidden] of [
    [
      'a forbidden founder drafted',
      [{ value: { name: 'William Theaker' }, evidence: quote }],
      ['founders=William Theaker'],
    ],
    ['no forbidden founder drafted', [{ value: { name: 'Ciaran Gultnieks' }, evidence: quote }], []],
  ] as const)
    it(`counts founders=Name in the forbidden facts: ${label}`, () => {
      const result = scoreSite(
        { ...site, forbidden: ['founders=William Theaker'] },
        proposal({}, { founders: founders.map((founder) => ({ ...founder, evidence: [...founder.evidence] })) }),
        'http://127.0.0.1:1',
      );
      expect(result.forbidden).to.deep.equal(forbidden);
    });

  it('counts as missed only what a list capped at 20 items could have held', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => `Feature ${i + 1}`);
    const long = { ...site, expected: { name: 'Acme', features: { must: thirty } } };
    const score = (items: string[]) =>
      scoreSite(long, proposal({ features: { value: items, evidence: quote } }), 'http://127.0.0.1:1');
    // Twenty of the thirty: the list is full, nothing more could be drafted.
    expect(score(thirty.slice(10)).counts.features).to.deep.equal({ right: 20, wrong: 0, missed: 0 });
    // Eighteen: two more would have fitted.
    expect(score(thirty.slice(0, 18)).counts.features).to.deep.equal({ right: 18, wrong: 0, missed: 2 });
    // Nineteen right and one wrong: the wrong one took a place a right one could have had.
    expect(score([...thirty.slice(0, 19), 'Not a feature']).counts.features).to.deep.equal({
      right: 19,
      wrong: 1,
      missed: 1,
    });
    // Under the cap every item is still owed.
    const five = { ...site, expected: { name: 'Acme', features: { must: thirty.slice(0, 5) } } };
    const counts = scoreSite(five, proposal({ features: { value: thirty.slice(0, 3), evidence: quote } }), 'x').counts;
    expect(counts.features).to.deep.equal({ right: 3, wrong: 0, missed: 2 });
  });

  it('prints an empty group without a time that is no number (no "-Infinity ms")', () => {
    const report = formatReport('an empty group', []);
    expect(report).to.contain('slowest site: none (no sites in this group)');
    expect(report).not.to.match(/Infinity|NaN/);
    const timed = { ms: 12.4, leaked: [], forbidden: [], quoteViolations: [] } as unknown as SiteResult;
    expect(
      formatReport('one site', [{ ...timed, counts: scoreSite(site, proposal({}), 'http://127.0.0.1:1').counts }]),
    ).to.contain('slowest site: 12 ms');
  });
});
