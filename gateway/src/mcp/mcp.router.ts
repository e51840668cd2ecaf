/**
 * The MCP endpoint at `/mcp` (Streamable HTTP) and its protected resource metadata (RFC 9728):
 *
 *   POST/GET/DELETE /mcp                                   the MCP server (2026-07-28 and 2025-03-26 … 2025-11-25)
 *   GET             /.well-known/oauth-protected-resource/mcp
 *
 * Before the SDK sees a request, the edge settles credentials the way the MCP authorization
 * specification wants them settled at the HTTP level, so clients start sign-in by themselves:
 *
 *   - an Authorization header that is not a valid credential           → 401, error="invalid_token"
 *   - tools/call of an account tool without credentials                 → 401 with resource_metadata
 *   - tools/call of an account tool with credentials lacking its scope → 403, error="insufficient_scope"
 *
 * Everything else, tool calls included, goes to the SDK's handler, whose tools run the
 * OperationExecutor with the request's own Authorization header (mcp-server.ts).
 */
import { OAUTH_SCOPES, type Scope } from '@listings/shared/platform';
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import {
  operationsById,
  type OperationExecutor,
  Problem,
  PROBLEM_CONTENT_TYPE,
  clientRequestId,
  MAX_BODY_BYTES,
  requestSiteOf,
} from '@listings/shared/api';
import type { Authenticator, Principal } from '@listings/shared/platform';
import type { Logger } from '@listings/shared/kernel';
import { argumentsWithProtoKey, mcpServerFactory, type McpRequestFacts } from './mcp-server.ts';

export const MCP_PATH = '/mcp';
export const RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource/mcp';

export const mcpResourceUrl = (baseUrl: string): string => `${baseUrl}${MCP_PATH}`;
export const resourceMetadataUrl = (baseUrl: string): string => `${baseUrl}${RESOURCE_METADATA_PATH}`;
/** The parameter the executor's challenges add, so REST's 401s point at the same metadata. */
export const resourceMetadataChallenge = (baseUrl: string): string =>
  `resource_metadata="${resourceMetadataUrl(baseUrl)}"`;

