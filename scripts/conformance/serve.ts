/**
 * Starts the service for the MCP conformance suite: in-memory stores, no demo data, on 127.0.0.1 at the
 * port given (default 0, a free one); prints `listening <base URL>` once ready. Stopped by SIGTERM.
 */
import { loadConfig } from '@listings/shared/config';
import { silentLogger } from '@listings/shared/kernel';
import { createService, listen } from '@listings/gateway';
import type { AddressInfo } from 'node:net';

const requested = Number(process.argv[2] ?? 0);
const defaults = loadConfig({});
const port = requested;
const service = await createService(
  {
    ...defaults,
    dataDir: ':memory:',
    demoData: false,
    site: { ...defaults.site, publicBaseUrl: `http://127.0.0.1:${port}` },
  },
  { logger: silentLogger },
);
const server = await listen(service, port, '127.0.0.1');
console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`);
const stop = async () => {
  server.closeAllConnections();
  server.close();
  await service.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
