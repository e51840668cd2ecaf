/**
 * Requests find their site (issue 30, part 2), over real HTTP with the Host header a client sends:
 * a single-site deployment answers on any host exactly as before; once the site team opens a second
 * site, each host answers as its site, an unknown host is a 404 (problem or page, /v1, /mcp and
 * pages alike) and never the default site's data, and GET /v1/site names the site's key and the
 * network.
 */
import { expect } from 'chai';
import http from 'node:http';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { systemClock } from '@listings/shared/kernel';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { eventually } from '../orders/testing.ts';

/** A request with the Host header set (fetch may not set it). */
function request(
  baseUrl: string,
  path: string,
  host: string,
  options: { method?: string; accept?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; type: string; text: string; json: any }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          host,
          accept: options.accept ?? 'application/json',
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const type = String(res.headers['content-type'] ?? '');
          resolve({
            status: res.statusCode!,
            type,
            text,
            json: /json/.test(type) && text ? JSON.parse(text) : undefined,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const admin = { kind: 'admin' as const, id: 'site-team@test' };

describe('requests find their site (Host)', () => {
  describe('a single-site deployment (no other site, no SITE_HOSTS)', () => {
    let service: TestService;
    before(async () => {
      service = await startTestService({ site: { name: 'Test Directory', publicBaseUrl: 'https://directory.test' } });
    });
    after(() => service.close());

    it('answers as the default site on localhost, 127.0.0.1 and any host; GET /v1/site names key and network', async () => {
      for (const host of ['localhost', '127.0.0.1:8080', 'anything.example', 'directory.test']) {
        const site = await request(service.baseUrl, '/v1/site', host);
        expect(site.status, host).to.equal(200);
        expect(site.json).to.deep.include({
          key: 'main',
          name: 'Test Directory',
          network: [{ key: 'main', name: 'Test Directory', base_url: 'https://directory.test' }],
        });
        expect((await request(service.baseUrl, '/v1/listings', host)).status, host).to.equal(200);
        expect((await request(service.baseUrl, '/', host, { accept: 'text/html' })).status, host).to.equal(200);
      }
      // And the operation's contract holds (call() checks every answer against the OpenAPI document).
      expect((await service.call('GET', '/site')).body.key).to.equal('main');
    });
  });

  describe('SITE_HOSTS set on a single site', () => {
    let service: TestService;
    before(async () => {
      service = await startTestService({
        site: { name: 'Pinned', publicBaseUrl: 'https://dir.test', key: 'dir', hosts: ['www.dir.test'] },
      });
    });
    after(() => service.close());

    it('answers only on those hosts and the base URL host; any other host is a 404 unknown_host', async () => {
      expect((await request(service.baseUrl, '/v1/site', 'www.dir.test')).json.key).to.equal('dir');
      expect((await request(service.baseUrl, '/v1/site', 'dir.test:443')).status).to.equal(200);
      const other = await request(service.baseUrl, '/v1/site', 'evil.test');
      expect(other.status).to.equal(404);
      expect(other.type).to.match(/application\/problem\+json/);
      expect(other.json).to.include({ code: 'unknown_host', status: 404 });
    });
  });

  describe('a network of two sites', () => {
    let service: TestService;
    before(async () => {
      service = await startTestService({ site: { name: 'Main', publicBaseUrl: 'https://main.test' } });
      // The default site's answer is cached before the network grows: opening a site must not leave it stale.
      expect((await request(service.baseUrl, '/v1/site', 'main.test')).json.network).to.have.length(1);
      await new SiteContentCommands(service.service.events, systemClock).site(
        {
          type: 'OpenSite',
          key: 'ai',
          defaultKey: 'main',
          name: 'AI Tools',
          purpose: 'AI products',
          hosts: ['ai.test', 'www.ai.test'],
          baseUrl: 'https://ai.test',
        },
        admin,
        'test',
      );
      await eventually(
        async () => service.service.sites.network.length,
        (n) => n === 2,
      );
    });
    after(() => service.close());

    it('GET /v1/site answers for the site of each host, with the same network', async () => {
      const network = [
        { key: 'main', name: 'Main', base_url: 'https://main.test' },
        { key: 'ai', name: 'AI Tools', base_url: 'https://ai.test' },
      ];
      const main = await eventually(
        () => request(service.baseUrl, '/v1/site', 'main.test'),
        (answer) => answer.json?.network?.length === 2,
      );
      expect(main.json).to.deep.include({ key: 'main', name: 'Main', network });
      const ai = await request(service.baseUrl, '/v1/site', 'WWW.AI.TEST:443');
      expect(ai.status).to.equal(200);
      expect(ai.json).to.deep.include({ key: 'ai', name: 'AI Tools', purpose: 'AI products', network });
      expect(ai.json.urls.api).to.equal('https://ai.test/v1');
      // It runs as the operation for the request's site (context.site), and the response cache keeps
      // each site's answer apart: asked again on each host, each still gets its own.
      for (let round = 0; round < 2; round++) {
        expect((await request(service.baseUrl, '/v1/site', 'ai.test')).json.key).to.equal('ai');
        expect((await request(service.baseUrl, '/v1/site', 'main.test')).json.key).to.equal('main');
      }
    });

    it('behind a trusted proxy (loopback by default) X-Forwarded-Host names the site, as the distributed edge sends it', async () => {
      const forwarded = await request(service.baseUrl, '/v1/site', '127.0.0.1:8082', {
        headers: { 'x-forwarded-host': 'ai.test' },
      });
      expect(forwarded.json).to.deep.include({ key: 'ai' });
    });

    it('an unknown host is a 404 on /v1, /mcp and pages, never the default site', async () => {
      for (const host of ['unknown.test', '127.0.0.1']) {
        const api = await request(service.baseUrl, '/v1/listings', host);
        expect(api.status, host).to.equal(404);
        expect(api.json).to.include({ code: 'unknown_host' });
        expect(api.json.detail).to.include('main, ai');
        const mcp = await request(service.baseUrl, '/mcp', host, {
          method: 'POST',
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
        });
        expect(mcp.status, host).to.equal(404);
        expect(mcp.json).to.include({ code: 'unknown_host' });
        const page = await request(service.baseUrl, '/', host, { accept: 'text/html' });
        expect(page.status, host).to.equal(404);
        expect(page.type).to.match(/text\/html/);
        expect(page.text).to.include('No site of this network answers on');
        expect(page.text).to.not.include('Main');
        // The process's probe names no site: an orchestrator asks it by IP or service name.
        expect((await request(service.baseUrl, '/health', host)).status, `/health on ${host}`).to.equal(200);
      }
    });

    it('the second site serves its reads and pages (its own data: no-leak.e2e.spec.ts), health answers', async () => {
      const listings = await request(service.baseUrl, '/v1/listings', 'ai.test');
      expect(listings.status).to.equal(200);
      expect(listings.json).to.include({ total: 0 });
      const page = await request(service.baseUrl, '/', 'ai.test', { accept: 'text/html' });
      expect(page.status).to.equal(200);
      expect(page.text).to.include('AI Tools');
      expect((await request(service.baseUrl, '/health', 'ai.test')).status).to.equal(200);
      expect((await request(service.baseUrl, '/v1/listings', 'main.test')).status).to.equal(200);
    });
  });
});
