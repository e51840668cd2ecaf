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
  | {
      type: 'SignedIn';
      data: {
        accountId: string;
        sessionRef: string;
        /** `hop`: signed in on another site of the network and carried here by a sign-in hop (issue 30). */
        method: 'password' | 'hop';
        /** With `hop`: the hop redeemed, and the key of the site the session is on. */
        hopRef?: string;
        site?: string;
      };
    }
  | { type: 'SignedOut'; data: { accountId: string; sessionRef: string } }
  /**
   * A sign-in hop (issue 30): the person signed in on `fromSite` (session `sessionRef`) asked to be
   * signed in on `toSite` too. A single-use token went to that site only; the log keeps neither the
   * token nor its hash, only `hopRef`, which the SignedIn that redeems it names.
   */
  | {
      type: 'SignInHopIssued';
      data: {
        accountId: string;
        hopRef: string;
        sessionRef: string;
        fromSite: string;
        toSite: string;
        expiresAt: string;
      };
    }
  /**
   * A link to prove the address was asked for (sign-up, or "send it again"). The link's token is
   * derived from `requestId` with a secret (see account-links.ts); only its SHA-256 is recorded.
   */
  | {
      type: 'EmailVerificationRequested';
      data: {
        accountId: string;
        email: string;
        requestId: string;
        tokenHash: string;
        expiresAt: string;
        /** The site of the network the person asked on (issue 30: the link goes to its host); absent: the default site. */
        site?: string;
        /**
         * The path on that site the person signed up from (issue 31: the confirmed page leads back there).
         * A same-site relative path, checked when recorded and again when the link is opened; absent: none.
         */
        returnPath?: string;
      };
    }
  /** The address was proven by opening its link (or by a password reset through it). */
  | { type: 'EmailVerified'; data: { accountId: string; email: string; requestId: string } }
  | {
      type: 'PasswordResetRequested';
      data: {
        accountId: string;
        requestId: string;
        tokenHash: string;
        expiresAt: string;
        /** The site of the network the person asked on (the link goes to its host); absent: the default site. */
        site?: string;
        /**
         * The path on that site the person asked from (issue 31: after the new password, sign-in leads back
         * there). A same-site relative path, checked when recorded and again when the link is opened; absent: none.
         */
        returnPath?: string;
      };
    }
  /** The reset link was used (once); a PasswordSet is recorded with it. */
  | { type: 'PasswordResetCompleted'; data: { accountId: string; requestId: string } }
  /** The mail of a verification or reset request went out (the mail reactor's record). */
  | {
      type: 'AccountMailSent';
      data: { accountId: string; requestId: string; kind: 'email_verification' | 'password_reset' };
    };

export const ACCOUNT_EVENT_TYPES = [
  'AccountRegistered',
  'ApiKeyIssued',
  'ApiKeyRevoked',
  'PasswordSet',
  'SignedIn',
  'SignedOut',
  'SignInHopIssued',
  'EmailVerificationRequested',
  'EmailVerified',
  'PasswordResetRequested',
  'PasswordResetCompleted',
  'AccountMailSent',
] as const satisfies readonly AccountEvent['type'][];

export const accountStream = (accountId: string) => `account-${accountId}`;

/**
 * One stream per e-mail address, holding the account that owns it: appending its first event with
 * expected revision no_stream is what makes addresses unique, with no read model involved. Later events
 * on it: `SignUpAttempted`, someone tried to sign up with the address while an account has it (at most one
 * a day, `day` in UTC); the account mail reactor tells the owner. The account itself is not changed.
 */
export type EmailClaimEvent =
  | { type: 'EmailClaimed'; data: { email: string; accountId: string } }
  | { type: 'SignUpAttempted'; data: { email: string; accountId: string; day: string; site?: string } };
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
