/**
 * The housekeeping job on a moved clock: nothing is purged before it expires; once expired, sessions,
 * OAuth artifacts, Idempotency-Key entries, known devices and ended limit windows go, at most a batch of each kind per round,
 * until none is left; records still valid (and OAuth clients, which never expire) stay.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import {
  DocumentRateLimiter,
  IDEMPOTENCY_COLLECTION,
  IdempotencyStore,
  RATE_LIMITS_COLLECTION,
} from '@listings/shared/api';
import { OAuthDocumentAdapter, SESSIONS_COLLECTION, oauthCollection } from '@listings/shared/platform';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { KNOWN_DEVICES_COLLECTION } from '@listings/site';
import type { PurgeCounts } from './housekeeping.job.ts';

const DAY = 24 * 3600_000;
const BATCH = 2;

describe('housekeeping: expired records purged on a schedule, in bounded rounds', () => {
  let t: TestService;
  const clock = new ManualClock('2026-01-05T10:00:00Z');
  before(async () => {
    t = await startTestService({ housekeeping: { tickMs: 0, batch: BATCH } }, { clock });
  });
  after(() => t?.close());

  const count = (collection: string) => t.service.documents.collection(collection).countDocuments({});
  const counts = async () => ({
    sessions: await count(SESSIONS_COLLECTION),
    oauth: await count(oauthCollection('AccessToken')),
    clients: await count(oauthCollection('Client')),
    idempotency: await count(IDEMPOTENCY_COLLECTION),
    devices: await count(KNOWN_DEVICES_COLLECTION),
    limits: await count(RATE_LIMITS_COLLECTION),
  });

  /** Three of each kind, valid for at most 30 days from the clock's now. */
  const createRecords = async (tag: string, howMany: number) => {
    const { accountId } = await t.createKey(['account:read'], `${tag}-${Date.now()}@example.com`);
    const tokens = new OAuthDocumentAdapter('AccessToken', t.service.documents, () => clock.now().getTime());
    const idempotency = new IdempotencyStore(t.service.documents, clock);
    const limiter = new DocumentRateLimiter(
      { keyPrefix: `test-${tag}`, points: 10, duration: 3600 },
      { documents: t.service.documents, clock },
    );
    for (let i = 0; i < howMany; i++) {
      await t.service.sessions.create(accountId);
      await tokens.upsert(`${tag}-token-${i}`, { accountId, grantId: `grant-${tag}` }, 3600);
      await idempotency.run(
        { accountId, key: `${tag}-${i}`, operationId: 'submit_listing', input: { i } },
        async () => ({
          status: 201,
          body: { i },
        }),
      );
      await limiter.consume(`client-${i}`);
      await t.service.documents.collection(KNOWN_DEVICES_COLLECTION).insertOne({
        _id: `${tag}-device-${i}`,
        expiresAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      });
    }
  };

  it('is a job of the service, registered like the other features’ jobs', () => {
    expect(t.service.jobs.get('housekeeping')).to.equal(t.service.features.housekeeping.housekeeping);
  });

  it('purges only what expired, a batch of each kind per round, until nothing expired is left', async () => {
    const job = t.service.jobs.get('housekeeping')!;
    await new OAuthDocumentAdapter('Client', t.service.documents).upsert('a-registered-client', { client_id: 'x' });
    await createRecords('old', 3);
    const before = await counts();
    expect(before).to.deep.equal({ sessions: 3, oauth: 3, clients: 1, idempotency: 3, devices: 3, limits: 3 });

    expect(await job.tick()).to.deep.equal({ sessions: 0, oauth: 0, idempotency: 0, devices: 0, limits: 0 });
    expect(await counts()).to.deep.equal(before);

    clock.advance(31 * DAY); // past every expiry above: sessions (30 days), tokens (1 h), keys (24 h), devices (30 days), windows (1 h)
    await createRecords('fresh', 1);

    const rounds: PurgeCounts[] = [];
    for (let i = 0; i < 4; i++) rounds.push((await job.tick()) as PurgeCounts);
    expect(rounds).to.deep.equal([
      { sessions: BATCH, oauth: BATCH, idempotency: BATCH, devices: BATCH, limits: BATCH },
      { sessions: 1, oauth: 1, idempotency: 1, devices: 1, limits: 1 },
      { sessions: 0, oauth: 0, idempotency: 0, devices: 0, limits: 0 },
      { sessions: 0, oauth: 0, idempotency: 0, devices: 0, limits: 0 },
    ]);
    // What is still valid stays, and a registered client (no expiry) is never touched.
    expect(await counts()).to.deep.equal({ sessions: 1, oauth: 1, clients: 1, idempotency: 1, devices: 1, limits: 1 });
  });
});
