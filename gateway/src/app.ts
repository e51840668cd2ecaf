/**
 * The HTTP edge: `/v1` (every operation of the catalog), the OpenAPI document, interactive docs,
 * health and readiness. Unknown paths answer a problem+json 404.
 */
import express from 'express';
import swaggerUi from 'swagger-ui-express';
import type { SiteSettings } from '@listings/shared/config';
import { operations } from '@listings/shared/catalog/operations';
import { buildOpenApiDocument } from '@listings/shared/catalog/openapi';
import { operationsRouter, sendProblem } from '@listings/shared/http/express-operations';
import { Problem } from '@listings/shared/http/problem';
import type { OperationExecutor } from '@listings/shared/operations/executor';

export interface AppDependencies {
  executor: OperationExecutor;
  site: SiteSettings;
  /** True when the service can answer (stores open, projections running). */
  ready: () => Promise<boolean>;
}

export function buildApp({ executor, site, ready }: AppDependencies) {
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

  app.use('/v1', operationsRouter(executor, operations));
  app.use((req, res) => sendProblem(res, new Problem(404, 'no_such_route', `There is nothing at ${req.method} ${req.path}.`)));
  return app;
}
