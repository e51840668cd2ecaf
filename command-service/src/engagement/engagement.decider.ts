/**
 * Engagement with one listing: one vote per person (withdrawable), follows, views, reviews and
 * billboard money. Votes are counted per person, so repeating a vote changes nothing.
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import type { EngagementEvent } from '@listings/shared/contracts/engagement';

export type EngagementCommand =
  | { type: 'Vote'; listingId: number; voterId: string }
  | { type: 'WithdrawVote'; listingId: number; voterId: string }
  | { type: 'View'; listingId: number; viewerId: string }
  | { type: 'Follow'; listingId: number; followerId: string }
  | { type: 'Unfollow'; listingId: number; followerId: string }
  | {
      type: 'Review';
      listingId: number;
      reviewId: string;
      authorId: string;
      rating: number;
      text: string;
      genuine: boolean;
    }
  | { type: 'FlagReview'; listingId: number; reviewId: string; reason: string }
  | { type: 'ContributeToBillboard'; listingId: number; amountCents: number; orderNumber: string }
  /** A refunded order's contribution comes off (once; the order's contribution is never made again). */
  | { type: 'WithdrawBillboardContribution'; listingId: number; amountCents: number; orderNumber: string };

export interface EngagementState {
  voters: Set<string>;
  followers: Set<string>;
  reviews: Set<string>;
  orders: Set<string>;
  /** Orders whose contribution was withdrawn after a refund. */
  withdrawn: Set<string>;
}

export const engagementDecider: Decider<EngagementCommand, EngagementEvent, EngagementState> = {
  initialState: () => ({
    voters: new Set(),
    followers: new Set(),
    reviews: new Set(),
    orders: new Set(),
    withdrawn: new Set(),
  }),

  decide(command, state): EngagementEvent[] {
    switch (command.type) {
      case 'Vote':
        return state.voters.has(command.voterId)
          ? []
          : [{ type: 'VoteCast', data: { listingId: command.listingId, voterId: command.voterId } }];
      case 'WithdrawVote':
        return state.voters.has(command.voterId)
          ? [{ type: 'VoteWithdrawn', data: { listingId: command.listingId, voterId: command.voterId } }]
          : [];
      case 'View':
        return [{ type: 'ListingViewed', data: { listingId: command.listingId, viewerId: command.viewerId } }];
      case 'Follow':
        return state.followers.has(command.followerId)
          ? []
          : [{ type: 'ListingFollowed', data: { listingId: command.listingId, followerId: command.followerId } }];
      case 'Unfollow':
        return state.followers.has(command.followerId)
          ? [{ type: 'ListingUnfollowed', data: { listingId: command.listingId, followerId: command.followerId } }]
          : [];
      case 'Review': {
        if (!Number.isInteger(command.rating) || command.rating < 1 || command.rating > 5)
          throw new DomainError('invalid', 'invalid_rating', 'A rating is a whole number from 1 to 5.');
        if (state.reviews.has(command.reviewId)) return [];
        const { type: _type, ...data } = command;
        return [{ type: 'ReviewPosted', data }];
      }
      case 'FlagReview':
        if (!state.reviews.has(command.reviewId))
          throw new DomainError('not_found', 'review_not_found', `Review ${command.reviewId} does not exist.`);
        return [
          {
            type: 'ReviewFlagged',
            data: { listingId: command.listingId, reviewId: command.reviewId, reason: command.reason },
          },
        ];
      case 'ContributeToBillboard':
        if (!Number.isInteger(command.amountCents) || command.amountCents < 1)
          throw new DomainError('invalid', 'invalid_amount', 'A contribution is a positive number of cents.');
        return state.orders.has(command.orderNumber) || state.withdrawn.has(command.orderNumber)
          ? []
          : [
              {
                type: 'BillboardContributed',
                data: {
                  listingId: command.listingId,
                  amountCents: command.amountCents,
                  orderNumber: command.orderNumber,
                },
              },
            ];
      case 'WithdrawBillboardContribution':
        return state.orders.has(command.orderNumber)
          ? [
              {
                type: 'BillboardContributionWithdrawn',
                data: {
                  listingId: command.listingId,
                  amountCents: command.amountCents,
                  orderNumber: command.orderNumber,
                },
              },
            ]
          : [];
    }
  },

  evolve(state, event): EngagementState {
    const copy = (set: Set<string>, add?: string, remove?: string) => {
      const next = new Set(set);
      if (add) next.add(add);
      if (remove) next.delete(remove);
      return next;
    };
    switch (event.type) {
      case 'VoteCast':
        return { ...state, voters: copy(state.voters, event.data.voterId) };
      case 'VoteWithdrawn':
        return { ...state, voters: copy(state.voters, undefined, event.data.voterId) };
      case 'ListingFollowed':
        return { ...state, followers: copy(state.followers, event.data.followerId) };
      case 'ListingUnfollowed':
        return { ...state, followers: copy(state.followers, undefined, event.data.followerId) };
      case 'ReviewPosted':
        return { ...state, reviews: copy(state.reviews, event.data.reviewId) };
      case 'BillboardContributed':
        return { ...state, orders: copy(state.orders, event.data.orderNumber) };
      case 'BillboardContributionWithdrawn':
        return {
          ...state,
          orders: copy(state.orders, undefined, event.data.orderNumber),
          withdrawn: copy(state.withdrawn, event.data.orderNumber),
        };
      case 'ListingViewed':
      case 'ReviewFlagged':
        return state;
    }
  },
};
