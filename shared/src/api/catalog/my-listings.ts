/**
 * My listings in the catalog: an owner's listings, editing them, updates, milestones, the founder
 * story and interview, and publishing on the free plan, each operation with its body, its answer and
 * its links. The owner's view extends the public profile of listings.ts.
 */
import { z } from './zod.ts';
import { byOperationId, defineOperation } from './operation.ts';
import { accountRead, listingsWrite, noQuery, pagingQuery } from './presets.ts';
import {
  emailOrEmpty,
  emptyBody,
  faq,
  httpUrlOrEmpty,
  milestone,
  positiveId,
  socials,
  story,
  stringList,
} from './fields.ts';
import {
  obj,
  absoluteUrl,
  calendarDate,
  count,
  dateTime,
  milestoneItem,
  pagedOf,
  storySections,
} from './responses/common.ts';
import { listingSummaryShape, publicListingShape } from './listings.ts';

const listingIdParams = z.strictObject({ listing_id: positiveId });

/** A listing's status as its owner sees it. */
export const OWNED_LISTING_STATUSES = ['draft', 'awaiting_badge', 'scheduled', 'live'] as const;

// ——— Bodies ———

export const ownedListingFields = z.strictObject({
  tagline: z.string().max(200).optional(),
  short_description: z.string().max(300).optional(),
  description: z.string().max(20000).optional(),
  pricing_model: z.string().max(40).optional(),
  pricing_summary: z.string().max(300).optional(),
  country: z.string().max(2).optional(),
  city: z.string().max(120).optional(),
  founded_year: z.number().int().min(1800).max(2100).nullable().optional(),
  demo_video_url: httpUrlOrEmpty(500).optional().describe('Link to a video; an empty string removes it.'),
  contact_email: emailOrEmpty.optional().describe('An empty string removes it.'),
  features: stringList(20).optional(),
  usps: stringList(20).optional(),
  keywords: stringList(20).optional(),
  headline: z.string().max(200).optional(),
  summary: z.string().max(20000).optional(),
  seo_title: z.string().max(200).optional(),
  seo_description: z.string().max(320).optional(),
});

export const updateMyListingBody = z.strictObject({
  fields: ownedListingFields.optional(),
  apply_to: z
    .array(z.string().max(40))
    .max(60)
    .optional()
    .describe(
      "['all'] or site keys (GET /v1/site lists the network): also writes the headline/summary/SEO fields of this call to the same company's listing on each named site; the answer names the sites written and skipped.",
    ),
  socials: socials.optional().describe('Replaces all socials.'),
  faqs: z.array(faq).max(10).optional().describe('Replaces all FAQs.'),
});

export const listingUpdateBody = z.strictObject({
  title: z.string().min(1).max(200),
  body: z.string().min(1).max(5000).describe('Plain text.'),
});

export const milestoneBody = milestone;

export const founderStoryBody = story(200);

export const answerInterviewBody = z.strictObject({
  answers: z.array(z.strictObject({ question_id: positiveId, answer: z.string().max(4000) })).max(30),
});

// ——— Responses ———

const ownedSummaryShape = {
  ...listingSummaryShape,
  listing_id: z.number().int().min(1),
  status: z.enum(OWNED_LISTING_STATUSES),
  plan: z.enum(['free', 'paid']).nullable(),
  public: z.boolean().describe('Scheduled or live: visitors see it.'),
  created_at: dateTime,
  updated_at: dateTime,
};

export const listMyListingsResponse = pagedOf(obj(ownedSummaryShape));

