/**
 * My listings: the owner's edits, updates (followers mailed by engagement's notification reactor), milestones, story,
 * interview answers and the free plan with its badge re-check timer. The badge fetcher is the
 * SSRF-safe fetcher from the environment unless a test passes its own.
 */
import { createSafeFetcher, safeFetcherSettingsFromEnv } from '@listings/shared/platform';
import { DEFAULT_BADGE_RECHECK } from '@listings/shared/contracts/my-listings';
import { AccountCommands } from '@listings/command-service/accounts';
import { DEFAULT_BADGE_KEEPING, DEFAULT_FACTS_KEEPING } from '@listings/shared/contracts/my-listings';
import {
  BadgeKeeper,
  FactsKeeper,
  badgeGoneMailReactor,
  factFlagMailReactor,
  politeBadgeChecker,
  BadgeRecheckScheduler,
  FreePlan,
  InterviewCommands,
  OwnedListings,
  createBadgeChecker,
  myListingCommandHandlers,
  siteKeyFromEnv,
} from '@listings/command-service/my-listings';
import { freeQueueWeeks, networkOf } from '@listings/projectors/site-content';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';
import { candidateCompanyListings, companyListing, myListingsReadModels } from '@listings/projectors/my-listings';
import { defaultSite } from '@listings/shared/contracts/site-content';
import {
  badgeRecheckCandidates,
  keptBadgeCandidates,
  keptFactsCandidates,
  listingBaseUrlOf,
  myListingQueryHandlers,
  myListingResponses,
} from '@listings/query-service/my-listings';
import { defineFeature } from '../features/feature.ts';
import { makerPagesFor, myListingPagesRouter } from '@listings/site';

export const myListingsFeature = defineFeature({
  name: 'my-listings',
  projections: myListingsReadModels,
  build: (deps) => {
    const { events, documents, clock, config, readSide, logger, mailer, ports, env } = deps;
    const site = config.site;
    const options = ports.myListings ?? {};
    const recheck = { ...DEFAULT_BADGE_RECHECK, ...options.badgeRecheck };
    const tickMs =
      options.badgeRecheck?.tickMs ?? (env.BADGE_RECHECK_TICK_MS ? Number(env.BADGE_RECHECK_TICK_MS) : 600_000);
    const fetcher = options.badgeFetcher ?? createSafeFetcher(safeFetcherSettingsFromEnv(env, site.publicBaseUrl));
    const owned = new OwnedListings(events, clock);
    const freePlan = new FreePlan({
      events,
      clock,
      owned,
      // The badge of the listing's own site, linking to its host (issue 30).
      checker: createBadgeChecker(fetcher, (slug) => listingBaseUrlOf(documents, site, slug)),
      // The free queue of the listing's own site (issue 30; its recorded site, none: the default site).
      freeQueueWeeks: async (listingId) => {
        const listing = await documents.collection(LISTINGS_COLLECTION).findOne({ listing_id: listingId });
        const own = typeof listing?.site === 'string' && listing.site !== site.key ? listing.site : null;
        return freeQueueWeeks(documents, own ? { key: own, isDefault: false } : undefined);
      },
    });
    const scheduler = new BadgeRecheckScheduler({
      freePlan,
      clock,
      logger,
      candidates: (limit) => badgeRecheckCandidates(documents, limit),
      settings: recheck,
    });
    const number = (raw: string | undefined, fallback: number) =>
      raw !== undefined && raw !== '' && Number.isFinite(Number(raw)) && Number(raw) >= 0 ? Number(raw) : fallback;
    const keeper = new BadgeKeeper({
      events,
      clock,
      logger,
      checker: politeBadgeChecker(
        fetcher,
        createBadgeChecker(fetcher, (slug) => listingBaseUrlOf(documents, site, slug)),
      ),
      candidates: (limit) => keptBadgeCandidates(documents, limit),
      settings: {
        graceDays: number(env.BADGE_GRACE_DAYS, DEFAULT_BADGE_KEEPING.graceDays),
        intervalMs: number(env.BADGE_KEEP_INTERVAL_HOURS, DEFAULT_BADGE_KEEPING.intervalMs / 3600_000) * 3600_000,
        ...options.badgeKeeping,
      },
    });
    const keepTickMs = options.badgeKeeping?.tickMs ?? tickMs;
    const factsKeeper = new FactsKeeper({
      events,
      clock,
      logger,
      fetcher,
      candidates: (limit) => keptFactsCandidates(documents, limit),
      settings: {
        intervalMs: number(env.FACTS_REREAD_INTERVAL_HOURS, DEFAULT_FACTS_KEEPING.intervalMs / 3600_000) * 3600_000,
        ...options.factsKeeping,
      },
    });
    const factsTickMs = options.factsKeeping?.tickMs ?? tickMs;
    const defaultSiteKey = options.siteKey ?? site.key ?? siteKeyFromEnv(env);
    const queries = { documents, site, recheck };
    const responses = myListingResponses({
      ...queries,
      waitForPosition: (position, timeoutMs) => readSide.waitForPosition(position, timeoutMs),
      readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
    });
    return {
      operations: {
        ...myListingQueryHandlers(queries),
        ...myListingCommandHandlers({
          owned,
          freePlan,
          interview: new InterviewCommands(events, clock),
          responses,
          // apply_to: the network from the sites read model, the company's listings from company_listings.
          network: {
            defaultSiteKey,
            siteKeys: async () =>
              (await networkOf(documents, defaultSite({ ...site, key: defaultSiteKey }))).map((s) => s.key),
            listing: (listingId) => companyListing(documents, listingId, defaultSiteKey),
            candidates: (accountId) => candidateCompanyListings(documents, accountId, defaultSiteKey),
          },
        }),
      },
      reactors: [
        badgeGoneMailReactor({ events, accounts: new AccountCommands(events, clock), mailer, site, clock, logger }),
        factFlagMailReactor({ events, accounts: new AccountCommands(events, clock), mailer, site, clock, logger }),
        // Followers are told of updates by the engagement feature's notification-mail-reactor (issue 32),
        // with each person's settings and a one-click unsubscribe, under the same mail keys as before.
      ],
      jobs: [
        { name: 'badge re-checks', job: scheduler.job, tickMs: Number.isFinite(tickMs) ? tickMs : 0 },
        { name: 'badge keeping', job: keeper.job, tickMs: Number.isFinite(keepTickMs) ? keepTickMs : 0 },
        { name: 'facts keeping', job: factsKeeper.job, tickMs: Number.isFinite(factsTickMs) ? factsTickMs : 0 },
      ],
      // The owner's pages: their listings, publishing (free), edits, updates, milestones, story, interview.
      routes: (edge) => {
        const maker = makerPagesFor(deps, edge);
        return [{ path: '/', router: myListingPagesRouter(maker, site, documents) }];
      },
    };
  },
});
