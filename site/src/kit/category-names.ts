/**
 * The categories of the listings in a read's answer, by the names the site gives them (issue 31):
 * the operations' summaries carry category slugs (the spec's), and rows showed them as they are
 * ("task-management", "vector-databases"), API words where a directory shows topic names. After a
 * read, the page kit attaches `site_category_names` (slug → name, of the categories the listing has)
 * to each listing of the answer — itself, its `items`, each item's `listing` — from the request's
 * site's tree (one small query of the categories read model). Copies what it changes: the API's
 * answers stay the spec's.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import type { SiteOfRead } from '@listings/shared/contracts/listings';
import { categoriesOfSite } from '@listings/projectors/site-content';

type Named = {
  slug: string;
  name: string;
  categories?: unknown;
  primary_category?: unknown;
  site_category_names?: Record<string, string>;
};

/** A listing with categories: its `categories`, or only its `primary_category` (get_category's items). */
const isListing = (value: unknown): value is Named =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Named).slug === 'string' &&
  typeof (value as Named).name === 'string' &&
  (Array.isArray((value as Named).categories) || typeof (value as Named).primary_category === 'string');

export async function attachCategoryNames<T>(documents: DocumentStore, site: SiteOfRead, body: T): Promise<T> {
  const items = (body as { items?: unknown } | null)?.items;
  const inItems = Array.isArray(items)
    ? items.some((item) => isListing(item) || isListing((item as { listing?: unknown } | null)?.listing))
    : false;
  if (!isListing(body) && !inItems) return body;
  const names = new Map((await categoriesOfSite(documents, site)).map((category) => [category.slug, category.name]));
  const named = <L>(value: L): L => {
    if (!isListing(value)) return value;
    const own: Record<string, string> = {};
    const slugs = [value.primary_category, ...(Array.isArray(value.categories) ? value.categories : [])];
    for (const slug of slugs) if (typeof slug === 'string' && names.has(slug)) own[slug] = names.get(slug)!;
    return { ...value, site_category_names: own };
  };
  let answer: unknown = named(body);
  if (Array.isArray(items))
    answer = {
      ...(answer as object),
      items: items.map((item) => {
        const copy = named(item);
        const inner = (item as { listing?: unknown } | null)?.listing;
        return isListing(inner) ? { ...(copy as object), listing: named(inner) } : copy;
      }),
    };
  return answer as T;
}

/** A category's name as the listing's answer carries it (attachCategoryNames), else its slug. */
export const categoryNameIn = (listing: { site_category_names?: Record<string, string> }, slug: string): string =>
  listing.site_category_names?.[slug] ?? slug;
