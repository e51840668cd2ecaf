/** Published language of accounts: the account stream's events (registration, passwords, API keys, sessions), and the shape of the links mailed to an account. */
export * from './account.events.ts';
export * from './account-links.ts';
