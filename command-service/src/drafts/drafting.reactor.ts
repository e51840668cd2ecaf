/**
 * The drafting reactor: on DraftStarted it reads the site (SiteCrawler) and drafts the profile
 * (Drafter), recording SiteRead/SiteReadFailed and DraftProposed/DraftingFailed on the draft's stream;
 * on CompetitorSet it reads the competitor's site and records the comparison.
 *
 * Idempotent: each job first folds the draft's stream and does nothing when that step is already
 * recorded (a replay or a second delivery never crawls twice); results are appended with the
 * expected revision, and the decider ignores a result that arrives after the step was recorded.
 */
import { categorySiteOfDraft, DRAFT_FIELDS } from '@listings/shared/contracts/drafts';
import type { DraftState } from '@listings/shared/contracts/drafts';
import { type RecordedEvent, type Logger, defineReactor, type Reactor } from '@listings/shared/kernel';
import type { Actor } from '@listings/shared/kernel';
import type { DraftCommands } from './draft-commands.ts';
import { siteOf } from './draft-commands.ts';
import {
  SITE_HTML_LIMIT,
  SITE_TEXT_LIMIT,
  type CompetitorComparison,
  type DraftEvent,
  type StoredPage,
} from '@listings/shared/contracts/drafts';
import {
  CrawlError,
  type CrawledPage,
  type Drafter,
  type DraftFieldName,
  type DraftProposal,
  type SiteCrawler,
} from './drafting.ports.ts';
import { compareProposals } from './drafting/competitor.ts';
import { enforceEvidence } from './drafting/evidence.ts';

const SYSTEM: Actor = { kind: 'system', id: 'drafting-reactor' };

/** Markup worth keeping: no scripts, styles, SVG, comments or runs of whitespace. */
export const leanHtml = (html: string): string =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|svg|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, (match) =>
      /^<script[^>]*application\/ld\+json/i.test(match) ? match : '',
    )
    .replace(/\s+/g, ' ');

/**
 * Pages as kept in the log: texts (meta text included) cut so that all of them together stay within
 * `limit`, and lean markup within `htmlLimit`.
 */
export function boundedPages(
  pages: readonly CrawledPage[],
  limit = SITE_TEXT_LIMIT,
  htmlLimit = SITE_HTML_LIMIT,
): { pages: StoredPage[]; truncated: boolean } {
  let left = limit;
  let htmlLeft = htmlLimit;
  let truncated = false;
  const stored: StoredPage[] = [];
  for (const page of pages) {
    if (left <= 0) {
      truncated = true;
      break;
    }
    const text = page.text.slice(0, left);
    left -= text.length;
    const metaText = (page.metaText ?? '').slice(0, Math.max(0, left));
    left -= metaText.length;
    const lean = leanHtml(page.html);
    const html = lean.length <= htmlLeft ? lean : '';
    htmlLeft -= html.length;
    if (text.length < page.text.length || metaText.length < (page.metaText ?? '').length || html.length < lean.length)
      truncated = true;
    stored.push({
      url: page.url,
      kind: page.kind,
      title: page.title.slice(0, 500),
      text,
      ...(metaText ? { metaText } : {}),
      ...(html ? { html } : {}),
    });
  }
  return { pages: stored, truncated };
}

/** The profile fields a competitor comparison puts side by side. */
export const COMPARED_FIELDS: readonly DraftFieldName[] = [
  'name',
  'tagline',
  'short_description',
  'pricing_model',
  'pricing_summary',
  'features',
  'usps',
  'stage',
  'country',
];

const errorInfo = (error: unknown, fallback: string) =>
  error instanceof CrawlError
    ? { code: error.code, message: error.message }
    : { code: fallback, message: error instanceof Error ? error.message : String(error) };

