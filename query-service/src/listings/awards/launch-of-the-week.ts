/**
 * Launch of the Week (#1, #2, #3): the one ranking every award, badge and award list uses.
 *
 * For a finished launch week (its Sunday is over, UTC), the live listings launched that week are
 * ranked by the community votes cast during that week (`votes_by_week[week]`); ties go to the
 * earlier `live_at`, then to the slug. Only votes count: billboard money, views, follows and reviews
 * never do. A listing needs at least one vote that week to win.
 */
import { type DocumentStore, type Filter, addWeeks, mondayOf } from '@listings/shared/kernel';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';

export const AWARD_RANKS = 3;
/** Fewest votes cast during the week for an award. */
export const MIN_AWARD_VOTES = 1;

export interface LaunchOfTheWeekAward {
  /** The launch week, by its Monday (YYYY-MM-DD). */
  week: string;
  rank: 1 | 2 | 3;
  slug: string;
  listing_id: number;
  name: string;
  /** Votes cast during the week. */
  votes: number;
}

export type RankedListing = Pick<
  ListingDocument,
  'slug' | 'listing_id' | 'name' | 'status' | 'launch_week' | 'live_at' | 'votes_by_week'
> & { launch_weeks?: string[] };

/** Every week a listing launched in (a relaunch adds one; older read models only know the last). */
const launchWeeksOf = (listing: RankedListing): string[] =>
  listing.launch_weeks ?? (listing.launch_week ? [listing.launch_week] : []);

/** The order of a launch week: votes cast during the week, then the earlier live_at, then the slug. */
export const byVotesDuringWeek =
  (week: string) =>
  (a: RankedListing, b: RankedListing): number =>
    (b.votes_by_week?.[week] ?? 0) - (a.votes_by_week?.[week] ?? 0) ||
    (a.live_at ?? '').localeCompare(b.live_at ?? '') ||
    a.slug.localeCompare(b.slug);

/** True once the week (Monday to Sunday, UTC) is over at `now`. */
export const isFinishedWeek = (week: string, now: Date): boolean => addWeeks(mondayOf(week), 1) <= mondayOf(now);

/**
 * The #1–#3 of one finished launch week among `listings` (any listings: those not live or not
 * launched that week are ignored). Empty for a week not finished at `now`.
 */
export function rankLaunchWeek(listings: readonly RankedListing[], week: string, now: Date): LaunchOfTheWeekAward[] {
  if (!isFinishedWeek(week, now)) return [];
  const votesOf = (listing: RankedListing) => listing.votes_by_week?.[week] ?? 0;
  return listings
    .filter(
      (listing) =>
        listing.status === 'live' && launchWeeksOf(listing).includes(week) && votesOf(listing) >= MIN_AWARD_VOTES,
    )
    .sort(byVotesDuringWeek(week))
    .slice(0, AWARD_RANKS)
    .map((listing, i) => ({
      week,
      rank: (i + 1) as 1 | 2 | 3,
      slug: listing.slug,
      listing_id: listing.listing_id,
      name: listing.name,
      votes: votesOf(listing),
    }));
}

const RANKING_FIELDS = {
  slug: 1,
  listing_id: 1,
  name: 1,
  status: 1,
  launch_week: 1,
  launch_weeks: 1,
  live_at: 1,
  votes_by_week: 1,
  _id: 1,
} as const;

/**
 * Every award of finished weeks, newest week first and by rank within a week; with `listing`, only
 * the awards of that listing (slug).
 */
export async function launchOfTheWeekAwards(
  documents: DocumentStore,
  now: Date,
  options: { listing?: string } = {},
): Promise<LaunchOfTheWeekAward[]> {
  const collection = documents.collection<ListingDocument>(LISTINGS_COLLECTION);
  const whose: Filter = options.listing
    ? { _id: options.listing, status: 'live' }
    : { status: 'live', launch_weeks: { $lt: mondayOf(now) } };
  const listed = (await collection.find(whose, { projection: RANKING_FIELDS })) as RankedListing[];
  const weeks = [...new Set(listed.flatMap(launchWeeksOf))]
    .filter((week) => isFinishedWeek(week, now))
    .sort()
    .reverse();
  if (weeks.length === 0) return [];
  // Rivals are every live listing that launched in one of those weeks.
  const candidates = (await collection.find(
    { status: 'live', launch_weeks: { $in: weeks } },
    { projection: RANKING_FIELDS },
  )) as RankedListing[];
  const awards = weeks.flatMap((week) => rankLaunchWeek(candidates, week, now));
  return options.listing ? awards.filter((award) => award.slug === options.listing) : awards;
}

/** The best (lowest rank, then newest) Launch of the Week award of a listing, or null. */
export async function bestLaunchOfTheWeekAward(
  documents: DocumentStore,
  slug: string,
  now: Date,
): Promise<LaunchOfTheWeekAward | null> {
  const awards = await launchOfTheWeekAwards(documents, now, { listing: slug });
  return [...awards].sort((a, b) => a.rank - b.rank || b.week.localeCompare(a.week))[0] ?? null;
}
