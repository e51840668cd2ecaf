/** Read side of accounts. */
export * from './account-queries.ts';
export * from './get-account.ts';
