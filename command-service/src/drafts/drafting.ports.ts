/**
 * Ports of the submit-by-URL flow: reading a site (crawler) and drafting a profile from what was
 * read (drafter). Every drafted value carries evidence: quotes that occur verbatim in the pages read.
 */
import type { DraftFieldName, DraftProposal, PageKind } from '@listings/shared/contracts/drafts';
import type { CategoryOption } from '@listings/shared/contracts/site-content';

export type { CategoryOption } from '@listings/shared/contracts/site-content';

export type {
  DraftFieldName,
  DraftProposal,
  Evidence,
  FieldValue,
  PageKind,
  ProposedValue,
} from '@listings/shared/contracts/drafts';

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

/** What happened when a site could not be read (a draft's failure.code; the API lists them). */
export type CrawlErrorCode =
  | 'unsafe_address'
  | 'unreachable'
  | 'dns_failed'
  | 'timeout'
  | 'outbound_refused'
  | 'robots_disallowed'
  | 'not_html'
  | 'too_large'
  | 'too_many_redirects';

export class CrawlError extends Error {
  override readonly name = 'CrawlError';
  readonly code: CrawlErrorCode;

  constructor(code: CrawlErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export interface DraftOptions {
  /** Only these fields (a redraft); every field when absent. */
  fields?: DraftFieldName[];
  /**
   * The category tree to choose `categories` from (see drafting/with-categories.ts, which reads it
   * from the `categories` read model for every draft). Without it no category is proposed.
   */
  categories?: readonly CategoryOption[];
  /** The key of the site whose category tree `categories` come from when not given; absent: the default site's. */
  site?: string;
}

export interface Drafter {
  /** Drafts every field (or only `fields`, for a redraft) from the pages read. */
  draft(site: CrawlResult, options?: DraftOptions): Promise<DraftProposal>;
}
