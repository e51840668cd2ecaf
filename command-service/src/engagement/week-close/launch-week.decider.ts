/**
 * The launch week aggregate (`launchweek-<monday>`): ended once for the whole network, then closed
 * once with each site's own final board and awards (issue 30: a site's Launch of the Week is ranked
 * among that site's launches only). Pure: the time and the board's rows come in the commands.
 *
 * Sites are keyed as the events record them: the default site names none (so a single-site log is
 * unchanged, and an event written before the network existed is the default site's), here ''.
 */
import { DomainError, addWeeks, mondayOf, type Decider } from '@listings/shared/kernel';
import {
  LAUNCH_WEEK_RANKING,
  closeBoard,
  type LaunchOfTheWeek,
  type LaunchWeekBoardRow,
  type LaunchWeekEvent,
  type WeekLaunch,
} from '@listings/shared/contracts/engagement';

export type LaunchWeekCommand =
  /** The week is over at `now` (Monday 00:00 UTC after it, plus the grace): fix the log position the board is read through. */
  | { type: 'EndWeek'; week: string; now: string; throughPosition: number }
  /**
   * Record each site's final board from these launches (live listings launched that week, with the
   * votes cast during it and their site): the default site's always, another site's when it had a launch.
   */
  | { type: 'CloseWeek'; week: string; launches: WeekLaunch[] }
  /**
   * The counted votes of one site's closed board again (the votes standing at the close, with the
   * verdicts read through `verdictsThrough`): records a recount only when that site's top three changes.
   * `site`: as recorded (absent: the default site).
   */
  | {
      type: 'RecountWeek';
      week: string;
      site?: string;
      counts: Record<number, number>;
      verdictsThrough: number;
      cause: string;
    };

/** One site's close: its board as last recorded (at the close, or by its latest recount) and its standing awards. */
export interface LaunchWeekSiteState {
  board: LaunchWeekBoardRow[];
  awards: Partial<Record<1 | 2 | 3, LaunchOfTheWeek>>;
}

export interface LaunchWeekState {
  ended: { endedAt: string; throughPosition: number } | null;
  closed: boolean;
  /** Each closed site's board and awards, by its recorded key ('': the default site). */
  sites: Record<string, LaunchWeekSiteState>;
}

/** The state's key of a site as an event records it: '' for the default site (no site). */
const siteKeyOf = (site: string | undefined): string => site ?? '';
/** The event field for a site's state key: none for the default site. */
const siteField = (key: string): { site?: string } => (key === '' ? {} : { site: key });

/** When a week (its Monday) ends: the next Monday, 00:00 UTC. */
export const weekEndsAt = (week: string): string => `${addWeeks(week, 1)}T00:00:00.000Z`;

/** The week's launches by site: the default site first (always, maybe empty), then the others by key. */
function launchesBySite(launches: readonly WeekLaunch[]): [string, Omit<LaunchWeekBoardRow, 'rank'>[]][] {
  const bySite = new Map<string, Omit<LaunchWeekBoardRow, 'rank'>[]>([['', []]]);
  // Pushed in place: copying a site's list at each launch made a close quadratic in a site's launches
  // (24 s of CPU for one site of 54,000 launches; issue 30's rebuild benchmark).
  for (const { site, ...row } of launches) {
    const key = siteKeyOf(site);
    const rows = bySite.get(key);
    if (rows) rows.push(row);
    else bySite.set(key, [row]);
  }
  return [...bySite].sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)));
}

