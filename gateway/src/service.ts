/**
 * Composition root of the embedded mode: one process, the event log in SQLite, read models in the
 * in-process document store, projections fed by a catch-up subscription. Nothing below this file
 * knows which mode it runs in.
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
  systemClock,
  type Clock,
  jsonLogger,
  type Logger,
  type IntervalJob,
  type Projection,
  type ProjectionFaults,
} from '@listings/shared/kernel';
import {
  ApiKeyAuthenticator,
  firstOf,
  type SafeFetcher,
  SessionStore,
  type Mailer,
  createMailer,
  type PaymentProvider,
} from '@listings/shared/platform';
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
import { resourceMetadataChallenge } from './mcp/mcp.router.ts';
import { agentEdgeRoutes, oauthAccessTokens } from './oauth/compose.ts';
import { AccountCommands } from '@listings/command-service/accounts/account-commands';
import { buildHandlers } from './handlers.ts';
import { allProjections } from './projections.ts';
import { ListingSearchIndex } from '@listings/query-service/search/listing-search-index';
import { badgeImagesRouter } from './badges/badge-images.router.ts';
import { launchScheduler } from '@listings/command-service/listings/launch-scheduler';
import { ListingCommands } from '@listings/command-service/listings/listing-commands';
import { dueLaunches } from '@listings/query-service/launches/due-launches';
import { buildApp, clientIpOf } from './app.ts';
import { accountPagesRouter } from './pages/account-pages.router.ts';
import { DraftCommands } from '@listings/command-service/drafts/draft-commands';
import { defaultDraftingPorts, type DraftingPorts } from '@listings/command-service/drafts/drafting.composition';
import { draftingReactor } from '@listings/command-service/drafts/drafting.reactor';
import { inviteMailReactor } from '@listings/command-service/drafts/invite-mail.reactor';
import { categoryResolver, draftResponses } from '@listings/query-service/drafts/draft-queries';
import { ordersModule } from './checkout/compose.ts';
import { ClaimCommands } from '@listings/command-service/claims/claim-commands';
import { defaultClaimPorts, type ClaimPorts } from '@listings/command-service/claims/claims.composition';
import { claimMailReactor } from '@listings/command-service/claims/claim-mail.reactor';
import { claimPagesRouter } from './claims/claim-pages.router.ts';
import { myListingsModule, type MyListingsOptions } from './my-listings/compose.ts';

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
  /** Takes scheduled listings live when their week begins (on a timer; tests tick it). */
  launches: IntervalJob<number>;
  /** Consumers with side effects (crawl and draft, mail, fulfilment); in distributed mode fed by Kafka. */
  reactors: readonly Projection[];
  app: ReturnType<typeof buildApp>;
  close(): Promise<void>;
}

export interface ServiceOptions {
  clock?: Clock;
  logger?: Logger;
  stores?: EmbeddedStores;
  /** Replaces or adds operation handlers (tests exercise the pipeline with handlers of their own). */
  handlers?: ReadonlyMap<string, OperationHandler>;
  /** The site crawler and drafter of the submit-by-URL flow (default: the real ones, drafting.composition.ts). */
  drafting?: DraftingPorts;
  /** Outgoing e-mail (default: from config.mail: SMTP, or the outbox in the data folder). */
  mailer?: Mailer;
  /** Fetches OAuth client ID metadata documents (default: the SSRF-safe fetcher from the environment; tests allow 127.0.0.1). */
  oauthFetcher?: SafeFetcher;
  /** The payment provider of the checkout page (default: the sandbox provider). */
  paymentProvider?: PaymentProvider;
  /** Claims: the fetcher of meta/file checks (tests allow 127.0.0.1), the TXT resolver, the e-mail link key (default: claims.composition.ts). */
  claims?: Partial<ClaimPorts>;
  /** My listings: the badge fetcher of choose_free_listing (tests allow 127.0.0.1), re-check timing, site key. */
  myListings?: MyListingsOptions;
  /**
   * Distributed mode (gateway/src/distributed/): the read models are built by the projectors process
   * from Kafka, so this process runs only what its role needs on its own runner (command: the reactors;
   * query: the in-memory search index) and waits on the projectors' progress for read-your-writes.
   */
  distributed?: { role: 'command' | 'query'; readPosition: ReadPosition };
  /** Test-only: the projection runner's fault seam (crash tests). */
  projectionFaults?: ProjectionFaults;
}

/** Where the read side is: ProjectionRunner in one process, the projectors' group progress (BusPosition) on Kafka. */
export interface ReadPosition {
  position(): Promise<number>;
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
}

