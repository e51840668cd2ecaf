/** Settings the site team changes at run time: how many weeks out free listings are queued. */
import { DomainError, type Decider } from '@listings/shared/kernel';
import type { SiteSettingEvent } from '@listings/shared/contracts/site-content';

export const MAX_FREE_QUEUE_WEEKS = 52;
/** Until the site team sets it. */
export const DEFAULT_FREE_QUEUE_WEEKS = 4;

export type SiteSettingCommand = { type: 'SetFreeQueueWeeks'; weeks: number };

export interface SiteSettingsState {
  freeQueueWeeks: number | null;
}

export const siteSettingsDecider: Decider<SiteSettingCommand, SiteSettingEvent, SiteSettingsState> = {
  initialState: () => ({ freeQueueWeeks: null }),
  decide(command, state) {
    if (!Number.isInteger(command.weeks) || command.weeks < 1 || command.weeks > MAX_FREE_QUEUE_WEEKS) {
      throw new DomainError(
        'invalid',
        'invalid_weeks',
        `The free queue is 1 to ${MAX_FREE_QUEUE_WEEKS} whole weeks out.`,
      );
    }
    return state.freeQueueWeeks === command.weeks
      ? []
      : [{ type: 'FreeQueueWeeksSet', data: { weeks: command.weeks } }];
  },
  evolve: (_state, event) => ({ freeQueueWeeks: event.data.weeks }),
};
