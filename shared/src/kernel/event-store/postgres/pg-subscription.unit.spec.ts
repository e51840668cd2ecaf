/**
 * The PostgreSQL catch-up subscription's own rules, on a log held in memory (no database): a wake-up
 * that comes while a read is in flight is not lost, a database that cannot answer is waited out, and
 * any other failure of a read stops the subscription and is reported.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../event-store.ts';
import { StoreUnavailableError } from '../../store-faults.ts';
import { CatchUpSubscription, type CatchUpSource } from './pg-subscription.ts';

const recorded = (position: number): RecordedEvent => ({
  id: randomUUID(),
  type: 'ThingHappened',
  data: { position },
  metadata: { actor: { kind: 'system', id: 'test' }, at: new Date(0).toISOString(), cause: 'test' },
  streamId: `thing-${position}`,
  revision: 0,
  position,
  recordedAt: new Date(0).toISOString(),
});

/** A log in memory whose reads can be made to wait or fail; the poll never comes (ten minutes). */
function memoryLog() {
  const events: RecordedEvent[] = [];
  const delivered: number[] = [];
  const errors: unknown[] = [];
  let reads = 0;
  let nextRead: (() => Promise<void>) | undefined;
  const source = (overrides: Partial<CatchUpSource> = {}): CatchUpSource => ({
    afterPosition: 0,
    pollIntervalMs: 600_000,
    async readPage(afterPosition) {
      reads++;
      const page = events.filter((event) => event.position > afterPosition);
      const after = nextRead;
      nextRead = undefined;
      await after?.();
      return page;
    },
    headPosition: async () => events.at(-1)?.position ?? 0,
    handler: (event) => void delivered.push(event.position),
    onError: (error) => void errors.push(error),
    onEnd: () => {},
    ...overrides,
  });
  return {
    events,
    delivered,
    errors,
    source,
    reads: () => reads,
    /** Runs `work` inside the next read, after it has looked at the log; resolves once it has run. */
    duringNextRead: (work: () => void) =>
      new Promise<void>((resolve) => {
        nextRead = async () => {
          work();
          resolve();
        };
      }),
  };
}

describe('PostgreSQL catch-up subscription', () => {
  const running: CatchUpSubscription[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((subscription) => subscription.stop()));
  });

  it('reads again at once when woken while a read was in flight, instead of sleeping until the poll', async () => {
    const log = memoryLog();
    const subscription = new CatchUpSubscription(log.source());
    running.push(subscription);
    await subscription.caughtUp();
    while (log.reads() === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    // The subscription sleeps. Wake it; its read finds the log empty, and meanwhile an append commits
    // and notifies: that notification must not be lost.
    const appended = log.duringNextRead(() => {
      log.events.push(recorded(1));
      subscription.notify();
    });
    subscription.notify();
    await appended;
    await subscription.caughtUp();
    expect(log.delivered).to.deep.equal([1]);
  });

  it('waits out reads that fail because the database cannot answer, then goes on', async () => {
    const log = memoryLog();
    let failures = 2;
    const source = log.source();
    const subscription = new CatchUpSubscription({
      ...source,
      readPage: async (afterPosition) => {
        if (failures > 0) {
          failures--;
          throw new StoreUnavailableError('events', 'PostgreSQL is unavailable: connection refused');
        }
        return source.readPage(afterPosition);
      },
    });
    running.push(subscription);
    log.events.push(recorded(1), recorded(2));
    await subscription.caughtUp();
    expect(failures).to.equal(0);
    expect(log.delivered).to.deep.equal([1, 2]);
    expect(log.errors).to.deep.equal([]);
  });

  it('stops and reports any other failure of a read', async () => {
    const log = memoryLog();
    const failure = new Error('relation "event_store.events" does not exist');
    let reported: (error: unknown) => void = () => {};
    const onError = new Promise<unknown>((resolve) => (reported = resolve));
    const subscription = new CatchUpSubscription(
      log.source({
        readPage: async () => {
          throw failure;
        },
        onError: (error) => reported(error),
      }),
    );
    running.push(subscription);
    expect(await onError).to.equal(failure);
    log.events.push(recorded(1));
    const waiting = await subscription.caughtUp().then(
      () => 'resolved',
      (error: unknown) => error,
    );
    expect(waiting).to.equal(failure);
  });
});
