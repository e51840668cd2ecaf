/**
 * The search page's filters: the query of search_listings, each with the name the page's form gives
 * it, and the 400 page for values the operation refuses (README: "bad filters a 400 page naming
 * them"). The page runs the operation itself, so exactly what the API refuses is refused here, with
 * each bad filter named (its label, the value given, the operation's reason) and a way back: the
 * same search without the bad filters.
 *
 * One check is the page's own: the API's `stage` is any slug (the spec: "slug, e.g. idea, mvp,
 * launched, growing") matched against the listings' free-text stage, so `stage=nonsense` is a search
 * that finds nothing. A person who typed it made a mistake, though, so on the page a stage that is
 * not one of the stages the directory's listings carry is refused too, and the 400 page lists the
 * ones there are (issue 31, 3.f). The REST API stays as the spec says.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { listingsOfSite, type SiteOfRead } from '@listings/shared/contracts/listings';
import { PageError } from '../kit/site-pages.ts';

/** The filters of the search page, in the order of search_listings' query. */
export const SEARCH_FILTERS = [
  'q',
  'category',
  'stage',
  'country',
  'pricing_model',
  'domain',
  'status',
  'sort',
  'page',
  'per_page',
] as const;

/** Each filter as the search form names it. */
export const SEARCH_FILTER_LABELS: Record<(typeof SEARCH_FILTERS)[number], string> = {
  q: 'Search',
  category: 'Category',
  stage: 'Stage',
  country: 'Country',
  pricing_model: 'Pricing model',
  domain: 'Domain',
  status: 'Status',
  sort: 'Sort by',
  page: 'Page',
  per_page: 'Results per page',
};

const isFilter = (name: string): name is (typeof SEARCH_FILTERS)[number] =>
  (SEARCH_FILTERS as readonly string[]).includes(name);

/** A value as the person sent it, short enough to quote. */
const quoted = (value: unknown): string => {
  const text = Array.isArray(value) ? value.map(String).join(', ') : typeof value === 'string' ? value : String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/** A listing's free-text stage as the `stage` filter's slug finds it (search: hyphens as spaces, any case), or null. */
export function stageSlug(stage: string | null | undefined): string | null {
  const words = stage?.trim().toLowerCase();
  return words && /^[a-z0-9]+( [a-z0-9]+)*$/.test(words) ? words.replace(/ /g, '-') : null;
}

/**
 * The stages the directory offers: the slugs of the stages its live and scheduled listings carry,
 * sorted; with `site`, those of that site's listings (without: the network's).
 */
export async function directoryStages(documents: DocumentStore, site?: SiteOfRead): Promise<string[]> {
  const docs = await documents
    .collection<ListingDocument>(LISTINGS_COLLECTION)
    .find(
      { status: { $in: ['live', 'scheduled'] }, ...(site ? listingsOfSite(site) : {}) },
      { projection: { stage: 1 } },
    );
  const slugs = new Set<string>();
  for (const doc of docs) {
    const slug = stageSlug(doc.stage);
    if (slug) slugs.add(slug);
  }
  return [...slugs].sort();
}

/** The page's own refusal of a stage slug that none of the directory's listings carries (3.f). */
export function unofferedStage(query: Record<string, unknown>, stages: readonly string[]): PageError | null {
  const stage = query.stage;
  if (typeof stage !== 'string' || stage === '' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(stage) || stages.includes(stage))
    return null;
  const error = new PageError(400, 'Check the search filters', 'not a stage of the directory', [], {
    'Cache-Control': 'no-store',
  });
  error.invalid = [{ field: 'stage', message: 'no product in the directory is at this stage' }];
  return error;
}

/**
 * The 400 page of a search whose filters search_listings refused (or the page: unofferedStage): any
 * other failure is returned as it came. `query` is what the page sent to the operation; `stages`, the
 * directory's stages, are listed when the stage is refused.
 */
export function searchRefusal(
  error: unknown,
  query: Record<string, unknown>,
  stages: readonly string[] = [],
  /** The page's own refusal of the stage, named beside what the operation refused. */
  offStage: PageError | null = null,
): unknown {
  if (!(error instanceof PageError) || error.status !== 400 || error.invalid.length === 0) return error;
  if (offStage && !error.invalid.some(({ field }) => field.split('.')[0] === 'stage'))
    error.invalid.push(...offStage.invalid);
  const bad = new Set<string>();
  const reasons: string[] = [];
  for (const { field, message } of error.invalid) {
    const name = field.split('.')[0];
    if (!isFilter(name)) return error;
    bad.add(name);
    const choices = name === 'stage' && stages.length > 0 ? ` The stages in the directory: ${stages.join(', ')}.` : '';
    reasons.push(`${SEARCH_FILTER_LABELS[name]} (“${quoted(query[name])}”): ${message}.${choices}`.replace('..', '.'));
  }
  const kept = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (!bad.has(name) && typeof value === 'string') kept.append(name, value);
  const rest = kept.toString();
  const names = [...bad].map((name) => SEARCH_FILTER_LABELS[name as (typeof SEARCH_FILTERS)[number]]);
  return new PageError(
    400,
    'Check the search filters',
    `Nothing was searched: ${names.length === 1 ? `the filter ${names[0]} is` : `the filters ${names.slice(0, -1).join(', ')} and ${names.at(-1)} are`} not valid.`,
    reasons,
    error.headers,
    {
      href: rest ? `/search?${rest}` : '/search',
      label: names.length === 1 ? `Search again without ${names[0]}` : 'Search again without these filters',
    },
  );
}
