import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { operations } from '@listings/shared/api';
import { createEdgeServer, upstreamFor, upstreamForMcp } from './edge.ts';

describe('distributed gateway (edge)', () => {
  it('routes every /v1 operation by the catalog: read-only ones to the query service, the others to the command service', () => {
    for (const operation of operations) {
      const path = `/v1${operation.path.replace(/\{[^}]+\}/g, 'x')}`;
      expect(upstreamFor(operation.method, `${path}?a=1`), operation.operationId).to.equal(
        operation.readOnly ? 'query' : 'command',
      );
    }
    expect(upstreamFor('GET', '/docs')).to.equal('query');
    expect(upstreamFor('POST', '/account/keys')).to.equal('command');
  });

  it('routes an MCP message to the query service only when every tool it calls is read-only', () => {
    const message = (body: unknown) => Buffer.from(JSON.stringify(body));
    const call = (name: string, id = 1) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name, arguments: {} },
    });
    expect(upstreamForMcp(message(call('search_listings')))).to.equal('query');
    expect(upstreamForMcp(message({ jsonrpc: '2.0', id: 1, method: 'tools/list' }))).to.equal('query');
    expect(upstreamForMcp(message(call('submit_listing')))).to.equal('command');
    expect(upstreamForMcp(message(call('quote_order')))).to.equal('query'); // prices only; saves nothing
    expect(upstreamForMcp(message([call('get_listing'), call('update_draft', 2)]))).to.equal('command');
    expect(upstreamForMcp(message(call('no_such_tool')))).to.equal('command');
    expect(upstreamForMcp(Buffer.from('{not json'))).to.equal('command');
  });

  it('forwards method, path, headers and body, and answers 502 when an upstream is down', async () => {
    const seen: { service: string; method: string; url: string; body: string; auth?: string }[] = [];
    const upstream = (service: string) =>
      http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          seen.push({ service, method: req.method!, url: req.url!, body, auth: req.headers.authorization });
          res.writeHead(201, { 'x-served-by': service, 'content-type': 'application/json' }).end('{"ok":true}');
        });
      });
    const [command, query] = [upstream('command'), upstream('query')];
    await Promise.all(
      [command, query].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))),
    );
    const base = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const edge = createEdgeServer({ commandUrl: base(command), queryUrl: base(query) });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    try {
      const write = operations.find((operation) => !operation.readOnly)!;
      const writePath = `/v1${write.path.replace(/\{[^}]+\}/g, 'x')}`;
      const answer = await fetch(`${base(edge)}${writePath}`, {
        method: write.method.toUpperCase(),
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: '{"a":1}',
      });
      expect(answer.status).to.equal(201);
      expect(answer.headers.get('x-served-by')).to.equal('command');
      expect(seen[0]).to.deep.equal({
        service: 'command',
        method: write.method.toUpperCase(),
        url: writePath,
        body: '{"a":1}',
        auth: 'Bearer t',
      });
      expect((await fetch(`${base(edge)}/v1/categories?page=2`)).headers.get('x-served-by')).to.equal('query');
      expect(seen[1]).to.deep.include({ service: 'query', url: '/v1/categories?page=2' });
      const mcpRead =
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_listing","arguments":{"slug":"x"}}}';
      const mcp = await fetch(`${base(edge)}/mcp`, {
        method: 'POST',
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: mcpRead,
      });
      expect(mcp.headers.get('x-served-by')).to.equal('query');
      expect(seen[2]).to.deep.equal({ service: 'query', method: 'POST', url: '/mcp', body: mcpRead, auth: 'Bearer t' });

      command.close();
      command.closeAllConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const down = await fetch(`${base(edge)}${writePath}`, {
        method: write.method.toUpperCase(),
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(down.status).to.equal(502);
      expect(await down.json()).to.deep.include({ code: 'upstream_unavailable' });
      expect((await fetch(`${base(edge)}/ready`)).status).to.equal(503);
    } finally {
      edge.close();
      query.close();
      query.closeAllConnections();
    }
  });

  it("carries the security headers on its own answers, and passes the services' own on (issue 28)", async () => {
    const pageCsp = "default-src 'none'; style-src 'self'; frame-ancestors 'none'";
    const query = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': pageCsp }).end('<p>'),
    );
    await new Promise<void>((resolve) => query.listen(0, '127.0.0.1', resolve));
    const edge = createEdgeServer({
      commandUrl: 'http://127.0.0.1:9', // nothing listens: 502
      queryUrl: `http://127.0.0.1:${(query.address() as AddressInfo).port}`,
    });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
    try {
      for (const [method, path, status] of [
        ['GET', '/health', 200],
        ['GET', '/metrics', 200],
        ['POST', '/signin', 502],
      ] as const) {
        const answer = await fetch(`${base}${path}`, { method });
        await answer.arrayBuffer();
        expect(answer.status, path).to.equal(status);
        expect(answer.headers.get('content-security-policy'), path).to.include("frame-ancestors 'none'");
        expect(answer.headers.get('x-content-type-options'), path).to.equal('nosniff');
        expect(answer.headers.get('x-frame-options'), path).to.equal('DENY');
        expect(answer.headers.get('referrer-policy'), path).to.equal('same-origin');
        expect(answer.headers.get('content-type'), path).to.match(/charset=utf-8/);
      }
      const page = await fetch(`${base}/launches`);
      expect(await page.text()).to.equal('<p>');
      expect(page.headers.get('content-security-policy')).to.equal(pageCsp);
    } finally {
      edge.close();
      query.close();
      query.closeAllConnections();
    }
  });
});
