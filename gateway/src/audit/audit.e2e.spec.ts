/**
 * The auditors' operations end to end (issue 33, part 3), on a real listening service whose log is a
 * file the audit CLI can open too:
 * - the authorisation matrix, table-driven: anonymous, a person, a moderator, an auditor, an admin (and
 *   an auditor of another site, and one whose role was revoked) × every audit operation;
 * - a key with `audit:read` is issued only to an account holding auditor or admin;
 * - the answers equal the CLI's on the same data (listing history and as-of, a draft's, a claim's and
 *   an order's history, a launch week), pagination, secrets redacted, 404 for what does not exist;
 * - the MCP tools are listed (read-only) and callable with the same answers.
 * Every HTTP answer is also checked against the OpenAPI document (testing/contract.ts).
 */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { DomainError, mondayOf } from '@listings/shared/kernel';
import type { Scope } from '@listings/shared/platform';
import { operations } from '@listings/shared/api';
import { ListingCommands } from '@listings/command-service/listings';
import { StaffCommands } from '@listings/command-service/staff';
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { checkedToolCalls } from '../testing/contract.ts';
import { seedShop } from '../orders/testing.ts';
import { runAuditCli } from './audit-cli.ts';

const admin = { kind: 'admin' as const, id: 'ops@test' };
const MCP_V2 = { versionNegotiation: { mode: { pin: '2026-07-28' } } } as const;
const AUDIT_IDS = operations.filter((op) => op.beyondSpec).map((op) => op.operationId);

