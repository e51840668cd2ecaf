/**
 * Due launches (issue 33): a scheduled listing the site team unpublished still launches underneath
 * (the launch scheduler finds it), and shows as live once restored.
 */
import { expect } from 'chai';
import { MingoDocumentStore } from '@listings/shared/kernel';
import type { ListingEvent } from '@listings/shared/contracts/listings';
import { listingsProjection } from '@listings/projectors/listings';
import { dueLaunches } from './due-launches.ts';

const events: ListingEvent[] = [
  {
    type: 'ListingCreated',
    data: { listingId: 1, slug: 'gadget', ownerId: null, profile: { name: 'Gadget', url: 'https://gadget.test' } },
  },
  { type: 'ListingScheduled', data: { listingId: 1, week: '2026-03-09', plan: 'free' } },
  { type: 'ListingUnpublishedByStaff', data: { listingId: 1, staffId: 's1', reason: 'spam links' } },
];

describe('due launches', () => {
  it('finds a scheduled listing the site team unpublished, and not an unpublished live one', async () => {
    const documents = new MingoDocumentStore();
    await listingsProjection.setup?.(documents);
    for (const [i, event] of events.entries())
      await listingsProjection.apply(
        {
          id: `e${i}`,
          ...event,
          streamId: 'listing-1',
          revision: i,
          position: i + 1,
          recordedAt: '2026-03-02T09:00:00.000Z',
          metadata: { actor: { kind: 'admin', id: 't' }, at: '2026-03-02T09:00:00.000Z', cause: 't' },
        } as never,
        documents,
      );
    expect(await dueLaunches(documents, '2026-03-09')).to.deep.equal([
      { listingId: 1, week: '2026-03-09', plan: 'free' },
    ]);
    expect(await dueLaunches(documents, '2026-03-02'), 'not yet due').to.deep.equal([]);
    await listingsProjection.apply(
      {
        id: 'e9',
        type: 'ListingWentLive',
        data: { listingId: 1, week: '2026-03-09', plan: 'free' },
        streamId: 'listing-1',
        revision: 3,
        position: 4,
        recordedAt: '2026-03-09T00:00:00.000Z',
        metadata: { actor: { kind: 'system', id: 't' }, at: '2026-03-09T00:00:00.000Z', cause: 't' },
      } as never,
      documents,
    );
    expect(await dueLaunches(documents, '2026-03-09'), 'launched underneath').to.deep.equal([]);
  });
});
