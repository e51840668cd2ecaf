/**
 * Building blocks of the response schemas. Responses are closed objects (additionalProperties false):
 * every field the service sends is named and described here, so a field added in code without its
 * description fails the e2e suites (they validate every answer against /v1/openapi.json). Maps whose
 * keys are data (socials, story sections, order item options) are open records on purpose.
 */
import { z } from '../zod.ts';
import { described } from './glossary.ts';

/** A closed response object whose every property is described (glossary.ts fills in what the schema does not say). */
export const obj = <Shape extends Record<string, z.ZodType>>(shape: Shape) => z.strictObject(described(shape));

/** An instant, ISO 8601 in UTC (`2026-11-23T09:30:00.000Z`). */
export const dateTime = z.string().meta({ format: 'date-time' });
/** A calendar date, `YYYY-MM-DD`. */
export const calendarDate = z.string().meta({ format: 'date' });
/** An absolute URL. */
export const absoluteUrl = z.string().meta({ format: 'uri' });
/**
 * `schema` or null. A union rather than `.nullable()`: on a named (component) schema zod-to-openapi
 * writes `.nullable()` as an allOf that no null can pass.
 */
export const orNull = <Schema extends z.ZodType>(schema: Schema) => z.union([schema, z.null()]);
export const count = z.number().int().min(0);
export const cents = z.number().int().describe('USD cents.');

/** `{ items, page, per_page, total }`: the shape of every paged list. */
export const pagedOf = <Item extends z.ZodType>(item: Item) =>
  obj({
    items: z.array(item),
    page: z.number().int().min(1).max(1000).describe('The page answered.'),
    per_page: z.number().int().min(1).max(100).describe('Items per page.'),
    total: count.describe('Items over all pages.'),
  });

export const faqItem = obj({ question: z.string(), answer: z.string() }).openapi('Faq');

/** Links by platform (linkedin, x, github, website, …). */
export const socialLinks = z
  .record(z.string(), z.string())
  .describe(
    'Links by platform: linkedin, x, facebook, instagram, tiktok, youtube, threads, pinterest, github, reddit, producthunt, medium, website, custom.',
  );

/** Story sections by name (title, story, why_started, problem, journey, challenges, achievements, lessons, whats_next). */
export const storySections = z
  .record(z.string(), z.string())
  .describe(
    'Story sections by name: title, story, why_started, problem, journey, challenges, achievements, lessons, whats_next.',
  );

export const milestoneItem = obj({
  id: z.number().int().min(1),
  date: calendarDate,
  title: z.string(),
  description: z.string().optional(),
  url: absoluteUrl.optional(),
}).openapi('Milestone');

/** A quote from the product's own website backing a drafted value. */
export const evidenceItem = obj({
  quote: z.string().describe('Verbatim (whitespace-normalised) text of the page.'),
  url: absoluteUrl.describe('The page quoted.'),
}).openapi('Evidence');
