/**
 * Claims over HTTP: claim → verify by meta tag and file (a fake site on 127.0.0.1), by DNS TXT record
 * (a fake DNS server on 127.0.0.1 UDP, through the real node:dns resolver) and by e-mail (the link from
 * the outbox → landing page → confirm with CSRF); the listing's owner changes; 404s; wrong tokens; and
 * the SSRF refusal of the default fetcher.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { createSafeFetcher, nodeTxtResolver, type OutboxMailer } from '@listings/shared/platform';
import { startFakeDnsServer, type FakeDnsServer } from '@listings/shared/platform/testing';
import { ListingCommands } from '@listings/command-service/listings';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { PageClient, csrfIn } from '@listings/site/testing';

const site = { kind: 'system' as const, id: 'test' };

interface FakeSite {
  url: string;
  home: string;
  file: string | null;
  close(): Promise<void>;
}

async function startFakeSite(): Promise<FakeSite> {
  const state = { home: '<html><head><title>Acme</title></head><body>Hi</body></html>', file: null as string | null };
  const server = http.createServer((req, res) => {
    if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(state.home);
    if (req.url === '/.well-known/listings-verify.txt' && state.file !== null)
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end(state.file);
    res.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeSite;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

describe('claims (e2e)', function () {
  this.timeout(30_000);
  const clock = new ManualClock('2026-11-25T12:00:00Z');
  let t: TestService;
  let fakeSite: FakeSite;
  let dns: FakeDnsServer;
  let listings: ListingCommands;
  let last = 0;

  const createListing = async (name: string, url: string, publish: 'live' | 'scheduled' | 'draft' = 'live') => {
    const { listingId, slug, position } = await listings.create(
      { profile: { name, url }, ownerId: null },
      site,
      'test',
    );
    last = position;
    if (publish === 'live')
      last = (await listings.execute(listingId, { type: 'GoLive', week: '2026-11-23', plan: 'free' }, site, 'test'))
        .position;
    if (publish === 'scheduled')
      last = (
        await listings.execute(listingId, { type: 'ScheduleLaunch', week: '2026-12-07', plan: 'free' }, site, 'test')
      ).position;
    await t.service.projections.waitForPosition(last, 5000);
    return { listingId, slug };
  };
  const listingDoc = (slug: string) =>
    t.service.documents.collection<ListingDocument>(LISTINGS_COLLECTION).findOne({ _id: slug });

  before(async () => {
    fakeSite = await startFakeSite();
    dns = await startFakeDnsServer();
    t = await startTestService(
      {},
      {
        clock,
        claims: {
          fetcher: createSafeFetcher({ userAgent: 'test', allowedAddresses: ['127.0.0.1'], defaultTimeoutMs: 3000 }),
          dns: nodeTxtResolver({ servers: [dns.address], timeoutMs: 1000, tries: 1 }),
        },
      },
    );
    listings = new ListingCommands(t.service.events, clock);
  });
  after(async () => {
    await t.close();
    await fakeSite.close();
    await dns.close();
  });

  it('meta tag: answers what to publish, stays pending until it is there, then verifies and the claimant owns the listing', async () => {
    const { slug } = await createListing('Meta Co', fakeSite.url);
    const { key, accountId } = await t.createKey(['listings:write', 'account:read']);
    const claim = await t.call('POST', '/claims', { key, body: { slug, method: 'meta' } });
    expect(claim.status).to.equal(201);
    expect(claim.body).to.include({ slug, method: 'meta', status: 'pending', domain: '127.0.0.1' });
    expect(claim.body.token).to.match(/^[0-9a-f]{40}$/);
    expect(claim.body.instructions).to.deep.include({
      url: fakeSite.url,
      tag: `<meta name="listings-verify" content="${claim.body.token}">`,
    });

    const early = await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} });
    expect(early.status).to.equal(200);
    expect(early.body.status).to.equal('pending');
    expect(early.body.last_check).to.include({ reason: 'not_found' });
    expect(early.body.last_check.seen).to.contain('no listings-verify meta tag');
    expect(early.body.last_check.looked_for).to.contain(claim.body.token);

    fakeSite.home = `<html><head><meta name="listings-verify" content="wrong-token"></head></html>`;
    const wrong = await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} });
    expect(wrong.body.status).to.equal('pending');
    expect(wrong.body.last_check.seen).to.contain('"wrong-token"');

    fakeSite.home = `<html><head><title>Acme</title><meta content="${claim.body.token}" name="listings-verify"></head></html>`;
    const verified = await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} });
    expect(verified.status).to.equal(200);
    expect(verified.body).to.include({ status: 'verified', verified_at: '2026-11-25T12:00:00.000Z' });

    const listing = await t.call('GET', `/listings/${slug}`);
    expect(listing.body.verified).to.equal(true);
    const doc = await listingDoc(slug);
    expect(doc!.owner_id).to.equal(accountId);
    expect(doc!.plan).to.equal('free'); // verified is not paid

    const mine = await t.call('GET', '/claims', { key });
    expect(mine.body).to.include({ total: 1, page: 1, per_page: 20 });
    expect(mine.body.items[0]).to.include({ claim_id: claim.body.claim_id, status: 'verified' });
    expect(mine.body.items[0].instructions.method).to.equal('meta');

    // Verifying again is harmless; claiming one's own verified listing again is refused.
    expect((await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} })).body.status).to.equal(
      'verified',
    );
    const again = await t.call('POST', '/claims', { key, body: { slug, method: 'dns' } });
    expect(again.status).to.equal(409);
    expect(again.body.code ?? again.body.type).to.contain('already_verified');
    fakeSite.home = '<html></html>';
  });

  it('file: the token in /.well-known/listings-verify.txt', async () => {
    const { slug } = await createListing('File Co', fakeSite.url, 'scheduled');
    const { key, accountId } = await t.createKey(['listings:write', 'account:read']);
    const claim = await t.call('POST', '/claims', { key, body: { slug, method: 'file' } });
    expect(claim.status).to.equal(201);
    expect(claim.body.instructions).to.deep.include({
      url: `${fakeSite.url}.well-known/listings-verify.txt`,
      content: claim.body.token,
    });

    const missing = await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} });
    expect(missing.body.status).to.equal('pending');
    expect(missing.body.last_check).to.include({ reason: 'http_status' });
    expect(missing.body.last_check.seen).to.contain('HTTP 404');

    fakeSite.file = 'some-other-token\n';
    expect(
      (await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} })).body.last_check.seen,
    ).to.contain('some-other-token');

    fakeSite.file = `${claim.body.token}\n`;
    const verified = await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} });
    expect(verified.body.status).to.equal('verified');
    expect((await listingDoc(slug))!.owner_id).to.equal(accountId);
    fakeSite.file = null;
  });

  it('dns: a TXT record at _listings-verify.<domain>, read by node:dns from the configured server', async () => {
    const { slug } = await createListing('Dns Co', 'https://www.dns-co.test/');
    const { key, accountId } = await t.createKey(['listings:write', 'account:read']);
    const claim = await t.call('POST', '/claims', { key, body: { slug, method: 'dns' } });
    expect(claim.status).to.equal(201);
    expect(claim.body.instructions).to.deep.include({
      record_type: 'TXT',
      name: '_listings-verify.dns-co.test',
      value: `listings-verify=${claim.body.token}`,
    });

    const none = await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} });
    expect(none.body.status).to.equal('pending');
    expect(none.body.last_check.seen).to.equal('no TXT record at _listings-verify.dns-co.test');

    dns.records.set('_listings-verify.dns-co.test', [
      'google-site-verification=x',
      `listings-verify=${claim.body.token}`,
    ]);
    const verified = await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} });
    expect(verified.body.status).to.equal('verified');
    expect(dns.queries).to.include('_listings-verify.dns-co.test');
    expect((await listingDoc(slug))!.owner_id).to.equal(accountId);
    expect((await t.call('GET', `/listings/${slug}`)).body.verified).to.equal(true);
  });

  it('email: only an address at the company domain; the link opens a confirm page; the CSRF-checked POST verifies', async () => {
    const { slug } = await createListing('Mail Co', 'https://mail-co.test/');
    const { key, accountId } = await t.createKey(['listings:write', 'account:read']);
    const outside = await t.call('POST', '/claims', {
      key,
      body: { slug, method: 'email', email: 'founder@gmail.com' },
    });
    expect(outside.status).to.equal(400);
    expect(outside.body.errors[0]).to.include({ field: 'body.email', code: 'email_not_at_domain' });

    const claim = await t.call('POST', '/claims', {
      key,
      body: { slug, method: 'email', email: 'CEO@eu.mail-co.test' },
    });
    expect(claim.status).to.equal(201);
    expect(claim.body).to.include({ method: 'email', email: 'ceo@eu.mail-co.test', status: 'pending' });
    expect(claim.body).to.not.have.property('token');
    const refused = await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} });
    expect(refused.status).to.equal(409);

    const outbox = t.service.mailer as OutboxMailer;
    let mail;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = (await outbox.list()).find((m) => m.to === 'ceo@eu.mail-co.test');
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail, 'the link was mailed').to.not.equal(undefined);
    for (let i = 0; i < 100 && !(await t.call('GET', '/claims', { key })).body.items[0].email_sent; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const link = /https?:\/\/\S+\/claims\/verify\?claim=\d+&token=[A-Za-z0-9_-]+/.exec(
      decodeQuotedPrintable(mail!.raw),
    )![0];
    const path = link.slice(link.indexOf('/claims/verify'));
    const token = new URL(link).searchParams.get('token')!;
    // The token is a secret: never in the log, the read model or the API.
    const stored =
      JSON.stringify(await t.service.events.readStream(`claim-${claim.body.claim_id}`)) +
      JSON.stringify(await t.call('GET', '/claims', { key }));
    expect(stored).to.not.contain(token);

    const browser = new PageClient(t.baseUrl);
    const page = await browser.get(path);
    expect(page.status).to.equal(200);
    expect(page.text).to.contain('Confirm').and.contain('mail-co.test');
    // Opening the link (a mail scanner's prefetch) verified nothing.
    expect((await t.call('GET', '/claims', { key })).body.items[0].status).to.equal('pending');

    const wrongToken = await browser.get(`/claims/verify?claim=${claim.body.claim_id}&token=${'A'.repeat(43)}`);
    expect(wrongToken.status).to.equal(404);
    const noCsrf = await browser.post('/claims/verify', { claim: String(claim.body.claim_id), token });
    expect(noCsrf.status).to.equal(403);
    const forged = await browser.post('/claims/verify', {
      claim: String(claim.body.claim_id),
      token: 'B'.repeat(43),
      csrf: csrfIn(page.text),
    });
    expect(forged.status).to.equal(404);
    expect((await t.call('GET', '/claims', { key })).body.items[0].status).to.equal('pending');

    const confirmed = await browser.post('/claims/verify', {
      claim: String(claim.body.claim_id),
      token,
      csrf: csrfIn(page.text),
    });
    expect(confirmed.status).to.equal(200);
    expect(confirmed.text).to.contain('Claim verified');
    const mine = await t.call('GET', '/claims', { key });
    expect(mine.body.items[0]).to.include({ status: 'verified', email_sent: true });
    expect((await listingDoc(slug))!.owner_id).to.equal(accountId);
    expect((await t.call('GET', `/listings/${slug}`)).body.verified).to.equal(true);
  });

  it('a listing verified for another account can be claimed: the newest verified claim takes it', async () => {
    const { slug } = await createListing('Taken Co', 'https://taken-co.test/');
    const first = await t.createKey(['listings:write', 'account:read']);
    const second = await t.createKey(['listings:write', 'account:read']);
    const a = await t.call('POST', '/claims', { key: first.key, body: { slug, method: 'dns' } });
    dns.records.set('_listings-verify.taken-co.test', [`listings-verify=${a.body.token}`]);
    expect(
      (await t.call('POST', `/claims/${a.body.claim_id}/verify`, { key: first.key, body: {} })).body.status,
    ).to.equal('verified');
    expect((await listingDoc(slug))!.owner_id).to.equal(first.accountId);

    const b = await t.call('POST', '/claims', { key: second.key, body: { slug, method: 'dns' } });
    expect(b.status).to.equal(201);
    expect(b.body.listing_verified_by_another_account).to.equal(true);
    // The first owner's record is still there: the second claim stays pending.
    expect(
      (await t.call('POST', `/claims/${b.body.claim_id}/verify`, { key: second.key, body: {} })).body.status,
    ).to.equal('pending');
    dns.records.set('_listings-verify.taken-co.test', [`listings-verify=${b.body.token}`]);
    expect(
      (await t.call('POST', `/claims/${b.body.claim_id}/verify`, { key: second.key, body: {} })).body.status,
    ).to.equal('verified');
    expect((await listingDoc(slug))!.owner_id).to.equal(second.accountId);
  });

  it('a verified claim whose listing Verify was lost (crash) is completed by verifying again', async () => {
    const { slug } = await createListing('Crash Co', 'https://crash-co.test/');
    const { key, accountId } = await t.createKey(['listings:write', 'account:read']);
    const claim = await t.call('POST', '/claims', { key, body: { slug, method: 'dns' } });
    const stream = `claim-${claim.body.claim_id}`;
    const history = await t.service.events.readStream(stream);
    await t.service.events.appendToStream(
      stream,
      [
        {
          id: crypto.randomUUID(),
          type: 'ClaimVerified',
          data: {
            claimId: claim.body.claim_id,
            accountId,
            listingId: claim.body.listing_id,
            method: 'dns',
            at: clock.now().toISOString(),
            lookedFor: 'x',
            seen: 'y',
          },
          metadata: { actor: site, at: clock.now().toISOString(), cause: 'test' },
        },
      ],
      { expectedRevision: history[history.length - 1].revision },
    );
    expect((await listingDoc(slug))!.owner_id).to.equal(null);
    const again = await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} });
    expect(again.body.status).to.equal('verified');
    expect((await listingDoc(slug))!.owner_id).to.equal(accountId);
  });

  it("404s: unknown or unpublished listing, unknown claim, another account's claim; owner-scoped list", async () => {
    const { slug: draft } = await createListing('Draft Co', 'https://draft-co.test/', 'draft');
    const { slug } = await createListing('Scoped Co', 'https://scoped-co.test/');
    const owner = await t.createKey(['listings:write', 'account:read']);
    const other = await t.createKey(['listings:write', 'account:read']);
    expect(
      (await t.call('POST', '/claims', { key: owner.key, body: { slug: 'no-such-listing', method: 'dns' } })).status,
    ).to.equal(404);
    expect((await t.call('POST', '/claims', { key: owner.key, body: { slug: draft, method: 'dns' } })).status).to.equal(
      404,
    );
    expect((await t.call('POST', '/claims/999999/verify', { key: owner.key, body: {} })).status).to.equal(404);
    const claim = await t.call('POST', '/claims', { key: owner.key, body: { slug, method: 'file' } });
    expect(
      (await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key: other.key, body: {} })).status,
    ).to.equal(404);
    expect((await t.call('GET', '/claims', { key: other.key })).body).to.include({ total: 0 });
    const two = await t.call('POST', '/claims', { key: owner.key, body: { slug, method: 'meta' } });
    const paged = await t.call('GET', '/claims?per_page=1&page=2', { key: owner.key });
    expect(paged.body).to.include({ total: 2, page: 2, per_page: 1 });
    expect(paged.body.items.map((c: { claim_id: number }) => c.claim_id)).to.deep.equal([claim.body.claim_id]);
    expect(two.body.claim_id).to.be.greaterThan(claim.body.claim_id);
    // Scopes: claims need listings:write, the list account:read.
    const readOnly = await t.createKey(['account:read']);
    expect((await t.call('POST', '/claims', { key: readOnly.key, body: { slug, method: 'dns' } })).status).to.equal(
      403,
    );
  });

  it('limits pending claims per account and claims per listing and day', async () => {
    const { slug } = await createListing('Busy Co', 'https://busy-co.test/');
    const keys = await Promise.all([1, 2].map(() => t.createKey(['listings:write', 'account:read'])));
    for (let i = 0; i < 10; i++)
      expect(
        (await t.call('POST', '/claims', { key: keys[i % 2].key, body: { slug, method: 'dns' } })).status,
      ).to.equal(201);
    const eleventh = await t.call('POST', '/claims', { key: keys[0].key, body: { slug, method: 'dns' } });
    expect(eleventh.status).to.equal(409);
    expect(JSON.stringify(eleventh.body)).to.contain('too_many_claims_for_listing');
    clock.advance(25 * 3600_000);
    expect((await t.call('POST', '/claims', { key: keys[0].key, body: { slug, method: 'dns' } })).status).to.equal(201);

    const busy = await t.createKey(['listings:write', 'account:read']);
    for (let i = 0; i < 20; i++) {
      const { slug: s } = await createListing(`Many ${i}`, `https://many-${i}.test/`);
      expect((await t.call('POST', '/claims', { key: busy.key, body: { slug: s, method: 'meta' } })).status).to.equal(
        201,
      );
    }
    const over = await t.call('POST', '/claims', { key: busy.key, body: { slug, method: 'meta' } });
    expect(over.status).to.equal(409);
    expect(JSON.stringify(over.body)).to.contain('too_many_pending_claims');
  });

  it('rate-limits failed checks of one claim', async () => {
    const { slug } = await createListing('Patient Co', 'https://patient-co.test/');
    const { key } = await t.createKey(['listings:write', 'account:read']);
    const claim = await t.call('POST', '/claims', { key, body: { slug, method: 'dns' } });
    for (let i = 0; i < 10; i++)
      expect((await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} })).body.status).to.equal(
        'pending',
      );
    const limited = await t.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} });
    expect(limited.status).to.equal(409);
    expect(JSON.stringify(limited.body)).to.contain('too_many_checks');
  });

  describe('with the default fetcher', () => {
    let plain: TestService;
    before(async () => {
      plain = await startTestService(
        {},
        { claims: { dns: nodeTxtResolver({ servers: [dns.address], timeoutMs: 1000, tries: 1 }) } },
      );
    });
    after(() => plain.close());

    it('refuses a private address: the claim stays pending with a clear reason', async () => {
      const commands = new ListingCommands(plain.service.events, plain.service.clock);
      const { listingId, slug } = await commands.create(
        { profile: { name: 'Local Co', url: fakeSite.url }, ownerId: null },
        site,
        'test',
      );
      const { position } = await commands.execute(
        listingId,
        { type: 'GoLive', week: '2026-11-23', plan: 'free' },
        site,
        'test',
      );
      await plain.service.projections.waitForPosition(position, 5000);
      const { key } = await plain.createKey(['listings:write', 'account:read']);
      const claim = await plain.call('POST', '/claims', { key, body: { slug, method: 'meta' } });
      fakeSite.home = `<meta name="listings-verify" content="${claim.body.token}">`;
      const check = await plain.call('POST', `/claims/${claim.body.claim_id}/verify`, { key, body: {} });
      expect(check.status).to.equal(200);
      expect(check.body.status).to.equal('pending');
      expect(check.body.last_check.reason).to.equal('unsafe_address');
      expect(check.body.last_check.seen).to.contain('public addresses');
      fakeSite.home = '<html></html>';
    });
  });
});