const ownedListingShape = {
  ...publicListingShape,
  ...ownedSummaryShape,
  public_sections: z.array(z.enum(['story', 'milestones', 'media'])).describe('The sections visitors see.'),
  story: storySections,
  milestones: z.array(milestoneItem),
  media: z.array(obj({ type: z.enum(['image', 'video']), url: z.string(), caption: z.string().optional() })),
  versions: z.number().int().min(1).describe('Versions of the profile so far.'),
  last_edits: z
    .array(
      obj({
        at: dateTime,
        by: z.string().describe('Who: owner, admin, system.'),
        cause: z.string(),
        fields: z.array(z.string()),
        changes: z.record(z.string(), obj({ before: z.unknown(), after: z.unknown() })),
      }),
    )
    .describe('The latest edits, newest first, each with before and after per field.'),
  badge_check: obj({
    checks: count,
    last_checked_at: dateTime,
    found: z.boolean(),
    result: z.string(),
    url: z.string().nullable(),
  })
    .nullable()
    .describe('The last check of the badge on the website (free plan).'),
  badge_keeping: obj({
    link: z.enum(['follow', 'nofollow']).describe('How the listing page links to the website now.'),
    status: z
      .enum(['ok', 'grace', 'nofollow'])
      .describe('ok: badge found; grace: badge gone, grace period running; nofollow: grace over.'),
    last_checked_at: dateTime.nullable(),
    last_result: z.enum(['present', 'gone', 'inconclusive']).nullable().describe('What the last re-check found.'),
    badge_gone_since: dateTime
      .nullable()
      .describe('When a re-check first found the badge gone; null while it is there.'),
    grace_until: dateTime.nullable().describe('When the link becomes nofollow unless the badge returns.'),
  })
    .nullable()
    .describe('Live free listings: the badge re-checks that keep the free plan.'),
  facts_check: obj({
    last_reread_at: dateTime.nullable().describe('The last re-read of the pages the drafted facts quote.'),
    last_confirmed_at: dateTime.nullable().describe('When every quote was last found again.'),
    flagged: z
      .array(
        obj({
          field: z.string().describe('The profile field whose evidence is gone.'),
          quote: z.string().describe('The quote no longer found.'),
          url: z.string().describe('The page it was quoted from.'),
          not_found_since: dateTime.describe('When a re-read first missed the quote.'),
        }),
      )
      .describe('Quotes no longer on the site, to confirm or change the facts they back.'),
  }).describe('Kept facts: the site re-read on a schedule.'),
  pending_badge_check: obj({
    next_check_at: dateTime.nullable(),
    how_to: z.string(),
    listing_page: absoluteUrl,
    badge_image_url: absoluteUrl,
    embed_html: z.string(),
    site_name: z
      .string()
      .describe('The site the listing lives on (its badge says "Listed on" it and links to its host).'),
  })
    .nullable()
    .describe('While awaiting_badge: what to put on the website and when it is checked again.'),
};

export const ownedListingResponse = obj(ownedListingShape);

export const updateMyListingResponse = obj({
  ...ownedListingShape,
  changed_fields: z.array(z.string()).describe('Fields whose value changed.'),
  applied_to: z
    .array(z.string())
    .describe("Site keys the edit was written to: this listing's site, then each site in sites_written."),
  sites_written: z
    .array(
      obj({
        site: z.string(),
        listing_id: z.number().int(),
        changed_fields: z.array(z.string()).describe("Fields whose value changed on that site's listing."),
      }),
    )
    .describe(
      "apply_to: the same company's listing on each other named site that got the headline, summary and SEO fields of this call (each with its own version-history entry).",
    ),
  sites_skipped: z
    .array(
      obj({
        site: z.string(),
        reason: z
          .enum(['no_listing', 'several_listings', 'no_fields_to_apply', 'not_yours'])
          .describe(
            "no_listing: the company has no listing there; several_listings: more than one (listing_ids), none written; no_fields_to_apply: the call sent no headline, summary or SEO field; not_yours: the listing is no longer this account's.",
          ),
        listing_ids: z
          .array(z.number().int())
          .optional()
          .describe("several_listings: the company's listings on that site."),
      }),
    )
    .describe('apply_to: the named sites nothing was written to, with the reason.'),
});

export const chooseFreeListingResponse = obj({
  ...ownedListingShape,
  badge: obj({
    found: z.boolean(),
    result: z.string().describe('found, missing, http_<status> or why the page could not be read.'),
    checked_url: z.string().nullable(),
  }),
  queued_week: calendarDate.nullable().describe('The launch week it is queued for; null while the badge is missing.'),
});

const latestUpdates = z.array(
  obj({ id: z.number().int().min(1), title: z.string(), body: z.string(), posted_at: dateTime }),
);

