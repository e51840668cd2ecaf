/**
 * 9. held-checks: what the outside tester found holding, kept as a quick regression set.
 *
 * - CSRF: form posts without the token, with a wrong one, from another Origin or with cross-site fetch
 *   metadata are refused (403) and change nothing: sign-in, sign-up, password reset request, and
 *   signed in: create an API key, submit a product, follow a listing, sign out.
 * - SSRF: submit_listing with loopback, unspecified and cloud-metadata addresses in their many
 *   spellings is refused (400) or its draft fails with a reason; a loopback HTTP server the probe
 *   listens on meanwhile receives no request at all.
 * - Scopes: submit_listing with a key lacking listings:write is 403 insufficient_scope; without a key
 *   401, with an unknown key 401.
 * - Idempotency-Key reused with a different body: 422 idempotency_key_reused.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Tally, type GroupResult } from '../checks.ts';
import { api, Browser, csrfIn, newAddress, sleep } from '../client.ts';
import { signIn } from '../people.ts';
import { settledDraft, type ProbeContext } from '../context.ts';

/** HTTP servers on 127.0.0.1 and [::1] (same port when it can) that count every request they get. */
async function loopbackWatch(): Promise<{ port: number; requests: () => string[]; close: () => Promise<void> }> {
  const seen: string[] = [];
  const servers: http.Server[] = [];
  const serve = (host: string, port: number) =>
    new Promise<http.Server | null>((resolve) => {
      const server = http.createServer((req, res) => {
        seen.push(`${req.method} ${req.headers.host}${req.url}`);
        res.end('watched');
      });
      server.once('error', () => resolve(null));
      server.listen(port, host, () => resolve(server));
    });
  const first = await serve('127.0.0.1', 0);
  if (!first) throw new Error('could not listen on 127.0.0.1');
  servers.push(first);
  const port = (first.address() as AddressInfo).port;
  const v6 = await serve('::1', port);
  if (v6) servers.push(v6);
  return {
    port,
    requests: () => [...seen],
    close: async () => {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}

export async function heldChecks(ctx: ProbeContext): Promise<GroupResult> {
  const tally = new Tally('held-checks');
  const base = ctx.main.base;
  const { slug } = await ctx.hostileListing();
  const WRONG = 'x'.repeat(43);

  // ---- CSRF, before a session: each refused post from a browser that has the form's nonce cookie.
  const refusedForms: [string, string, Record<string, string>][] = [
    ['/signin', '/signin', { email: ctx.member.email, password: ctx.member.password }],
    [
      '/signup',
      '/signup',
      { name: 'Csrf Probe', email: `csrf-${Date.now()}@probe.test`, password: 'violet tractor under a quiet moon' },
    ],
    ['/password/forgot', '/password/forgot', { email: ctx.member.email }],
  ];
  for (const [formPage, action, fields] of refusedForms) {
    for (const [what, token, headers] of [
      ['no token', undefined, {}],
      ['a wrong token', WRONG, {}],
      ['another Origin', 'form', { origin: 'https://evil.example' }],
      ['cross-site fetch metadata', 'form', { 'sec-fetch-site': 'cross-site' }],
    ] as const) {
      const browser = new Browser(base, newAddress());
      const { csrf } = await browser.form(formPage);
      const form = { ...fields, ...(token === undefined ? {} : { csrf: token === 'form' ? csrf : token }) };
      const answer = await browser.post(action, form, { ...headers });
      tally.check(answer.status === 403, `POST ${action} with ${what} answered ${answer.status}`);
      tally.check(
        !answer.setCookies.some((c) => /session=/i.test(c)),
        `POST ${action} with ${what} set a session cookie`,
      );
    }
  }

  // ---- CSRF, signed in.
  const member = await signIn(base, ctx.member);
  const keyName = `csrf-probe-${Date.now()}`;
  for (const [what, action, fields] of [
    ['create an API key', '/account/api-keys', { name: keyName, scope: 'account:read' }],
    ['submit a product', '/submit', { url: 'https://csrf-probe.test/' }],
    ['follow a listing', `/listings/${slug}/follow`, {}],
    ['sign out', '/signout', {}],
  ] as [string, string, Record<string, string>][]) {
    for (const [how, token, headers] of [
      ['no token', undefined, {}],
      ['a wrong token', WRONG, {}],
      ['another Origin', 'page', { origin: 'https://evil.example' }],
    ] as const) {
      const pageToken = token === 'page' ? csrfIn((await member.get('/account/api-keys')).text) : token;
      const form = { ...fields, ...(pageToken === undefined ? {} : { csrf: pageToken }) };
      const answer = await member.post(action, form, { ...headers });
      tally.check(answer.status === 403, `signed in, ${what} (POST ${action}) with ${how} answered ${answer.status}`);
    }
  }
  const keysPage = await member.get('/account/api-keys');
  tally.check(keysPage.status === 200, `after the refused sign-outs the session no longer works (${keysPage.status})`);
  tally.check(!keysPage.text.includes(keyName), 'a refused form created an API key');

  // ---- SSRF: nothing reaches a loopback server, whatever the spelling.
  const watch = await loopbackWatch();
  try {
    const p = watch.port;
    const targets = [
      `http://127.0.0.1:${p}/`,
      `http://[::1]:${p}/`,
      `http://localhost:${p}/`,
      `http://localhost.:${p}/`,
      `http://0x7f000001:${p}/`,
      `http://2130706433:${p}/`,
      `http://127.1:${p}/`,
      `http://0177.0.0.1:${p}/`,
      `http://127.000.000.001:${p}/`,
      `http://[::ffff:127.0.0.1]:${p}/`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${p}/`,
      `http://0.0.0.0:${p}/`,
      `http://[::]:${p}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      `http://127.0.0.1:${p}@ssrf-probe.test/`,
      `https://ssrf-probe.test@127.0.0.1:${p}/`,
    ];
    const drafts: [string, string][] = [];
    for (const [i, url] of targets.entries()) {
      const answer = await api(base, 'POST', '/drafts', {
        key: ctx.operatorKey,
        body: { url },
        headers: { 'idempotency-key': `probe-ssrf-${i}-${Date.now()}` },
      });
      if (answer.status === 201) drafts.push([url, answer.body.id]);
      else tally.check(answer.status === 400, `submit_listing ${url} answered ${answer.status}`);
    }
    for (const [url, id] of drafts) {
      const draft = await settledDraft(base, ctx.operatorKey, id).catch(() => null);
      tally.check(
        draft?.status === 'failed' && typeof draft.failure?.code === 'string' && draft.failure.code !== '',
        `submit_listing ${url}: the draft is ${draft?.status ?? 'not settled'}${draft?.failure ? ` (${draft.failure.code})` : ', without a reason'}`,
      );
    }
    await sleep(1000);
    const seen = watch.requests();
    tally.check(
      seen.length === 0,
      `the loopback server received ${seen.length} requests: ${seen.slice(0, 3).join('; ')}`,
    );
  } finally {
    await watch.close();
  }

  // ---- Scopes.
  const body = { url: 'https://scopes-probe.test/' };
  const readOnly = await api(base, 'POST', '/drafts', {
    key: ctx.readOnlyKey,
    body,
    headers: { 'idempotency-key': `probe-scope-${Date.now()}` },
  });
  tally.check(
    readOnly.status === 403 && readOnly.body?.code === 'insufficient_scope',
    `submit_listing with an account:read key answered ${readOnly.status} ${readOnly.body?.code ?? ''}`,
  );
  const anonymous = await api(base, 'POST', '/drafts', {
    body,
    headers: { 'idempotency-key': `probe-anon-${Date.now()}` },
  });
  tally.check(anonymous.status === 401, `submit_listing without a key answered ${anonymous.status}`);
  const unknown = await api(base, 'POST', '/drafts', {
    key: `ldk_${'A'.repeat(43)}`,
    body,
    headers: { 'idempotency-key': `probe-unknown-${Date.now()}` },
  });
  tally.check(unknown.status === 401, `submit_listing with an unknown key answered ${unknown.status}`);
  const myDrafts = await api(base, 'GET', '/drafts', { key: ctx.readOnlyKey });
  tally.check(myDrafts.status === 200, `list_my_drafts with an account:read key answered ${myDrafts.status}`);

  // ---- Idempotency-Key reused for another body.
  const reused = `probe-reuse-${Date.now()}`;
  const first = await api(base, 'POST', '/drafts', {
    key: ctx.operatorKey,
    body: { url: 'https://reuse-one.test/' },
    headers: { 'idempotency-key': reused },
  });
  tally.check(first.status === 201, `submit_listing (first use of a key) answered ${first.status}`);
  const second = await api(base, 'POST', '/drafts', {
    key: ctx.operatorKey,
    body: { url: 'https://reuse-two.test/' },
    headers: { 'idempotency-key': reused },
  });
  tally.check(
    second.status === 422 && second.body?.code === 'idempotency_key_reused',
    `the same Idempotency-Key with another body answered ${second.status} ${second.body?.code ?? ''}`,
  );
  return tally.result();
}
