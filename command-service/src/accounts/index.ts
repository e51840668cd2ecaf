/** Write side of accounts: registration, e-mail verification, passwords and their reset, API keys, sign-in records, and the mail of their links. */
export * from './account-commands.ts';
export * from './account-links.ts';
export * from './account-mail.reactor.ts';
export type { AccountState, LinkRequest } from './account.decider.ts';
