/**
 * The public directory: search (with its in-memory index), listings, launches, leaderboards, awards,
 * founders, badges and their images, and the launch scheduler that takes scheduled listings live.
 */
import { ListingCommands, launchScheduler } from '@listings/command-service/listings';
import { listingsReadModels } from '@listings/projectors/listings';
import { ListingSearchIndex, dueLaunches, listingQueries } from '@listings/query-service/listings';
import { defineFeature } from '../features/feature.ts';
import { badgeImagesRouter } from './badges/badge-images.router.ts';

export const listingsFeature = defineFeature({
  name: 'listings',
  projections: listingsReadModels,
  build: ({ events, documents, clock, config, logger }) => {
    const search = new ListingSearchIndex();
    const site = config.site;
    return {
      operations: listingQueries({ documents, site, clock, search }),
      localProjections: [search.projection],
      jobs: [
        {
          name: 'launches',
          job: launchScheduler({
            listings: new ListingCommands(events, clock),
            clock,
            logger,
            due: (monday) => dueLaunches(documents, monday),
          }),
          tickMs: config.launchSchedulerTickMs,
        },
      ],
      routes: () => [{ path: '/badges', router: badgeImagesRouter({ documents, site, clock }) }],
    };
  },
});
