import type { Scope } from '../../platform/auth/scopes.ts';
export type AccountEvent =
  | { type: 'AccountRegistered'; data: { accountId: string; email: string; name: string; role: 'member' | 'admin' } }
  | {
      type: 'ApiKeyIssued';
      data: { accountId: string; keyId: string; name: string; scopes: Scope[]; keyHash: string; displayPrefix: string };
    }
  | { type: 'ApiKeyRevoked'; data: { accountId: string; keyId: string } }
  /** The password's hash (scrypt, with its parameters: see shared/src/sessions/passwords.ts), never the password. */
  | { type: 'PasswordSet'; data: { accountId: string; passwordHash: string } }
  /**
   * Audit of sign-in and sign-out on the pages. `sessionRef` is a random reference that ties the two
   * together; it is not the session id (the secret in the cookie) nor its hash.
   */
  | { type: 'SignedIn'; data: { accountId: string; sessionRef: string; method: 'password' } }
  | { type: 'SignedOut'; data: { accountId: string; sessionRef: string } };

export const ACCOUNT_EVENT_TYPES = [
  'AccountRegistered',
  'ApiKeyIssued',
  'ApiKeyRevoked',
  'PasswordSet',
  'SignedIn',
  'SignedOut',
] as const satisfies readonly AccountEvent['type'][];

export const accountStream = (accountId: string) => `account-${accountId}`;

/**
 * One stream per e-mail address, holding the account that owns it: appending its first event with
 * expected revision no_stream is what makes addresses unique, with no read model involved.
 */
export type EmailClaimEvent = { type: 'EmailClaimed'; data: { email: string; accountId: string } };
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
