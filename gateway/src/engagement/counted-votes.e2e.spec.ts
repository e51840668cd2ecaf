/**
 * Counted votes end to end, over HTTP with a real listening service: a burst of throw-away accounts
 * (and one brand-new account) vote for one listing through the site's forms; the board does not move,
 * the listing's public accounting (API and page) shows the votes set aside by reason, a site-team
 * restore made with the admin CLI's command brings them back, and the audit trail shows every verdict
 * with its cause. Then the week closes with that board, a later site-team discount changes its top
 * three: a recount is recorded with its cause, the awards follow, the awards page lists the recount,
 * and the audit replay of the week gives the same boards, through the CLI and through the API
 * (audit_launch_week, now and as of an instant before the recount).
 */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StaffCommands } from '@listings/command-service/staff';
import { runAuditCli, weekReport } from '../audit/audit-cli.ts';
import { ManualClock } from '@listings/shared/kernel';
import type { OutboxMailer } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { settled, startTestService, type TestService } from '../testing/test-service.ts';
import { PageClient, csrfIn, linkInMail, newPerson, signUpAndIn } from '@listings/site/testing';
import { runVotesCommand } from '../admin/votes-cli.ts';
import { recountLaunchWeek, voteLog } from '../audit/week-recount.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const WEEK = '2026-11-16';

