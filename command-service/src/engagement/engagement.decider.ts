/**
 * Engagement with one listing: votes, follows, reviews and billboard money, decided purely. The
 * facts a rule needs about the person (a verified e-mail address, a throw-away address) and about the
 * listing (live, its owner) come in the command, loaded by the caller from those aggregates' streams
 * (see people-actions.ts), and the time comes in the command too, so the decision is a pure function.
 *
 * Rules:
 * - a vote: one per person per listing (a second is refused until the first is taken back); only on a
 *   live listing; only by a person with a verified e-mail address; never on one's own listing. It
 *   counts toward the launch week it is cast in (Monday 00:00 to Sunday 24:00, UTC).
 * - a follow: a verified person, a public (live or upcoming) listing; repeating changes nothing.
 * - a review: see GENUINE_REVIEW_RULES; rating 1 to 5, text 1 to 2000 characters.
 */
import { DomainError, mondayOf, type Decider } from '@listings/shared/kernel';
import type {
  DiscountReason,
  EngagementEvent,
  NotGenuineReason,
  VoterSignals,
} from '@listings/shared/contracts/engagement';
import { countVotes, type CountingContext } from './vote-counting/vote-counting.policy.ts';

/** What the write side knows of the person acting (from their account stream). */
export interface PersonFacts {
  emailVerified: boolean;
  /** The account's address is at a disposable (throw-away) e-mail provider. */
  throwAwayAddress: boolean;
}

/** What the write side knows of the listing (from its stream); `missing` when there is no such listing. */
export interface ListingFacts {
  status: 'draft' | 'awaiting_badge' | 'scheduled' | 'live' | 'missing';
  ownerId: string | null;
}

export const REVIEW_TEXT_MAX = 2000;

export type EngagementCommand =
  | {
      type: 'Vote';
      listingId: number;
      voterId: string;
      at: string;
      person: PersonFacts;
      listing: ListingFacts;
      /** What the site knows of the voter (recorded on the VoteCast); absent for simulated votes. */
      voter?: VoterSignals;
      /** With it, every standing vote of the listing is judged again with the new one (see CountVotes). */
      counting?: CountingContext;
    }
  /** Judge every standing vote of the listing again; records only the verdicts that changed. */
  | { type: 'CountVotes'; listingId: number; counting: CountingContext }
  | { type: 'WithdrawVote'; listingId: number; voterId: string }
  | { type: 'View'; listingId: number; viewerId: string }
  | { type: 'Follow'; listingId: number; followerId: string; person: PersonFacts; listing: ListingFacts }
  | { type: 'Unfollow'; listingId: number; followerId: string }
  | {
      type: 'Review';
      listingId: number;
      reviewId: string;
      authorId: string;
      rating: number;
      text: string;
      person: PersonFacts;
      listing: ListingFacts;
    }
  | { type: 'FlagReview'; listingId: number; reviewId: string; reason: string }
  /** The site team takes a flag back, with its reason: the review is as posted again (nothing when not flagged). */
  | { type: 'RestoreReview'; listingId: number; reviewId: string; reason: string }
  | { type: 'ContributeToBillboard'; listingId: number; amountCents: number; orderNumber: string }
  /** A refunded order's contribution comes off (once; the order's contribution is never made again). */
  | { type: 'WithdrawBillboardContribution'; listingId: number; amountCents: number; orderNumber: string };

/** A standing vote as counting sees it: its week, the voter's signals, and its current verdict. */
export interface Ballot {
  week: string | undefined;
  voter?: VoterSignals;
  /** `pending` until a verdict is recorded (votes cast without signals count from the start). */
  status: 'pending' | 'counted' | DiscountReason;
}

export interface EngagementState {
  /** Current voters and the week each vote counts toward. */
  voters: Map<string, string | undefined>;
  ballots: Map<string, Ballot>;
  followers: Set<string>;
  reviews: Set<string>;
  /** Reviews judged not genuine when posted (they never count, flagged or not). */
  notGenuine: Set<string>;
  /** Reviews the site team set aside (ReviewFlagged) and has not restored. */
  flagged: Set<string>;
  reviewers: Set<string>;
  orders: Set<string>;
  /** Orders whose contribution was withdrawn after a refund. */
  withdrawn: Set<string>;
}

