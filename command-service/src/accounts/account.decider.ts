/**
 * The account aggregate: who someone is and which API keys act for them.
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
  | { type: 'RecordSignIn'; accountId: string; sessionRef: string }
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
  | { type: 'RevokeApiKey'; accountId: string; keyId: string };

export interface AccountState {
  registered: boolean;
  keys: Record<string, { active: boolean }>;
  /** The current password hash; null until one is set (accounts made by the admin CLI have none). */
  passwordHash: string | null;
}

/** The shape an encoded password hash must have: the decider stores hashes, never passwords. */
const PASSWORD_HASH_PATTERN = /^\$scrypt\$ln=\d+,r=\d+,p=\d+\$[A-Za-z0-9+/_-]+={0,2}\$[A-Za-z0-9+/_-]+={0,2}$/;
const checkPasswordHash = (hash: string) => {
  if (!PASSWORD_HASH_PATTERN.test(hash))
    throw new DomainError('invalid', 'invalid_password_hash', 'A password is stored as an encoded scrypt hash only.');
};

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({ registered: false, keys: {}, passwordHash: null }),

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
        return [
          {
            type: 'SignedIn',
            data: { accountId: command.accountId, sessionRef: command.sessionRef, method: 'password' },
          },
        ];
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
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'AccountRegistered':
        return { ...state, registered: true };
      case 'ApiKeyIssued':
        return { ...state, keys: { ...state.keys, [event.data.keyId]: { active: true } } };
      case 'ApiKeyRevoked':
        return { ...state, keys: { ...state.keys, [event.data.keyId]: { active: false } } };
      case 'PasswordSet':
        return { ...state, passwordHash: event.data.passwordHash };
      case 'SignedIn':
      case 'SignedOut':
        return state;
    }
  },
};
