/**
 * Success bodies of the account side: get_account, drafts, my listings, claims and orders. The
 * handlers (query-service and command-service) and the views they use (projectors' draft view, the
 * contracts' claim and order views) are typed by these schemas; see directory.ts for the rest.
 */
import { z } from '../zod.ts';
import { SCOPES } from '../../../platform/auth/scopes.ts';
import { DRAFT_FIELDS, type DraftFieldName } from '../../../contracts/drafts/draft-fields.ts';
import {
  obj,
  absoluteUrl,
  calendarDate,
  cents,
  count,
  dateTime,
  evidenceItem,
  faqItem,
  milestoneItem,
  pagedOf,
  socialLinks,
  storySections,
} from './common.ts';
import { OWNED_LISTING_STATUSES, listingSummaryShape, publicListingShape } from './directory.ts';

export const accountResponse = obj({
  id: z.string().describe('Account id.'),
  email: z.string().nullable(),
  email_verified: z
    .boolean()
    .describe('The address was proved by its e-mailed link; voting, following and reviewing need it.'),
  name: z.string().nullable(),
  role: z.string().describe('member, or admin for the site team.'),
  created_at: dateTime.nullable(),
  credential: obj({
    kind: z
      .enum(['api_key', 'oauth', 'session'])
      .describe("An API key, an OAuth access token, or a person's signed-in session on the site's pages."),
    id: z.string(),
  }),
  scopes: z.array(z.enum(SCOPES)),
  allowed_operations: z.array(z.string()).describe('Operation ids (and MCP tools) these credentials may call.'),
});

// ——— Drafts ———

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

// ——— My listings ———

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
  })
    .nullable()
    .describe('While awaiting_badge: what to put on the website and when it is checked again.'),
};
export const ownedListingResponse = obj(ownedListingShape);

