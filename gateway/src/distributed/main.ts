/**
 * Entry point of each process of distributed mode (`docker compose up`, or the npm scripts
 * start:command, start:query, start:projectors, start:relay, start:gateway):
 *
 *   command     REST writes, appends to the event store; runs the reactors as a Kafka consumer group
 *   query       REST reads, from the read models the projectors keep
 *   projectors  Kafka consumer group building every read model
 *   relay       follows the event store's $all and publishes it to Kafka (run one)
 *   gateway     one base URL: /v1 routed to command or query by operation
 *
 * The stores and the bus come from the environment (EVENT_STORE, DOCUMENT_STORE, KAFKA_*: see README).
 */
import { loadConfigOrExit } from '@listings/shared/config';
import { jsonLogger, systemClock } from '@listings/shared/kernel';
import {
  closeServer,
  collectProcessMetrics,
  shutdownOnSignals,
  startTracing,
  stopTracing,
  tracePublished,
  watchKafkaLag,
  watchRelay,
} from '@listings/shared/platform';
import { kafkaSettings, BusPosition, KafkaRelay } from '@listings/shared/kernel/kafka';
import { createService, listen } from '../service.ts';
import { READ_MODELS as allProjections } from '../features.ts';
import { openBlobStoreFor, openDocumentStore, openEventStore, storeSettings } from './stores.ts';
import { kafkaClient, startProjectors } from './projectors.ts';
import { startHealthServer } from './health-server.ts';
import { createEdgeServer } from './edge.ts';
import { readYourWrites, trackWrites } from './read-your-writes.ts';
import { applyRoleDefaults } from './role-defaults.ts';
import { refuseMismatchedRoleOrExit } from './role-stores.ts';
import * as ready from './readiness.ts';

// Everything this process creates is its owner's only, what SQLite creates itself included (-wal, -shm):
// the data folder holds secrets and mail with live links (kernel/private-files.ts).
process.umask(0o077);
const role = process.argv[2];
// Unset PORT: the role's own (gateway 8080, command 8081, query 8082, projectors 8083, relay 8084).
const env = applyRoleDefaults(role, process.env);
const logger = jsonLogger(role ?? 'distributed');
/** Shutdown steps, in the order they run (the first one added is the HTTP server: stop accepting first). */
const closers: { name: string; run: () => Promise<unknown> }[] = [];
const config = loadConfigOrExit(env);
// A role on Kafka with stores the other processes cannot see: the message names the settings, exit 2.
refuseMismatchedRoleOrExit(role, env);
/** How far behind the log the read side may be for /ready (READY_MAX_LAG_SECONDS). */
const maxLagMs = Number(env.READY_MAX_LAG_SECONDS || 30) * 1000;

