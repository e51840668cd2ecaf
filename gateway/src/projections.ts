import type { Projection } from '@listings/shared/kernel';
import { accountsProjection } from '@listings/projectors/accounts/accounts.projection';
import { categoriesProjection } from '@listings/projectors/site-content/categories/categories.projection';
import { blogPostsProjection } from '@listings/projectors/site-content/blog/blog-posts.projection';
import { interviewQuestionsProjection } from '@listings/projectors/site-content/interview-questions/interview-questions.projection';
import { productsProjection } from '@listings/projectors/site-content/products/products.projection';
import { promoCodesProjection } from '@listings/projectors/site-content/promo-codes/promo-codes.projection';
import { siteSettingsProjection } from '@listings/projectors/site-content/site-settings/site-settings.projection';
import { listingFiguresProjection } from '@listings/projectors/site-content/listing-figures/listing-figures.projection';
import { listingsProjection } from '@listings/projectors/listings/listings.projection';
import { foundersProjection } from '@listings/projectors/listings/founders/founders.projection';
import { draftsProjection } from '@listings/projectors/drafts/drafts.projection';
import { ordersProjection } from '@listings/projectors/orders/orders.projection';
import { claimsProjection } from '@listings/projectors/claims/claims.projection';
import { listingEditsProjection } from '@listings/projectors/my-listings/listing-edits/listing-edits.projection';
import { badgeChecksProjection } from '@listings/projectors/my-listings/badge-checks/badge-checks.projection';
import { founderInterviewsProjection } from '@listings/projectors/my-listings/founder-interviews/founder-interviews.projection';

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
