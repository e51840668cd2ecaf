/** Read models of accounts: who each account is and its API keys' hashes. */
export * from './read-models.ts';
export * from './accounts.projection.ts';
