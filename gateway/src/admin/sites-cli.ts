/**
 * `npm run admin -- site open|update|list`: the site team opens and changes the sites of the
 * network. Open and update are commands decided on the network's one stream (events with the admin
 * as actor); list folds that stream and puts the configured default site first (it is no event).
 */
import { loadAggregate, DomainError, type Actor, type EventStore } from '@listings/shared/kernel';
import { defaultSite, SITES_STREAM, type Site, type SiteProfile } from '@listings/shared/contracts/site-content';
import { sitesDecider, type SiteContentCommands } from '@listings/command-service/site-content';

export const SITES_OPTIONS = {
  key: { type: 'string' },
  purpose: { type: 'string' },
  hosts: { type: 'string' },
  'base-url': { type: 'string' },
  'badge-style': { type: 'string' },
} as const;

export const SITES_USAGE = `
Sites of the network (the default site is SITE_KEY / SITE_NAME / PUBLIC_BASE_URL and is no event):
  site open --key <a-z0-9-> --name <name> --purpose <text> --base-url <https://host> [--hosts <host,host>]
            [--badge-style <shape>/<mode>/<size>]
  site update --key <key> [--name <name>] [--purpose <text>] [--base-url <https://host>] [--hosts <host,host>]
              [--badge-style <shape>/<mode>/<size>]
  site list
      Keys and host names are unique across the network; --hosts '' clears the host names.
      The badge style (e.g. pill/dark/l) is what the site's badges look like when the page embedding one
      names none; a site without one has the default site's (standard/auto/m).`;

interface Values {
  key?: string;
  name?: string;
  purpose?: string;
  hosts?: string;
  'base-url'?: string;
  'badge-style'?: string;
}

export interface SitesCliDeps {
  commands: SiteContentCommands;
  events: EventStore;
  /** The configured default site. */
  defaults: { key: string; name: string; publicBaseUrl: string };
  actor: Actor;
  cause: string;
}

const hostList = (text: string) =>
  text
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);

/** `shape/mode/size` as a badge style (the decider checks the values). */
const badgeStyleOf = (text: string) => {
  const [shape = '', mode = '', size = ''] = text.split('/').map((part) => part.trim());
  return { shape, mode, size };
};

/** The network as the event log has it: the default site first, then opened sites by key. */
export async function sitesFromLog(events: EventStore, defaults: SitesCliDeps['defaults']): Promise<Site[]> {
  const { state } = await loadAggregate(events, SITES_STREAM, sitesDecider);
  const opened = Object.entries(state.sites)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, site]) => ({ key, ...site, isDefault: false }));
  return [defaultSite(defaults), ...opened];
}

/** Runs `site <sub>`; resolves false when `sub` is not one of open, update, list. */
export async function runSitesCommand(
  sub: string | undefined,
  values: Values,
  deps: SitesCliDeps,
  out: (line: string) => void,
): Promise<boolean> {
  const required = (name: keyof Values): string => {
    const value = values[name];
    if (typeof value !== 'string' || value.trim() === '')
      throw new DomainError('invalid', 'missing_option', `--${name} is required.`);
    return value;
  };
  const defaultKey = deps.defaults.key;
  switch (sub) {
    case 'open': {
      const result = await deps.commands.site(
        {
          type: 'OpenSite',
          key: required('key'),
          defaultKey,
          name: required('name'),
          purpose: required('purpose'),
          baseUrl: required('base-url'),
          hosts: hostList(values.hosts ?? ''),
          ...(values['badge-style'] ? { badgeStyle: badgeStyleOf(values['badge-style']) } : {}),
        },
        deps.actor,
        deps.cause,
      );
      out(`opened site ${result.events[0]!.data.key}`);
      return true;
    }
    case 'update': {
      const changes: Partial<SiteProfile> = {};
      if (values.name !== undefined) changes.name = values.name;
      if (values.purpose !== undefined) changes.purpose = values.purpose;
      if (values['base-url'] !== undefined) changes.baseUrl = values['base-url'];
      if (values.hosts !== undefined) changes.hosts = hostList(values.hosts);
      if (values['badge-style'] !== undefined) changes.badgeStyle = badgeStyleOf(values['badge-style']);
      const result = await deps.commands.site(
        { type: 'ChangeSite', key: required('key'), defaultKey, changes },
        deps.actor,
        deps.cause,
      );
      out(result.events.length ? `updated site ${values.key}` : 'no change (already so)');
      return true;
    }
    case 'list':
      for (const site of await sitesFromLog(deps.events, deps.defaults))
        out(
          [site.key, site.name, site.baseUrl, site.hosts.join(',') || '-', site.isDefault ? 'default' : 'opened'].join(
            '\t',
          ),
        );
      return true;
    default:
      return false;
  }
}
