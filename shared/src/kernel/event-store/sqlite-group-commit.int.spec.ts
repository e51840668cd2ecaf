/**
 * Group commit of the SQLite event store: appends made in the same turn share one transaction, each
 * keeps its own expected-revision check and idempotency rule, a refused or broken append fails alone
 * and writes nothing, and a process killed at any point of a batch leaves every acknowledged append
 * in the file and no append half-written. (The port's contract runs in sqlite-event-store.int.spec.ts.)
 */
import { expect } from 'chai';
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { WrongExpectedVersionError, type AppendResult, type EventData } from './event-store.ts';
import { EventLogSyncError, SqliteEventStore } from './sqlite-event-store.ts';
import { isStoreUnavailable } from '../store-faults.ts';

const newEvent = (data: unknown = { value: randomUUID() }): EventData => ({
  id: randomUUID(),
  type: 'ThingHappened',
  data,
  metadata: { actor: { kind: 'system', id: 'test' }, at: new Date().toISOString(), cause: 'test' },
});

/** Each promise's outcome: its result, or the error it failed with. */
const outcomes = (attempts: Promise<AppendResult>[]) =>
  Promise.all(
    attempts.map((attempt) =>
      attempt.then(
        (result) => ({ ok: true as const, result }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    ),
  );

/** Reads a promise's state without awaiting it. */
function stateOf(promise: Promise<unknown>): () => 'pending' | 'resolved' | 'rejected' {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  return () => state;
}

/** Waits until `done()` holds, checking every few milliseconds (fails after 5 s). */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** Syncs of the WAL that wait until the test releases them. */
function heldSyncs() {
  const held: (() => void)[] = [];
  let count = 0;
  return {
    syncWal: async (fdatasync: () => Promise<void>) => {
      count++;
      await new Promise<void>((release) => held.push(release));
      await fdatasync();
    },
    held,
    count: () => count,
    release: () => held.splice(0).forEach((release) => release()),
  };
}

const CHILD = new URL('./testing/group-commit-child.ts', import.meta.url).pathname;

interface ChildReport {
  acknowledged: { stream: string; ids: string[] }[];
  exit: number | null;
  signal: NodeJS.Signals | null;
}

/** Runs the crash child (testing/group-commit-child.ts) and collects what it acknowledged before it died. */
function runChild(file: string, env: Record<string, string>, killAfterAcks?: number): Promise<ChildReport> {
  return new Promise((resolve, reject) => {
    const acknowledged: ChildReport['acknowledged'] = [];
    const child = fork(CHILD, [], {
      env: { ...process.env, EVENTS_FILE: file, ...env },
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('message', (message: { stream: string; ids: string[] }) => {
      acknowledged.push(message);
      if (killAfterAcks !== undefined && acknowledged.length === killAfterAcks) child.kill('SIGKILL');
    });
    child.once('error', reject);
    child.once('exit', (exit, signal) => {
      clearTimeout(timer);
      resolve({ acknowledged, exit, signal });
    });
  });
}

describe('SqliteEventStore group commit', () => {
  let dir: string;
  let file: string;
  const opened: SqliteEventStore[] = [];
  const open = (options?: ConstructorParameters<typeof SqliteEventStore>[1]) => {
    const store = new SqliteEventStore(file, options);
    opened.push(store);
    return store;
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'group-commit-'));
    file = join(dir, 'events.db');
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await rm(dir, { recursive: true, force: true });
  });

  /** A store that records the size of each committed batch. */
  const observed = () => {
    const batches: number[] = [];
    const store = open({ onBatch: (stage, appends) => void (stage === 'committed' && batches.push(appends)) });
    return { store, batches };
  };

  it('writes appends made in the same turn in one transaction, positions in call order', async () => {
    const { store, batches } = observed();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.appendToStream(`thing-${i}`, [newEvent(), newEvent()])),
    );
    expect(batches).to.deep.equal([50]);
    expect(results.map((result) => result.position)).to.deep.equal(Array.from({ length: 50 }, (_, i) => 2 * i + 2));
    expect((await store.readAll()).map((event) => event.streamId)).to.deep.equal(
      Array.from({ length: 50 }, (_, i) => [`thing-${i}`, `thing-${i}`]).flat(),
    );
  });

  it('commits appends made while a batch is being written in the next batch', async () => {
    const { store, batches } = observed();
    const first = store.appendToStream('thing-1', [newEvent()]);
    await first;
    const later = await Promise.all([
      store.appendToStream('thing-1', [newEvent()], { expectedRevision: 0 }),
      store.appendToStream('thing-2', [newEvent()], { expectedRevision: 'no_stream' }),
    ]);
    expect(batches).to.deep.equal([1, 2]);
    expect(later.map((result) => result.nextExpectedRevision)).to.deep.equal([1, 0]);
  });

  it('checks each expected revision in order inside a batch: a conflict fails only that append', async () => {
    const { store, batches } = observed();
    await store.appendToStream('thing-x', [newEvent()]); // revision 0
    const [a, b, c, d] = [newEvent(), newEvent(), newEvent(), newEvent()];
    const results = await outcomes([
      store.appendToStream('thing-x', [a], { expectedRevision: 0 }), // wins: 0 → 1
      store.appendToStream('thing-x', [b], { expectedRevision: 0 }), // conflicts with the append before it
      store.appendToStream('thing-y', [c], { expectedRevision: 'no_stream' }),
      store.appendToStream('thing-x', [d], { expectedRevision: 1 }), // sees the first append of the batch
    ]);
    expect(batches).to.deep.equal([1, 4]);
    expect(results.map((outcome) => outcome.ok)).to.deep.equal([true, false, true, true]);
    const refused = results[1]!;
    expect(refused.ok || refused.error)
      .to.be.instanceOf(WrongExpectedVersionError)
      .and.include({ expected: 0, actual: 1 });
    expect((await store.readStream('thing-x')).map((event) => event.id).slice(1)).to.deep.equal([a.id, d.id]);
    expect((await store.readStream('thing-y')).map((event) => event.id)).to.deep.equal([c.id]);
  });

  it('answers an idempotent retry in the same batch as the first attempt, writing the events once', async () => {
    const { store, batches } = observed();
    const events = [newEvent(), newEvent()];
    const stray = newEvent();
    const results = await outcomes([
      store.appendToStream('thing-1', events, { expectedRevision: 'no_stream' }),
      store.appendToStream('thing-1', events, { expectedRevision: 'no_stream' }), // the retry
      store.appendToStream('thing-1', [events[0]!, stray], { expectedRevision: 'no_stream' }), // partly matching
    ]);
    expect(batches).to.deep.equal([3]);
    expect(results[0]).to.deep.equal({ ok: true, result: { nextExpectedRevision: 1, position: 2 } });
    expect(results[1]).to.deep.equal(results[0]);
    expect(results[2]!.ok || results[2]!.error).to.be.instanceOf(WrongExpectedVersionError);
    expect((await store.readAll()).map((event) => event.id)).to.deep.equal(events.map((event) => event.id));
  });

  it('rolls back an append that fails half-way through its inserts, and commits the rest of the batch', async () => {
    const { store, batches } = observed();
    const twice = newEvent();
    const good = [newEvent(), newEvent()];
    // The same id twice in one append passes the checks (neither is recorded yet) and breaks on the
    // UNIQUE constraint at the second insert, after the first one was written.
    const results = await outcomes([
      store.appendToStream('thing-1', [good[0]!]),
      store.appendToStream('thing-2', [newEvent(), twice, twice]),
      store.appendToStream('thing-3', [good[1]!]),
    ]);
    expect(batches).to.deep.equal([3]);
    expect(results.map((outcome) => outcome.ok)).to.deep.equal([true, false, true]);
    expect(await store.readStream('thing-2')).to.deep.equal([]);
    expect((await store.readAll()).map((event) => event.id)).to.deep.equal(good.map((event) => event.id));
  });

  it('fails every append of a batch, writing nothing, when the write lock cannot be had', async () => {
    const store = open({ busyTimeoutMs: 50 });
    await store.appendToStream('thing-1', [newEvent()]);
    // Another process holds the write lock longer than the busy timeout.
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    try {
      const results = await outcomes([
        store.appendToStream('thing-1', [newEvent()], { expectedRevision: 0 }),
        store.appendToStream('thing-2', [newEvent()]),
      ]);
      expect(results.map((outcome) => outcome.ok)).to.deep.equal([false, false]);
      for (const outcome of results) expect(outcome.ok || String(outcome.error)).to.match(/busy|locked/i);
      // SQLite's code is kept: it is what makes the API answer 503 (store-faults.ts).
      for (const outcome of results) expect(outcome.ok || isStoreUnavailable(outcome.error)).to.equal(true);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(await store.headPosition()).to.equal(1);
    // Nothing is left half-open: the next batch goes through.
    expect(await store.appendToStream('thing-1', [newEvent()], { expectedRevision: 0 })).to.include({
      nextExpectedRevision: 1,
    });
  });

  describe('an append decided on another in flight (onlyAfter)', () => {
    it('is written with it, in the same batch', async () => {
      const { store, batches } = observed();
      const first = store.appendToStream('thing-1', [newEvent()], { expectedRevision: 'no_stream' });
      const second = store.appendToStream('thing-1', [newEvent()], { expectedRevision: 0, onlyAfter: first });
      expect((await second).nextExpectedRevision).to.equal(1);
      expect(batches).to.deep.equal([2]);
    });

    it('is refused unwritten when that one was refused, even where its expected revision holds', async () => {
      const { store } = observed();
      await store.appendToStream('thing-1', [newEvent()]); // revision 0
      const refused = store.appendToStream('thing-1', [newEvent()], { expectedRevision: 5 });
      // Decided on a state that will not exist; its expected revision 0 happens to be the stream's.
      const decidedOnIt = store.appendToStream('thing-1', [newEvent()], { expectedRevision: 0, onlyAfter: refused });
      const chained = store.appendToStream('thing-1', [newEvent()], { expectedRevision: 1, onlyAfter: decidedOnIt });
      const results = await outcomes([refused, decidedOnIt, chained]);
      expect(results.map((outcome) => outcome.ok)).to.deep.equal([false, false, false]);
      expect(results[1]!.ok || results[1]!.error)
        .to.be.instanceOf(WrongExpectedVersionError)
        .and.include({ expected: 0, actual: 0 });
      expect(await store.readStream('thing-1')).to.have.length(1);
    });

    it('is refused when that one failed in an earlier batch', async () => {
      const store = open({ busyTimeoutMs: 50 });
      const other = new Database(file);
      other.exec('BEGIN IMMEDIATE');
      const failed = store.appendToStream('thing-1', [newEvent()], { expectedRevision: 'no_stream' });
      await failed.catch(() => undefined);
      other.exec('ROLLBACK');
      other.close();
      const after = await outcomes([
        store.appendToStream('thing-1', [newEvent()], { expectedRevision: 0, onlyAfter: failed }),
      ]);
      expect(after[0]!.ok || after[0]!.error).to.be.instanceOf(WrongExpectedVersionError);
      expect(await store.headPosition()).to.equal(0);
    });

    it('waits for an append it does not know (another instance, a wrapper) before it is queued', async () => {
      const store = open();
      let written!: (result: AppendResult) => void;
      const elsewhere = new Promise<AppendResult>((resolve) => (written = resolve));
      const pending = store.appendToStream('thing-1', [newEvent()], {
        expectedRevision: 'no_stream',
        onlyAfter: elsewhere,
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await store.headPosition()).to.equal(0);
      written({ nextExpectedRevision: 0, position: 1 });
      expect(await pending).to.include({ nextExpectedRevision: 0 });
      const refusedElsewhere = Promise.reject(new Error('not written'));
      const refused = await outcomes([
        store.appendToStream('thing-1', [newEvent()], { expectedRevision: 0, onlyAfter: refusedElsewhere }),
      ]);
      expect(refused[0]!.ok || refused[0]!.error)
        .to.be.instanceOf(WrongExpectedVersionError)
        .and.include({ actual: 0 });
    });
  });

  it('wakes its subscriptions after the last of a burst of batches, without waiting for the poll', async () => {
    // In memory: no fsync, so the batches follow each other closely enough for wake-ups to be skipped.
    const store = new SqliteEventStore(':memory:', { pollIntervalMs: 600_000 });
    opened.push(store);
    const seen: string[] = [];
    const subscription = store.subscribeToAll({}, (event) => void seen.push(event.id));
    await subscription.caughtUp();
    // Each append waits for the one before, so batches follow each other: wake-ups in between may be
    // skipped, the one after the last batch may not (a poll would come only after the test's timeout).
    const appended: string[] = [];
    for (let i = 0; i < 50; i++) {
      const event = newEvent();
      appended.push(event.id);
      const next = store.appendToStream('thing-1', [event]);
      if (i % 10 === 9) await next;
    }
    await subscription.caughtUp();
    expect(seen).to.deep.equal(appended);
  });

  it('writes what was queued before close()', async () => {
    const store = open();
    const pending = store.appendToStream('thing-1', [newEvent()]);
    await store.close();
    opened.splice(opened.indexOf(store), 1);
    expect(await pending).to.deep.equal({ nextExpectedRevision: 0, position: 1 });
    const reopened = open();
    expect(await reopened.headPosition()).to.equal(1);
  });

  describe('nothing leaves the store before it is on disk (a sync of the WAL after its commit)', () => {
    it('acknowledges an append, returns it from reads and delivers it only once that sync has returned', async () => {
      const gate = heldSyncs();
      const store = open({ syncWal: gate.syncWal, pollIntervalMs: 5 });
      const delivered: string[] = [];
      const subscription = store.subscribeToAll({}, (event) => void delivered.push(event.id));
      const event = newEvent();
      const acknowledged = stateOf(store.appendToStream('thing-1', [event]));
      await until(() => gate.held.length === 1); // committed; its sync waits
      const reads = [store.readStream('thing-1'), store.readAll(), store.headPosition()];
      const readStates = reads.map(stateOf);
      await new Promise((resolve) => setTimeout(resolve, 50)); // ten polls of the subscription
      expect([acknowledged(), ...readStates.map((state) => state())]).to.deep.equal([
        'pending',
        'pending',
        'pending',
        'pending',
      ]);
      expect(delivered).to.deep.equal([]);
      gate.release();
      const [stream, all, head] = await Promise.all(reads);
      expect((stream as { id: string }[]).map((recorded) => recorded.id)).to.deep.equal([event.id]);
      expect((all as { id: string }[]).map((recorded) => recorded.id)).to.deep.equal([event.id]);
      expect(head).to.equal(1);
      await until(() => acknowledged() === 'resolved');
      await subscription.caughtUp();
      expect(delivered).to.deep.equal([event.id]);
      // The reads waited for the writer's sync instead of starting their own.
      expect(gate.count()).to.equal(1);
    });

    it('queues appends made while a sync is in flight and commits them together after it, under one more sync', async () => {
      const gate = heldSyncs();
      const batches: number[] = [];
      const store = open({
        syncWal: gate.syncWal,
        onBatch: (stage, appends) => void (stage === 'committed' && batches.push(appends)),
      });
      const first = store.appendToStream('thing-1', [newEvent()]);
      await until(() => gate.held.length === 1);
      const second = store.appendToStream('thing-2', [newEvent()]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const third = store.appendToStream('thing-3', [newEvent()]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(batches).to.deep.equal([1]);
      gate.release();
      await until(() => gate.held.length === 1);
      expect(batches).to.deep.equal([1, 2]);
      gate.release();
      const results = await Promise.all([first, second, third]);
      expect(results.map((result) => result.position)).to.deep.equal([1, 2, 3]);
      expect(gate.count()).to.equal(2);
    });

    it('stops for good when a sync fails: the append and every later one refused, nothing past the last sync read or delivered', async () => {
      const failure = Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
      let failing = true;
      const store = open({
        pollIntervalMs: 5,
        syncWal: async (fdatasync) => {
          if (failing) throw failure;
          await fdatasync();
        },
      });
      const delivered: string[] = [];
      const stopped: unknown[] = [];
      store.subscribeToAll(
        {},
        (event) => void delivered.push(event.id),
        (error) => void stopped.push(error),
      );
      const event = newEvent();
      const [first] = await outcomes([store.appendToStream('thing-1', [event])]);
      expect(first!.ok || first!.error)
        .to.be.instanceOf(EventLogSyncError)
        .and.have.property('cause', failure);
      // Unavailable, not a bug: the edge answers 503 and projections wait, until the process restarts.
      expect(isStoreUnavailable(first!.ok || first!.error)).to.equal(true);
      // The kernel may have dropped what it could not write: a later sync that succeeds vouches for nothing.
      failing = false;
      const [later] = await outcomes([store.appendToStream('thing-2', [newEvent()])]);
      expect(later!.ok || later!.error).to.be.instanceOf(EventLogSyncError);
      let readError: unknown;
      await store.readAll().catch((error: unknown) => (readError = error));
      expect(readError).to.be.instanceOf(EventLogSyncError);
      await until(() => stopped.length === 1);
      expect(stopped[0]).to.be.instanceOf(EventLogSyncError);
      expect(delivered).to.deep.equal([]);
      // After a restart: the committed append is there (opening syncs the file), the refused one is not.
      const reopened = open();
      expect((await reopened.readAll()).map((recorded) => recorded.id)).to.deep.equal([event.id]);
    });

    it('writes nothing of what was queued behind a sync that fails', async () => {
      let fail: ((error: Error) => void) | undefined;
      const store = open({ syncWal: () => new Promise<void>((_resolve, reject) => (fail = reject)) });
      const first = outcomes([store.appendToStream('thing-1', [newEvent()])]);
      await until(() => fail !== undefined);
      const queued = outcomes([store.appendToStream('thing-2', [newEvent()])]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      fail!(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
      const [[committed], [behind]] = await Promise.all([first, queued]);
      expect(committed!.ok || committed!.error).to.be.instanceOf(EventLogSyncError);
      expect(behind!.ok || behind!.error).to.be.instanceOf(EventLogSyncError);
      const reopened = open();
      expect((await reopened.readAll()).map((event) => event.streamId)).to.deep.equal(['thing-1']);
    });
  });

  describe('a process killed during a batch (kill -9)', function () {
    this.timeout(60_000);

    /** Streams as whole appends: each append of the child writes 3 events numbered 0..2 with the same `append`. */
    const readBack = async () => {
      const store = open();
      const events = await store.readAll();
      const byAppend = new Map<string, number[]>();
      for (const event of events) {
        const { append, part } = event.data as { append: string; part: number };
        byAppend.set(append, [...(byAppend.get(append) ?? []), part]);
      }
      return { events, byAppend, ids: new Set(events.map((event) => event.id)) };
    };

    it('before the commit: nothing of the batch is in the file, everything acknowledged earlier is', async () => {
      // 8 workers, each appending again once acknowledged: batches of 8; the third dies before its commit.
      const report = await runChild(file, { CRASH_AT: 'written', CRASH_BATCH: '3', APPENDS: '40', CONCURRENCY: '8' });
      expect(report.signal).to.equal('SIGKILL');
      const { byAppend, ids } = await readBack();
      for (const { ids: acknowledged } of report.acknowledged)
        for (const id of acknowledged) expect(ids.has(id)).to.equal(true);
      expect(byAppend.size).to.equal(16);
      for (const parts of byAppend.values()) expect(parts).to.deep.equal([0, 1, 2]);
    });

    const afterCommit = [
      ['committed', 'after the commit, before its sync (a crash of the process loses nothing committed)'],
      ['synced', 'after the sync, before any acknowledgement'],
    ] as const;
    for (const [stage, when] of afterCommit)
      it(`${when}: the whole batch is in the file`, async () => {
        const report = await runChild(file, { CRASH_AT: stage, CRASH_BATCH: '1', APPENDS: '40' });
        expect(report.signal).to.equal('SIGKILL');
        expect(report.acknowledged).to.deep.equal([]);
        const { byAppend } = await readBack();
        // The first batch holds every append the child queued in its first turn.
        expect(byAppend.size).to.equal(40);
        for (const parts of byAppend.values()) expect(parts).to.deep.equal([0, 1, 2]);
      });

    it('at a random moment under load: every acknowledged append is in the file, none half-written', async () => {
      const report = await runChild(file, { APPENDS: '100000', CONCURRENCY: '16' }, 300);
      expect(report.signal).to.equal('SIGKILL');
      const { events, byAppend, ids } = await readBack();
      expect(report.acknowledged.length).to.be.at.least(300);
      for (const { ids: acknowledged } of report.acknowledged)
        for (const id of acknowledged) expect(ids.has(id)).to.equal(true);
      for (const parts of byAppend.values()) expect(parts).to.deep.equal([0, 1, 2]);
      // Revisions stay contiguous per stream and positions strictly increase.
      const revisions = new Map<string, number>();
      events.forEach((event, index) => {
        expect(event.revision).to.equal(revisions.get(event.streamId) ?? 0);
        revisions.set(event.streamId, event.revision + 1);
        if (index > 0) expect(event.position).to.be.greaterThan(events[index - 1]!.position);
      });
    });
  });
});
