import type { DocumentStore } from '@listings/shared/kernel';
import { ok, type OperationHandler } from '@listings/shared/api';
import type { SiteSettings } from '@listings/shared/platform';

/** Read models whose counts the site info reports (built by the directory projections). */
export const LISTINGS_COLLECTION = 'listings';
export const CATEGORIES_COLLECTION = 'categories';

/** get_site_info: what the site is and where everything lives; counts come from the read models. */
export const getSiteInfo =
  (documents: DocumentStore, site: SiteSettings): OperationHandler<'get_site_info'> =>
  async () => {
    const [liveListings, categories] = await Promise.all([
      documents.collection(LISTINGS_COLLECTION).countDocuments({ status: 'live' }),
      documents.collection(CATEGORIES_COLLECTION).countDocuments({}),
    ]);
    const base = site.publicBaseUrl;
    return ok({
      name: site.name,
      purpose:
        'A public directory of products, their launches, leaderboards and founders. Founders submit a website URL, get an AI-drafted profile backed by quotes from the site, edit it, publish it, claim listings and buy launches through a checkout page.',
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
      counts: { live_listings: liveListings, categories },
      api_version: '1.0.0',
    });
  };
