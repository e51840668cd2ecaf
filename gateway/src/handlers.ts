/**
 * The operation handlers built so far, by operationId. An operation missing here answers 501
 * through the executor: it never pretends to succeed.
 */
import type { DocumentStore, Clock } from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import type { OperationHandler } from '@listings/shared/api';
import { getAccount } from '@listings/query-service/accounts/get-account';
import { getSiteInfo } from '@listings/query-service/site-content/site/get-site-info';
import { listCategories } from '@listings/query-service/site-content/categories/list-categories';
import { getCategory } from '@listings/query-service/site-content/categories/get-category';
import { listBlogPosts } from '@listings/query-service/site-content/blog/list-blog-posts';
import { getBlogPost } from '@listings/query-service/site-content/blog/get-blog-post';
import { listInterviewQuestions } from '@listings/query-service/site-content/interview/list-interview-questions';
import { listProducts } from '@listings/query-service/site-content/products/list-products';
import type { ListingSearchIndex } from '@listings/query-service/listings/search/listing-search-index';
import {
  compareListings,
  getAlternatives,
  getListing,
  searchListings,
} from '@listings/query-service/listings/listing-queries';
import { getLaunchWeek, getLeaderboard, listLaunches } from '@listings/query-service/listings/launches/launch-queries';
import { listAwards } from '@listings/query-service/listings/awards/list-awards';
import { founderHandlers } from '@listings/query-service/listings/founders/founder-queries';
import { badgeHandlers } from '@listings/query-service/listings/badges/badge-queries';
import { draftQueryHandlers, type DraftResponses } from '@listings/query-service/drafts/draft-queries';
import { draftCommandHandlers } from '@listings/command-service/drafts/draft-handlers';
import type { DraftCommands } from '@listings/command-service/drafts/draft-commands';
import { orderQueryHandlers, type OrderQueryDependencies } from '@listings/query-service/orders/order-queries';
import { orderCommandHandlers } from '@listings/command-service/orders/order-handlers';
import type { OrderCommands } from '@listings/command-service/orders/order-commands';
import { claimQueryHandlers } from '@listings/query-service/claims/claim-queries';
import { claimCommandHandlers, type ClaimHandlerDependencies } from '@listings/command-service/claims/claim-handlers';
import { myListingQueryHandlers } from '@listings/query-service/my-listings/my-listing-queries';

export interface HandlerDependencies {
  documents: DocumentStore;
  site: SiteSettings;
  clock: Clock;
  search: ListingSearchIndex;
  /** The submit-by-URL flow's writes and how they answer (read-your-writes). */
  drafts?: { commands: DraftCommands; responses: DraftResponses };
  /** Orders: pricing (quote, checkout), the order aggregate's writes, the wrong-promo-code limiter. */
  orders?: Pick<OrderQueryDependencies, 'pricing' | 'promoAttempts'> & { commands: OrderCommands };
  /** Claims of listings (claim_listing, verify_claim). */
  claims?: ClaimHandlerDependencies;
  /** The owner's writes on their listings and interview (gateway/src/my-listings/compose.ts). */
  myListings?: [string, OperationHandler][];
}

export const buildHandlers = (deps: HandlerDependencies): Map<string, OperationHandler> =>
  new Map<string, OperationHandler>([
    ['get_site_info', getSiteInfo(deps.documents, deps.site)],
    ['get_account', getAccount(deps.documents)],
    ['list_categories', listCategories(deps.documents)],
    ['get_category', getCategory(deps.documents)],
    ['list_blog_posts', listBlogPosts(deps.documents)],
    ['get_blog_post', getBlogPost(deps.documents)],
    ['list_interview_questions', listInterviewQuestions(deps.documents)],
    ['list_products', listProducts(deps.documents, deps.clock)],
    ['search_listings', searchListings(deps)],
    ['get_listing', getListing(deps)],
    ['get_alternatives', getAlternatives(deps)],
    ['compare_listings', compareListings(deps)],
    ['get_launch_week', getLaunchWeek(deps)],
    ['list_launches', listLaunches(deps)],
    ['get_leaderboard', getLeaderboard(deps)],
    ['list_awards', listAwards(deps)],
    ...founderHandlers(deps),
    ...badgeHandlers(deps),
    ...draftQueryHandlers(deps),
    ...(deps.drafts
      ? draftCommandHandlers({ drafts: deps.drafts.commands, responses: deps.drafts.responses, clock: deps.clock })
      : []),
    ...(deps.orders
      ? orderQueryHandlers({
          documents: deps.documents,
          site: deps.site,
          pricing: deps.orders.pricing,
          promoAttempts: deps.orders.promoAttempts,
        })
      : []),
    ...(deps.orders
      ? orderCommandHandlers({
          orders: deps.orders.commands,
          promoAttempts: deps.orders.promoAttempts,
          site: deps.site,
        })
      : []),
    ...claimQueryHandlers(deps),
    ...(deps.claims ? claimCommandHandlers(deps.claims) : []),
    ...myListingQueryHandlers(deps),
    ...(deps.myListings ?? []),
  ]);
