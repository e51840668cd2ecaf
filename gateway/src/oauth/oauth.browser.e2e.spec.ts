/**
 * OAuth 2.1 sign-in of MCP clients, end to end: the official clients discover the authorization server
 * from the 401 challenge, sign in with PKCE (dynamic registration, or a client ID metadata document
 * served over https on 127.0.0.1), the person signs in and allows access on the consent page in a real
 * browser (Debian's chromium driven by playwright-core), and the client calls account tools with the
 * token. Skipped, saying why, without chromium (or openssl, for the metadata document's certificate).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkedToolCalls } from '../testing/contract.ts';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { createSafeFetcher, hashOAuthId, oauthCollection } from '@listings/shared/platform';
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { newPerson } from '@listings/site/testing';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  hasOpenSsl,
  offering,
  startAgentTestService,
  startCallbackServer,
  startMetadataDocumentServer,
  TestOAuthClientProvider,
  type AgentTestService,
  type CallbackServer,
  type MetadataDocumentServer,
} from '../mcp/testing.ts';
import { skipWithoutChromium } from '../testing/browser.ts';
import { operations } from '@listings/shared/api';

describe('OAuth sign-in of MCP clients (chromium)', function () {
  this.timeout(90_000);
  let t: AgentTestService;
  let callbacks: CallbackServer;
  let documents: MetadataDocumentServer;
  let context: BrowserContext;
  let browser: Browser;
  let page: Page;
  let userDataDir: string;
  const person = newPerson();
  const mcpUrl = () => new URL(`${t.baseUrl}/mcp`);
  const closers: (() => Promise<unknown>)[] = [];

  before(async function () {
    skipWithoutChromium(this);
    if (!hasOpenSsl()) {
      console.log('    SKIPPED: no openssl to make the certificate of the client ID metadata document server.');
      this.skip();
    }
    documents = await startMetadataDocumentServer();
    callbacks = await startCallbackServer();
    t = await startAgentTestService({
      drafting: { crawler: new FakeCrawler({ 'https://rockets.test': 'name: Rockets' }), drafter: new FakeDrafter() },
      // Client ID metadata documents on 127.0.0.1, over https with the test certificate: allowed in this test only.
      oauthFetcher: createSafeFetcher({
        userAgent: 'test',
        allowedAddresses: ['127.0.0.1'],
        certificateAuthorities: [documents.certificate],
      }),
    });
    const { chromium } = await import('playwright-core');
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    browser = context.browser()!;
    page = context.pages()[0] ?? (await context.newPage());
  });

  after(async () => {
    await Promise.all(closers.splice(0).map((close) => close().catch(() => {})));
    await context?.close();
    await browser?.close();
    await t?.close();
    await callbacks?.close();
    await documents?.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  /**
   * The person's part: open the authorization URL, sign in if asked (signing up the first time), check
   * the consent page and allow. Answers the callback's parameters.
   */
  const consentInBrowser = async (
    authorizationUrl: URL,
    expectClient: string,
    decision: 'Allow' | 'Deny' = 'Allow',
  ) => {
    const callback = callbacks.next();
    await page.goto(authorizationUrl.href);
    if (new URL(page.url()).pathname === '/signin') {
      const next = new URL(page.url()).searchParams.get('next')!;
      expect(next).to.match(/^\/oauth\/interaction\//);
      await page.goto(`${t.baseUrl}/signup?next=${encodeURIComponent(next)}`);
      await page.getByLabel('Name').fill(person.name);
      await page.getByLabel('E-mail address').fill(person.email);
      await page.getByLabel('Password').fill(person.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      // Sign-up answers with the sign-in form (carrying next): the person signs in there.
      await page.getByRole('status').waitFor();
      await page.getByLabel('Password').fill(person.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await page.getByRole('button', { name: 'Allow' }).waitFor();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).to.equal(`Allow ${expectClient} to use your account?`);
    const text = await page.locator('main').textContent();
    for (const scope of ['account:read', 'listings:write', 'orders:write']) expect(text).to.contain(scope);
    expect(text).to.contain(`Signed in as ${person.name}`);
    await page.getByRole('button', { name: decision }).click();
    const params = await callback;
    if (process.env.DEBUG_OAUTH) console.log('callback', params.toString(), page.url());
    return params;
  };

  let userToken: string;
  let draftId: string;

  it('v1 client on 2025-11-25: 401 → discovery → dynamic registration → PKCE sign-in and consent → submit_listing; the draft is on REST', async () => {
    const auth = new TestOAuthClientProvider(callbacks.url, 'Test Agent (v1, registered)');
    const client = checkedToolCalls(new V1Client({ name: 'v1-oauth', version: '1.0.0' }));
    const transport = new V1Transport(mcpUrl(), { authProvider: auth as never });
    await client.connect(transport);
    closers.push(() => client.close());
    expect(transport.protocolVersion).to.equal('2025-11-25');

    // Public tools need nothing; every operation a tool with schemas (the spec's 41 and the 6 audit ones).
    const { tools } = await client.listTools();
    expect(tools).to.have.length(operations.length);
    expect(tools.find((tool) => tool.name === 'submit_listing')!.inputSchema.required).to.include('url');
    expect((await client.callTool({ name: 'get_site_info', arguments: {} })).structuredContent).to.have.property('mcp');

    // An account tool: 401 → the client discovers, registers and sends the person to sign in.
    let refused: Error | undefined;
    await client
      .callTool({ name: 'submit_listing', arguments: { url: 'https://rockets.test' } })
      .catch((error: Error) => (refused = error));
    expect(refused, String(refused?.stack)).to.be.instanceOf(UnauthorizedError);
    expect(auth.registeredClientId, 'dynamic registration').to.be.a('string');
    const authorizationUrl = auth.authorizationUrl!;
    expect(authorizationUrl.origin + authorizationUrl.pathname).to.equal(`${t.baseUrl}/oauth/auth`);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).to.equal('S256');
    expect(authorizationUrl.searchParams.get('resource')).to.equal(`${t.baseUrl}/mcp`);

    const params = await consentInBrowser(authorizationUrl, 'Test Agent (v1, registered)');
    expect(params.get('iss')).to.equal(t.baseUrl);
    await transport.finishAuth(params.get('code')!);
    expect(auth.accessToken).to.be.a('string');
    expect(auth.refreshToken, 'refresh token').to.be.a('string');
    userToken = auth.accessToken!;

    const submitted = await client.callTool({
      name: 'submit_listing',
      arguments: { url: 'https://rockets.test', idempotency_key: 'oauth-1' },
    });
    expect(submitted.isError ?? false).to.equal(false);
    draftId = (submitted.structuredContent as { id: string }).id;

    // The same draft over REST with the same access token (one resource server, two addresses).
    const rest = await fetch(`${t.baseUrl}/v1/drafts/${draftId}`, {
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(rest.status).to.equal(200);
    expect(await rest.json()).to.include({ id: draftId, url: 'https://rockets.test/' });
    const me: any = await (
      await fetch(`${t.baseUrl}/v1/me`, { headers: { authorization: `Bearer ${userToken}` } })
    ).json();
    expect(me).to.include({ email: person.email });
    expect(me.credential.kind).to.equal('oauth');
  });

  it('stores tokens hashed: no record holds the access or refresh token', async () => {
    const stored = t.service.documents;
    const tokens = await stored.collection(oauthCollection('AccessToken')).find({});
    expect(tokens.length).to.be.greaterThan(0);
    const dump = JSON.stringify([...tokens, ...(await stored.collection(oauthCollection('RefreshToken')).find({}))]);
    expect(dump).to.not.contain(userToken);
    expect(
      await stored.collection(oauthCollection('AccessToken')).findOne({ _id: hashOAuthId(userToken) }),
    ).to.not.equal(null);
  });

  it('v2 client on 2026-07-28 with a client ID metadata document on 127.0.0.1: sign-in, consent, submit_listing', async () => {
    const clientId = documents.serve('/agents/v2.json', (url) => ({
      client_id: url,
      client_name: 'Test Agent (v2, metadata document)',
      redirect_uris: [callbacks.url],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    }));
    const auth = new TestOAuthClientProvider(callbacks.url, 'Test Agent (v2, metadata document)', clientId);
    const client = checkedToolCalls(
      new Client({ name: 'v2-oauth', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } }),
    );
    const transport = new StreamableHTTPClientTransport(mcpUrl(), { authProvider: auth as never });
    await client.connect(transport);
    closers.push(() => client.close());
    expect(client.getNegotiatedProtocolVersion()).to.equal('2026-07-28');
    expect((await client.listTools()).tools).to.have.length(operations.length);

    let refused: Error | undefined;
    await client.callTool({ name: 'list_my_drafts', arguments: {} }).catch((error: Error) => (refused = error));
    expect(refused, 'an account tool without a token is refused').to.not.equal(undefined);
    const authorizationUrl = auth.authorizationUrl!;
    expect(authorizationUrl.searchParams.get('client_id')).to.equal(clientId);
    expect(auth.registeredClientId ?? clientId).to.equal(clientId);

    const params = await consentInBrowser(authorizationUrl, 'Test Agent (v2, metadata document)');
    await transport.finishAuth(params); // the v2 client checks `iss` (RFC 9207) too
    expect(documents.fetches('/agents/v2.json')).to.be.greaterThan(0);
    const fetchedBefore = documents.fetches('/agents/v2.json');

    const mine = await client.callTool({ name: 'list_my_drafts', arguments: { per_page: 10 } });
    expect(mine.isError ?? false).to.equal(false);
    expect((mine.structuredContent as { items: { id: string }[] }).items.map((item) => item.id)).to.include(draftId);
    const submitted = await client.callTool({ name: 'submit_listing', arguments: { url: 'https://rockets.test' } });
    expect(submitted.isError ?? false).to.equal(false);
    const rest = await fetch(`${t.baseUrl}/v1/drafts/${(submitted.structuredContent as { id: string }).id}`, {
      headers: { authorization: `Bearer ${auth.accessToken}` },
    });
    expect(rest.status).to.equal(200);
    // The document was cached (max-age 300), not fetched again for the token exchange.
    expect(documents.fetches('/agents/v2.json')).to.equal(fetchedBefore);
  });

  it('v1 client on 2025-03-26: signs in again (consent asked again), and Deny gives access_denied', async () => {
    const auth = new TestOAuthClientProvider(callbacks.url, 'Test Agent (v1, 2025-03-26)');
    const client = checkedToolCalls(new V1Client({ name: 'v1-old', version: '1.0.0' }));
    const transport = offering('2025-03-26', new V1Transport(mcpUrl(), { authProvider: auth as never }));
    await client.connect(transport);
    closers.push(() => client.close());
    expect(transport.protocolVersion).to.equal('2025-03-26');

    await client.callTool({ name: 'get_account', arguments: {} }).catch(() => undefined);
    const denied = await consentInBrowser(auth.authorizationUrl!, 'Test Agent (v1, 2025-03-26)', 'Deny');
    expect(denied.get('error')).to.equal('access_denied');

    auth.authorizationUrl = undefined;
    await client.callTool({ name: 'get_account', arguments: {} }).catch(() => undefined);
    const allowed = await consentInBrowser(auth.authorizationUrl!, 'Test Agent (v1, 2025-03-26)');
    await transport.finishAuth(allowed.get('code')!);
    const me = await client.callTool({ name: 'get_account', arguments: {} });
    expect(me.structuredContent).to.include({ email: person.email });
  });

  it('rotates refresh tokens (the old one is refused), revokes, and answers 401 to a revoked token', async () => {
    const auth = new TestOAuthClientProvider(callbacks.url, 'Rotation Agent');
    const client = checkedToolCalls(new V1Client({ name: 'rotation', version: '1.0.0' }));
    const transport = new V1Transport(mcpUrl(), { authProvider: auth as never });
    await client.connect(transport);
    closers.push(() => client.close());
    await client.callTool({ name: 'get_account', arguments: {} }).catch(() => undefined);
    await transport.finishAuth((await consentInBrowser(auth.authorizationUrl!, 'Rotation Agent')).get('code')!);
    const clientId = auth.registeredClientId!;

    const token = (body: Record<string, string>) =>
      fetch(`${t.baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body),
      });
    const first = auth.refreshToken!;
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: first,
      client_id: clientId,
      resource: `${t.baseUrl}/mcp`,
    });
    expect(refreshed.status).to.equal(200);
    const tokens: any = await refreshed.json();
    expect(tokens.refresh_token).to.be.a('string').and.not.equal(first);
    const reused = await token({
      grant_type: 'refresh_token',
      refresh_token: first,
      client_id: clientId,
      resource: `${t.baseUrl}/mcp`,
    });
    expect(reused.status).to.equal(400);
    expect(((await reused.json()) as any).error).to.equal('invalid_grant');

    const mcpCall = (accessToken: string) =>
      fetch(mcpUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          authorization: `Bearer ${accessToken}`,
          'mcp-protocol-version': '2025-11-25',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'get_account', arguments: {} },
        }),
      });
    // A refresh-token reuse revokes the whole grant, so this access token is gone too: sign in once more.
    expect((await mcpCall(tokens.access_token)).status).to.equal(401);

    auth.invalidateCredentials('tokens');
    await client.callTool({ name: 'get_account', arguments: {} }).catch(() => undefined);
    await transport.finishAuth((await consentInBrowser(auth.authorizationUrl!, 'Rotation Agent')).get('code')!);
    const live = auth.accessToken!;
    expect((await mcpCall(live)).status).to.equal(200);
    const revoked = await fetch(`${t.baseUrl}/oauth/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: live, client_id: clientId }),
    });
    expect(revoked.status).to.equal(200);
    const after = await mcpCall(live);
    expect(after.status).to.equal(401);
    expect(after.headers.get('www-authenticate')).to.contain('error="invalid_token"');
  });

  it('refuses what the policy refuses: plain PKCE, no PKCE, a foreign resource, a confidential client', async () => {
    const registered: any = await (
      await fetch(`${t.baseUrl}/oauth/reg`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_name: 'Policy',
          redirect_uris: [callbacks.url],
          token_endpoint_auth_method: 'none',
        }),
      })
    ).json();
    const authorize = (extra: Record<string, string>) =>
      fetch(
        `${t.baseUrl}/oauth/auth?${new URLSearchParams({
          client_id: registered.client_id,
          redirect_uri: callbacks.url,
          response_type: 'code',
          scope: 'account:read',
          state: 's',
          ...extra,
        })}`,
        { redirect: 'manual' },
      );
    const location = async (extra: Record<string, string>) =>
      new URL((await authorize(extra)).headers.get('location')!, t.baseUrl);
    expect((await location({})).searchParams.get('error')).to.equal('invalid_request'); // no code_challenge
    expect(
      (await location({ code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' })).searchParams.get('error'),
    ).to.equal('invalid_request');
    expect(
      (
        await location({
          code_challenge: 'x'.repeat(43),
          code_challenge_method: 'S256',
          resource: 'https://elsewhere.example/',
        })
      ).searchParams.get('error'),
    ).to.equal('invalid_target');
    const implicit = await location({
      response_type: 'token',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    expect(implicit.searchParams.get('error') ?? new URLSearchParams(implicit.hash.slice(1)).get('error')).to.match(
      /unsupported_response_type|invalid_request/,
    );
    const confidential = await fetch(`${t.baseUrl}/oauth/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'Secretive',
        redirect_uris: [callbacks.url],
        token_endpoint_auth_method: 'client_secret_post',
      }),
    });
    expect(confidential.status).to.equal(400);
    const password = await fetch(`${t.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: person.email,
        password: person.password,
        client_id: registered.client_id,
      }),
    });
    expect(((await password.json()) as any).error).to.equal('unsupported_grant_type');
  });
});
