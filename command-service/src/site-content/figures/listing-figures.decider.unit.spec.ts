import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { listingFiguresDecider } from './listing-figures.decider.ts';
import type { ListingFigureEvent } from '@listings/shared/contracts/site-content';

const { when, refusal } = givenWhenThen(listingFiguresDecider);
const dr = (date: string, value: number): ListingFigureEvent => ({
  type: 'DomainRatingRecorded',
  data: { listing: 'acme', date, value },
});

describe('listing figures decider', () => {
  it('records a dated Domain Rating, corrects it, and ignores the same figure again', () => {
    expect(when([], { type: 'RecordDomainRating', listing: 'acme', date: '2026-01-01', value: 41 })).to.deep.equal([
      dr('2026-01-01', 41),
    ]);
    expect(
      when([dr('2026-01-01', 41)], { type: 'RecordDomainRating', listing: 'acme', date: '2026-01-01', value: 42 }),
    ).to.deep.equal([dr('2026-01-01', 42)]);
    expect(
      when([dr('2026-01-01', 41)], { type: 'RecordDomainRating', listing: 'acme', date: '2026-01-01', value: 41 }),
    ).to.deep.equal([]);
  });

  it('records revenue in whole cents', () => {
    expect(when([], { type: 'RecordRevenue', listing: 'acme', date: '2026-02-01', amountCents: 123456 })).to.deep.equal(
      [{ type: 'RevenueRecorded', data: { listing: 'acme', date: '2026-02-01', amount_cents: 123456 } }],
    );
    expect(refusal([], { type: 'RecordRevenue', listing: 'acme', date: '2026-02-01', amountCents: 1.5 })).to.equal(
      'invalid_revenue',
    );
    expect(refusal([], { type: 'RecordRevenue', listing: 'acme', date: '2026-02-01', amountCents: -1 })).to.equal(
      'invalid_revenue',
    );
  });

  it('refuses ratings outside 0..100, impossible dates and bad slugs', () => {
    expect(refusal([], { type: 'RecordDomainRating', listing: 'acme', date: '2026-01-01', value: 101 })).to.equal(
      'invalid_domain_rating',
    );
    expect(refusal([], { type: 'RecordDomainRating', listing: 'acme', date: '2026-02-30', value: 1 })).to.equal(
      'invalid_date',
    );
    expect(refusal([], { type: 'RecordDomainRating', listing: 'Acme!', date: '2026-01-01', value: 1 })).to.equal(
      'invalid_slug',
    );
  });
});
