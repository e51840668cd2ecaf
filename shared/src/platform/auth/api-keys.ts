/**
 * API keys: `ldk_` followed by 43 base64url characters (256 random bits). Only a SHA-256 hash of the
 * key is ever stored; a fast hash is right here because the key is high-entropy and random (there is
 * nothing to brute-force), and it lets a request be authenticated by one indexed lookup, or none when
 * the process may remember principals (see ApiKeyAuthenticatorOptions).
 */
import { hash, randomBytes } from 'node:crypto';
import type { DocumentStore } from '../../kernel/document-store/document-store.ts';
import type { Authenticator, Principal } from './principal.ts';
import type { Scope } from './scopes.ts';

export const API_KEY_PREFIX = 'ldk_';
const API_KEY_PATTERN = /^ldk_[A-Za-z0-9_-]{43}$/;

export const hashSecret = (secret: string): string => hash('sha256', secret, 'hex');

export interface NewApiKey {
  /** The secret, shown to its owner once. */
  key: string;
  hash: string;
  /** First characters, safe to show in lists so the owner can tell keys apart. */
  displayPrefix: string;
}

export const generateApiKey = (): NewApiKey => {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, hash: hashSecret(key), displayPrefix: key.slice(0, 10) };
};

/** Read model row of the `api_keys` collection (built by the accounts projection). */
export interface ApiKeyRecord {
  _id: string; // the key's hash
  keyId: string;
  accountId: string;
  name: string;
  scopes: Scope[];
  displayPrefix: string;
  status: 'active' | 'revoked';
  createdAt: string;
  revokedAt?: string;
  [field: string]: unknown;
}

export const API_KEYS_COLLECTION = 'api_keys';

export interface ApiKeyAuthenticatorOptions {
  /**
   * Keep the principals of keys found active in memory until forget() is called. Only for a process
   * that sees every change of `api_keys` as it happens (the embedded mode, whose projections run in
   * this process and call forget() when they apply one): elsewhere a revoked key would keep working.
   */
  remember?: boolean;
}

/** Most principals remembered; past it the memory starts over (keys in use come back at once). */
const REMEMBERED_KEYS_LIMIT = 10_000;

export class ApiKeyAuthenticator implements Authenticator {
  private readonly documents: DocumentStore;
  private readonly remember: boolean;
  private readonly remembered = new Map<string, Principal>();
  /** Bumped by forget(): a lookup that started before it must not remember what it read. */
  private generation = 0;

  constructor(documents: DocumentStore, options: ApiKeyAuthenticatorOptions = {}) {
    this.documents = documents;
    this.remember = options.remember ?? false;
  }

  /** Drops every remembered principal: call it whenever a key may have changed (issued, revoked). */
  forget(): void {
    this.remembered.clear();
    this.generation++;
  }

  async authenticate(bearer: string): Promise<Principal | null> {
    if (!API_KEY_PATTERN.test(bearer)) return null;
    const hash = hashSecret(bearer);
    const known = this.remembered.get(hash);
    if (known) return known;
    const generation = this.generation;
    const record = await this.documents.collection<ApiKeyRecord>(API_KEYS_COLLECTION).findOne({ _id: hash });
    // Unknown and revoked keys are not remembered: a key issued a moment later must work at once.
    if (!record || record.status !== 'active') return null;
    const principal: Principal = Object.freeze({
      accountId: record.accountId,
      credentialId: record.keyId,
      credentialKind: 'api_key',
      scopes: Object.freeze([...record.scopes]),
    });
    if (this.remember && generation === this.generation) {
      if (this.remembered.size >= REMEMBERED_KEYS_LIMIT) this.remembered.clear();
      this.remembered.set(hash, principal);
    }
    return principal;
  }
}
