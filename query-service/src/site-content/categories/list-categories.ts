import type { DocumentStore } from '@listings/shared/kernel';
import { ok, type OperationHandler } from '@listings/shared/api';
import { loadCategoryTree, type CategoryTree } from './category-tree.ts';

export interface CategoryNode {
  slug: string;
  name: string;
  parent: string | null;
  /** Live listings in this category and its subcategories. */
  listing_count: number;
  /** Live listings in this category itself. */
  direct_listing_count: number;
  subcategories: CategoryNode[];
}

const nodesUnder = (tree: CategoryTree, parent: string | null, includeEmpty: boolean): CategoryNode[] =>
  (tree.children.get(parent) ?? [])
    .map((category) => ({
      slug: category.slug,
      name: category.name,
      parent,
      listing_count: tree.totalCount.get(category.slug) ?? 0,
      direct_listing_count: tree.directCount.get(category.slug) ?? 0,
      subcategories: nodesUnder(tree, category.slug, includeEmpty),
    }))
    .filter((node) => includeEmpty || node.listing_count > 0);

/** list_categories: the full tree, top-level categories first, children under `subcategories`, each level by name. */
export const listCategories =
  (documents: DocumentStore): OperationHandler<'list_categories'> =>
  async ({ input, site }) => {
    const includeEmpty = input.query.include_empty ?? true;
    const tree = await loadCategoryTree(documents, site);
    const items = nodesUnder(tree, null, includeEmpty);
    const count = (nodes: CategoryNode[]): number =>
      nodes.reduce((sum, node) => sum + 1 + count(node.subcategories), 0);
    return ok({ items, total: count(items) });
  };
