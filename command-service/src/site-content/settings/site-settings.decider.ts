/** Settings the site team changes at run time: how many weeks out free listings are queued. */
import { DomainError, type Decider } from '@listings/shared/kernel';
import type { SiteSettingEvent } from '@listings/shared/contracts/site-content';
import { checkReason } from '../products/product.decider.ts';

export const MAX_FREE_QUEUE_WEEKS = 52;
/** Until the site team sets it. */
export const DEFAULT_FREE_QUEUE_WEEKS = 4;

export type SiteSettingCommand = { type: 'SetFreeQueueWeeks'; weeks: number; reason?: string };

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
    if (state.freeQueueWeeks === command.weeks) return [];
    const reason = checkReason(command.reason);
    return [{ type: 'FreeQueueWeeksSet', data: { weeks: command.weeks, ...(reason ? { reason } : {}) } }];
  },
  evolve: (_state, event) => ({ freeQueueWeeks: event.data.weeks }),
};
