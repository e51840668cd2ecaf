/**
 * The site of the network a request is for (issue 30), as the edge found it from the Host header
 * (gateway/src/sites/site-of-host.ts sets it, outermost on the raw server). Every transport reads
 * it here and hands it to the executor as `OperationRequest.site`, so REST (the raw fast path and
 * Express), MCP and the site's pages run an operation for the same site by one mechanism; the
 * response cache keys its entries by it too. Kept beside the request object (Express's `req` is the
 * same object), so nothing a client sends can set it.
 */
import type { IncomingMessage } from 'node:http';
import type { Site } from '../../contracts/site-content/sites.events.ts';
import type { SiteSettings } from '../../platform/site.ts';

/**
 * A property of the request under this module's own symbol: no header, cookie or body can name it.
 * Not a WeakMap entry: every request made one, and the garbage collector's bookkeeping of those
 * entries cost a picture served from memory about a tenth of its time (docs/benchmarks.md,
 * `npm run bench:images`).
 */
const SITE = Symbol('request site');
type WithSite = IncomingMessage & { [SITE]?: Site };

/** Records the site the edge found for this request (the host middleware only). */
export const setRequestSite = (req: IncomingMessage, site: Site): void => void ((req as WithSite)[SITE] = site);

/** The site found for this request; undefined outside the host middleware (then the default site). */
export const requestSiteOf = (req: IncomingMessage): Site | undefined => (req as WithSite)[SITE];

/** The key of the request's site, for cache keys: undefined outside the host middleware. */
export const requestSiteKeyOf = (req: IncomingMessage): string | undefined => (req as WithSite)[SITE]?.key;

/**
 * The settings answers are written with (name, public base URL) for a site of the network: the
 * configured ones for the default site, the site's own name and base URL for another, so links
 * in one site's answers point at that site's host.
 */
export const siteSettingsOf = (settings: SiteSettings, site: Site | undefined): SiteSettings =>
  !site || site.isDefault ? settings : { ...settings, key: site.key, name: site.name, publicBaseUrl: site.baseUrl };
