/**
 * Words of the spec that both the API's schemas and the domain use: the slug and date patterns, the
 * social platforms and the story sections. The catalog builds its schemas from these lists, so the
 * two can never disagree.
 */

/** Listing, category, founder and blog post slugs. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,219}$/;
/** A calendar date written YYYY-MM-DD (the pattern only; real dates are checked where parsed). */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const SOCIAL_PLATFORMS = [
  'linkedin',
  'x',
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'threads',
  'pinterest',
  'github',
  'reddit',
  'producthunt',
  'medium',
  'website',
  'custom',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const STORY_SECTIONS = [
  'title',
  'story',
  'why_started',
  'problem',
  'journey',
  'challenges',
  'achievements',
  'lessons',
  'whats_next',
] as const;
export type StorySection = (typeof STORY_SECTIONS)[number];
