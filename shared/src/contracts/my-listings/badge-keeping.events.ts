/**
 * Kept badges (stream `badgekeeping-<listing_id>`): a free listing is free because its badge is on the
 * company's site, so once it is live the badge is looked for again on a schedule.
 *
 *   KeptBadgeChecked        every re-check: present, gone (page read, no badge; or the page is gone:
 *                           HTTP 404/410), or inconclusive (robots.txt forbids it, the site did not
 *                           answer, another error): inconclusive never starts or ends anything;
 *   BadgeGoneNoticed        the first "gone" after a present badge: the grace period starts (the owner is
 *                           e-mailed by a reactor, BadgeGoneMailed records it so a replay never mails twice);
 *   OutboundLinkNofollowed  still gone at a check after the grace ended: the listing's outbound link is
 *                           marked nofollow, and its page says so;
 *   BadgeReturned           present again after a notice: grace and nofollow end.
 */
export type BadgeCheckOutcome = 'present' | 'gone' | 'inconclusive';

export type BadgeKeepingEvent =
  | {
      type: 'KeptBadgeChecked';
      data: { listingId: number; outcome: BadgeCheckOutcome; reason: string; url: string | null };
    }
  | { type: 'BadgeGoneNoticed'; data: { listingId: number; graceUntil: string } }
  | { type: 'BadgeGoneMailed'; data: { listingId: number; noticeId: string; messageId: string } }
  | { type: 'OutboundLinkNofollowed'; data: { listingId: number } }
  | { type: 'BadgeReturned'; data: { listingId: number } };

export const BADGE_KEEPING_EVENT_TYPES = [
  'KeptBadgeChecked',
  'BadgeGoneNoticed',
  'BadgeGoneMailed',
  'OutboundLinkNofollowed',
  'BadgeReturned',
] as const satisfies readonly BadgeKeepingEvent['type'][];

export const badgeKeepingStream = (listingId: number) => `badgekeeping-${listingId}`;

export interface BadgeKeepingSettings {
  /** Days between a "gone" notice and nofollow (BADGE_GRACE_DAYS, default 7). */
  graceDays: number;
  /** How long after a listing's last re-check the next is due (BADGE_KEEP_INTERVAL_HOURS, default 24). */
  intervalMs: number;
  /** Listings re-checked per tick at most, one after another (default 10). */
  batchSize: number;
}

export const DEFAULT_BADGE_KEEPING: BadgeKeepingSettings = { graceDays: 7, intervalMs: 24 * 3600_000, batchSize: 10 };

/** A check result as kept badges judge it: only a read page without the badge, or a page that is gone, is "gone". */
export const outcomeOf = (check: { found: boolean; reason: string }): BadgeCheckOutcome =>
  check.found
    ? 'present'
    : check.reason === 'missing' || /^http_(404|410)$/.test(check.reason)
      ? 'gone'
      : 'inconclusive';
