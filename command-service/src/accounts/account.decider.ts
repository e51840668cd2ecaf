/**
 * The account aggregate: who someone is, whether their e-mail address is proven, their password and
 * which API keys act for them. E-mail verification and password reset are links whose token only
 * the mail knows (the log keeps its SHA-256); time comes in the commands, so expiry and the limits
 * on requests are decided purely.
 */
import type { Scope } from '@listings/shared/platform';
import { DomainError, type Decider } from '@listings/shared/kernel';
import type { AccountEvent } from '@listings/shared/contracts/accounts';

export const MAX_ACTIVE_API_KEYS = 25;

export type AccountCommand =
  /** With `passwordHash`, the account is registered with its password in one append (sign-up page). */
  | {
      type: 'RegisterAccount';
      accountId: string;
      email: string;
      name: string;
      role: 'member' | 'admin';
      passwordHash?: string;
    }
  | { type: 'SetPassword'; accountId: string; passwordHash: string }
  /** With `hop`, a session opened by redeeming a sign-in hop on `hop.site`, at `hop.at` (issue 30). */
  | {
      type: 'RecordSignIn';
      accountId: string;
      sessionRef: string;
      hop?: { hopRef: string; site: string; at: string };
    }
  /** Signed in on `fromSite`, the person asks to be carried to `toSite` (a single-use, short-lived token). */
  | {
      type: 'IssueSignInHop';
      accountId: string;
      hopRef: string;
      sessionRef: string;
      fromSite: string;
      toSite: string;
      at: string;
    }
  | { type: 'RecordSignOut'; accountId: string; sessionRef: string }
  | {
      type: 'IssueApiKey';
      accountId: string;
      keyId: string;
      name: string;
      scopes: Scope[];
      keyHash: string;
      displayPrefix: string;
    }
  | { type: 'RevokeApiKey'; accountId: string; keyId: string }
  /** `site`: the network's site the person asked on (its host gets the link); absent: the default site. */
  | {
      type: 'RequestEmailVerification';
      accountId: string;
      requestId: string;
      tokenHash: string;
      at: string;
      site?: string;
      /** The same-site path the person signed up from: the mailed link carries it (issue 31). */
      returnPath?: string;
    }
  | { type: 'VerifyEmail'; accountId: string; requestId: string; tokenHash: string; at: string }
  | {
      type: 'RequestPasswordReset';
      accountId: string;
      requestId: string;
      tokenHash: string;
      at: string;
      site?: string;
      /** The same-site path the person asked from: the mailed link carries it (issue 31). */
      returnPath?: string;
    }
  | {
      type: 'ResetPassword';
      accountId: string;
      requestId: string;
      tokenHash: string;
      passwordHash: string;
      at: string;
    }
  | { type: 'RecordAccountMail'; accountId: string; requestId: string; kind: 'email_verification' | 'password_reset' };

/** A link request as the account remembers it. */
export interface LinkRequest {
  kind: 'email_verification' | 'password_reset';
  tokenHash: string;
  requestedAt: string;
  expiresAt: string;
  /** The address a verification link proves. */
  email?: string;
  used: boolean;
  mailed: boolean;
}

export const VERIFICATION_LINK_TTL_MS = 7 * 24 * 3600_000;
export const RESET_LINK_TTL_MS = 3600_000;
/** A sign-in hop's token is redeemable this long after it was issued (the redirect takes a moment). */
export const SIGN_IN_HOP_TTL_MS = 60_000;
/** Links of one kind an account may ask for in 24 hours (each one is a mail). */
export const MAX_LINK_REQUESTS_PER_DAY = 5;

export interface AccountState {
  registered: boolean;
  keys: Record<string, { active: boolean }>;
  /** The current password hash; null until one is set (accounts made by the admin CLI have none). */
  passwordHash: string | null;
  email: string | null;
  emailVerified: boolean;
  /** Verification and reset links by request id. */
  links: Record<string, LinkRequest>;
  /** Sign-in hops by reference: the site each may be redeemed on, until when, and whether it was. */
  hops: Record<string, { toSite: string; expiresAt: string; used: boolean }>;
}

/** The shape an encoded password hash must have: the decider stores hashes, never passwords. */
const PASSWORD_HASH_PATTERN = /^\$scrypt\$ln=\d+,r=\d+,p=\d+\$[A-Za-z0-9+/_-]+={0,2}\$[A-Za-z0-9+/_-]+={0,2}$/;
const checkPasswordHash = (hash: string) => {
  if (!PASSWORD_HASH_PATTERN.test(hash))
    throw new DomainError('invalid', 'invalid_password_hash', 'A password is stored as an encoded scrypt hash only.');
};

const mustExist = (state: AccountState, accountId: string) => {
  if (!state.registered)
    throw new DomainError('not_found', 'account_not_found', `Account ${accountId} does not exist.`);
};

const invalidLink = () =>
  new DomainError('invalid', 'invalid_link', 'This link is not valid: it was changed, replaced or already used.');

