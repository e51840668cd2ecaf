/**
 * The 41 operations of the spec, each defined once.
 */
import { z } from './zod.ts';
import { defineOperation, type OperationDefinition } from './operation.ts';
import { countryCode, paging, positiveId, slug, weekRef } from './fields.ts';
import {
  answerInterviewBody,
  claimListingBody,
  emptyBody,
  founderStoryBody,
  inviteCofounderBody,
  listingUpdateBody,
  milestoneBody,
  orderBody,
  submitListingBody,
  updateDraftBody,
  updateMyListingBody,
} from './bodies.ts';

const slugParams = z.strictObject({ slug });
const listingIdParams = z.strictObject({ listing_id: positiveId });
const draftIdParams = z.strictObject({ id: z.uuid() });
const pagingQuery = z.strictObject(paging);
const noQuery = z.strictObject({});

const publicRead = {
  access: 'public',
  idempotencyKey: false,
  successStatus: 200,
  readOnly: true,
  method: 'get',
} as const;
const accountRead = {
  access: 'account:read',
  idempotencyKey: false,
  successStatus: 200,
  readOnly: true,
  method: 'get',
} as const;
const listingsWrite = { access: 'listings:write', idempotencyKey: true, readOnly: false } as const;

export const LEADERBOARDS = [
  'community-weekly',
  'community-all-time',
  'billboard',
  'domain-rating',
  'revenue',
] as const;
export const LISTING_SORTS = ['relevance', 'newest', 'votes', 'trending', 'most_viewed', 'most_followed'] as const;
export const LAUNCH_SECTIONS = [
  'today',
  'this-week',
  'trending',
  'most-voted',
  'recent',
  'most-viewed',
  'most-followed',
  'upcoming',
] as const;
export const BADGE_SHAPES = ['standard', 'outline', 'pill', 'banner', 'square'] as const;
export const BADGE_MODES = ['light', 'dark', 'auto'] as const;
export const BADGE_SIZES = ['s', 'm', 'l'] as const;