async function main(): Promise<void> {
  collectProcessMetrics();
  if (config.observability.otlpEndpoint)
    await startTracing({
      serviceName: config.observability.serviceName ?? `listings-${role}`,
      endpoint: config.observability.otlpEndpoint,
    });
  const bus = kafkaSettings(env);
  const stores = storeSettings(env);
  switch (role) {
    case 'command':
    case 'query': {
      const events = await openEventStore(stores);
      const documents = await openDocumentStore(stores);
      // Pictures beside the read models, so a logo stored by a command instance is served by every query one.
      const blobStore = await openBlobStoreFor(stores);
      const readPosition = new BusPosition(documents, {
        group: bus.projectorsGroup,
        topic: bus.topic,
        partitions: bus.partitions,
      });
      const service = await createService(config, {
        logger,
        stores: { events: trackWrites(events), documents },
        blobs: blobStore.blobs,
        distributed: { role, readPosition },
      });
      // Read models change in another process: empty the cache of public reads when the projectors move on,
      // and read the network of sites again.
      let seen = -1;
      const checkProgress = async () => {
        const position = await readPosition.position();
        if (position !== seen) {
          service.readCache.invalidate();
          // The network too (gateway/src/sites/): a site opened in another process is found by host.
          await service.sites.refresh();
        }
        seen = position;
      };
      const timer = setInterval(
        () =>
          void checkProgress().catch((error: unknown) =>
            logger.warn("reading the projectors' progress failed", { error }),
          ),
        Number(env.CACHE_INVALIDATION_POLL_MS ?? 250),
      );
      // /ready: both stores answer; query: the read side within the bound; command: its reactors run.
      const checks: Record<string, ready.Check> = {
        'event store': ready.eventStoreReachable(events),
        'document store': ready.documentStoreReachable(documents),
        ...(role === 'query'
          ? { 'read side': ready.readSideWithinBound({ events, readSide: readPosition, maxLagMs, clock: systemClock }) }
          : { reactors: () => ({ ok: false, reason: 'starting' }) }),
      };
      const withYourWrites = readYourWrites({
        readSide: readPosition,
        timeoutMs: config.readYourWritesTimeoutMs,
        afterWait: checkProgress,
      });
      const server = await listen(service, config.port, config.host, (listener) =>
        ready.readinessRoute(checks)(withYourWrites(listener)),
      );
      closers.push(
        { name: 'http', run: () => closeServer(server, config.shutdownTimeoutMs) },
        { name: 'cache poll', run: async () => clearInterval(timer) },
      );
      if (role === 'command') {
        // The reactors consume the log as their own consumer group: command instances split its partitions.
        const reactors = await startProjectors({
          documents,
          settings: bus,
          projections: service.reactors,
          logger,
          groupId: bus.reactorsGroup,
        });
        checks.reactors = ready.consumerHealthy(reactors.consumer);
        const unwatch = watchKafkaLag(kafkaClient(bus, logger), bus.reactorsGroup, bus.topic);
        // The reactors' consumer stops taking messages first (the one in hand finishes, offsets are committed);
        // their running jobs finish in service.close().
        closers.push({ name: 'reactors consumer', run: () => reactors.stop() }, { name: 'lag metrics', run: unwatch });
      }
      closers.push(
        { name: 'service', run: () => service.close() },
        { name: 'blob store', run: () => blobStore.close() },
      );
      logger.info('listening', { role, port: config.port });
      return;
    }
    case 'projectors': {
      const documents = await openDocumentStore(stores);
      // The log itself is only read for /ready: how old the oldest event the read models lack is.
      const events = await openEventStore(stores);
      const projectors = await startProjectors({ documents, settings: bus, projections: allProjections, logger });
      const readSide = new BusPosition(documents, {
        group: bus.projectorsGroup,
        topic: bus.topic,
        partitions: bus.partitions,
      });
      const checks = {
        consumer: ready.consumerHealthy(projectors.consumer),
        'event store': ready.eventStoreReachable(events),
        'document store': ready.documentStoreReachable(documents),
        'read side': ready.readSideWithinBound({ events, readSide, maxLagMs, clock: systemClock }),
      };
      const server = await startHealthServer(config.port, config.host, checks, {
        metricsToken: config.observability.metricsToken,
      });
      const unwatch = watchKafkaLag(kafkaClient(bus, logger), bus.projectorsGroup, bus.topic);
      closers.push(
        { name: 'http', run: () => closeServer(server, config.shutdownTimeoutMs) },
        // The message being applied finishes and is checkpointed; kafkajs commits the offsets it resolved.
        { name: 'projectors consumer', run: () => projectors.stop() },
        { name: 'lag metrics', run: unwatch },
        { name: 'event store', run: () => events.close() },
        { name: 'document store', run: () => documents.close() },
      );
      logger.info('projectors consuming', { topic: bus.topic, group: bus.projectorsGroup, port: config.port });
      return;
    }
    case 'relay': {
      const events = await openEventStore(stores);
      const documents = await openDocumentStore(stores);
      const relay = new KafkaRelay({
        events,
        documents,
        kafka: kafkaClient(bus, logger),
        topic: bus.topic,
        partitions: bus.partitions,
        logger,
        // Traces: each published event is a producer span in the trace its metadata carries.
        onPublished: tracePublished(bus.topic),
      });
      await relay.start();
      // Its metrics (lag, position, publish errors, lease held); /ready: holding the lease, or a standby that reaches it.
      const unwatch = watchRelay({
        topic: bus.topic,
        status: () => relay.status(),
        headPosition: () => events.headPosition(),
      });
      const server = await startHealthServer(config.port, config.host, () => relay.healthy, {
        metricsToken: config.observability.metricsToken,
      });
      closers.push(
        { name: 'http', run: () => closeServer(server, config.shutdownTimeoutMs) },
        // The page being published is sent and checkpointed before the relay stops; the lease is given up.
        { name: 'relay', run: () => relay.stop() },
        { name: 'relay metrics', run: async () => unwatch() },
        { name: 'event store', run: () => events.close() },
        { name: 'document store', run: () => documents.close() },
      );
      return;
    }
    case 'gateway': {
      const edge = createEdgeServer({
        commandUrl: env.COMMAND_SERVICE_URL ?? 'http://127.0.0.1:8081',
        queryUrl: env.QUERY_SERVICE_URL ?? 'http://127.0.0.1:8082',
        metricsToken: config.observability.metricsToken,
        limits: config.http,
      });
      await new Promise<void>((resolve) => edge.listen(config.port, config.host, resolve));
      closers.push({ name: 'http', run: () => closeServer(edge, config.shutdownTimeoutMs) });
      logger.info('gateway listening', { port: config.port });
      return;
    }
    default:
      console.error('Usage: node gateway/src/distributed/main.ts command|query|projectors|relay|gateway');
      process.exit(2);
  }
}

shutdownOnSignals(() => [...closers, { name: 'traces', run: () => stopTracing() }], logger);

await main().catch((error: unknown) => {
  logger.error('failed to start', { error });
  process.exit(1);
});
