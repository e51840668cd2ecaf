import { expect } from 'chai';
import type { DomainEvent } from '@listings/shared/kernel';
import type { VoterSignals } from '@listings/shared/contracts/engagement';
import { project } from '../testing/replay.ts';
import { listingsProjection } from './listings.projection.ts';
import { LISTINGS_COLLECTION, type ListingDocument } from './listings.read-model.ts';

// recorded() dates events from 2026-03-02 09:00 UTC, a minute apart: all in the week of 2026-03-02.
const WEEK = '2026-03-02';
const DAY = '2026-03-02';
const voter: VoterSignals = { castAt: '', joinedAt: null, emailDomain: 'x.org', disposable: false, network: null };
const cast = (voterId: string, signals = true): DomainEvent => ({
  type: 'VoteCast',
  data: { listingId: 1, voterId, week: WEEK, ...(signals ? { voter } : {}) },
});
const counted = (voterId: string): DomainEvent => ({
  type: 'VoteCounted',
  data: { listingId: 1, voterId, week: WEEK, cause: 'c' },
});
const discounted = (voterId: string, reason: string): DomainEvent => ({
  type: 'VoteDiscounted',
  data: { listingId: 1, voterId, week: WEEK, reason, cause: 'c' },
});
const created: DomainEvent = {
  type: 'ListingCreated',
  data: { listingId: 1, slug: 'alpha', ownerId: null, profile: { name: 'Alpha', url: 'https://alpha.example' } },
};

const listing = async (events: DomainEvent[]) =>
  (await (
    await project(listingsProjection, [created, ...events])
  )
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .findOne({ _id: 'alpha' }))!;

describe('listings read model: counted votes and the public accounting', () => {
  it('counts only counted votes on the boards, and accounts for every vote cast by category', async () => {
    const doc = await listing([
      cast('a'),
      counted('a'),
      cast('b'),
      discounted('b', 'disposable_email'),
      cast('c'), // awaiting its verdict: cast, neither counted nor discounted
      cast('legacy', false), // recorded without signals: counts
    ]);
    expect([doc.votes, doc.votes_by_week[WEEK], doc.votes_by_day[DAY]]).to.deep.equal([2, 2, 2]);
    expect(doc.vote_accounting![WEEK]).to.deep.equal({ cast: 4, counted: 2, discounted: { disposable_email: 1 } });
  });

  it('moves a vote between counted and a category as verdicts change, and takes a withdrawn vote off where it stood', async () => {
    const doc = await listing([
      cast('a'),
      counted('a'),
      cast('b'),
      discounted('b', 'burst'),
      discounted('a', 'site_team'),
      counted('b'),
      counted('b'), // the same verdict again changes nothing
      cast('c'),
      discounted('c', 'own_team'),
      { type: 'VoteWithdrawn', data: { listingId: 1, voterId: 'c', week: WEEK } },
    ]);
    expect(doc.votes).to.equal(1);
    expect(doc.vote_accounting![WEEK]).to.deep.equal({
      cast: 2,
      counted: 1,
      discounted: { burst: 0, site_team: 1, own_team: 0 },
    });
  });
});
