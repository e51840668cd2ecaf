import { expect } from 'chai';
import { DomainError } from '@listings/shared/kernel';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import {
  engagementDecider,
  type EngagementCommand,
  type ListingFacts,
  type PersonFacts,
} from './engagement.decider.ts';
import type { EngagementEvent } from '@listings/shared/contracts/engagement';

const { when, refusal } = givenWhenThen(engagementDecider);
const verified: PersonFacts = { emailVerified: true, throwAwayAddress: false };
const live: ListingFacts = { status: 'live', ownerId: 'owner' };
const SUNDAY_NIGHT = '2026-11-22T23:59:59.000Z';
const MONDAY = '2026-11-23T00:00:00.000Z';
const vote = (over: Partial<Extract<EngagementCommand, { type: 'Vote' }>> = {}): EngagementCommand => ({
  type: 'Vote',
  listingId: 1,
  voterId: 'p1',
  at: '2026-11-18T10:00:00.000Z',
  person: verified,
  listing: live,
  ...over,
});
const voted: EngagementEvent = { type: 'VoteCast', data: { listingId: 1, voterId: 'p1', week: '2026-11-16' } };

describe('engagement decider', () => {
  it('records a vote with the launch week it counts toward: the week it is cast in (UTC)', () => {
    expect(when([], vote())).to.deep.equal([voted]);
    expect(when([], vote({ at: SUNDAY_NIGHT }))).to.deep.equal([voted]);
    expect(when([], vote({ at: MONDAY }))).to.deep.equal([
      { type: 'VoteCast', data: { listingId: 1, voterId: 'p1', week: '2026-11-23' } },
    ]);
  });

  it('refuses a second vote, and accepts one again once the first is taken back', () => {
    expect(refusal([voted], vote())).to.equal('already_voted');
    const withdrawn = when([voted], { type: 'WithdrawVote', listingId: 1, voterId: 'p1' });
    expect(withdrawn).to.deep.equal([
      { type: 'VoteWithdrawn', data: { listingId: 1, voterId: 'p1', week: '2026-11-16' } },
    ]);
    expect(when([], { type: 'WithdrawVote', listingId: 1, voterId: 'p1' })).to.deep.equal([]);
    expect(when([voted, ...withdrawn], vote({ at: MONDAY }))).to.have.length(1);
  });

  it('refuses votes from unverified people, on one’s own listing, and on listings that are not live', () => {
    expect(refusal([], vote({ person: { emailVerified: false, throwAwayAddress: false } }))).to.equal(
      'email_not_verified',
    );
    expect(refusal([], vote({ voterId: 'owner' }))).to.equal('own_listing');
    expect(refusal([], vote({ listing: { status: 'scheduled', ownerId: null } }))).to.equal('listing_not_live');
    expect(refusal([], vote({ listing: { status: 'draft', ownerId: null } }))).to.equal('listing_not_found');
    expect(refusal([], vote({ listing: { status: 'missing', ownerId: null } }))).to.equal('listing_not_found');
  });

  it('follows once (verified people, public listings) and unfollows only a follower', () => {
    const follow: EngagementCommand = {
      type: 'Follow',
      listingId: 1,
      followerId: 'p1',
      person: verified,
      listing: live,
    };
    const followed: EngagementEvent = { type: 'ListingFollowed', data: { listingId: 1, followerId: 'p1' } };
    expect(when([], follow)).to.deep.equal([followed]);
    expect(when([followed], follow)).to.deep.equal([]);
    expect(when([], { ...follow, listing: { status: 'scheduled', ownerId: null } })).to.deep.equal([followed]);
    expect(refusal([], { ...follow, person: { emailVerified: false, throwAwayAddress: false } })).to.equal(
      'email_not_verified',
    );
    expect(when([], { type: 'Unfollow', listingId: 1, followerId: 'p1' })).to.deep.equal([]);
    expect(when([followed], { type: 'Unfollow', listingId: 1, followerId: 'p1' })).to.have.length(1);
  });

  describe('reviews', () => {
    const review = (over: Partial<Extract<EngagementCommand, { type: 'Review' }>> = {}): EngagementCommand => ({
      type: 'Review',
      listingId: 1,
      reviewId: 'r1',
      authorId: 'p1',
      rating: 5,
      text: '  Works well.  ',
      person: verified,
      listing: live,
      ...over,
    });

    it('records a genuine review with its text trimmed', () => {
      expect(when([], review())).to.deep.equal([
        {
          type: 'ReviewPosted',
          data: { listingId: 1, reviewId: 'r1', authorId: 'p1', rating: 5, text: 'Works well.', genuine: true },
        },
      ]);
    });

    it('records a review from a throw-away address as not genuine, with the reason', () => {
      const [posted] = when([], review({ person: { emailVerified: true, throwAwayAddress: true } }));
      expect(posted.data).to.include({ genuine: false, notGenuineBecause: 'throw_away_address' });
    });

    it('refuses reviews that cannot be genuine: unverified, the owner’s, a second one by the same person', () => {
      expect(refusal([], review({ person: { emailVerified: false, throwAwayAddress: false } }))).to.equal(
        'email_not_verified',
      );
      expect(refusal([], review({ authorId: 'owner' }))).to.equal('own_listing');
      const first = when([], review());
      expect(refusal(first, review({ reviewId: 'r2' }))).to.equal('already_reviewed');
      expect(when(first, review())).to.deep.equal([]); // the same review again (a retry) changes nothing
    });

    it('takes ratings 1 to 5 and text of 1 to 2000 characters only', () => {
      for (const bad of [0, 6, 2.5]) expect(refusal([], review({ rating: bad }))).to.equal('invalid_rating');
      for (const text of ['   ', 'x'.repeat(2001)])
        expect(refusal([], review({ text }))).to.equal('invalid_review_text');
    });

    it('restores a flagged review as posted, with a reason (issue 33); nothing when not flagged', () => {
      const [posted] = when([], review());
      const flagged: EngagementEvent = {
        type: 'ReviewFlagged',
        data: { listingId: 1, reviewId: 'r1', reason: 'bought' },
      };
      const restore = (reason = ' checked: a real customer '): EngagementCommand => ({
        type: 'RestoreReview',
        listingId: 1,
        reviewId: 'r1',
        reason,
      });
      const restored = when([posted, flagged], restore());
      expect(restored).to.deep.equal([
        {
          type: 'ReviewRestored',
          data: { listingId: 1, reviewId: 'r1', reason: 'checked: a real customer', genuine: true },
        },
      ]);
      expect(when([posted], restore()), 'never set aside').to.deep.equal([]);
      expect(when([posted, flagged, ...restored], restore()), 'restored already').to.deep.equal([]);
      expect(when([posted, flagged, ...restored, flagged], restore())).to.have.length(1);
      expect(refusal([posted, flagged], restore('x'))).to.equal('invalid_reason');
      expect(refusal([], restore())).to.equal('review_not_found');
      const [throwAway] = when([], review({ person: { emailVerified: true, throwAwayAddress: true } }));
      expect(when([throwAway, flagged], restore())[0].data, 'not genuine when posted: still not counted').to.include({
        genuine: false,
      });
    });

    it('flags only existing reviews', () => {
      expect(() => when([], { type: 'FlagReview', listingId: 1, reviewId: 'r1', reason: 'bought' })).to.throw(
        DomainError,
      );
    });
  });

  it('records billboard money once per order', () => {
    const contributed: EngagementEvent = {
      type: 'BillboardContributed',
      data: { listingId: 1, amountCents: 5000, orderNumber: 'o1' },
    };
    expect(
      when([], { type: 'ContributeToBillboard', listingId: 1, amountCents: 5000, orderNumber: 'o1' }),
    ).to.deep.equal([contributed]);
    expect(
      when([contributed], { type: 'ContributeToBillboard', listingId: 1, amountCents: 5000, orderNumber: 'o1' }),
    ).to.deep.equal([]);
    expect(() => when([], { type: 'ContributeToBillboard', listingId: 1, amountCents: 0, orderNumber: 'o2' })).to.throw(
      DomainError,
    );
  });

  it("takes a refunded order's billboard money off once, and never puts it back", () => {
    const contributed: EngagementEvent = {
      type: 'BillboardContributed',
      data: { listingId: 1, amountCents: 5000, orderNumber: 'o1' },
    };
    const withdraw = {
      type: 'WithdrawBillboardContribution' as const,
      listingId: 1,
      amountCents: 5000,
      orderNumber: 'o1',
    };
    const withdrawn = when([contributed], withdraw);
    expect(withdrawn).to.deep.equal([
      { type: 'BillboardContributionWithdrawn', data: { listingId: 1, amountCents: 5000, orderNumber: 'o1' } },
    ]);
    expect(when([contributed, ...withdrawn], withdraw)).to.deep.equal([]);
    expect(when([], withdraw)).to.deep.equal([]);
    expect(
      when([contributed, ...withdrawn], {
        type: 'ContributeToBillboard',
        listingId: 1,
        amountCents: 5000,
        orderNumber: 'o1',
      }),
    ).to.deep.equal([]);
  });
});
