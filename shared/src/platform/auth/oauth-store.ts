/**
 * Storage of the OAuth 2.1 authorization server (oidc-provider) on the DocumentStore port: one
 * collection per oidc-provider model (`_oauth_accesstoken`, `_oauth_refreshtoken`,
 * `_oauth_authorizationcode`, `_oauth_grant`, `_oauth_session`, `_oauth_interaction`, `_oauth_client`, …).
 *
 * The ids oidc-provider hands the adapter are the secrets themselves for most models (an opaque access
 * token, a refresh token and an authorization code are their own ids; a session id is its cookie), so
 * every id is stored as its SHA-256 and the `jti` (which repeats the id) is left out of the stored
 * payload and put back from the id the caller holds. A leak of the document store exposes no token,
 * code or session that can be used. Payloads are kept as JSON text, so keys with dots (client ids that
 * are URLs) never meet MongoDB's field-name rules.
 *
 * This module knows nothing of oidc-provider itself: the gateway hands `OAuthDocumentAdapter` to it,
 * and the access-token authenticator (oauth-access-tokens.ts) reads the same records from any process.
 */
import { hash } from 'node:crypto';
import type { Collection, DocumentStore } from '../../kernel/document-store/document-store.ts';
import { deleteBatch } from '../../kernel/document-store/delete-batch.ts';

export const hashOAuthId = (id: string): string => hash('sha256', id, 'hex');

export const oauthCollection = (model: string): string => `_oauth_${model.toLowerCase()}`;

/** A stored artifact. Only `_id` (hashed), lookup keys and the expiry are fields; the rest is `payload` JSON. */
export interface OAuthRecord {
  _id: string;
  payload: string;
  /** The grant the artifact belongs to (revocation removes them all); not a credential on its own. */
  grantId?: string;
  /** Session uid / device user code, hashed like ids. */
  uid?: string;
  userCode?: string;
  /** Epoch milliseconds; a record past it is treated as gone. */
  expiresAt?: number;
  consumed?: number;
  [field: string]: unknown;
}

export type OAuthPayload = Record<string, unknown> & {
  jti?: string;
  grantId?: string;
  uid?: string;
  userCode?: string;
  consumed?: unknown;
};

/** The oidc-provider adapter contract, implemented on the DocumentStore. */
export class OAuthDocumentAdapter {
  private readonly records: Collection<OAuthRecord>;

  readonly model: string;
  private readonly now: () => number;

  constructor(model: string, documents: DocumentStore, now: () => number = Date.now) {
    this.model = model;
    this.now = now;
    this.records = documents.collection<OAuthRecord>(oauthCollection(model));
  }

  async upsert(id: string, payload: OAuthPayload, expiresIn?: number): Promise<void> {
    const { jti: _jti, ...stored } = payload;
    const record: OAuthRecord = {
      _id: hashOAuthId(id),
      payload: JSON.stringify(stored),
      ...(typeof payload.grantId === 'string' ? { grantId: payload.grantId } : {}),
      ...(typeof payload.uid === 'string' ? { uid: hashOAuthId(payload.uid) } : {}),
      ...(typeof payload.userCode === 'string' ? { userCode: hashOAuthId(payload.userCode) } : {}),
      ...(expiresIn ? { expiresAt: this.now() + expiresIn * 1000 } : {}),
    };
    await this.records.replaceOne({ _id: record._id }, record, { upsert: true });
  }

  async find(id: string): Promise<OAuthPayload | undefined> {
    return this.revive(await this.records.findOne({ _id: hashOAuthId(id) }), id);
  }

  async findByUid(uid: string): Promise<OAuthPayload | undefined> {
    const record = await this.records.findOne({ uid: hashOAuthId(uid) });
    return this.revive(record);
  }

  async findByUserCode(userCode: string): Promise<OAuthPayload | undefined> {
    return this.revive(await this.records.findOne({ userCode: hashOAuthId(userCode) }));
  }

  async consume(id: string): Promise<void> {
    await this.records.updateOne({ _id: hashOAuthId(id) }, { $set: { consumed: Math.floor(this.now() / 1000) } });
  }

  async destroy(id: string): Promise<void> {
    await this.records.deleteOne({ _id: hashOAuthId(id) });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.records.deleteMany({ grantId });
  }

  /** Removes expired records (at most `limit` when given); returns how many. */
  async purgeExpired(limit?: number): Promise<number> {
    const expired = { expiresAt: { $lt: this.now() } };
    if (limit !== undefined) return deleteBatch(this.records, expired, limit);
    return (await this.records.deleteMany(expired)).deletedCount;
  }

  private revive(record: OAuthRecord | null, id?: string): OAuthPayload | undefined {
    if (!record) return undefined;
    if (record.expiresAt !== undefined && record.expiresAt <= this.now()) return undefined;
    const payload = JSON.parse(record.payload) as OAuthPayload;
    // The id is the caller's; a lookup by uid or user code gets the payload without it (read-only uses).
    if (id !== undefined && this.model !== 'Client') payload.jti = id;
    if (record.consumed !== undefined) payload.consumed = record.consumed;
    return payload;
  }
}

/** What the access-token authenticator needs of a stored access token. */
export interface StoredAccessToken {
  accountId: string;
  clientId: string;
  grantId: string;
  scope: string;
  aud?: string | string[];
  exp?: number;
  kind?: string;
}

/** Reads an opaque access token's record the way oidc-provider stored it (no provider needed). */
export async function findStoredAccessToken(
  documents: DocumentStore,
  token: string,
  now = Date.now(),
): Promise<StoredAccessToken | null> {
  const record = await documents
    .collection<OAuthRecord>(oauthCollection('AccessToken'))
    .findOne({ _id: hashOAuthId(token) });
  if (!record || (record.expiresAt !== undefined && record.expiresAt <= now)) return null;
  const payload = JSON.parse(record.payload) as Partial<StoredAccessToken>;
  if (
    typeof payload.accountId !== 'string' ||
    typeof payload.clientId !== 'string' ||
    typeof payload.grantId !== 'string'
  )
    return null;
  if (payload.exp !== undefined && payload.exp * 1000 <= now) return null;
  return { scope: '', ...payload } as StoredAccessToken;
}
