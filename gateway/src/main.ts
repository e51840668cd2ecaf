/** `npm start`: the whole service in embedded mode, on one port, with nothing else to install. */
import { loadConfig } from '@listings/shared/config';
import { createService, listen } from './service.ts';

const config = loadConfig();
const service = await createService(config);
const server = await listen(service);
service.logger.info('listening', { url: `${config.site.publicBaseUrl}/v1`, docs: `${config.site.publicBaseUrl}/docs`, dataDir: config.dataDir });

const shutdown = async (signal: string) => {
  service.logger.info('shutting down', { signal });
  server.close();
  await service.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