/** The link request a token belongs to, if it is of this kind, matches and has not expired. */
const usableLink = (
  state: AccountState,
  kind: LinkRequest['kind'],
  requestId: string,
  tokenHash: string,
  at: string,
): LinkRequest => {
  const link = state.links[requestId];
  if (!link || link.kind !== kind || link.tokenHash !== tokenHash) throw invalidLink();
  if (Date.parse(link.expiresAt) <= Date.parse(at))
    throw new DomainError('conflict', 'link_expired', 'This link has expired. Ask for a new one.');
  return link;
};

const tooManyRequests = (state: AccountState, kind: LinkRequest['kind'], at: string) => {
  const since = Date.parse(at) - 24 * 3600_000;
  const recent = Object.values(state.links).filter(
    (link) => link.kind === kind && Date.parse(link.requestedAt) > since,
  ).length;
  if (recent >= MAX_LINK_REQUESTS_PER_DAY)
    throw new DomainError(
      'conflict',
      'too_many_link_requests',
      `At most ${MAX_LINK_REQUESTS_PER_DAY} links a day are sent to one address; use one you have or try again tomorrow.`,
    );
};

const invalidHop = () =>
  new DomainError(
    'invalid',
    'invalid_hop',
    'This sign-in hop is not valid: it was changed, used or is for another site.',
  );

/** A hop redeemable on `site` at `at`: issued, for that site, never used, not expired. */
const usableHop = (state: AccountState, hopRef: string, site: string, at: string) => {
  const hop = state.hops[hopRef];
  if (!hop || hop.used || hop.toSite !== site) throw invalidHop();
  if (Date.parse(hop.expiresAt) <= Date.parse(at))
    throw new DomainError('conflict', 'hop_expired', 'This sign-in hop has expired. Sign in again.');
};

