/**
 * The launch week aggregate (`launchweek-<monday>`): ended once, then closed once with its final
 * board and awards. Pure: the time and the board's rows come in the commands.
 */
import { DomainError, addWeeks, mondayOf, type Decider } from '@listings/shared/kernel';
import {
  LAUNCH_WEEK_RANKING,
  closeBoard,
  type LaunchOfTheWeek,
  type LaunchWeekBoardRow,
  type LaunchWeekEvent,
} from '@listings/shared/contracts/engagement';

export type LaunchWeekCommand =
  /** The week is over at `now` (Monday 00:00 UTC after it, plus the grace): fix the log position the board is read through. */
  | { type: 'EndWeek'; week: string; now: string; throughPosition: number }
  /** Record the final board from these launches (live listings launched that week, with the votes cast during it). */
  | { type: 'CloseWeek'; week: string; launches: Omit<LaunchWeekBoardRow, 'rank'>[] }
  /**
   * The counted votes of the closed board's listings again (the votes standing at the close, with the
   * verdicts read through `verdictsThrough`): records a recount only when the top three changes.
   */
  | { type: 'RecountWeek'; week: string; counts: Record<number, number>; verdictsThrough: number; cause: string };

export interface LaunchWeekState {
  ended: { endedAt: string; throughPosition: number } | null;
  closed: boolean;
  /** The board as last recorded (at the close, or by the latest recount). */
  board: LaunchWeekBoardRow[];
  /** The standing award per rank. */
  awards: Partial<Record<1 | 2 | 3, LaunchOfTheWeek>>;
}

/** When a week (its Monday) ends: the next Monday, 00:00 UTC. */
export const weekEndsAt = (week: string): string => `${addWeeks(week, 1)}T00:00:00.000Z`;

export const launchWeekDecider: Decider<LaunchWeekCommand, LaunchWeekEvent, LaunchWeekState> = {
  initialState: () => ({ ended: null, closed: false, board: [], awards: {} }),

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
        const { board, awards } = closeBoard(command.week, command.launches);
        return [
          {
            type: 'LaunchWeekClosed',
            data: {
              week: command.week,
              throughPosition: state.ended.throughPosition,
              rankedBy: LAUNCH_WEEK_RANKING,
              board,
            },
          },
          ...awards.map((award) => ({ type: 'LaunchOfTheWeekAwarded' as const, data: award })),
        ];
      }
      case 'RecountWeek': {
        if (!state.closed || !state.ended)
          throw new DomainError('conflict', 'week_not_closed', `Launch week ${command.week} is not closed yet.`);
        const launches = state.board.map(({ rank: _rank, ...row }) => ({
          ...row,
          votes: command.counts[row.listingId] ?? row.votes,
        }));
        const { board, awards } = closeBoard(command.week, launches);
        const changed = ([1, 2, 3] as const).filter(
          (rank) => state.awards[rank]?.listingId !== awards.find((a) => a.rank === rank)?.listingId,
        );
        if (changed.length === 0) return [];
        return [
          {
            type: 'LaunchWeekRecounted',
            data: {
              week: command.week,
              throughPosition: state.ended.throughPosition,
              verdictsThrough: command.verdictsThrough,
              cause: command.cause,
              board,
            },
          },
          ...changed.map((rank): LaunchWeekEvent => {
            const award = awards.find((a) => a.rank === rank);
            const before = state.awards[rank]!;
            return award
              ? { type: 'LaunchOfTheWeekAwarded', data: award }
              : {
                  type: 'LaunchOfTheWeekWithdrawn',
                  data: { week: command.week, rank, listingId: before.listingId, slug: before.slug },
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
        return { ...state, closed: true, board: event.data.board };
      case 'LaunchWeekRecounted':
        return { ...state, board: event.data.board };
      case 'LaunchOfTheWeekAwarded':
        return { ...state, awards: { ...state.awards, [event.data.rank]: event.data } };
      case 'LaunchOfTheWeekWithdrawn': {
        const awards = { ...state.awards };
        delete awards[event.data.rank];
        return { ...state, awards };
      }
      default:
        // The same stream also holds the listings context's LaunchWeekBegan: nothing to do here.
        return state;
    }
  },
};
