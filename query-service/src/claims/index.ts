/** Read side of claims. */
export * from './claim-queries.ts';
