import type { Faq } from './faq.ts';

export const blogPostStream = (slug: string) => `blogpost-${slug}`;

export interface BlogPostContent {
  title: string;
  /** Markdown. */
  body: string;
  faqs: Faq[];
  author: string;
  /** ISO date-time. */
  published_at: string;
}

/** `reason`: the staff member's, when changed in the console (the CLI records none); never shown publicly. */
export type BlogPostEvent =
  | { type: 'BlogPostPublished'; data: { slug: string; reason?: string } & BlogPostContent }
  | { type: 'BlogPostUpdated'; data: { slug: string; reason?: string } & BlogPostContent }
  | { type: 'BlogPostUnpublished'; data: { slug: string; reason?: string } };

export const BLOG_POST_EVENT_TYPES = [
  'BlogPostPublished',
  'BlogPostUpdated',
  'BlogPostUnpublished',
] as const satisfies readonly BlogPostEvent['type'][];
