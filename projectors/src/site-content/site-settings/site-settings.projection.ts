/**
 * Run-time settings of each site (collection `site_settings`, one document per setting and site): the
 * default site's keyed by the setting's name (no `site`, as before the network), another site's
 * `<site>/<name>` with `site` (issue 30). Which value a site uses is the rule of site-commerce.ts.
 */
import { defineProjection } from '@listings/shared/kernel';
import {
  SITE_SETTING_EVENT_TYPES,
  siteField,
  siteScopedId,
  type SiteSettingEvent,
} from '@listings/shared/contracts/site-content';

export const SITE_SETTINGS_COLLECTION = 'site_settings';
export const FREE_QUEUE_WEEKS_SETTING = 'free_queue_weeks';
export const LAUNCH_WEEKS_AHEAD_SETTING = 'launch_weeks_ahead';

const SETTING_OF: Record<SiteSettingEvent['type'], string> = {
  FreeQueueWeeksSet: FREE_QUEUE_WEEKS_SETTING,
  LaunchWeeksAheadSet: LAUNCH_WEEKS_AHEAD_SETTING,
};

export const siteSettingsProjection = defineProjection<SiteSettingEvent>({
  name: 'site-settings',
  collections: [SITE_SETTINGS_COLLECTION],
  eventTypes: SITE_SETTING_EVENT_TYPES,

  async apply(event, documents) {
    const setting = SETTING_OF[event.type];
    const { site, weeks } = event.data;
    await documents
      .collection(SITE_SETTINGS_COLLECTION)
      .updateOne(
        { _id: siteScopedId(setting, site) },
        { $set: { value: weeks, ...siteField(site), updated_at: event.metadata.at } },
        { upsert: true },
      );
  },
});
