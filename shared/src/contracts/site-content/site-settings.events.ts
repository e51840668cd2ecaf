import { siteScopedStream } from './site-scope.ts';

/** The default site's settings stream (its name from before the network); another site's is `sitesettings-main@<site>`. */
export const SITE_SETTINGS_STREAM = 'sitesettings-main';
export const siteSettingsStream = (site?: string | null) => siteScopedStream(SITE_SETTINGS_STREAM, site);

/**
 * `reason`: the staff member's, when set in the console (the CLI records none). `site`: the key of
 * the site the setting is for; absent: the default site (site-scope.ts). LaunchWeeksAheadSet is the
 * launch calendar: how many Mondays ahead an order may name as its launch week.
 */
export type SiteSettingEvent =
  | { type: 'FreeQueueWeeksSet'; data: { weeks: number; site?: string; reason?: string } }
  | { type: 'LaunchWeeksAheadSet'; data: { weeks: number; site?: string; reason?: string } };

export const SITE_SETTING_EVENT_TYPES = [
  'FreeQueueWeeksSet',
  'LaunchWeeksAheadSet',
] as const satisfies readonly SiteSettingEvent['type'][];

/** How many weeks out free listings are queued until the site team sets it. */
export const DEFAULT_FREE_QUEUE_WEEKS = 4;
/** How many launch weeks ahead an order may name until the site team sets it. */
export const DEFAULT_LAUNCH_WEEKS_AHEAD = 12;
