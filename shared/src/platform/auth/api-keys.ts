/**
 * API keys: `ldk_` followed by 43 base64url characters (256 random bits). Only a SHA-256 hash of the
 * key is ever stored; a fast hash is right here because the key is high-entropy and random (there is
 * nothing to brute-force), and it lets a request be authenticated by one indexed lookup.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DocumentStore } from '../../kernel/document-store/document-store.ts';
import type { Authenticator, Principal } from './principal.ts';
import type { Scope } from './scopes.ts';

export const API_KEY_PREFIX = 'ldk_';
const API_KEY_PATTERN = /^ldk_[A-Za-z0-9_-]{43}$/;

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

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

export class ApiKeyAuthenticator implements Authenticator {
  private readonly documents: DocumentStore;

  constructor(documents: DocumentStore) {
    this.documents = documents;
  }

  async authenticate(bearer: string): Promise<Principal | null> {
    if (!API_KEY_PATTERN.test(bearer)) return null;
    const record = await this.documents
      .collection<ApiKeyRecord>(API_KEYS_COLLECTION)
      .findOne({ _id: hashSecret(bearer) });
    if (!record || record.status !== 'active') return null;
    return {
      accountId: record.accountId,
      credentialId: record.keyId,
      credentialKind: 'api_key',
      scopes: record.scopes,
    };
  }
}
