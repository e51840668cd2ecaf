/**
 * Security headers on every kind of answer (issue 28), however it is made: pages, 404s for unknown
 * paths under / and /v1, API answers (through Express, the raw operations and the response cache),
 * problems and 500s, the interactive docs, metrics, feeds, static files. Each carries a CSP with
 * `default-src 'none'` and `frame-ancestors 'none'`, X-Frame-Options, nosniff, a Referrer-Policy, and
 * a charset on its Content-Type.
 */
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { loadConfig } from '@listings/shared/config';
import { StoreUnavailableError } from '@listings/shared/kernel';
import type { OperationHandler } from '@listings/shared/api';
import { startTestService, type TestService } from './testing/test-service.ts';

const METRICS_TOKEN = 'a-metrics-token-of-32-characters';
const failing: OperationHandler = async () => {
  throw new Error('injected failure');
};
const unavailable: OperationHandler = async () => {
  throw new StoreUnavailableError('documents', 'injected fault');
};

/** The headers every answer carries: CSP (nothing by default, never framed), no sniffing, a charset. */
function expectSecurityHeaders(response: Response, moreCsp: RegExp[] = []) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).to.match(/(^|;\s*)default-src 'none'\s*(;|$)/);
  expect(csp).to.match(/(^|;\s*)frame-ancestors 'none'\s*(;|$)/);
  expect(csp).to.not.match(/script-src[^;]*'unsafe-(inline|eval)'/);
  for (const more of moreCsp) expect(csp).to.match(more);
  expect(response.headers.get('x-frame-options')).to.equal('DENY');
  expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
  expect(response.headers.get('referrer-policy')).to.equal('same-origin');
  expect(response.headers.get('content-type')).to.match(/;\s*charset=utf-8/i);
}

interface Row {
  name: string;
  path: string;
  status: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** More the CSP must say (the docs, the pages). */
  csp?: RegExp[];
}

const HTML = { accept: 'text/html,application/xhtml+xml' };
const JSON_ACCEPT = { accept: 'application/json' };

const ROWS: Row[] = [
  { name: 'an unknown page', path: '/no-such-page', status: 404, headers: HTML },
  { name: 'an unknown path under / (JSON client)', path: '/no-such-page', status: 404, headers: JSON_ACCEPT },
  { name: 'an unknown path under /v1', path: '/v1/no-such-thing', status: 404 },
  { name: 'an unknown path under /v1 (browser)', path: '/v1/no-such-thing', status: 404, headers: HTML },
  { name: 'a /v1 JSON answer', path: '/v1/categories', status: 200 },
  { name: 'the same /v1 answer from the response cache', path: '/v1/categories', status: 200 },
  { name: 'a /v1 problem (no credential)', path: '/v1/me', status: 401 },
  {
    name: 'a /v1 problem from Express (malformed JSON)',
    path: '/v1/drafts',
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer ldk_nothing' },
    body: '{"url":',
    status: 400,
  },
  { name: 'a /v1 503 (read-model store down)', path: '/v1/site', status: 503 },
  { name: 'the OpenAPI document', path: '/v1/openapi.json', status: 200 },
  {
    name: 'the interactive docs',
    path: '/docs/',
    status: 200,
    headers: HTML,
    csp: [/script-src 'self'(;|$)/, /connect-src 'self'/],
  },
  { name: 'the docs without their slash (redirect)', path: '/docs', status: 301, headers: HTML },
  { name: "the docs' script", path: '/docs/swagger-ui-init.js', status: 200 },
  { name: "the docs' stylesheet", path: '/docs/swagger-ui.css', status: 200 },
  {
    name: 'metrics with the token',
    path: '/metrics',
    status: 200,
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  },
  { name: 'metrics without the token', path: '/metrics', status: 401 },
  { name: 'a page', path: '/signin', status: 200, headers: HTML, csp: [/form-action 'self'/] },
  { name: 'a public site page', path: '/launches/this-week', status: 200, headers: HTML, csp: [/script-src 'self'/] },
  { name: 'a feed', path: '/feeds/launches.xml', status: 200 },
  { name: 'a feed that fails (500)', path: '/feeds/blog.xml', status: 500 },
  { name: 'a static file', path: '/assets/site.css', status: 200 },
  { name: 'health', path: '/health', status: 200 },
];

describe('security headers on every answer (issue 28)', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService(
      { observability: { ...loadConfig({}).observability, metricsToken: METRICS_TOKEN } },
      // A 503 from an operation (/v1/site) and a 500 from a document whose read fails (/feeds/blog.xml).
      {
        handlers: new Map([
          ['get_site_info', unavailable],
          ['list_blog_posts', failing],
        ]),
      },
    );
  });
  after(() => service?.close());

  for (const row of ROWS)
    it(`${row.name}: ${row.method ?? 'GET'} ${row.path} → ${row.status}`, async () => {
      const response = await fetch(service.baseUrl + row.path, {
        method: row.method ?? 'GET',
        headers: row.headers,
        body: row.body,
        redirect: 'manual',
      });
      await response.arrayBuffer();
      expect(response.status).to.equal(row.status);
      expectSecurityHeaders(response, row.csp);
    });

  it("oidc-provider's form_post page: its inline script's hash in script-src, its form free to post to the client", async () => {
    const redirectUri = 'http://127.0.0.1:9/callback';
    const registered = await fetch(`${service.baseUrl}/oauth/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'Form post client',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      }),
    });
    expect(registered.status).to.equal(201);
    expectSecurityHeaders(registered);
    const { client_id } = (await registered.json()) as { client_id: string };
    // Without PKCE the request is refused, and the refusal goes back to the client by form_post.
    const query = new URLSearchParams({
      client_id,
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'account:read',
      state: 'xyz',
    });
    const response = await fetch(`${service.baseUrl}/oauth/auth?${query}`, { redirect: 'manual' });
    const page = await response.text();
    expect(response.status).to.equal(400);
    expect(page).to.include(`<form method="post" action="${redirectUri}">`);
    expectSecurityHeaders(response);
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)![1];
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).to.include(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).to.not.include('form-action');
  });
});