export const operations = [
  // Site
  defineOperation({
    ...publicRead,
    operationId: 'get_site_info',
    path: '/site',
    tag: 'Site',
    query: noQuery,
    summary: 'Site information',
    description:
      'Returns the site name, purpose, public URLs, counts of live listings and categories, and where the docs, the OpenAPI file and the MCP server are.',
  }),

  // Listings
  defineOperation({
    ...publicRead,
    operationId: 'search_listings',
    path: '/listings',
    tag: 'Listings',
    summary: 'Search listings',
    description:
      'Typo-tolerant full-text search over name, tagline, description and keywords, with filters and sorts. Results are summaries; each item carries at least name, url and votes.',
    query: z.strictObject({
      q: z.string().max(200).optional(),
      category: slug.optional().describe('Category slug; includes subcategories.'),
      stage: slug.optional().describe('Stage slug, e.g. idea, mvp, launched, growing.'),
      country: countryCode.optional(),
      pricing_model: z.string().max(40).optional(),
      domain: z.string().max(253).optional(),
      status: z.enum(['live', 'upcoming']).default('live'),
      sort: z.enum(LISTING_SORTS).default('relevance'),
      ...paging,
    }),
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_listing',
    path: '/listings/{slug}',
    tag: 'Listings',
    params: slugParams,
    query: noQuery,
    notFound: true,
    summary: 'Get a listing',
    description:
      'The public profile of a listing: description, features, pricing, categories, founders, FAQs, socials, latest updates, community rating (genuine reviews only), Domain Rating with trend, links, and not_found_on_website. Paid-only sections (story, milestones, media) appear only when unlocked.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_alternatives',
    path: '/listings/{slug}/alternatives',
    tag: 'Listings',
    params: slugParams,
    query: noQuery,
    notFound: true,
    summary: 'Alternatives to a listing',
    description:
      'Owner-approved alternatives (approved=true) first, then other live listings in the same primary category.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'compare_listings',
    path: '/compare',
    tag: 'Listings',
    query: z.strictObject({ a: slug, b: slug }),
    summary: 'Compare two listings',
    description: 'Puts the facts of two listings side by side. Empty cells mean the fact is on neither listing.',
  }),

  // Categories
  defineOperation({
    ...publicRead,
    operationId: 'list_categories',
    path: '/categories',
    tag: 'Categories',
    query: z.strictObject({ include_empty: z.boolean().default(true) }),
    summary: 'Category tree',
    description: 'The full category tree with live listing counts.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_category',
    path: '/categories/{slug}',
    tag: 'Categories',
    params: slugParams,
    query: pagingQuery,
    notFound: true,
    summary: 'Get a category',
    description: 'Description, FAQs, parent, subcategories, and live listings most voted first.',
  }),

  // Launches and leaderboards
  defineOperation({
    ...publicRead,
    operationId: 'get_launch_week',
    path: '/launches/weeks/{week}',
    tag: 'Launches',
    notFound: true,
    params: z.strictObject({ week: weekRef.describe('this, next, last, or a date YYYY-MM-DD snapped to its Monday.') }),
    query: noQuery,
    summary: 'A launch week',
    description:
      'Weeks run Monday to Sunday (UTC). Live launches ranked by votes; future weeks list scheduled launches.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'list_launches',
    path: '/launches',
    tag: 'Launches',
    query: z.strictObject({ section: z.enum(LAUNCH_SECTIONS).default('this-week'), ...paging }),
    summary: 'List launches',
    description: 'Launches by section. Trending uses time-decayed votes.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_leaderboard',
    path: '/leaderboards/{board}',
    tag: 'Launches',
    notFound: true,
    params: z.strictObject({
      board: z
        .string()
        .max(40)
        .describe(`One of: ${LEADERBOARDS.join(', ')}.`),
    }),
    query: z.strictObject({
      week: weekRef.optional().describe('community-weekly only: this, last or a date.'),
      ...paging,
    }),
    summary: 'A leaderboard',
    description:
      'Rankings: community votes (weekly or all time), the billboard (a paid ranking by money contributed, always marked as paid), Domain Rating and revenue. Each item has rank, listing and metric.',
  }),

  // People, content, badges
  defineOperation({
    ...publicRead,
    operationId: 'list_founders',
    path: '/founders',
    tag: 'Founders',
    query: z.strictObject({ q: z.string().max(120).optional(), country: countryCode.optional(), ...paging }),
    summary: 'List founders',
    description: 'Founders, searchable by name and filtered by country.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_founder',
    path: '/founders/{slug}',
    tag: 'Founders',
    params: slugParams,
    query: noQuery,
    notFound: true,
    summary: 'Get a founder',
    description: 'Bio, socials, companies and published stories of a founder.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'list_blog_posts',
    path: '/blog',
    tag: 'Blog',
    query: z.strictObject({ q: z.string().max(200).optional(), ...paging }),
    summary: 'List blog posts',
    description: 'Blog posts, newest first.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_blog_post',
    path: '/blog/{slug}',
    tag: 'Blog',
    params: slugParams,
    query: noQuery,
    notFound: true,
    summary: 'Get a blog post',
    description: 'The full Markdown text and FAQs of a blog post.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'list_awards',
    path: '/awards',
    tag: 'Awards',
    query: z.strictObject({ listing: slug.optional(), ...paging }),
    summary: 'List awards',
    description: 'Launch of the Week #1, #2 and #3 awards, from community votes only; newest week first.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'get_badges',
    path: '/listings/{slug}/badges',
    tag: 'Badges',
    params: slugParams,
    notFound: true,
    query: z.strictObject({
      shape: z.enum(BADGE_SHAPES).default('standard'),
      mode: z.enum(BADGE_MODES).default('auto'),
      size: z.enum(BADGE_SIZES).default('m'),
    }),
    summary: 'Badge embed codes',
    description: 'HTML embed code and SVG image URLs for each badge the listing has earned.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'list_interview_questions',
    path: '/interview-questions',
    tag: 'Founders',
    query: noQuery,
    summary: 'Interview questions',
    description: 'The founder interview questions, answered with answer_interview.',
  }),
  defineOperation({
    ...publicRead,
    operationId: 'list_products',
    path: '/products',
    tag: 'Orders',
    query: noQuery,
    summary: 'Buyable products',
    description:
      'All buyable products with the current price in USD cents (excluding VAT), the needs_listing flag, options and available launch weeks. Prices are set by the site admin: never hardcode them.',
  }),

  // Account and drafts
  defineOperation({
    ...accountRead,
    operationId: 'get_account',
    path: '/me',
    tag: 'Account',
    query: noQuery,
    summary: 'Who you are',
    description: 'Who you are and what your access allows.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'submit_listing',
    method: 'post',
    path: '/drafts',
    tag: 'Drafts',
    body: submitListingBody,
    bodyRequired: true,
    successStatus: 201,
    summary: 'Submit a product by URL',
    description:
      'Starts a draft from a website URL: the site is read (respecting robots.txt) and an AI drafts the profile, quoting evidence from the site for each value. Nothing is published or charged. Returns the draft in status crawling; poll get_draft every few seconds (drafting takes about a minute).',
  }),
  defineOperation({
    ...accountRead,
    operationId: 'list_my_drafts',
    path: '/drafts',
    tag: 'Drafts',
    query: pagingQuery,
    summary: 'My drafts',
    description: 'Your drafts, newest first, with status and completeness.',
  }),
  defineOperation({
    ...accountRead,
    operationId: 'get_draft',
    path: '/drafts/{id}',
    tag: 'Drafts',
    params: draftIdParams,
    query: noQuery,
    notFound: true,
    summary: 'Get a draft',
    description:
      'A draft with every profile field (value, state, evidence quotes), FAQs, founders, socials, story, milestones, completeness and what is still missing.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'update_draft',
    method: 'patch',
    path: '/drafts/{id}',
    tag: 'Drafts',
    params: draftIdParams,
    body: updateDraftBody,
    successStatus: 200,
    notFound: true,
    summary: 'Edit a draft',
    description:
      'Send only changes: fields (typed values become edited/manual, null removes), lock_fields (override), regenerate (AI redraft from the website evidence), restore (back to the AI value), FAQs, socials, founders, story, milestones, competitor_url, seo. On a submitted draft the listing is updated too. Returns the updated draft.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'invite_cofounder',
    method: 'post',
    path: '/drafts/{id}/invites',
    tag: 'Drafts',
    params: draftIdParams,
    body: inviteCofounderBody,
    bodyRequired: true,
    successStatus: 201,
    notFound: true,
    summary: 'Invite a co-founder',
    description: 'Emails a co-founder an invite to the draft; up to 10 invites.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'submit_draft',
    method: 'post',
    path: '/drafts/{id}/submit',
    tag: 'Drafts',
    params: draftIdParams,
    body: emptyBody,
    successStatus: 200,
    notFound: true,
    summary: 'Save a draft as a listing',
    description:
      'Saves the draft as a listing, not yet published, and returns listing_id. Running it again after edits updates the same listing.',
  }),

  // My listings
  defineOperation({
    ...accountRead,
    operationId: 'list_my_listings',
    path: '/me/listings',
    tag: 'My listings',
    query: pagingQuery,
    summary: 'My listings',
    description: 'Your listings in any status.',
  }),
  defineOperation({
    ...accountRead,
    operationId: 'get_my_listing',
    path: '/me/listings/{listing_id}',
    tag: 'My listings',
    params: listingIdParams,
    query: noQuery,
    notFound: true,
    summary: 'Get one of my listings',
    description: 'Status, plan, launch week, unlocked paid sections and everything public.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'update_my_listing',
    method: 'patch',
    path: '/me/listings/{listing_id}',
    tag: 'My listings',
    params: listingIdParams,
    body: updateMyListingBody,
    successStatus: 200,
    notFound: true,
    summary: 'Edit one of my listings',
    description:
      'Edits publish at once and are kept in version history; the site team sees a before/after copy. apply_to also writes the headline, summary and SEO fields of this call to the same company listings on other sites.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'post_listing_update',
    method: 'post',
    path: '/me/listings/{listing_id}/updates',
    tag: 'My listings',
    params: listingIdParams,
    body: listingUpdateBody,
    bodyRequired: true,
    successStatus: 201,
    notFound: true,
    summary: 'Post an update',
    description: 'Feeds the latest-updates page; followers of the listing are told.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'add_milestone',
    method: 'post',
    path: '/me/listings/{listing_id}/milestones',
    tag: 'My listings',
    params: listingIdParams,
    body: milestoneBody,
    bodyRequired: true,
    successStatus: 201,
    notFound: true,
    summary: 'Add a milestone',
    description: 'Shown publicly on paid listings or when unlocked.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'delete_milestone',
    method: 'delete',
    path: '/me/listings/{listing_id}/milestones/{milestone_id}',
    tag: 'My listings',
    params: z.strictObject({ listing_id: positiveId, milestone_id: positiveId }),
    successStatus: 200,
    notFound: true,
    destructive: true,
    summary: 'Delete a milestone',
    description: 'Removes a milestone from a listing.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'set_founder_story',
    method: 'put',
    path: '/me/listings/{listing_id}/story',
    tag: 'My listings',
    params: listingIdParams,
    body: founderStoryBody,
    successStatus: 200,
    notFound: true,
    summary: 'Set the founder story',
    description: 'Story sections, published with the listing.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'answer_interview',
    method: 'put',
    path: '/me/interview',
    tag: 'My listings',
    body: answerInterviewBody,
    bodyRequired: true,
    successStatus: 200,
    summary: 'Answer interview questions',
    description: 'Answers to the questions of list_interview_questions.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'choose_free_listing',
    method: 'post',
    path: '/me/listings/{listing_id}/free',
    tag: 'My listings',
    params: listingIdParams,
    body: emptyBody,
    successStatus: 200,
    notFound: true,
    summary: 'Publish on the free plan',
    description:
      "Queues the listing for a free launch week (the site's free-queue setting) once the service's badge is on the company's site; status awaiting_badge while it is missing.",
  }),

  // Claims
  defineOperation({
    ...listingsWrite,
    operationId: 'claim_listing',
    method: 'post',
    path: '/claims',
    tag: 'Claims',
    body: claimListingBody,
    bodyRequired: true,
    successStatus: 201,
    summary: 'Claim a listing',
    description:
      'Starts a claim by DNS TXT record, homepage meta tag, uploaded file or an email link to an address at the company domain; returns what to publish. Verified is not the same as paid.',
  }),
  defineOperation({
    ...accountRead,
    operationId: 'list_my_claims',
    path: '/claims',
    tag: 'Claims',
    query: pagingQuery,
    summary: 'My claims',
    description: 'Your claims with status and instructions.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'verify_claim',
    method: 'post',
    path: '/claims/{claim_id}/verify',
    tag: 'Claims',
    params: z.strictObject({ claim_id: positiveId }),
    body: emptyBody,
    successStatus: 200,
    notFound: true,
    summary: 'Verify a claim',
    description: 'Checks the DNS record, meta tag or file of a claim.',
  }),

  // Orders
  defineOperation({
    access: 'orders:write',
    idempotencyKey: false,
    readOnly: true,
    method: 'post',
    operationId: 'quote_order',
    path: '/orders/quote',
    tag: 'Orders',
    body: orderBody,
    bodyRequired: true,
    successStatus: 200,
    summary: 'Price an order',
    description:
      'Prices items with the current admin prices and validates options (weeks, categories, billboard minimum) and the promo code. Nothing is saved or charged.',
  }),
  defineOperation({
    access: 'orders:write',
    idempotencyKey: true,
    readOnly: false,
    method: 'post',
    operationId: 'create_checkout',
    path: '/orders/checkout',
    tag: 'Orders',
    body: orderBody,
    bodyRequired: true,
    successStatus: 201,
    summary: 'Create a checkout',
    description:
      'Builds a pending order and returns checkout_url: a secure page where the person reviews the order, enters billing details and pays. Never ask the user for card details.',
  }),
  defineOperation({
    ...accountRead,
    operationId: 'list_my_orders',
    path: '/orders',
    tag: 'Orders',
    query: pagingQuery,
    summary: 'My orders',
    description: 'Your orders, newest first.',
  }),
  defineOperation({
    ...accountRead,
    operationId: 'get_order',
    path: '/orders/{number}',
    tag: 'Orders',
    query: noQuery,
    notFound: true,
    params: z.strictObject({ number: z.string().min(1).max(64) }),
    summary: 'Get an order',
    description: 'Status, totals with VAT, lines and fulfilment per line.',
  }),
] as const satisfies readonly OperationDefinition[];

/** The id of an operation of the catalog: a misspelt or unknown id is a compile error. */
export type OperationId = (typeof operations)[number]['operationId'];

export const operationsById: ReadonlyMap<string, OperationDefinition> = new Map(
  operations.map((op) => [op.operationId, op]),
);

export const getOperation = (operationId: string): OperationDefinition => {
  const operation = operationsById.get(operationId);
  if (!operation) throw new Error(`Unknown operation ${operationId}`);
  return operation;
};
