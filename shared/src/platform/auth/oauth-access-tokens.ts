/**
 * OAuth 2.1 access tokens issued by the service's authorization server (gateway/src/oauth/), as
 * credentials of the API and the MCP server. Tokens are opaque; their records are read from the
 * document store where the authorization server keeps them (hashed, oauth-store.ts), so any process
 * of the service can check them without hosting the authorization server.
 *
 * A token counts only when it is unexpired, bound to one of this service's resources (its audience:
 * the MCP server, or the REST API, which run the same operations) and carries at least one of the
 * API's scopes; the principal gets exactly the API scopes the token was granted.
 */
import { OAUTH_SCOPES, type Scope } from './scopes.ts';
import type { DocumentStore } from '../../kernel/document-store/document-store.ts';
import type { Authenticator, Principal } from './principal.ts';
import { findStoredAccessToken } from './oauth-store.ts';

/** oidc-provider's opaque token ids: 43 base64url characters (256 bits). API keys start with `ldk_`. */
const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface OAuthAccessTokenOptions {
  /** The resource indicators (RFC 8707) whose tokens this service accepts. */
  audiences: readonly string[];
  now?: () => number;
}

export class OAuthAccessTokenAuthenticator implements Authenticator {
  private readonly audiences: ReadonlySet<string>;
  private readonly now: () => number;

  private readonly documents: DocumentStore;

  constructor(documents: DocumentStore, options: OAuthAccessTokenOptions) {
    this.documents = documents;
    this.audiences = new Set(options.audiences);
    this.now = options.now ?? Date.now;
  }

  async authenticate(bearer: string): Promise<Principal | null> {
    if (!ACCESS_TOKEN_PATTERN.test(bearer)) return null;
    const token = await findStoredAccessToken(this.documents, bearer, this.now());
    if (!token) return null;
    const audiences = token.aud === undefined ? [] : Array.isArray(token.aud) ? token.aud : [token.aud];
    if (!audiences.some((audience) => this.audiences.has(audience))) return null;
    const granted = new Set(token.scope.split(' '));
    const scopes = OAUTH_SCOPES.filter((scope): scope is Scope => granted.has(scope));
    if (scopes.length === 0) return null;
    return { accountId: token.accountId, credentialId: `oauth:${token.grantId}`, credentialKind: 'oauth', scopes };
  }
}
