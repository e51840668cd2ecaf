/**
 * Each check of a listing's badge on the company's site (stream `badgecheck-<listing_id>`): by the
 * owner calling choose_free_listing, or by the re-check scheduler while the listing awaits its badge.
 * Kept apart from the listing's own stream: a check changes nothing about the listing unless the
 * badge is found, and then the listing stream records ListingScheduled.
 */
export type BadgeCheckEvent = {
  type: 'BadgeChecked';
  data: { listingId: number; found: boolean; reason: string; url: string | null; trigger: 'owner' | 'recheck' };
};

export const BADGE_CHECK_EVENT_TYPES = ['BadgeChecked'] as const satisfies readonly BadgeCheckEvent['type'][];

export const badgeCheckStream = (listingId: number) => `badgecheck-${listingId}`;
