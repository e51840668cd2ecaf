/**
 * The search page's filters: the query of search_listings, each with the name the page's form gives
 * it, and the 400 page for values the operation refuses (README: "bad filters a 400 page naming
 * them"). The page runs the operation itself, so exactly what the API refuses is refused here, with
 * each bad filter named (its label, the value given, the operation's reason) and a way back: the
 * same search without the bad filters.
 */
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

/**
 * The 400 page of a search whose filters search_listings refused: any other failure is returned as it
 * came. `query` is what the page sent to the operation.
 */
export function searchRefusal(error: unknown, query: Record<string, unknown>): unknown {
  if (!(error instanceof PageError) || error.status !== 400 || error.invalid.length === 0) return error;
  const bad = new Set<string>();
  const reasons: string[] = [];
  for (const { field, message } of error.invalid) {
    const name = field.split('.')[0];
    if (!isFilter(name)) return error;
    bad.add(name);
    reasons.push(`${SEARCH_FILTER_LABELS[name]} (“${quoted(query[name])}”): ${message}`);
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
