export const SITE_SETTINGS_STREAM = 'sitesettings-main';

/** `reason`: the staff member's, when set in the console (the CLI records none). */
export type SiteSettingEvent = { type: 'FreeQueueWeeksSet'; data: { weeks: number; reason?: string } };

export const SITE_SETTING_EVENT_TYPES = ['FreeQueueWeeksSet'] as const satisfies readonly SiteSettingEvent['type'][];

/** How many weeks out free listings are queued until the site team sets it. */
export const DEFAULT_FREE_QUEUE_WEEKS = 4;
