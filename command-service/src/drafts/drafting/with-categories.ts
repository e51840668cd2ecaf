/**
 * Gives every draft the live category tree of its site (`options.site`: the draft's; each site of
 * the network has its own tree): a Drafter that reads the categories (from the `categories` read
 * model, through the CategoryCatalog the service passes in) before each draft and
 * redraft, and hands them to the inner drafter, which chooses `categories` from them by name. Names
 * the tree does not have are dropped from the answer, whatever the inner drafter proposed, so a draft
 * only ever holds names list_categories shows.
 */
import type { CategoryCatalog } from '@listings/shared/contracts/site-content';
import type { CategoryOption, CrawlResult, DraftOptions, DraftProposal, Drafter } from '../drafting.ports.ts';

export type { CategoryCatalog } from '@listings/shared/contracts/site-content';

export function withCategoryTree<D extends Drafter>(inner: D, catalog: CategoryCatalog): D {
  const wrapped: Drafter = {
    async draft(site: CrawlResult, options: DraftOptions = {}): Promise<DraftProposal> {
      const wantsCategories = !options.fields || options.fields.includes('categories');
      if (!wantsCategories) return inner.draft(site, options);
      const categories = options.categories ?? (await catalog(options.site));
      return onlyKnownCategories(await inner.draft(site, { ...options, categories }), categories);
    },
  };
  // Keeps the inner drafter's other properties (its `kind`).
  return Object.assign(Object.create(inner) as D, wrapped);
}

/** The proposal with category names the tree does not have removed (with their evidence). */
export function onlyKnownCategories(proposal: DraftProposal, tree: readonly CategoryOption[]): DraftProposal {
  const proposed = proposal.fields.categories;
  if (!proposed || !Array.isArray(proposed.value)) return proposal;
  const names = new Set(tree.map((category) => category.name));
  const kept = proposed.value.map((name) => names.has(name));
  const value = proposed.value.filter((_, index) => kept[index]);
  // One quote per category (the extractive drafter's shape): keep the quotes of the names kept.
  const evidence =
    proposed.evidence.length === proposed.value.length
      ? proposed.evidence.filter((_, index) => kept[index])
      : proposed.evidence;
  return {
    ...proposal,
    fields: { ...proposal.fields, categories: value.length ? { value, evidence } : { value: null, evidence: [] } },
  };
}
