/** The outside-world ports features take (re-exported here so FeatureDeps names them in one place). */
export type { DraftingPorts } from '@listings/command-service/drafts';
export type { ClaimPorts } from '@listings/command-service/claims';
import type { SafeFetcher } from '@listings/shared/platform';
import type {
  BadgeKeepingSettings,
  BadgeRecheckSettings,
  FactsKeepingSettings,
} from '@listings/shared/contracts/my-listings';

/** What the my-listings feature takes from its composer (tests pass fakes and turn timers off). */
export interface MyListingsOptions {
  /** Reads company homepages for the badge (default: the SSRF-safe fetcher from the environment). */
  badgeFetcher?: SafeFetcher;
  /** Re-check timing; the timer is off when `tickMs` is 0 (default from BADGE_RECHECK_TICK_MS, 10 min). */
  badgeRecheck?: Partial<BadgeRecheckSettings> & { tickMs?: number };
  /** Kept-badge re-checks of live free listings; the timer is off when `tickMs` is 0 (default BADGE_RECHECK_TICK_MS). */
  badgeKeeping?: Partial<BadgeKeepingSettings> & { tickMs?: number };
  /** Kept-facts re-reads of live listings; the timer is off when `tickMs` is 0 (default BADGE_RECHECK_TICK_MS). */
  factsKeeping?: Partial<FactsKeepingSettings> & { tickMs?: number };
  /** The default site's key for apply_to (default SITE_KEY, read by the config, or `main`). */
  siteKey?: string;
}
