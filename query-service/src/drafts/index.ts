/** Read side of drafts. */
export * from './draft-queries.ts';
