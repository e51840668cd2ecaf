/**
 * Every absolute URL the service emits comes from PUBLIC_BASE_URL, never from the request: a forged
 * Host (or X-Forwarded-Host / X-Forwarded-Proto, which a loopback proxy would pass on) must not show up
 * in discovery documents, registration answers, challenges, the OpenAPI document or the site's pages.
 */
import { expect } from 'chai';
import { request } from 'node:http';
import { startTestService, type TestService } from '../testing/test-service.ts';

const PUBLIC = 'https://directory.test';
const FORGED = 'evil.example';

/** A request with a Host header of our choosing (fetch does not let a caller set Host). */
function forged(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        headers: {
          host: FORGED,
          'x-forwarded-host': FORGED,
          'x-forwarded-proto': 'http',
          ...(options.body ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('absolute URLs come from PUBLIC_BASE_URL, whatever the Host header says', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService({ site: { name: 'Test Directory', publicBaseUrl: PUBLIC } });
  });
  after(() => t.close());

  for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
    it(`${path}: issuer and every endpoint on the public base URL`, async () => {
      const response = await forged(t.baseUrl, 'GET', path);
      expect(response.status).to.equal(200);
      const metadata = JSON.parse(response.text) as Record<string, unknown>;
      expect(metadata.issuer).to.equal(PUBLIC);
      expect(metadata.authorization_endpoint).to.equal(`${PUBLIC}/oauth/auth`);
      expect(metadata.registration_endpoint).to.equal(`${PUBLIC}/oauth/reg`);
      expect(metadata.token_endpoint).to.equal(`${PUBLIC}/oauth/token`);
      const urls = Object.values(metadata).filter((v): v is string => typeof v === 'string' && v.includes('://'));
      expect(urls.length).to.be.greaterThan(4);
      for (const url of urls) expect(url === PUBLIC || url.startsWith(`${PUBLIC}/`), url).to.equal(true);
      expect(response.text).to.not.include(FORGED);
    });
  }

  it('client registration answers with URLs on the public base URL', async () => {
    const response = await forged(t.baseUrl, 'POST', '/oauth/reg', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Host test', redirect_uris: ['http://127.0.0.1:9/callback'] }),
    });
    expect(response.status).to.equal(201);
    expect(response.text).to.not.include(FORGED);
    const client = JSON.parse(response.text) as Record<string, unknown>;
    if (client.registration_client_uri)
      expect(String(client.registration_client_uri)).to.match(/^https:\/\/directory\.test\//);
  });

  it('an authorization request redirects within the public base URL', async () => {
    const response = await forged(
      t.baseUrl,
      'GET',
      `/oauth/auth?${new URLSearchParams({ client_id: 'nobody', response_type: 'code', redirect_uri: 'http://127.0.0.1:9/cb' })}`,
    );
    expect(JSON.stringify(response.headers)).to.not.include(FORGED);
    expect(response.text).to.not.include(FORGED);
  });

  for (const [method, path] of [
    ['GET', '/.well-known/oauth-protected-resource/mcp'],
    ['POST', '/mcp'],
    ['GET', '/v1/openapi.json'],
    ['GET', '/v1/site'],
    ['GET', '/'],
    ['GET', '/robots.txt'],
    ['GET', '/sitemap.xml'],
    ['GET', '/feeds/launches.xml'],
    ['GET', '/signin'],
  ] as const) {
    it(`${method} ${path} names no forged host`, async () => {
      const response = await forged(t.baseUrl, method, path, {
        headers:
          method === 'POST'
            ? { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
            : {},
        body: method === 'POST' ? JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) : undefined,
      });
      expect(response.status, response.text.slice(0, 200)).to.be.lessThan(500);
      expect(JSON.stringify(response.headers)).to.not.include(FORGED);
      expect(response.text).to.not.include(FORGED);
    });
  }
});
