/** Write side of accounts: registration, passwords, API keys, sign-in records. */
export * from './account-commands.ts';
