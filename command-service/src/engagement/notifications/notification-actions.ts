/**
 * A person's notification choices, written through the decider on `notifications-<account id>`: the
 * settings page's form, "mark all read", and a mail's one-click unsubscribe (its signed token names the
 * person and the kind, so no sign-in is needed).
 */
import { defineAggregate, type Clock, type EventStore } from '@listings/shared/kernel';
import {
  notificationsStream,
  settingsOrDefault,
  type NotificationSettings,
} from '@listings/shared/contracts/engagement';
import { notificationPreferenceDecider } from './notifications.decider.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

export const notificationPreferences = defineAggregate({
  streamOf: notificationsStream,
  decider: notificationPreferenceDecider,
});

export class NotificationActions {
  private readonly events: EventStore;
  private readonly clock: Clock;
  private readonly unsubscribeSecret: Buffer;

  constructor(deps: { events: EventStore; clock: Clock; unsubscribeSecret: Buffer }) {
    this.events = deps.events;
    this.clock = deps.clock;
    this.unsubscribeSecret = deps.unsubscribeSecret;
  }

  /** The person's settings now (the defaults until they choose). */
  async settingsOf(accountId: string): Promise<NotificationSettings> {
    return settingsOrDefault((await notificationPreferences.current(this.events, accountId)).state.settings);
  }

  async save(accountId: string, settings: NotificationSettings) {
    return notificationPreferences.handle(
      this.events,
      accountId,
      { type: 'SaveNotificationSettings', accountId, settings },
      { actor: { kind: 'user', id: accountId }, cause: 'page:save_notification_settings' },
      this.clock,
    );
  }

  async markRead(accountId: string, throughPosition: number) {
    return notificationPreferences.handle(
      this.events,
      accountId,
      { type: 'MarkNotificationsRead', accountId, throughPosition },
      { actor: { kind: 'user', id: accountId }, cause: 'page:mark_notifications_read' },
      this.clock,
    );
  }

  /** One-click unsubscribe: false for a token this service did not sign (nothing written). */
  async unsubscribe(token: string): Promise<{ kind: string; position: number } | null> {
    const named = verifyUnsubscribeToken(this.unsubscribeSecret, token);
    if (!named) return null;
    const result = await notificationPreferences.handle(
      this.events,
      named.accountId,
      { type: 'Unsubscribe', accountId: named.accountId, kind: named.kind },
      { actor: { kind: 'user', id: named.accountId }, cause: 'mail:unsubscribe' },
      this.clock,
    );
    return { kind: named.kind, position: result.position };
  }
}
