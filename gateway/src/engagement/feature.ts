/**
 * Engagement: what people do on the site (votes, follows, reviews, comments, profiles, notifications, page views) and the close of each
 * launch week. Its read models (reviews, where each person stands), the handlers of its site-only
 * operations (vote, take back, follow, unfollow, review: run by the executor for people on the site
 * only), the week-closing process manager and its timer (which ticks with the launch scheduler,
 * LAUNCH_SCHEDULER_TICK_MS: both act when a week begins), the form posts of listing pages (each its
 * operation through the executor), and the observer that counts listing page views.
 */
import { AccountCommands } from '@listings/command-service/accounts';
import {
  CommentActions,
  commentCommandHandlers,
  ProfileActions,
  profileCommandHandlers,
  NotificationActions,
  notificationCommandHandlers,
  notificationMailReactor,
  NotificationDigests,
  CountingFacts,
  EngagementCommands,
  PeopleActions,
  engagementCommandHandlers,
  voteCounting,
  weekClosing,
  weekRecount,
} from '@listings/command-service/engagement';
import {
  digestSubscribers,
  listingSitesOf,
  notificationsBetween,
  notificationUrl,
  votedListings,
} from '@listings/query-service/engagement';
import { ListingCommands } from '@listings/command-service/listings';
import { engagementReadModels } from '@listings/projectors/engagement';
import { pendingLaunchWeeks, weekLaunches } from '@listings/query-service/listings';
import { defineFeature } from '../features/feature.ts';
import { engagementPagesRouter, makerPagesFor, methodPageRouter } from '@listings/site';
import { ViewCounter } from './view-counter.ts';
import { NetworkTags } from './network-tags.ts';
import { IntervalJob } from '@listings/shared/kernel';
import { serviceSecret } from '@listings/shared/platform';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts';
import { trustFunctionOf } from '../trust-proxy.ts';
import { networkOf } from '@listings/projectors/site-content';
import { listingOwnSite } from '@listings/query-service/my-listings';
import { defaultSite } from '@listings/shared/contracts/site-content';

export const engagementFeature = defineFeature({
  name: 'engagement',
  projections: engagementReadModels,
  build: (deps) => {
    const { events, documents, clock, config, logger, readSide, mailer, env } = deps;
    const accounts = new AccountCommands(events, clock);
    const facts = new CountingFacts({ events, accounts, votedListings: (ids) => votedListings(documents, ids) });
    const people = new PeopleActions({
      events,
      accounts,
      engagement: new EngagementCommands(events, clock),
      counting: { facts, clock },
    });
    const counting = voteCounting({ events, clock, logger, facts });
    const networkTags = new NetworkTags({
      documents,
      clock,
      retentionDays: config.engagement.voteNetworkKeyDays,
    });
    const forgetKeys = new IntervalJob('network key retention', () => networkTags.forgetOldKeys(), logger);
    const closing = weekClosing({
      events,
      clock,
      logger,
      readSide,
      pendingWeeks: (lastWeek) => pendingLaunchWeeks(documents, lastWeek),
      launchesOf: (week) => weekLaunches(documents, week, defaultSite(config.site).key),
      settings: { graceMs: config.engagement.weekCloseGraceSeconds * 1000 },
    });
    const views = new ViewCounter({ documents, people, clock, logger, trustProxy: trustFunctionOf(config.trustProxy) });
    const listings = new ListingCommands(events, clock);
    const comments = new CommentActions({ events, clock, people });
    // Notification mails' one-click unsubscribe links are signed with this key (derived, never stored).
    const unsubscribeSecret = serviceSecret(env, 'UNSUBSCRIBE_SECRET', config.dataDir, 'unsubscribe.secret');
    const notifications = new NotificationActions({ events, clock, unsubscribeSecret });
    const addressOf = async (accountId: string) => {
      const account = await documents.collection(ACCOUNTS_COLLECTION).findOne({ _id: accountId });
      return typeof account?.email === 'string' && account.email.includes('@') ? account.email : null;
    };
    // A listing's mail names its own site and links to its host (issue 30): the network from the sites read model.
    const siteOfListing = (key: string | null) => listingOwnSite(documents, config.site, key);
    const notificationMails = notificationMailReactor({
      events,
      mailer,
      site: config.site,
      siteOfListing,
      logger,
      notifications,
      unsubscribeSecret,
      addressOf,
    });
    // Daily and weekly digests: each round mails the finished period's digests not sent yet (the ledger's keys).
    const digests = new NotificationDigests({
      mailer,
      site: config.site,
      clock,
      logger,
      unsubscribeSecret,
      addressOf,
      subscribers: () => digestSubscribers(documents),
      // Each item links to its listing's own site (issue 30): the digest lists every site's.
      notificationsBetween: async (accountId, from, to) => {
        const items = await notificationsBetween(documents, accountId, from, to);
        const [network, sites] = await Promise.all([
          networkOf(documents, defaultSite(config.site)),
          listingSitesOf(
            documents,
            items.map((item) => item.listing_id),
          ),
        ]);
        const links = network.map((each) => ({ key: each.key, name: each.name, base_url: each.baseUrl }));
        return items.map((item) => ({
          ...item,
          url: notificationUrl(item, sites.get(item.listing_id) ?? null, links),
          // The digest's heading names the sites its items are on.
          site_name: network.find((each) => each.key === sites.get(item.listing_id))?.name ?? network[0]!.name,
        }));
      },
    });
    const digestJob = new IntervalJob('notification digests', () => digests.round(), logger);
    return {
      operations: {
        ...engagementCommandHandlers({
          people,
          // Only a listing of the request's site: another site's is as absent (issue 30).
          listingIdBySlug: (slug, site) => listings.listingIdOnSite(slug, site),
          networkTag: (address) => networkTags.tag(address),
          waitForPosition: (position, timeoutMs) => readSide.waitForPosition(position, timeoutMs),
          readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
        }),
        ...commentCommandHandlers({
          comments,
          // Only a listing of the request's site, as for votes (issue 30).
          listingIdBySlug: (slug, site) => listings.listingIdOnSite(slug, site),
          waitForPosition: (position, timeoutMs) => readSide.waitForPosition(position, timeoutMs),
          readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
        }),
        ...profileCommandHandlers({
          profiles: new ProfileActions({ events, clock }),
          waitForPosition: (position, timeoutMs) => readSide.waitForPosition(position, timeoutMs),
          readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
        }),
        ...notificationCommandHandlers({
          notifications,
          waitForPosition: (position, timeoutMs) => readSide.waitForPosition(position, timeoutMs),
          readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
        }),
      },
      reactors: [closing.process, counting, weekRecount({ events, clock, logger }), notificationMails],
      jobs: [
        { name: 'week closing', job: closing.job, tickMs: config.launchSchedulerTickMs },
        { name: 'network key retention', job: forgetKeys, tickMs: config.launchSchedulerTickMs },
        { name: 'notification digests', job: digestJob, tickMs: config.launchSchedulerTickMs },
      ],
      requestObservers: [views.observe],
      routes: (edge) => {
        const maker = makerPagesFor(deps, edge);
        return [
          { path: '/', router: methodPageRouter(maker.pages) },
          {
            path: '/',
            router: engagementPagesRouter(maker, documents, async (token) => {
              const done = await notifications.unsubscribe(token);
              if (done && done.position > 0)
                await readSide.waitForPosition(done.position, config.readYourWritesTimeoutMs);
              return done;
            }),
          },
        ];
      },
    };
  },
});
