/**
 * The name a page's layout shows for the request's site (issue 30). Features whose routers are built
 * once for the whole network (account, maker, checkout, claim, notification pages: a person's own
 * data, network-wide) name the site of the host they are asked on, not the configured default one,
 * with the same rule as answers' links (siteSettingsOf).
 */
import type { IncomingMessage } from 'node:http';
import { requestSiteOf, siteSettingsOf } from '@listings/shared/api';
import type { SiteSettings } from '@listings/shared/platform';

/** `site`: the configured (default) site's settings the router was built with. */
export const siteNameOf = (site: SiteSettings, req: IncomingMessage): string =>
  siteSettingsOf(site, requestSiteOf(req)).name;

/**
 * The key a write records for the request's site: none for the default site (so a single-site
 * deployment's log is what it always was), the key for another site of the network.
 */
export const recordedSiteKeyOf = (req: IncomingMessage): string | undefined => {
  const site = requestSiteOf(req);
  return site && !site.isDefault ? site.key : undefined;
};
