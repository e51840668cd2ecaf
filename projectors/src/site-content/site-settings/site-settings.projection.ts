/** Run-time settings of the site (collection `site_settings`, one document per setting). */
import { DEFAULT_FREE_QUEUE_WEEKS } from '@listings/shared/contracts/site-content';
import { defineProjection, type DocumentStore } from '@listings/shared/kernel';
import { SITE_SETTING_EVENT_TYPES, type SiteSettingEvent } from '@listings/shared/contracts/site-content';

export const SITE_SETTINGS_COLLECTION = 'site_settings';
export const FREE_QUEUE_WEEKS_SETTING = 'free_queue_weeks';

export const siteSettingsProjection = defineProjection<SiteSettingEvent>({
  name: 'site-settings',
  collections: [SITE_SETTINGS_COLLECTION],
  eventTypes: SITE_SETTING_EVENT_TYPES,

  async apply(event, documents) {
    if (event.type === 'FreeQueueWeeksSet') {
      await documents
        .collection(SITE_SETTINGS_COLLECTION)
        .updateOne(
          { _id: FREE_QUEUE_WEEKS_SETTING },
          { $set: { value: event.data.weeks, updated_at: event.metadata.at } },
          { upsert: true },
        );
    }
  },
});

/** The free-queue setting as read models see it (the default until the site team sets it). */
export async function freeQueueWeeks(documents: DocumentStore): Promise<number> {
  const setting = await documents.collection(SITE_SETTINGS_COLLECTION).findOne({ _id: FREE_QUEUE_WEEKS_SETTING });
  return typeof setting?.value === 'number' ? setting.value : DEFAULT_FREE_QUEUE_WEEKS;
}
