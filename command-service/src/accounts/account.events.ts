import type { Scope } from '@listings/shared/catalog/operation';

export type AccountEvent =
  | { type: 'AccountRegistered'; data: { accountId: string; email: string; name: string; role: 'member' | 'admin' } }
  | { type: 'ApiKeyIssued'; data: { accountId: string; keyId: string; name: string; scopes: Scope[]; keyHash: string; displayPrefix: string } }
  | { type: 'ApiKeyRevoked'; data: { accountId: string; keyId: string } };

export const ACCOUNT_EVENT_TYPES = ['AccountRegistered', 'ApiKeyIssued', 'ApiKeyRevoked'] as const satisfies readonly AccountEvent['type'][];

export const accountStream = (accountId: string) => `account-${accountId}`;

/**
 * One stream per e-mail address, holding the account that owns it: appending its first event with
 * expected revision no_stream is what makes addresses unique, with no read model involved.
 */
export type EmailClaimEvent = { type: 'EmailClaimed'; data: { email: string; accountId: string } };
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
