/** The drafting corpus: fixture company sites with their hand-written facts, and the evaluation of a drafter on them. */
export * from './corpus.ts';
export * from './corpus-site.ts';
export * from './evaluate.ts';
