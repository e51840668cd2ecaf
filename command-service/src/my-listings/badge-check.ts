/**
 * Is the service's badge on the company's homepage? Fetched with the SSRF-safe fetcher (public
 * addresses only, redirects checked hop by hop, bounded size and time). The badge counts when the
 * page has a link to the listing's page (`<PUBLIC_BASE_URL>/listings/<slug>`) or an image whose src is
 * one of the listing's badge images (`<PUBLIC_BASE_URL>/badges/<slug>/…`).
 */
import * as cheerio from 'cheerio';
import { FetchError, type SafeFetcher } from '@listings/shared/platform';

export interface BadgeCheckResult {
  found: boolean;
  /** Why not found: `missing` (page read, no badge), `http_<status>`, or the fetch error code. */
  reason: 'found' | 'missing' | string;
  /** The page that was read (after redirects), when one was. */
  url: string | null;
}

export interface BadgeChecker {
  check(homepage: string, slug: string): Promise<BadgeCheckResult>;
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

const resolve = (value: string | undefined, base: string): URL | null => {
  if (!value) return null;
  try {
    return new URL(value.trim(), base);
  } catch {
    return null;
  }
};

/** Whether the HTML carries the badge of `slug` of the service at `publicBaseUrl`. */
export function hasBadge(html: string, pageUrl: string, publicBaseUrl: string, slug: string): boolean {
  const service = new URL(publicBaseUrl);
  const basePath = withoutTrailingSlash(service.pathname) === '/' ? '' : withoutTrailingSlash(service.pathname);
  const sameService = (url: URL) => url.origin === service.origin;
  const listingPage = `${basePath}/listings/${slug}`;
  const badgePrefix = `${basePath}/badges/${slug}/`;
  const $ = cheerio.load(html);
  const linked = $('a[href]')
    .toArray()
    .some((a) => {
      const url = resolve($(a).attr('href'), pageUrl);
      return url !== null && sameService(url) && decodeURIComponent(withoutTrailingSlash(url.pathname)) === listingPage;
    });
  if (linked) return true;
  return $('img[src]')
    .toArray()
    .some((img) => {
      const url = resolve($(img).attr('src'), pageUrl);
      return url !== null && sameService(url) && decodeURIComponent(url.pathname).startsWith(badgePrefix);
    });
}

/**
 * `publicBaseUrl`: the directory's address, or, in a network of sites (issue 30), the address of the
 * site the listing `slug` lives on: its badge and listing page are on that site's host only.
 */
export function createBadgeChecker(
  fetcher: SafeFetcher,
  publicBaseUrl: string | ((slug: string) => Promise<string>),
): BadgeChecker {
  const baseUrlOf = typeof publicBaseUrl === 'string' ? async () => publicBaseUrl : publicBaseUrl;
  return {
    async check(homepage, slug) {
      const base = await baseUrlOf(slug);
      try {
        const response = await fetcher.get(homepage, {
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          onOversize: 'truncate',
          maxBytes: 1024 * 1024,
        });
        if (response.status < 200 || response.status >= 300)
          return { found: false, reason: `http_${response.status}`, url: response.finalUrl };
        const found = hasBadge(response.body, response.finalUrl, base, slug);
        return { found, reason: found ? 'found' : 'missing', url: response.finalUrl };
      } catch (error) {
        if (error instanceof FetchError) return { found: false, reason: error.code, url: null };
        throw error;
      }
    },
  };
}
