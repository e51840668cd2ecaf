/** `npm start`: the whole service in embedded mode, on one port, with nothing else to install. */
import { loadConfig } from '@listings/shared/config';
import { createService, listen, openEmbeddedStores } from './service.ts';
import { seedDemoData } from './demo/seed.ts';

const config = loadConfig();
const stores = openEmbeddedStores(config.dataDir);
// Whether the log is empty is read before the service starts: its timers record events at once.
const empty = (await stores.events.headPosition()) === 0;
const service = await createService(config, { stores });
if (config.demoData && empty) {
  const started = Date.now();
  const seeded = await seedDemoData(service.events, service.clock);
  await service.projections.waitForPosition(seeded.position, 60_000);
  service.logger.info('demo data seeded (DEMO_DATA=off to start empty)', { ...seeded, ms: Date.now() - started });
}
const server = await listen(service);
service.logger.info('listening', {
  url: `${config.site.publicBaseUrl}/v1`,
  docs: `${config.site.publicBaseUrl}/docs`,
  dataDir: config.dataDir,
});

const shutdown = async (signal: string) => {
  service.logger.info('shutting down', { signal });
  server.close();
  await service.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