const markLink = (links: Record<string, LinkRequest>, requestId: string, change: Partial<LinkRequest>) =>
  links[requestId] ? { ...links, [requestId]: { ...links[requestId], ...change } } : links;

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({
    registered: false,
    keys: {},
    passwordHash: null,
    email: null,
    emailVerified: false,
    links: {},
    hops: {},
  }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterAccount':
        if (state.registered)
          throw new DomainError('conflict', 'account_exists', `Account ${command.accountId} already exists.`);
        if (command.passwordHash !== undefined) checkPasswordHash(command.passwordHash);
        return [
          {
            type: 'AccountRegistered',
            data: { accountId: command.accountId, email: command.email, name: command.name, role: command.role },
          },
          ...(command.passwordHash === undefined
            ? []
            : [
                {
                  type: 'PasswordSet' as const,
                  data: { accountId: command.accountId, passwordHash: command.passwordHash },
                },
              ]),
        ];
      case 'SetPassword':
        if (!state.registered)
          throw new DomainError('not_found', 'account_not_found', `Account ${command.accountId} does not exist.`);
        checkPasswordHash(command.passwordHash);
        return [{ type: 'PasswordSet', data: { accountId: command.accountId, passwordHash: command.passwordHash } }];
      case 'RecordSignIn':
        if (!state.registered)
          throw new DomainError('not_found', 'account_not_found', `Account ${command.accountId} does not exist.`);
        if (state.passwordHash === null)
          throw new DomainError(
            'forbidden',
            'no_password',
            `Account ${command.accountId} has no password to sign in with.`,
          );
        if (command.hop) {
          const { hopRef, site, at } = command.hop;
          usableHop(state, hopRef, site, at);
          return [
            {
              type: 'SignedIn',
              data: { accountId: command.accountId, sessionRef: command.sessionRef, method: 'hop', hopRef, site },
            },
          ];
        }
        return [
          {
            type: 'SignedIn',
            data: { accountId: command.accountId, sessionRef: command.sessionRef, method: 'password' },
          },
        ];
      case 'IssueSignInHop': {
        mustExist(state, command.accountId);
        if (command.fromSite === command.toSite)
          throw new DomainError('invalid', 'hop_to_same_site', 'A sign-in hop goes to another site of the network.');
        const { type: _command, at, ...data } = command;
        const expiresAt = new Date(Date.parse(at) + SIGN_IN_HOP_TTL_MS).toISOString();
        return [{ type: 'SignInHopIssued', data: { ...data, expiresAt } }];
      }
      case 'RecordSignOut':
        if (!state.registered)
          throw new DomainError('not_found', 'account_not_found', `Account ${command.accountId} does not exist.`);
        return [{ type: 'SignedOut', data: { accountId: command.accountId, sessionRef: command.sessionRef } }];
      case 'IssueApiKey': {
        if (!state.registered)
          throw new DomainError('not_found', 'account_not_found', `Account ${command.accountId} does not exist.`);
        if (command.scopes.length === 0)
          throw new DomainError('invalid', 'no_scopes', 'An API key needs at least one scope.');
        const active = Object.values(state.keys).filter((k) => k.active).length;
        if (active >= MAX_ACTIVE_API_KEYS)
          throw new DomainError(
            'conflict',
            'too_many_keys',
            `An account may hold at most ${MAX_ACTIVE_API_KEYS} active API keys; revoke one first.`,
          );
        const { type: _command, ...data } = command;
        return [{ type: 'ApiKeyIssued', data: { ...data, scopes: [...new Set(data.scopes)] } }];
      }
      case 'RevokeApiKey': {
        const key = state.keys[command.keyId];
        if (!key) throw new DomainError('not_found', 'api_key_not_found', `API key ${command.keyId} does not exist.`);
        if (!key.active) return [];
        return [{ type: 'ApiKeyRevoked', data: { accountId: command.accountId, keyId: command.keyId } }];
      }
      case 'RequestEmailVerification': {
        mustExist(state, command.accountId);
        if (state.emailVerified) return [];
        tooManyRequests(state, 'email_verification', command.at);
        return [
          {
            type: 'EmailVerificationRequested',
            data: {
              accountId: command.accountId,
              email: state.email ?? '',
              requestId: command.requestId,
              tokenHash: command.tokenHash,
              expiresAt: new Date(Date.parse(command.at) + VERIFICATION_LINK_TTL_MS).toISOString(),
              ...(command.site ? { site: command.site } : {}),
              ...(command.returnPath ? { returnPath: command.returnPath } : {}),
            },
          },
        ];
      }
      case 'VerifyEmail': {
        mustExist(state, command.accountId);
        const link = usableLink(state, 'email_verification', command.requestId, command.tokenHash, command.at);
        if (state.emailVerified) return [];
        if (link.email !== state.email) throw invalidLink();
        return [
          {
            type: 'EmailVerified',
            data: { accountId: command.accountId, email: state.email ?? '', requestId: command.requestId },
          },
        ];
      }
      case 'RequestPasswordReset':
        mustExist(state, command.accountId);
        tooManyRequests(state, 'password_reset', command.at);
        return [
          {
            type: 'PasswordResetRequested',
            data: {
              accountId: command.accountId,
              requestId: command.requestId,
              tokenHash: command.tokenHash,
              expiresAt: new Date(Date.parse(command.at) + RESET_LINK_TTL_MS).toISOString(),
              ...(command.site ? { site: command.site } : {}),
              ...(command.returnPath ? { returnPath: command.returnPath } : {}),
            },
          },
        ];
      case 'ResetPassword': {
        mustExist(state, command.accountId);
        const link = usableLink(state, 'password_reset', command.requestId, command.tokenHash, command.at);
        if (link.used) throw invalidLink();
        checkPasswordHash(command.passwordHash);
        const { accountId, requestId } = command;
        return [
          { type: 'PasswordSet', data: { accountId, passwordHash: command.passwordHash } },
          { type: 'PasswordResetCompleted', data: { accountId, requestId } },
          // The link came to the address, which proves it.
          ...(state.emailVerified
            ? []
            : [{ type: 'EmailVerified' as const, data: { accountId, email: state.email ?? '', requestId } }]),
        ];
      }
      case 'RecordAccountMail': {
        const link = state.links[command.requestId];
        if (!link || link.mailed) return [];
        return [
          {
            type: 'AccountMailSent',
            data: { accountId: command.accountId, requestId: command.requestId, kind: command.kind },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'AccountRegistered':
        return { ...state, registered: true, email: event.data.email };
      case 'ApiKeyIssued':
        return { ...state, keys: { ...state.keys, [event.data.keyId]: { active: true } } };
      case 'ApiKeyRevoked':
        return { ...state, keys: { ...state.keys, [event.data.keyId]: { active: false } } };
      case 'PasswordSet':
        return { ...state, passwordHash: event.data.passwordHash };
      case 'EmailVerificationRequested':
      case 'PasswordResetRequested': {
        const { requestId, tokenHash, expiresAt } = event.data;
        const link: LinkRequest = {
          kind: event.type === 'EmailVerificationRequested' ? 'email_verification' : 'password_reset',
          tokenHash,
          // Requested a link's lifetime before it expires.
          requestedAt: new Date(
            Date.parse(expiresAt) -
              (event.type === 'EmailVerificationRequested' ? VERIFICATION_LINK_TTL_MS : RESET_LINK_TTL_MS),
          ).toISOString(),
          expiresAt,
          ...(event.type === 'EmailVerificationRequested' ? { email: event.data.email } : {}),
          used: false,
          mailed: false,
        };
        return { ...state, links: { ...state.links, [requestId]: link } };
      }
      case 'EmailVerified':
        return { ...state, emailVerified: true, links: markLink(state.links, event.data.requestId, { used: true }) };
      case 'PasswordResetCompleted':
        return { ...state, links: markLink(state.links, event.data.requestId, { used: true }) };
      case 'AccountMailSent':
        return { ...state, links: markLink(state.links, event.data.requestId, { mailed: true }) };
      case 'SignInHopIssued': {
        const { hopRef, toSite, expiresAt } = event.data;
        return { ...state, hops: { ...state.hops, [hopRef]: { toSite, expiresAt, used: false } } };
      }
      case 'SignedIn': {
        const hopRef = event.data.hopRef;
        const hop = hopRef ? state.hops[hopRef] : undefined;
        return hop && hopRef ? { ...state, hops: { ...state.hops, [hopRef]: { ...hop, used: true } } } : state;
      }
      case 'SignedOut':
        return state;
    }
  },
};
