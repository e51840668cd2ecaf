/** Read side of the owner's listings, and the founders' interview answers as the public site shows them. */
export * from './my-listing-queries.ts';
export * from './interviews/published-interviews.ts';
export * from './listing-own-site.ts';
