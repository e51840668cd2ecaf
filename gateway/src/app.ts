/**
 * The HTTP edge: `/v1` (every operation of the catalog), the OpenAPI document, interactive docs,
 * health and readiness, and the routes the composition root adds. Unknown paths answer a
 * problem+json 404.
 */
import type { IncomingMessage } from 'node:http';
import express from 'express';
import proxyaddr from 'proxy-addr';
import swaggerUi from 'swagger-ui-express';
import type { SiteSettings } from '@listings/shared/platform';
import {
  operations,
  buildOpenApiDocument,
  operationsRouter,
  sendProblem,
  Problem,
  type OperationExecutor,
  type ResponseCache,
  type CachePolicy,
} from '@listings/shared/api';

export interface AppDependencies {
  executor: OperationExecutor;
  site: SiteSettings;
  /** True when the service can answer (stores open, projections running). */
  ready: () => Promise<boolean>;
  /** Filled with answers to anonymous public reads (served by the raw listener, see service.ts). */
  cache?: ResponseCache;
  cachePolicy?: CachePolicy;
  /** Further parts of the edge (badge images, pages, MCP …), mounted before the final 404. */
  routes?: { path: string; router: express.Router }[];
}

export function buildApp({ executor, site, ready, cache, cachePolicy, routes = [] }: AppDependencies) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  const openapi = buildOpenApiDocument({ serverUrl: `${site.publicBaseUrl}/v1`, mcpUrl: `${site.publicBaseUrl}/mcp` });
  app.get('/v1/openapi.json', (_req, res) => {
    res.json(openapi);
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
  app.use((req, res) =>
    sendProblem(res, new Problem(404, 'no_such_route', `There is nothing at ${req.method} ${req.path}.`)),
  );
  return app;
}

/** The client address as `req.ip` gives it in `app` (same trust-proxy rule), for requests Express never sees. */
export const clientIpOf =
  (app: ReturnType<typeof buildApp>) =>
  (req: IncomingMessage): string =>
    proxyaddr(req, app.get('trust proxy fn')) ?? req.socket.remoteAddress ?? 'unknown';
