import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import type { FactsKeepingEvent } from '@listings/shared/contracts/my-listings';
import { factsKeepingDecider, type RereadPage } from './facts-keeping.decider.ts';

const { when } = givenWhenThen(factsKeepingDecider);
const HOME = 'https://acme.example/';
const PRICING = 'https://acme.example/pricing';
const facts = [
  { field: 'tagline', quote: 'Invoices in one click', url: HOME },
  { field: 'pricing_summary', quote: 'From $9 a month', url: PRICING },
];
const read = (url: string, text: string): RereadPage => ({
  url,
  outcome: 'read',
  text,
  etag: '"v1"',
  lastModified: null,
});
const reread = (pages: RereadPage[], given: FactsKeepingEvent[] = []) =>
  when(given, { type: 'RecordReread', listingId: 1, facts, pages });
const types = (events: FactsKeepingEvent[]) => events.map((e) => e.type);

describe('kept facts decider', () => {
  it('confirms the facts when every quoted page answered and every quote holds (typography normalised)', () => {
    const events = reread([read(HOME, 'Acme — Invoices   in one click'), read(PRICING, 'Plans: From $9 a month.')]);
    expect(types(events)).to.deep.equal(['SiteReread', 'FactsConfirmed']);
    expect(events[0]!.data).to.deep.include({
      pages: [
        { url: HOME, outcome: 'read', etag: '"v1"', lastModified: null },
        { url: PRICING, outcome: 'read', etag: '"v1"', lastModified: null },
      ],
    });
  });

  it('flags a quote no longer on its page, once, and takes the flag back when it returns', () => {
    const flagged = reread([read(HOME, 'Acme: invoices, fast'), read(PRICING, 'From $9 a month')]);
    expect(types(flagged)).to.deep.equal(['SiteReread', 'FactEvidenceMissing']);
    expect(flagged[1]!.data).to.deep.equal({ listingId: 1, ...facts[0] });
    expect(types(reread([read(HOME, 'still gone'), read(PRICING, 'From $9 a month')], flagged))).to.deep.equal([
      'SiteReread',
    ]);
    const back = reread([read(HOME, 'Invoices in one click'), read(PRICING, 'From $9 a month')], flagged);
    expect(types(back)).to.deep.equal(['SiteReread', 'FactEvidenceFoundAgain', 'FactsConfirmed']);
  });

  it('a page not modified (304) keeps its quotes as they were; unavailable or disallowed pages confirm nothing', () => {
    const notModified: RereadPage = { url: PRICING, outcome: 'not_modified', etag: '"v1"', lastModified: null };
    expect(types(reread([read(HOME, 'Invoices in one click'), notModified]))).to.deep.equal([
      'SiteReread',
      'FactsConfirmed',
    ]);
    for (const outcome of ['unavailable', 'disallowed'] as const)
      expect(
        types(reread([read(HOME, 'Invoices in one click'), { url: PRICING, outcome, etag: null, lastModified: null }])),
      ).to.deep.equal(['SiteReread']);
  });

  it('keeps the validators of the last copy read, for the next conditional request', () => {
    const given = reread([read(HOME, 'Invoices in one click'), read(PRICING, 'From $9 a month')]);
    const state = given.reduce(factsKeepingDecider.evolve, factsKeepingDecider.initialState());
    expect(state.validators.get(HOME)).to.deep.equal({ etag: '"v1"', lastModified: null });
  });

  it('records the owner’s e-mail about a flag once', () => {
    const mail = { type: 'RecordFlagMail', listingId: 1, flagId: 'f1', messageId: 'm1' } as const;
    const mailed = when([], mail);
    expect(types(mailed)).to.deep.equal(['FactFlagMailed']);
    expect(when(mailed, mail)).to.deep.equal([]);
  });
});
