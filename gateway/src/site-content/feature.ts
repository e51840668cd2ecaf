/**
 * The site team's content, as the public reads it: site info, categories, blog, interview questions,
 * products; and its pages (categories, blog, blog feed).
 */
import { siteContentReadModels } from '@listings/projectors/site-content';
import { siteContentQueries } from '@listings/query-service/site-content';
import { defineFeature } from '../features/feature.ts';
import { pagesPerSite } from '../sites/pages-per-site.ts';
import { contentPagesRouter } from '@listings/site';

export const siteContentFeature = defineFeature({
  name: 'site-content',
  projections: siteContentReadModels,
  build: (deps) => ({
    operations: siteContentQueries({ documents: deps.documents, site: deps.config.site, clock: deps.clock }),
    // Each site of the network gets its pages under its own name and base URL (pagesPerSite).
    routes: (edge) => pagesPerSite(deps, edge, (pages) => [{ path: '/', router: contentPagesRouter(pages) }]),
  }),
});
