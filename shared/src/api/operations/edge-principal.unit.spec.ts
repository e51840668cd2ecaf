/**
 * A principal the edge authenticated itself (a person signed in on the site's pages) runs an
 * operation exactly as a bearer credential would: the same access check (scopes), and the rate limit
 * counted against that credential, not the client address.
 */
import { expect } from 'chai';
import { OperationExecutor } from './executor.ts';
import { silentLogger } from '../../kernel/observability/logger.ts';
import type { OperationHandler } from './result.ts';
import type { Principal } from '../../platform/auth/principal.ts';

describe('executor: a principal given by the edge', () => {
  const counted: { kind: string; id: string }[] = [];
  const seen: (Principal | null)[] = [];
  const handler: OperationHandler = async (context) => {
    seen.push(context.principal);
    return { status: 200, body: { ok: true } };
  };
  const executor = new OperationExecutor({
    handlers: new Map([['get_account', handler]]),
    authenticator: { authenticate: async () => null },
    rateLimiter: { consume: async (key: { kind: string; id: string }) => (counted.push(key), {}) } as never,
    idempotency: {} as never,
    logger: silentLogger,
  });
  const run = (principal?: Principal) =>
    executor.execute({
      operationId: 'get_account',
      params: {},
      query: {},
      body: undefined,
      clientIp: '10.0.0.1',
      principal,
    });
  const session: Principal = {
    accountId: 'acc-1',
    credentialId: 'session:ref-1',
    credentialKind: 'session',
    scopes: ['account:read'],
  };

  it('runs the operation as that principal and counts it against its credential', async () => {
    const result = await run(session);
    expect(result.status).to.equal(200);
    expect(seen.at(-1)).to.equal(session);
    expect(counted.at(-1)).to.deep.equal({ kind: 'credential', id: 'session:ref-1' });
  });

  it('still checks the scopes, and without a principal the operation needs credentials', async () => {
    expect((await run({ ...session, scopes: ['orders:write'] })).status).to.equal(403);
    expect((await run()).status).to.equal(401);
  });
});
