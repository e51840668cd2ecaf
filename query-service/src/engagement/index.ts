/** Read side of engagement for the site: reviews with their authors, where a person stands with a listing, and the discussions. */
export * from './engagement-queries.ts';
export * from './comments/listing-comments.ts';
