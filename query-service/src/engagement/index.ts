/** Read side of engagement for the site: reviews with their authors, and where a person stands with a listing. */
export * from './engagement-queries.ts';
