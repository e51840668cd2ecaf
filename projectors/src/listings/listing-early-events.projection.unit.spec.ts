/**
 * A listing's events of other streams applied before its ListingCreated are kept and applied after it.
 * In distributed mode the listing's own stream, its engagement stream (votes, verdicts, follows, reviews,
 * billboard money), its views and its badge and fact checks travel on different partitions, so a vote
 * can be applied before the listing it is for exists (one partition's consumer behind another); it used
 * to find no listing and be lost for good. Every order that keeps each stream's own order must give the
 * read model a rebuild in log order gives.
 */
import { expect } from 'chai';
import type { DomainEvent } from '@listings/shared/kernel';
import { crossStreamOrders, dumpInOrder, recordedOnStreams } from '../testing/replay.ts';
import { listingsProjection } from './listings.projection.ts';
import { EARLY_EVENTS_COLLECTION, LISTINGS_COLLECTION } from './listings.read-model.ts';

const WEEK = '2026-03-02';
const events: DomainEvent[] = [
  {
    type: 'ListingCreated',
    data: { listingId: 1, slug: 'acme', ownerId: 'acc-1', profile: { name: 'Acme', url: 'https://acme.example' } },
  },
  { type: 'ListingWentLive', data: { listingId: 1, week: WEEK, plan: 'free' } },
  { type: 'VoteCast', data: { listingId: 1, voterId: 'p1', week: WEEK } },
  { type: 'VoteCast', data: { listingId: 1, voterId: 'p2', week: WEEK, voter: { accountAgeDays: 0 } } },
  { type: 'VoteDiscounted', data: { listingId: 1, voterId: 'p2', week: WEEK, reason: 'new_account', cause: 'c' } },
  { type: 'ListingViewed', data: { listingId: 1, viewerId: 'v1' } },
  { type: 'ListingFollowed', data: { listingId: 1, followerId: 'p1' } },
  {
    type: 'ReviewPosted',
    data: { listingId: 1, reviewId: 'r1', authorId: 'p3', rating: 4, text: 'Good.', genuine: true },
  },
  { type: 'BillboardContributed', data: { listingId: 1, amountCents: 500, orderNumber: 'ORD-1' } },
  { type: 'KeptBadgeChecked', data: { listingId: 1, outcome: 'found', reason: 'found' } },
  { type: 'FactEvidenceMissing', data: { listingId: 1, field: 'tagline', quote: 'Fast', url: 'https://acme.example' } },
  { type: 'VoteWithdrawn', data: { listingId: 1, voterId: 'p1', week: WEEK } },
  { type: 'ListingProfileChanged', data: { listingId: 1, changes: { tagline: { before: null, after: 'Fast' } } } },
  { type: 'VoteCast', data: { listingId: 1, voterId: 'p4', week: WEEK } },
];

const STREAMS: Record<string, string> = {
  ListingViewed: 'listingviews-1',
  KeptBadgeChecked: 'badgekeeping-1',
  FactEvidenceMissing: 'factskeeping-1',
};
const log = recordedOnStreams(events, (event) =>
  event.type.startsWith('Listing') && event.type !== 'ListingViewed' && event.type !== 'ListingFollowed'
    ? 'listing-1'
    : (STREAMS[event.type] ?? 'engagement-1'),
);

describe('listings read model: events applied before their listing exists', () => {
  it('are kept and applied after its ListingCreated, in every order that keeps each stream’s own', async () => {
    const rebuild = await dumpInOrder(
      listingsProjection,
      log,
      log.map((_, i) => i),
    );
    const [acme] = rebuild[LISTINGS_COLLECTION] as Record<string, any>[];
    expect(acme).to.include({ votes: 1, views: 1, follows: 1, billboard_cents: 500, tagline: 'Fast' });
    expect(acme!.vote_accounting[WEEK]).to.deep.equal({ cast: 2, counted: 1, discounted: { new_account: 1 } });
    expect(acme!.rating).to.deep.equal({ average: 4, count: 1 });
    expect(acme!.badge_keeping.last_outcome).to.equal('found');
    expect(acme!.facts_check.flagged).to.have.length(1);
    expect(rebuild[EARLY_EVENTS_COLLECTION]).to.deep.equal([]);

    const orders = crossStreamOrders(log, 12);
    expect(orders.map((o) => o.name)).to.include('listing-1 held back');
    for (const { name, order } of orders)
      expect(await dumpInOrder(listingsProjection, log, order), name).to.deep.equal(rebuild);
  });
});
