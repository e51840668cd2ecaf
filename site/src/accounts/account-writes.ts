/**
 * What the account pages need of the accounts' write side, as the composer hands it over: the
 * gateway passes its AccountCommands and AccountLinks, which fit these shapes. Sign-up, sign-in,
 * API keys and the mailed links are not operations of the API's catalog (the API authenticates with
 * the keys these pages make), so the pages take these calls as a port, as the claim link's pages take
 * ClaimLinks, and never import the write side's classes (the boundary rules check it).
 */
import type { Actor } from '@listings/shared/kernel';
import type { AccountLinkKind } from '@listings/shared/contracts/accounts';
import type { Scope } from '@listings/shared/platform';

/** A mailed link as the write side records it: its token's hash, never the token. */
export interface LinkRef {
  requestId: string;
  tokenHash: string;
  /** The network's site the person asked on: the mailed link goes to its host (issue 30). Absent: the default site. */
  site?: string;
}

/** What the link pages read of an account's state (the decider's AccountState has more). */
export interface AccountLinkState {
  email: string | null;
  emailVerified: boolean;
  links: Record<string, { kind: AccountLinkKind; tokenHash: string; expiresAt: string; used: boolean }>;
}

/** The account commands the pages run; each answers the log position the read side must reach. */
export interface AccountWrites {
  accountIdByEmail(email: string): Promise<string | null>;
  passwordCredentials(email: string): Promise<{ accountId: string; passwordHash: string | null } | null>;
  load(accountId: string): Promise<AccountLinkState | null>;
  register(
    input: { email: string; name: string; passwordHash: string; accountId: string },
    actor: Actor,
    cause: string,
  ): Promise<{ accountId: string; position: number }>;
  /** Someone signed up with an address that has an account: its owner is mailed (null: nothing recorded). */
  noteSignUpAttempt(email: string, actor: Actor, cause: string, site?: string): Promise<{ position: number } | null>;
  setPassword(accountId: string, passwordHash: string, actor: Actor, cause: string): Promise<{ position: number }>;
  /** With `hop`: the session was opened on `hop.site` by redeeming that sign-in hop (refused unless usable there). */
  recordSignIn(
    accountId: string,
    sessionRef: string,
    actor: Actor,
    cause: string,
    hop?: { hopRef: string; site: string },
  ): Promise<{ position: number }>;
  /** Records a sign-in hop from one site of the network to another (issue 30). */
  issueSignInHop(
    accountId: string,
    hop: { hopRef: string; sessionRef: string; fromSite: string; toSite: string },
    actor: Actor,
    cause: string,
  ): Promise<{ position: number; expiresAt: string }>;
  recordSignOut(accountId: string, sessionRef: string, actor: Actor, cause: string): Promise<{ position: number }>;
  issueApiKey(
    accountId: string,
    input: { name: string; scopes: Scope[] },
    actor: Actor,
    cause: string,
  ): Promise<{ key: string; scopes: Scope[]; position: number }>;
  revokeApiKey(accountId: string, keyId: string, actor: Actor, cause: string): Promise<{ position: number }>;
  requestEmailVerification(
    accountId: string,
    /** `returnPath`: the same-site path the person signed up from; the mailed link carries it back (issue 31). */
    link: LinkRef & { returnPath?: string },
    actor: Actor,
    cause: string,
  ): Promise<{ position: number; requested: boolean }>;
  verifyEmail(accountId: string, link: LinkRef, actor: Actor, cause: string): Promise<{ position: number }>;
  /** `returnPath`: the same-site path the person asked from; the mailed link carries it back (issue 31). */
  requestPasswordReset(
    accountId: string,
    link: LinkRef & { returnPath?: string },
    actor: Actor,
    cause: string,
  ): Promise<{ position: number }>;
  resetPassword(
    accountId: string,
    link: LinkRef,
    passwordHash: string,
    actor: Actor,
    cause: string,
  ): Promise<{ position: number }>;
}

/** Makes a new mailed link's request (its id and its token's hash); the mail reactor derives the token again. */
export interface AccountLinkIssuer {
  issue(kind: AccountLinkKind, accountId: string): Promise<LinkRef>;
}
