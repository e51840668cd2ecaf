/**
 * The authorization server's secrets, generated once and kept in the document store (collection
 * `_oauth_keys`) so every instance and every restart uses the same ones: the signing key (JWK, RS256;
 * used for ID tokens only, access tokens are opaque) and the cookie keys oidc-provider signs its
 * interaction and session cookies with. Two instances starting together both try to insert; the loser
 * of the unique `_id` reads the winner's.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { DuplicateKeyError, type DocumentStore } from '@listings/shared/kernel';

export const OAUTH_KEYS_COLLECTION = '_oauth_keys';

export interface OAuthKeys {
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
}

interface KeysRecord {
  _id: string;
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
  createdAt: string;
  [field: string]: unknown;
}

const generate = (): { jwks: KeysRecord['jwks']; cookieKeys: string[]; createdAt: string } => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, unknown>;
  return {
    jwks: { keys: [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
    createdAt: new Date().toISOString(),
  };
};

export async function loadOrCreateOAuthKeys(documents: DocumentStore): Promise<OAuthKeys> {
  const keys = documents.collection<KeysRecord>(OAUTH_KEYS_COLLECTION);
  let record = await keys.findOne({ _id: 'current' });
  if (!record) {
    try {
      await keys.insertOne({ _id: 'current', ...generate() });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    record = (await keys.findOne({ _id: 'current' }))!;
  }
  return { jwks: record.jwks, cookieKeys: record.cookieKeys };
}
