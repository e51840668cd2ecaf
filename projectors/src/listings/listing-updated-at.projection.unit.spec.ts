/**
 * A listing's `updated_at` is the latest time of the events applied to it, whatever their order: in
 * distributed mode the listing's own stream, its votes and its badge and fact checks travel on
 * different partitions, so they can arrive in another order between streams than the log's, and the
 * live read model must still equal a rebuild (the two-site distributed scenario caught a badge check
 * applied after a later re-read, leaving the older time).
 */
import { expect } from 'chai';
import { MingoDocumentStore, type DomainEvent } from '@listings/shared/kernel';
import { recorded } from '../testing/replay.ts';
import { listingsProjection } from './listings.projection.ts';
import { LISTINGS_COLLECTION } from './listings.read-model.ts';

const events: DomainEvent[] = [
  {
    type: 'ListingCreated',
    data: { listingId: 1, slug: 'acme', ownerId: 'acc-1', profile: { name: 'Acme', url: 'https://acme.example' } },
  },
  { type: 'KeptBadgeChecked', data: { listingId: 1, outcome: 'inconclusive', reason: 'outbound_refused' } },
  { type: 'SiteReread', data: { listingId: 1, pages: [] } },
  { type: 'VoteCast', data: { listingId: 1, voterId: 'p1', week: '2026-03-02' } },
];

async function applied(order: number[]) {
  const log = recorded(events);
  const documents = new MingoDocumentStore();
  await listingsProjection.setup?.(documents);
  for (const i of order)
    await listingsProjection.apply(log[i]! as Parameters<typeof listingsProjection.apply>[0], documents);
  return { doc: await documents.collection(LISTINGS_COLLECTION).findOne({ _id: 'acme' }), log };
}

describe('listings read model: updated_at whatever the order between streams', () => {
  it('keeps the latest event time when an earlier event of another stream arrives last', async () => {
    const inLogOrder = await applied([0, 1, 2, 3]);
    expect(inLogOrder.doc!.updated_at).to.equal(inLogOrder.log[3]!.metadata.at);
    for (const order of [
      [0, 2, 1, 3],
      [0, 3, 2, 1],
      [0, 3, 1, 2],
    ]) {
      const { doc } = await applied(order);
      expect(doc, `delivered in the order ${order.join(',')}`).to.deep.equal(inLogOrder.doc);
    }
  });
});
