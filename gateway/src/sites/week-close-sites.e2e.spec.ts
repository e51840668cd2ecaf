/**
 * Launch weeks closed per site (issue 30), end to end over real HTTP with the Host a client sends.
 * Two sites launch in the same week: the default site's three launches have more votes than any of
 * the AI site's two, so ranked together the AI site would have no award at all. Closed per site,
 * each site has its own #1: the week's events name the site, and list_awards (REST and MCP), the
 * week page, the awards page with its recount log, and the audit (API and CLI) answer each site's
 * own. A discount after the close recounts only the AI site's board. A rebuild equals the live model.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { StaffCommands } from '@listings/command-service/staff';
import { launchWeekClose } from '@listings/query-service/listings';
import {
  LAUNCH_AWARDS_COLLECTION,
  LAUNCH_WEEK_CLOSES_COLLECTION,
  LAUNCH_WEEK_RECOUNTS_COLLECTION,
} from '@listings/projectors/listings';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { eventually } from '../orders/testing.ts';
import { runAuditCli } from '../audit/audit-cli.ts';
import { runVotesCommand } from '../admin/votes-cli.ts';

const admin = { kind: 'admin' as const, id: 'site-team@test' };
const WEEK = '2026-11-16';
const HOSTS = { main: 'main.test', ai: 'ai.test' } as const;

function get(
  baseUrl: string,
  pathname: string,
  host: string,
  options: { method?: string; accept?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; text: string; json: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(pathname, baseUrl),
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
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const json = /json/.test(String(res.headers['content-type'])) && text ? JSON.parse(text) : undefined;
          resolve({ status: res.statusCode!, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('launch weeks closed per site of the network', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z'); // Wednesday of the week of 2026-11-16
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'week-close-sites-'));
  let service: TestService;
  let auditorKey: string;
  const ids: Record<string, number> = {};

  const settle = async () =>
    expect(
      await service.service.projections.waitForPosition(await service.service.events.headPosition(), 20_000),
    ).to.equal(true);
  const awards = async (site: keyof typeof HOSTS) =>
    (await get(service.baseUrl, '/v1/awards', HOSTS[site])).json.items.map((a: any) => [
      a.rank,
      a.listing.slug,
      a.votes,
    ]);
  const page = async (pathname: string, site: keyof typeof HOSTS) =>
    (await get(service.baseUrl, pathname, HOSTS[site], { accept: 'text/html' })).text;
  const cli = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAuditCli(
      argv,
      { DATA_DIR: dataDir },
      (line) => lines.push(line),
      () => {},
    );
    return { code, output: lines.join('\n') };
  };
  const site = (key: string) => service.service.sites.network.find((each) => each.key === key)!;

  before(async () => {
    service = await startTestService(
      { dataDir, site: { name: 'Main Directory', publicBaseUrl: 'https://main.test' } },
      { clock },
    );
    const { events } = service.service;
    await new SiteContentCommands(events, clock).site(
      {
        type: 'OpenSite',
        key: 'ai',
        defaultKey: 'main',
        name: 'AI Tools',
        purpose: 'AI products',
        hosts: ['ai.test'],
        baseUrl: 'https://ai.test',
      },
      admin,
      't',
    );
    const listings = new ListingCommands(events, clock);
    const engagement = new EngagementCommands(events, clock);
    const launch = async (name: string, votes: number, siteKey?: string) => {
      const { listingId, slug } = await listings.create(
        { profile: { name, url: `https://${name.toLowerCase()}.example` }, ownerId: null, site: siteKey },
        admin,
        't',
      );
      await listings.execute(listingId, { type: 'GoLive', week: WEEK, plan: 'free' }, admin, 't');
      for (let i = 0; i < votes; i++)
        await engagement.execute({ type: 'Vote', listingId, voterId: `${slug}-${i}`, ...SIMULATED_PERSON }, admin, 't');
      ids[slug] = listingId;
    };
    // Ranked together: alpha, bravo, charlie, delta, echo (the AI site's launches #4 and #5, no award).
    await launch('Alpha', 5);
    await launch('Bravo', 4);
    await launch('Charlie', 3);
    await launch('Delta', 2, 'ai');
    await launch('Echo', 1, 'ai');
    const { accountId } = await service.service.accounts.register(
      { email: 'auditor@example.com', name: 'Auditor' },
      admin,
      't',
    );
    await new StaffCommands(events, clock).execute(
      { type: 'GrantStaffRole', accountId, email: 'auditor@example.com', role: 'auditor', site: '*', reason: 'e2e' },
      admin,
      't',
    );
    auditorKey = (
      await service.service.accounts.issueApiKey(accountId, { name: 't', scopes: ['audit:read'] }, admin, 't')
    ).key;
    await settle();
    await eventually(
      async () => service.service.sites.network.length,
      (n) => n === 2,
      20_000,
    );
    clock.set('2026-11-23T00:01:01Z'); // the week is over, past the grace
    expect(await service.service.jobs.get('week closing')!.tick()).to.equal(1);
    await settle();
  });
  after(async () => {
    await service.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('records each site’s close and awards on the week’s stream: the default site’s naming none, then the AI site’s', async () => {
    const week = await service.service.events.readStream(`launchweek-${WEEK}`);
    expect(
      week.map((e) => [e.type, (e.data as any).site ?? '-', (e.data as any).rank ?? '', (e.data as any).slug ?? '']),
    ).to.deep.equal([
      ['LaunchWeekEnded', '-', '', ''],
      ['LaunchWeekClosed', '-', '', ''],
      ['LaunchOfTheWeekAwarded', '-', 1, 'alpha'],
      ['LaunchOfTheWeekAwarded', '-', 2, 'bravo'],
      ['LaunchOfTheWeekAwarded', '-', 3, 'charlie'],
      ['LaunchWeekClosed', 'ai', '', ''],
      ['LaunchOfTheWeekAwarded', 'ai', 1, 'delta'],
      ['LaunchOfTheWeekAwarded', 'ai', 2, 'echo'],
    ]);
    expect(await service.service.jobs.get('week closing')!.tick()).to.equal(0); // closed once
  });

  it('each site answers its own #1 of the same week: list_awards over REST and MCP', async () => {
    expect(await awards('main')).to.deep.equal([
      [1, 'alpha', 5],
      [2, 'bravo', 4],
      [3, 'charlie', 3],
    ]);
    expect(await awards('ai')).to.deep.equal([
      [1, 'delta', 2],
      [2, 'echo', 1],
    ]);
    const mcp = await get(service.baseUrl, '/mcp', HOSTS.ai, {
      method: 'POST',
      accept: 'application/json, text/event-stream',
      headers: { 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'list_awards', arguments: {} },
      }),
    });
    const body = mcp.json ?? JSON.parse(/^data: (.*)$/m.exec(mcp.text)![1]!);
    expect(body.result.structuredContent.items.map((a: any) => [a.award, a.listing.listing_url])).to.deep.equal([
      ['Launch of the Week #1', 'https://ai.test/listings/delta'],
      ['Launch of the Week #2', 'https://ai.test/listings/echo'],
    ]);
  });

  it('each site’s week page, awards page and week card board show its own close and ranks only', async () => {
    const aiWeek = await page(`/launches/weeks/${WEEK}`, 'ai');
    expect(aiWeek).to.match(
      /<h2 id="close-title">Launch of the Week<\/h2>\s*<ol><li><a href="\/listings\/delta">Delta<\/a>/,
    );
    const mainWeek = await page(`/launches/weeks/${WEEK}`, 'main');
    expect(mainWeek).to.match(
      /<h2 id="close-title">Launch of the Week<\/h2>\s*<ol><li><a href="\/listings\/alpha">Alpha<\/a>/,
    );
    for (const name of ['Alpha', 'Bravo', 'Charlie']) expect(aiWeek).to.not.include(name);
    for (const name of ['Delta', 'Echo']) expect(mainWeek).to.not.include(name);
    expect(await page('/awards', 'ai')).to.match(
      /#1<\/span><div class="body"><a class="name" href="\/listings\/delta">/,
    );
    expect(await page('/awards', 'main')).to.match(
      /#1<\/span><div class="body"><a class="name" href="\/listings\/alpha">/,
    );
    // The week card is drawn from this board (launchWeekClose with the request's site).
    const board = async (key: string) =>
      (await launchWeekClose(service.service.documents, WEEK, site(key)))!.board.map((r) => [r.rank, r.slug]);
    expect(await board('ai')).to.deep.equal([
      [1, 'delta'],
      [2, 'echo'],
    ]);
    expect(await board('main')).to.deep.equal([
      [1, 'alpha'],
      [2, 'bravo'],
      [3, 'charlie'],
    ]);
    for (const host of Object.values(HOSTS))
      expect((await get(service.baseUrl, `/cards/week/${WEEK}.png`, host, { accept: 'image/png' })).status).to.equal(
        200,
      );
  });

  it('no read of a closed week shows the other site’s launches (the no-leak rows for a closed week)', async () => {
    const foreign = { main: ['Delta', 'Echo', '/listings/delta'], ai: ['Alpha', 'Bravo', 'Charlie'] } as const;
    for (const key of ['main', 'ai'] as const)
      for (const pathname of ['/v1/awards', `/v1/launches/weeks/${WEEK}`, '/awards', `/launches/weeks/${WEEK}`]) {
        for (let round = 0; round < 2; round++) {
          const answer = await get(service.baseUrl, pathname, HOSTS[key], {
            accept: pathname.startsWith('/v1') ? 'application/json' : 'text/html',
          });
          expect(answer.status, `${pathname} on ${key}`).to.equal(200);
          for (const marker of foreign[key])
            expect(answer.text, `${marker} in ${pathname} on ${key}`).to.not.include(marker);
        }
      }
  });

  it('the audit answers each site’s week: the API on its host, the CLI with --site', async () => {
    const audit = async (site: keyof typeof HOSTS) =>
      (
        await get(service.baseUrl, `/v1/audit/launch-weeks/${WEEK}`, HOSTS[site], {
          headers: { authorization: `Bearer ${auditorKey}` },
        })
      ).json;
    const ai = await audit('ai');
    expect(ai).to.include({ site: 'ai', matches: true });
    expect(ai.rows.map((r: any) => [r.rank, r.slug, r.recorded, r.recounted])).to.deep.equal([
      [1, 'delta', 2, 2],
      [2, 'echo', 1, 1],
    ]);
    expect((await audit('main')).awards.map((a: any) => a.slug)).to.deep.equal(['alpha', 'bravo', 'charlie']);
    const fromCli = await cli('week', WEEK, '--site', 'ai');
    expect(fromCli.code, fromCli.output).to.equal(0);
    expect(fromCli.output)
      .to.include(`launch week ${WEEK} on site ai: ended`)
      .and.include('#1 delta: 2 vote(s) recorded, 2 recounted')
      .and.not.include('alpha');
    const main = await cli('week', WEEK);
    expect(main.output).to.include(`on site main`).and.include('#1 alpha').and.not.include('delta');
    expect((await cli('week', WEEK, '--site', 'nope')).code).to.equal(2);
  });

  it('a discount after the close recounts only its site’s board: the AI site’s awards follow, the default site’s stay', async () => {
    clock.set('2026-11-23T09:00:00Z');
    await runVotesCommand(
      'votes:discount',
      { listing: String(ids.delta), reason: 'votes bought from a click farm' },
      {
        events: service.service.events,
        clock,
        actor: { kind: 'admin', id: 'ops@test' },
        cause: 'admin:votes:discount',
      },
      () => {},
    );
    const week = () => service.service.events.readStream(`launchweek-${WEEK}`);
    await eventually(
      async () => (await week()).some((e) => e.type === 'LaunchWeekRecounted'),
      (found) => found,
      20_000,
    );
    await settle();
    const after = (await week()).slice(8);
    expect(after.map((e) => [e.type, (e.data as any).site ?? '-'])).to.deep.equal([
      ['LaunchWeekRecounted', 'ai'],
      ['LaunchOfTheWeekAwarded', 'ai'],
      ['LaunchOfTheWeekWithdrawn', 'ai'],
    ]);
    expect(await awards('ai')).to.deep.equal([[1, 'echo', 1]]);
    expect(await awards('main')).to.deep.equal([
      [1, 'alpha', 5],
      [2, 'bravo', 4],
      [3, 'charlie', 3],
    ]);
    expect(await page('/awards', 'ai'))
      .to.include('Recounts')
      .and.include('votes for delta set aside');
    expect(await page('/awards', 'main')).to.not.include('votes for delta');
    const audited = await cli('week', WEEK, '--site', 'ai');
    expect(audited.output).to.include('recounted 2026-11-23T09:00:00.000Z: votes for delta set aside');
    expect((await cli('week', WEEK)).output).to.not.include('recounted 2026');
  });

  it('a rebuild of the read model equals the live one', async () => {
    const collections = [LAUNCH_AWARDS_COLLECTION, LAUNCH_WEEK_CLOSES_COLLECTION, LAUNCH_WEEK_RECOUNTS_COLLECTION];
    const dump = async () =>
      Promise.all(collections.map((name) => service.service.documents.collection(name).find({}, { sort: { _id: 1 } })));
    const live = await dump();
    expect(live[1]!.map((doc) => doc._id)).to.deep.equal([WEEK, `${WEEK}@ai`]);
    await service.service.projections.rebuild(['launch-week-closes']);
    expect(await dump()).to.deep.equal(live);
  });
});
