/** Resolves what a person or drafter calls a category to its slug; the read side answers from the `categories` read model. */
export type CategoryResolver = (names: readonly string[]) => Promise<string[]>;
