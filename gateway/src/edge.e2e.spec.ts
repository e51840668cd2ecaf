/**
 * The HTTP edge as a client sees it: site info, account, OpenAPI document, docs, health, and the
 * problem+json shape of every kind of error.
 */
import { expect } from 'chai';
import { operations } from '@listings/shared/api';
import { startTestService, type TestService } from './testing/test-service.ts';

describe('HTTP edge', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ site: { name: 'Test Directory', publicBaseUrl: 'https://directory.test' } });
  });
  after(() => service.close());

  it('get_site_info names the site, its URLs and counts from the read models', async () => {
    await service.service.documents.collection('listings').insertOne({ _id: 'l1', listing_id: 9001, status: 'live' });
    await service.service.documents.collection('listings').insertOne({ _id: 'l2', listing_id: 9002, status: 'draft' });
    await service.service.documents.collection('categories').insertOne({ _id: 'c1' });
    const response = await service.call('GET', '/site');
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.include({ name: 'Test Directory', counts: { live_listings: 1, categories: 1 } });
    expect(response.body.urls).to.deep.equal({
      site: 'https://directory.test',
      api: 'https://directory.test/v1',
      docs: 'https://directory.test/docs',
      openapi: 'https://directory.test/v1/openapi.json',
      mcp: 'https://directory.test/mcp',
      oauth_authorization_server: 'https://directory.test/.well-known/oauth-authorization-server',
      oauth_protected_resource: 'https://directory.test/.well-known/oauth-protected-resource/mcp',
    });
    expect(response.body.mcp).to.deep.include({ url: 'https://directory.test/mcp', transport: 'streamable-http' });
    expect(response.body.mcp.protocol_versions).to.include.members(['2026-07-28', '2025-03-26']);
    expect(response.body.mcp.authorization.authorization_server_metadata).to.equal(
      'https://directory.test/.well-known/oauth-authorization-server',
    );
  });

  it('get_account tells who you are and what your key allows', async () => {
    const { key, keyId, accountId } = await service.createKey(['account:read', 'orders:write'], 'ann@example.com');
    const response = await service.call('GET', '/me', { key });
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.include({
      id: accountId,
      email: 'ann@example.com',
      name: 'Test User',
      scopes: ['account:read', 'orders:write'],
    });
    expect(response.body.credential).to.deep.equal({ kind: 'api_key', id: keyId });
    expect(response.body.allowed_operations).to.include.members(['get_account', 'create_checkout', 'get_site_info']);
    expect(response.body.allowed_operations).to.not.include('submit_listing');
  });

  it('serves an OpenAPI 3.1 document listing every operation with its operationId', async () => {
    const response = await fetch(`${service.baseUrl}/v1/openapi.json`);
    const document: any = await response.json();
    expect(document.openapi).to.equal('3.1.0');
    expect(document.info.version).to.equal('1.0.0');
    const ids = Object.values(document.paths).flatMap((item: any) =>
      Object.values(item).map((op: any) => op.operationId),
    );
    expect(ids).to.have.members(operations.map((op) => op.operationId));
    // The spec's 41, and the auditors' 6 beyond it (each marked x-beyond-spec).
    expect(ids).to.have.length(41 + 6);
    expect(document.components.schemas.Problem.properties).to.include.keys('code', 'errors', 'status', 'detail');
    expect(
      document.paths['/drafts'].post.requestBody.content['application/json'].schema.properties.url.maxLength,
    ).to.equal(2048);
    expect(document.paths['/me'].get.security).to.deep.equal([{ bearer: ['account:read'] }]);
  });

  it('serves interactive docs at /docs', async () => {
    const response = await fetch(`${service.baseUrl}/docs/`);
    expect(response.status).to.equal(200);
    expect(await response.text()).to.include('swagger-ui');
  });

  it('answers health and readiness', async () => {
    expect((await fetch(`${service.baseUrl}/health`)).status).to.equal(200);
    expect((await fetch(`${service.baseUrl}/ready`)).status).to.equal(200);
  });

  it('an operation without a handler is a wiring fault (500, logged), never a 501 "not built"', async () => {
    // Every operation has a handler (features.ts refuses to compile otherwise): a map lacking one is a bug.
    const { OperationExecutor } = await import('@listings/shared/api');
    const { silentLogger } = await import('@listings/shared/kernel');
    const executor = new OperationExecutor({
      handlers: new Map(),
      authenticator: {
        authenticate: async () => ({ accountId: 'a', credentialId: 'k', scopes: ['account:read'] }) as never,
      },
      rateLimiter: { consume: async () => ({}) } as never,
      idempotency: {} as never,
      logger: silentLogger,
    });
    const response = await executor.execute({
      operationId: 'get_order',
      params: { number: 'ord-1' },
      query: {},
      body: undefined,
      authorization: 'Bearer k',
      clientIp: '127.0.0.1',
    });
    expect(response.status).to.equal(500);
    expect(response.body).to.include({ code: 'internal_error' });
  });

  it('malformed JSON, a non-JSON body and an unknown path are problems too', async () => {
    const { key } = await service.createKey(['listings:write']);
    const malformed = await fetch(`${service.baseUrl}/v1/drafts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{"url":',
    });
    expect(malformed.status).to.equal(400);
    expect(((await malformed.json()) as any).code).to.equal('invalid_json');
    const text = await fetch(`${service.baseUrl}/v1/drafts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
      body: 'url=x',
    });
    expect(text.status).to.equal(415);
    const unknown = await service.call('GET', '/nowhere');
    expect(unknown.status).to.equal(404);
    expect(unknown.body.code).to.equal('no_such_route');
  });

  it('a 400 names every faulty field at once and writes nothing', async () => {
    const { key } = await service.createKey(['listings:write']);
    const head = await service.service.events.headPosition();
    const response = await service.call('PATCH', '/me/listings/0', {
      key,
      body: { fields: { tagline: 'x'.repeat(201), founded_year: 1799 }, color: 'red' },
    });
    expect(response.status).to.equal(400);
    expect(response.body.errors.map((e: { field: string }) => e.field)).to.have.members([
      'params.listing_id',
      'body.fields.tagline',
      'body.fields.founded_year',
      'body.color',
    ]);
    expect(await service.service.events.headPosition()).to.equal(head);
  });
});
