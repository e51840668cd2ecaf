/**
 * Settings the site team changes at run time, one aggregate per site of the network (issue 30:
 * `sitesettings-main` for the default site, `sitesettings-main@<site>` for another): how many weeks
 * out free listings are queued, and the launch calendar (how many Mondays ahead an order may name).
 * A command naming `site` records it in its event; none is the default site.
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import { siteField, type SiteSettingEvent } from '@listings/shared/contracts/site-content';
import { checkReason } from '../products/product.decider.ts';

export const MAX_FREE_QUEUE_WEEKS = 52;
export const MAX_LAUNCH_WEEKS_AHEAD = 52;
/** Until the site team sets it. */
export const DEFAULT_FREE_QUEUE_WEEKS = 4;

/** `site`: the key of the site the setting is for (absent: the default site). */
export type SiteSettingCommand =
  | { type: 'SetFreeQueueWeeks'; weeks: number; reason?: string; site?: string }
  | { type: 'SetLaunchWeeksAhead'; weeks: number; reason?: string; site?: string };

export interface SiteSettingsState {
  freeQueueWeeks: number | null;
  launchWeeksAhead: number | null;
}

const checkWeeks = (weeks: number, max: number, message: string) => {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > max) throw new DomainError('invalid', 'invalid_weeks', message);
};

export const siteSettingsDecider: Decider<SiteSettingCommand, SiteSettingEvent, SiteSettingsState> = {
  initialState: () => ({ freeQueueWeeks: null, launchWeeksAhead: null }),
  decide(command, state) {
    const free = command.type === 'SetFreeQueueWeeks';
    if (free)
      checkWeeks(
        command.weeks,
        MAX_FREE_QUEUE_WEEKS,
        `The free queue is 1 to ${MAX_FREE_QUEUE_WEEKS} whole weeks out.`,
      );
    else
      checkWeeks(
        command.weeks,
        MAX_LAUNCH_WEEKS_AHEAD,
        `The launch calendar offers 1 to ${MAX_LAUNCH_WEEKS_AHEAD} whole weeks ahead.`,
      );
    if ((free ? state.freeQueueWeeks : state.launchWeeksAhead) === command.weeks) return [];
    const reason = checkReason(command.reason);
    const data = { weeks: command.weeks, ...siteField(command.site), ...(reason ? { reason } : {}) };
    return [free ? { type: 'FreeQueueWeeksSet', data } : { type: 'LaunchWeeksAheadSet', data }];
  },
  evolve: (state, event) =>
    event.type === 'FreeQueueWeeksSet'
      ? { ...state, freeQueueWeeks: event.data.weeks }
      : { ...state, launchWeeksAhead: event.data.weeks },
};
