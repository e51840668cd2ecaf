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
import { loadConfig } from '@listings/shared/config';
import { jsonLogger } from '@listings/shared/kernel';
import { kafkaSettings, BusPosition, KafkaRelay } from '@listings/shared/kernel/kafka';
import { createService, listen } from '../service.ts';
import { READ_MODELS as allProjections } from '../features.ts';
import { openDocumentStore, openEventStore, storeSettings } from './stores.ts';
import { kafkaClient, startProjectors } from './projectors.ts';
import { startHealthServer } from './health-server.ts';
import { createEdgeServer } from './edge.ts';
import { readYourWrites, trackWrites } from './read-your-writes.ts';

const role = process.argv[2];
const env = process.env;
const logger = jsonLogger(role ?? 'distributed');
const closers: (() => Promise<unknown>)[] = [];

async function main(): Promise<void> {
  const config = loadConfig(env);
  const bus = kafkaSettings(env);
  const stores = storeSettings(env);
  switch (role) {
    case 'command':
    case 'query': {
      if (env.EVENT_BUS !== 'kafka')
        throw new Error(
          'the command and query services run in distributed mode: set EVENT_BUS=kafka (npm start runs everything in one process)',
        );
      const events = await openEventStore(stores);
      const documents = await openDocumentStore(stores);
      const readPosition = new BusPosition(documents, {
        group: bus.projectorsGroup,
        topic: bus.topic,
        partitions: bus.partitions,
      });
      const service = await createService(config, {
        logger,
        stores: { events: trackWrites(events), documents },
        distributed: { role, readPosition },
      });
      // Read models change in another process: empty the cache of public reads when the projectors move on.
      let seen = -1;
      const checkProgress = async () => {
        const position = await readPosition.position();
        if (position !== seen) service.readCache.invalidate();
        seen = position;
      };
      const timer = setInterval(
        () =>
          void checkProgress().catch((error: unknown) =>
            logger.warn("reading the projectors' progress failed", { error }),
          ),
        Number(env.CACHE_INVALIDATION_POLL_MS ?? 250),
      );
      closers.push(async () => clearInterval(timer));
      if (role === 'command') {
        // The reactors consume the log as their own consumer group: command instances split its partitions.
        const reactors = await startProjectors({
          documents,
          settings: bus,
          projections: service.reactors,
          logger,
          groupId: bus.reactorsGroup,
        });
        closers.push(() => reactors.stop());
      }
      const server = await listen(
        service,
        config.port,
        config.host,
        readYourWrites({ readSide: readPosition, timeoutMs: config.readYourWritesTimeoutMs, afterWait: checkProgress }),
      );
      closers.push(
        async () => server.close(),
        () => service.close(),
      );
      logger.info('listening', { role, port: config.port });
      return;
    }
    case 'projectors': {
      const documents = await openDocumentStore(stores);
      const projectors = await startProjectors({ documents, settings: bus, projections: allProjections, logger });
      const server = await startHealthServer(config.port, config.host, () => projectors.consumer.healthy);
      closers.push(
        async () => server.close(),
        () => projectors.stop(),
        () => documents.close(),
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
      });
      await relay.start();
      const server = await startHealthServer(config.port, config.host, () => relay.healthy);
      closers.push(
        async () => server.close(),
        () => relay.stop(),
        () => events.close(),
        () => documents.close(),
      );
      return;
    }
    case 'gateway': {
      const edge = createEdgeServer({
        commandUrl: env.COMMAND_SERVICE_URL ?? 'http://127.0.0.1:8081',
        queryUrl: env.QUERY_SERVICE_URL ?? 'http://127.0.0.1:8082',
      });
      await new Promise<void>((resolve) => edge.listen(config.port, config.host, resolve));
      closers.push(async () => edge.close());
      logger.info('gateway listening', { port: config.port });
      return;
    }
    default:
      console.error('Usage: node gateway/src/distributed/main.ts command|query|projectors|relay|gateway');
      process.exit(2);
  }
}

const shutdown = async (signal: string) => {
  logger.info('shutting down', { signal });
  for (const close of closers.reverse())
    await close().catch((error: unknown) => logger.error('shutdown step failed', { error }));
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await main().catch((error: unknown) => {
  logger.error('failed to start', { error });
  process.exit(1);
});