/** Waits (polling, at most 10 s) until `check` holds: for work the service does in the background. */
const eventually = async (check: () => Promise<boolean>) => {
  for (const deadline = Date.now() + 10_000; !(await check());) {
    if (Date.now() > deadline) throw new Error('did not happen within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('counted votes: a burst set aside with public accounting, restored by the site team', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z'); // Wednesday of the week of 2026-11-16
  let service: TestService;
  let listings: ListingCommands;
  /** The service's data folder: the audit CLI reads the same log. */
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counted-votes-'));
  const ids: Record<string, number> = {};

  const settle = async () =>
    expect(
      await service.service.projections.waitForPosition(await service.service.events.headPosition(), 5000),
    ).to.equal(true);
  const listing = async (name: string) => {
    const { listingId, slug } = await listings.create(
      {
        profile: { name, tagline: `${name} does things`, url: `https://${name.toLowerCase()}.example` },
        ownerId: null,
      },
      admin,
      'test',
    );
    await listings.execute(listingId, { type: 'GoLive', week: WEEK, plan: 'free' }, admin, 'test');
    ids[slug] = listingId;
  };
  /** Signs a person up through the pages with this address and confirms it from the mail. */
  const person = async (email: string) => {
    const browser = new PageClient(service.baseUrl);
    await signUpAndIn(browser, { ...newPerson(), email });
    await settled(service.service);
    const mail = (await (service.service.mailer as OutboxMailer).list()).find((m) => m.to === email)!;
    const link = new URL(linkInMail(mail.raw, '/verify-email'));
    const landing = await browser.get(link.pathname + link.search);
    expect(
      (
        await browser.post('/verify-email', {
          csrf: csrfIn(landing.text),
          account: link.searchParams.get('account')!,
          request: link.searchParams.get('request')!,
          token: link.searchParams.get('token')!,
        })
      ).status,
    ).to.equal(200);
    return browser;
  };
  const vote = async (browser: PageClient, slug: string) => {
    const page = await browser.get(`/listings/${slug}`);
    expect((await browser.post(`/listings/${slug}/vote`, { csrf: csrfIn(page.text) })).status).to.equal(303);
  };
  const getListing = async (slug: string) => (await service.call('GET', `/listings/${slug}`)).body;
  const boardOrder = async () => {
    const text = (await new PageClient(service.baseUrl).get('/leaderboards/community-weekly')).text;
    return ['alpha', 'bravo'].sort(
      (a, b) => text.indexOf(`href="/listings/${a}"`) - text.indexOf(`href="/listings/${b}"`),
    );
  };

  before(async () => {
    service = await startTestService({ dataDir }, { clock });
    listings = new ListingCommands(service.service.events, clock);
    await listing('Alpha');
    await listing('Bravo');
    const engagement = new EngagementCommands(service.service.events, clock);
    for (let i = 0; i < 3; i++)
      await engagement.execute(
        { type: 'Vote', listingId: ids.bravo!, voterId: `bravo-fan-${i}`, ...SIMULATED_PERSON },
        admin,
        'test',
      );
    await engagement.execute(
      { type: 'Vote', listingId: ids.alpha!, voterId: 'alpha-fan', ...SIMULATED_PERSON },
      admin,
      'test',
    );
    await settle();
  });
  after(async () => {
    await service?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sets the burst aside: the board is unchanged and the accounting shows why, by category only', async () => {
    expect(await boardOrder()).to.deep.equal(['bravo', 'alpha']);
    const stamp = Date.now();
    for (let i = 0; i < 6; i++) await vote(await person(`burst${i}-${stamp}@mailinator.com`), 'alpha');
    await vote(await person(`fresh-${stamp}@example.com`), 'alpha'); // made this week, votes only here
    await settle();

    expect(await boardOrder()).to.deep.equal(['bravo', 'alpha']);
    const alpha = await getListing('alpha');
    expect(alpha.votes).to.equal(1);
    expect(alpha.vote_accounting.weeks).to.deep.equal([
      { week: WEEK, cast: 8, counted: 1, discounted: { disposable_email: 6, new_account: 1 } },
    ]);
    expect(alpha.vote_accounting.method_url).to.match(/\/how-votes-are-counted$/);
    const shown = JSON.stringify(alpha.vote_accounting);
    expect(shown).to.not.include('mailinator').and.not.include('burst0');

    const page = (await new PageClient(service.baseUrl).get('/listings/alpha')).text;
    expect(page)
      .to.include('How these votes were counted')
      .and.include('6 from a throw-away e-mail address')
      .and.include('1 from a new account that voted only for this listing')
      .and.include('<span class="vote-count">1 vote all time</span>');
    const method = await new PageClient(service.baseUrl).get('/how-votes-are-counted');
    expect(method.status).to.equal(200);
    expect(method.text).to.include('Boards, trending and Launch of the Week use counted votes only');
  });

  it('a site-team restore brings them back, and the audit trail shows every verdict with its cause', async () => {
    const out: string[] = [];
    await runVotesCommand(
      'votes:restore',
      { listing: 'alpha', reason: 'checked by hand: a class of students' },
      { events: service.service.events, clock, actor: { kind: 'admin', id: 'ops@test' }, cause: 'admin:votes:restore' },
      (line) => out.push(line),
    );
    expect(out.join('\n')).to.include('restored the votes of listing');
    await eventually(async () => {
      await settle();
      return (await getListing('alpha')).votes === 8;
    });
    expect(await boardOrder()).to.deep.equal(['alpha', 'bravo']);
    expect((await getListing('alpha')).vote_accounting.weeks).to.deep.equal([
      { week: WEEK, cast: 8, counted: 8, discounted: {} },
    ]);

    const log = (await voteLog(service.service.events, ids.alpha!)).join('\n');
    expect(log).to.match(/VoteDiscounted \S+ disposable_email: the voter's e-mail domain \(mailinator\.com\)/);
    expect(log).to.match(/VoteDiscounted \S+ new_account: account made/);
    expect(log).to.match(/VoteCounted \S+: restored by the site team \(listing\): checked by hand/);
    expect(log).to.include('by system:vote-counting').and.include('SiteTeamRestoredVotes listing');
    expect(log).to.include('[by admin:ops@test]');
  });

  it('a discount after the week closed that changes its top three records a recount; the awards follow it', async () => {
    clock.set('2026-11-23T00:01:01Z'); // the week is over, past the grace
    expect(await service.service.jobs.get('week closing')!.tick()).to.equal(1);
    await settle();
    const awards = async () =>
      (await service.call('GET', '/awards')).body.items.map((a: any) => [a.rank, a.listing.slug, a.votes]);
    expect(await awards()).to.deep.equal([
      [1, 'alpha', 8],
      [2, 'bravo', 3],
    ]);

    clock.set('2026-11-23T09:00:00Z'); // the site team decides later that morning (the audit as-of tells the two apart)
    await runVotesCommand(
      'votes:discount',
      { listing: String(ids.alpha), reason: 'votes bought from a click farm' },
      {
        events: service.service.events,
        clock,
        actor: { kind: 'admin', id: 'ops@test' },
        cause: 'admin:votes:discount',
      },
      () => {},
    );
    const week = () => service.service.events.readStream(`launchweek-${WEEK}`);
    await eventually(async () => (await week()).some((e) => e.type === 'LaunchWeekRecounted'));
    await settle();
    const recorded = await week();
    expect(recorded.map((e) => e.type).slice(-3)).to.deep.equal([
      'LaunchWeekRecounted',
      'LaunchOfTheWeekAwarded',
      'LaunchOfTheWeekWithdrawn',
    ]);
    const recount = recorded.find((e) => e.type === 'LaunchWeekRecounted')!;
    expect((recount.data as any).cause).to.equal(
      'votes for alpha set aside after the week closed (set aside by the site team)',
    );
    expect(recount.metadata.actor).to.deep.equal({ kind: 'system', id: 'week-recount' });
    expect(await awards()).to.deep.equal([[1, 'bravo', 3]]);

    const page = (await new PageClient(service.baseUrl).get('/awards')).text;
    expect(page)
      .to.include('Recounts')
      .and.include('set aside after the week closed')
      .and.include('#1 Bravo (3 votes that week)');

    // The auditor's replay: the board as closed and the board as recounted, both from the vote events.
    const replay = await recountLaunchWeek(service.service.events, WEEK);
    expect(replay.rows.map((r) => [r.slug, r.recorded, r.recounted])).to.deep.equal([
      ['alpha', 8, 8],
      ['bravo', 3, 3],
    ]);
    expect(replay.recounts.map((r) => r.rows.map((row) => [row.slug, row.recorded, row.recounted]))).to.deep.equal([
      [
        ['bravo', 3, 3],
        ['alpha', 0, 0],
      ],
    ]);
    expect(replay.awards).to.deep.equal([{ rank: 1, slug: 'bravo', votes: 3 }]);

    // The same through the API, for an auditor: the week now, with its recount log, printed as the CLI prints it.
    const { accountId } = await service.service.accounts.register(
      { email: 'auditor@example.com', name: 'A' },
      admin,
      'test',
    );
    await new StaffCommands(service.service.events, clock).execute(
      {
        type: 'GrantStaffRole',
        accountId,
        email: 'auditor@example.com',
        role: 'auditor',
        site: '*',
        reason: 'week audit',
      },
      admin,
      'test',
    );
    await settle();
    const issued = await service.service.accounts.issueApiKey(
      accountId,
      { name: 'a', scopes: ['audit:read'] },
      admin,
      'test',
    );
    await settle();
    const now = await service.call('GET', `/audit/launch-weeks/${WEEK}`, { key: issued.key });
    expect(now.status, JSON.stringify(now.body)).to.equal(200);
    expect(now.body).to.deep.include({
      rows: replay.rows,
      recounts: replay.recounts,
      awards: replay.awards,
      matches: true,
    });
    const lines: string[] = [];
    expect(
      await runAuditCli(
        ['week', WEEK],
        { DATA_DIR: dataDir },
        (line) => lines.push(line),
        () => {},
      ),
    ).to.equal(0);
    expect(lines).to.deep.equal(weekReport(now.body).lines);
    // As of an instant between the close and the recount: the board as closed, no recount yet.
    const closedAt = now.body.closed.at as string;
    const before = await service.call('GET', `/audit/launch-weeks/${WEEK}?at=${encodeURIComponent(closedAt)}`, {
      key: issued.key,
    });
    expect(before.body.recounts).to.deep.equal([]);
    expect(before.body.rows).to.deep.equal(replay.rows);
    expect(before.body.awards.map((a: { slug: string }) => a.slug)).to.deep.equal(['alpha', 'bravo']);
    const asOfLines: string[] = [];
    await runAuditCli(
      ['week', WEEK, closedAt],
      { DATA_DIR: dataDir },
      (line) => asOfLines.push(line),
      () => {},
    );
    expect(asOfLines).to.deep.equal(weekReport(before.body).lines);
  });
});
