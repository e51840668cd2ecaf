/**
 * The claim-ownership process manager: one Verify per verified claim, however often its step runs,
 * and the newest verification keeps the listing when an older one's step runs late.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { isEventOf, ManualClock, SqliteEventStore, silentLogger, type RecordedEvent } from '@listings/shared/kernel';
import { claimStream, type ClaimEvent } from '@listings/shared/contracts/claims';
import { listingStream } from '@listings/shared/contracts/listings';
import { ListingCommands } from '../listings/index.ts';
import { claimOwnershipProcess } from './claim-ownership.process.ts';

describe('claim-ownership process manager', () => {
  const clock = new ManualClock('2026-05-04T10:00:00Z');
  let events: SqliteEventStore;
  let listingId: number;
  const actor = { kind: 'user' as const, id: 'someone' };

  beforeEach(async () => {
    events = new SqliteEventStore(':memory:');
    const listings = new ListingCommands(events, clock);
    ({ listingId } = await listings.create(
      { profile: { name: 'Owned', url: 'https://owned.test' }, ownerId: null },
      actor,
      't',
    ));
  });
  afterEach(() => events.close());

  /** Records a claim's verification and returns the recorded event (the trigger). */
  type Verified = Extract<ClaimEvent, { type: 'ClaimVerified' }>;
  const verified = async (claimId: number, accountId: string): Promise<RecordedEvent<Verified>> => {
    await events.appendToStream(claimStream(claimId), [
      {
        id: randomUUID(),
        type: 'ClaimVerified',
        data: { claimId, accountId, listingId, method: 'dns', at: clock.now().toISOString(), lookedFor: '', seen: '' },
        metadata: { actor: { kind: 'user', id: accountId }, at: clock.now().toISOString(), cause: 'verify_claim' },
      },
    ]);
    const [event] = await events.readStream(claimStream(claimId), { direction: 'backwards', maxCount: 1 });
    if (!isEventOf<Verified>(event, 'ClaimVerified')) throw new Error('ClaimVerified was not recorded');
    return event;
  };
  const verifications = async () =>
    (await events.readStream(listingStream(listingId))).filter((e) => e.type === 'ListingVerified');

  it('verifies the listing once, however often the step runs', async () => {
    const process = claimOwnershipProcess({ events, clock, logger: silentLogger });
    const trigger = await verified(1, 'alice');
    const first = await process.handle(trigger);
    expect(first).to.be.greaterThan(0);
    // Again: nothing new is written; the answer is where the verification already stands.
    const head = await events.headPosition();
    expect(await process.handle(trigger)).to.be.within(1, first);
    expect(await process.handle({ ...trigger, metadata: { ...trigger.metadata } })).to.be.within(1, first);
    expect(await events.headPosition()).to.equal(head);
    const done = await verifications();
    expect(done).to.have.length(1);
    expect(done[0].data).to.include({ ownerId: 'alice', claimId: 1 });
    expect(done[0].metadata.causationId).to.equal(trigger.id);
  });

  it('the newest verification wins even when an older one is handled after it (same clock time)', async () => {
    const process = claimOwnershipProcess({ events, clock, logger: silentLogger });
    const older = await verified(1, 'alice');
    const newer = await verified(2, 'bob');
    await process.handle(newer);
    await process.handle(older); // late: a crash delayed it
    const done = await verifications();
    expect(done.map((e) => (e.data as { ownerId: string }).ownerId)).to.deep.equal(['bob']);
  });

  it('an older verification handled first is replaced by the newer one', async () => {
    const process = claimOwnershipProcess({ events, clock, logger: silentLogger });
    const older = await verified(1, 'alice');
    await process.handle(older);
    const newer = await verified(2, 'bob');
    await process.handle(newer);
    const done = await verifications();
    expect(done.map((e) => (e.data as { ownerId: string }).ownerId)).to.deep.equal(['alice', 'bob']);
  });
});
