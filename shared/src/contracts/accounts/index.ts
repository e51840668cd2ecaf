/** Published language of accounts: the account stream's events (registration, passwords, API keys, sessions). */
export * from './account.events.ts';
