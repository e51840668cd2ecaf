/**
 * Composition root: chooses the stores and the mode, builds every feature of gateway/src/features.ts
 * from them, and wires their operations into the one executor, their read models and reactors into
 * the projection runner, their jobs onto timers and their pages onto the edge. Embedded mode runs
 * everything in this process; in distributed mode (gateway/src/distributed/) each process runs the
 * parts its role needs from the same list. No feature knows which mode it runs in.
 */
import path from 'node:path';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { ServiceConfig } from '@listings/shared/config';
import {
  type DocumentStore,
  type EventStore,
  SqliteEventStore,
  MingoDocumentStore,
  ProjectionRunner,
  DeferredReadPosition,
  systemClock,
  type Clock,
  jsonLogger,
  type Logger,
  type IntervalJob,
  type Projection,
  type ReadPosition,
  type Reactor,
  type ProjectionFaults,
  ensurePrivateDir,
  openBlobStore,
  CachedBlobStore,
  type BlobStore,
} from '@listings/shared/kernel';
import {
  ApiKeyAuthenticator,
  firstOf,
  SessionStore,
  type Mailer,
  createMailer,
  observeEventStore,
  observeHttp,
  observeProjection,
  observeRateLimiter,
  observeResponseCache,
  watchProjectionProgress,
} from '@listings/shared/platform';
import {
  OperationExecutor,
  IdempotencyStore,
  DEFAULT_IDEMPOTENCY_OPTIONS,
  RateLimiter,
  ResponseCache,
  cachedReads,
  rawOperations,
  operations,
  clientRequestId,
  type OperationHandler,
} from '@listings/shared/api';
import { AccountCommands } from '@listings/command-service/accounts';
import { resourceMetadataChallenge } from './mcp/mcp.router.ts';
import { agentEdgeRoutes, oauthAccessTokens } from './oauth/compose.ts';
import { accountsProjection } from '@listings/projectors/accounts';
import { buildApp, clientIpOf } from './app.ts';
import { setBaselineSecurityHeaders } from './security-headers.ts';
import { applyServerLimits, serverOptions } from './server-limits.ts';
import { appIconsRouter, IMAGES_PATH, imagesFastPath, imagesRouter, pageAssetsRouter } from '@listings/site';
import { operationOf } from './operation-of.ts';
import { SiteDirectory } from './sites/site-directory.ts';
import { forwardedHostOf, siteOfHost } from './sites/site-of-host.ts';
import { sitesProjection } from '@listings/projectors/site-content';
import { FEATURES, operationHandlers, type BuiltFeatures } from './features.ts';
import type { BuiltFeature, FeatureDeps, FeaturePorts, RequestObserver } from './features/feature.ts';

export interface EmbeddedStores {
  events: EventStore;
  documents: DocumentStore;
}

/** Opens the embedded stores in the data folder (or in memory, for tests, when dataDir is ':memory:'). */
export function openEmbeddedStores(dataDir: string): EmbeddedStores {
  if (dataDir === ':memory:') return { events: new SqliteEventStore(':memory:'), documents: new MingoDocumentStore() };
  ensurePrivateDir(dataDir);
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
  /** Outgoing e-mail; in tests with in-memory stores an OutboxMailer whose list() shows what was sent. */
  mailer: Mailer;
  /** Browser sessions of the pages; as a SessionReader it tells other pages who is signed in. */
  sessions: SessionStore;
  /** Pictures' renditions by SHA-256 (files under <DATA_DIR>/blobs; memory for ':memory:'), served at /images. */
  blobs: BlobStore;
  /** The blob store as /images reads it: pictures served once are kept in memory and then answered before Express. */
  images: CachedBlobStore;
  /** The network of sites (default site first), as the edge finds a request's site in it (sites/). */
  sites: SiteDirectory;
  /** Every feature as built, by name (`service.features.orders.payments`). */
  features: BuiltFeatures;
  /** The features' timed jobs by name (`launches`, `badge re-checks`); tests tick them. */
  jobs: ReadonlyMap<string, IntervalJob<unknown>>;
  /** Takes scheduled listings live when their week begins (the `launches` job). */
  launches: IntervalJob<unknown>;
  /** Consumers with side effects (crawl and draft, mail, fulfilment); in distributed mode fed by Kafka. */
  reactors: readonly Reactor[];
  /** The features' observers of every request at the edge (listing page views). */
  requestObservers: readonly RequestObserver[];
  app: ReturnType<typeof buildApp>;
  close(): Promise<void>;
}

