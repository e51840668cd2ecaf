import type { Projection } from '@listings/shared/kernel';
import { accountsProjection } from '@listings/projectors/accounts/accounts.projection';
import { categoriesProjection } from '@listings/projectors/categories/categories.projection';
import { blogPostsProjection } from '@listings/projectors/blog/blog-posts.projection';
import { interviewQuestionsProjection } from '@listings/projectors/interview-questions/interview-questions.projection';
import { productsProjection } from '@listings/projectors/products/products.projection';
import { promoCodesProjection } from '@listings/projectors/promo-codes/promo-codes.projection';
import { siteSettingsProjection } from '@listings/projectors/site-settings/site-settings.projection';
import { listingFiguresProjection } from '@listings/projectors/listing-figures/listing-figures.projection';
import { listingsProjection } from '@listings/projectors/listings/listings.projection';
import { foundersProjection } from '@listings/projectors/founders/founders.projection';
import { draftsProjection } from '@listings/projectors/drafts/drafts.projection';
import { ordersProjection } from '@listings/projectors/orders/orders.projection';
import { claimsProjection } from '@listings/projectors/claims/claims.projection';
import { listingEditsProjection } from '@listings/projectors/listing-edits/listing-edits.projection';
import { badgeChecksProjection } from '@listings/projectors/badge-checks/badge-checks.projection';
import { founderInterviewsProjection } from '@listings/projectors/founder-interviews/founder-interviews.projection';

/**
 * Every read model of the service kept in the document store. (The search index is a read model in
 * process memory: the service adds it, see service.ts.)
 */
export const allProjections: readonly Projection[] = [
  accountsProjection,
  categoriesProjection,
  blogPostsProjection,
  interviewQuestionsProjection,
  productsProjection,
  promoCodesProjection,
  siteSettingsProjection,
  listingFiguresProjection,
  listingsProjection,
  foundersProjection,
  draftsProjection,
  ordersProjection,
  claimsProjection,
  listingEditsProjection,
  badgeChecksProjection,
  founderInterviewsProjection,
];
