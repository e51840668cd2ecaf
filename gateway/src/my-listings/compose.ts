/**
 * Composition of "My listings" (owner edits, updates, milestones, story, interview, free plan): the
 * write side, the read-your-writes answers, the follower mail reactor and the badge re-check timer.
 * The badge fetcher is the SSRF-safe fetcher from the environment unless a test passes its own.
 */
import { DEFAULT_BADGE_RECHECK, type BadgeRecheckSettings } from '@listings/shared/contracts/my-listings';
import type { DocumentStore, EventStore, Clock, Logger, Reactor } from '@listings/shared/kernel';
import {
  type SiteSettings,
  type Mailer,
  createSafeFetcher,
  safeFetcherSettingsFromEnv,
  type SafeFetcher,
} from '@listings/shared/platform';
import type { OperationHandler } from '@listings/shared/api';
import { OwnedListings } from '@listings/command-service/my-listings/owned-listing';
import { BadgeRecheckScheduler, FreePlan } from '@listings/command-service/my-listings/free-plan';
import { createBadgeChecker } from '@listings/command-service/my-listings/badge-check';
import { followerMailReactor } from '@listings/command-service/my-listings/follower-mail.reactor';
import { myListingCommandHandlers } from '@listings/command-service/my-listings/my-listing-handlers';
import { siteKeyFromEnv } from '@listings/command-service/my-listings/site-keys';
import { InterviewCommands } from '@listings/command-service/my-listings/interview/interview-commands';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts/accounts.projection';
import { freeQueueWeeks } from '@listings/projectors/site-content/site-settings/site-settings.projection';
import { badgeRecheckCandidates, myListingResponses } from '@listings/query-service/my-listings/my-listing-queries';

export interface MyListingsOptions {
  /** Reads company homepages for the badge (default: the SSRF-safe fetcher from the environment). */
  badgeFetcher?: SafeFetcher;
  /** Re-check timing; the timer is off when `tickMs` is 0 (default from BADGE_RECHECK_TICK_MS, 10 min). */
  badgeRecheck?: Partial<BadgeRecheckSettings> & { tickMs?: number };
  /** This site's key for apply_to (default env SITE_KEY or `main`). */
  siteKey?: string;
}

export interface MyListingsModule {
  handlers: [string, OperationHandler][];
  reactor: Reactor;
  scheduler: BadgeRecheckScheduler;
  freePlan: FreePlan;
  start(): void;
  stop(): Promise<void>;
}

export function myListingsModule(deps: {
  events: EventStore;
  documents: DocumentStore;
  site: SiteSettings;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  readYourWritesTimeoutMs: number;
  options?: MyListingsOptions;
  env?: NodeJS.ProcessEnv;
}): MyListingsModule {
  const { events, documents, site, clock, logger, mailer } = deps;
  const env = deps.env ?? process.env;
  const options = deps.options ?? {};
  const recheck = { ...DEFAULT_BADGE_RECHECK, ...options.badgeRecheck };
  const tickMs =
    options.badgeRecheck?.tickMs ?? (env.BADGE_RECHECK_TICK_MS ? Number(env.BADGE_RECHECK_TICK_MS) : 600_000);
  const fetcher = options.badgeFetcher ?? createSafeFetcher(safeFetcherSettingsFromEnv(env, site.publicBaseUrl));
  const owned = new OwnedListings(events, clock);
  const freePlan = new FreePlan({
    events,
    clock,
    owned,
    checker: createBadgeChecker(fetcher, site.publicBaseUrl),
    freeQueueWeeks: () => freeQueueWeeks(documents),
  });
  const scheduler = new BadgeRecheckScheduler({
    freePlan,
    clock,
    logger,
    candidates: (limit) => badgeRecheckCandidates(documents, limit),
    settings: recheck,
  });
  const responses = myListingResponses({
    documents,
    site,
    recheck,
    waitForPosition: deps.waitForPosition,
    readYourWritesTimeoutMs: deps.readYourWritesTimeoutMs,
  });
  return {
    handlers: myListingCommandHandlers({
      owned,
      freePlan,
      interview: new InterviewCommands(events, clock),
      responses,
      siteKey: options.siteKey ?? siteKeyFromEnv(env),
    }),
    reactor: followerMailReactor({
      events,
      documents,
      mailer,
      site,
      clock,
      logger,
      accountsCollection: ACCOUNTS_COLLECTION,
    }),
    scheduler,
    freePlan,
    start: () => {
      if (Number.isFinite(tickMs) && tickMs > 0) scheduler.start(tickMs);
    },
    stop: () => scheduler.stop(),
  };
}
