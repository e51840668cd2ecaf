/**
 * The network of directory sites one deployment serves (issue 30). A site is data: opened and
 * changed by the site team through events on one stream, so that a key and a host name are unique
 * across the network in one decision. The default site (configured SITE_KEY, SITE_NAME and
 * PUBLIC_BASE_URL) exists without any event: every event written before the network existed, and
 * every event that names no site, belongs to it (see docs/decisions/site-network.md).
 */
export const SITES_STREAM = 'sites-network';

/** SITE_KEY when unset: the key every deployment had before the network. */
export const DEFAULT_SITE_KEY = 'main';

/** A site key: lower-case letters, digits and '-', up to 40, not starting with '-'. */
export const SITE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** What a site is to the outside; room for its own settings later (prices, categories, calendar …). */
export interface SiteProfile {
  name: string;
  purpose: string;
  /** Host names it answers on (lower case, no port); empty: none besides its base URL's host. */
  hosts: string[];
  /** Where people reach it, without a trailing slash. */
  baseUrl: string;
  /**
   * Its badge style: the shape, colour mode and size its listings' badges take when the page
   * embedding one names none. Absent: the default site's, the standard style (standard, auto, m).
   */
  badgeStyle?: SiteBadgeStyle;
}

export const BADGE_SHAPES = ['standard', 'outline', 'pill', 'banner', 'square'] as const;

export const BADGE_MODES = ['light', 'dark', 'auto'] as const;

export const BADGE_SIZES = ['s', 'm', 'l'] as const;

/** A badge style as a site sets it (one of BADGE_SHAPES, BADGE_MODES and BADGE_SIZES each). */
export interface SiteBadgeStyle {
  shape: string;
  mode: string;
  size: string;
}

export type SiteEvent =
  | { type: 'SiteOpened'; data: { key: string } & SiteProfile }
  | { type: 'SiteChanged'; data: { key: string; changes: Partial<SiteProfile> } };

export const SITE_EVENT_TYPES = ['SiteOpened', 'SiteChanged'] as const satisfies readonly SiteEvent['type'][];

/** A site as the network knows it; `isDefault` marks the configured one, which no event opened. */
export interface Site extends SiteProfile {
  key: string;
  isDefault: boolean;
}

/** The default site from configuration: the one that exists before (and without) any SiteOpened. */
export function defaultSite(settings: {
  key?: string;
  name: string;
  publicBaseUrl: string;
  hosts?: readonly string[];
}): Site {
  return {
    key: settings.key ?? DEFAULT_SITE_KEY,
    name: settings.name,
    purpose: 'The directory this deployment has always served.',
    hosts: [...(settings.hosts ?? [])],
    baseUrl: settings.publicBaseUrl.replace(/\/+$/, ''),
    isDefault: true,
  };
}
