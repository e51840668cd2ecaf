/**
 * A person's notifications for the site (issue 32, part 3): the newest of them for `/notifications`,
 * the unread count for the header (one count on the index recipient_id + read, only for signed-in
 * people: anonymous pages never ask), and the settings as the settings page shows them.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { settingsOrDefault, type NotificationSettings } from '@listings/shared/contracts/engagement';
import {
  NOTIFICATION_SETTINGS_COLLECTION,
  NOTIFICATIONS_COLLECTION,
  type NotificationDocument,
  type NotificationSettingsDocument,
} from '@listings/projectors/engagement';

export type { NotificationDocument };

/** How many the page shows: the newest. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

export const personNotifications = (documents: DocumentStore, accountId: string, limit = NOTIFICATIONS_PAGE_SIZE) =>
  documents
    .collection<NotificationDocument>(NOTIFICATIONS_COLLECTION)
    .find({ recipient_id: accountId }, { sort: { position: -1 }, limit });

export const unreadNotificationCount = (documents: DocumentStore, accountId: string): Promise<number> =>
  documents.collection(NOTIFICATIONS_COLLECTION).countDocuments({ recipient_id: accountId, read: false });

export async function notificationSettingsOf(
  documents: DocumentStore,
  accountId: string,
): Promise<NotificationSettings> {
  const doc = await documents
    .collection<NotificationSettingsDocument>(NOTIFICATION_SETTINGS_COLLECTION)
    .findOne({ _id: accountId });
  return settingsOrDefault(doc?.settings);
}
