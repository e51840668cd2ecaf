/**
 * The operations' context carries the request's site (issue 30): the site the edge found for the
 * request's host (http/request-site.ts, handed over by REST, MCP and the pages alike), or the
 * configured default site when the request names none, never nothing.
 */
import { expect } from 'chai';
import type { IncomingMessage } from 'node:http';
import { OperationExecutor } from './executor.ts';
import { silentLogger } from '../../kernel/observability/logger.ts';
import type { OperationHandler } from './result.ts';
import { defaultSite, type Site } from '../../contracts/site-content/sites.events.ts';
import { requestSiteKeyOf, requestSiteOf, setRequestSite } from '../http/request-site.ts';

const ai: Site = {
  key: 'ai',
  name: 'AI Tools',
  purpose: 'AI',
  hosts: ['ai.test'],
  baseUrl: 'https://ai.test',
  isDefault: false,
};
const configured = defaultSite({ key: 'dir', name: 'Dir', publicBaseUrl: 'https://dir.test' });

describe('executor: the request site in the context', () => {
  const seen: Site[] = [];
  const handler: OperationHandler = async (context) => {
    seen.push(context.site);
    return { status: 200, body: {} };
  };
  const executorWith = (defaults?: Site) =>
    new OperationExecutor({
      handlers: new Map([['get_site_info', handler]]),
      authenticator: { authenticate: async () => null },
      rateLimiter: { consume: async () => ({}) } as never,
      idempotency: {} as never,
      logger: silentLogger,
      defaultSite: defaults,
    });
  const run = (executor: OperationExecutor, site?: Site) =>
    executor.execute({
      operationId: 'get_site_info',
      params: {},
      query: {},
      body: undefined,
      clientIp: '10.0.0.1',
      site,
    });

  it("hands the handler the request's site", async () => {
    expect((await run(executorWith(configured), ai)).status).to.equal(200);
    expect(seen.at(-1)).to.equal(ai);
  });

  it('is the configured default site when the request names none, and key main without one', async () => {
    await run(executorWith(configured));
    expect(seen.at(-1)).to.equal(configured);
    await run(executorWith());
    expect(seen.at(-1)).to.deep.include({ key: 'main', isDefault: true });
  });

  it('is kept beside the request object, where the host middleware puts it', () => {
    const req = {} as IncomingMessage;
    expect(requestSiteOf(req)).to.equal(undefined);
    setRequestSite(req, ai);
    expect(requestSiteOf(req)).to.equal(ai);
    expect(requestSiteKeyOf(req)).to.equal('ai');
  });
});
