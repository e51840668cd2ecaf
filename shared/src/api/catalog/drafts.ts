/**
 * Drafts in the catalog: submitting a product by URL, the AI-drafted profile, editing it, inviting a
 * co-founder and saving it as a listing, each operation with its body, its answer and its links.
 * Bodies are strict: an unknown property is refused (additionalProperties false).
 */
import { z } from './zod.ts';
import { DRAFT_FIELDS, type DraftFieldName } from '../../contracts/drafts/draft-fields.ts';
import { byOperationId, defineOperation } from './operation.ts';
import { accountRead, listingsWrite, noQuery, pagingQuery } from './presets.ts';
import {
  email,
  emailOrEmpty,
  emptyBody,
  faq,
  httpUrl,
  httpUrlOrEmpty,
  milestone,
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
  evidenceItem,
  faqItem,
  pagedOf,
  socialLinks,
  storySections,
} from './responses/common.ts';
import { OWNED_LISTING_STATUSES } from './my-listings.ts';

const draftIdParams = z.strictObject({ id: z.uuid() });

// ——— Bodies ———

const nullableText = (max: number) => z.string().max(max).nullable().optional();

const nullableList = (maxItems: number) => stringList(maxItems).nullable().optional();

/** Draft profile fields: string|null unless noted; null removes the field. */
export const draftFieldsShape = {
  name: nullableText(500),
  tagline: nullableText(500),
  short_description: nullableText(500),
  description: nullableText(20000),
  stage: nullableText(500),
  categories: nullableList(20).describe('Category names from list_categories; the first is the primary category.'),
  tags: nullableList(20),
  pricing_model: nullableText(500),
  pricing_summary: nullableText(500),
  country: nullableText(500).describe('ISO country code.'),
  city: nullableText(500),
  founded_year: nullableText(500),
  features: nullableList(20),
  usps: nullableList(20),
  keywords: nullableList(20),
  contact_email: emailOrEmpty.nullable().optional(),
  demo_video_url: httpUrlOrEmpty(500).nullable().optional().describe('Link to a video.'),
  logo_url: httpUrlOrEmpty(500).nullable().optional(),
} satisfies Record<DraftFieldName, unknown>;

export { DRAFT_FIELDS };

export const draftFieldName = z.enum(DRAFT_FIELDS);

export const submitListingBody = z.strictObject({
  url: httpUrl(2048).describe('The website of the product.'),
});

export const updateDraftBody = z
  .strictObject({
    fields: z
      .strictObject(draftFieldsShape)
      .optional()
      .describe('Profile fields; a typed value is marked edited/manual; null removes.'),
    lock_fields: z.array(draftFieldName).max(20).optional().describe('Lock against AI redrafts (state override).'),
    regenerate: z
      .array(draftFieldName)
      .max(5)
      .optional()
      .describe('AI redrafts these fields from the website evidence.'),
    restore: z.array(draftFieldName).max(20).optional().describe("Put fields back to the AI's original value."),
    faqs: z.array(faq).max(10).optional().describe('Replaces all FAQs.'),
    company_socials: socials.optional(),
    founder_socials: socials.optional(),
    founders: z
      .array(
        z.strictObject({
          name: z.string().min(1).max(160),
          title: z.string().max(160).optional().describe('The role.'),
          bio: z.string().max(3000).optional(),
        }),
      )
      .max(6)
      .optional()
      .describe('Replaces the list; the first is primary.'),
    story: story(8000).optional(),
    milestones: z.array(milestone).max(50).optional().describe('Replaces milestones.'),
    competitor_url: httpUrlOrEmpty(2048)
      .optional()
      .describe("Main competitor's site, read and compared; empty clears."),
    seo: z.strictObject({ title: z.string().max(70).optional(), meta: z.string().max(170).optional() }).optional(),
  })
  .openapi({
    example: { fields: { name: 'Acme Rockets', categories: ['Developer Tools'] }, lock_fields: ['name'] },
  });

export const inviteCofounderBody = z.strictObject({ email });

// ——— Responses ———

export const DRAFT_STATUSES = ['crawling', 'drafting', 'ready', 'failed', 'submitted'] as const;

export const FIELD_STATES = ['ai', 'not_found', 'edited', 'manual', 'override', 'deleted'] as const;

/** Why a draft failed: what happened when its site was read or drafted. */
export const DRAFT_FAILURE_CODES = [
  'unreachable',
  'timeout',
  'dns_failed',
  'unsafe_address',
  'outbound_refused',
  'robots_disallowed',
  'not_html',
  'too_large',
  'too_many_redirects',
  'crawl_failed',
  'drafting_failed',
] as const;

