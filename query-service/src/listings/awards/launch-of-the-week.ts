/**
 * Launch of the Week (#1, #2, #3) as the week-closing process recorded it (LaunchOfTheWeekAwarded
 * events, `launch_awards` read model): every award, badge and award list reads it from there, so an
 * award never drifts and nothing is ranked at read time. This file also gives that process what it
 * reads: which finished weeks are not closed yet, and each week's live launches with the community
 * votes cast during the week and their site.
 *
 * A week is closed per site (issue 30): awards, closes and recounts are read with `listingsOfSite`
 * over the `site` their documents recorded (null: the default site), so a site shows only its own
 * board, with its own ranks. The site's listing slugs filter them once more: a close recorded before
 * weeks were closed per site ranked the network together and is read as the default site's.
 */
import { type DocumentStore, addWeeks, mondayOf } from '@listings/shared/kernel';
import type { WeekLaunch } from '@listings/shared/contracts/engagement';
import { isListingOfSite, listingsOfSite, type SiteOfRead } from '@listings/shared/contracts/listings';
import { siteSlugs } from '../site-slugs.ts';
import {
  LAUNCH_AWARDS_COLLECTION,
  LAUNCH_WEEK_CLOSES_COLLECTION,
  LAUNCH_WEEK_RECOUNTS_COLLECTION,
  LISTINGS_COLLECTION,
  type LaunchWeekRecountDocument,
  type LaunchAwardDocument,
  type LaunchWeekCloseDocument,
  type ListingDocument,
} from '@listings/projectors/listings';

export interface LaunchOfTheWeekAward {
  /** The launch week, by its Monday (YYYY-MM-DD). */
  week: string;
  rank: 1 | 2 | 3;
  slug: string;
  listing_id: number;
  name: string;
  /** Votes cast during the week, as recorded when the week closed. */
  votes: number;
}

export type RankedListing = Pick<
  ListingDocument,
  'slug' | 'listing_id' | 'name' | 'status' | 'launch_week' | 'live_at' | 'votes_by_week'
> & { launch_weeks?: string[] };

/** Every week a listing launched in (a relaunch adds one; older read models only know the last). */
export const launchWeeksOf = (listing: Pick<RankedListing, 'launch_week' | 'launch_weeks'>): string[] =>
  listing.launch_weeks ?? (listing.launch_week ? [listing.launch_week] : []);

/** The order of a launch week's page while it runs: votes cast during the week, then the earlier live_at, then the slug. */
export const byVotesDuringWeek =
  (week: string) =>
  (a: RankedListing, b: RankedListing): number =>
    (b.votes_by_week?.[week] ?? 0) - (a.votes_by_week?.[week] ?? 0) ||
    (a.live_at ?? '').localeCompare(b.live_at ?? '') ||
    a.slug.localeCompare(b.slug);

/** True once the week (Monday to Sunday, UTC) is over at `now`. */
export const isFinishedWeek = (week: string, now: Date): boolean => addWeeks(mondayOf(week), 1) <= mondayOf(now);

const awards = (documents: DocumentStore) => documents.collection<LaunchAwardDocument>(LAUNCH_AWARDS_COLLECTION);

const toAward = (doc: LaunchAwardDocument): LaunchOfTheWeekAward => ({
  week: doc.week,
  rank: doc.rank,
  slug: doc.slug,
  listing_id: doc.listing_id,
  name: doc.name,
  votes: doc.votes,
});

/**
 * Every recorded award, newest week first and by rank within a week; with `listing`, only that
 * listing's (slug); with `site`, only that site's weeks' awards.
 */
export async function launchOfTheWeekAwards(
  documents: DocumentStore,
  options: { listing?: string; site?: SiteOfRead } = {},
): Promise<LaunchOfTheWeekAward[]> {
  const filter = {
    ...(options.listing ? { slug: options.listing } : {}),
    ...(options.site ? listingsOfSite(options.site) : {}),
  };
  const found = await awards(documents).find(filter, { sort: { week: -1, rank: 1 } });
  // The site's own public listings only: an award of a listing the site team took off hides with it.
  const slugs = options.site ? await siteSlugs(documents, options.site) : null;
  return found.filter((award) => !slugs || slugs.has(award.slug)).map(toAward);
}

