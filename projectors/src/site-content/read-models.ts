/** The read models of this context, in the order the service runs them. */
import type { Projection } from '@listings/shared/kernel';
import { categoriesProjection } from './categories/categories.projection.ts';
import { blogPostsProjection } from './blog/blog-posts.projection.ts';
import { interviewQuestionsProjection } from './interview-questions/interview-questions.projection.ts';
import { productsProjection } from './products/products.projection.ts';
import { promoCodesProjection } from './promo-codes/promo-codes.projection.ts';
import { siteSettingsProjection } from './site-settings/site-settings.projection.ts';
import { listingFiguresProjection } from './listing-figures/listing-figures.projection.ts';
import { sitesProjection } from './sites/sites.projection.ts';

export const siteContentReadModels: readonly Projection[] = [
  categoriesProjection,
  blogPostsProjection,
  interviewQuestionsProjection,
  productsProjection,
  promoCodesProjection,
  siteSettingsProjection,
  listingFiguresProjection,
  sitesProjection,
];
