/**
 * Building blocks of the operation schemas: every limit of the spec is written here once and reused.
 */
import { z } from './zod.ts';

import { DATE_PATTERN, SLUG_PATTERN, SOCIAL_PLATFORMS, STORY_SECTIONS } from '../../contracts/listings/vocabulary.ts';

export { DATE_PATTERN, SLUG_PATTERN, SOCIAL_PLATFORMS, STORY_SECTIONS };

export const slug = z
  .string()
  .max(220)
  .regex(SLUG_PATTERN, 'must be lower-case letters, digits and dashes, starting with a letter or digit');

/** A real calendar date written YYYY-MM-DD. */
export const isoDate = z
  .string()
  .max(10)
  .regex(DATE_PATTERN, 'must be a date written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real calendar date')
  // The document says `format: date` (RFC 3339 full-date), which a pattern alone cannot: 2026-02-30 is refused.
  .meta({ format: 'date' });

/** `this`, `next`, `last` or a date (snapped to its Monday by the handler). */
export const weekRef = z.union([z.enum(['this', 'next', 'last']), isoDate]);

/** community-weekly's week: `this`, `last` or a date (a leaderboard of a week to come has nothing to rank). */
export const pastWeekRef = z.union([z.enum(['this', 'last']), isoDate]);

export const countryCode = z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code');

/** An id: 1 up to the largest integer a JSON number carries exactly (2^53 - 1), as the document states. */
export const positiveId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const page = z.number().int().min(1).max(1000).default(1).describe('Page number, 1 to 1000.');
export const perPage = z.number().int().min(1).max(100).default(20).describe('Items per page, 1 to 100.');
export const paging = { page, per_page: perPage };

/**
 * What the document says of a URL (the scheme, then a host's first character) is also checked here,
 * so the document and validation agree: `https://` alone is a URI (RFC 3986) but no URL (WHATWG),
 * and `HTTPS://a.example` is a URL the document's pattern does not admit.
 */
const HTTP_URL_PATTERN = '^https?://[A-Za-z0-9\\[]';
const HTTPS_URL_PATTERN = '^https://[A-Za-z0-9\\[]';

export const httpUrl = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && new RegExp(HTTP_URL_PATTERN).test(value);
      } catch {
        return false;
      }
    }, 'must be an http or https URL')
    .meta({ format: 'uri', pattern: HTTP_URL_PATTERN });

export const httpsUrl = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => {
      try {
        return new URL(value).protocol === 'https:' && new RegExp(HTTPS_URL_PATTERN).test(value);
      } catch {
        return false;
      }
    }, 'must be an https URL')
    .meta({ format: 'uri', pattern: HTTPS_URL_PATTERN });

/** An e-mail address as the WHATWG (HTML) spec reads one: what `format: email` generators and browsers produce. */
export const email = z.email({ pattern: z.regexes.html5Email }).max(254);

/** Array of short strings: features, usps, keywords, tags, categories. */
export const stringList = (maxItems: number, maxLength = 200) => z.array(z.string().max(maxLength)).max(maxItems);

export const faq = z.strictObject({
  question: z.string().min(1).max(300),
  answer: z.string().min(1).max(1500),
});

export const milestone = z.strictObject({
  date: isoDate,
  title: z.string().min(1).max(200),
  description: z.string().max(2000).optional(),
  url: httpsUrl(500).optional(),
});

export const socials = z.strictObject(
  Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, z.string().max(500).optional()])) as Record<
    (typeof SOCIAL_PLATFORMS)[number],
    z.ZodOptional<z.ZodString>
  >,
);

/** Story sections, each max 8000; the title limit differs between drafts (8000) and owned listings (200). */
export const story = (titleMax: number) =>
  z.strictObject(
    Object.fromEntries(
      STORY_SECTIONS.map((section) => [
        section,
        z
          .string()
          .max(section === 'title' ? titleMax : 8000)
          .optional(),
      ]),
    ) as Record<(typeof STORY_SECTIONS)[number], z.ZodOptional<z.ZodString>>,
  );