export const postListingUpdateResponse = obj({
  listing_id: z.number().int().min(1),
  update: obj({
    id: z.number().int().min(1),
    title: z.string(),
    body: z.string(),
    posted_at: dateTime.nullable(),
  }),
  followers: z.string().describe('How followers are told.'),
  latest_updates: latestUpdates,
});

export const addMilestoneResponse = obj({
  ...milestoneItem.shape,
  listing_id: z.number().int().min(1),
  shown_publicly: z.boolean().describe('Milestones are public on paid listings or when unlocked.'),
  milestones: z.array(milestoneItem),
});

export const deleteMilestoneResponse = obj({
  listing_id: z.number().int().min(1),
  milestone_id: z.number().int().min(1),
  deleted: z.literal(true),
  milestones: z.array(milestoneItem),
});

export const founderStoryResponse = obj({
  listing_id: z.number().int().min(1),
  story: storySections,
  shown_publicly: z.boolean(),
  status: z.enum(OWNED_LISTING_STATUSES),
});

export const interviewResponse = obj({
  account_id: z.string(),
  answers: z.array(
    obj({
      question_id: z.number().int().min(1),
      question: z.string().nullable(),
      retired: z.boolean().describe('The question is no longer asked.'),
      answer: z.string(),
      answered_at: dateTime,
    }),
  ),
  total: count,
  updated_at: dateTime.nullable(),
});

export type OwnedListingResponse = z.output<typeof ownedListingResponse>;

export type OwnedListingSummary = z.output<typeof listMyListingsResponse>['items'][number];

export type InterviewResponse = z.output<typeof interviewResponse>;

// ——— Operations ———

export const myListingsOperations = byOperationId(
  defineOperation({
    ...accountRead,
    operationId: 'list_my_listings',
    response: listMyListingsResponse,
    path: '/me/listings',
    tag: 'My listings',
    query: pagingQuery,
    summary: 'My listings',
    description: 'Your listings in any status.',
  }),
  defineOperation({
    ...accountRead,
    operationId: 'get_my_listing',
    response: ownedListingResponse,
    path: '/me/listings/{listing_id}',
    tag: 'My listings',
    params: listingIdParams,
    query: noQuery,
    notFound: true,
    summary: 'Get one of my listings',
    description: 'Status, plan, launch week, unlocked paid sections and everything public.',
    links: {
      UpdateMyListing: { operationId: 'update_my_listing', parameters: { listing_id: '$response.body#/listing_id' } },
      PostListingUpdate: {
        operationId: 'post_listing_update',
        parameters: { listing_id: '$response.body#/listing_id' },
      },
      AddMilestone: { operationId: 'add_milestone', parameters: { listing_id: '$response.body#/listing_id' } },
      SetFounderStory: { operationId: 'set_founder_story', parameters: { listing_id: '$response.body#/listing_id' } },
    },
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'update_my_listing',
    response: updateMyListingResponse,
    refusals: { 400: ['unknown_site'] },
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
    links: {
      PostListingUpdate: {
        operationId: 'post_listing_update',
        parameters: { listing_id: '$response.body#/listing_id' },
      },
      AddMilestone: { operationId: 'add_milestone', parameters: { listing_id: '$response.body#/listing_id' } },
      SetFounderStory: { operationId: 'set_founder_story', parameters: { listing_id: '$response.body#/listing_id' } },
      ChooseFreeListing: {
        operationId: 'choose_free_listing',
        parameters: { listing_id: '$response.body#/listing_id' },
      },
    },
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'post_listing_update',
    response: postListingUpdateResponse,
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
    response: addMilestoneResponse,
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
    links: {
      DeleteMilestone: {
        operationId: 'delete_milestone',
        parameters: { listing_id: '$response.body#/listing_id', milestone_id: '$response.body#/id' },
      },
    },
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'delete_milestone',
    response: deleteMilestoneResponse,
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
    response: founderStoryResponse,
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
    response: interviewResponse,
    refusals: { 400: ['unknown_question', 'duplicate_question'] },
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
    response: chooseFreeListingResponse,
    refusals: { 409: ['already_published', 'primary_category_required'] },
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
);
