/**
 * The links of a maker's listing page that lead to things of the listing's own site (issue 30): its
 * public page, its badge page, its launch week's board, the founder interview it is shown with, and the
 * badge images previewed. A person's listings are theirs on every site's host of the network, but those
 * pages and images are on the listing's own site only (another site's host answers 404, or its own
 * interview questions). So every such link goes through `ownSiteLinks`: site-relative when the page is
 * on the listing's own host, that site's absolute URL (its base URL) on another site's host; never one
 * link at a time. The page's CSP then also allows images from that site's origin (`ownSiteHeaders`), or
 * the browser would refuse the badge preview.
 */
import type { IncomingMessage } from 'node:http';
import type { DocumentStore } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import { requestSiteOf, siteSettingsOf } from '@listings/shared/api';
import { listingOwnSiteBySlug } from '@listings/query-service/my-listings';
import { SITE_PAGE_SECURITY_HEADERS } from '../kit/html.ts';

export interface OwnSiteLinks {
  /** The listing's own site: its name and base URL. */
  site: SiteSettings;
  /** The page is on the listing's own site's host. */
  here: boolean;
  /** A path of the listing's own site, as the page should link to it. */
  link(path: string): string;
}

/** `own`: the listing's site; `here`: the site of the host the page is on. */
export function ownSiteLinks(own: SiteSettings, here: SiteSettings): OwnSiteLinks {
  const isHere = own.key === here.key;
  return {
    site: own,
    here: isHere,
    link: (path) => (isHere ? path : `${own.publicBaseUrl}${path}`),
  };
}

/** The links for listing `slug` on a page asked through `req` (`site`: the configured default site). */
export async function ownSiteLinksOf(
  documents: DocumentStore,
  site: SiteSettings,
  req: IncomingMessage,
  slug: string,
): Promise<OwnSiteLinks> {
  return ownSiteLinks(await listingOwnSiteBySlug(documents, site, slug), siteSettingsOf(site, requestSiteOf(req)));
}

/** The page's headers: images also from the listing's own site's origin when that is another host. */
export function ownSiteHeaders(links: OwnSiteLinks): Record<string, string> | undefined {
  if (links.here) return undefined;
  const csp = SITE_PAGE_SECURITY_HEADERS['Content-Security-Policy']!;
  return {
    'Content-Security-Policy': csp.replace(
      "img-src 'self'",
      `img-src 'self' ${new URL(links.site.publicBaseUrl).origin}`,
    ),
  };
}
