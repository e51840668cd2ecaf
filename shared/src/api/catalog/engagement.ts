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
 *
 * The discussion under a listing (issue 32, part 1) is site-only too: post_comment (a comment or a
 * reply), edit_comment, delete_comment and report_comment. Its rules (a confirmed address, 1 to 5,000
 * characters, the 15-minute edit window, one's own only) are the comments decider's
 * (command-service engagement/comments); the site team hides and restores from the admin CLI.
 *
 * A person's public profile (issue 32, part 2) is saved by update_profile, the settings page's form.
 * Their notifications (part 3): save_notification_settings (the settings page's form) and
 * mark_notifications_read (the notifications page's "mark all read"). A mail's one-click unsubscribe
 * is no operation: it has no session, only the link's signed token (site notifications router).
 */
import { z } from './zod.ts';
import { byOperationId, defineSiteOperation } from './operation.ts';
import { positiveId, slug } from './fields.ts';
import { slugParams } from './presets.ts';
import { COMMENT_REPORT_REASONS, type CommentReportReason } from '../../contracts/engagement/comments.events.ts';
import {
  EMAIL_FREQUENCIES,
  NOTIFICATION_KIND_IDS,
  type EmailFrequency,
} from '../../contracts/engagement/notifications.events.ts';

/** What each action answers: the listing it was on (the page goes back to it). */
export const siteActionResponse = z.strictObject({ listing_id: positiveId });

/** Votes and follows, and their undoing: 30 per person per 10 minutes, counted together. */
const ACTIONS_LIMIT = { bucket: 'engagement-actions', points: 30, windowSeconds: 600 } as const;
/** Reviews: 5 per person per hour. */
const REVIEWS_LIMIT = { bucket: 'engagement-reviews', points: 5, windowSeconds: 3600 } as const;

/** Comments and replies: 10 per person per 10 minutes. */
const COMMENTS_LIMIT = { bucket: 'engagement-comments', points: 10, windowSeconds: 600 } as const;
/** Edits, deletions and reports of comments: 30 per person per 10 minutes, counted together. */
const COMMENT_ACTIONS_LIMIT = { bucket: 'engagement-comment-actions', points: 30, windowSeconds: 600 } as const;

/** A listing's slug and one comment of its discussion (a UUID). */
const commentParams = z.strictObject({ slug, comment_id: z.uuid() });
/** What a comment's action answers: the listing and the comment (the page goes back to it). */
export const commentActionResponse = z.strictObject({ listing_id: positiveId, comment_id: z.uuid() });
const REPORT_REASONS = Object.keys(COMMENT_REPORT_REASONS) as [CommentReportReason, ...CommentReportReason[]];

/** Profile saves: 20 per person per hour. */
const PROFILE_LIMIT = { bucket: 'profile-edits', points: 20, windowSeconds: 3600 } as const;

/** Notification settings and "mark all read": 30 per person per 10 minutes, counted together. */
const NOTIFICATION_LIMIT = { bucket: 'notification-settings', points: 30, windowSeconds: 600 } as const;
const ticked = z.literal('on').optional();
const FREQUENCIES = Object.keys(EMAIL_FREQUENCIES) as [EmailFrequency, ...EmailFrequency[]];

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
  defineSiteOperation({
    ...personOnTheSite,
    operationId: 'post_comment',
    path: '/listings/{slug}/comments',
    body: z.strictObject({ text: z.string(), parent: z.uuid().optional() }),
    bodyRequired: true,
    successStatus: 201,
    response: commentActionResponse,
    accountLimit: COMMENTS_LIMIT,
    summary: 'Comment on a listing, or reply to a comment',
    description:
      'Markdown text (links, emphasis, code, lists) of 1 to 5,000 characters on a public listing, by a person with a confirmed address; `parent` makes it a reply (a reply to a reply joins its thread). The listing’s owner’s comments are marked as the maker’s.',
  }),
  defineSiteOperation({
    ...personOnTheSite,
    operationId: 'edit_comment',
    path: '/listings/{slug}/comments/{comment_id}/edit',
    params: commentParams,
    body: z.strictObject({ text: z.string() }),
    bodyRequired: true,
    successStatus: 200,
    response: commentActionResponse,
    accountLimit: COMMENT_ACTIONS_LIMIT,
    summary: 'Edit one’s own comment',
    description: 'Within 15 minutes of posting it, by its author; it is shown as edited.',
  }),
  defineSiteOperation({
    ...personOnTheSite,
    operationId: 'delete_comment',
    path: '/listings/{slug}/comments/{comment_id}/delete',
    params: commentParams,
    successStatus: 200,
    response: commentActionResponse,
    accountLimit: COMMENT_ACTIONS_LIMIT,
    summary: 'Delete one’s own comment',
    description: 'By its author, at any time; replies under it stay, under a note that it was deleted.',
  }),
  defineSiteOperation({
    ...personOnTheSite,
    operationId: 'report_comment',
    path: '/listings/{slug}/comments/{comment_id}/report',
    params: commentParams,
    body: z.strictObject({ reason: z.enum(REPORT_REASONS) }),
    bodyRequired: true,
    successStatus: 200,
    response: commentActionResponse,
    accountLimit: COMMENT_ACTIONS_LIMIT,
    summary: 'Report a comment to the site team',
    description: 'Once per person and comment, never one’s own; the site team reads reports with the admin CLI.',
  }),
  defineSiteOperation({
    operationId: 'update_profile',
    method: 'post',
    path: '/account/profile',
    tag: 'Engagement',
    access: 'listings:write',
    idempotencyKey: false,
    readOnly: false,
    body: z.strictObject({
      handle: z.string(),
      headline: z.string().optional(),
      links: z.string().optional(),
      show_votes: z.literal('on').optional(),
    }),
    bodyRequired: true,
    successStatus: 200,
    response: z.strictObject({ handle: z.string() }),
    accountLimit: PROFILE_LIMIT,
    summary: 'Save one’s public profile',
    description:
      'The settings page’s form: a unique handle (3 to 30 characters: a-z, 0-9, - and _), a headline of up to 120 characters, up to 5 http(s) links one per line, and whether one’s votes are shown (private unless ticked).',
  }),
  defineSiteOperation({
    operationId: 'save_notification_settings',
    method: 'post',
    path: '/account/notifications',
    tag: 'Engagement',
    access: 'listings:write',
    idempotencyKey: false,
    readOnly: false,
    body: z.strictObject({
      ...Object.fromEntries(
        NOTIFICATION_KIND_IDS.flatMap((kind) => [
          [`${kind}_site`, ticked],
          [`${kind}_email`, ticked],
        ]),
      ),
      frequency: z.enum(FREQUENCIES),
    }),
    bodyRequired: true,
    successStatus: 200,
    response: z.strictObject({ saved: z.literal(true) }),
    accountLimit: NOTIFICATION_LIMIT,
    summary: 'Save one’s notification settings',
    description:
      'The settings page’s form: for each kind of notification, on the site and by e-mail (ticked or not), and how often e-mail comes (instant, daily, weekly, off).',
  }),
  defineSiteOperation({
    operationId: 'mark_notifications_read',
    method: 'post',
    path: '/notifications/read',
    tag: 'Engagement',
    access: 'listings:write',
    idempotencyKey: false,
    readOnly: false,
    body: z.strictObject({ through: z.string().regex(/^\d{1,15}$/) }),
    bodyRequired: true,
    successStatus: 200,
    response: z.strictObject({ saved: z.literal(true) }),
    accountLimit: NOTIFICATION_LIMIT,
    summary: 'Mark one’s notifications read',
    description:
      'Every notification the page showed (through the log position it names) is read; newer ones stay unread.',
  }),
);
