/**
 * The category tree read from the `categories` read model, with live-listing counts from the
 * `listings` read model. A listing belongs to every category in its `categories` list (the first
 * is its primary one); a category's count includes its subcategories' listings, each listing
 * counted once. Counts are computed when read, so they are never stale.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { categoriesOfSite, type CategoryDocument } from '@listings/projectors/site-content';
import { listingsOfSite, type SiteOfRead } from '@listings/shared/contracts/listings';

/** Built by the listings projection; documents look like `{ _id: slug, slug, name, status, categories: [slug, ...], votes }`. */
export const LISTINGS_COLLECTION = 'listings';
export const LIVE = 'live';

export interface CategoryTree {
  bySlug: Map<string, CategoryDocument>;
  children: Map<string | null, CategoryDocument[]>;
  /** Live listings in the category itself. */
  directCount: Map<string, number>;
  /** Live listings in the category or any subcategory, each counted once. */
  totalCount: Map<string, number>;
  subtree(slug: string): string[];
}

/**
 * `site`'s category tree (its own, or the default site's until it has one: categoriesOfSite) with
 * the live listing counts of `site` (listingsOfSite); without one, the default site's tree with the
 * counts of every site.
 */
export async function loadCategoryTree(documents: DocumentStore, site?: SiteOfRead): Promise<CategoryTree> {
  const [categories, listings] = await Promise.all([
    categoriesOfSite(documents, site),
    documents
      .collection(LISTINGS_COLLECTION)
      .find({ status: LIVE, ...(site ? listingsOfSite(site) : {}) }, { projection: { categories: 1 } }),
  ]);
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const children = new Map<string | null, CategoryDocument[]>();
  for (const category of categories) {
    const parent = category.parent !== null && bySlug.has(category.parent) ? category.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const subtree = (slug: string): string[] => {
    const out: string[] = [];
    const stack = [slug];
    while (stack.length) {
      const next = stack.pop()!;
      if (out.includes(next)) continue; // a corrupt tree must not loop
      out.push(next);
      for (const child of children.get(next) ?? []) stack.push(child.slug);
    }
    return out;
  };

  const directCount = new Map<string, number>();
  const totalCount = new Map<string, number>();
  const ancestorsOf = (slug: string): string[] => {
    const chain: string[] = [];
    for (
      let at: string | null = slug;
      at !== null && bySlug.has(at) && !chain.includes(at);
      at = bySlug.get(at)!.parent
    )
      chain.push(at);
    return chain;
  };
  for (const listing of listings) {
    const own = Array.isArray(listing.categories) ? [...new Set(listing.categories as string[])] : [];
    for (const slug of own) if (bySlug.has(slug)) directCount.set(slug, (directCount.get(slug) ?? 0) + 1);
    const counted = new Set(own.flatMap(ancestorsOf));
    for (const slug of counted) totalCount.set(slug, (totalCount.get(slug) ?? 0) + 1);
  }
  return { bySlug, children, directCount, totalCount, subtree };
}
