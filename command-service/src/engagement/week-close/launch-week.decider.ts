/**
 * The launch week aggregate (`launchweek-<monday>`): ended once, then closed once with its final
 * board and awards. Pure: the time and the board's rows come in the commands.
 */
import { DomainError, addWeeks, mondayOf, type Decider } from '@listings/shared/kernel';
import {
  LAUNCH_WEEK_RANKING,
  closeBoard,
  type LaunchWeekBoardRow,
  type LaunchWeekEvent,
} from '@listings/shared/contracts/engagement';

export type LaunchWeekCommand =
  /** The week is over at `now` (Monday 00:00 UTC after it, plus the grace): fix the log position the board is read through. */
  | { type: 'EndWeek'; week: string; now: string; throughPosition: number }
  /** Record the final board from these launches (live listings launched that week, with the votes cast during it). */
  | { type: 'CloseWeek'; week: string; launches: Omit<LaunchWeekBoardRow, 'rank'>[] };

export interface LaunchWeekState {
  ended: { endedAt: string; throughPosition: number } | null;
  closed: boolean;
}

/** When a week (its Monday) ends: the next Monday, 00:00 UTC. */
export const weekEndsAt = (week: string): string => `${addWeeks(week, 1)}T00:00:00.000Z`;

export const launchWeekDecider: Decider<LaunchWeekCommand, LaunchWeekEvent, LaunchWeekState> = {
  initialState: () => ({ ended: null, closed: false }),

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
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'LaunchWeekEnded':
        return { ...state, ended: { endedAt: event.data.endedAt, throughPosition: event.data.throughPosition } };
      case 'LaunchWeekClosed':
        return { ...state, closed: true };
      case 'LaunchOfTheWeekAwarded':
        return state;
    }
  },
};
