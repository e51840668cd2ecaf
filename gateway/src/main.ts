/**
 * `npm start`: the whole service in embedded mode, on one port, with nothing else to install. The
 * settings are validated first (a wrong one stops it with a message naming the variable); SIGTERM or
 * SIGINT stops it gracefully (see shutdownOnSignals).
 */
import { loadConfigOrExit } from '@listings/shared/config';
import {
  closeServer,
  collectProcessMetrics,
  shutdownOnSignals,
  startTracing,
  stopTracing,
} from '@listings/shared/platform';
import { createService, listen, openEmbeddedStores } from './service.ts';
import { seedDemoData } from './demo/seed.ts';

const config = loadConfigOrExit();
collectProcessMetrics();
if (config.observability.otlpEndpoint)
  await startTracing({
    serviceName: config.observability.serviceName ?? 'listings',
    endpoint: config.observability.otlpEndpoint,
  });
const stores = openEmbeddedStores(config.dataDir);
// Whether the log is empty is read before the service starts: its timers record events at once.
const empty = (await stores.events.headPosition()) === 0;
const service = await createService(config, { stores });
let server: Awaited<ReturnType<typeof listen>> | undefined;
shutdownOnSignals(
  () => [
    // Stop accepting; requests in flight finish (at most SHUTDOWN_TIMEOUT_MS), so what was acknowledged was recorded.
    ...(server ? [{ name: 'http', run: () => closeServer(server!, config.shutdownTimeoutMs) }] : []),
    // Timers, projections (the event being applied finishes and is checkpointed), reactors' running jobs, stores.
    { name: 'service', run: () => service.close() },
    { name: 'traces', run: () => stopTracing() },
  ],
  service.logger,
);
if (config.demoData && empty) {
  const started = Date.now();
  const seeded = await seedDemoData(service.events, service.clock);
  await service.projections.waitForPosition(seeded.position, 60_000);
  service.logger.info('demo data seeded (DEMO_DATA=off to start empty)', { ...seeded, ms: Date.now() - started });
}
server = await listen(service);
service.logger.info('listening', {
  url: `${config.site.publicBaseUrl}/v1`,
  docs: `${config.site.publicBaseUrl}/docs`,
  dataDir: config.dataDir,
  node: process.version,
});
