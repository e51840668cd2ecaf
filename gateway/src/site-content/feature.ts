/** The site team's content, as the public reads it: site info, categories, blog, interview questions, products. */
import { siteContentReadModels } from '@listings/projectors/site-content';
import { siteContentQueries } from '@listings/query-service/site-content';
import { defineFeature } from '../features/feature.ts';

export const siteContentFeature = defineFeature({
  name: 'site-content',
  projections: siteContentReadModels,
  build: ({ documents, clock, config }) => ({
    operations: siteContentQueries({ documents, site: config.site, clock }),
  }),
});
