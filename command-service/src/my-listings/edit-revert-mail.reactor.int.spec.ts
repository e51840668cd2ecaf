/**
 * The owner's mail when the site team reverts their edit (issue 33): one mail per revert, naming the
 * listing, the fields in words, the reason and the page on the listing's own site; a redelivered
 * event, a second reactor instance (a restart) and a replay of the log (the reactor rebuilt by the
 * projection runner) mail nothing more, by the mailer's ledger; an owner without an address is not mailed.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import {
  commandMetadata,
  ManualClock,
  MingoDocumentStore,
  ProjectionRunner,
  silentLogger,
  SqliteEventStore,
  type RecordedEvent,
} from '@listings/shared/kernel';
import { OutboxMailer } from '@listings/shared/platform';
import { listingStream } from '@listings/shared/contracts/listings';
import { ListingEditReviews } from '../listings/index.ts';
import { editRevertMailReactor } from './edit-revert-mail.reactor.ts';

const MAIN = { key: 'main', name: 'Main Directory', publicBaseUrl: 'https://main.test' };
const AI = { key: 'ai', name: 'AI Tools', publicBaseUrl: 'https://ai.test' };

describe('edit revert mail: the owner is told (issue 33)', () => {
  const clock = new ManualClock('2026-11-26T12:00:00Z');
  const owner = { kind: 'user' as const, id: 'owner-1' };
  const staff = { kind: 'admin' as const, id: 'staff-1' };
  let events: SqliteEventStore;
  let mailer: OutboxMailer;

  beforeEach(() => {
    events = new SqliteEventStore(':memory:');
    mailer = new OutboxMailer('directory@main.test', null, () => clock.now());
  });
  afterEach(() => events.close());

  const reactor = () =>
    editRevertMailReactor({
      events,
      mailer,
      site: MAIN as never,
      siteOf: async (key) => (key === 'ai' ? AI : MAIN) as never,
      emailOf: async (accountId) => (accountId === 'owner-1' ? 'owner@example.com' : null),
      logger: silentLogger,
    });

  /** A listing of `site` by `ownerId` with an edit of its tagline and short description; the revert's event. */
  async function revertedEdit(site: string | undefined, ownerId = 'owner-1'): Promise<RecordedEvent> {
    const meta = () => commandMetadata(clock, owner, 'test');
    await events.appendToStream(listingStream(5), [
      {
        id: randomUUID(),
        type: 'ListingCreated',
        data: {
          listingId: 5,
          slug: 'acme',
          ownerId,
          ...(site ? { site } : {}),
          profile: { name: 'Acme', url: 'https://acme.test', tagline: 'Old', short_description: 'Plain.' },
        },
        metadata: meta(),
      },
      {
        id: randomUUID(),
        type: 'ListingProfileChanged',
        data: {
          listingId: 5,
          changes: {
            tagline: { before: 'Old', after: 'Cheap pills' },
            short_description: { before: 'Plain.', after: 'Buy now' },
          },
        },
        metadata: meta(),
      },
    ]);
    const edit = (await events.readStream(listingStream(5)))[1]!;
    await new ListingEditReviews(events, clock).revert(5, edit.id, 'Advertising, not a description', staff, 'test');
    const reverted = (await events.readStream(listingStream(5))).find((e) => e.type === 'ListingEditReverted');
    return reverted!;
  }

  /** Hands the event to a reactor as the runner does (recorded, then started after the commit). */
  const deliver = async (mailReactor: ReturnType<typeof reactor>, event: RecordedEvent) => {
    const documents = new MingoDocumentStore();
    await mailReactor.apply(event, documents);
    mailReactor.afterCommit?.([event], documents);
    await mailReactor.idle();
  };

  it('mails the owner once: the listing, the fields in words, the reason, the page on its own site', async () => {
    const event = await revertedEdit('ai');
    const first = reactor();
    await deliver(first, event);
    await deliver(first, event); // redelivered
    await deliver(reactor(), event); // after a restart
    const outbox = await mailer.list();
    expect(outbox).to.have.length(1);
    const [mail] = outbox;
    expect(mail.to).to.equal('owner@example.com');
    expect(mail.subject).to.equal('Acme on AI Tools: the site team reverted an edit');
    const text = mail.raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n')
      .replace(/=\r?\n/g, '');
    expect(text).to.include('The AI Tools team reverted an edit to your listing Acme.');
    expect(text).to.include('The tagline and short description went back to what they were before that edit.');
    expect(text).to.include('Advertising, not a description');
    expect(text).to.include('https://ai.test/listings/acme');
    expect(text, 'no API field names').not.to.match(/short_description|revertedIn|_/);
  });

  it('mails nothing more when the log is replayed (the reactor rebuilt by the runner)', async () => {
    const documents = new MingoDocumentStore();
    const mailReactor = reactor();
    const runner = new ProjectionRunner(events, documents, [mailReactor], silentLogger);
    await runner.start(); // at the (empty) log's head
    await revertedEdit(undefined);
    await runner.caughtUp();
    await mailReactor.idle();
    expect(await mailer.list()).to.have.length(1);
    expect((await mailer.list())[0].subject).to.equal('Acme on Main Directory: the site team reverted an edit');
    await runner.rebuild([mailReactor.name]); // from the beginning of the log: the revert delivered again
    await mailReactor.idle();
    expect(await mailer.list()).to.have.length(1);
    await runner.stop();
  });

  it('a revert that would change nothing is refused (409 nothing_to_revert): no event, so no mail', async () => {
    const meta = () => commandMetadata(clock, owner, 'test');
    const documents = new MingoDocumentStore();
    const mailReactor = reactor();
    const runner = new ProjectionRunner(events, documents, [mailReactor], silentLogger);
    await runner.start();
    await events.appendToStream(listingStream(5), [
      {
        id: randomUUID(),
        type: 'ListingCreated',
        data: { listingId: 5, slug: 'acme', ownerId: 'owner-1', profile: { name: 'Acme', url: 'https://acme.test' } },
        metadata: meta(),
      },
      {
        // Recorded before the API refused unsafe links: read, it changed nothing.
        id: randomUUID(),
        type: 'ListingProfileChanged',
        data: { listingId: 5, changes: { demo_video_url: { before: null, after: 'javascript:alert(1)' } } },
        metadata: meta(),
      },
    ]);
    const edit = (await events.readStream(listingStream(5)))[1]!;
    const refused = await new ListingEditReviews(events, clock).revert(5, edit.id, 'unsafe link', staff, 'test').then(
      () => null,
      (error: { kind?: string; code?: string }) => error,
    );
    expect(refused).to.include({ kind: 'conflict', code: 'nothing_to_revert' });
    await runner.caughtUp();
    await mailReactor.idle();
    expect((await events.readStream(listingStream(5))).map((e) => e.type)).to.not.include('ListingEditReverted');
    expect(await mailer.list()).to.have.length(0);
    await runner.stop();
  });

  it('mails nobody about a revert that changed nothing (revertedIn null, as logs before the refusal hold)', async () => {
    const event = await revertedEdit('ai');
    const noOp = { ...event, id: randomUUID(), data: { ...(event.data as object), revertedIn: null } } as RecordedEvent;
    await deliver(reactor(), noOp);
    expect(await mailer.list()).to.have.length(0);
    await deliver(reactor(), event); // the same revert with its new version is mailed
    expect(await mailer.list()).to.have.length(1);
  });

  it('mails nobody when the owner has no address', async () => {
    const event = await revertedEdit(undefined, 'owner-without-mail');
    await deliver(reactor(), event);
    expect(await mailer.list()).to.have.length(0);
  });
});
