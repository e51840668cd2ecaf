import { expect } from 'chai';
import type { EngagementEvent } from '@listings/shared/contracts/engagement';
import { onceAndTwice, project } from '../testing/replay.ts';
import {
  ENGAGEMENT_PEOPLE_COLLECTION,
  LISTING_REVIEWS_COLLECTION,
  engagementProjection,
} from './engagement.projection.ts';

const events: EngagementEvent[] = [
  { type: 'VoteCast', data: { listingId: 1, voterId: 'ann', week: '2026-03-02' } },
  { type: 'ListingFollowed', data: { listingId: 1, followerId: 'ann' } },
  {
    type: 'ReviewPosted',
    data: { listingId: 1, reviewId: 'r1', authorId: 'ann', rating: 4, text: 'Good', genuine: true },
  },
  {
    type: 'ReviewPosted',
    data: {
      listingId: 1,
      reviewId: 'r2',
      authorId: 'bob',
      rating: 5,
      text: 'Best',
      genuine: false,
      notGenuineBecause: 'throw_away_address',
    },
  },
  { type: 'VoteCast', data: { listingId: 1, voterId: 'bob' } }, // an older event without `week`
  { type: 'VoteWithdrawn', data: { listingId: 1, voterId: 'ann', week: '2026-03-02' } },
  { type: 'ReviewFlagged', data: { listingId: 1, reviewId: 'r1', reason: 'bought' } },
];

describe('engagement read models', () => {
  it('keeps where each person stands and every review with its text', async () => {
    const documents = await project(engagementProjection, events);
    const people = await documents.collection(ENGAGEMENT_PEOPLE_COLLECTION).find({}, { sort: { _id: 1 } });
    expect(
      people.map(({ _id, voted, vote_week, following, review_id }) => ({
        _id,
        voted,
        vote_week,
        following,
        review_id,
      })),
    ).to.deep.equal([
      { _id: '1:ann', voted: false, vote_week: null, following: true, review_id: 'r1' },
      { _id: '1:bob', voted: true, vote_week: '2026-03-02', following: false, review_id: 'r2' },
    ]);
    const reviews = await documents.collection(LISTING_REVIEWS_COLLECTION).find({}, { sort: { _id: 1 } });
    expect(reviews.map((r) => [r._id, r.genuine, r.not_genuine_because, r.flagged_because, r.text])).to.deep.equal([
      ['r1', false, null, 'bought', 'Good'],
      ['r2', false, 'throw_away_address', null, 'Best'],
    ]);
  });

  it('comes out the same when every event is delivered twice', async () => {
    const { once, twice } = await onceAndTwice(engagementProjection, events);
    expect(twice).to.deep.equal(once);
  });

  it('puts a review the site team restores back as posted (issue 33), the same once and twice', async () => {
    const restored: EngagementEvent[] = [
      ...events,
      { type: 'ReviewRestored', data: { listingId: 1, reviewId: 'r1', reason: 'not bought after all', genuine: true } },
      { type: 'ReviewFlagged', data: { listingId: 1, reviewId: 'r2', reason: 'duplicate' } },
      { type: 'ReviewRestored', data: { listingId: 1, reviewId: 'r2', reason: 'not a duplicate', genuine: false } },
    ];
    const documents = await project(engagementProjection, restored);
    const reviews = await documents.collection(LISTING_REVIEWS_COLLECTION).find({}, { sort: { _id: 1 } });
    expect(reviews.map((r) => [r._id, r.genuine, r.not_genuine_because, r.flagged_because])).to.deep.equal([
      ['r1', true, null, null],
      ['r2', false, 'throw_away_address', null],
    ]);
    const { once, twice } = await onceAndTwice(engagementProjection, restored);
    expect(twice).to.deep.equal(once);
  });
});