/** The best (lowest rank, then newest) Launch of the Week award of a listing, or null. */
export async function bestLaunchOfTheWeekAward(
  documents: DocumentStore,
  slug: string,
): Promise<LaunchOfTheWeekAward | null> {
  const [best] = await awards(documents).find({ slug }, { sort: { rank: 1, week: -1 }, limit: 1 });
  return best ? toAward(best) : null;
}

/**
 * The recorded close of a week (final board, when, through which log position), or null while it
 * runs (or when the site had no launch that week). Without `site`, the default site's; with it,
 * that site's own board and ranks.
 */
export async function launchWeekClose(
  documents: DocumentStore,
  week: string,
  site?: SiteOfRead,
): Promise<LaunchWeekCloseDocument | null> {
  const closed = await documents
    .collection<LaunchWeekCloseDocument>(LAUNCH_WEEK_CLOSES_COLLECTION)
    .findOne(site ? { week, ...listingsOfSite(site) } : { _id: week });
  if (!closed || !site) return closed;
  const slugs = await siteSlugs(documents, site);
  return { ...closed, board: closed.board.filter((row) => slugs.has(row.slug)) };
}

/**
 * Weeks the closing process still has to close: every week from the first launch up to `lastWeek`
 * (inclusive) that the read side does not show as closed, oldest first.
 */
export async function pendingLaunchWeeks(documents: DocumentStore, lastWeek: string): Promise<string[]> {
  const live = await documents
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .find({ status: 'live', launch_weeks: { $lte: lastWeek } }, { projection: { launch_weeks: 1, launch_week: 1 } });
  const start = live
    .flatMap((doc) => launchWeeksOf(doc as RankedListing))
    .sort()
    .at(0);
  if (!start || start > lastWeek) return [];
  const closed = new Set(
    (
      await documents
        .collection<LaunchWeekCloseDocument>(LAUNCH_WEEK_CLOSES_COLLECTION)
        .find({ week: { $gte: start, $lte: lastWeek } }, { projection: { week: 1 } })
    ).map((doc) => doc.week),
  );
  const weeks: string[] = [];
  for (let week = start; week <= lastWeek; week = addWeeks(week, 1)) if (!closed.has(week)) weeks.push(week);
  return weeks;
}

/**
 * A week's live launches with the community votes cast during it and their site: the rows each
 * site's final board is made of. A listing of the default site (`defaultSiteKey`, or no site
 * recorded) carries none, as the default site's close events name none.
 */
export async function weekLaunches(
  documents: DocumentStore,
  week: string,
  defaultSiteKey: string,
): Promise<WeekLaunch[]> {
  const launched = (await documents
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .find(
      { status: 'live', launch_weeks: week },
      { projection: { slug: 1, listing_id: 1, name: 1, live_at: 1, votes_by_week: 1, site: 1, _id: 1 } },
    )) as ListingDocument[];
  const defaultSite = { key: defaultSiteKey, isDefault: true };
  return launched.map((doc) => ({
    ...(isListingOfSite(doc.site, defaultSite) ? {} : { site: doc.site! }),
    listingId: doc.listing_id,
    slug: doc.slug,
    name: doc.name,
    votes: Math.max(0, doc.votes_by_week?.[week] ?? 0),
    liveAt: doc.live_at,
  }));
}

/**
 * Every recount of a closed week (newest first): when, which week, why (public words), the top
 * three after it; with `site`, only that site's recounts.
 */
export async function launchWeekRecounts(
  documents: DocumentStore,
  limit = 100,
  site?: SiteOfRead,
): Promise<LaunchWeekRecountDocument[]> {
  const recounts = await documents
    .collection<LaunchWeekRecountDocument>(LAUNCH_WEEK_RECOUNTS_COLLECTION)
    .find(site ? listingsOfSite(site) : {}, { sort: { recounted_at: -1, _id: 1 }, limit });
  if (!site) return recounts;
  const slugs = await siteSlugs(documents, site);
  return recounts
    .map((recount) => ({ ...recount, top: recount.top.filter((row) => slugs.has(row.slug)) }))
    .filter((recount) => recount.top.length > 0);
}
