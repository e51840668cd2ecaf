/**
 * Which site of the network a request is for, from its Host header, in one pure function (the
 * middleware in site-of-host.ts is its only caller). The rule (docs/decisions/site-network.md):
 * - a host the default site answers on (SITE_HOSTS, its base URL's host) is the default site;
 * - a host an opened site names (its hosts, its base URL's host) is that site;
 * - any other host is the default site only while the default site is the whole network and
 *   SITE_HOSTS is unset (a single-site deployment answers on localhost, 127.0.0.1 and any name,
 *   exactly as before the network); otherwise it is no site (a 404, never another site's data).
 */
import type { Site } from '@listings/shared/contracts/site-content';

/** `Example.COM:8080` → `example.com`; `[::1]:80` → `::1`; a trailing dot dropped. */
export function hostNameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  const bare = host.startsWith('[')
    ? host.slice(1, host.indexOf(']') < 0 ? undefined : host.indexOf(']'))
    : host.replace(/:\d*$/, '');
  return bare.replace(/\.$/, '');
}

const hostsOf = (site: Site): string[] => {
  let baseHost: string | undefined;
  try {
    baseHost = new URL(site.baseUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    baseHost = undefined;
  }
  return baseHost ? [...site.hosts, baseHost] : [...site.hosts];
};

/** The site `hostHeader` names in `network` (the default site first), or undefined: no site of ours. */
export function resolveSite(hostHeader: string | undefined, network: readonly Site[]): Site | undefined {
  const host = hostNameOf(hostHeader);
  const [first] = network;
  const defaults = network.find((site) => site.isDefault) ?? first;
  if (!defaults) return undefined;
  if (host !== '' && hostsOf(defaults).includes(host)) return defaults;
  const named = network.find((site) => site !== defaults && hostsOf(site).includes(host));
  if (named) return named;
  const alone = network.length === 1 && defaults.hosts.length === 0;
  return alone ? defaults : undefined;
}