export const updateMyListingResponse = obj({
  ...ownedListingShape,
  changed_fields: z.array(z.string()).describe('Fields whose value changed.'),
  applied_to: z.array(z.string()).describe('Site keys the edit was written to.'),
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

// ——— Claims ———

export const claimResponse = obj({
  claim_id: z.number().int().min(1),
  listing_id: z.number().int().min(1),
  slug: z.string(),
  domain: z.string(),
  method: z.enum(['dns', 'meta', 'file', 'email']),
  status: z.enum(['pending', 'verified']),
  token: z.string().optional().describe('dns, meta and file: the value to publish.'),
  email: z.string().optional().describe('email: the address the link goes to.'),
  instructions: obj({
    method: z.enum(['dns', 'meta', 'file', 'email']),
    text: z.string().describe('One sentence a person can follow.'),
    record_type: z.literal('TXT').optional(),
    name: z.string().optional().describe('dns: the record name.'),
    value: z.string().optional().describe('dns: the record value.'),
    url: z.string().optional().describe('meta: the page; file: the file URL.'),
    tag: z.string().optional().describe('meta: the tag to put in <head>.'),
    content: z.string().optional().describe('file: the file content.'),
    email: z.string().optional(),
  }).describe('What to publish (or do), with exact names and values.'),
  created_at: dateTime,
  verified_at: dateTime.nullable(),
  last_check: obj({ at: dateTime, looked_for: z.string(), seen: z.string(), reason: z.string().nullable() }).nullable(),
  email_sent: z.boolean().optional(),
  listing_verified_by_another_account: z.boolean(),
}).openapi('Claim');

export const listMyClaimsResponse = pagedOf(claimResponse);

// ——— Orders ———

export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'partially_refunded', 'refunded'] as const;

const pricedLineShape = {
  line: z.number().int().min(1),
  product: z.string(),
  product_name: z.string(),
  listing_id: z.number().int().nullable(),
  listing_name: z.string().nullable(),
  week: calendarDate.nullable(),
  amount_cents: cents.nullable(),
  categories: z.array(z.string()).nullable(),
  options: z.record(z.string(), z.unknown()).nullable(),
  quantity: z.literal(1),
  unit_price_cents: cents,
  line_total_cents: cents,
  promo_applies: z.boolean().describe('The promo code takes something off this line.'),
};

const promo = obj({
  code: z.string(),
  percent_off: z.number().nullable(),
  amount_off_cents: cents.nullable(),
  discount_cents: cents.describe('What the code takes off, before VAT.'),
  products: z.array(z.string()).describe('Product codes it applies to; empty: every product.'),
}).nullable();

const totals = obj({
  subtotal_cents: cents,
  discount_cents: cents,
  net_cents: cents,
  vat_rate_percent: z.number().nullable().describe('null while the billing country is unknown.'),
  vat_cents: cents,
  total_cents: cents,
  currency: z.literal('USD'),
  vat: obj({
    treatment: z.enum(['standard', 'reverse_charge', 'outside_scope', 'unknown']),
    country: z.string().nullable(),
    vat_number: z.string().nullable(),
    note: z.string(),
    vat_number_check: obj({
      source: z.enum(['vies', 'format']),
      status: z.enum(['valid', 'invalid', 'unavailable', 'format_valid']),
      checked_at: dateTime.nullable(),
      name: z.string().nullable(),
      reason: z.string().nullable(),
    }).optional(),
  }),
});

export const quoteResponse = obj({
  quote: z.literal(true),
  saved: z.literal(false).describe('Nothing was saved or charged.'),
  lines: z.array(obj(pricedLineShape)),
  promo,
  totals,
  prices_exclude_vat: z.literal(true),
  note: z.string(),
});

const fulfilmentEntry = obj({ status: z.enum(['undone', 'kept']), detail: z.string(), at: dateTime });

export const orderResponse = obj({
  number: z.string().describe('ORD-YYYY-NNNNNN'),
  status: z
    .enum(ORDER_STATUSES)
    .describe('pending → paid → partially_refunded / refunded; pending → expired (link ran out) or cancelled.'),
  created_at: dateTime,
  paid_at: dateTime.nullable(),
  lines: z.array(
    obj({
      ...pricedLineShape,
      fulfilment: obj({
        status: z.enum(['awaiting_payment', 'pending', 'fulfilled', 'awaiting_team', 'failed']),
        detail: z.string().nullable(),
        at: dateTime.nullable(),
        undo: fulfilmentEntry.optional().describe('After a full refund: whether what the line did was undone.'),
      }),
    }),
  ),
  promo,
  totals,
  prices_exclude_vat: z.literal(true),
  payment: obj({
    status: z.enum(['not_started', 'started', 'captured', 'declined', 'expired']),
    method: z.enum(['card', 'apple_pay', 'google_pay', 'paypal', 'crypto']).nullable(),
    declined_reason: z.string().optional(),
  }),
  refunded_cents: cents.optional(),
  refunds: z.array(obj({ refund_id: z.string(), amount_cents: cents, at: dateTime })).optional(),
  expired_at: dateTime.optional(),
  cancelled_at: dateTime.optional(),
  refunded_at: dateTime.optional(),
  fulfilled: z.boolean().describe('Paid and every line fulfilled.'),
  checkout_url: absoluteUrl
    .optional()
    .describe(
      'Pending orders: the checkout page, where the person reviews the order, gives billing details and pays. It opens for whoever holds it (no sign-in) until the order is paid or checkout_url_expires_at.',
    ),
  checkout_url_expires_at: dateTime
    .optional()
    .describe('Pending orders: when the checkout link stops taking payments.'),
}).openapi('Order');

export const listMyOrdersResponse = pagedOf(orderResponse);

export type DraftResponse = z.output<typeof draftResponse>;
export type DraftSummary = z.output<typeof listMyDraftsResponse>['items'][number];
export type OwnedListingResponse = z.output<typeof ownedListingResponse>;
export type OwnedListingSummary = z.output<typeof listMyListingsResponse>['items'][number];
export type InterviewResponse = z.output<typeof interviewResponse>;
export type ClaimResponse = z.output<typeof claimResponse>;
export type OrderResponse = z.output<typeof orderResponse>;