export interface ServiceOptions extends FeaturePorts {
  clock?: Clock;
  logger?: Logger;
  stores?: EmbeddedStores;
  /** Replaces or adds operation handlers (tests exercise the pipeline with handlers of their own). */
  handlers?: ReadonlyMap<string, OperationHandler>;
  /** Outgoing e-mail (default: from config.mail: SMTP, or the outbox in the data folder). */
  mailer?: Mailer;
  /** Where pictures are kept (default: openBlobStore(config.dataDir)). */
  blobs?: BlobStore;
  /**
   * Distributed mode (gateway/src/distributed/): the read models are built by the projectors process
   * from Kafka, so this process runs only what its role needs on its own runner (command: the reactors,
   * fed by Kafka elsewhere; query: the in-memory read models) and waits on the projectors' progress.
   */
  distributed?: { role: 'command' | 'query'; readPosition: ReadPosition };
  /** Test-only: the projection runner's fault seam (crash tests). */
  projectionFaults?: ProjectionFaults;
}

export async function createService(config: ServiceConfig, options: ServiceOptions = {}): Promise<Service> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? jsonLogger('gateway');
  const stores = options.stores ?? openEmbeddedStores(config.dataDir);
  // Appends timed and counted (and traced when tracing is on) whichever adapter is underneath.
  const events = observeEventStore(stores.events);
  const documents = stores.documents;
  const mailer = options.mailer ?? createMailer(config.mail, config.dataDir, documents);
  const blobs = options.blobs ?? openBlobStore(config.dataDir);
  const images = new CachedBlobStore(blobs);
  const readSide = new DeferredReadPosition();
  // Embedded: the document store lives in this process and this runner applies every projection, so
  // every change of a read model goes through it; what depends on them may be kept in memory and
  // dropped when they change (API keys), or never needs other processes to see it (idempotency claims,
  // limit counters). Otherwise limits are counted in the shared store, so N instances give one limit.
  const processLocal = stores.documents instanceof MingoDocumentStore && options.distributed === undefined;
  const sharedLimits = processLocal ? null : { documents, clock };
  const deps: FeatureDeps = {
    config,
    events,
    documents,
    clock,
    logger,
    mailer,
    blobs,
    readSide,
    ports: options,
    env: process.env,
    sharedLimits,
  };
  const features = Object.fromEntries(FEATURES.map((feature) => [feature.name, feature.build(deps)])) as BuiltFeatures;
  const built: BuiltFeature[] = Object.values(features);

  const reactors = built.flatMap((b) => b.reactors ?? []);
  const localProjections = built.flatMap((b) => b.localProjections ?? []);
  const role = options.distributed?.role;
  // Which consumers this process runs: everything in one process; in distributed mode the projectors
  // process runs the read models, the command services the reactors (as a Kafka consumer group, see
  // distributed/main.ts) and every query service its own in-memory read models.
  const consumers: Projection[] =
    role === 'command'
      ? []
      : role === 'query'
        ? localProjections
        : [...FEATURES.flatMap((f) => f.projections), ...localProjections, ...reactors];
  const reactorSet = new Set<Projection>(reactors);
  const projections = new ProjectionRunner(
    events,
    documents,
    consumers.map((consumer) => observeProjection(consumer, reactorSet.has(consumer) ? 'react' : 'project')),
    logger,
    { faults: options.projectionFaults },
  );
  readSide.bind(options.distributed?.readPosition ?? projections);
  const unwatchProgress = watchProjectionProgress({
    positions: () => projections.checkpointPositions(),
    head: () => events.headPosition(),
  });
  const readCache = observeResponseCache(new ResponseCache(config.httpCache));
  const apiKeys = new ApiKeyAuthenticator(documents, { remember: processLocal });
  const sites = new SiteDirectory(documents, config.site);
  projections.onApplied((_event, projection) => {
    readCache.invalidate();
    if (projection === accountsProjection.name) apiKeys.forget();
    if (projection === sitesProjection.name)
      sites.refresh().catch((error) => logger.error('sites: reading the network failed', { error: String(error) }));
  });
  await projections.start();
  await sites.refresh();

  const timed = built.flatMap((b) => b.jobs ?? []);
  const jobs = new Map(timed.map(({ name, job }) => [name, job]));
  if (role !== 'query') for (const { job, tickMs } of timed) job.start(tickMs);

  const idempotency = new IdempotencyStore(documents, clock, {
    ...DEFAULT_IDEMPOTENCY_OPTIONS,
    ttlMs: config.idempotencyTtlHours * 3600_000,
    processLocal,
  });
  // Expired entries are purged by the housekeeping feature's job (housekeeping/housekeeping.job.ts).

  // API keys first, then OAuth access tokens (gateway/src/oauth/); the MCP edge checks credentials with the same one.
  const authenticator = firstOf(apiKeys, oauthAccessTokens(documents, config.site.publicBaseUrl));
  const executor = new OperationExecutor({
    handlers: new Map([...operationHandlers(built), ...(options.handlers ?? [])]),
    authenticator,
    rateLimiter: observeRateLimiter(new RateLimiter(config.rateLimits, sharedLimits)),
    idempotency,
    logger,
    challenge: resourceMetadataChallenge(config.site.publicBaseUrl),
    defaultSite: sites.defaultSite,
  });

  const sessions = new SessionStore(documents, clock, config.site.publicBaseUrl);
  // The MCP server (/mcp) and the OAuth 2.1 authorization server (/oauth, /.well-known/…) for agents.
  const agentEdge = await agentEdgeRoutes({
    executor,
    authenticator,
    documents,
    sessions,
    site: config.site,
    logger,
    fetcher: options.oauthFetcher,
    sharedLimits,
    clock,
  });
  const app = buildApp({
    executor,
    site: config.site,
    ready: async () => (await readSide.position()) >= 0,
    cache: readCache,
    cachePolicy: config.httpCache,
    trustProxy: config.trustProxy,
    routes: [
      ...agentEdge,
      { path: '/', router: pageAssetsRouter() },
      { path: IMAGES_PATH, router: imagesRouter(images) },
      { path: '/', router: appIconsRouter(config.site) },
      ...built.flatMap(
        (b) => b.routes?.({ executor, sessions, cache: readCache, cachePolicy: config.httpCache }) ?? [],
      ),
    ],
  });
  return {
    config,
    clock,
    logger,
    events,
    documents,
    projections,
    executor,
    readCache,
    app,
    accounts: new AccountCommands(events, clock),
    sessions,
    mailer,
    blobs,
    images,
    sites,
    features,
    jobs,
    launches: jobs.get('launches')!,
    reactors,
    requestObservers: built.flatMap((b) => b.requestObservers ?? []),
    async close() {
      unwatchProgress();
      for (const { job } of timed) await job.stop();
      await projections.stop();
      for (const feature of built) await feature.stop?.();
      await Promise.all(reactors.map((reactor) => reactor.stop()));
      await events.close();
      await documents.close();
    },
  };
}

