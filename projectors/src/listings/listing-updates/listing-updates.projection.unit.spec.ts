/** listing_updates: every update kept (not only the ten latest), with its listing's facts as they change. */
import { expect } from 'chai';
import type { DomainEvent } from '@listings/shared/kernel';
import { onceAndTwice } from '../../testing/replay.ts';
import { listingUpdatesProjection } from './listing-updates.projection.ts';

const created = (listingId: number, slug: string, name: string): DomainEvent => ({
  type: 'ListingCreated',
  data: { listingId, slug, profile: { name, url: `https://${slug}.example` }, ownerId: null },
});
const posted = (listingId: number, updateId: number, title: string): DomainEvent => ({
  type: 'ListingUpdatePosted',
  data: { listingId, updateId, title, body: `${title} body` },
});

describe('listing_updates projection', () => {
  it('keeps every update with its listing, public once scheduled or live, renamed with it; delivered twice, the same', async () => {
    const events: DomainEvent[] = [
      created(1, 'alpha', 'Alpha'),
      created(2, 'beta', 'Beta'),
      posted(1, 1, 'draft-time update'),
      { type: 'ListingWentLive', data: { listingId: 1, week: '2026-03-02', plan: 'free' } },
      ...Array.from({ length: 11 }, (_, i) => posted(1, i + 2, `u${i + 2}`)),
      posted(2, 1, 'beta never public'),
      {
        type: 'ListingProfileChanged',
        data: { listingId: 1, changes: { name: { before: 'Alpha', after: 'Alpha 2' } } },
      },
      { type: 'ListingPaidPlanRevoked', data: { listingId: 1, unscheduled: false } },
      posted(9, 1, 'a listing this projection never saw'),
    ];
    const { once, twice } = await onceAndTwice(listingUpdatesProjection, events);
    expect(twice).to.deep.equal(once);
    const rows = once.listing_updates as { _id: string; public: boolean; listing_name: string; posted_at: string }[];
    // 12 of Alpha (more than the listing document's ten) and 1 of Beta; none of the unknown listing.
    expect(rows).to.have.length(13);
    expect(
      rows.filter((row) => row._id.startsWith('1-')).every((row) => row.public && row.listing_name === 'Alpha 2'),
    ).to.equal(true);
    expect(rows.find((row) => row._id === '2-1')).to.deep.include({ public: false, listing_name: 'Beta' });
  });

  it('an unscheduling revoke hides the listing’s updates again', async () => {
    const { once, twice } = await onceAndTwice(listingUpdatesProjection, [
      created(1, 'alpha', 'Alpha'),
      { type: 'ListingScheduled', data: { listingId: 1, week: '2026-03-09', plan: 'paid' } },
      posted(1, 1, 'soon'),
      { type: 'ListingPaidPlanRevoked', data: { listingId: 1, unscheduled: true } },
    ]);
    expect(twice).to.deep.equal(once);
    expect(once.listing_updates).to.have.length(1);
    expect(once.listing_updates[0]).to.deep.include({ public: false, title: 'soon', body: 'soon body' });
  });
});
