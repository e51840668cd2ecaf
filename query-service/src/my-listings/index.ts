/** Read side of the owner's listings. */
export * from './my-listing-queries.ts';
