/**
 * The HTTP edge: `/v1` (every operation of the catalog), the OpenAPI document, interactive docs,
 * health and readiness, and the routes the composition root adds. Unknown paths answer a 404: an
 * HTML page for a browser outside the API (`Accept` prefers HTML), problem+json otherwise; an
 * unexpected failure likewise, never with a stack trace. Every answer carries the baseline security
 * headers (security-headers.ts: service.ts sets them on each response before anything answers it);
 * /docs has a CSP of its own.
 */
import type { IncomingMessage } from 'node:http';
import express, { type ErrorRequestHandler, type Request } from 'express';
import proxyaddr from 'proxy-addr';
import swaggerUi from 'swagger-ui-express';
import type { SiteSettings } from '@listings/shared/platform';
import {
  operations,
  buildOpenApiDocument,
  operationsRouter,
  sendProblem,
  Problem,
  requestSiteOf,
  siteSettingsOf,
  type OperationExecutor,
  type ResponseCache,
  type CachePolicy,
} from '@listings/shared/api';
import type { TrustProxySetting } from '@listings/shared/config';
import { alertBox, html, layout, sendPage } from '@listings/site';
import { trustFunctionOf } from './trust-proxy.ts';
import { docsSecurityHeaders } from './security-headers.ts';

export interface AppDependencies {
  executor: OperationExecutor;
  site: SiteSettings;
  /** True when the service can answer (stores open, projections running). */
  ready: () => Promise<boolean>;
  /** Filled with answers to anonymous public reads (served by the raw listener, see service.ts). */
  cache?: ResponseCache;
  cachePolicy?: CachePolicy;
  /** Whose X-Forwarded-For names the client (TRUST_PROXY; default loopback). */
  trustProxy?: TrustProxySetting;
  /** Further parts of the edge (badge images, pages, MCP …), mounted before the final 404. */
  routes?: { path: string; router: express.Router }[];
}

export function buildApp({
  executor,
  site,
  ready,
  cache,
  cachePolicy,
  trustProxy = ['loopback'],
  routes = [],
}: AppDependencies) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustFunctionOf(trustProxy));

  const openapi = buildOpenApiDocument({ serverUrl: `${site.publicBaseUrl}/v1`, mcpUrl: `${site.publicBaseUrl}/mcp` });
  app.get('/v1/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  // The docs under their own CSP (security-headers.ts); `/docs` itself is sent on to `/docs/` here, with
  // those headers, rather than by the static files' redirect (which sets a CSP of its own).
  const docsHeaders = docsSecurityHeaders(site.publicBaseUrl);
  app.use('/docs', (req, res, next) => {
    res.set(docsHeaders);
    if (req.originalUrl.split('?')[0] === '/docs') return res.redirect(301, '/docs/');
    next();
  });
  app.use('/docs', swaggerUi.serve, swaggerUi.setup(openapi, { customSiteTitle: `${site.name} API` }));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/ready', async (_req, res) => {
    const isReady = await ready().catch(() => false);
    res.status(isReady ? 200 : 503).json({ status: isReady ? 'ready' : 'not ready' });
  });

  app.use('/v1', operationsRouter(executor, operations, { cache, policy: cachePolicy }));
  for (const { path, router } of routes) app.use(path, router);
  const wantsPage = (req: Request) =>
    !/^\/(v1|mcp|oauth|\.well-known)(\/|$)/.test(req.path) && req.accepts(['json', 'html']) === 'html';
  // The site of the request's host (issue 30), as every page of it names it.
  const errorPage = (req: Request, title: string, message: string) =>
    layout({
      title,
      siteName: siteSettingsOf(site, requestSiteOf(req)).name,
      body: html`<h1>${title}</h1>${alertBox(message)}<p><a href="/">Go to the home page</a> or <a href="/search">search the directory</a>.</p>`,
    });
  app.use((req, res) => {
    if (wantsPage(req)) return sendPage(res, 404, errorPage(req, 'Not found', `There is no page at ${req.path}.`));
    sendProblem(res, new Problem(404, 'no_such_route', `There is nothing at ${req.method} ${req.path}.`));
  });
  const failed: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (wantsPage(req))
      return sendPage(
        res,
        status,
        errorPage(
          req,
          status === 500 ? 'Something went wrong' : 'Request not understood',
          status === 500
            ? 'The request could not be completed. Try again in a moment.'
            : 'The request could not be read.',
        ),
      );
    sendProblem(
      res,
      status === 500
        ? new Problem(500, 'internal_error', 'The request could not be completed.')
        : new Problem(status, 'bad_request', 'The request could not be read.'),
    );
  };
  app.use(failed);
  return app;
}

/**
 * The client address as `req.ip` gives it in `app` (same trust-proxy rule), for requests Express never
 * sees. Without X-Forwarded-For it is the peer's address whatever the rule (proxy-addr has no other
 * address to choose), so that common case skips proxy-addr: it parsed the header and asked the rule
 * on every cached read (about 1.5% of the service's time under `npm run bench:images`).
 */
export const clientIpOf =
  (app: ReturnType<typeof buildApp>) =>
  (req: IncomingMessage): string =>
    (req.headers['x-forwarded-for'] === undefined
      ? req.socket.remoteAddress
      : proxyaddr(req, app.get('trust proxy fn'))) ??
    req.socket.remoteAddress ??
    'unknown';
