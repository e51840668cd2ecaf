/** The read operations of the public directory: search, listings, launches, leaderboards, awards, founders, badges. */
import type { OperationHandlers } from '@listings/shared/api';
import {
  compareListings,
  getAlternatives,
  getListing,
  searchListings,
  type ListingQueryDependencies,
} from './listing-queries.ts';
import { getLaunchWeek, getLeaderboard, listLaunches } from './launches/launch-queries.ts';
import { listAwards } from './awards/list-awards.ts';
import { founderHandlers } from './founders/founder-queries.ts';
import { badgeHandlers } from './badges/badge-queries.ts';

export const listingQueries = (deps: ListingQueryDependencies) =>
  ({
    search_listings: searchListings(deps),
    get_listing: getListing(deps),
    get_alternatives: getAlternatives(deps),
    compare_listings: compareListings(deps),
    get_launch_week: getLaunchWeek(deps),
    list_launches: listLaunches(deps),
    get_leaderboard: getLeaderboard(deps),
    list_awards: listAwards(deps),
    ...founderHandlers(deps),
    ...badgeHandlers(deps),
  }) satisfies OperationHandlers;
