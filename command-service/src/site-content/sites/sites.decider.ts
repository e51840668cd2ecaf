/**
 * The network of sites as one aggregate (stream `sites-network`): opening and changing a site are
 * decided here so that a key and a host name are unique across the network in one decision (a
 * network is tens of sites, not millions: one stream is cheap and keeps the rule in one place).
 * The configured default site is no event: its key is reserved and its profile stays in configuration.
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import {
  SITE_KEY_PATTERN,
  type SiteBadgeStyle,
  type SiteEvent,
  type SiteProfile,
  BADGE_MODES,
  BADGE_SHAPES,
  BADGE_SIZES,
} from '@listings/shared/contracts/site-content';

export const MAX_SITE_NAME = 100;
export const MAX_SITE_PURPOSE = 500;
export const MAX_SITE_HOSTS = 10;

export type SiteCommand =
  | ({ type: 'OpenSite'; key: string; defaultKey: string } & SiteProfile)
  | { type: 'ChangeSite'; key: string; defaultKey: string; changes: Partial<SiteProfile> };

export interface SitesState {
  sites: Record<string, SiteProfile>;
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const invalid = (code: string, message: string, field: string) => new DomainError('invalid', code, message, field);

/** The base URL as kept: http(s), no path, query or trailing slash. */
function baseUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw invalid('invalid_base_url', `'${value}' is not a URL.`, 'base_url');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username)
    throw invalid('invalid_base_url', 'A base URL is http(s)://host[:port] with no path.', 'base_url');
  return url.origin;
}

function hostsOf(values: readonly string[]): string[] {
  const hosts = [...new Set(values.map((h) => h.trim().toLowerCase()).filter(Boolean))];
  if (hosts.length > MAX_SITE_HOSTS) throw invalid('invalid_hosts', `At most ${MAX_SITE_HOSTS} host names.`, 'hosts');
  for (const host of hosts)
    if (!HOST_NAME.test(host))
      throw invalid('invalid_hosts', `'${host}' is not a host name (no port, no scheme).`, 'hosts');
  return hosts;
}

function text(value: string, max: number, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > max)
    throw invalid('invalid_' + field, `${field} is 1 to ${max} characters.`, field);
  return trimmed;
}

/** A badge style of the API's shapes, colour modes and sizes. */
function badgeStyleOf(style: SiteBadgeStyle): SiteBadgeStyle {
  const one = (value: string, allowed: readonly string[], what: string) => {
    if (!allowed.includes(value))
      throw invalid('invalid_badge_style', `The badge ${what} is one of ${allowed.join(', ')}.`, 'badge_style');
    return value;
  };
  return {
    shape: one(style.shape, BADGE_SHAPES, 'shape'),
    mode: one(style.mode, BADGE_MODES, 'mode'),
    size: one(style.size, BADGE_SIZES, 'size'),
  };
}

/** Every host a site answers on: its host names and its base URL's host name. */
export const hostsOfSite = (site: Pick<SiteProfile, 'hosts' | 'baseUrl'>): string[] => [
  ...new Set([...site.hosts, new URL(site.baseUrl).hostname]),
];

function refuseTakenHosts(state: SitesState, key: string, profile: SiteProfile) {
  const mine = hostsOfSite(profile);
  for (const [other, site] of Object.entries(state.sites)) {
    if (other === key) continue;
    const taken = hostsOfSite(site).find((host) => mine.includes(host));
    if (taken)
      throw new DomainError(
        'conflict',
        'host_taken',
        `The host '${taken}' already answers as site '${other}'.`,
        'hosts',
      );
  }
}

export const sitesDecider: Decider<SiteCommand, SiteEvent, SitesState> = {
  initialState: () => ({ sites: {} }),
  decide(command, state) {
    const key = command.key.trim().toLowerCase();
    if (!SITE_KEY_PATTERN.test(key))
      throw invalid('invalid_site_key', "A site key is a-z, 0-9 and '-' (up to 40), not starting with '-'.", 'key');
    if (key === command.defaultKey)
      throw new DomainError(
        'conflict',
        'default_site_configured',
        `'${key}' is the default site: it is set by SITE_KEY, SITE_NAME and PUBLIC_BASE_URL, not by events.`,
        'key',
      );
    if (command.type === 'OpenSite') {
      if (state.sites[key])
        throw new DomainError('conflict', 'site_exists', `The site '${key}' is already open.`, 'key');
      const profile: SiteProfile = {
        name: text(command.name, MAX_SITE_NAME, 'name'),
        purpose: text(command.purpose, MAX_SITE_PURPOSE, 'purpose'),
        hosts: hostsOf(command.hosts),
        baseUrl: baseUrlOf(command.baseUrl),
        ...(command.badgeStyle ? { badgeStyle: badgeStyleOf(command.badgeStyle) } : {}),
      };
      refuseTakenHosts(state, key, profile);
      return [{ type: 'SiteOpened', data: { key, ...profile } }];
    }
    const current = state.sites[key];
    if (!current) throw new DomainError('not_found', 'site_not_found', `No site has the key '${key}'.`, 'key');
    const changes: Partial<SiteProfile> = {};
    const { name, purpose, hosts, baseUrl, badgeStyle } = command.changes;
    if (name !== undefined) changes.name = text(name, MAX_SITE_NAME, 'name');
    if (purpose !== undefined) changes.purpose = text(purpose, MAX_SITE_PURPOSE, 'purpose');
    if (hosts !== undefined) changes.hosts = hostsOf(hosts);
    if (baseUrl !== undefined) changes.baseUrl = baseUrlOf(baseUrl);
    if (badgeStyle !== undefined) changes.badgeStyle = badgeStyleOf(badgeStyle);
    for (const field of Object.keys(changes) as (keyof SiteProfile)[])
      if (JSON.stringify(changes[field]) === JSON.stringify(current[field])) delete changes[field];
    if (Object.keys(changes).length === 0) return [];
    refuseTakenHosts(state, key, { ...current, ...changes });
    return [{ type: 'SiteChanged', data: { key, changes } }];
  },
  evolve(state, event) {
    const { key } = event.data;
    const site =
      event.type === 'SiteOpened'
        ? (({ key: _key, ...profile }) => profile)(event.data)
        : { ...state.sites[key]!, ...event.data.changes };
    return { sites: { ...state.sites, [key]: site } };
  },
};
