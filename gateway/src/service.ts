/**
 * Composition root: chooses the stores and the mode, builds every feature of gateway/src/features.ts
 * from them, and wires their operations into the one executor, their read models and reactors into
 * the projection runner, their jobs onto timers and their pages onto the edge. Embedded mode runs
 * everything in this process; in distributed mode (gateway/src/distributed/) each process runs the
 * parts its role needs from the same list. No feature knows which mode it runs in.
 */
import fs from 'node:fs';
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
} from '@listings/shared/kernel';
import { ApiKeyAuthenticator, firstOf, SessionStore, type Mailer, createMailer } from '@listings/shared/platform';
import {
  OperationExecutor,
  IdempotencyStore,
  DEFAULT_IDEMPOTENCY_OPTIONS,
  RateLimiter,
  ResponseCache,
  cachedReads,
  clientRequestId,
  type OperationHandler,
} from '@listings/shared/api';
import { AccountCommands } from '@listings/command-service/accounts';
import { resourceMetadataChallenge } from './mcp/mcp.router.ts';
import { agentEdgeRoutes, oauthAccessTokens } from './oauth/compose.ts';
import { buildApp, clientIpOf } from './app.ts';
import { pageAssetsRouter } from './pages/assets.router.ts';
import { FEATURES, operationHandlers } from './features.ts';
import type { BuiltFeature, FeatureDeps, FeaturePorts, RequestObserver } from './features/feature.ts';

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
  /** Outgoing e-mail; in tests with in-memory stores an OutboxMailer whose list() shows what was sent. */
  mailer: Mailer;
  /** Browser sessions of the pages; as a SessionReader it tells other pages who is signed in. */
  sessions: SessionStore;
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
  /**
   * Distributed mode (gateway/src/distributed/): the read models are built by the projectors process
   * from Kafka, so this process runs only what its role needs on its own runner (command: the reactors,
   * fed by Kafka elsewhere; query: the in-memory read models) and waits on the projectors' progress.
   */
  distributed?: { role: 'command' | 'query'; readPosition: ReadPosition };
}

export async function createService(config: ServiceConfig, options: ServiceOptions = {}): Promise<Service> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? jsonLogger('gateway');
  const { events, documents } = options.stores ?? openEmbeddedStores(config.dataDir);
  const mailer = options.mailer ?? createMailer(config.mail, config.dataDir);
  const readSide = new DeferredReadPosition();
  const deps: FeatureDeps = {
    config,
    events,
    documents,
    clock,
    logger,
    mailer,
    readSide,
    ports: options,
    env: process.env,
  };
  const built: BuiltFeature[] = FEATURES.map((feature) => feature.build(deps));

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
  const projections = new ProjectionRunner(events, documents, consumers, logger);
  readSide.bind(options.distributed?.readPosition ?? projections);
  const readCache = new ResponseCache(config.httpCache);
  projections.onApplied(() => readCache.invalidate());
  await projections.start();

  const timed = built.flatMap((b) => b.jobs ?? []);
  const jobs = new Map(timed.map(({ name, job }) => [name, job]));
  if (role !== 'query') for (const { job, tickMs } of timed) job.start(tickMs);

  const idempotency = new IdempotencyStore(documents, clock, {
    ...DEFAULT_IDEMPOTENCY_OPTIONS,
    ttlMs: config.idempotencyTtlHours * 3600_000,
  });
  const purge = setInterval(
    () => void idempotency.purgeExpired().catch((error) => logger.error('idempotency purge failed', { error })),
    3600_000,
  );
  purge.unref();

  // API keys first, then OAuth access tokens (gateway/src/oauth/); the MCP edge checks credentials with the same one.
  const authenticator = firstOf(
    new ApiKeyAuthenticator(documents),
    oauthAccessTokens(documents, config.site.publicBaseUrl),
  );
  const executor = new OperationExecutor({
    handlers: new Map([...operationHandlers(built), ...(options.handlers ?? [])]),
    authenticator,
    rateLimiter: new RateLimiter(config.rateLimits),
    idempotency,
    logger,
    challenge: resourceMetadataChallenge(config.site.publicBaseUrl),
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
  });
  const app = buildApp({
    executor,
    site: config.site,
    ready: async () => (await readSide.position()) >= 0,
    cache: readCache,
    cachePolicy: config.httpCache,
    routes: [
      ...agentEdge,
      { path: '/', router: pageAssetsRouter() },
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
    jobs,
    launches: jobs.get('launches')!,
    reactors,
    requestObservers: built.flatMap((b) => b.requestObservers ?? []),
    async close() {
      clearInterval(purge);
      for (const { job } of timed) await job.stop();
      await projections.stop();
      await Promise.all(reactors.map((reactor) => reactor.stop()));
      await events.close();
      await documents.close();
    },
  };
}

/**
 * Starts listening; resolves with the bound server (port 0 picks a free port). Every request is shown
 * to the features' observers first; anonymous public reads and anonymous site pages in the response
 * cache are answered on the raw server, before Express routing; everything else goes to the Express app.
 */
export const listen = (
  service: Service,
  port = service.config.port,
  host = service.config.host,
  /** Wraps the request listener (distributed mode adds read-your-writes headers, see distributed/read-your-writes.ts). */
  wrap: (listener: RequestListener) => RequestListener = (listener) => listener,
): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer(
      wrap(
        cachedReads({
          cache: service.readCache,
          policy: service.config.httpCache,
          admit: (clientIp, requestId) => service.executor.admitAnonymous(clientIp, requestId),
          clientIp: clientIpOf(service.app),
          requestId: clientRequestId,
          next: service.app,
          pages: { signedIn: (req) => service.sessions.idOf(req) !== undefined },
          observers: service.requestObservers,
        }),
      ),
    );
    // Idle keep-alive connections stay open longer than clients keep theirs (undici: 4 s, browsers and
    // load balancers up to 60 s), so a client never sends on a socket the server is closing (ECONNRESET).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
