import type { DocumentStore } from '@listings/shared/document-store/document-store';
import { ok, type OperationHandler } from '@listings/shared/operations/result';
import type { SiteSettings } from '@listings/shared/config';

/** Read models whose counts the site info reports (built by the directory projections). */
export const LISTINGS_COLLECTION = 'listings';
export const CATEGORIES_COLLECTION = 'categories';

/** get_site_info: what the site is and where everything lives; counts come from the read models. */
export const getSiteInfo = (documents: DocumentStore, site: SiteSettings): OperationHandler => async () => {
  const [liveListings, categories] = await Promise.all([
    documents.collection(LISTINGS_COLLECTION).countDocuments({ status: 'live' }),
    documents.collection(CATEGORIES_COLLECTION).countDocuments({}),
  ]);
  const base = site.publicBaseUrl;
  return ok({
    name: site.name,
    purpose: 'A public directory of products, their launches, leaderboards and founders. Founders submit a website URL, get an AI-drafted profile backed by quotes from the site, edit it, publish it, claim listings and buy launches through a checkout page.',
    urls: {
      site: base,
      api: `${base}/v1`,
      docs: `${base}/docs`,
      openapi: `${base}/v1/openapi.json`,
      mcp: `${base}/mcp`,
    },
    counts: { live_listings: liveListings, categories },
    api_version: '1.0.0',
  });
};
