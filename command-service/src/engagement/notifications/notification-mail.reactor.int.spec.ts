import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import {
  ManualClock,
  MingoDocumentStore,
  SqliteEventStore,
  silentLogger,
  type RecordedEvent,
} from '@listings/shared/kernel';
import { OutboxMailer, type MailMessage, type Mailer } from '@listings/shared/platform';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_SOURCE_EVENT_TYPES,
  commentsStream,
  engagementStream,
  type NotificationSource,
} from '@listings/shared/contracts/engagement';
import { listingStream } from '@listings/shared/contracts/listings';
import { NotificationActions } from './notification-actions.ts';
import { notificationMailReactor, notificationMailer } from './notification-mail.reactor.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const secret = Buffer.alloc(32, 7);
const site = { name: 'Listings', publicBaseUrl: 'https://listings.test' } as never;
const ADDRESSES: Record<string, string> = {
  maker: 'maker@example.com',
  ann: 'ann@example.com',
  fan: 'fan@example.com',
  digest: 'digest@example.com',
};
const C1 = randomUUID();

describe('notification mail reactor: effectively once', () => {
  let events: SqliteEventStore;
  let notifications: NotificationActions;
  let sources: RecordedEvent<NotificationSource>[];
  const deps = (mailer: Mailer) => ({
    events,
    mailer,
    site,
    logger: silentLogger,
    notifications,
    unsubscribeSecret: secret,
    addressOf: async (id: string) => ADDRESSES[id] ?? null,
  });
  const at = '2026-03-02T09:00:00.000Z';
  const metadata = { actor: { kind: 'user' as const, id: 'test' }, at, cause: 'test' };
  const append = (stream: string, type: string, data: unknown) =>
    events.appendToStream(stream, [{ id: randomUUID(), type, data, metadata }]);

  beforeEach(async () => {
    events = new SqliteEventStore(':memory:');
    notifications = new NotificationActions({ events, clock: new ManualClock(at), unsubscribeSecret: secret });
    await append(listingStream(7), 'ListingCreated', {
      listingId: 7,
      slug: 'acme',
      ownerId: 'maker',
      profile: { name: 'Acme', tagline: 'Rockets', website: 'https://acme.test' },
    });
    for (const followerId of ['fan', 'digest', 'no-address'])
      await append(engagementStream(7), 'ListingFollowed', { listingId: 7, followerId });
    await notifications.save('digest', { ...DEFAULT_NOTIFICATION_SETTINGS, frequency: 'daily' });
    const posted = { listingId: 7, text: 'Hi', byMaker: false, at };
    await append(commentsStream(7), 'CommentPosted', { ...posted, commentId: C1, authorId: 'ann', parentId: null }); // maker
    await append(commentsStream(7), 'CommentPosted', {
      ...posted,
      commentId: randomUUID(),
      authorId: 'maker',
      parentId: C1,
    }); // ann
    await append(listingStream(7), 'ListingWentLive', { listingId: 7, week: '2026-03-02', plan: 'free' }); // maker, fan
    await append(listingStream(7), 'ListingUpdatePosted', {
      listingId: 7,
      updateId: 1,
      title: 'v2 is out',
      body: 'Faster.',
    }); // fan
    sources = (await events.readAll()).filter((e) =>
      (NOTIFICATION_SOURCE_EVENT_TYPES as readonly string[]).includes(e.type),
    ) as RecordedEvent<NotificationSource>[];
  });

  const sentTo = async (mailer: OutboxMailer) => (await mailer.list()).map((m) => `${m.to} ${m.subject}`).sort();
  const EXPECTED = [
    'ann@example.com Acme: New reply to your comment',
    'fan@example.com Acme: Launched',
    'fan@example.com Acme: v2 is out',
    'maker@example.com Acme: New comment',
    'maker@example.com Acme: Your product launched',
  ];

  it('mails each person their kinds once, never the doer, nobody on a digest or without an address; a replay through the reactor sends nothing more', async () => {
    const mailer = new OutboxMailer('Listings <no-reply@listings.test>', null);
    const mailAbout = notificationMailer(deps(mailer));
    let mailed = 0;
    for (const event of sources) mailed += await mailAbout(event);
    expect(mailed).to.equal(5);
    expect(await sentTo(mailer)).to.deep.equal(EXPECTED);

    // The same events again, through the reactor (as a redelivery or a replay from an older checkpoint).
    const reactor = notificationMailReactor(deps(mailer));
    expect(reactor.startAt).to.equal('head');
    const documents = new MingoDocumentStore();
    await reactor.setup!(documents);
    for (const event of sources) await reactor.apply(event, documents);
    reactor.afterCommit!(sources, documents);
    await reactor.idle();
    expect(await sentTo(mailer)).to.deep.equal(EXPECTED);
    expect(await documents.collection('_jobs_notification-mail-reactor').countDocuments()).to.equal(0);
  });

  it('a crash in the middle of a fan-out loses nothing and repeats nothing when the job runs again', async () => {
    const outbox = new OutboxMailer('Listings <no-reply@listings.test>', null);
    let sends = 0;
    const crashing: Mailer = {
      send: async (message: MailMessage) => {
        if (++sends === 3) throw new Error('process killed');
        return outbox.send(message);
      },
    };
    const first = notificationMailer(deps(crashing));
    let crashed = false;
    for (const event of sources)
      try {
        await first(event);
      } catch {
        crashed = true;
        break;
      }
    expect(crashed).to.equal(true);
    expect((await outbox.list()).length).to.equal(2);
    // Restarted: every job again from the first (the reactor keeps jobs until they finish).
    const again = notificationMailer(deps(outbox));
    for (const event of sources) await again(event);
    for (const event of sources) await again(event);
    expect(await sentTo(outbox)).to.deep.equal(EXPECTED);
  });

  it('carries a one-click unsubscribe (RFC 8058) whose token turns that kind of e-mail off, and only for a token it signed', async () => {
    const mailer = new OutboxMailer('Listings <no-reply@listings.test>', null);
    const mailAbout = notificationMailer(deps(mailer));
    for (const event of sources) await mailAbout(event);
    const toFan = (await mailer.list()).find((m) => m.subject === 'Acme: v2 is out')!;
    const token = unsubscribeToken(secret, 'fan', 'followed_product');
    expect(toFan.raw).to.contain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(toFan.raw.replace(/\r?\n[ \t]+/g, ' ')).to.contain(
      `List-Unsubscribe: <https://listings.test/notifications/unsubscribe?t=${token}>`,
    );

    expect(await notifications.unsubscribe(token.replace(/.$/, token.endsWith('A') ? 'B' : 'A'))).to.equal(null);
    expect(await notifications.unsubscribe(unsubscribeToken(Buffer.alloc(32, 8), 'fan', 'followed_product'))).to.equal(
      null,
    );
    expect((await notifications.settingsOf('fan')).kinds.followed_product.email).to.equal(true);
    expect(await notifications.unsubscribe(token)).to.include({ kind: 'followed_product' });
    const settings = await notifications.settingsOf('fan');
    expect(settings.kinds.followed_product).to.deep.equal({ site: true, email: false });
    expect(settings.kinds.product_discussion.email).to.equal(true);
    expect((await notifications.unsubscribe(token))!.position).to.equal(0); // again: nothing recorded

    await append(listingStream(7), 'ListingUpdatePosted', {
      listingId: 7,
      updateId: 2,
      title: 'v3 is out',
      body: 'More.',
    });
    const v3 = (await events.readStream(listingStream(7))).at(-1) as RecordedEvent<NotificationSource>;
    expect(await mailAbout(v3)).to.equal(0);

    // A digest's link (`all`): every notification e-mail off, the kinds kept as chosen.
    expect(await notifications.unsubscribe(unsubscribeToken(secret, 'ann', 'all'))).to.include({ kind: 'all' });
    expect(await notifications.settingsOf('ann')).to.deep.equal({ ...DEFAULT_NOTIFICATION_SETTINGS, frequency: 'off' });
  });
});
