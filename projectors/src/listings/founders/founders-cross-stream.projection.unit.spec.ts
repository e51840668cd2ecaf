/**
 * The founders read model is the same whatever the order between listings' streams. In distributed mode
 * each listing's events keep their order on their partition, but two listings' events may be applied in
 * any order, so a founder document built from "the last event applied" (its `updated_at`, taken from the
 * event that recomputed it) differed from a rebuild; a founder removed from every listing and named again
 * elsewhere lost the removal's time with the document. Every order that keeps each stream's own order,
 * each event delivered once and twice, must give the read model a rebuild in log order gives.
 */
import { expect } from 'chai';
import type { ListingEvent, ListingFounder } from '@listings/shared/contracts/listings';
import { crossStreamOrders, dumpInOrder, recordedOnStreams } from '../../testing/replay.ts';
import { foundersProjection } from './founders.projection.ts';
import { FOUNDERS_COLLECTION, type FounderDocument } from './founders.read-model.ts';

const ada: ListingFounder = { slug: 'ada', name: 'Ada Lovelace', title: 'CEO', country: 'gb' };
const bob: ListingFounder = { slug: 'bob', name: 'Bob Stone', title: 'CTO' };
const cy: ListingFounder = { slug: 'cy', name: 'Cy Hidden', bio: 'Builds things.' };

const created = (listingId: number, slug: string, founders: ListingFounder[]): ListingEvent => ({
  type: 'ListingCreated',
  data: {
    listingId,
    slug,
    ownerId: null,
    profile: { name: slug.toUpperCase(), url: `https://${slug}.example`, founders },
  },
});
const foundersChanged = (listingId: number, before: ListingFounder[], after: ListingFounder[]): ListingEvent => ({
  type: 'ListingProfileChanged',
  data: { listingId, changes: { founders: { before, after } } },
});

const events: ListingEvent[] = [
  created(1, 'alpha', [ada, bob]),
  created(2, 'beta', [bob]),
  { type: 'ListingWentLive', data: { listingId: 1, week: '2026-03-02', plan: 'paid' } },
  created(3, 'gamma', [cy]),
  // Ada leaves alpha, her only company: her document goes.
  foundersChanged(1, [ada, bob], [bob]),
  { type: 'ListingScheduled', data: { listingId: 2, week: '2026-03-16', plan: 'free' } },
  // Ada is named again, on beta, with another title.
  foundersChanged(2, [bob], [bob, { ...ada, title: 'Advisor' }]),
  { type: 'ListingUnpublishedByStaff', data: { listingId: 3, staffId: 'staff-1', reason: 'spam' } },
  // Bob leaves beta (still on alpha); alpha is renamed.
  foundersChanged(2, [bob, { ...ada, title: 'Advisor' }], [{ ...ada, title: 'Advisor' }]),
  {
    type: 'ListingProfileChanged',
    data: { listingId: 1, changes: { name: { before: 'ALPHA', after: 'Alpha Two' } } },
  },
  // Cy is named on alpha, then leaves gamma: the removal is the latest time touching Cy.
  foundersChanged(1, [bob], [bob, cy]),
  foundersChanged(3, [cy], []),
  { type: 'ListingRestoredByStaff', data: { listingId: 3, staffId: 'staff-1', reason: 'fine' } },
];

const log = recordedOnStreams(events, (event) => `listing-${(event.data as { listingId: number }).listingId}`);

describe('founders read model: the same whatever the order between listings', () => {
  it('gives a rebuild’s documents for every order that keeps each stream’s own order, once and twice', async () => {
    const rebuild = await dumpInOrder(
      foundersProjection,
      log,
      log.map((_, i) => i),
    );
    const byId = Object.fromEntries((rebuild[FOUNDERS_COLLECTION] as FounderDocument[]).map((f) => [f._id, f]));
    // Each founder's time is the latest event that touched them, removals included.
    expect(byId.ada!.updated_at).to.equal(log[8]!.metadata.at);
    expect(byId.bob!.updated_at).to.equal(log[10]!.metadata.at);
    expect(byId.cy!.updated_at).to.equal(log[11]!.metadata.at);
    expect(byId.cy!.companies.map((c) => c.listing_slug)).to.deep.equal(['alpha']);
    expect(byId.ada!.companies.map((c) => c.listing_slug)).to.deep.equal(['beta']);

    const orders = crossStreamOrders(log);
    expect(orders.length).to.be.greaterThan(5);
    for (const { name, order } of orders) {
      expect(await dumpInOrder(foundersProjection, log, order), name).to.deep.equal(rebuild);
      expect(await dumpInOrder(foundersProjection, log, order, { twice: true }), `${name}, twice`).to.deep.equal(
        rebuild,
      );
    }
  });
});