const PUBLIC = new Set(['live', 'scheduled']);

const mustBeVerified = (person: PersonFacts, what: string) => {
  if (!person.emailVerified)
    throw new DomainError('forbidden', 'email_not_verified', `Verify your e-mail address before you ${what}.`);
};

export const engagementDecider: Decider<EngagementCommand, EngagementEvent, EngagementState> = {
  initialState: () => ({
    voters: new Map(),
    ballots: new Map(),
    followers: new Set(),
    reviews: new Set(),
    notGenuine: new Set(),
    flagged: new Set(),
    reviewers: new Set(),
    orders: new Set(),
    withdrawn: new Set(),
  }),

  decide(command, state): EngagementEvent[] {
    switch (command.type) {
      case 'Vote': {
        const { listing, person } = command;
        if (listing.status === 'missing' || !PUBLIC.has(listing.status))
          throw new DomainError('not_found', 'listing_not_found', `Listing ${command.listingId} does not exist.`);
        if (listing.status !== 'live')
          throw new DomainError('conflict', 'listing_not_live', 'Voting opens when the listing launches.');
        mustBeVerified(person, 'vote');
        if (listing.ownerId !== null && listing.ownerId === command.voterId)
          throw new DomainError('forbidden', 'own_listing', 'You cannot vote for your own listing.');
        if (state.voters.has(command.voterId))
          throw new DomainError('conflict', 'already_voted', 'You have already voted for this listing.');
        const cast: EngagementEvent = {
          type: 'VoteCast',
          data: {
            listingId: command.listingId,
            voterId: command.voterId,
            week: mondayOf(command.at),
            ...(command.voter ? { voter: command.voter } : {}),
          },
        };
        if (!command.counting) return [cast];
        return [cast, ...judge(engagementDecider.evolve(state, cast), command.counting)];
      }
      case 'CountVotes':
        return judge(state, command.counting);
      case 'WithdrawVote': {
        if (!state.voters.has(command.voterId)) return [];
        const week = state.voters.get(command.voterId);
        return [
          {
            type: 'VoteWithdrawn',
            data: { listingId: command.listingId, voterId: command.voterId, ...(week ? { week } : {}) },
          },
        ];
      }
      case 'View':
        return [{ type: 'ListingViewed', data: { listingId: command.listingId, viewerId: command.viewerId } }];
      case 'Follow':
        if (!PUBLIC.has(command.listing.status))
          throw new DomainError('not_found', 'listing_not_found', `Listing ${command.listingId} does not exist.`);
        mustBeVerified(command.person, 'follow a listing');
        return state.followers.has(command.followerId)
          ? []
          : [{ type: 'ListingFollowed', data: { listingId: command.listingId, followerId: command.followerId } }];
      case 'Unfollow':
        return state.followers.has(command.followerId)
          ? [{ type: 'ListingUnfollowed', data: { listingId: command.listingId, followerId: command.followerId } }]
          : [];
      case 'Review': {
        const { listing, person } = command;
        if (!PUBLIC.has(listing.status))
          throw new DomainError('not_found', 'listing_not_found', `Listing ${command.listingId} does not exist.`);
        if (listing.status !== 'live')
          throw new DomainError('conflict', 'listing_not_live', 'Reviews open when the listing launches.');
        if (state.reviews.has(command.reviewId)) return [];
        mustBeVerified(person, 'write a review');
        if (listing.ownerId !== null && listing.ownerId === command.authorId)
          throw new DomainError('forbidden', 'own_listing', 'You cannot review your own listing.');
        if (state.reviewers.has(command.authorId))
          throw new DomainError('conflict', 'already_reviewed', 'You have already reviewed this listing.');
        if (!Number.isInteger(command.rating) || command.rating < 1 || command.rating > 5)
          throw new DomainError('invalid', 'invalid_rating', 'A rating is a whole number from 1 to 5.', 'rating');
        const text = command.text.trim();
        if (text.length < 1 || text.length > REVIEW_TEXT_MAX)
          throw new DomainError(
            'invalid',
            'invalid_review_text',
            `Write the review in 1 to ${REVIEW_TEXT_MAX} characters.`,
            'text',
          );
        const notGenuineBecause: NotGenuineReason | undefined = person.throwAwayAddress
          ? 'throw_away_address'
          : undefined;
        return [
          {
            type: 'ReviewPosted',
            data: {
              listingId: command.listingId,
              reviewId: command.reviewId,
              authorId: command.authorId,
              rating: command.rating,
              text,
              genuine: notGenuineBecause === undefined,
              ...(notGenuineBecause ? { notGenuineBecause } : {}),
            },
          },
        ];
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
      case 'RestoreReview': {
        if (!state.reviews.has(command.reviewId))
          throw new DomainError('not_found', 'review_not_found', `Review ${command.reviewId} does not exist.`);
        const reason = command.reason.trim();
        if (reason.length < 3 || reason.length > 500)
          throw new DomainError('invalid', 'invalid_reason', 'Give the reason in 3 to 500 characters.', 'reason');
        if (!state.flagged.has(command.reviewId)) return [];
        return [
          {
            type: 'ReviewRestored',
            data: {
              listingId: command.listingId,
              reviewId: command.reviewId,
              reason,
              genuine: !state.notGenuine.has(command.reviewId),
            },
          },
        ];
      }
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
      case 'VoteCast': {
        const voters = new Map(state.voters);
        voters.set(event.data.voterId, event.data.week);
        const ballots = new Map(state.ballots);
        const { week, voter } = event.data;
        ballots.set(event.data.voterId, voter ? { week, voter, status: 'pending' } : { week, status: 'counted' });
        return { ...state, voters, ballots };
      }
      case 'VoteWithdrawn': {
        const voters = new Map(state.voters);
        voters.delete(event.data.voterId);
        const ballots = new Map(state.ballots);
        ballots.delete(event.data.voterId);
        return { ...state, voters, ballots };
      }
      case 'VoteCounted':
      case 'VoteDiscounted': {
        const ballot = state.ballots.get(event.data.voterId);
        if (!ballot) return state;
        const ballots = new Map(state.ballots);
        ballots.set(event.data.voterId, {
          ...ballot,
          status: event.type === 'VoteCounted' ? 'counted' : event.data.reason,
        });
        return { ...state, ballots };
      }
      case 'ListingFollowed':
        return { ...state, followers: copy(state.followers, event.data.followerId) };
      case 'ListingUnfollowed':
        return { ...state, followers: copy(state.followers, undefined, event.data.followerId) };
      case 'ReviewPosted':
        return {
          ...state,
          reviews: copy(state.reviews, event.data.reviewId),
          notGenuine: event.data.genuine ? state.notGenuine : copy(state.notGenuine, event.data.reviewId),
          reviewers: copy(state.reviewers, event.data.authorId),
        };
      case 'ReviewFlagged':
        return { ...state, flagged: copy(state.flagged, event.data.reviewId) };
      case 'ReviewRestored':
        return { ...state, flagged: copy(state.flagged, undefined, event.data.reviewId) };
      case 'BillboardContributed':
        return { ...state, orders: copy(state.orders, event.data.orderNumber) };
      case 'BillboardContributionWithdrawn':
        return {
          ...state,
          orders: copy(state.orders, undefined, event.data.orderNumber),
          withdrawn: copy(state.withdrawn, event.data.orderNumber),
        };
      case 'ListingViewed':
        return state;
    }
  },
};

/** The verdicts of the counting rules that differ from the recorded ones, as events (vote-counting.policy.ts). */
function judge(state: EngagementState, counting: CountingContext): EngagementEvent[] {
  const standing = [...state.ballots].map(([voterId, ballot]) => ({
    voterId,
    ...(ballot.voter ? { voter: ballot.voter } : {}),
  }));
  const events: EngagementEvent[] = [];
  for (const [voterId, verdict] of countVotes(standing, counting)) {
    const ballot = state.ballots.get(voterId)!;
    const week = ballot.week ?? mondayOf(ballot.voter?.castAt ?? new Date(0).toISOString());
    const base = { listingId: counting.listingId, voterId, week, cause: verdict.cause };
    if (verdict.counted && ballot.status !== 'counted') events.push({ type: 'VoteCounted', data: base });
    if (!verdict.counted && ballot.status !== verdict.reason)
      events.push({ type: 'VoteDiscounted', data: { ...base, reason: verdict.reason } });
  }
  return events;
}
