/**
 * The same hostile input gets the same answer on REST and MCP: keys that name JavaScript's object
 * machinery (`__proto__`, `constructor`, `prototype`) are unknown properties, refused with 400 and the
 * same field errors on both, and nothing is written. Before, MCP dropped `__proto__` silently (an
 * assignment set the arguments' prototype) and REST answered 500 to `?__proto__=1` (the schema lookup
 * found Object.prototype).
 */
import { expect } from 'chai';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { startTestService, type TestService } from '../testing/test-service.ts';

const MCP_V2 = { versionNegotiation: { mode: { pin: '2026-07-28' } } } as const;
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

describe('hostile argument names: REST and MCP answer alike', function () {
  this.timeout(30_000);
  let t: TestService;
  let writer: { key: string };
  let client: Client;

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
    client = new Client({ name: 'hostile-test', version: '1.0.0' }, MCP_V2);
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${writer.key}` } },
      }),
    );
  });
  after(async () => {
    await client?.close().catch(() => {});
    await t?.close();
  });

  const drafts = async () => (await t.call('GET', '/drafts', { key: writer.key })).body.items as unknown[];

  for (const name of HOSTILE_KEYS) {
    it(`a write with a body key ${name}: 400 unknown_property on both, nothing written`, async () => {
      // JSON.parse makes `__proto__` an own key, as it arrives on the wire.
      const raw = `{"url":"https://acme.test","${name}":{"polluted":true}}`;
      const rest = await fetch(`${t.baseUrl}/v1/drafts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${writer.key}`, 'content-type': 'application/json' },
        body: raw,
      });
      const restProblem = (await rest.json()) as { status: number; code: string; errors: unknown[] };
      expect(rest.status).to.equal(400);
      expect(restProblem.errors).to.deep.equal([
        { field: `body.${name}`, code: 'unknown_property', message: 'is not an accepted property' },
      ]);

      const result = await client.callTool({ name: 'submit_listing', arguments: JSON.parse(raw) });
      expect(result.isError).to.equal(true);
      const problem = result.structuredContent as { status: number; code: string; errors: unknown[] };
      expect(problem).to.include({ status: 400, code: restProblem.code });
      expect(problem.errors).to.deep.equal(restProblem.errors);
      expect(await drafts()).to.have.length(0);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });

    it(`a read with a query key ${name}: 400 unknown_property on both (never 500)`, async () => {
      const rest = await t.call('GET', `/listings?q=rockets&${name}=1`);
      expect(rest.status).to.equal(400);
      expect(rest.body.errors).to.deep.equal([
        { field: `query.${name}`, code: 'unknown_property', message: 'is not an accepted property' },
      ]);
      const result = await client.callTool({
        name: 'search_listings',
        arguments: JSON.parse(`{"q":"rockets","${name}":1}`),
      });
      expect(result.isError).to.equal(true);
      const problem = result.structuredContent as { status: number; code: string; errors: unknown[] };
      expect(problem).to.include({ status: 400, code: rest.body.code });
      expect(problem.errors).to.deep.equal(rest.body.errors);
    });
  }
});
