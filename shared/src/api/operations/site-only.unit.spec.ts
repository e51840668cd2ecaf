/**
 * The executor runs a site-only operation (`surface: 'site'`) for a person signed in on the site only:
 * a session principal the pages give. An API key, an OAuth token, no credentials, or a principal of
 * another kind handed in by some edge: it does not exist for them (404 `unknown_operation`), before
 * anything is counted or run. For the person it runs like any operation, with its own limit per
 * account counted besides the per-credential one.
 */
import { expect } from 'chai';
import { OperationExecutor } from './executor.ts';
import { RateLimiter } from './rate-limit.ts';
import { silentLogger } from '../../kernel/observability/logger.ts';
import type { OperationContext, OperationHandler } from './result.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { SCOPES } from '../../platform/auth/scopes.ts';
import { siteOperations } from '../catalog/operations.ts';

describe('executor: site-only operations', () => {
  const ran: OperationContext[] = [];
  const handler: OperationHandler = async (context) => {
    ran.push(context);
    return { status: 200, body: { listing_id: 1 } };
  };
  const apiKey: Principal = { accountId: 'acc-1', credentialId: 'key-1', credentialKind: 'api_key', scopes: SCOPES };
  const oauth: Principal = { accountId: 'acc-1', credentialId: 'oauth:g-1', credentialKind: 'oauth', scopes: SCOPES };
  const session: Principal = {
    accountId: 'acc-1',
    credentialId: 'session:ref-1',
    credentialKind: 'session',
    scopes: SCOPES,
  };
  const build = () => {
    const counted: { kind: string; id: string }[] = [];
    const limiter = new RateLimiter({ perCredential: 1000, perIp: 1000, windowSeconds: 60 });
    const executor = new OperationExecutor({
      handlers: new Map(siteOperations.map((operation) => [operation.operationId, handler])),
      authenticator: {
        authenticate: async (token) => (token === 'the-key' ? apiKey : token === 'the-token' ? oauth : null),
      },
      rateLimiter: {
        consume: (subject: Parameters<RateLimiter['consume']>[0]) => (
          counted.push({ kind: subject.kind, id: subject.id }),
          limiter.consume(subject)
        ),
      } as RateLimiter,
      idempotency: {} as never,
      logger: silentLogger,
    });
    return { executor, counted };
  };
  /** A valid input of each site-only operation that takes more than a slug. */
  const hash = 'a'.repeat(64);
  const COMMENT = '0b7f5a2e-8c1d-4e3f-9a6b-2c4d6e8f0a1b';
  const picture = {
    renditions: [{ size: 96, format: 'png', hash, bytes: 1200 }],
    original: { hash, size: 3000, type: 'png', width: 96, height: 96 },
  };
  const INPUTS: Record<string, { params: Record<string, string>; body?: unknown }> = {
    review_listing: { params: { slug: 'alpha' }, body: { rating: '4', text: 'Good' } },
    post_comment: { params: { slug: 'alpha' }, body: { text: 'Nice' } },
    edit_comment: { params: { slug: 'alpha', comment_id: COMMENT }, body: { text: 'Nicer' } },
    delete_comment: { params: { slug: 'alpha', comment_id: COMMENT } },
    report_comment: { params: { slug: 'alpha', comment_id: COMMENT }, body: { reason: 'spam' } },
    update_profile: { params: {}, body: { handle: 'ada' } },
    save_notification_settings: { params: {}, body: { frequency: 'daily' } },
    mark_notifications_read: { params: {}, body: { through: '12' } },
    set_listing_logo: { params: { listing_id: '1' }, body: picture },
    add_listing_screenshot: { params: { listing_id: '1' }, body: picture },
    remove_listing_screenshot: { params: { listing_id: '1' }, body: { hash } },
    set_founder_photo: { params: { listing_id: '1', founder_slug: 'ada' }, body: picture },
    remove_founder_photo: { params: { listing_id: '1', founder_slug: 'ada' } },
  };
  const request = (operationId: string, caller: { authorization?: string; principal?: Principal }) => ({
    operationId,
    params: INPUTS[operationId]?.params ?? { slug: 'alpha' },
    query: {},
    body: INPUTS[operationId]?.body,
    clientIp: '10.0.0.7',
    ...caller,
  });

  for (const operation of siteOperations) {
    const { operationId } = operation;
    // Removing a picture spends nothing of the person's own budget: only operations with an account limit count there.
    const perAccount = 'accountLimit' in operation && operation.accountLimit ? [{ kind: 'account', id: 'acc-1' }] : [];
    it(`${operationId}: does not exist for an API key, an OAuth token, no credentials or a non-session principal`, async () => {
      const { executor, counted } = build();
      ran.length = 0;
      for (const caller of [
        { authorization: 'Bearer the-key' },
        { authorization: 'Bearer the-token' },
        {},
        { principal: apiKey },
        { principal: oauth },
      ]) {
        const result = await executor.execute(request(operationId, caller));
        expect(result.status, JSON.stringify(caller)).to.equal(404);
        expect(result.body).to.include({ code: 'unknown_operation' });
      }
      expect(ran).to.deep.equal([]);
      expect(counted).to.deep.equal([]);
    });

    it(`${operationId}: runs for a session principal, counted per credential and per account`, async () => {
      const { executor, counted } = build();
      ran.length = 0;
      const result = await executor.execute(request(operationId, { principal: session }));
      expect(result.status).to.equal(200);
      expect(ran).to.have.length(1);
      expect(ran[0]!.principal).to.equal(session);
      expect(ran[0]!.clientIp).to.equal('10.0.0.7');
      expect(counted).to.deep.equal([{ kind: 'credential', id: 'session:ref-1' }, ...perAccount]);
    });
  }

  it('refuses the person past the operation’s own limit: 429 rate_limited with Retry-After', async () => {
    const { executor } = build();
    ran.length = 0;
    const review = () => executor.execute(request('review_listing', { principal: session }));
    for (let i = 0; i < 5; i++) expect((await review()).status).to.equal(200);
    const refused = await review();
    expect(refused.status).to.equal(429);
    expect(refused.body).to.include({ code: 'rate_limited' });
    expect(Number(refused.headers!['Retry-After'])).to.be.within(1, 3600);
    expect(refused.headers!['RateLimit-Policy']).to.equal('"engagement-reviews";q=5;w=3600');
    expect(ran).to.have.length(5);
    // Votes and follows count in their own bucket: the person may still vote.
    expect((await executor.execute(request('vote_listing', { principal: session }))).status).to.equal(200);
  });
});
