/**
 * A person's notifications for the site (issue 32, part 3): the newest of them for `/notifications`,
 * the unread count for the header (one count on the index recipient_id + read, only for signed-in
 * people: anonymous pages never ask), the settings as the settings page shows them, and what the
 * digest job reads (who chose a digest, a period's notifications).
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

/** Everyone who chose a daily or weekly digest, with their settings (the digest job's round). */
export async function digestSubscribers(documents: DocumentStore) {
  const docs = await documents
    .collection<NotificationSettingsDocument>(NOTIFICATION_SETTINGS_COLLECTION)
    .find({ 'settings.frequency': { $in: ['daily', 'weekly'] } });
  return docs.map((doc) => ({ accountId: doc._id, settings: doc.settings }));
}

/** A person's notifications from `from` (inclusive) to `to` (exclusive), ISO times, oldest first. */
export const notificationsBetween = (documents: DocumentStore, accountId: string, from: string, to: string) =>
  documents
    .collection<NotificationDocument>(NOTIFICATIONS_COLLECTION)
    .find({ recipient_id: accountId, at: { $gte: from, $lt: to } }, { sort: { position: 1 } });
