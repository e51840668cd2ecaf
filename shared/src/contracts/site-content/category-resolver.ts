/** Resolves what a person or drafter calls a category to its slug; the read side answers from the `categories` read model. */
export type CategoryResolver = (names: readonly string[]) => Promise<string[]>;

/** A category of the live tree, as the drafter may choose it (by `name`, exactly as list_categories shows it). */
export interface CategoryOption {
  name: string;
  slug: string;
  description: string;
  /** The parent's slug; null at the top level. */
  parent: string | null;
}

/** The live category tree (every category, any level), as the read side gives it to drafters. */
export type CategoryCatalog = () => Promise<readonly CategoryOption[]>;
