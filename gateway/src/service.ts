/**
 * Composition root of the embedded mode: one process, the event log in SQLite, read models in the
 * in-process document store, projections fed by a catch-up subscription. Nothing below this file
 * knows which mode it runs in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { ServiceConfig } from '@listings/shared/config';
import type { DocumentStore } from '@listings/shared/document-store/document-store';
import type { EventStore } from '@listings/shared/event-store/event-store';
import { SqliteEventStore } from '@listings/shared/event-store/sqlite-event-store';
import { MingoDocumentStore } from '@listings/shared/document-store/mingo-document-store';
import { ApiKeyAuthenticator } from '@listings/shared/auth/api-keys';
import { OperationExecutor } from '@listings/shared/operations/executor';
import { IdempotencyStore, DEFAULT_IDEMPOTENCY_OPTIONS } from '@listings/shared/operations/idempotency';
import { RateLimiter } from '@listings/shared/operations/rate-limit';
import { ProjectionRunner } from '@listings/shared/projections/runner';
import { ResponseCache } from '@listings/shared/http/response-cache';
import { cachedReads } from '@listings/shared/http/cached-reads';
import { clientRequestId } from '@listings/shared/http/express-operations';
import { systemClock, type Clock } from '@listings/shared/time/clock';
import { jsonLogger, type Logger } from '@listings/shared/observability/logger';
import type { OperationHandler } from '@listings/shared/operations/result';
import { AccountCommands } from '@listings/command-service/accounts/account-commands';
import { buildHandlers } from './handlers.ts';
import { allProjections } from './projections.ts';
import { ListingSearchIndex } from '@listings/query-service/search/listing-search-index';
import { badgeImagesRouter } from './badges/badge-images.router.ts';
import { buildApp, clientIpOf } from './app.ts';

export interface EmbeddedStores {
  events: EventStore;
  documents: DocumentStore;
}

/** Opens the embedded stores in the data folder (or in memory, for tests, when dataDir is ':memory:'). */
export function openEmbeddedStores(dataDir: string): EmbeddedStores {
  if (dataDir === ':memory:') return { events: new SqliteEventStore(':memory:'), documents: new MingoDocumentStore() };
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    events: new SqliteEventStore(path.join(dataDir, 'events.db')),
    documents: new MingoDocumentStore(path.join(dataDir, 'read-models.db')),
  };
}

export interface Service extends EmbeddedStores {
  config: ServiceConfig;
  clock: Clock;
  logger: Logger;
  projections: ProjectionRunner;
  executor: OperationExecutor;
  /** Answers to anonymous public reads; emptied whenever a projection applies an event. */
  readCache: ResponseCache;
  accounts: AccountCommands;
  app: ReturnType<typeof buildApp>;
  close(): Promise<void>;
}

export interface ServiceOptions {
  clock?: Clock;
  logger?: Logger;
  stores?: EmbeddedStores;
  /** Replaces or adds operation handlers (tests exercise the pipeline with handlers of their own). */
  handlers?: ReadonlyMap<string, OperationHandler>;
}

export async function createService(config: ServiceConfig, options: ServiceOptions = {}): Promise<Service> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? jsonLogger('gateway');
  const { events, documents } = options.stores ?? openEmbeddedStores(config.dataDir);

  const search = new ListingSearchIndex();
  const projections = new ProjectionRunner(events, documents, [...allProjections, search.projection], logger);
  const readCache = new ResponseCache(config.httpCache);
  projections.onApplied(() => readCache.invalidate());
  await projections.start();

  const idempotency = new IdempotencyStore(documents, clock, { ...DEFAULT_IDEMPOTENCY_OPTIONS, ttlMs: config.idempotencyTtlHours * 3600_000 });
  const purge = setInterval(() => void idempotency.purgeExpired().catch((error) => logger.error('idempotency purge failed', { error })), 3600_000);
  purge.unref();

  const executor = new OperationExecutor({
    handlers: new Map([...buildHandlers({ documents, site: config.site, clock, search }), ...(options.handlers ?? [])]),
    authenticator: new ApiKeyAuthenticator(documents),
    rateLimiter: new RateLimiter(config.rateLimits),
    idempotency,
    logger,
  });

  const app = buildApp({
    executor, site: config.site, ready: async () => (await projections.position()) >= 0, cache: readCache, cachePolicy: config.httpCache,
    routes: [{ path: '/badges', router: badgeImagesRouter({ documents, site: config.site, clock }) }],
  });
  return {
    config, clock, logger, events, documents, projections, executor, readCache, app,
    accounts: new AccountCommands(events, clock),
    async close() {
      clearInterval(purge);
      await projections.stop();
      await events.close();
      await documents.close();
    },
  };
}

/**
 * Starts listening; resolves with the bound server (port 0 picks a free port). Anonymous public reads
 * in the response cache are answered on the raw server, before Express routing; everything else goes
 * to the Express app.
 */
export const listen = (service: Service, port = service.config.port, host = service.config.host): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer(
      cachedReads({
        cache: service.readCache,
        policy: service.config.httpCache,
        admit: (clientIp, requestId) => service.executor.admitAnonymous(clientIp, requestId),
        clientIp: clientIpOf(service.app),
        requestId: clientRequestId,
        next: service.app,
      }),
    );
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
