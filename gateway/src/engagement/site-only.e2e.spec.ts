/**
 * Votes, follows and reviews are site-only operations (shared/src/api/catalog/engagement.ts):
 * "There is no voting through the API. Votes come only from people on the site." Over HTTP with a
 * real listening service: the OpenAPI document and the MCP tools do not name them, their paths under
 * /v1 do not exist, an API key with every scope cannot run them through the executor either, and
 * nothing is appended; the site's forms run them (with the operation's own limit per person: the sixth
 * review within the hour is a 429 page).
 */
import { expect } from 'chai';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { ManualClock } from '@listings/shared/kernel';
import { operations, siteOperations } from '@listings/shared/api';
import type { OutboxMailer } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { settled, startTestService, type TestService } from '../testing/test-service.ts';
import { PageClient, csrfIn, linkInMail, newPerson, signUpAndIn } from '@listings/site/testing';

const admin = { kind: 'admin' as const, id: 'test' };
const MCP_V2 = { versionNegotiation: { mode: { pin: '2026-07-28' } } } as const;

describe('site-only operations: people’s votes, follows and reviews are not in the API', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z');
  let service: TestService;
  let key: string;
  let listingId: number;
  const slug = 'alpha';

  const engagementEvents = async () =>
    (await service.service.events.readStream(`engagement-${listingId}`)).map((event) => event.type);

  before(async () => {
    service = await startTestService({}, { clock });
    const listings = new ListingCommands(service.service.events, clock);
    const made = await listings.create(
      { profile: { name: 'Alpha', tagline: 'Alpha does things', url: 'https://alpha.example' }, ownerId: null },
      admin,
      'test',
    );
    listingId = made.listingId;
    await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 'test');
    ({ key } = await service.createKey(['account:read', 'listings:write', 'orders:write']));
    await settled(service.service);
  });
  after(() => service?.close());

  it('the OpenAPI document names the 41 operations of the spec (and the 6 audit ones beyond it) and none of the site’s', async () => {
    const document: any = await (await fetch(`${service.baseUrl}/v1/openapi.json`)).json();
    const ids = Object.values(document.paths).flatMap((item: any) =>
      Object.values(item).map((op: any) => op.operationId),
    );
    expect(ids).to.have.length(operations.length);
    expect(ids).to.have.members(operations.map((operation) => operation.operationId));
    for (const operation of siteOperations) {
      expect(ids).to.not.include(operation.operationId);
      expect(document.paths).to.not.have.property(operation.path);
    }
  });

  it('their paths under /v1 do not exist (404), even with an API key holding every scope; nothing is written', async () => {
    for (const operation of siteOperations) {
      const path = operation.path.replace('{slug}', slug);
      const body = operation.operationId === 'review_listing' ? { rating: '5', text: 'Great' } : {};
      const answer = await service.call('POST', path, { key, body });
      expect(answer.status, path).to.equal(404);
      expect(answer.body).to.include({ code: 'no_such_route' });
      expect((await service.call('POST', path, { body })).status, path).to.equal(404);
    }
    expect(await engagementEvents()).to.deep.equal([]);
  });

  it('the MCP server lists no tool for them and refuses a call to one as an unknown tool', async () => {
    const client = new Client({ name: 'site-only-test', version: '1.0.0' }, MCP_V2);
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${service.baseUrl}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    );
    try {
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).to.have.length(operations.length);
      expect(names).to.have.members(operations.map((operation) => operation.operationId));
      for (const operation of siteOperations) {
        let refused: Error | undefined;
        await client.callTool({ name: operation.operationId, arguments: { slug } }).then(
          () => undefined,
          (error: Error) => (refused = error),
        );
        expect(refused?.message, operation.operationId).to.contain(`Unknown tool: ${operation.operationId}`);
      }
    } finally {
      await client.close();
    }
    expect(await engagementEvents()).to.deep.equal([]);
  });

  it('the executor refuses them to an API key (as a bearer credential or as a principal): they do not exist for it', async () => {
    const principal = (await service.service.executor.execute({
      operationId: 'get_account',
      params: {},
      query: {},
      body: undefined,
      authorization: `Bearer ${key}`,
      clientIp: '127.0.0.1',
    })) as { status: number; body: { id: string } };
    expect(principal.status).to.equal(200);
    for (const operation of siteOperations) {
      const input = {
        operationId: operation.operationId,
        params: { slug },
        query: {},
        body: operation.operationId === 'review_listing' ? { rating: '5', text: 'Great' } : undefined,
        clientIp: '127.0.0.1',
      };
      for (const caller of [
        { authorization: `Bearer ${key}` },
        {
          principal: {
            accountId: principal.body.id,
            credentialId: 'key',
            credentialKind: 'api_key' as const,
            scopes: ['account:read' as const, 'listings:write' as const, 'orders:write' as const],
          },
        },
      ]) {
        const result = await service.service.executor.execute({ ...input, ...caller });
        expect(result.status, operation.operationId).to.equal(404);
        expect(result.body).to.include({ code: 'unknown_operation' });
      }
    }
    expect(await engagementEvents()).to.deep.equal([]);
  });

  it('the site’s review form runs review_listing; past its limit per person (5 an hour) the page says to slow down', async () => {
    const browser = new PageClient(service.baseUrl);
    const who = newPerson();
    await signUpAndIn(browser, who);
    await settled(service.service);
    const mail = (await (service.service.mailer as OutboxMailer).list()).find((m) => m.to === who.email)!;
    const link = new URL(linkInMail(mail.raw, '/verify-email'));
    const landing = await browser.get(link.pathname + link.search);
    const confirmed = await browser.post('/verify-email', {
      csrf: csrfIn(landing.text),
      account: link.searchParams.get('account')!,
      request: link.searchParams.get('request')!,
      token: link.searchParams.get('token')!,
    });
    expect(confirmed.status).to.equal(200);

    const review = async (rating: string) => {
      const page = await browser.get(`/listings/${slug}`);
      return browser.post(`/listings/${slug}/reviews`, { csrf: csrfIn(page.text), rating, text: 'Does its job' });
    };
    const posted = await review('4');
    expect(posted.status).to.equal(303);
    expect(posted.location).to.equal(`/listings/${slug}?done=reviewed#reviews`);
    for (let i = 0; i < 4; i++) expect((await review('5')).status).to.equal(409); // one review per person
    const limited = await review('5');
    expect(limited.status).to.equal(429);
    expect(limited.headers.get('content-type')).to.match(/^text\/html/);
    expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 3600);
    expect(limited.text).to.include('Slow down').and.include('Back to the listing');
    expect((await engagementEvents()).filter((type) => type === 'ReviewPosted')).to.have.length(1);
  });
});
