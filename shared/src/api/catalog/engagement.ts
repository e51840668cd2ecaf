/**
 * Engagement in the catalog: its operations are site-only (`surface: 'site'`), what people do on a
 * listing page (vote, take the vote back, follow, unfollow, review). The spec has no voting through
 * the API ("Votes come only from people on the site"), so these are not among its 41 operations: no
 * /v1 route, no OpenAPI entry, no MCP tool. They are catalog operations all the same, so the site's
 * forms run them through the one executor (session principal, rate limits, validation, problem
 * mapping) like every other write.
 *
 * Each `path` is the site's form (POST, relative to the site, not /v1). The input is what the form
 * sends; the rules (a verified address, a live listing, not one's own, one vote or review per person,
 * a rating from 1 to 5) are the engagement decider's, which words its refusals for people.
 */
import { z } from './zod.ts';
import { byOperationId, defineSiteOperation } from './operation.ts';
import { positiveId } from './fields.ts';
import { slugParams } from './presets.ts';

/** What each action answers: the listing it was on (the page goes back to it). */
export const siteActionResponse = z.strictObject({ listing_id: positiveId });

/** Votes and follows, and their undoing: 30 per person per 10 minutes, counted together. */
const ACTIONS_LIMIT = { bucket: 'engagement-actions', points: 30, windowSeconds: 600 } as const;
/** Reviews: 5 per person per hour. */
const REVIEWS_LIMIT = { bucket: 'engagement-reviews', points: 5, windowSeconds: 3600 } as const;

const personOnTheSite = {
  access: 'listings:write',
  idempotencyKey: false,
  readOnly: false,
  method: 'post',
  tag: 'Engagement',
  params: slugParams,
  notFound: true,
  response: siteActionResponse,
} as const;

export const engagementOperations = byOperationId(
  defineSiteOperation({
    ...personOnTheSite,
    operationId: 'vote_listing',
    path: '/listings/{slug}/vote',
    successStatus: 200,
    accountLimit: ACTIONS_LIMIT,
    summary: 'Vote for a listing',
    description:
      'Casts the signed-in person’s vote for a live listing; it counts toward the launch week it is cast in. One per person and listing, never one’s own, only with a verified address.',
  }),
  defineSiteOperation({
    ...personOnTheSite,
    operationId: 'withdraw_vote',
    path: '/listings/{slug}/unvote',
    successStatus: 200,
    accountLimit: ACTIONS_LIMIT,
    summary: 'Take a vote back',
    description: 'Takes back the signed-in person’s vote for the listing (nothing changes if there is none).',
  }),
  defineSiteOperation({
    ...personOnTheSite,
    operationId: 'follow_listing',
    path: '/listings/{slug}/follow',
    successStatus: 200,
    accountLimit: ACTIONS_LIMIT,
    summary: 'Follow a listing',
    description: 'The person is mailed the listing’s updates (post_listing_update). Needs a verified address.',
  }),
  defineSiteOperation({
    ...personOnTheSite,
    operationId: 'unfollow_listing',
    path: '/listings/{slug}/unfollow',
    successStatus: 200,
    accountLimit: ACTIONS_LIMIT,
    summary: 'Stop following a listing',
    description: 'No more update mails for this listing.',
  }),
  defineSiteOperation({
    ...personOnTheSite,
    operationId: 'review_listing',
    path: '/listings/{slug}/reviews',
    body: z.strictObject({ rating: z.string(), text: z.string() }),
    bodyRequired: true,
    successStatus: 201,
    accountLimit: REVIEWS_LIMIT,
    summary: 'Review a listing',
    description:
      'A rating from 1 to 5 and 1 to 2000 characters of text, one per person and listing, never on one’s own. The review form’s fields as sent: the engagement decider checks them.',
  }),
);
