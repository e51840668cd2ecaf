/**
 * What people do on the site: votes, views, follows and reviews (stream `engagement-<listing_id>`).
 * They come only from people on the site, never through the API.
 */
export type EngagementEvent =
  | { type: 'VoteCast'; data: { listingId: number; voterId: string } }
  | { type: 'VoteWithdrawn'; data: { listingId: number; voterId: string } }
  | { type: 'ListingViewed'; data: { listingId: number; viewerId: string } }
  | { type: 'ListingFollowed'; data: { listingId: number; followerId: string } }
  | { type: 'ListingUnfollowed'; data: { listingId: number; followerId: string } }
  /** `genuine` is false for reviews the site team flagged (bought, self-written, duplicate): they never count. */
  | {
      type: 'ReviewPosted';
      data: { listingId: number; reviewId: string; authorId: string; rating: number; text: string; genuine: boolean };
    }
  | { type: 'ReviewFlagged'; data: { listingId: number; reviewId: string; reason: string } }
  /** Money put on the billboard (a paid ranking), from a paid order. */
  | { type: 'BillboardContributed'; data: { listingId: number; amountCents: number; orderNumber: string } }
  /** The order that put the money there was refunded in full: the money comes off the billboard. */
  | { type: 'BillboardContributionWithdrawn'; data: { listingId: number; amountCents: number; orderNumber: string } };

export const ENGAGEMENT_EVENT_TYPES = [
  'VoteCast',
  'VoteWithdrawn',
  'ListingViewed',
  'ListingFollowed',
  'ListingUnfollowed',
  'ReviewPosted',
  'ReviewFlagged',
  'BillboardContributed',
  'BillboardContributionWithdrawn',
] as const satisfies readonly EngagementEvent['type'][];

export const engagementStream = (listingId: number) => `engagement-${listingId}`;
