/**
 * Composition of the agents' side of the edge, for the composition root (service.ts): the OAuth access
 * token authenticator, and the routes of the MCP server and of the authorization server.
 */
import type { Router } from 'express';
import { type Clock, type DocumentStore, type Logger, MingoDocumentStore, systemClock } from '@listings/shared/kernel';
import {
  type Authenticator,
  OAuthAccessTokenAuthenticator,
  type SessionStore,
  createSafeFetcher,
  safeFetcherSettingsFromEnv,
  type SafeFetcher,
} from '@listings/shared/platform';
import type { OperationExecutor, SharedLimitStore } from '@listings/shared/api';
import { alertBox, html, layout } from '@listings/site';
import { mcpResourceUrl, mcpRouter } from '../mcp/mcp.router.ts';
import { loadOrCreateOAuthKeys } from './keys.ts';
import { createOAuthProvider } from './provider.ts';
import { oauthRouter } from './oauth.router.ts';
import { ClientMetadataCache } from './client-metadata-cache.ts';

/** The resources tokens are issued for: the MCP server first (the default), then the REST API. */
export const tokenAudiences = (publicBaseUrl: string): string[] => [
  mcpResourceUrl(publicBaseUrl),
  `${publicBaseUrl}/v1`,
];

export const oauthAccessTokens = (documents: DocumentStore, publicBaseUrl: string): Authenticator =>
  new OAuthAccessTokenAuthenticator(documents, { audiences: tokenAudiences(publicBaseUrl) });

export interface AgentEdgeDependencies {
  executor: OperationExecutor;
  authenticator: Authenticator;
  documents: DocumentStore;
  sessions: SessionStore;
  site: { name: string; publicBaseUrl: string };
  logger: Logger;
  /** Fetches client ID metadata documents (default: the SSRF-safe fetcher configured from the environment). */
  fetcher?: SafeFetcher;
  /**
   * Where the registration limit is counted and client ID metadata documents are cached when several
   * processes serve (null: memory).
   */
  sharedLimits?: SharedLimitStore | null;
  clock?: Clock;
}

export async function agentEdgeRoutes(deps: AgentEdgeDependencies): Promise<{ path: string; router: Router }[]> {
  const { executor, authenticator, documents, sessions, site, logger } = deps;
  const issuer = site.publicBaseUrl;
  const provider = createOAuthProvider({
    issuer,
    resources: tokenAudiences(site.publicBaseUrl),
    documents,
    keys: await loadOrCreateOAuthKeys(documents),
    fetcher: deps.fetcher ?? createSafeFetcher(safeFetcherSettingsFromEnv(process.env, site.publicBaseUrl)),
    clientMetadataCache: new ClientMetadataCache(
      deps.sharedLimits?.documents ?? new MingoDocumentStore(),
      deps.sharedLimits?.clock ?? deps.clock ?? systemClock,
    ),
    siteName: site.name,
    renderError: (title, message) =>
      layout({
        title,
        siteName: site.name,
        body: html`<h1>${title}</h1>${alertBox(message)}<p>Go back to the application and try again.</p>`,
      }).value,
  });
  provider.on('server_error', (_ctx: unknown, error: Error) => logger.error('oauth server error', { error }));
  return [
    { path: '/', router: mcpRouter({ executor, authenticator, site, issuer, logger }) },
    {
      path: '/',
      router: oauthRouter({ provider, sessions, documents, site, logger, sharedLimits: deps.sharedLimits }),
    },
  ];
}
