/**
 * `npm run bench:notifications` (node --expose-gc scripts/bench/notification-fanout.ts): one launch's
 * notification fan-out to FOLLOWERS (default 10,000) followers (issue 32's benchmark), time and memory
 * of each half:
 *
 * - the read model: the notifications projection applying the ListingWentLive (one bulk of upserts,
 *   after reading the listing's facts and the recipients' settings), then the same event again;
 * - the mails: notification-mail-reactor's work for the event (followers from the log, each person's
 *   settings from their stream, one mail each through the in-memory outbox, nodemailer composing),
 *   then a replay (every key already in the ledger: nothing sent).
 *
 * Each step prints its time, the heap it added (after a GC when run with --expose-gc, as
 * `npm run bench:notifications` does) and its peak heap and RSS (sampled every 5 ms while it runs);
 * the end prints the process's peak RSS (getrusage's maxrss).
 *
 * Embedded stores in memory (SQLite log, in-memory document store); figures vary with the machine's load.
 */
import { randomUUID } from 'node:crypto';
import {
  MingoDocumentStore,
  SqliteEventStore,
  silentLogger,
  ManualClock,
  type RecordedEvent,
} from '@listings/shared/kernel';
import { OutboxMailer } from '@listings/shared/platform';
import { engagementStream, type NotificationSource } from '@listings/shared/contracts/engagement';
import { listingStream } from '@listings/shared/contracts/listings';
import { NOTIFICATIONS_COLLECTION, notificationsProjection } from '@listings/projectors/engagement';
import { NotificationActions, notificationMailer } from '@listings/command-service/engagement';

const FOLLOWERS = Number(process.env.FOLLOWERS ?? 10_000);
const at = '2026-11-18T12:00:00.000Z';
const metadata = { actor: { kind: 'admin' as const, id: 'bench' }, at, cause: 'bench' };
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure<T>(label: string, run: () => Promise<T>): Promise<T> {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  // Samples between the awaits of the work (a long synchronous stretch is seen at its end).
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 5);
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  clearInterval(sampler);
  const after = process.memoryUsage();
  peakHeap = Math.max(peakHeap, after.heapUsed);
  peakRss = Math.max(peakRss, after.rss);
  console.log(
    `${label.padEnd(40)} ${ms.toFixed(0).padStart(7)} ms   heap +${mb(after.heapUsed - before.heapUsed)} (peak ${mb(peakHeap)})   rss ${mb(after.rss)} (peak ${mb(peakRss)})`,
  );
  return result;
}

const events = new SqliteEventStore(':memory:');
await events.appendToStream(listingStream(1), [
  {
    id: randomUUID(),
    type: 'ListingCreated',
    data: {
      listingId: 1,
      slug: 'acme',
      ownerId: 'maker',
      profile: { name: 'Acme', tagline: 'Rockets', website: 'https://acme.test' },
    },
    metadata,
  },
]);
for (let from = 0; from < FOLLOWERS; from += 1000)
  await events.appendToStream(
    engagementStream(1),
    Array.from({ length: Math.min(1000, FOLLOWERS - from) }, (_, i) => ({
      id: randomUUID(),
      type: 'ListingFollowed',
      data: { listingId: 1, followerId: `acc-${from + i}` },
      metadata,
    })),
  );
await events.appendToStream(listingStream(1), [
  { id: randomUUID(), type: 'ListingWentLive', data: { listingId: 1, week: '2026-11-16', plan: 'free' }, metadata },
]);
const log = await events.readAll();
const launch = log.at(-1) as RecordedEvent<NotificationSource>;
console.log(`one launch, ${FOLLOWERS} followers (log of ${log.length} events)`);

const documents = new MingoDocumentStore();
await notificationsProjection.setup!(documents);
for (const event of log.slice(0, -1)) await notificationsProjection.apply(event as never, documents);
await measure('read model: apply the launch', () => notificationsProjection.apply(launch as never, documents));
await measure('read model: the same event again', () => notificationsProjection.apply(launch as never, documents));
console.log(`  notifications: ${await documents.collection(NOTIFICATIONS_COLLECTION).countDocuments()}`);

const secret = Buffer.alloc(32, 1);
const mailer = new OutboxMailer('Listings <no-reply@listings.test>', null);
const mailAbout = notificationMailer({
  events,
  mailer,
  site: { name: 'Listings', publicBaseUrl: 'https://listings.test' } as never,
  logger: silentLogger,
  notifications: new NotificationActions({ events, clock: new ManualClock(at), unsubscribeSecret: secret }),
  unsubscribeSecret: secret,
  addressOf: async (id) => `${id}@example.com`,
});
const sent = await measure('mails: the launch', () => mailAbout(launch));
const again = await measure('mails: replayed (all in the ledger)', () => mailAbout(launch));
console.log(`  mailed ${sent}, then ${again}; outbox ${(await mailer.list()).length}`);
console.log(`peak RSS of the process: ${mb(process.resourceUsage().maxRSS * 1024)}`);
