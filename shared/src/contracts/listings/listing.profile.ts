/**
 * The public profile of a listing: what get_listing shows and what owners, drafts and the site team
 * edit. Every change to it is recorded field by field (before/after) in ListingProfileChanged.
 */
export interface Faq {
  question: string;
  answer: string;
}

export interface ListingFounder {
  /** Founder page slug (founders are shared across a person's companies). */
  slug: string;
  name: string;
  title?: string;
  bio?: string;
  country?: string;
  socials?: Record<string, string>;
}

export interface Milestone {
  id: number;
  date: string;
  title: string;
  description?: string;
  url?: string;
}

export interface ListingProfile {
  name: string;
  url: string;
  tagline?: string | null;
  short_description?: string | null;
  description?: string | null;
  headline?: string | null;
  summary?: string | null;
  seo_title?: string | null;
  seo_description?: string | null;
  stage?: string | null;
  pricing_model?: string | null;
  pricing_summary?: string | null;
  country?: string | null;
  city?: string | null;
  founded_year?: number | null;
  features?: string[];
  usps?: string[];
  keywords?: string[];
  tags?: string[];
  /** Category slugs; the first is the primary category. */
  categories?: string[];
  contact_email?: string | null;
  demo_video_url?: string | null;
  logo_url?: string | null;
  socials?: Record<string, string>;
  faqs?: Faq[];
  founders?: ListingFounder[];
  /** Facts the company's own site did not state (left blank on purpose). */
  not_found_on_website?: string[];
  story?: Record<string, string>;
  media?: { type: 'image' | 'video'; url: string; caption?: string }[];
}

export type ProfileField = keyof ListingProfile;

/** Paid-only sections, shown publicly only when unlocked for the listing. */
export const PAID_SECTIONS = ['story', 'milestones', 'media'] as const;
export type PaidSection = (typeof PAID_SECTIONS)[number];

/** How many categories a listing may have: one primary, and up to 3 more when paid. */
export const MAX_FREE_CATEGORIES = 1;
export const MAX_EXTRA_CATEGORIES = 3;

/** The before/after of each field that differs; fields equal in both are left out. */
export function profileDiff(
  before: Partial<ListingProfile>,
  changes: Partial<ListingProfile>,
): Record<string, { before: unknown; after: unknown }> {
  const diff: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, after] of Object.entries(changes)) {
    const previous = (before as Record<string, unknown>)[field];
    if (JSON.stringify(previous ?? null) !== JSON.stringify(after ?? null))
      diff[field] = { before: previous ?? null, after: after ?? null };
  }
  return diff;
}

export const domainOf = (url: string): string => new URL(url).hostname.replace(/^www\./, '').toLowerCase();
