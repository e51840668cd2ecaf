/**
 * The OAuth 2.1 authorization server of the MCP server (and the API), on oidc-provider:
 *
 * - authorization code with PKCE S256 only (required of every client); no implicit, no password, no
 *   client credentials, no device flow;
 * - dynamic client registration (RFC 7591), open to public clients only (token_endpoint_auth_method
 *   `none`), with limits (policy below, rate limit in oauth.router.ts);
 * - client ID metadata documents: a client_id that is an https URL is resolved by fetching it through
 *   the SSRF-safe fetcher (client-metadata-fetch.ts) and cached for its max-age where every instance
 *   sees it (client-metadata-cache.ts; oidc-provider's own per-process cache is off);
 * - resource indicators (RFC 8707): access tokens are opaque and bound to the MCP resource (or the
 *   REST API, the same operations) with the API's scopes `account:read`, `listings:write`,
 *   `orders:write`; a request without `resource` gets the MCP resource;
 * - refresh tokens (when the client registered the grant) rotated on every use; revocation (RFC 7009);
 * - every stored artifact in the document store with hashed ids (oauth-store.ts); keys persisted (keys.ts).
 *
 * The issuer is the public base URL; the endpoints live under `/oauth`, metadata at the root
 * (`/.well-known/oauth-authorization-server`, RFC 8414, and `/.well-known/openid-configuration`).
 */
import { OAUTH_SCOPES } from '@listings/shared/platform';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { DocumentStore } from '@listings/shared/kernel';
import { OAuthDocumentAdapter, type SafeFetcher } from '@listings/shared/platform';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts';
import { safeFetch } from './client-metadata-fetch.ts';
import type { ClientMetadataCache } from './client-metadata-cache.ts';
import type { OAuthKeys } from './keys.ts';

export const OAUTH_MOUNT_PATH = '/oauth';
export const INTERACTION_PATH = `${OAUTH_MOUNT_PATH}/interaction`;

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const AUTHORIZATION_CODE_TTL_SECONDS = 60;
/** Most redirect URIs one client may register. */
export const MAX_REDIRECT_URIS = 10;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
const FORBIDDEN_SCHEMES = new Set([
  'javascript:',
  'data:',
  'file:',
  'vbscript:',
  'about:',
  'blob:',
  'ftp:',
  'ws:',
  'wss:',
]);

export interface OAuthProviderOptions {
  issuer: string;
  /** The resource indicators tokens may be bound to; the first is the default (the MCP server). */
  resources: readonly string[];
  documents: DocumentStore;
  keys: OAuthKeys;
  fetcher: SafeFetcher;
  /** Where fetched client ID metadata documents are kept (shared by the instances on one store). */
  clientMetadataCache: ClientMetadataCache;
  siteName: string;
  /** Renders oidc-provider's error page in the site's look. */
  renderError: (title: string, message: string) => string;
}

/**
 * Registration policy, applied to every client however it arrives (registered, or a client ID metadata
 * document): public clients of the authorization code flow, redirect URIs that are https, http on a
 * loopback address (RFC 8252), or a private-use scheme of a native app.
 */
export function clientPolicyError(metadata: Record<string, unknown>): string | null {
  if (metadata.token_endpoint_auth_method !== 'none')
    return 'only public clients are accepted: token_endpoint_auth_method must be none';
  const grants = (metadata.grant_types as string[] | undefined) ?? [];
  if (grants.some((grant) => grant !== 'authorization_code' && grant !== 'refresh_token'))
    return 'grant_types may only be authorization_code and refresh_token';
  const responses = (metadata.response_types as string[] | undefined) ?? [];
  if (responses.some((type) => type !== 'code')) return 'response_types may only be code';
  const redirects = (metadata.redirect_uris as string[] | undefined) ?? [];
  if (redirects.length > MAX_REDIRECT_URIS) return `at most ${MAX_REDIRECT_URIS} redirect_uris`;
  for (const uri of redirects) {
    if (typeof uri !== 'string' || uri.length > 2048) return 'redirect_uris must be URLs of at most 2048 characters';
    const parsed = URL.parse(uri);
    if (!parsed) return 'redirect_uris must be URLs';
    if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.has(parsed.hostname))
      return 'http redirect_uris must be on a loopback address (127.0.0.1, [::1], localhost); use https';
    if (FORBIDDEN_SCHEMES.has(parsed.protocol)) return `redirect_uris must not use ${parsed.protocol}`;
  }
  for (const key of [
    'client_name',
    'client_uri',
    'logo_uri',
    'tos_uri',
    'policy_uri',
    'software_id',
    'software_version',
  ]) {
    const value = metadata[key];
    if (value !== undefined && (typeof value !== 'string' || value.length > 2048))
      return `${key} must be a string of at most 2048 characters`;
  }
  return null;
}

export function createOAuthProvider(options: OAuthProviderOptions): Provider {
  const { issuer, resources, documents, keys, fetcher } = options;
  const allowedResources = new Set(resources);
  const apiScope = OAUTH_SCOPES.join(' ');

  const configuration: Configuration = {
    adapter: (name: string) => new OAuthDocumentAdapter(name, documents),
    clients: [],
    jwks: keys.jwks as Configuration['jwks'],
    cookies: {
      keys: keys.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    async findAccount(_ctx, sub) {
      const account = await documents.collection(ACCOUNTS_COLLECTION).findOne({ _id: sub });
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub }) };
    },
    interactions: {
      url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    // The user chooses on every authorization: an earlier grant is not reused silently.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    pkce: { required: () => true },
    // Public clients only: no secrets at the token, revocation or registration endpoints.
    clientAuthMethods: ['none'],
    responseTypes: ['code'],
    // The API's scopes are granted per resource; listing them here too lets clients register with them (RFC 7591 `scope`).
    scopes: ['openid', 'offline_access', ...OAUTH_SCOPES],
    claims: { openid: ['sub'] },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'RS256',
    },
    // RFC 7591's software_id is accepted; its validator runs once per client and applies the policy.
    extraClientMetadata: {
      properties: ['software_id', 'software_version'],
      validator(_ctx, key, _value, metadata) {
        if (key !== 'software_id') return;
        const problem = clientPolicyError(metadata as unknown as Record<string, unknown>);
        if (problem) throw new errors.InvalidClientMetadata(problem);
      },
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    expiresWithSession: async () => false,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: AUTHORIZATION_CODE_TTL_SECONDS,
      RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: REFRESH_TOKEN_TTL_SECONDS,
    },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true, initialAccessToken: false, issueRegistrationAccessToken: false },
      // A client revokes its own tokens only (public clients identify themselves with client_id).
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      introspection: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, _client, oneOf) => oneOf ?? resources[0]!,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (!allowedResources.has(resourceIndicator))
            throw new errors.InvalidTarget(`tokens are issued for ${[...allowedResources].join(' and ')} only`);
          return {
            scope: apiScope,
            audience: resourceIndicator,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'opaque',
          };
        },
      },
      clientIdMetadataDocument: {
        enabled: true,
        ack: 'draft-02',
        // Zero: oidc-provider's cache is per process; documents are cached by the fetch below, shared.
        cacheDuration: { min: 0, max: 0 },
      },
    },
    fetch: safeFetch(fetcher, { cache: options.clientMetadataCache }) as unknown as Configuration['fetch'],
    async renderError(ctx: KoaContextWithOIDC, out) {
      ctx.type = 'html';
      ctx.set(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
      ctx.body = options.renderError(
        'Sign-in could not continue',
        out.error_description ? `${out.error}: ${out.error_description}` : String(out.error),
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  return provider;
}
