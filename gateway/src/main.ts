/**
 * `npm start`: the whole service in embedded mode, on one port, with nothing else to install. The
 * settings are validated first (a wrong one stops it with a message naming the variable); SIGTERM or
 * SIGINT stops it gracefully (see shutdownOnSignals).
 */
import { loadConfigOrExit } from '@listings/shared/config';
import { openBlobStore, systemClock } from '@listings/shared/kernel';
import {
  closeServer,
  collectProcessMetrics,
  shutdownOnSignals,
  startTracing,
  stopTracing,
} from '@listings/shared/platform';
import { createService, listen, openEmbeddedStores } from './service.ts';
import { seedDemoData } from './demo/seed.ts';
import { seedDemoSecondSite } from './demo/second-site.ts';

// Everything this process creates is its owner's only, what SQLite creates itself included (-wal, -shm):
// the data folder holds secrets and mail with live links (kernel/private-files.ts).
process.umask(0o077);
const config = loadConfigOrExit();
collectProcessMetrics();
if (config.observability.otlpEndpoint)
  await startTracing({
    serviceName: config.observability.serviceName ?? 'listings',
    endpoint: config.observability.otlpEndpoint,
  });
const stores = openEmbeddedStores(config.dataDir);
const blobs = openBlobStore(config.dataDir);
// The demo is written before the service starts, so its timers (launches, week closing) never act on
// a directory half seeded.
const started = Date.now();
const seeded =
  config.demoData && (await stores.events.headPosition()) === 0
    ? await seedDemoData(stores.events, systemClock, { blobs })
    : null;
// And a second site of the network on the same port, on 127.0.0.1 (demo/second-site.ts).
const secondSite = seeded ? await seedDemoSecondSite(stores.events, systemClock, config.site, { blobs }) : null;
const service = await createService(config, { stores, blobs });
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
if (seeded) {
  await service.projections.waitForPosition(Math.max(seeded.position, secondSite?.position ?? 0), 60_000);
  // Its finished weeks are closed at once (their awards recorded), not at the timer's next round.
  await service.jobs.get('week closing')?.tick();
  service.logger.info('demo data seeded (DEMO_DATA=off to start empty)', { ...seeded, ms: Date.now() - started });
  if (secondSite)
    service.logger.info('demo network: a second site on the same port', {
      site: secondSite.site,
      url: secondSite.baseUrl,
      defaultSite: config.site.publicBaseUrl,
      listings: secondSite.listings,
    });
}
server = await listen(service);
service.logger.info('listening', {
  url: `${config.site.publicBaseUrl}/v1`,
  docs: `${config.site.publicBaseUrl}/docs`,
  dataDir: config.dataDir,
  node: process.version,
});
