/**
 * The MCP server end to end with the official clients: the v2 client (`@modelcontextprotocol/client`)
 * on 2026-07-28 and the v1 client (`@modelcontextprotocol/sdk`) on 2025-11-25 and 2025-03-26, with
 * API keys (OAuth sign-in is in gateway/src/oauth/oauth.browser.e2e.spec.ts).
 */
import { checkedToolCalls } from '../testing/contract.ts';
import { expect } from 'chai';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { operations } from '@listings/shared/api';
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { RESOURCE_METADATA_PATH } from './mcp.router.ts';
import { offering } from './testing.ts';

const MCP_V2 = { versionNegotiation: { mode: { pin: '2026-07-28' } } } as const;

describe('MCP server (Streamable HTTP at /mcp) with the official clients', function () {
  this.timeout(30_000);
  let t: TestService;
  let writer: { key: string; accountId: string };
  let reader: { key: string };
  const url = () => new URL(`${t.baseUrl}/mcp`);
  const bearer = (key: string) => ({ requestInit: { headers: { authorization: `Bearer ${key}` } } });

  before(async () => {
    t = await startTestService(
      {},
      {
        drafting: {
          crawler: new FakeCrawler({ 'https://acme.test': 'name: Acme Rockets' }),
          drafter: new FakeDrafter(),
        },
      },
    );
    writer = await t.createKey(['account:read', 'listings:write']);
    reader = await t.createKey(['account:read']);
  });
  after(() => t?.close());

  const clients: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close().catch(() => {})));
  });

  const v2 = async (key?: string) => {
    const client = checkedToolCalls(new Client({ name: 'v2-test', version: '1.0.0' }, MCP_V2));
    await client.connect(new StreamableHTTPClientTransport(url(), key ? bearer(key) : undefined));
    clients.push(client);
    return client;
  };
  const v1 = async (version: '2025-11-25' | '2025-03-26', key?: string) => {
    const client = checkedToolCalls(new V1Client({ name: 'v1-test', version: '1.0.0' }));
    const transport = offering(version, new V1Transport(url(), key ? bearer(key) : undefined));
    await client.connect(transport);
    clients.push(client);
    return { client, transport };
  };

  it('serves 2026-07-28 (stateless, no initialize) to the v2 client: every operation a tool with schemas, a public tool', async () => {
    const client = await v2();
    expect(client.getNegotiatedProtocolVersion()).to.equal('2026-07-28');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).to.deep.equal(
      operations.map((operation) => operation.operationId).sort(),
    );
    const result = await client.callTool({ name: 'get_site_info', arguments: {} });
    expect(result.isError ?? false).to.equal(false);
    expect(result.structuredContent).to.include({ name: 'Listings Directory' });
    expect((result.structuredContent as { urls: Record<string, string> }).urls.mcp).to.equal(
      `${'http://localhost:8080'}/mcp`,
    );
    expect(JSON.parse((result.content as { type: string; text: string }[])[0]!.text)).to.deep.equal(
      result.structuredContent,
    );
  });

  for (const version of ['2025-11-25', '2025-03-26'] as const) {
    it(`serves ${version} (initialize handshake) to the v1 client: every operation a tool, a public tool`, async () => {
      const { client, transport } = await v1(version);
      expect(transport.protocolVersion).to.equal(version);
      expect((await client.listTools()).tools).to.have.length(operations.length);
      const result = await client.callTool({ name: 'list_categories', arguments: { include_empty: true } });
      expect(result.isError ?? false).to.equal(false);
      expect(result.structuredContent).to.have.property('items');
    });
  }

  it('generates every tool from the catalog: schema limits, idempotency_key, descriptions and annotations', async () => {
    const { tools } = await (await v2()).listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const search = byName.get('search_listings')!;
    expect(search.inputSchema.properties!.per_page).to.include({ type: 'integer', minimum: 1, maximum: 100 });
    expect(search.inputSchema.properties!.q).to.include({ maxLength: 200 });
    expect(search.annotations).to.include({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
    const submit = byName.get('submit_listing')!;
    expect(submit.inputSchema.required).to.include('url');
    // Links and e-mail addresses are one schema each, written once under $defs.
    const url = submit.inputSchema.properties!.url as { $ref: string };
    expect((submit.inputSchema.$defs as Record<string, object>)[url.$ref.replace('#/$defs/', '')]).to.include({
      maxLength: 2048,
    });
    expect(submit.inputSchema.properties).to.have.property('idempotency_key');
    expect(submit.annotations).to.include({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
    expect(byName.get('delete_milestone')!.annotations).to.include({ destructiveHint: true, idempotentHint: true });
    expect(byName.get('set_founder_story')!.annotations).to.include({ idempotentHint: true });
    expect(byName.get('get_draft')!.inputSchema.required).to.deep.equal(['id']);
    expect(byName.get('get_site_info')!.inputSchema.properties).to.not.have.property('idempotency_key');
    for (const operation of operations) {
      const tool = byName.get(operation.operationId)!;
      expect(tool.description).to.contain(operation.description);
      expect(tool.inputSchema.additionalProperties).to.equal(false);
      expect(tool.annotations!.readOnlyHint).to.equal(operation.readOnly);
    }
  });

  it('refuses bad arguments with the problem details REST gives (a tool error, nothing run)', async () => {
    const client = await v2();
    const result = await client.callTool({ name: 'search_listings', arguments: { per_page: 1000, perpage: 5 } });
    const rest = await t.call('GET', '/listings?per_page=1000&perpage=5');
    expect(result.isError).to.equal(true);
    const problem = result.structuredContent as { status: number; code: string; errors: unknown[] };
    expect(problem).to.include({ status: 400, code: rest.body.code });
    expect(problem.errors).to.deep.equal(rest.body.errors);
    expect((result.content as { text: string }[])[0]!.text).to.contain('query.per_page');
  });

  it('runs account tools with an API key, with its scopes; Idempotency-Key as an argument replays the first answer', async () => {
    const client = await v2(writer.key);
    const me = await client.callTool({ name: 'get_account', arguments: {} });
    expect(me.structuredContent).to.include({ id: writer.accountId });
    const first = await client.callTool({
      name: 'submit_listing',
      arguments: { url: 'https://acme.test', idempotency_key: 'mcp-submit-1' },
    });
    expect(first.isError ?? false).to.equal(false);
    const draft = first.structuredContent as { id: string; status: string };
    expect(draft.status).to.equal('crawling');
    const retry = await client.callTool({
      name: 'submit_listing',
      arguments: { url: 'https://acme.test', idempotency_key: 'mcp-submit-1' },
    });
    expect((retry.structuredContent as { id: string }).id).to.equal(draft.id);
    expect(retry._meta).to.include({ 'listings/idempotent_replayed': true });
    // The draft is the writer's, over REST too.
    const rest = await t.call('GET', `/drafts/${draft.id}`, { key: writer.key });
    expect(rest.status).to.equal(200);
    expect(rest.body.url).to.equal('https://acme.test/'); // stored normalised
    // The v1 client on 2025-03-26 gets the same.
    const { client: old } = await v1('2025-03-26', writer.key);
    const listed = await old.callTool({ name: 'list_my_drafts', arguments: { per_page: 5 } });
    expect((listed.structuredContent as { items: { id: string }[] }).items.map((item) => item.id)).to.include(draft.id);
  });

  it('answers 401 with a challenge naming the protected resource metadata when an account tool has no credentials', async () => {
    const response = await fetch(url(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_account', arguments: {} },
      }),
    });
    expect(response.status).to.equal(401);
    const challenge = response.headers.get('www-authenticate')!;
    expect(challenge).to.match(/^Bearer /);
    expect(challenge).to.contain(`resource_metadata="http://localhost:8080${RESOURCE_METADATA_PATH}"`);
    expect(await response.json()).to.include({ status: 401, code: 'unauthorized' });

    const metadata: any = await (await fetch(`${t.baseUrl}${RESOURCE_METADATA_PATH}`)).json();
    expect(metadata).to.deep.include({
      resource: 'http://localhost:8080/mcp',
      authorization_servers: ['http://localhost:8080'],
    });
    // audit:read is for auditors' API keys only: OAuth never offers it.
    expect(metadata.scopes_supported).to.deep.equal(['account:read', 'listings:write', 'orders:write']);

    // The v2 client sees the refusal too (no OAuth provider configured here).
    const client = await v2();
    let refused: Error | undefined;
    await client.callTool({ name: 'get_account', arguments: {} }).catch((error: Error) => (refused = error));
    expect(refused?.message).to.match(/401|nauthorized/);
  });

  it('answers 401 invalid_token to a bad credential, on any request', async () => {
    const response = await fetch(url(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: 'Bearer ldk_not-a-real-key-at-all-xxxxxxxxxxxxxxxxxxxxxxxxxx',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_site_info', arguments: {} },
      }),
    });
    expect(response.status).to.equal(401);
    expect(response.headers.get('www-authenticate'))
      .to.contain('error="invalid_token"')
      .and.contain('resource_metadata=');
  });

  it('answers 403 insufficient_scope naming the missing scope, for MCP and REST alike', async () => {
    const response = await fetch(url(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${reader.key}`,
        'mcp-protocol-version': '2025-11-25',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'submit_listing', arguments: { url: 'https://acme.test' } },
      }),
    });
    expect(response.status).to.equal(403);
    const challenge = response.headers.get('www-authenticate')!;
    expect(challenge)
      .to.contain('error="insufficient_scope"')
      .and.contain('listings:write')
      .and.contain('resource_metadata=');
    expect(await response.json()).to.include({ status: 403, code: 'insufficient_scope' });
    const rest = await t.call('POST', '/drafts', { key: reader.key, body: { url: 'https://acme.test' } });
    expect(rest.status).to.equal(403);
    expect(rest.headers.get('www-authenticate')).to.contain('resource_metadata=');

    const { client } = await v1('2025-11-25', reader.key);
    let refused: Error | undefined;
    await client
      .callTool({ name: 'submit_listing', arguments: { url: 'https://acme.test' } })
      .catch((error: Error) => (refused = error));
    expect(refused?.message).to.contain('403');
    // Reads within its scope still work on the same connection.
    expect((await client.callTool({ name: 'get_account', arguments: {} })).isError ?? false).to.equal(false);
  });

  it('refuses an unknown tool as a protocol error and a foreign Origin with 403', async () => {
    const client = await v2();
    let refused: Error & { code?: number } = new Error('none');
    await client.callTool({ name: 'no_such_tool', arguments: {} }).catch((error) => (refused = error));
    expect(refused.message).to.contain('no_such_tool');
    const foreign = await fetch(url(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        origin: 'https://evil.example',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(foreign.status).to.equal(403);
  });
});
