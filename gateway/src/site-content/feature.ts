/**
 * The site team's content, as the public reads it: site info, categories, blog, interview questions,
 * products; and its pages (categories, blog, blog feed).
 */
import { siteContentReadModels } from '@listings/projectors/site-content';
import { siteContentQueries } from '@listings/query-service/site-content';
import { defineFeature } from '../features/feature.ts';
import { contentPagesRouter, sitePagesFor } from '@listings/site';

export const siteContentFeature = defineFeature({
  name: 'site-content',
  projections: siteContentReadModels,
  build: (deps) => ({
    operations: siteContentQueries({ documents: deps.documents, site: deps.config.site, clock: deps.clock }),
    routes: (edge) => [{ path: '/', router: contentPagesRouter(sitePagesFor(deps, edge)) }],
  }),
});
