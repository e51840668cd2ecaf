/** A generated corpus of listings for the search index's benchmarks and tests. */
export * from './search-corpus.ts';
