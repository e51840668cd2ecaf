/**
 * The authorization server's secrets, generated once and shared so every instance and every restart
 * uses the same ones: the signing key (JWK, RS256; used for ID tokens only, access tokens are opaque)
 * and the cookie keys oidc-provider signs its interaction and session cookies with. Kept in
 * `<DATA_DIR>/secrets/oauth-keys.json`, or in a server document store (platform/secrets.ts: two
 * instances starting together agree on one).
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { DocumentStore } from '@listings/shared/kernel';
import { serviceSecrets } from '@listings/shared/platform';

export interface OAuthKeys {
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
}

interface KeysRecord {
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
  createdAt: string;
  [field: string]: unknown;
}

const generate = (): KeysRecord => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, unknown>;
  return {
    jwks: { keys: [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
    createdAt: new Date().toISOString(),
  };
};

export async function loadOrCreateOAuthKeys(documents: DocumentStore): Promise<OAuthKeys> {
  const record = await serviceSecrets(documents).get('oauth', generate);
  return { jwks: record.jwks, cookieKeys: record.cookieKeys };
}
