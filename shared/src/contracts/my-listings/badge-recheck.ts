/** Badge re-checks of the free plan: which listings the read side offers for a re-check, and the timing. */
export interface RecheckCandidate {
  listingId: number;
  ownerId: string;
  /** When the badge was last looked for, if ever. */
  lastCheckedAt: string | null;
  checks: number;
}

export interface BadgeRecheckSettings {
  /** How long after a check the next one is due (default 6 h). */
  intervalMs: number;
  /** Checks after which the scheduler stops (the owner can still ask again); default 28 (a week at 6 h). */
  maxChecks: number;
  /** Listings re-checked per tick at most (default 10), one after another. */
  batchSize: number;
}

export const DEFAULT_BADGE_RECHECK: BadgeRecheckSettings = { intervalMs: 6 * 3600_000, maxChecks: 28, batchSize: 10 };
