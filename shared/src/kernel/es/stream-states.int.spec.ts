import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../event-store/sqlite-event-store.ts';
import { WrongExpectedVersionError, type EventStore, type ReadStreamOptions } from '../event-store/event-store.ts';
import type { Decider } from './decider.ts';
import { handleCommand, loadState } from './handle-command.ts';
import { nextInSequence } from './sequence.ts';
import { StreamStates } from './stream-states.ts';
import { count, counted, counter, metadata, type Counted } from './counter.fixture.ts';

/** The store, with every readStream's fromRevision and every refused append recorded. */
function observed(store: EventStore) {
  const reads: (number | undefined)[] = [];
  let conflicts = 0;
  const spy: EventStore = Object.create(store);
  spy.readStream = (stream: string, options?: ReadStreamOptions) => {
    reads.push(options?.fromRevision);
    return store.readStream(stream, options);
  };
  spy.appendToStream = (...args) =>
    store.appendToStream(...args).catch((error: unknown) => {
      if (error instanceof WrongExpectedVersionError) conflicts++;
      throw error;
    });
  return { store: spy, reads, conflicts: () => conflicts };
}

describe('stream states: the write path remembers folded states and takes turns per stream', () => {
  let dir: string;
  const opened: EventStore[] = [];
  const open = () => {
    const store = new SqliteEventStore(join(dir, 'events.db'));
    opened.push(store);
    return store;
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stream-states-'));
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await rm(dir, { recursive: true, force: true });
  });

  it('reads nothing when the store knows the stream is where the remembered state left it', async () => {
    const { store, reads } = observed(open());
    for (let i = 0; i < 3; i++) await count(store, 'count-1');
    expect(reads).to.deep.equal([0]);
    expect(await counted(store, 'count-1')).to.deep.equal([1, 2, 3]);
    expect((await loadState(store, 'count-1', counter)).state).to.deep.equal({ count: 3 });
  });

  it('reads only the events after the state it remembers when the store cannot tell', async () => {
    const { store, reads } = observed(open());
    store.knownRevision = () => undefined;
    for (let i = 0; i < 3; i++) await count(store, 'count-1');
    expect(reads).to.deep.equal([0, 1, 2]);
    expect(await counted(store, 'count-1')).to.deep.equal([1, 2, 3]);
  });

  it('sees what another process appended since, and decides on it', async () => {
    const here = open();
    const elsewhere = open(); // another instance on the same file, as the admin CLI would be
    await count(here, 'count-1');
    await count(elsewhere, 'count-1');
    await count(elsewhere, 'count-1');
    const result = await count(here, 'count-1');
    expect(result.state).to.deep.equal({ count: 4 });
    expect(await counted(here, 'count-1')).to.deep.equal([1, 2, 3, 4]);
  });

  it('decides again on the fresher state when another process appends between the read and the append', async () => {
    const here = open();
    const elsewhere = open();
    await count(here, 'count-1');
    let raced = false;
    const racing: EventStore = Object.create(here);
    racing.appendToStream = async (...args) => {
      if (!raced) {
        raced = true;
        await count(elsewhere, 'count-1');
      }
      return here.appendToStream(...args);
    };
    await count(racing, 'count-1');
    expect(await counted(here, 'count-1')).to.deep.equal([1, 2, 3]);
  });

  it('lets concurrent commands on one stream take turns instead of conflicting', async () => {
    const { store, conflicts } = observed(open());
    const results = await Promise.all(Array.from({ length: 20 }, () => count(store, 'count-1')));
    expect(conflicts()).to.equal(0);
    expect(results.map((result) => result.state.count).sort((a, b) => a - b)).to.deep.equal(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(await counted(store, 'count-1')).to.deep.equal(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('lets concurrent commands on one stream share a commit, each deciding on the one before', async () => {
    const batches: number[] = [];
    const store = new SqliteEventStore(join(dir, 'events.db'), {
      onBatch: (stage, appends) => void (stage === 'committed' && batches.push(appends)),
    });
    opened.push(store);
    const results = await Promise.all(Array.from({ length: 20 }, () => count(store, 'count-1')));
    expect(batches).to.deep.equal([20]);
    expect(results.map((result) => result.state.count)).to.deep.equal(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await counted(store, 'count-1')).to.deep.equal(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('decides a whole chain again when another process wrote first', async () => {
    let flushed = 0;
    const here = new SqliteEventStore(join(dir, 'events.db'), {
      onBatch: (stage, appends) => void (stage === 'written' && (flushed += appends)),
    });
    const elsewhere = open();
    opened.push(here);
    await count(here, 'count-1');
    // The other process commits after ours were decided and before the first of them is written
    // (forced here rather than left to the order in which the two stores' batches happen to run).
    let interfered = false;
    const ourStore = new Proxy(here, {
      get(target, property) {
        if (property === 'appendToStream') {
          return async (...args: Parameters<EventStore['appendToStream']>) => {
            if (!interfered) {
              interfered = true;
              await count(elsewhere, 'count-1');
            }
            return target.appendToStream(...args);
          };
        }
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await Promise.all(Array.from({ length: 10 }, () => count(ourStore, 'count-1')));
    expect(await counted(here, 'count-1')).to.deep.equal(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(flushed - 1, 'the other process never got in first').to.be.greaterThan(10);
  });

  it('a command that changes nothing on a state in flight holds only once that state is written', async () => {
    type Set = { type: 'ValueSet'; data: { value: string } };
    const setter: Decider<{ value: string }, Set, { value: string | null }> = {
      initialState: () => ({ value: null }),
      decide: (command, state) => (state.value === command.value ? [] : [{ type: 'ValueSet', data: command }]),
      evolve: (_state, event) => ({ value: event.data.value }),
    };
    const set = (store: EventStore, value: string) => handleCommand(store, 'value-1', setter, { value }, metadata);
    const here = open();
    const elsewhere = open();
    // Whichever process writes first, both of ours end once 'x' is the stored value, written once.
    const results = await Promise.all([set(elsewhere, 'y'), set(here, 'x'), set(here, 'x')]);
    const values = (await here.readStream('value-1')).map((event) => (event.data as { value: string }).value);
    expect([...values].sort()).to.deep.equal(['x', 'y']);
    expect(
      results
        .slice(1)
        .map((result) => result.events.length)
        .sort(),
    ).to.deep.equal([0, 1]);
  });

  it('still runs commands on other streams side by side, in one batch', async () => {
    const batches: number[] = [];
    const store = new SqliteEventStore(':memory:', {
      onBatch: (stage, appends) => void (stage === 'committed' && batches.push(appends)),
    });
    opened.push(store);
    await Promise.all(Array.from({ length: 10 }, (_, i) => count(store, `count-${i}`)));
    expect(batches).to.deep.equal([10]);
  });

  it('a refused command leaves the turn to the next one', async () => {
    const store = open();
    const refusing: Decider<{ type: 'Count' }, Counted, { count: number }> = {
      ...counter,
      decide: () => {
        throw new Error('refused');
      },
    };
    const attempts = await Promise.allSettled([
      handleCommand(store, 'count-1', refusing, { type: 'Count' }, metadata),
      count(store, 'count-1'),
    ]);
    expect(attempts.map((attempt) => attempt.status)).to.deep.equal(['rejected', 'fulfilled']);
  });

  it('hands out sequence numbers in one process without retries', async () => {
    const { store, conflicts } = observed(open());
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () => nextInSequence(store, 'sequence-test', 'NumberTaken', metadata)),
    );
    expect(conflicts()).to.equal(0);
    expect([...numbers].sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('keeps a bounded number of streams, forgetting the least recently used', async () => {
    const { store, reads } = observed(open());
    store.knownRevision = () => undefined; // every load reads, so the reads show what is remembered
    const states = new StreamStates(2);
    for (const stream of ['count-1', 'count-2', 'count-3']) {
      await store.appendToStream(stream, [{ id: randomUUID(), type: 'Counted', data: { n: 1 }, metadata }]);
      await states.load(store, stream, counter);
    }
    reads.length = 0;
    await states.load(store, 'count-3', counter);
    await states.load(store, 'count-1', counter); // forgotten: read from the start
    expect(reads).to.deep.equal([1, 0]);
  });
});
