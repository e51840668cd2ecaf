import { expect } from 'chai';
import { onceAndTwice } from '../../testing/replay.ts';
import { listingFiguresProjection } from './listing-figures.projection.ts';

describe('listing figures projection', () => {
  it('keeps dated history, latest value and trend, whatever order the dates were entered in; delivered twice, the same', async () => {
    const { once, twice } = await onceAndTwice(listingFiguresProjection, [
      { type: 'DomainRatingRecorded', data: { listing: 'acme', date: '2026-02-01', value: 40 } },
      { type: 'DomainRatingRecorded', data: { listing: 'acme', date: '2026-01-01', value: 35 } },
      { type: 'DomainRatingRecorded', data: { listing: 'acme', date: '2026-03-01', value: 38 } },
      { type: 'DomainRatingRecorded', data: { listing: 'acme', date: '2026-03-01', value: 44 } },
      { type: 'RevenueRecorded', data: { listing: 'acme', date: '2026-02-01', amount_cents: 100000 } },
    ]);
    expect(twice).to.deep.equal(once);
    expect(once.listing_figures).to.deep.equal([
      {
        _id: 'acme',
        listing: 'acme',
        domain_rating: {
          history: [
            { date: '2026-01-01', value: 35 },
            { date: '2026-02-01', value: 40 },
            { date: '2026-03-01', value: 44 },
          ],
          latest: { date: '2026-03-01', value: 44 },
          change: 4,
        },
        revenue: {
          history: [{ date: '2026-02-01', value: 100000 }],
          latest: { date: '2026-02-01', value: 100000 },
          change: null,
        },
      },
    ]);
  });
});
