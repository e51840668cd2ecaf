import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eventStoreContract } from './event-store.contract.ts';
import { WrongExpectedVersionError, type EventData, type RecordedEvent } from './event-store.ts';
import { SqliteEventStore } from './sqlite-event-store.ts';

const newEvent = (data: unknown = { value: randomUUID() }): EventData => ({
  id: randomUUID(),
  type: 'ThingHappened',
  data,
  metadata: { actor: { kind: 'system', id: 'test' }, at: new Date().toISOString(), cause: 'test' },
});

async function tempDir(): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'sqlite-event-store-'));
  return { file: join(dir, 'events.db'), remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Counts a store's runs of one of its SQLite statements: `readForwards` is behind readStream, `readAll`
 * behind readAll and subscriptions.
 */
function countReads(store: SqliteEventStore, statementName: 'readForwards' | 'readAll'): () => number {
  const { sql } = (store as unknown as { log: { sql: Record<string, { all: (...args: unknown[]) => unknown }> } }).log;
  const statement = sql[statementName]!;
  const all = statement.all.bind(statement);
  let reads = 0;
  statement.all = (...args: unknown[]) => {
    reads++;
    return all(...args);
  };
  return () => reads;
}

eventStoreContract('SqliteEventStore on :memory:', async () => ({ store: new SqliteEventStore(':memory:') }));

eventStoreContract('SqliteEventStore on a file', async () => {
  const { file, remove } = await tempDir();
  return { store: new SqliteEventStore(file), cleanup: remove };
});

describe('SqliteEventStore', () => {
  let file: string;
  let remove: () => Promise<void>;
  const opened: SqliteEventStore[] = [];
  const open = (options?: ConstructorParameters<typeof SqliteEventStore>[1]) => {
    const store = new SqliteEventStore(file, options);
    opened.push(store);
    return store;
  };

  beforeEach(async () => {
    ({ file, remove } = await tempDir());
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await remove();
  });

  it('numbers positions from 1 and reports head 0 when empty', async () => {
    const store = open();
    expect(await store.headPosition()).to.equal(0);
    expect(await store.appendToStream('thing-1', [newEvent(), newEvent()])).to.deep.equal({
      nextExpectedRevision: 1,
      position: 2,
    });
    expect(await store.appendToStream('thing-2', [newEvent()])).to.deep.equal({ nextExpectedRevision: 0, position: 3 });
    expect(await store.headPosition()).to.equal(3);
    expect((await store.readAll()).map((event) => event.position)).to.deep.equal([1, 2, 3]);
  });

  it('refuses an event id already recorded anywhere else, writing nothing', async () => {
    // Stricter than EventStoreDB, which only detects a reused id inside the same stream.
    const store = open();
    const event = newEvent();
    await store.appendToStream('thing-1', [event]);

    const refusals = [
      store.appendToStream('thing-2', [event], { expectedRevision: 'any' }),
      store.appendToStream('thing-2', [newEvent(), event], { expectedRevision: 'no_stream' }),
      store.appendToStream('thing-1', [event], { expectedRevision: 0 }),
    ];
    const errors = await Promise.all(
      refusals.map((attempt) =>
        attempt.then(
          () => undefined,
          (error: unknown) => error,
        ),
      ),
    );
    expect(errors.map((error) => error instanceof WrongExpectedVersionError && error.actual)).to.deep.equal([
      'no_stream',
      'no_stream',
      0,
    ]);
    expect(await store.headPosition()).to.equal(1);
  });

  it('returns the stream head as the position of an empty append', async () => {
    const store = open();
    expect(await store.appendToStream('thing-1', [], { expectedRevision: 'no_stream' })).to.deep.equal({
      nextExpectedRevision: -1,
      position: 0,
    });
    expect(await store.appendToStream('thing-1', [], { expectedRevision: -1 })).to.deep.equal({
      nextExpectedRevision: -1,
      position: 0,
    });
    await store.appendToStream('thing-1', [newEvent()]);
    await store.appendToStream('thing-2', [newEvent()]);
    expect(await store.appendToStream('thing-1', [], { expectedRevision: 0 })).to.deep.equal({
      nextExpectedRevision: 0,
      position: 1,
    });
  });

  it('knows the last revision of the streams it wrote or read to the end, until another connection commits', async () => {
    const store = new SqliteEventStore(file);
    const other = new SqliteEventStore(file); // another process on the file, as the admin CLI would be
    try {
      expect(store.knownRevision('thing-1')).to.equal(undefined);
      const first = newEvent();
      await store.appendToStream('thing-1', [first, newEvent()]);
      expect(store.knownRevision('thing-1')).to.equal(1);
      // An idempotent retry of the first append writes nothing and does not take the revision back.
      await store.appendToStream('thing-1', [first], { expectedRevision: 'no_stream' });
      expect(store.knownRevision('thing-1')).to.equal(1);
      await other.appendToStream('thing-2', [newEvent()]);
      // Any commit by another connection may have touched any stream: everything is forgotten.
      expect(store.knownRevision('thing-1')).to.equal(undefined);
      await store.readStream('thing-1', { maxCount: 1 });
      expect(store.knownRevision('thing-1')).to.equal(undefined); // not read to the end
      await store.readStream('thing-1');
      expect(store.knownRevision('thing-1')).to.equal(1);
      await other.appendToStream('thing-1', [newEvent()]);
      expect(store.knownRevision('thing-1')).to.equal(undefined);
      expect((await store.readStream('thing-1')).length).to.equal(3);
      expect(store.knownRevision('thing-1')).to.equal(2);
    } finally {
      await Promise.all([store.close(), other.close()]);
    }
  });

  describe('reads of what this instance just appended', () => {
    it('answers them from the rows it wrote, exactly as SQLite returns them', async () => {
      const store = open();
      const reads = countReads(store, 'readForwards');
      await store.appendToStream('thing-1', [newEvent({ n: 1 })]);
      await store.appendToStream('thing-1', [newEvent({ n: 2, nested: { list: [1, 'two'] } }), newEvent({ n: 3 })]);
      const asked = [
        { fromRevision: 1 },
        { fromRevision: 2 },
        { fromRevision: 3 },
        { fromRevision: 1, maxCount: 1 },
        { fromRevision: 7 },
      ];
      const fromMemory = await Promise.all(asked.map((options) => store.readStream('thing-1', options)));
      expect(reads()).to.equal(0);
      const fresh = open(); // another connection: reads SQLite
      const fromFile = await Promise.all(asked.map((options) => fresh.readStream('thing-1', options)));
      expect(fromMemory).to.deep.equal(fromFile);
      expect(fromMemory.map((events) => events.map((event) => event.revision))).to.deep.equal([
        [1, 2],
        [2],
        [],
        [1],
        [],
      ]);
      // Each read gets its own copy of the data.
      (fromMemory[0]![0]!.data as { n: number }).n = 99;
      expect((await store.readStream('thing-1', { fromRevision: 1 }))[0]!.data).to.deep.equal({
        n: 2,
        nested: { list: [1, 'two'] },
      });
      // Before the last append's rows, and a revision that is not a whole number: SQLite.
      expect((await store.readStream('thing-1', { fromRevision: 0 })).map((event) => event.revision)).to.deep.equal([
        0, 1, 2,
      ]);
      expect(await store.readStream('thing-1', { fromRevision: 1.5 })).to.deep.equal(
        await fresh.readStream('thing-1', { fromRevision: 1.5 }),
      );
      expect(reads()).to.equal(2);
    });

    it('reads SQLite once another connection committed, or while an append of its own is not yet on disk', async () => {
      const held: (() => void)[] = [];
      let holding = false;
      const store = open({
        syncWal: async (fdatasync) => {
          if (holding) await new Promise<void>((release) => held.push(release));
          await fdatasync();
        },
      });
      const other = open();
      const reads = countReads(store, 'readForwards');
      await store.appendToStream('thing-1', [newEvent()]);
      await other.appendToStream('thing-1', [newEvent()]);
      expect((await store.readStream('thing-1', { fromRevision: 0 })).length).to.equal(2);
      expect(reads()).to.equal(1);

      await store.appendToStream('thing-1', [newEvent()]);
      holding = true;
      const next = newEvent();
      const appended = store.appendToStream('thing-1', [next]);
      while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      // Committed, not yet synced: the read must not answer from the previous append's rows as if
      // the stream ended there; it reads SQLite, and waits for the sync like any read of the commit.
      let answered = false;
      const read = store.readStream('thing-1', { fromRevision: 3 }).then((events) => ((answered = true), events));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answered).to.equal(false);
      held.splice(0).forEach((release) => release());
      expect((await read).map((event) => event.id)).to.deep.equal([next.id]);
      await appended;
      expect(reads()).to.equal(2);
    });
  });

  describe('subscriptions of the instance that wrote', () => {
    const deliveredBy = (store: SqliteEventStore, afterPosition = 0) => {
      const events: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({ afterPosition }, (event) => void events.push(event));
      return { events, subscription };
    };

    it('get what it wrote from the rows it kept, exactly as a reader of the file does', async () => {
      const store = open({ pollIntervalMs: 5 });
      await store.appendToStream('thing-0', [newEvent()]); // before the subscription starts: read from SQLite
      const pageReads = countReads(store, 'readAll');
      const { events, subscription } = deliveredBy(store);
      await subscription.caughtUp();
      const before = pageReads();
      for (let i = 0; i < 20; i++)
        await Promise.all([1, 2, 3].map((n) => store.appendToStream(`thing-${n}`, [newEvent({ i, n })])));
      await store.appendToStream('thing-4', [newEvent(), newEvent({ nested: { list: [1, 'two'] } })]);
      await subscription.caughtUp();
      // Ten polls while nothing more is written: none reads SQLite either.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pageReads()).to.equal(before);
      const reader = open();
      expect(events).to.deep.equal(await reader.readAll());
      expect(events.map((event) => event.position)).to.deep.equal(Array.from({ length: 63 }, (_, i) => i + 1));
    });

    it('read the file for what another connection wrote in between, in position order', async () => {
      const store = open({ pollIntervalMs: 5 });
      const other = open();
      const { events, subscription } = deliveredBy(store);
      await store.appendToStream('thing-1', [newEvent()]);
      await subscription.caughtUp();
      await other.appendToStream('thing-2', [newEvent()]);
      await store.appendToStream('thing-1', [newEvent()]);
      await other.appendToStream('thing-2', [newEvent(), newEvent()]);
      await store.appendToStream('thing-1', [newEvent()]);
      await subscription.caughtUp();
      expect(events.map((event) => [event.position, event.streamId])).to.deep.equal([
        [1, 'thing-1'],
        [2, 'thing-2'],
        [3, 'thing-1'],
        [4, 'thing-2'],
        [5, 'thing-2'],
        [6, 'thing-1'],
      ]);
    });

    it('find what another connection wrote while this instance writes nothing', async () => {
      const store = open({ pollIntervalMs: 5 });
      const other = open();
      const { events, subscription } = deliveredBy(store);
      await store.appendToStream('thing-1', [newEvent()]);
      await subscription.caughtUp();
      await other.appendToStream('thing-2', [newEvent(), newEvent()]);
      await subscription.caughtUp(); // to the head of the file: position 3
      expect(events.map((event) => event.streamId)).to.deep.equal(['thing-1', 'thing-2', 'thing-2']);
    });

    it('read the file for what comes before the rows it kept', async () => {
      const earlier = open();
      for (let i = 0; i < 5; i++) await earlier.appendToStream('thing-1', [newEvent()]);
      await earlier.close();
      const store = open();
      for (let i = 0; i < 2; i++) await store.appendToStream('thing-1', [newEvent()]);
      const pageReads = countReads(store, 'readAll');
      const { events, subscription } = deliveredBy(store, 1);
      await subscription.caughtUp();
      expect(events.map((event) => event.position)).to.deep.equal([2, 3, 4, 5, 6, 7]);
      expect(pageReads()).to.be.greaterThan(0);
    });
  });

  it('keeps the events when the file is reopened', async () => {
    const first = open();
    const events = [newEvent({ n: 1 }), newEvent({ n: 2 })];
    await first.appendToStream('thing-1', events);
    await first.close();

    const reopened = open();
    const read = await reopened.readStream('thing-1');
    expect(read.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }))).to.deep.equal(events);
    expect(await reopened.headPosition()).to.equal(2);
    expect((await reopened.appendToStream('thing-1', [newEvent()], { expectedRevision: 1 })).position).to.equal(3);
  });

  it('wakes a subscription on an append through the same instance without waiting for the poll', async () => {
    const store = open({ pollIntervalMs: 60_000 });
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({}, (event) => {
      seen.push(event);
    });
    await subscription.caughtUp();
    const started = Date.now();
    await store.appendToStream('thing-1', [newEvent()]);
    await subscription.caughtUp();
    expect(seen).to.have.length(1);
    expect(Date.now() - started).to.be.below(1_000);
  });

  it('replays history in pages without losing or repeating events', async () => {
    const store = open({ pageSize: 2 });
    const events = Array.from({ length: 7 }, () => newEvent());
    for (const event of events) await store.appendToStream('thing-1', [event]);
    const seen: string[] = [];
    const subscription = store.subscribeToAll({ afterPosition: 1 }, (event) => {
      seen.push(event.id);
    });
    await subscription.caughtUp();
    expect(seen).to.deep.equal(events.slice(1).map((event) => event.id));
  });

  it("picks up another instance's appends on the same file by polling", async () => {
    const writer = open();
    const reader = open({ pollIntervalMs: 20 });
    const history = newEvent();
    await writer.appendToStream('thing-1', [history]);
    const seen: string[] = [];
    const subscription = reader.subscribeToAll({}, (event) => {
      seen.push(event.id);
    });
    await subscription.caughtUp();
    expect(seen).to.deep.equal([history.id]);

    const live = [newEvent(), newEvent()];
    await writer.appendToStream('thing-2', live);
    // The reader learns about the new head from the shared file, then waits for its poll to deliver it.
    await subscription.caughtUp();
    expect(seen).to.deep.equal([history, ...live].map((event) => event.id));
  });

  it('close() stops its subscriptions', async () => {
    const store = open({ pollIntervalMs: 20 });
    const delivered: RecordedEvent[] = [];
    const errors: unknown[] = [];
    const subscription = store.subscribeToAll(
      {},
      (event) => void delivered.push(event),
      (error) => void errors.push(error),
    );
    await store.close();

    await open().appendToStream('thing-1', [newEvent()]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A subscription still polling the closed database would have reported an error by now.
    expect({ delivered, errors }).to.deep.equal({ delivered: [], errors: [] });
    await subscription.stop();
  });

  it('lets one of two instances win when both append at the same revision', async () => {
    const [left, right] = [open(), open()];
    await left.appendToStream('thing-1', [newEvent()]);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 ? left : right).appendToStream('thing-1', [newEvent()], { expectedRevision: 0 }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).to.have.length(1);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect(result.reason).to.be.instanceOf(WrongExpectedVersionError).and.include({ actual: 1 });
    }
    expect((await right.readStream('thing-1')).map((event) => event.revision)).to.deep.equal([0, 1]);
  });

  it('serializes appends from several processes racing on one stream', async function () {
    this.timeout(60_000);
    open(); // creates the schema before the processes race to open the file
    const target = 100;
    // Each process keeps appending at the revision it just read until the stream holds `target` events.
    const racer = `
      const { SqliteEventStore } = await import(${JSON.stringify(new URL('./sqlite-event-store.ts', import.meta.url).href)});
      const store = new SqliteEventStore(process.env.EVENTS_FILE);
      const tally = { wins: 0, conflicts: 0, failures: [] };
      // Start together, whatever each process's start-up time, so that the appends really overlap.
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.START_AT) - Date.now()));
      // Bounded, so that a broken store fails the test instead of leaving processes spinning.
      for (let attempt = 0; attempt < ${target * 20}; attempt++) {
        const [last] = await store.readStream('race-1', { direction: 'backwards', maxCount: 1 });
        if (last && last.revision >= ${target - 1}) break;
        const event = { id: crypto.randomUUID(), type: 'Raced', data: {}, metadata: { actor: { kind: 'system', id: 'racer' }, at: new Date().toISOString(), cause: 'race' } };
        try {
          await store.appendToStream('race-1', [event], { expectedRevision: last ? last.revision : 'no_stream' });
          tally.wins++;
        } catch (error) {
          if (error.name === 'WrongExpectedVersionError') tally.conflicts++;
          else tally.failures.push(String(error));
        }
      }
      await store.close();
      console.log(JSON.stringify(tally));
    `;
    const run = promisify(execFile);
    const env = { ...process.env, EVENTS_FILE: file, START_AT: String(Date.now() + 3_000) };
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', racer], { env, timeout: 45_000 }),
      ),
    );
    const tallies = outputs.map(
      ({ stdout }) => JSON.parse(stdout) as { wins: number; conflicts: number; failures: string[] },
    );

    expect(tallies.flatMap((tally) => tally.failures)).to.deep.equal([]);
    expect(tallies.reduce((sum, tally) => sum + tally.wins, 0)).to.equal(target);
    const read = await open().readStream('race-1');
    expect(read.map((event) => event.revision)).to.deep.equal(
      Array.from({ length: target }, (_, revision) => revision),
    );
    expect(
      tallies.reduce((sum, tally) => sum + tally.conflicts, 0),
      'the processes never actually raced',
    ).to.be.greaterThan(0);
  });
});
