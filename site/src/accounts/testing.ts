/**
 * Test helpers of the account pages: the pages on an Express app of their own in front of a test
 * service, trusting the loopback proxy, so a test plays several clients through X-Forwarded-For with the
 * sign-in limits it chooses.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { AccountLinks } from '@listings/command-service/accounts';
import type { TestService } from '@listings/gateway/testing';
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
