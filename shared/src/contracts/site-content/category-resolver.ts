/**
 * Resolves what a person or drafter calls a category to its slug on `site`'s tree (a site key;
 * absent: the default site's); the read side answers from the `categories` read model.
 */
export type CategoryResolver = (names: readonly string[], site?: string) => Promise<string[]>;

/** A category of the live tree, as the drafter may choose it (by `name`, exactly as list_categories shows it). */
export interface CategoryOption {
  name: string;
  slug: string;
  description: string;
  /** The parent's slug; null at the top level. */
  parent: string | null;
}

/** `site`'s live category tree (every category, any level; absent: the default site's), as the read side gives it to drafters. */
export type CategoryCatalog = (site?: string) => Promise<readonly CategoryOption[]>;
