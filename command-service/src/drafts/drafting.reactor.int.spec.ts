import { expect } from 'chai';
import {
  SqliteEventStore,
  MingoDocumentStore,
  ManualClock,
  silentLogger,
  type RecordedEvent,
  type Reactor,
} from '@listings/shared/kernel';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OutboxMailer, listOutbox } from '@listings/shared/platform';
import { DraftCommands } from './draft-commands.ts';
import { boundedPages, draftingReactor } from './drafting.reactor.ts';
import { inviteMailReactor } from './invite-mail.reactor.ts';
import { draftStream } from '@listings/shared/contracts/drafts';
import { CrawlError } from './drafting.ports.ts';
import { FakeCrawler, FakeDrafter } from './testing/fake-drafting.ts';

const SITE = 'name: Acme\ntagline: Rockets for all\nfeatures: Fast, Safe';

describe('drafting reactors', () => {
  let events: SqliteEventStore;
  let documents: MingoDocumentStore;
  let crawler: FakeCrawler;
  let drafter: FakeDrafter;
  let drafts: DraftCommands;

  beforeEach(() => {
    events = new SqliteEventStore(':memory:');
    documents = new MingoDocumentStore();
    crawler = new FakeCrawler({ 'https://acme.test': SITE });
    drafter = new FakeDrafter();
    drafts = new DraftCommands(events, new ManualClock('2026-03-02T09:00:00Z'), drafter, async () => []);
  });
  afterEach(async () => {
    await events.close();
  });

  const started = async (url = 'https://acme.test') => {
    const { draftId } = await drafts.start('owner-1', url, 'test');
    const [event] = await events.readStream(draftStream(draftId));
    return { draftId, event };
  };
  /** As the runner delivers an event: recorded in its unit of work, started once that has committed. */
  const delivered = async (reactor: Reactor, event: RecordedEvent) => {
    await reactor.apply(event, documents);
    reactor.afterCommit?.([event], documents);
  };
  const types = async (draftId: string) => (await events.readStream(draftStream(draftId))).map((e) => e.type);

  it('reads and drafts once, however often DraftStarted is delivered', async () => {
    const reactor = draftingReactor({ drafts, crawler, drafter, logger: silentLogger });
    await reactor.setup!(documents);
    const { draftId, event } = await started();
    await delivered(reactor, event);
    await delivered(reactor, event);
    await reactor.idle();
    await delivered(reactor, event);
    await reactor.idle();
    expect(crawler.calls).to.deep.equal(['https://acme.test']);
    expect(drafter.calls).to.have.length(1);
    expect(await types(draftId)).to.deep.equal(['DraftStarted', 'SiteRead', 'DraftProposed']);
    const { state } = await drafts.load(draftId);
    expect(state.status).to.equal('ready');
    expect(state.fields.tagline).to.include({ value: 'Rockets for all', state: 'ai' });
    expect(await documents.collection('_jobs_drafting-reactor').countDocuments()).to.equal(0);
  });

  it('records a site that cannot be read as SiteReadFailed with the reason', async () => {
    crawler.set('https://blocked.test', new CrawlError('robots_disallowed', 'robots.txt disallows reading the site.'));
    const reactor = draftingReactor({ drafts, crawler, drafter, logger: silentLogger });
    const { draftId, event } = await started('https://blocked.test');
    await delivered(reactor, event);
    await reactor.idle();
    const { state } = await drafts.load(draftId);
    expect(state.status).to.equal('failed');
    expect(state.failure).to.deep.equal({
      code: 'robots_disallowed',
      message: 'robots.txt disallows reading the site.',
    });
    expect(drafter.calls).to.have.length(0);
  });

  it('records a drafter failure as DraftingFailed, after the site read', async () => {
    drafter.failWith = new Error('model unavailable');
    const reactor = draftingReactor({ drafts, crawler, drafter, logger: silentLogger });
    const { draftId, event } = await started();
    await delivered(reactor, event);
    await reactor.idle();
    expect(await types(draftId)).to.deep.equal(['DraftStarted', 'SiteRead', 'DraftingFailed']);
  });

  it('does not hold up the runner: apply returns before a slow crawl ends', async () => {
    const slow = new FakeCrawler({ 'https://acme.test': SITE }, 300);
    const reactor = draftingReactor({ drafts, crawler: slow, drafter, logger: silentLogger });
    const { draftId, event } = await started();
    await delivered(reactor, event);
    // Only the start is stored when apply returns: the 300 ms crawl has not ended (asserted by what is stored, not
    // by timing apply, which a loaded machine can slow).
    expect(await types(draftId)).to.deep.equal(['DraftStarted']);
    await reactor.idle();
    expect(await types(draftId)).to.deep.equal(['DraftStarted', 'SiteRead', 'DraftProposed']);
  });

  it('resumes jobs a crash left behind, and a job interrupted after the read only drafts', async () => {
    const { draftId, event } = await started();
    // A previous process recorded the job and the site read, then stopped.
    await documents
      .collection('_jobs_drafting-reactor')
      .insertOne({ _id: event.id, key: draftId, position: event.position, event } as never);
    await drafts.decide(
      draftId,
      {
        type: 'RecordSiteRead',
        finalUrl: 'https://acme.test',
        pages: [{ url: 'https://acme.test', kind: 'home', title: 'Home', text: SITE }],
        skipped: [],
        truncated: false,
      },
      { kind: 'system', id: 't' },
      'test',
    );
    const reactor = draftingReactor({ drafts, crawler, drafter, logger: silentLogger });
    await reactor.setup!(documents);
    await reactor.idle();
    expect(crawler.calls).to.deep.equal([]);
    expect(await types(draftId)).to.deep.equal(['DraftStarted', 'SiteRead', 'DraftProposed']);
  });

  it('keeps at most the text limit of a site in the log', () => {
    const page = (text: string) => ({ url: 'u', kind: 'home' as const, title: 't', text, html: '<html>' });
    const { pages, truncated } = boundedPages([page('a'.repeat(60)), page('b'.repeat(60)), page('c')], 100);
    expect(pages.map((p) => p.text.length)).to.deep.equal([60, 40]);
    expect(truncated).to.equal(true);
    expect(pages[0].html).to.equal('<html>');
    const markup = boundedPages(
      [
        { ...page('a'), html: `<p>${'x'.repeat(50)}</p><script>track()</script>` },
        { ...page('b'), html: `<p>${'y'.repeat(50)}</p>` },
      ],
      100,
      70,
    );
    expect(markup.pages.map((p) => p.html)).to.deep.equal([`<p>${'x'.repeat(50)}</p>`, undefined]);
    expect(markup.truncated).to.equal(true);
    expect(boundedPages([page('abc')], 100).truncated).to.equal(false);
  });

  it('compares the competitor once its site is read', async () => {
    crawler.set('https://rival.test', 'name: Rival\ntagline: Slower rockets');
    const reactor = draftingReactor({ drafts, crawler, drafter, logger: silentLogger });
    const { draftId, event } = await started();
    await delivered(reactor, event);
    await reactor.idle();
    await drafts.update(draftId, 'owner-1', { competitor_url: 'https://rival.test' }, 'test');
    const set = (await events.readStream(draftStream(draftId))).at(-1)!;
    await delivered(reactor, set);
    await delivered(reactor, set);
    await reactor.idle();
    const { state } = await drafts.load(draftId);
    expect(state.competitor).to.include({ url: 'https://rival.test', status: 'compared' });
    expect(state.competitor!.comparison!.name).to.equal('Rival');
    expect(state.competitor!.comparison!.rows.find((r) => r.field === 'tagline')).to.deep.equal({
      field: 'tagline',
      ours: 'Rockets for all',
      theirs: 'Slower rockets',
    });
    expect(crawler.calls.filter((u) => u === 'https://rival.test')).to.have.length(1);
  });

  it('a crash between the invite e-mail and its record: the job resumed after a restart sends nothing twice', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const site = { name: 'Listings Directory', publicBaseUrl: 'http://localhost:8080' };
      const drafting = draftingReactor({ drafts, crawler, drafter, logger: silentLogger });
      const { draftId, event } = await started();
      await delivered(drafting, event);
      await drafting.idle();
      await drafts.invite(draftId, 'owner-1', 'ann@example.com', 'test');
      const invited = (await events.readStream(draftStream(draftId))).at(-1)! as RecordedEvent;
      // The first process mails, then dies before InviteEmailSent is appended.
      const dying = new Proxy(drafts, {
        get: (target, property) =>
          property === 'decide'
            ? async () => {
                throw new Error('killed before the record');
              }
            : Reflect.get(target, property, target),
      });
      const first = inviteMailReactor({
        drafts: dying,
        mailer: new OutboxMailer('x', dir),
        site,
        logger: silentLogger,
      });
      await delivered(first, invited);
      await first.idle();
      expect(await listOutbox(dir)).to.have.length(1);
      expect(await types(draftId)).to.not.include('InviteEmailSent');
      // The restarted process resumes the job it finds recorded.
      const second = inviteMailReactor({ drafts, mailer: new OutboxMailer('x', dir), site, logger: silentLogger });
      await second.setup!(documents);
      await second.idle();
      expect(await listOutbox(dir)).to.have.length(1);
      expect((await types(draftId)).filter((t) => t === 'InviteEmailSent')).to.have.length(1);
      expect(await documents.collection('_jobs_invite-mail-reactor').countDocuments()).to.equal(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends the invite e-mail once, however often CofounderInvited is delivered', async () => {
    const mailer = new OutboxMailer('Listings <no-reply@localhost>', null);
    const reactor = inviteMailReactor({
      drafts,
      mailer,
      site: { name: 'Listings Directory', publicBaseUrl: 'http://localhost:8080' },
      logger: silentLogger,
    });
    const drafting = draftingReactor({ drafts, crawler, drafter, logger: silentLogger });
    const { draftId, event } = await started();
    await delivered(drafting, event);
    await drafting.idle();
    await drafts.invite(draftId, 'owner-1', 'Ann@Example.com', 'test');
    const invited = (await events.readStream(draftStream(draftId))).at(-1)! as RecordedEvent;
    await delivered(reactor, invited);
    await delivered(reactor, invited);
    await reactor.idle();
    await delivered(reactor, invited);
    await reactor.idle();
    const sent = await mailer.list();
    expect(sent).to.have.length(1);
    expect(sent[0].to).to.equal('ann@example.com');
    expect(sent[0].subject).to.contain('Acme');
    expect((await types(draftId)).filter((t) => t === 'InviteEmailSent')).to.have.length(1);
    // Even a job that finds nothing recorded (a crash after sending) sends nothing new: same key.
    await new OutboxMailer('x', null).send({
      to: 'a@b.c',
      subject: 's',
      text: 't',
      idempotencyKey: `invite:${invited.id}`,
    });
    expect(
      (await mailer.send({ to: 'a@b.c', subject: 's', text: 't', idempotencyKey: `invite:${invited.id}` })).duplicate,
    ).to.equal(true);
  });
});
