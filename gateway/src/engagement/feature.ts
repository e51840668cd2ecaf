/**
 * Engagement: what people do on the site (votes, follows, reviews, page views) and the close of each
 * launch week. Its read models (reviews, where each person stands), the week-closing process manager
 * and its timer (which ticks with the launch scheduler, LAUNCH_SCHEDULER_TICK_MS: both act when a week
 * begins), the form posts of listing pages, and the observer that counts listing page views.
 */
import { AccountCommands } from '@listings/command-service/accounts';
import { EngagementCommands, PeopleActions, weekClosing } from '@listings/command-service/engagement';
import { ListingCommands } from '@listings/command-service/listings';
import { engagementReadModels } from '@listings/projectors/engagement';
import { pendingLaunchWeeks, weekLaunches } from '@listings/query-service/listings';
import { defineFeature } from '../features/feature.ts';
import { sitePagesFor } from '../pages/site-pages.ts';
import { engagementPagesRouter } from './engagement-pages.router.ts';
import { ViewCounter } from './view-counter.ts';
import { trustFunctionOf } from '../trust-proxy.ts';

const seconds = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
};

export const engagementFeature = defineFeature({
  name: 'engagement',
  projections: engagementReadModels,
  build: (deps) => {
    const { events, documents, clock, config, logger, readSide, env } = deps;
    const people = new PeopleActions({
      events,
      accounts: new AccountCommands(events, clock),
      engagement: new EngagementCommands(events, clock),
    });
    const closing = weekClosing({
      events,
      clock,
      logger,
      readSide,
      pendingWeeks: (lastWeek) => pendingLaunchWeeks(documents, lastWeek),
      launchesOf: (week) => weekLaunches(documents, week),
      settings: { graceMs: seconds(env.WEEK_CLOSE_GRACE_SECONDS, 60) * 1000 },
    });
    const views = new ViewCounter({ documents, people, clock, logger, trustProxy: trustFunctionOf(config.trustProxy) });
    return {
      operations: {},
      reactors: [closing.process],
      jobs: [{ name: 'week closing', job: closing.job, tickMs: config.launchSchedulerTickMs }],
      requestObservers: [views.observe],
      routes: (edge) => [
        {
          path: '/',
          router: engagementPagesRouter({
            pages: sitePagesFor(deps, edge),
            people,
            listings: new ListingCommands(events, clock),
            sessions: edge.sessions,
            documents,
            readSide,
            readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
            logger,
            sharedLimits: deps.sharedLimits,
          }),
        },
      ],
    };
  },
});
