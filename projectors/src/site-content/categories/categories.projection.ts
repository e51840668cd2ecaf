/**
 * The category trees as one document per site and category (collection `categories`): slug, name,
 * description, FAQs, parent and the site whose tree it is (issue 30: each site has its own tree).
 * `site` is kept as the events record it: null for the default site, whose events name none, so the
 * default site's documents keep their old `_id` (the slug); another site's are `<site>/<slug>`. A
 * retired category stays, marked `retired_at`, so a site whose every category is retired still has
 * its own (empty) tree. Readers ask for a site's tree through `categoriesOfSite` (below), the one
 * place that applies the fallback to the default site's tree.
 * Counts of listings are not stored here: they come from the live listings when the tree is read,
 * so they are never stale.
 */
import { defineProjection, type DocumentStore } from '@listings/shared/kernel';
import type { SiteOfRead } from '@listings/shared/contracts/listings';
import { CATEGORY_EVENT_TYPES, siteScopedId, type CategoryEvent } from '@listings/shared/contracts/site-content';

export const CATEGORIES_COLLECTION = 'categories';

export interface CategoryDocument {
  _id: string;
  slug: string;
  name: string;
  description: string;
  faqs: { question: string; answer: string }[];
  parent: string | null;
  /** The site whose tree it is, as recorded; null: the default site. */
  site: string | null;
  /** When it was retired; absent while on the tree. */
  retired_at?: string;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

/** The document id of a site's category: the slug on the default site, `<site>/<slug>` on another. */
export const categoryId = (slug: string, site?: string | null): string => siteScopedId(slug, site);

export const categoriesProjection = defineProjection<CategoryEvent>({
  name: 'categories',
  collections: [CATEGORIES_COLLECTION],
  eventTypes: CATEGORY_EVENT_TYPES,

  async setup(documents) {
    await documents.collection(CATEGORIES_COLLECTION).createIndex({ site: 1, parent: 1 });
  },

  async apply(event, documents) {
    const at = event.metadata.at;
    const categories = documents.collection(CATEGORIES_COLLECTION);
    const { slug } = event.data;
    const _id = categoryId(slug, event.data.site);
    switch (event.type) {
      case 'CategoryCreated': {
        const { name, description, faqs, parent } = event.data;
        const site = event.data.site ?? null;
        await categories.updateOne(
          { _id },
          { $set: { slug, name, description, faqs, parent, site, created_at: at, updated_at: at } },
          { upsert: true },
        );
        return;
      }
      case 'CategoryRenamed':
        await categories.updateOne({ _id }, { $set: { name: event.data.name, updated_at: at } });
        return;
      case 'CategoryDescribed':
        await categories.updateOne(
          { _id },
          { $set: { description: event.data.description, faqs: event.data.faqs, updated_at: at } },
        );
        return;
      case 'CategoryMoved':
        await categories.updateOne({ _id }, { $set: { parent: event.data.parent, updated_at: at } });
        return;
      case 'CategoryRetired':
        await categories.updateOne({ _id }, { $set: { retired_at: at, updated_at: at } });
        return;
    }
  },
});

/**
 * A site's category tree, as every reader asks for it (issue 30). This is the one place that says
 * which tree a site has:
 *
 * - a site whose tree has any category (retired ones count) has its own: exactly those;
 * - a site without one (a site just opened) has the default site's tree until it sets its own (the
 *   write side starts its own as a copy of the default's at its first change, so nothing a listing
 *   holds goes missing then).
 *
 * The default site's categories are recorded with no site (null), as its events name none.
 */
const DEFAULT_TREE = { site: null };

/** The site whose tree `site` reads (its own, or the default site's): as a read model filter. */
export async function categoryTreeFilter(
  documents: DocumentStore,
  site: SiteOfRead,
): Promise<{ site: string | null | { $in: (string | null)[] } }> {
  if (site.isDefault) return { site: { $in: [site.key, null] } };
  const own = await documents.collection(CATEGORIES_COLLECTION).countDocuments({ site: site.key });
  return own > 0 ? { site: site.key } : DEFAULT_TREE;
}

/** Whether `site` has a tree of its own (false: it reads the default site's). */
export async function hasOwnCategoryTree(documents: DocumentStore, site: SiteOfRead): Promise<boolean> {
  return site.isDefault || (await categoryTreeFilter(documents, site)).site !== null;
}

/**
 * The categories on `site`'s tree, by name (then id); retired ones only when asked (the console's
 * view). Without a site: the default site's tree.
 */
export async function categoriesOfSite(
  documents: DocumentStore,
  site: SiteOfRead | undefined,
  options: { retired?: boolean } = {},
): Promise<CategoryDocument[]> {
  const filter = site ? await categoryTreeFilter(documents, site) : DEFAULT_TREE;
  const all = await documents
    .collection<CategoryDocument>(CATEGORIES_COLLECTION)
    .find(filter, { sort: { name: 1, _id: 1 } });
  return options.retired ? all : all.filter((category) => !category.retired_at);
}
