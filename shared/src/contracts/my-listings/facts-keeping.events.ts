/**
 * Kept facts (stream `factcheck-<listing_id>`): a live listing's drafted facts stand on quotes from the
 * company's site, so the quoted pages are read again on a schedule, with conditional requests (the
 * ETag and Last-Modified of the last copy read) and robots.txt obeyed.
 *
 *   SiteReread              one round: per quoted page, read / not_modified (304) / unavailable /
 *                           disallowed (robots.txt), with the validators to send next time;
 *   FactEvidenceMissing     a drafted fact's quote is no longer on the page it cites (flagged to the owner,
 *                           with the date: the event's time; e-mailed once, FactFlagMailed records it);
 *   FactEvidenceFoundAgain  that quote is back;
 *   FactsConfirmed          every quoted page was read (or answered "not modified") and every quote holds.
 */
export type RereadOutcome = 'read' | 'not_modified' | 'unavailable' | 'disallowed';

export interface QuotedFact {
  field: string;
  quote: string;
  url: string;
}

export type FactsKeepingEvent =
  | {
      type: 'SiteReread';
      data: {
        listingId: number;
        pages: { url: string; outcome: RereadOutcome; etag: string | null; lastModified: string | null }[];
      };
    }
  | { type: 'FactEvidenceMissing'; data: { listingId: number } & QuotedFact }
  | { type: 'FactEvidenceFoundAgain'; data: { listingId: number } & QuotedFact }
  | { type: 'FactsConfirmed'; data: { listingId: number } }
  | { type: 'FactFlagMailed'; data: { listingId: number; flagId: string; messageId: string } };

export const FACTS_KEEPING_EVENT_TYPES = [
  'SiteReread',
  'FactEvidenceMissing',
  'FactEvidenceFoundAgain',
  'FactsConfirmed',
  'FactFlagMailed',
] as const satisfies readonly FactsKeepingEvent['type'][];

export const factCheckStream = (listingId: number) => `factcheck-${listingId}`;

export interface FactsKeepingSettings {
  /** How long after a listing's last re-read the next is due (FACTS_REREAD_INTERVAL_HOURS, default 168: weekly). */
  intervalMs: number;
  /** Listings re-read per tick at most (default 5), one page request after another. */
  batchSize: number;
  /** Quoted pages read per listing at most (default 8). */
  maxPages: number;
}

export const DEFAULT_FACTS_KEEPING: FactsKeepingSettings = { intervalMs: 7 * 24 * 3600_000, batchSize: 5, maxPages: 8 };
