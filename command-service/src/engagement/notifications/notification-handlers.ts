/**
 * The handlers of the notifications' site-only operations (shared/src/api/catalog/engagement.ts):
 * save_notification_settings (the settings page's form: `<kind>_site` and `<kind>_email` ticked or
 * not, and `frequency`) and mark_notifications_read (through the log position the page showed), for
 * the signed-in person. Each waits (bounded) for the read side, so the page the person is sent back
 * to shows the change.
 */
import { ok, principalOf, type OperationHandlers } from '@listings/shared/api';
import {
  NOTIFICATION_KIND_IDS,
  type EmailFrequency,
  type NotificationSettings,
} from '@listings/shared/contracts/engagement';
import type { NotificationActions } from './notification-actions.ts';

export interface NotificationHandlerDependencies {
  notifications: NotificationActions;
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  readYourWritesTimeoutMs: number;
}

/** The settings a form sends: a ticked box is 'on', an unticked one is absent. */
export function settingsOfForm(body: Record<string, string | undefined>): NotificationSettings {
  const kinds = {} as NotificationSettings['kinds'];
  for (const kind of NOTIFICATION_KIND_IDS)
    kinds[kind] = { site: body[`${kind}_site`] === 'on', email: body[`${kind}_email`] === 'on' };
  return { kinds, frequency: body.frequency as EmailFrequency };
}

export const notificationCommandHandlers = (deps: NotificationHandlerDependencies) =>
  ({
    save_notification_settings: async (context) => {
      const { accountId } = principalOf(context);
      const settings = settingsOfForm(context.input.body as Record<string, string | undefined>);
      const { position } = await deps.notifications.save(accountId, settings);
      if (position > 0) await deps.waitForPosition(position, deps.readYourWritesTimeoutMs);
      return ok({ saved: true });
    },
    mark_notifications_read: async (context) => {
      const { accountId } = principalOf(context);
      const { through } = context.input.body as { through: string };
      const { position } = await deps.notifications.markRead(accountId, Number(through));
      if (position > 0) await deps.waitForPosition(position, deps.readYourWritesTimeoutMs);
      return ok({ saved: true });
    },
  }) satisfies OperationHandlers;