export interface McpRouterDependencies {
  executor: OperationExecutor;
  /** The authenticator the executor uses (API keys, then OAuth access tokens). */
  authenticator: Authenticator;
  site: { name: string; publicBaseUrl: string };
  /** The OAuth authorization server's issuer (its RFC 8414 metadata is served at the root). */
  issuer: string;
  logger: Logger;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The account scopes a JSON-RPC message (or batch) needs: one per tools/call of an account tool. */
export function scopesNeeded(body: unknown): Scope[] {
  const messages = Array.isArray(body) ? body : [body];
  const needed = new Set<Scope>();
  for (const message of messages) {
    if (!message || typeof message !== 'object') continue;
    const { method, params } = message as { method?: unknown; params?: { name?: unknown } };
    if (method !== 'tools/call' || typeof params?.name !== 'string') continue;
    const access = operationsById.get(params.name)?.access;
    if (access && access !== 'public') needed.add(access);
  }
  return [...needed];
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopback = (hostname: string): boolean => LOOPBACK_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost');

/**
 * Why a request must be refused as a possible DNS-rebinding or cross-site call, or null. An Origin, when
 * sent, must be the public base URL's (any loopback origin when that is a loopback address); the Host
 * of a service published on a loopback address must be a loopback host. (The request's own Host is not
 * trusted for the Origin check: under DNS rebinding it is the attacker's name.)
 */
export function rebindingRefusal(host: string | undefined, origin: string | undefined, baseUrl: string): string | null {
  const base = new URL(baseUrl);
  const local = isLoopback(base.hostname);
  if (local && host !== undefined) {
    const hostname = URL.parse(`http://${host}`)?.hostname;
    if (!hostname || !isLoopback(hostname)) return `This server answers requests for ${base.host} only.`;
  }
  if (origin !== undefined && origin !== base.origin) {
    const parsed = URL.parse(origin);
    if (!(
      local &&
      parsed &&
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      isLoopback(parsed.hostname)
    )) {
      return `Requests from ${origin} are not accepted.`;
    }
  }
  return null;
}

export function mcpRouter(deps: McpRouterDependencies): Router {
  const { executor, authenticator, site, issuer, logger } = deps;
  const baseUrl = site.publicBaseUrl;
  const metadataUrl = resourceMetadataUrl(baseUrl);
  const handler = createMcpHandler(mcpServerFactory({ executor, siteName: site.name, baseUrl }), {
    legacy: 'stateless',
    onerror: (error) => logger.warn('mcp request refused or failed', { error: error.message }),
  });
  const serve = toNodeHandler(handler, { onerror: (error) => logger.error('mcp adapter failed', { error }) });

  const router = Router();

  // RFC 9728 protected resource metadata, where the MCP authorization specification looks for it.
  const resourceMetadata = {
    resource: mcpResourceUrl(baseUrl),
    authorization_servers: [issuer],
    scopes_supported: [...OAUTH_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: `${site.name} MCP server`,
    resource_documentation: `${baseUrl}/docs`,
  };
  router.get(RESOURCE_METADATA_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').set('Access-Control-Allow-Origin', '*').json(resourceMetadata);
  });

  const challenge = (res: Response, status: 401 | 403, problem: Problem, params: Record<string, string>) => {
    const parts = [
      ...Object.entries(params).map(([k, v]) => `${k}="${v.replace(/["\\]/g, '')}"`),
      `resource_metadata="${metadataUrl}"`,
    ];
    res
      .status(status)
      .set('WWW-Authenticate', `Bearer ${parts.join(', ')}`)
      .set('Cache-Control', 'no-store')
      .type(PROBLEM_CONTENT_TYPE)
      .send(JSON.stringify(problem.toBody()));
  };

  const parseErrors: ErrorRequestHandler = (error, _req, res, next) => {
    if (error?.type === 'entity.parse.failed') {
      return res.status(400).json({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error: the body is not valid JSON.' },
      });
    }
    if (error?.type === 'entity.too.large') {
      return res.status(413).json({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: `The request body is larger than ${MAX_BODY_BYTES} bytes.` },
      });
    }
    next(error);
  };

  router.all(
    MCP_PATH,
    express.json({ limit: MAX_BODY_BYTES, strict: false }),
    parseErrors,
    async (req: Request, res: Response) => {
      // DNS-rebinding protection (MCP transport specification): a page of another site may not call, and a
      // service on a loopback address answers only requests addressed to a loopback host.
      // Each site of the network is its own origin (its base URL), as its pages are.
      const refusal = rebindingRefusal(req.get('host'), req.get('origin'), requestSiteOf(req)?.baseUrl ?? baseUrl);
      if (refusal) {
        res
          .status(403)
          .type(PROBLEM_CONTENT_TYPE)
          .send(JSON.stringify(new Problem(403, 'origin_refused', refusal).toBody()));
        return;
      }

      const authorization = req.get('authorization');
      let principal: Principal | null = null;
      if (authorization !== undefined && authorization !== '') {
        const bearer = BEARER.exec(authorization)?.[1];
        principal = bearer ? await authenticator.authenticate(bearer) : null;
        if (!principal) {
          return challenge(
            res,
            401,
            new Problem(401, 'unauthorized', 'The credentials are invalid, revoked or expired.'),
            {
              error: 'invalid_token',
              error_description: 'The access token or API key is invalid, revoked or expired.',
            },
          );
        }
      }
      const needed = req.method === 'POST' ? scopesNeeded(req.body) : [];
      if (needed.length > 0 && !principal) {
        return challenge(
          res,
          401,
          new Problem(
            401,
            'unauthorized',
            `This tool needs credentials: sign in through OAuth (see ${metadataUrl}) or send an API key as Authorization: Bearer.`,
          ),
          {},
        );
      }
      const missing = needed.filter((scope) => !principal!.scopes.includes(scope));
      if (missing.length > 0) {
        return challenge(
          res,
          403,
          new Problem(
            403,
            'insufficient_scope',
            `This tool needs the scope ${missing.join(' ')}, which these credentials do not have.`,
            { extensions: { required_scope: missing.join(' ') } },
          ),
          {
            error: 'insufficient_scope',
            scope: [...new Set([...principal!.scopes, ...missing])].join(' '),
            error_description: `needs ${missing.join(' ')}`,
          },
        );
      }

      const facts: McpRequestFacts = {
        authorization,
        clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        requestId: clientRequestId(req),
        site: requestSiteOf(req),
        argumentsAsSent: argumentsWithProtoKey(req.body),
      };
      (req as Request & { auth?: unknown }).auth = {
        token: '',
        clientId: principal?.credentialId ?? 'anonymous',
        scopes: principal ? [...principal.scopes] : [],
        extra: { listings: facts },
      };
      res.set('Cache-Control', 'no-store');
      await serve(req, res, req.body);
    },
  );
  return router;
}
