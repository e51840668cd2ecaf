/**
 * Request bodies of the account-side operations, with every limit of the spec.
 * All objects are strict: an unknown property is refused (additionalProperties false).
 */
import { z } from './zod.ts';
import { DRAFT_FIELDS, type DraftFieldName } from '../../contracts/drafts/draft-fields.ts';
import {
  chars,
  email,
  emailOrEmpty,
  faq,
  httpUrl,
  httpUrlOrEmpty,
  isoDate,
  milestone,
  positiveId,
  slug,
  socials,
  story,
  stringList,
} from './fields.ts';

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

/** Operations that take no body still refuse one with properties. */
export const emptyBody = z.strictObject({});

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
      "['all'] or site keys: also writes the headline/summary/SEO fields of this call to the company's listings on other sites.",
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

export const CLAIM_METHODS = ['dns', 'meta', 'file', 'email'] as const;

/**
 * One shape per method, so the document says what validation enforces: `email` is required with
 * method email and refused with the others (a schema-valid claim is never refused by validation).
 */
export const claimListingBody = z.discriminatedUnion('method', [
  z.strictObject({ slug, method: z.enum(['dns', 'meta', 'file']) }),
  z.strictObject({
    slug,
    method: z.literal('email'),
    email: email.describe('An address at the company domain.'),
  }),
]);

export const orderItem = z.strictObject({
  product: z.string().min(1).max(60).describe('Product code from list_products.'),
  listing_id: positiveId.optional().describe('Needed for products with needs_listing=true.'),
  week: isoDate.optional().describe('Monday of a launch week offered by list_products.'),
  amount_cents: z.number().int().min(1).max(100000000).optional().describe('billboard_min only; at least the minimum.'),
  categories: z.array(slug).max(10).optional().describe('extra_categories only; up to 3 extra category slugs.'),
  options: z
    // Option values are what list_products' options take: strings (enums too), integers, booleans.
    // Names and values counted in code points, as the document's propertyNames and maxLength count them.
    .record(chars(60), z.union([chars(500), z.number(), z.boolean()]))
    .refine((options) => Object.keys(options).length <= 20, 'must have at most 20 properties')
    .optional()
    .meta({ maxProperties: 20, propertyNames: { maxLength: 60 } }),
});

export const orderBody = z
  .strictObject({
    items: z.array(orderItem).min(1).max(20),
    billing_country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .optional()
      .describe('For the VAT preview.'),
    vat_number: z.string().max(32).optional(),
    promo_code: z.string().max(40).optional().describe('Exactly as typed.'),
  })
  .openapi({ example: { items: [{ product: 'launch', listing_id: 1 }], billing_country: 'IE' } });

export { isoDate };
