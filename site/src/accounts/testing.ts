/**
 * Test helpers of the account pages: the pages on an Express app of their own in front of a test
 * service, trusting the loopback proxy, so a test plays several clients through X-Forwarded-For with the
 * sign-in limits it chooses; and the demo's two sites on one port, for the network's sign-in and mails.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { AccountLinks } from '@listings/command-service/accounts';
import {
  eventually,
  siteAtItsOwnAddress,
  startTestService,
  type ServiceOptions,
  type TestService,
} from '@listings/gateway/testing';
import type { Clock } from '@listings/shared/kernel';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { accountPagesRouter, type AccountPagesDependencies } from './account-pages.router.ts';

export async function accountPagesBehindProxy(
  test: TestService,
  options: Pick<AccountPagesDependencies, 'clock' | 'limits' | 'sharedLimits'>,
): Promise<{ base: string; close(): Promise<void> }> {
  const app = express();
  app.set('trust proxy', 'loopback');
  const { accounts, sessions, documents, projections, config } = test.service;
  app.use(
    accountPagesRouter({
      accounts,
      links: new AccountLinks(documents),
      sessions,
      documents,
      projections,
      site: config.site,
      readYourWritesTimeoutMs: 2000,
      ...options,
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The demo's network on one port (issue 30): the default site "Listings Directory" on `localhost`, "AI
 * Tools" (key `ai`) on `127.0.0.1`, both real addresses a client (or chromium) can open, each with its
 * own cookies. Resolves once the service knows both sites.
 */
export async function twoSitesOnOnePort(
  options: ServiceOptions & { clock: Clock },
): Promise<{ service: TestService; main: string; ai: string }> {
  const { port } = await siteAtItsOwnAddress();
  const main = `http://localhost:${port}`;
  const ai = `http://127.0.0.1:${port}`;
  const service = await startTestService({ port, site: { name: 'Listings Directory', publicBaseUrl: main } }, options);
  await new SiteContentCommands(service.service.events, options.clock).site(
    {
      type: 'OpenSite',
      key: 'ai',
      defaultKey: 'main',
      name: 'AI Tools',
      purpose: 'AI products',
      hosts: ['127.0.0.1'],
      baseUrl: ai,
    },
    { kind: 'admin', id: 'site-team@test' },
    'test',
  );
  await eventually(
    async () => service.service.sites.network.length,
    (n) => n === 2,
  );
  return { service, main, ai };
}
