/**
 * Who may call what: the auth matrix of every operation, over HTTP.
 */
import { SCOPES } from '@listings/shared/platform';
import { expect } from 'chai';
import { operations } from '@listings/shared/api';
import { generateApiKey } from '@listings/shared/platform';
import { baseInput, type Input } from './testing/boundary-cases.ts';
import { requestPath } from './testing/http.ts';
import { startTestService, type TestService } from './testing/test-service.ts';
import { SiteContentCommands } from '@listings/command-service/site-content';

const BASES: Record<string, Partial<Input>> = {
  claim_listing: { body: { slug: 'acme', method: 'email', email: 'founder@acme.com' } },
  // Orders price real products: a product on offer that needs no listing (seeded below).
  quote_order: { body: { items: [{ product: 'trophy_access' }] } },
  create_checkout: { body: { items: [{ product: 'trophy_access' }] } },
};

describe('access control of every operation over HTTP', () => {
  let service: TestService;
  let allScopes: string;
  const withoutScope = new Map<string, string>();

  before(async () => {
    service = await startTestService();
    const content = new SiteContentCommands(service.service.events, service.service.clock);
    const admin = { kind: 'admin' as const, id: 'test' };
    await content.product(
      { type: 'DefineProduct', code: 'trophy_access', name: 'Access trophy', needsListing: false },
      admin,
      'test',
    );
    const priced = await content.product(
      { type: 'SetProductPrice', code: 'trophy_access', priceCents: 100 },
      admin,
      'test',
    );
    await service.service.projections.waitForPosition(priced.position, 5000);
    allScopes = (await service.createKey([...SCOPES])).key;
    for (const scope of SCOPES)
      withoutScope.set(scope, (await service.createKey(SCOPES.filter((s) => s !== scope))).key);
  });
  after(() => service.close());

  const send = (operation: (typeof operations)[number], headers: Record<string, string>) => {
    const input = baseInput(operation, BASES[operation.operationId]);
    return service.call(operation.method.toUpperCase(), requestPath(operation, input), { body: input.body, headers });
  };

  for (const operation of operations) {
    describe(`${operation.operationId} (${operation.access})`, () => {
      if (operation.access === 'public') {
        it('answers without credentials', async () => {
          expect((await send(operation, {})).status).to.not.be.oneOf([401, 403]);
        });
        it('accepts valid credentials', async () => {
          expect((await send(operation, { authorization: `Bearer ${allScopes}` })).status).to.not.be.oneOf([401, 403]);
        });
        it('refuses invalid credentials with 401', async () => {
          expect((await send(operation, { authorization: `Bearer ${generateApiKey().key}` })).status).to.equal(401);
        });
        return;
      }
      it('401 without credentials, with a Bearer challenge', async () => {
        const response = await send(operation, {});
        expect(response.status).to.equal(401);
        expect(response.body.code).to.equal('unauthorized');
        expect(response.headers.get('www-authenticate')).to.match(/^Bearer /);
      });
      it('401 with an unknown key', async () => {
        expect((await send(operation, { authorization: `Bearer ${generateApiKey().key}` })).status).to.equal(401);
      });
      it('401 with a malformed Authorization header', async () => {
        expect(
          (await send(operation, { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` })).status,
        ).to.equal(401);
      });
      it(`403 with a key lacking ${operation.access}`, async () => {
        const response = await send(operation, { authorization: `Bearer ${withoutScope.get(operation.access)}` });
        expect(response.status).to.equal(403);
        expect(response.body).to.include({ code: 'insufficient_scope', required_scope: operation.access });
        expect(response.headers.get('www-authenticate')).to.include(`scope="${operation.access}"`);
      });
      it('passes with a key holding the scope', async () => {
        expect((await send(operation, { authorization: `Bearer ${allScopes}` })).status).to.not.be.oneOf([
          400, 401, 403,
        ]);
      });
    });
  }

  it('a revoked key stops working at once', async () => {
    const { key, keyId, accountId } = await service.createKey(['account:read']);
    expect((await service.call('GET', '/me', { key })).status).to.equal(200);
    const { position } = await service.service.accounts.revokeApiKey(
      accountId,
      keyId,
      { kind: 'admin', id: 'test' },
      'test',
    );
    await service.service.projections.waitForPosition(position, 5000);
    const response = await service.call('GET', '/me', { key });
    expect(response.status).to.equal(401);
  });

  it('keys are stored hashed: the read model never holds the secret', async () => {
    const { key } = await service.createKey(['account:read']);
    const stored = JSON.stringify(await service.service.documents.collection('api_keys').find({}));
    expect(stored).to.not.include(key);
    expect(stored).to.not.include(key.slice(10));
  });
});