export async function createService(config: ServiceConfig, options: ServiceOptions = {}): Promise<Service> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? jsonLogger('gateway');
  const { events, documents } = options.stores ?? openEmbeddedStores(config.dataDir);

  const search = new ListingSearchIndex();
  const mailer = options.mailer ?? createMailer(config.mail, config.dataDir, documents);
  const drafting = options.drafting ?? defaultDraftingPorts(config.site);
  const drafts = new DraftCommands(events, clock, drafting.drafter, categoryResolver(documents));
  // Reactors run on the same runner as the read models; their slow work runs beside it (reactor.ts).
  const reactors = [
    draftingReactor({ drafts, crawler: drafting.crawler, drafter: drafting.drafter, logger }),
    inviteMailReactor({ drafts, mailer, site: config.site, logger }),
  ];
  // Claims of listings: checks through the SSRF-safe fetcher and the TXT resolver; e-mail links sent by a reactor.
  const claimPorts = defaultClaimPorts(process.env, config.site.publicBaseUrl, config.dataDir, options.claims);
  const claims = new ClaimCommands(events, clock, claimPorts, claimPorts.linkSecret);
  reactors.push(claimMailReactor({ claims, mailer, site: config.site, logger }));
  // Owner edits, updates (followers mailed by its reactor), interview, free plan (badge re-check timer).
  let readSideRef: ReadPosition | null = null;
  const myListings = myListingsModule({
    events,
    documents,
    site: config.site,
    clock,
    logger,
    mailer,
    options: options.myListings,
    waitForPosition: (p, t) => readSideRef!.waitForPosition(p, t),
    readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
  });
  reactors.push(myListings.reactor);
  // Orders: pricing, checkout, the checkout pages and the fulfilment reactor (gateway/src/checkout/).
  const orders = ordersModule({
    events,
    documents,
    clock,
    site: config.site,
    payments: config.payments,
    logger,
    provider: options.paymentProvider,
  });
  reactors.push(orders.reactor);
  const role = options.distributed?.role;
  // Distributed mode: the command services run the reactors as a Kafka consumer group (distributed/
  // main.ts) and the query services keep only the in-memory search index; embedded runs everything.
  const projections = new ProjectionRunner(
    events,
    documents,
    role === 'command'
      ? []
      : role === 'query'
        ? [search.projection]
        : [...allProjections, search.projection, ...reactors],
    logger,
    { faults: options.projectionFaults },
  );
  const readSide: ReadPosition = options.distributed?.readPosition ?? projections;
  readSideRef = readSide;
  const readCache = new ResponseCache(config.httpCache);
  projections.onApplied(() => readCache.invalidate());
  await projections.start();
  if (role !== 'query') myListings.start();
  const launches = launchScheduler({
    listings: new ListingCommands(events, clock),
    clock,
    logger,
    due: (monday) => dueLaunches(documents, monday),
  });
  if (role !== 'query') launches.start(config.launchSchedulerTickMs);

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
    handlers: new Map([
      ...buildHandlers({
        documents,
        site: config.site,
        clock,
        search,
        drafts: {
          commands: drafts,
          responses: draftResponses({
            documents,
            waitForPosition: (p, t) => readSide.waitForPosition(p, t),
            readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
          }),
        },
        orders: orders.handlers,
        myListings: myListings.handlers,
        claims: {
          claims,
          waitForPosition: (p, t) => readSide.waitForPosition(p, t),
          readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
        },
      }),
      ...(options.handlers ?? []),
    ]),
    authenticator,
    rateLimiter: new RateLimiter(config.rateLimits),
    idempotency,
    logger,
    challenge: resourceMetadataChallenge(config.site.publicBaseUrl),
  });

  const accounts = new AccountCommands(events, clock);
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
      { path: '/badges', router: badgeImagesRouter({ documents, site: config.site, clock }) },
      { path: '/', router: orders.router(sessions) },
      {
        path: '/',
        router: claimPagesRouter({
          claims,
          documents,
          cookie: sessions.cookie,
          site: config.site,
          projections: readSide,
          readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
          logger,
        }),
      },
      {
        path: '/',
        router: accountPagesRouter({
          accounts,
          sessions,
          documents,
          projections: readSide,
          site: config.site,
          readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
          logger,
        }),
      },
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
    accounts,
    sessions,
    mailer,
    launches,
    reactors,
    async close() {
      clearInterval(purge);
      await myListings.stop();
      await launches.stop();
      await projections.stop();
      await Promise.all(reactors.map((reactor) => reactor.stop()));
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
        }),
      ),
    );
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
