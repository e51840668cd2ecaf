/**
 * A person's notification choices, decided purely (issue 32, part 3), on `notifications-<account id>`:
 *
 * - SaveNotificationSettings: on-site and e-mail per kind, and the e-mail frequency; the same settings
 *   again record nothing. `via` says whether the settings page or a mail's one-click unsubscribe asked.
 * - Unsubscribe: a mail's one-click link turns e-mail off for the kind it was about (the rest kept),
 *   or, from a digest, all notification e-mail (frequency `off`); already off, nothing. It is SaveNotificationSettings with the settings as they follow.
 * - MarkNotificationsRead through a log position: only forward (an older page's form records nothing).
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_KIND_IDS,
  isEmailFrequency,
  type NotificationKind,
  type NotificationPreferenceEvent,
  type NotificationSettings,
} from '@listings/shared/contracts/engagement';

export type NotificationCommand =
  | { type: 'SaveNotificationSettings'; accountId: string; settings: NotificationSettings }
  /** `all`: a digest's link, all notification e-mail off (frequency `off`). */
  | { type: 'Unsubscribe'; accountId: string; kind: NotificationKind | 'all' }
  | { type: 'MarkNotificationsRead'; accountId: string; throughPosition: number };

export interface NotificationPreferenceState {
  settings: NotificationSettings | null;
  readThrough: number;
}

/** Settings as a form may send them, checked: every kind named, a known frequency. */
export function checkedSettings(settings: NotificationSettings): NotificationSettings {
  if (!isEmailFrequency(settings.frequency))
    throw new DomainError('invalid', 'invalid_frequency', 'Choose how often e-mail comes.', 'frequency');
  const kinds = {} as NotificationSettings['kinds'];
  for (const kind of NOTIFICATION_KIND_IDS) {
    const chosen = settings.kinds[kind];
    kinds[kind] = { site: chosen?.site === true, email: chosen?.email === true };
  }
  return { kinds, frequency: settings.frequency };
}

const same = (a: NotificationSettings, b: NotificationSettings) => JSON.stringify(a) === JSON.stringify(b);

export const notificationPreferenceDecider: Decider<
  NotificationCommand,
  NotificationPreferenceEvent,
  NotificationPreferenceState
> = {
  initialState: () => ({ settings: null, readThrough: 0 }),
  decide(command, state) {
    const current = state.settings ?? DEFAULT_NOTIFICATION_SETTINGS;
    switch (command.type) {
      case 'SaveNotificationSettings': {
        const settings = checkedSettings(command.settings);
        if (same(current, settings)) return [];
        return [
          {
            type: 'NotificationSettingsSaved',
            data: { accountId: command.accountId, settings, before: state.settings, via: 'settings' },
          },
        ];
      }
      case 'Unsubscribe': {
        const kind = command.kind;
        if (kind === 'all' ? current.frequency === 'off' : !current.kinds[kind].email) return [];
        const settings: NotificationSettings =
          kind === 'all'
            ? { ...current, frequency: 'off' }
            : { ...current, kinds: { ...current.kinds, [kind]: { ...current.kinds[kind], email: false } } };
        return [
          {
            type: 'NotificationSettingsSaved',
            data: { accountId: command.accountId, settings, before: state.settings, via: 'unsubscribe' },
          },
        ];
      }
      case 'MarkNotificationsRead':
        if (!Number.isSafeInteger(command.throughPosition) || command.throughPosition <= state.readThrough) return [];
        return [
          {
            type: 'NotificationsRead',
            data: { accountId: command.accountId, throughPosition: command.throughPosition },
          },
        ];
    }
  },
  evolve: (state, event) =>
    event.type === 'NotificationSettingsSaved'
      ? { ...state, settings: event.data.settings }
      : { ...state, readThrough: Math.max(state.readThrough, event.data.throughPosition) },
};
