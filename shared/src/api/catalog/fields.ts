/**
 * Building blocks of the operation schemas: every limit of the spec is written here once and reused.
 */
import { z } from './zod.ts';

import { DATE_PATTERN, SLUG_PATTERN, SOCIAL_PLATFORMS, STORY_SECTIONS } from '../../contracts/listings/vocabulary.ts';
import {
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  HTTP_URL_PATTERN,
  HTTPS_URL_PATTERN,
  codePointLength,
  normalisedHttpUrl,
  safeEmail,
} from '../../contracts/listings/safe-links.ts';

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
 * A string of at most `max` characters counted as JSON Schema counts them (code points, so an emoji
 * is one, as in the document's `maxLength`), whatever zod's own `.max()` counts (4.6 counts code points
 * too; links.unit.spec.ts holds both to the document for every kind of body).
 */
export const chars = (max: number) =>
  z
    .string()
    .check((ctx) => {
      if (codePointLength(ctx.value) > max)
        ctx.issues.push({
          code: 'too_big',
          origin: 'string',
          maximum: max,
          inclusive: true,
          input: ctx.value,
          message: `must be at most ${max} characters`,
          continue: true,
        });
    })
    .meta({ maxLength: max });

/**
 * A link: http or https only, as HTTP_URL_PATTERN writes it (a host; no user name or password; no
 * whitespace, control, quote, backtick, backslash or angle bracket), parsed by the WHATWG URL parser,
 * and passed on (so stored) as its normalised `href`. The document states the same pattern and length
 * (`format: iri`: a host may be written in its own script; it is stored in ASCII), so what it admits
 * and what validation accepts are the same strings. Every link of every body is one of these: one
 * schema per length and scheme, each a named component (`HttpUrl500` …), so the document and the MCP
 * tools write the pattern once.
 */
export const httpUrl = (max: number, options: { httpsOnly?: boolean } = {}): HttpUrlSchema => {
  const id = `${options.httpsOnly ? 'HttpsUrl' : 'HttpUrl'}${max}`;
  const known = urlSchemas.get(id);
  if (known) return known;
  const pattern = options.httpsOnly ? HTTPS_URL_PATTERN : HTTP_URL_PATTERN;
  const message = `must be an ${options.httpsOnly ? 'https' : 'http or https'} URL with a host (no user name or password, spaces, quotes or angle brackets)`;
  const schema = chars(max)
    .check((ctx) => {
      if (normalisedHttpUrl(ctx.value, options) === null)
        ctx.issues.push({ code: 'invalid_format', format: 'url', pattern, input: ctx.value, message, continue: true });
    })
    .overwrite((value) => normalisedHttpUrl(value, options) ?? value)
    .meta({
      id,
      format: 'iri',
      pattern,
      description: `An ${options.httpsOnly ? 'https' : 'http or https'} URL of at most ${max} characters, with a host and without user name or password; spaces, quotes, backticks, backslashes and angle brackets must be %-encoded. Stored normalised (WHATWG URL: host in ASCII, path %-encoded).`,
    });
  urlSchemas.set(id, schema);
  return schema;
};
type HttpUrlSchema = ReturnType<typeof chars>;
const urlSchemas = new Map<string, HttpUrlSchema>();

export const httpsUrl = (max: number) => httpUrl(max, { httpsOnly: true });

/** A link, or `''` where an empty string means "none" (clears it, or is left out). */
export const httpUrlOrEmpty = (max: number) => z.union([z.literal(''), httpUrl(max)]);

/**
 * An e-mail address: EMAIL_PATTERN (local@domain, a local part of at most 64 characters, a domain with
 * a dot; no spaces, quotes or angle brackets), no two dots in a row, at most 254 characters. The
 * document says `format: email` (which refuses two dots in a row) with the same pattern; every e-mail
 * of every body is this schema.
 */
export const email = chars(EMAIL_MAX_LENGTH)
  .check((ctx) => {
    // Too long is said once, by chars().
    if (ctx.value.length <= EMAIL_MAX_LENGTH && safeEmail(ctx.value) === null)
      ctx.issues.push({
        code: 'invalid_format',
        format: 'email',
        pattern: EMAIL_PATTERN,
        input: ctx.value,
        message: `must be an e-mail address (local@domain, the part before the @ at most ${EMAIL_LOCAL_MAX_LENGTH} characters, no two dots in a row; no spaces, quotes or angle brackets)`,
        continue: true,
      });
  })
  .meta({
    id: 'Email',
    format: 'email',
    pattern: EMAIL_PATTERN,
    description: `An e-mail address (local@domain) of at most ${EMAIL_MAX_LENGTH} characters, its local part at most ${EMAIL_LOCAL_MAX_LENGTH}; no spaces, quotes or angle brackets.`,
  });

/** An e-mail address, or `''` where an empty string means "none". */
export const emailOrEmpty = z.union([z.literal(''), email]);

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

/** Links by platform; an empty string leaves the platform out. */
export const socials = z.strictObject(
  Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, httpUrlOrEmpty(500).optional()])) as Record<
    (typeof SOCIAL_PLATFORMS)[number],
    z.ZodOptional<ReturnType<typeof httpUrlOrEmpty>>
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

/** Operations that take no body still refuse one with properties. */
export const emptyBody = z.strictObject({});
