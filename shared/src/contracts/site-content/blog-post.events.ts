import type { Faq } from './faq.ts';
import { siteScopedStream } from './site-scope.ts';

/**
 * A post's stream: `blogpost-<slug>` on the default site (as always), `blogpost-<slug>@<key>` on an
 * opened site (issue 30: each site has its own blog, the per-site streams' `<stream>@<key>`).
 */
export const blogPostStream = (slug: string, site?: string | null) => siteScopedStream(`blogpost-${slug}`, site);

export interface BlogPostContent {
  title: string;
  /** Markdown. */
  body: string;
  faqs: Faq[];
  author: string;
  /** ISO date-time. */
  published_at: string;
}

/**
 * `reason`: the staff member's, when changed in the console (the CLI records none); never shown
 * publicly. `site`: the key of the site whose blog it is, absent on the default site's (and on every
 * event written before the network): read as the default site, never rewritten.
 */
type OfSite = { slug: string; reason?: string; site?: string };

export type BlogPostEvent =
  | { type: 'BlogPostPublished'; data: OfSite & BlogPostContent }
  | { type: 'BlogPostUpdated'; data: OfSite & BlogPostContent }
  | { type: 'BlogPostUnpublished'; data: OfSite };

export const BLOG_POST_EVENT_TYPES = [
  'BlogPostPublished',
  'BlogPostUpdated',
  'BlogPostUnpublished',
] as const satisfies readonly BlogPostEvent['type'][];
