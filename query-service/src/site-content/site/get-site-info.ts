import type { DocumentStore } from '@listings/shared/kernel';
import { ok, type OperationHandler, type ResponseOf } from '@listings/shared/api';
import type { SiteSettings } from '@listings/shared/platform';
import { defaultSite, type Site } from '@listings/shared/contracts/site-content';
import { categoriesOfSite, networkOf } from '@listings/projectors/site-content';
import { listingsOfSite } from '@listings/shared/contracts/listings';

/** Read models whose counts the site info reports (built by the directory projections). */
export const LISTINGS_COLLECTION = 'listings';
export const CATEGORIES_COLLECTION = 'categories';

/** What the default site has always said it is. */
const DEFAULT_PURPOSE =
  'A public directory of products, their launches, leaderboards and founders. Founders submit a website URL, get an AI-drafted profile backed by quotes from the site, edit it, publish it, claim listings and buy launches through a checkout page.';

/**
 * get_site_info: what the request's site is (context.site: the one its host names), its key, the
 * network it belongs to (key, name and base URL of each site) and where everything lives; counts
 * come from the read models.
 */
export const getSiteInfo =
  (documents: DocumentStore, settings: SiteSettings): OperationHandler<'get_site_info'> =>
  async ({ site }) => {
    const [liveListings, categories, network] = await Promise.all([
      documents.collection(LISTINGS_COLLECTION).countDocuments({ status: 'live', ...listingsOfSite(site) }),
      categoriesOfSite(documents, site).then((tree) => tree.length),
      networkOf(documents, defaultSite(settings)),
    ]);
    // As the network knows it now (a SiteChanged may be newer than the edge's copy).
    const current = network.find((each) => each.key === site.key) ?? site;
    return ok(siteInfoFor(current, network, { live_listings: liveListings, categories }));
  };

/** The body of get_site_info for one site of `network`, with its counts. */
export function siteInfoFor(
  site: Site,
  network: readonly Site[],
  counts: { live_listings: number; categories: number },
): ResponseOf<'get_site_info'> {
  const base = site.baseUrl;
  return {
    key: site.key,
    name: site.name,
    purpose: site.isDefault ? DEFAULT_PURPOSE : site.purpose,
    network: network.map((each) => ({ key: each.key, name: each.name, base_url: each.baseUrl })),
    urls: {
      site: base,
      api: `${base}/v1`,
      docs: `${base}/docs`,
      openapi: `${base}/v1/openapi.json`,
      mcp: `${base}/mcp`,
      oauth_authorization_server: `${base}/.well-known/oauth-authorization-server`,
      oauth_protected_resource: `${base}/.well-known/oauth-protected-resource/mcp`,
    },
    mcp: {
      url: `${base}/mcp`,
      transport: 'streamable-http',
      protocol_versions: ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26'],
      tools: 'every operation, named by its operationId',
      authorization: {
        protected_resource_metadata: `${base}/.well-known/oauth-protected-resource/mcp`,
        authorization_server_metadata: `${base}/.well-known/oauth-authorization-server`,
        methods: [
          'OAuth 2.1 authorization code with PKCE (dynamic client registration or a client ID metadata document)',
          'API key as Authorization: Bearer',
        ],
      },
    },
    pages: {
      home: `${base}/`,
      search: `${base}/search?q={text}`,
      listing: `${base}/listings/{slug}`,
      badges: `${base}/listings/{slug}/badges`,
      compare: `${base}/compare?a={slug}&b={slug}`,
      launches: `${base}/launches/{section}`,
      launch_week: `${base}/launches/weeks/{week}`,
      leaderboard: `${base}/leaderboards/{board}`,
      awards: `${base}/awards`,
      categories: `${base}/categories`,
      category: `${base}/categories/{slug}`,
      founders: `${base}/founders`,
      founder: `${base}/founders/{slug}`,
      blog: `${base}/blog`,
      blog_post: `${base}/blog/{slug}`,
      sitemap: `${base}/sitemap.xml`,
      robots: `${base}/robots.txt`,
      launches_feed: `${base}/feeds/launches.xml`,
      blog_feed: `${base}/feeds/blog.xml`,
    },
    counts,
    api_version: '1.0.0',
  };
}
