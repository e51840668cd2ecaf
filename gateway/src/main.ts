/** `npm start`: the whole service in embedded mode, on one port, with nothing else to install. */
import { loadConfig } from '@listings/shared/config';
import { createService, listen } from './service.ts';
import { seedDemoData } from './demo/seed.ts';

const config = loadConfig();
const service = await createService(config);
if (config.demoData && (await service.events.headPosition()) === 0) {
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
