/**
 * Ports of the submit-by-URL flow: reading a site (crawler) and drafting a profile from what was
 * read (drafter). Every drafted value carries evidence: quotes that occur verbatim in the pages read.
 */
import type { DRAFT_FIELDS } from '@listings/shared/api';

export type DraftFieldName = (typeof DRAFT_FIELDS)[number];

export type PageKind = 'home' | 'about' | 'pricing' | 'features' | 'faq' | 'contact' | 'team' | 'other';

export interface CrawledPage {
  url: string;
  kind: PageKind;
  title: string;
  /** Visible text, whitespace-normalised: what evidence quotes are checked against. */
  text: string;
  /** The HTML as fetched (bounded), for extractors that read structure (JSON-LD, meta tags, links). */
  html: string;
  /**
   * What the page states outside its visible text, one line each: `<title>`, meta/OpenGraph/Twitter
   * contents, JSON-LD string values, link and image targets as absolute URLs (see
   * crawling/page-text.ts). Evidence quotes may also be taken from here (logo, socials and video
   * URLs are never visible text); drafters prefer quotes from `text`.
   */
  metaText?: string;
}

export interface CrawlResult {
  startUrl: string;
  /** After redirects. */
  finalUrl: string;
  pages: CrawledPage[];
  /** Pages found but not read, and why (robots.txt, limits, errors). */
  skipped: { url: string; reason: 'robots' | 'limit' | 'error' | 'unsafe_address' | 'not_html' }[];
}

export interface SiteCrawler {
  /** Throws CrawlError when the site cannot be read at all. */
  crawl(url: string): Promise<CrawlResult>;
}

export class CrawlError extends Error {
  override readonly name = 'CrawlError';
  readonly code:
    | 'unsafe_address'
    | 'unreachable'
    | 'robots_disallowed'
    | 'not_html'
    | 'too_large'
    | 'too_many_redirects'
    | 'timeout';

  constructor(
    code:
      | 'unsafe_address'
      | 'unreachable'
      | 'robots_disallowed'
      | 'not_html'
      | 'too_large'
      | 'too_many_redirects'
      | 'timeout',
    message: string,
  ) {
    super(message);
    this.code = code;
  }
}

export interface Evidence {
  /** A quote that occurs verbatim (whitespace-normalised) in the text of `url`. */
  quote: string;
  url: string;
}

export type FieldValue = string | string[] | null;

export interface ProposedValue<Value = FieldValue> {
  /** null when the site does not state it (never invented). */
  value: Value;
  evidence: Evidence[];
}

export interface DraftProposal {
  fields: Partial<Record<DraftFieldName, ProposedValue>>;
  faqs: ProposedValue<{ question: string; answer: string }>[];
  founders: ProposedValue<{ name: string; title?: string; bio?: string }>[];
  company_socials: Record<string, ProposedValue<string>>;
  founder_socials: Record<string, ProposedValue<string>>;
  story: Record<string, ProposedValue<string>>;
  milestones: ProposedValue<{ date: string; title: string; description?: string; url?: string }>[];
}

/** A category of the live tree, as the drafter may choose it (by `name`, exactly as list_categories shows it). */
export interface CategoryOption {
  name: string;
  slug: string;
  description: string;
  /** The parent's slug; null at the top level. */
  parent: string | null;
}

export interface DraftOptions {
  /** Only these fields (a redraft); every field when absent. */
  fields?: DraftFieldName[];
  /**
   * The category tree to choose `categories` from (see drafting/with-categories.ts, which reads it
   * from the `categories` read model for every draft). Without it no category is proposed.
   */
  categories?: readonly CategoryOption[];
}

export interface Drafter {
  /** Drafts every field (or only `fields`, for a redraft) from the pages read. */
  draft(site: CrawlResult, options?: DraftOptions): Promise<DraftProposal>;
}
