/**
 * The catalog: the 41 operations of the spec in the order the API lists them (the OpenAPI document,
 * the typed client, the MCP tools), then the auditors' read-only operations beyond the spec (audit.ts,
 * `x-beyond-spec`), and the site's own operations (`surface: 'site'`, people's votes,
 * follows and reviews), which the executor runs and nothing else lists. Each operation is defined,
 * with its body, its answer and its links, in the file of its context (listings.ts, drafts.ts, …);
 * this file only puts them in order. A new operation: its context's file, and its place here.
 */
import type { OperationDefinition } from './operation.ts';
import { siteContentOperations as siteContent } from './site-content.ts';
import { listingsOperations as listings } from './listings.ts';
import { accountsOperations as accounts } from './accounts.ts';
import { draftsOperations as drafts } from './drafts.ts';
import { myListingsOperations as myListings } from './my-listings.ts';
import { claimsOperations as claims } from './claims.ts';
import { ordersOperations as orders } from './orders.ts';
import { engagementOperations as engagement } from './engagement.ts';
import { listingImagesOperations as listingImages } from './listing-images.ts';
import { auditOperations as audit } from './audit.ts';

export const operations = [
  siteContent.get_site_info,
  listings.search_listings,
  listings.get_listing,
  listings.get_alternatives,
  listings.compare_listings,
  siteContent.list_categories,
  siteContent.get_category,
  listings.get_launch_week,
  listings.list_launches,
  listings.get_leaderboard,
  listings.list_founders,
  listings.get_founder,
  siteContent.list_blog_posts,
  siteContent.get_blog_post,
  listings.list_awards,
  listings.get_badges,
  siteContent.list_interview_questions,
  siteContent.list_products,
  accounts.get_account,
  drafts.submit_listing,
  drafts.list_my_drafts,
  drafts.get_draft,
  drafts.update_draft,
  drafts.invite_cofounder,
  drafts.submit_draft,
  myListings.list_my_listings,
  myListings.get_my_listing,
  myListings.update_my_listing,
  myListings.post_listing_update,
  myListings.add_milestone,
  myListings.delete_milestone,
  myListings.set_founder_story,
  myListings.answer_interview,
  myListings.choose_free_listing,
  claims.claim_listing,
  claims.list_my_claims,
  claims.verify_claim,
  orders.quote_order,
  orders.create_checkout,
  orders.list_my_orders,
  orders.get_order,
  audit.audit_listing_history,
  audit.audit_listing_as_of,
  audit.audit_launch_week,
  audit.audit_draft_history,
  audit.audit_claim_history,
  audit.audit_order_history,
] as const satisfies readonly (OperationDefinition & { surface?: 'api' })[];

/** The site-only operations: the executor runs them for the site's pages only (see engagement.ts). */
export const siteOperations = [
  engagement.vote_listing,
  engagement.withdraw_vote,
  engagement.follow_listing,
  engagement.unfollow_listing,
  engagement.review_listing,
  engagement.post_comment,
  engagement.edit_comment,
  engagement.delete_comment,
  engagement.report_comment,
  engagement.update_profile,
  engagement.save_notification_settings,
  engagement.mark_notifications_read,
  listingImages.set_listing_logo,
  listingImages.add_listing_screenshot,
  listingImages.remove_listing_screenshot,
  listingImages.set_founder_photo,
  listingImages.remove_founder_photo,
] as const satisfies readonly (OperationDefinition & { surface: 'site' })[];

export type SiteOperationId = (typeof siteOperations)[number]['operationId'];

/** Any operation of the catalog: one of the API's, or a site-only one. */
export type CatalogOperation = (typeof operations)[number] | (typeof siteOperations)[number];

/** The id of an operation of the catalog (the API's or a site-only one): a misspelt or unknown id is a compile error. */
export type OperationId = CatalogOperation['operationId'];

type Defined =
  | keyof typeof siteContent
  | keyof typeof listings
  | keyof typeof accounts
  | keyof typeof drafts
  | keyof typeof myListings
  | keyof typeof claims
  | keyof typeof orders
  | keyof typeof engagement
  | keyof typeof listingImages
  | keyof typeof audit;
/** Fails to compile, naming them, while an operation defined in a context is missing from the lists above. */
export const EVERY_DEFINED_OPERATION_IS_LISTED: [Exclude<Defined, OperationId>] extends [never]
  ? true
  : { unlisted: Exclude<Defined, OperationId> } = true;

/** The API's operations by id: what /v1 routes and the MCP server offers as tools (no site-only one). */
export const operationsById: ReadonlyMap<string, OperationDefinition> = new Map(
  operations.map((op) => [op.operationId, op]),
);

/** Every operation the executor runs, by id: the API's and the site's own (which it runs for the site only). */
export const executableOperationsById: ReadonlyMap<string, OperationDefinition> = new Map(
  [...operations, ...siteOperations].map((op) => [op.operationId, op]),
);

export const getOperation = (operationId: string): OperationDefinition => {
  const operation = operationsById.get(operationId);
  if (!operation) throw new Error(`Unknown operation ${operationId}`);
  return operation;
};