export const launchWeekDecider: Decider<LaunchWeekCommand, LaunchWeekEvent, LaunchWeekState> = {
  initialState: () => ({ ended: null, closed: false, sites: {} }),

  decide(command, state) {
    if (mondayOf(command.week) !== command.week)
      throw new DomainError('invalid', 'not_a_week', `${command.week} is not a Monday (YYYY-MM-DD).`);
    switch (command.type) {
      case 'EndWeek': {
        if (state.ended) return [];
        const endsAt = weekEndsAt(command.week);
        if (Date.parse(command.now) < Date.parse(endsAt))
          throw new DomainError('conflict', 'week_not_over', `Launch week ${command.week} ends at ${endsAt}.`);
        return [
          {
            type: 'LaunchWeekEnded',
            data: { week: command.week, endedAt: endsAt, throughPosition: command.throughPosition },
          },
        ];
      }
      case 'CloseWeek': {
        if (state.closed) return [];
        if (!state.ended)
          throw new DomainError('conflict', 'week_not_ended', `Launch week ${command.week} has not ended yet.`);
        return launchesBySite(command.launches).flatMap(([key, launches]): LaunchWeekEvent[] => {
          const { board, awards } = closeBoard(command.week, launches, key || undefined);
          return [
            {
              type: 'LaunchWeekClosed',
              data: {
                week: command.week,
                ...siteField(key),
                throughPosition: state.ended!.throughPosition,
                rankedBy: LAUNCH_WEEK_RANKING,
                board,
              },
            },
            ...awards.map((award) => ({ type: 'LaunchOfTheWeekAwarded' as const, data: award })),
          ];
        });
      }
      case 'RecountWeek': {
        if (!state.closed || !state.ended)
          throw new DomainError('conflict', 'week_not_closed', `Launch week ${command.week} is not closed yet.`);
        const key = siteKeyOf(command.site);
        const closed = state.sites[key];
        // A site with no board that week (no launch there) has nothing to recount.
        if (!closed) return [];
        const launches = closed.board.map(({ rank: _rank, ...row }) => ({
          ...row,
          votes: command.counts[row.listingId] ?? row.votes,
        }));
        const { board, awards } = closeBoard(command.week, launches, key || undefined);
        const changed = ([1, 2, 3] as const).filter(
          (rank) => closed.awards[rank]?.listingId !== awards.find((a) => a.rank === rank)?.listingId,
        );
        if (changed.length === 0) return [];
        return [
          {
            type: 'LaunchWeekRecounted',
            data: {
              week: command.week,
              ...siteField(key),
              throughPosition: state.ended.throughPosition,
              verdictsThrough: command.verdictsThrough,
              cause: command.cause,
              board,
            },
          },
          ...changed.map((rank): LaunchWeekEvent => {
            const award = awards.find((a) => a.rank === rank);
            const before = closed.awards[rank]!;
            return award
              ? { type: 'LaunchOfTheWeekAwarded', data: award }
              : {
                  type: 'LaunchOfTheWeekWithdrawn',
                  data: { week: command.week, ...siteField(key), rank, listingId: before.listingId, slug: before.slug },
                };
          }),
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'LaunchWeekEnded':
        return { ...state, ended: { endedAt: event.data.endedAt, throughPosition: event.data.throughPosition } };
      case 'LaunchWeekClosed':
        return withSite({ ...state, closed: true }, event.data.site, () => ({ board: event.data.board, awards: {} }));
      case 'LaunchWeekRecounted':
        return withSite(state, event.data.site, (site) => ({ ...site, board: event.data.board }));
      case 'LaunchOfTheWeekAwarded':
        return withSite(state, event.data.site, (site) => ({
          ...site,
          awards: { ...site.awards, [event.data.rank]: event.data },
        }));
      case 'LaunchOfTheWeekWithdrawn':
        return withSite(state, event.data.site, (site) => {
          const awards = { ...site.awards };
          delete awards[event.data.rank];
          return { ...site, awards };
        });
      default:
        // The same stream also holds the listings context's LaunchWeekBegan: nothing to do here.
        return state;
    }
  },
};

/** The state with one site's close changed (a site not seen yet starts with no board and no award). */
function withSite(
  state: LaunchWeekState,
  site: string | undefined,
  change: (site: LaunchWeekSiteState) => LaunchWeekSiteState,
): LaunchWeekState {
  const key = siteKeyOf(site);
  return { ...state, sites: { ...state.sites, [key]: change(state.sites[key] ?? { board: [], awards: {} }) } };
}
