/**
 * What people do on the site: votes, follows and reviews (stream `engagement-<listing_id>`) and page
 * views (stream `listingviews-<listing_id>`, kept apart so a vote never loads a listing's views).
 * They come only from people on the site, never through the API.
 *
 * A vote is one event per person per listing: who (`voterId`, an account id), when (`metadata.at`)
 * and the launch week it counts toward (`week`, the Monday, UTC, of the moment it was cast). Events
 * recorded before `week` was written leave it out; readers then take the Monday of `metadata.at`.
 */
import { mondayOf } from '../../kernel/time/weeks.ts';
import type { VoteCountingEvent, VoterSignals } from './vote-counting.events.ts';

export type EngagementEvent =
  /** `voter`: what the site knew of the voter, for the counting rules (vote-counting.events.ts). */
  | { type: 'VoteCast'; data: { listingId: number; voterId: string; week?: string; voter?: VoterSignals } }
  | VoteCountingEvent
  /** `week` is the week the withdrawn vote counted toward (when it was cast), not the week of withdrawal. */
  | { type: 'VoteWithdrawn'; data: { listingId: number; voterId: string; week?: string } }
  /** One per visitor, listing and UTC day; `viewerId` is an account id or a daily-salted hash, never a cookie. */
  | { type: 'ListingViewed'; data: { listingId: number; viewerId: string; day?: string } }
  | { type: 'ListingFollowed'; data: { listingId: number; followerId: string } }
  | { type: 'ListingUnfollowed'; data: { listingId: number; followerId: string } }
  /**
   * `genuine` is false for reviews that do not count toward the community rating: those the rules of
   * GENUINE_REVIEW_RULES refuse to count when posted (`notGenuineBecause`), or that the site team
   * flagged later (ReviewFlagged: bought, self-written, duplicate).
   */
  | {
      type: 'ReviewPosted';
      data: {
        listingId: number;
        reviewId: string;
        authorId: string;
        rating: number;
        text: string;
        genuine: boolean;
        notGenuineBecause?: NotGenuineReason;
      };
    }
  | { type: 'ReviewFlagged'; data: { listingId: number; reviewId: string; reason: string } }
  /**
   * The site team takes back its ReviewFlagged (the console, issue 33), with its reason: the review is
   * as it was posted again, `genuine` saying whether that counts (false: judged not genuine when posted).
   */
  | { type: 'ReviewRestored'; data: { listingId: number; reviewId: string; reason: string; genuine: boolean } }
  /** Money put on the billboard (a paid ranking), from a paid order. */
  | { type: 'BillboardContributed'; data: { listingId: number; amountCents: number; orderNumber: string } }
  /** The order that put the money there was refunded in full: the money comes off the billboard. */
  | { type: 'BillboardContributionWithdrawn'; data: { listingId: number; amountCents: number; orderNumber: string } };

export const ENGAGEMENT_EVENT_TYPES = [
  'VoteCast',
  'VoteWithdrawn',
  'VoteCounted',
  'VoteDiscounted',
  'ListingViewed',
  'ListingFollowed',
  'ListingUnfollowed',
  'ReviewPosted',
  'ReviewFlagged',
  'ReviewRestored',
  'BillboardContributed',
  'BillboardContributionWithdrawn',
] as const satisfies readonly EngagementEvent['type'][];

export const engagementStream = (listingId: number) => `engagement-${listingId}`;
/** Page views of one listing; event ids are derived from (listing, visitor, day), so a repeat is a no-op append. */
export const listingViewsStream = (listingId: number) => `listingviews-${listingId}`;

/** Why a posted review does not count (it is kept, and shown as not counted). */
export type NotGenuineReason = 'throw_away_address';

/**
 * What makes a review genuine, in the words the site shows. The first three are enforced by
 * refusing the review; the last by recording it as not genuine (it never counts toward the rating).
 */
export const GENUINE_REVIEW_RULES = [
  'written by a signed-in person whose e-mail address is verified',
  'not written by the listing’s owner',
  'one review per person per listing',
  'not from a throw-away (disposable) e-mail address',
] as const;

/** The launch week (its Monday, YYYY-MM-DD) a vote counts toward: the one it was cast in, or, for older events, the week of `at`. */
export const voteWeekOf = (data: { week?: string }, at: string): string => data.week ?? mondayOf(at);