const draftField = <Value extends z.ZodType>(value: Value) =>
  obj({
    value: value.nullable().describe('The current value; null when blank.'),
    state: z.enum(FIELD_STATES).describe('ai, not_found, edited, manual, override (locked) or deleted.'),
    evidence: z.array(evidenceItem).describe('Quotes from the website backing the value (AI values only).'),
    ai_value: value.nullable().describe("The AI's latest value: what restore puts back."),
  });

const text = draftField(z.string());

const list = draftField(z.array(z.string()));

const draftFields = obj({
  name: text,
  tagline: text,
  short_description: text,
  description: text,
  stage: text,
  categories: list.describe('Category names as list_categories gives them; the first is the primary category.'),
  tags: list,
  pricing_model: text,
  pricing_summary: text,
  country: text.describe('ISO 3166-1 alpha-2 country code.'),
  city: text,
  founded_year: text,
  features: list,
  usps: list,
  keywords: list,
  contact_email: text,
  demo_video_url: text,
  logo_url: text,
} satisfies Record<DraftFieldName, unknown>);

const proposedValue = obj({
  value: z.union([z.string(), z.array(z.string())]).nullable(),
  evidence: z.array(evidenceItem),
});

const proposedText = obj({ value: z.string().nullable(), evidence: z.array(evidenceItem) });

const pricingSide = obj({ pricing_model: proposedValue, pricing_summary: proposedValue });

const competitor = obj({
  url: absoluteUrl,
  status: z.enum(['reading', 'compared', 'failed']),
  comparison: obj({
    name: z.string().nullable(),
    rows: z.array(
      obj({
        field: z.enum(DRAFT_FIELDS),
        ours: z.union([z.string(), z.array(z.string())]).nullable(),
        theirs: z.union([z.string(), z.array(z.string())]).nullable(),
      }),
    ),
    analysis: obj({
      competitor: obj({ url: absoluteUrl, name: proposedValue, tagline: proposedValue }),
      shared_features: z.array(obj({ ours: proposedText, theirs: proposedText })),
      only_ours: z.array(proposedText),
      only_theirs: z.array(proposedText),
      pricing: obj({ ours: pricingSide, theirs: pricingSide }),
    })
      .optional()
      .describe('Features matched by wording, what only each side states, and pricing, each with evidence.'),
  }).nullable(),
  error: z.string().nullable(),
});

export const draftResponse = obj({
  id: z.uuid(),
  url: absoluteUrl.describe('The website submitted.'),
  status: z
    .enum(DRAFT_STATUSES)
    .describe(
      'crawling (reading the site), drafting, ready (edit it, then submit_draft), failed (the site could not be read or drafted: see failure), submitted (saved as a listing; edits update it).',
    ),
  failure: obj({
    code: z
      .enum(DRAFT_FAILURE_CODES)
      .describe(
        'unreachable (no answer or an error status), timeout, dns_failed (the name does not resolve), unsafe_address (a private or otherwise refused address), outbound_refused (this deployment fetches nothing), robots_disallowed (robots.txt disallows the page), not_html, too_large, too_many_redirects, crawl_failed / drafting_failed (anything else).',
      ),
    message: z.string(),
  })
    .nullable()
    .describe('Why the draft failed; null unless status is failed.'),
  fields: draftFields.describe('Every profile field with its value, state, evidence and AI value.'),
  faqs: z.array(obj({ ...faqItem.shape, evidence: z.array(evidenceItem) })),
  founders: z.array(
    obj({
      name: z.string(),
      title: z.string().optional(),
      bio: z.string().optional(),
      evidence: z.array(evidenceItem),
    }),
  ),
  company_socials: socialLinks,
  founder_socials: socialLinks,
  story: storySections,
  milestones: z.array(
    obj({
      date: calendarDate,
      title: z.string(),
      description: z.string().optional(),
      url: z.string().optional(),
      evidence: z.array(evidenceItem),
    }),
  ),
  seo: obj({ title: z.string().optional(), meta: z.string().optional() }),
  competitor: competitor.nullable().describe('The competitor_url comparison, while one is set.'),
  invites: z.array(
    obj({ email: z.string().describe('Masked: an***@example.com.'), status: z.enum(['sent', 'sending']) }),
  ),
  completeness: z.number().int().min(0).max(100).describe('Share of profile fields with a value, in percent.'),
  missing: z.array(z.enum(DRAFT_FIELDS)).describe('Profile fields still without a value.'),
  rejected: z
    .array(
      obj({
        field: z
          .string()
          .describe('The profile field, or founders, faqs, company_socials.<platform>, story.<section>.'),
        value: z.string().describe('The value the AI proposed, as text.'),
        reason: z.string().describe('Why it was not kept, e.g. "a free trial is not a free plan".'),
        evidence: z.array(evidenceItem).describe('The quotes it was proposed with.'),
      }),
    )
    .describe(
      'Values the AI proposed that the verifier did not keep (the field stays not_found): each quote must be on a page read and state the value.',
    ),
  listing_id: z.number().int().min(1).nullable().describe('The listing it was saved as (submit_draft).'),
  created_at: dateTime,
  updated_at: dateTime,
}).openapi('Draft', { description: 'A draft profile: every field with a value, a state and evidence quotes.' });

