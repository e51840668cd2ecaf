/** `npm start`: the whole service in embedded mode, on one port, with nothing else to install. */
import { loadConfig } from '@listings/shared/config';
import { systemClock } from '@listings/shared/kernel';
import { createService, listen, openEmbeddedStores } from './service.ts';
import { seedDemoData } from './demo/seed.ts';

const config = loadConfig();
const stores = openEmbeddedStores(config.dataDir);
// The demo is written before the service starts, so its timers (launches, week closing) never act on
// a directory half seeded.
const started = Date.now();
const seeded =
  config.demoData && (await stores.events.headPosition()) === 0 ? await seedDemoData(stores.events, systemClock) : null;
const service = await createService(config, { stores });
if (seeded) {
  await service.projections.waitForPosition(seeded.position, 60_000);
  // Its finished weeks are closed at once (their awards recorded), not at the timer's next round.
  await service.jobs.get('week closing')?.tick();
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