describe('audit operations (e2e): authorisation matrix, the CLI’s answers, MCP tools', function () {
  this.timeout(60_000);
  let dir: string;
  let t: TestService;
  let staff: StaffCommands;
  const keys: Record<string, string | undefined> = {};
  let slug: string;
  let listingId: number;
  let draftId: string;
  let claimId: number;
  let orderNumber: string;
  const week = mondayOf(new Date());

  /** An account with these staff roles (each `role@site`) and a key with these scopes. */
  const member = async (name: string, roles: string[], scopes: Scope[]) => {
    const { accountId } = await t.service.accounts.register({ email: `${name}@example.com`, name }, admin, 'test');
    let position = 0;
    for (const held of roles) {
      const [role, site] = held.split('@') as [string, string];
      const command = { accountId, email: `${name}@example.com`, role, site, reason: 'audit e2e' };
      position = (await staff.execute({ type: 'GrantStaffRole', ...command }, admin, 'test')).position;
    }
    if (position) await t.service.projections.waitForPosition(position, 10_000);
    const issued = await t.service.accounts.issueApiKey(accountId, { name: 'test', scopes }, admin, 'test');
    await t.service.projections.waitForPosition(issued.position, 10_000);
    return { accountId, key: issued.key, email: `${name}@example.com` };
  };

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-e2e-'));
    t = await startTestService(
      { dataDir: dir },
      {
        drafting: {
          crawler: new FakeCrawler({ 'https://acme.test': 'name: Acme Rockets\ntagline: Rockets' }),
          drafter: new FakeDrafter(),
        },
      },
    );
    staff = new StaffCommands(t.service.events, t.service.clock);
    const shop = await seedShop(t);
    ({ slug, listingId } = shop);
    const edited = await new ListingCommands(t.service.events, t.service.clock).execute(
      listingId,
      { type: 'ChangeProfile', changes: { tagline: 'Notes for harbours', city: 'Lisbon' } },
      admin,
      'admin:listing-edit',
    );
    await t.service.projections.waitForPosition(edited.position, 10_000);

    keys.anonymous = undefined;
    keys.person = (await member('person', [], ['account:read', 'listings:write'])).key;
    keys.moderator = (await member('moderator', ['moderator@*'], ['account:read'])).key;
    keys.auditor = (await member('auditor', ['auditor@*'], ['audit:read'])).key;
    keys.admin = (await member('admin', ['admin@main'], ['account:read', 'audit:read'])).key;
    keys['auditor of another site'] = (await member('elsewhere', ['auditor@other-site'], ['audit:read'])).key;
    const revoked = await member('revoked', ['auditor@*'], ['audit:read']);
    const { position } = await staff.execute(
      {
        type: 'RevokeStaffRole',
        accountId: revoked.accountId,
        email: revoked.email,
        role: 'auditor',
        site: '*',
        reason: 'audit over',
      },
      admin,
      'test',
    );
    await t.service.projections.waitForPosition(position, 10_000);
    keys['auditor whose role was revoked'] = revoked.key;

    // A draft, a claim (by e-mail link: its nonce and token hash are secrets) and an order, made as people make them.
    const draft = await t.call('POST', '/drafts', { key: keys.person, body: { url: 'https://acme.test' } });
    expect(draft.status, JSON.stringify(draft.body)).to.equal(201);
    draftId = draft.body.id;
    const listings = new ListingCommands(t.service.events, t.service.clock);
    const claimable = await listings.create(
      { profile: { name: 'Claimable', url: 'https://claimable.example' }, ownerId: null },
      admin,
      'test',
    );
    const live = await listings.execute(claimable.listingId, { type: 'GoLive', week, plan: 'free' }, admin, 'test');
    await t.service.projections.waitForPosition(live.position, 10_000);
    const claim = await t.call('POST', '/claims', {
      key: keys.person,
      body: { slug: claimable.slug, method: 'email', email: 'ops@claimable.example' },
    });
    expect(claim.status, JSON.stringify(claim.body)).to.equal(201);
    claimId = claim.body.claim_id;
    const order = await t.call('POST', '/orders/checkout', {
      key: shop.owner.key,
      body: { items: [{ product: 'launch', listing_id: listingId }], billing_country: 'IE' },
    });
    expect(order.status, JSON.stringify(order.body)).to.equal(201);
    orderNumber = order.body.number;
  });

  after(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const pathOf = (operationId: string): string =>
    ({
      audit_listing_history: `/audit/listings/${slug}/history`,
      audit_listing_as_of: `/audit/listings/${slug}/as-of?at=${encodeURIComponent(new Date().toISOString())}`,
      audit_launch_week: `/audit/launch-weeks/${week}`,
      audit_draft_history: `/audit/drafts/${draftId}/history`,
      audit_claim_history: `/audit/claims/${claimId}/history`,
      audit_order_history: `/audit/orders/${orderNumber}/history`,
    })[operationId]!;

  const MATRIX: { who: string; status: number; code?: string }[] = [
    { who: 'anonymous', status: 401, code: 'unauthorized' },
    { who: 'person', status: 403, code: 'insufficient_scope' },
    { who: 'moderator', status: 403, code: 'insufficient_scope' },
    { who: 'auditor', status: 200 },
    { who: 'admin', status: 200 },
    { who: 'auditor of another site', status: 403, code: 'staff_role_required' },
    { who: 'auditor whose role was revoked', status: 403, code: 'staff_role_required' },
  ];

  it('covers all six audit operations', () => {
    expect(AUDIT_IDS).to.have.length(6);
  });

  for (const { who, status, code } of MATRIX)
    for (const operationId of AUDIT_IDS)
      it(`${who} × ${operationId} → ${status}${code ? ` ${code}` : ''}`, async () => {
        const answer = await t.call('GET', pathOf(operationId), { key: keys[who] });
        expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
        if (code) expect(answer.body.code).to.equal(code);
        if (status === 200)
          expect(answer.headers.get('ratelimit-policy') ?? answer.headers.get('ratelimit')).to.be.a('string');
      });

  it('issues a key with audit:read only to an account holding auditor or admin', async () => {
    const { accountId } = await t.service.accounts.register({ email: 'mod2@example.com', name: 'Mod' }, admin, 'test');
    await staff.execute(
      { type: 'GrantStaffRole', accountId, email: 'mod2@example.com', role: 'moderator', site: '*', reason: 'queues' },
      admin,
      'test',
    );
    const refusal = await t.service.accounts
      .issueApiKey(accountId, { name: 'x', scopes: ['audit:read'] }, admin, 'test')
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refusal).to.be.instanceOf(DomainError);
    expect((refusal as DomainError).code).to.equal('staff_role_required');
  });

  const cli = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAuditCli(
      argv,
      { DATA_DIR: dir },
      (line) => lines.push(line),
      () => {},
    );
    return { code, output: lines.join('\n') };
  };
  const auditor = () => ({ key: keys.auditor });
  /** The CLI's JSON entry in the API's spelling (`recordedAt` → `recorded_at`). */
  const wire = ({ recordedAt, ...rest }: { recordedAt: string }) => ({ ...rest, recorded_at: recordedAt });
  const allPages = async (base: string) => {
    const items: unknown[] = [];
    for (let page = 1; ; page++) {
      const answer = await t.call('GET', `${base}?page=${page}&per_page=1`, auditor());
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      items.push(...answer.body.items);
      if (page * 1 >= answer.body.total) return { items, total: answer.body.total };
    }
  };

  it("answers a listing's history as the CLI does, page by page, with actor, time, cause and before/after", async () => {
    const fromCli = await cli('history', slug, '--json');
    expect(fromCli.code).to.equal(0);
    const expected = (JSON.parse(fromCli.output) as { recordedAt: string }[]).map(wire);
    const { items, total } = await allPages(`/audit/listings/${slug}/history`);
    expect(total).to.equal(expected.length).and.to.be.greaterThan(1);
    expect(JSON.parse(JSON.stringify(items))).to.deep.equal(JSON.parse(JSON.stringify(expected)));
    const edit = items.find((item) => (item as { cause: string }).cause === 'admin:listing-edit') as {
      actor: unknown;
      changes: unknown[];
    };
    expect(edit.actor).to.deep.equal(admin);
    const city = (edit.changes as { field: string; after?: unknown }[]).find((change) => change.field === 'city');
    expect(city?.after).to.equal('Lisbon');
    const byId = await t.call('GET', `/audit/listings/${listingId}/history?per_page=100`, auditor());
    expect(byId.body.items).to.deep.equal(items);
  });

  it('answers a listing as of an instant as the CLI does; before it existed: existed false, state null', async () => {
    const at = new Date().toISOString();
    const fromCli = await cli('as-of', slug, at);
    expect(fromCli.code).to.equal(0);
    const state = JSON.parse(fromCli.output.slice(fromCli.output.indexOf('\n') + 1));
    const answer = await t.call('GET', `/audit/listings/${slug}/as-of?at=${encodeURIComponent(at)}`, auditor());
    expect(answer.body).to.include({ listing_id: listingId, existed: true });
    expect(answer.body.state).to.deep.equal(state);
    expect(fromCli.output).to.contain(`(${answer.body.applied} of ${answer.body.total} events)`);
    const before = await t.call('GET', `/audit/listings/${slug}/as-of?at=2000-01-01T00:00:00Z`, auditor());
    expect(before.body).to.include({ existed: false, state: null, applied: 0 });
    expect((await cli('as-of', slug, '2000-01-01T00:00:00Z')).output).to.contain('did not exist yet');
  });

  for (const [kind, id] of [
    ['draft', () => draftId],
    ['claim', () => String(claimId)],
    ['order', () => orderNumber],
  ] as const)
    it(`answers a ${kind}'s history as the CLI does, secrets redacted`, async () => {
      const fromCli = await cli(kind, id(), '--json');
      expect(fromCli.code, fromCli.output).to.equal(0);
      const expected = (JSON.parse(fromCli.output) as { recordedAt: string }[]).map(wire);
      const plural = { draft: 'drafts', claim: 'claims', order: 'orders' }[kind];
      const { items, total } = await allPages(`/audit/${plural}/${id()}/history`);
      expect(total).to.equal(expected.length).and.to.be.greaterThan(0);
      expect(items).to.deep.equal(expected);
      expect(JSON.stringify(items)).to.not.match(/"(emailNonce|emailTokenHash|tokenHash)":"(?!\[redacted\])/);
      if (kind === 'claim') expect(JSON.stringify(items)).to.contain('"emailTokenHash":"[redacted]"');
    });

  it('answers a launch week as the CLI does (not closed yet: no board, no recount)', async () => {
    const answer = await t.call('GET', `/audit/launch-weeks/${week}`, auditor());
    expect(answer.body).to.include({ week, closed: null, matches: true, as_of: null });
    const fromCli = await cli('week', week);
    expect(fromCli.output).to.contain(`launch week ${week} is not closed`);
    const earlier = await t.call('GET', `/audit/launch-weeks/${week}?at=2000-01-01T00:00:00Z`, auditor());
    expect(earlier.body).to.include({ ended: null, closed: null, as_of: '2000-01-01T00:00:00.000Z' });
  });

  it('answers 404 for what does not exist, 400 for a bad instant, a bad limit or an unknown parameter', async () => {
    for (const missing of [
      '/audit/listings/no-such-listing/history',
      '/audit/listings/999999/as-of?at=2026-01-01T00:00:00Z',
      '/audit/drafts/00000000-0000-4000-8000-000000000000/history',
      '/audit/claims/999999/history',
      '/audit/orders/ORD-0000-000000/history',
    ]) {
      const answer = await t.call('GET', missing, auditor());
      expect(answer.status, missing).to.equal(404);
      expect(answer.body.code).to.equal('not_found');
    }
    for (const [bad, field] of [
      [`/audit/listings/${slug}/as-of?at=yesterday`, 'query.at'],
      [`/audit/listings/${slug}/history?per_page=101`, 'query.per_page'],
      [`/audit/listings/${slug}/history?page=0`, 'query.page'],
      [`/audit/listings/${slug}/history?cursor=abc`, 'query.cursor'],
      [`/audit/launch-weeks/2026-02-30`, 'params.week'],
    ]) {
      const answer = await t.call('GET', bad!, auditor());
      expect(answer.status, bad).to.equal(400);
      expect(answer.body.errors.map((e: { field: string }) => e.field)).to.include(field);
    }
  });

  it('lists the audit operations as read-only MCP tools and answers them as the API does', async () => {
    const connect = async (key: string) => {
      const client = checkedToolCalls(new Client({ name: 'audit-test', version: '1.0.0' }, MCP_V2));
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${key}` } },
        }),
      );
      return client;
    };
    const client = await connect(keys.auditor!);
    try {
      const { tools } = await client.listTools();
      for (const id of AUDIT_IDS) {
        const tool = tools.find((candidate) => candidate.name === id);
        expect(tool, id).to.not.equal(undefined);
        expect(tool!.annotations).to.include({ readOnlyHint: true, destructiveHint: false });
      }
      const result = await client.callTool({
        name: 'audit_listing_history',
        arguments: { listing: slug, per_page: 100 },
      });
      expect(result.isError ?? false).to.equal(false);
      const api = await t.call('GET', `/audit/listings/${slug}/history?per_page=100`, auditor());
      expect(result.structuredContent).to.deep.equal(api.body);
      const order = await client.callTool({ name: 'audit_order_history', arguments: { number: orderNumber } });
      expect((order.structuredContent as { total: number }).total).to.be.greaterThan(0);
    } finally {
      await client.close();
    }
    // A key without audit:read: the MCP endpoint refuses the call (insufficient scope), as the API does.
    const person = await connect(keys.person!);
    try {
      const refused = await person.callTool({ name: 'audit_listing_history', arguments: { listing: slug } }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(String(refused)).to.match(/403|insufficient_scope|audit:read/);
    } finally {
      await person.close();
    }
  });
});