export const listMyDraftsResponse = pagedOf(
  obj({
    id: z.uuid(),
    url: absoluteUrl,
    name: z.string().nullable(),
    status: z.enum(DRAFT_STATUSES),
    completeness: z.number().int().min(0).max(100),
    missing: z.array(z.enum(DRAFT_FIELDS)),
    listing_id: z.number().int().min(1).nullable(),
    created_at: dateTime,
    updated_at: dateTime,
  }),
);

export const inviteResponse = obj({
  draft_id: z.uuid(),
  email: z.string().describe('The address invited.'),
  status: z.literal('sending').describe('The e-mail is sent shortly (the draft shows sent then).'),
  invites_used: z.number().int().min(1),
  invites_left: count,
});

export const submitDraftResponse = obj({
  listing_id: z.number().int().min(1),
  slug: z.string(),
  status: z
    .enum(OWNED_LISTING_STATUSES)
    .describe('The listing status: draft until published (choose_free_listing or a paid launch).'),
  draft: draftResponse,
});

export type DraftResponse = z.output<typeof draftResponse>;

export type DraftSummary = z.output<typeof listMyDraftsResponse>['items'][number];

// ——— Operations ———

export const draftsOperations = byOperationId(
  defineOperation({
    ...listingsWrite,
    operationId: 'submit_listing',
    response: draftResponse,
    method: 'post',
    path: '/drafts',
    tag: 'Drafts',
    body: submitListingBody,
    bodyRequired: true,
    successStatus: 201,
    summary: 'Submit a product by URL',
    description:
      'Starts a draft from a website URL: the site is read (respecting robots.txt) and an AI drafts the profile, quoting evidence from the site for each value. Nothing is published or charged. Returns the draft in status crawling; poll get_draft every few seconds (drafting takes about a minute).',
    links: {
      GetDraft: { operationId: 'get_draft', parameters: { id: '$response.body#/id' } },
      UpdateDraft: { operationId: 'update_draft', parameters: { id: '$response.body#/id' } },
      // Beyond the spec: an auditor follows a new draft into its history (and so does Schemathesis).
      AuditDraftHistory: { operationId: 'audit_draft_history', parameters: { id: '$response.body#/id' } },
    },
  }),
  defineOperation({
    ...accountRead,
    operationId: 'list_my_drafts',
    response: listMyDraftsResponse,
    path: '/drafts',
    tag: 'Drafts',
    query: pagingQuery,
    summary: 'My drafts',
    description: 'Your drafts, newest first, with status and completeness.',
  }),
  defineOperation({
    ...accountRead,
    operationId: 'get_draft',
    response: draftResponse,
    path: '/drafts/{id}',
    tag: 'Drafts',
    params: draftIdParams,
    query: noQuery,
    notFound: true,
    summary: 'Get a draft',
    description:
      'A draft with every profile field (value, state, evidence quotes), FAQs, founders, socials, story, milestones, completeness and what is still missing.',
    links: {
      UpdateDraft: { operationId: 'update_draft', parameters: { id: '$response.body#/id' } },
      SubmitDraft: { operationId: 'submit_draft', parameters: { id: '$response.body#/id' } },
    },
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'update_draft',
    response: draftResponse,
    refusals: {
      400: ['too_many_fields', 'conflicting_changes', 'name_required', 'unknown_category'],
      409: ['draft_not_ready', 'no_evidence', 'fields_locked', 'no_ai_values'],
    },
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
    links: {
      SubmitDraft: { operationId: 'submit_draft', parameters: { id: '$response.body#/id' } },
      InviteCofounder: { operationId: 'invite_cofounder', parameters: { id: '$response.body#/id' } },
    },
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'invite_cofounder',
    response: inviteResponse,
    refusals: { 409: ['already_invited', 'invite_limit_reached'] },
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
    response: submitDraftResponse,
    refusals: {
      400: ['name_required', 'unknown_category'],
      409: ['draft_not_ready', 'already_submitted', 'slug_unavailable'],
    },
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
    links: {
      GetMyListing: { operationId: 'get_my_listing', parameters: { listing_id: '$response.body#/listing_id' } },
      AuditListingHistory: {
        operationId: 'audit_listing_history',
        parameters: { listing: '$response.body#/listing_id' },
      },
      UpdateMyListing: { operationId: 'update_my_listing', parameters: { listing_id: '$response.body#/listing_id' } },
      ChooseFreeListing: {
        operationId: 'choose_free_listing',
        parameters: { listing_id: '$response.body#/listing_id' },
      },
    },
  }),
);
