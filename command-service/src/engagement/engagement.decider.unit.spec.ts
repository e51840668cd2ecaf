import { expect } from 'chai';
import { DomainError } from '@listings/shared/kernel';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { engagementDecider, type EngagementCommand } from './engagement.decider.ts';
import type { EngagementEvent } from '@listings/shared/contracts/engagement';

const { when } = givenWhenThen(engagementDecider);
const voted: EngagementEvent = { type: 'VoteCast', data: { listingId: 1, voterId: 'p1' } };

describe('engagement decider', () => {
  it('counts one vote per person; a withdrawn vote can be cast again', () => {
    expect(when([], { type: 'Vote', listingId: 1, voterId: 'p1' })).to.deep.equal([voted]);
    expect(when([voted], { type: 'Vote', listingId: 1, voterId: 'p1' })).to.deep.equal([]);
    expect(when([voted], { type: 'WithdrawVote', listingId: 1, voterId: 'p1' })).to.have.length(1);
    expect(when([], { type: 'WithdrawVote', listingId: 1, voterId: 'p1' })).to.deep.equal([]);
    const withdrawn: EngagementEvent = { type: 'VoteWithdrawn', data: { listingId: 1, voterId: 'p1' } };
    expect(when([voted, withdrawn], { type: 'Vote', listingId: 1, voterId: 'p1' })).to.deep.equal([voted]);
  });

  it('follows once and unfollows only a follower', () => {
    const followed: EngagementEvent = { type: 'ListingFollowed', data: { listingId: 1, followerId: 'p1' } };
    expect(when([], { type: 'Follow', listingId: 1, followerId: 'p1' })).to.deep.equal([followed]);
    expect(when([followed], { type: 'Follow', listingId: 1, followerId: 'p1' })).to.deep.equal([]);
    expect(when([], { type: 'Unfollow', listingId: 1, followerId: 'p1' })).to.deep.equal([]);
  });

  it('takes ratings 1 to 5 only, and flags only existing reviews', () => {
    const review = (rating: number): EngagementCommand => ({
      type: 'Review',
      listingId: 1,
      reviewId: 'r1',
      authorId: 'p1',
      rating,
      text: 'ok',
      genuine: true,
    });
    expect(when([], review(5))).to.have.length(1);
    for (const bad of [0, 6, 2.5]) expect(() => when([], review(bad))).to.throw(DomainError);
    expect(() => when([], { type: 'FlagReview', listingId: 1, reviewId: 'r1', reason: 'bought' })).to.throw(
      DomainError,
    );
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