/**
 * Starts listening; resolves with the bound server (port 0 picks a free port). Every request is shown
 * to the features' observers first; anonymous public reads and anonymous site pages in the response
 * cache, and operations whose requests are plain, are answered on the raw server, before Express
 * routing; everything else goes to the Express app.
 */
export const listen = (
  service: Service,
  port = service.config.port,
  host = service.config.host,
  /** Wraps the request listener (distributed mode adds read-your-writes headers, see distributed/read-your-writes.ts). */
  wrap: (listener: RequestListener) => RequestListener = (listener) => listener,
): Promise<Server> =>
  new Promise((resolve, reject) => {
    const clientIp = clientIpOf(service.app);
    // Before anything answers, the site of the request's host (sites/site-of-host.ts): an unknown
    // host is a 404; every other request runs for its site and answers only that site's data.
    // Outside `wrap`, as a proxy's virtual hosts are: what it refuses reaches no operation.
    const withSite = (listener: RequestListener) =>
      siteOfHost({
        directory: service.sites,
        next: wrap(listener),
        hostOf: forwardedHostOf(service.app.get('trust proxy fn')),
      });
    const server = createServer(
      serverOptions(service.config.http),
      // Outermost: /metrics, and every request timed by operation (and traced when tracing is on).
      observeHttp(
        withSite(
          // Pictures the images router has served before, from memory (site/src/images/images-fast-path.ts).
          imagesFastPath(
            service.images,
            cachedReads({
              cache: service.readCache,
              policy: service.config.httpCache,
              admit: (ip, requestId) => service.executor.admitAnonymous(ip, requestId),
              clientIp,
              requestId: clientRequestId,
              pages: { signedIn: (req) => service.sessions.idOf(req) !== undefined },
              observers: service.requestObservers,
              // Operations with plain requests skip Express too (raw-operations.ts); the rest goes to the app.
              next: rawOperations({
                executor: service.executor,
                operations,
                clientIp,
                cache: service.readCache,
                policy: service.config.httpCache,
                next: service.app,
              }),
            }),
          ),
        ),
        { operationOf, metricsToken: service.config.observability?.metricsToken },
      ),
    );
    // Timeouts and the connection cap from the HTTP_* settings (server-limits.ts). The keep-alive default
    // (65 s) outlasts clients' (undici: 4 s, browsers and load balancers up to 60 s), so a client never
    // sends on a socket the server is closing (ECONNRESET).
    applyServerLimits(server, service.config.http);
    // Before anything answers: the security headers every answer carries (security-headers.ts).
    server.prependListener('request', setBaselineSecurityHeaders);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
