/**
 * The close of a launch week (stream `launchweek-<monday>`), recorded once the week is over (Monday
 * 00:00 UTC) by the week-closing process, so auditors can replay who won and why:
 *
 *   LaunchWeekEnded        the process noticed the week is over and fixed the log position the board
 *                          is read through (every vote cast in the week is at or before it);
 *   LaunchWeekClosed       the final board of the week: every live launch of that week with its rank
 *                          and the community votes cast during the week;
 *   LaunchOfTheWeekAwarded #1, #2, #3 of that board (at least one vote that week), one event each.
 *
 * Awards are read from these events only; nothing derives them at read time. When verdicts on votes
 * change after the close (votes set aside or restored) so that the week's top three changes, the
 * week-recount process records on the same stream:
 *
 *   LaunchWeekRecounted        the board again, from the same votes (those standing at the close) with
 *                              the verdicts as they stand now, and its cause in public words;
 *   LaunchOfTheWeekAwarded     for each rank whose listing changed (it replaces that rank's award);
 *   LaunchOfTheWeekWithdrawn   for a rank no launch earns any more.
 *
 * A week is closed per site of the network (issue 30): LaunchWeekEnded is the network's (one log
 * position for all), then one LaunchWeekClosed per site, each with its own board and its own #1-#3,
 * all in one append. Every event of a site's close, award or recount names its `site`, except the
 * default site's, which names none: so a single-site deployment's log is what it always was, and an
 * event written before the network existed (no site) is read as the default site's (an upcast on
 * read, as for ListingCreated.site; the log is never rewritten).
 */
export interface LaunchWeekBoardRow {
  rank: number;
  listingId: number;
  slug: string;
  name: string;
  /** Community votes cast during the week (withdrawn ones not counted). */
  votes: number;
  /** When it went live (the first tie-break). */
  liveAt: string | null;
}

/** A launch as the close is given it: a board row to be, with its listing's site (absent: the default site). */
export type WeekLaunch = Omit<LaunchWeekBoardRow, 'rank'> & { site?: string };

export interface LaunchOfTheWeek {
  week: string;
  /** The site whose week this is; absent: the default site. */
  site?: string;
  rank: 1 | 2 | 3;
  listingId: number;
  slug: string;
  name: string;
  votes: number;
}

export type LaunchWeekEvent =
  | { type: 'LaunchWeekEnded'; data: { week: string; endedAt: string; throughPosition: number } }
  | {
      type: 'LaunchWeekClosed';
      data: {
        week: string;
        /** The site whose board this is; absent: the default site. */
        site?: string;
        /** Log position the board was read through. */
        throughPosition: number;
        rankedBy: string;
        board: LaunchWeekBoardRow[];
      };
    }
  | { type: 'LaunchOfTheWeekAwarded'; data: LaunchOfTheWeek }
  | {
      type: 'LaunchWeekRecounted';
      data: {
        week: string;
        /** The site whose board was recounted; absent: the default site. */
        site?: string;
        /** Votes are those standing at the close (the board's position); verdicts are read through this one. */
        throughPosition: number;
        verdictsThrough: number;
        /** What changed, in public words: reason categories, never identities. */
        cause: string;
        board: LaunchWeekBoardRow[];
      };
    }
  | {
      type: 'LaunchOfTheWeekWithdrawn';
      data: { week: string; site?: string; rank: 1 | 2 | 3; listingId: number; slug: string };
    };

export const LAUNCH_WEEK_EVENT_TYPES = [
  'LaunchWeekEnded',
  'LaunchWeekClosed',
  'LaunchOfTheWeekAwarded',
  'LaunchWeekRecounted',
  'LaunchOfTheWeekWithdrawn',
] as const satisfies readonly LaunchWeekEvent['type'][];

export const launchWeekStream = (week: string) => `launchweek-${week}`;

/** How a week's board is ordered; written into every LaunchWeekClosed. */
export const LAUNCH_WEEK_RANKING =
  'community votes cast during the launch week (Monday to Sunday, UTC); ties: earlier go-live, then slug';

/** Awards go to the first three of the board with at least this many votes that week. */
export const AWARD_RANKS = 3;
export const MIN_AWARD_VOTES = 1;

/** The board's order: votes cast during the week, then the earlier go-live, then the slug. */
export const byWeekVotes = (
  a: Pick<LaunchWeekBoardRow, 'votes' | 'liveAt' | 'slug'>,
  b: Pick<LaunchWeekBoardRow, 'votes' | 'liveAt' | 'slug'>,
): number => b.votes - a.votes || (a.liveAt ?? '').localeCompare(b.liveAt ?? '') || a.slug.localeCompare(b.slug);

/**
 * Ranks one site's launches of a week and picks its awards: the one rule, used by the week-closing
 * process (per site). `site`: the site's key as recorded (absent: the default site).
 */
export function closeBoard(
  week: string,
  launches: readonly Omit<LaunchWeekBoardRow, 'rank'>[],
  site?: string,
): { board: LaunchWeekBoardRow[]; awards: LaunchOfTheWeek[] } {
  const board = [...launches].sort(byWeekVotes).map((row, i) => ({ ...row, rank: i + 1 }));
  const awards = board
    .filter((row) => row.votes >= MIN_AWARD_VOTES)
    .slice(0, AWARD_RANKS)
    .map((row) => ({
      week,
      ...(site === undefined ? {} : { site }),
      rank: row.rank as 1 | 2 | 3,
      listingId: row.listingId,
      slug: row.slug,
      name: row.name,
      votes: row.votes,
    }));
  return { board, awards };
}
