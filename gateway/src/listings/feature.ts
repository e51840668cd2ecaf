/**
 * The public directory: search (with its in-memory index), listings, launches, leaderboards, awards,
 * founders, badges and their images, the launch scheduler that takes scheduled listings live, and the
 * site's pages of all of these (home, search, listing, compare, badge embed, launches, weeks,
 * leaderboards, awards, founders, latest updates, robots.txt, sitemap, launches and updates feeds).
 */
import { ListingCommands, launchScheduler, launchWeekProcess } from '@listings/command-service/listings';
import { listingsReadModels } from '@listings/projectors/listings';
import path from 'node:path';
import { ListingSearchIndex, dueLaunches, keepSearchSnapshots, listingQueries } from '@listings/query-service/listings';
import { defineFeature } from '../features/feature.ts';
import { pagesPerSite } from '../sites/pages-per-site.ts';
import {
  badgeImagesRouter,
  cardsRouter,
  directoryPagesRouter,
  founderPagesRouter,
  launchPagesRouter,
  siteDocumentsRouter,
  updatesPagesRouter,
} from '@listings/site';

export const listingsFeature = defineFeature({
  name: 'listings',
  projections: listingsReadModels,
  build: (deps) => {
    const { events, documents, clock, config, logger } = deps;
    const search = new ListingSearchIndex();
    // Scheduled listings go live when their week begins: a timer records the week's start, a process
    // manager takes the listings live (launch-scheduler.ts).
    const launches = launchWeekProcess({
      listings: new ListingCommands(events, clock),
      logger,
      due: (monday) => dueLaunches(documents, monday),
    });
    const site = config.site;
    // The search index starts from its snapshot (then reads the log after it) when there is one; only
    // a process that runs the index (embedded, query services) ever restores or moves it.
    const snapshots =
      config.dataDir !== ':memory:' && config.searchSnapshotIntervalSeconds > 0
        ? keepSearchSnapshots(search, {
            file: path.join(config.dataDir, 'search-index.snapshot'),
            events,
            intervalMs: config.searchSnapshotIntervalSeconds * 1000,
            logger,
          })
        : null;
    return {
      operations: listingQueries({ documents, site, clock, search }),
      localProjections: [search.projection],
      reactors: [launches],
      jobs: [
        {
          name: 'launches',
          job: launchScheduler({ events, clock, logger, process: launches }),
          tickMs: config.launchSchedulerTickMs,
        },
      ],
      // Each site of the network gets its pages under its own name and base URL (pagesPerSite).
      routes: (edge) =>
        pagesPerSite(deps, edge, (pages) => [
          { path: '/badges', router: badgeImagesRouter({ documents, site: pages.site, clock }) },
          { path: '/', router: siteDocumentsRouter(pages, documents) },
          { path: '/', router: directoryPagesRouter(pages, documents, clock) },
          { path: '/', router: launchPagesRouter(pages, documents, deps.blobs) },
          { path: '/', router: founderPagesRouter(pages, documents) },
          { path: '/', router: updatesPagesRouter(pages, documents) },
          { path: '/', router: cardsRouter(pages, documents, deps.blobs) },
        ]),
      stop: async () => snapshots?.close(),
    };
  },
});