export function draftingReactor(deps: {
  drafts: DraftCommands;
  crawler: SiteCrawler;
  drafter: Drafter;
  logger: Logger;
}): Reactor {
  const { drafts, crawler, drafter, logger } = deps;

  async function draftSite(event: RecordedEvent<Extract<DraftEvent, { type: 'DraftStarted' }>>): Promise<void> {
    const { draftId, url } = event.data;
    const cause = `reactor:${event.type}:${event.id}`;
    let { state, history } = await drafts.load(draftId);
    if (state.status === 'crawling') {
      let site;
      try {
        site = await crawler.crawl(url);
      } catch (error) {
        await drafts.decide(
          draftId,
          { type: 'RecordSiteReadFailed', ...errorInfo(error, 'crawl_failed') },
          SYSTEM,
          cause,
        );
        return;
      }
      const { pages, truncated } = boundedPages(site.pages);
      const recorded = await drafts.decide(
        draftId,
        { type: 'RecordSiteRead', finalUrl: site.finalUrl, pages, skipped: site.skipped, truncated },
        SYSTEM,
        cause,
      );
      if (recorded.events.length === 0) return; // another worker read it first
      ({ state, history } = await drafts.load(draftId));
    }
    // Also resumes a job interrupted between reading and drafting: the site is in the log.
    if (state.status !== 'drafting') return;
    try {
      // Its categories from the tree of the site it was started on.
      const site = categorySiteOfDraft(state);
      const proposal = await drafter.draft(siteOf(history)!, site ? { site } : undefined);
      await drafts.decide(draftId, { type: 'RecordProposal', proposal }, SYSTEM, cause);
    } catch (error) {
      logger.error('drafting failed', { draftId, error });
      await drafts.decide(
        draftId,
        { type: 'RecordDraftingFailed', ...errorInfo(error, 'drafting_failed') },
        SYSTEM,
        cause,
      );
    }
  }

  async function compareCompetitor(
    event: RecordedEvent<Extract<DraftEvent, { type: 'CompetitorSet' }>>,
  ): Promise<void> {
    const { draftId, url } = event.data;
    const cause = `reactor:${event.type}:${event.id}`;
    const { state } = await drafts.load(draftId);
    if (state.competitor?.url !== url || state.competitor.status !== 'reading') return;
    try {
      const site = await crawler.crawl(url);
      const tree = categorySiteOfDraft(state);
      const theirs = enforceEvidence(await drafter.draft(site, tree ? { site: tree } : undefined), site);
      const comparison = {
        ...comparisonOf(state, theirs.fields),
        analysis: compareProposals(ownProposal(state), theirs, site.finalUrl),
      };
      await drafts.decide(draftId, { type: 'RecordCompetitor', url, comparison }, SYSTEM, cause);
    } catch (error) {
      await drafts.decide(
        draftId,
        { type: 'RecordCompetitorFailed', url, ...errorInfo(error, 'competitor_failed') },
        SYSTEM,
        cause,
      );
    }
  }

  return defineReactor<Extract<DraftEvent, { type: 'DraftStarted' | 'CompetitorSet' }>>({
    name: 'drafting-reactor',
    eventTypes: ['DraftStarted', 'CompetitorSet'],
    logger,
    keyOf: (event) => event.data.draftId,
    perform: (event) => (event.type === 'DraftStarted' ? draftSite(event) : compareCompetitor(event)),
  });
}

/** The draft's current values as a proposal, for comparing with a competitor's. */
const ownProposal = (state: DraftState): DraftProposal => ({
  fields: Object.fromEntries(
    DRAFT_FIELDS.map((name) => [name, { value: state.fields[name].value, evidence: state.fields[name].evidence }]),
  ),
  faqs: [],
  founders: [],
  company_socials: {},
  founder_socials: {},
  story: {},
  milestones: [],
});

export function comparisonOf(
  state: DraftState,
  theirs: Awaited<ReturnType<Drafter['draft']>>['fields'],
): CompetitorComparison {
  const name = theirs.name?.value;
  return {
    name: typeof name === 'string' ? name : null,
    rows: COMPARED_FIELDS.filter((f) => DRAFT_FIELDS.includes(f)).map((field) => ({
      field,
      ours: state.fields[field].value,
      theirs: theirs[field]?.value ?? null,
    })),
  };
}
