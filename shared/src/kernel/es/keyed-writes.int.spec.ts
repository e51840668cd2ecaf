/**
 * A keyed request run again (its retry after a crash) applies nothing twice: the commands, sequence
 * ids and plain appends it already made answer as they did, and only what it had not reached yet is
 * written. Run on the SQLite store (an index on event ids) and on a stand-in without `findEvent`.
 */
import { expect } from 'chai';
import { SqliteEventStore } from '../event-store/sqlite-event-store.ts';
import type { EventStore } from '../event-store/event-store.ts';
import { nextInSequence } from './sequence.ts';
import { appendOnce, newId, uuidOf, withKeyedWrites } from './keyed-writes.ts';
import { count, counted, metadata } from './counter.fixture.ts';

/** A request of several steps: a new id, a sequence number, a reservation, two commands. */
async function request(store: EventStore, crashAfter = Infinity) {
  const steps: unknown[] = [];
  const step = async (work: () => Promise<unknown>) => {
    if (steps.length >= crashAfter) throw new Error('crash');
    steps.push(await work());
  };
  await step(async () => newId());
  await step(() => nextInSequence(store, 'sequence-thing', 'ThingNumbered', metadata));
  await step(() =>
    appendOnce(store, 'reservation-a', [{ type: 'Reserved', data: {}, metadata }], { expectedRevision: 'no_stream' }),
  );
  await step(async () => (await count(store, 'thing-1')).state);
  await step(async () => {
    const { state, position, events } = await count(store, 'thing-1');
    return { state, position, events };
  });
  return steps;
}

const withoutFindEvent = (store: EventStore): EventStore => {
  const stand: EventStore = Object.create(store);
  Object.defineProperty(stand, 'findEvent', { value: undefined });
  return stand;
};

for (const [name, wrap] of [
  ['SQLite store (findEvent by index)', (store: EventStore) => store],
  ['a store without findEvent (scan)', withoutFindEvent],
] as const) {
  describe(`keyed writes: a retried request applies nothing twice, on ${name}`, () => {
    let store: EventStore;
    let sqlite: SqliteEventStore;
    beforeEach(() => {
      sqlite = new SqliteEventStore(':memory:');
      store = wrap(sqlite);
    });
    afterEach(() => sqlite.close());

    it('the same request run again answers as the first time and appends nothing', async () => {
      const first = await withKeyedWrites('seed-1', () => request(store));
      const head = await store.headPosition();
      const again = await withKeyedWrites('seed-1', () => request(store));
      expect(again).to.deep.equal(first);
      expect(await store.headPosition()).to.equal(head);
      expect(await counted(store, 'thing-1')).to.deep.equal([1, 2]);
    });

    it('a request cut off part-way is finished by its retry, each step once', async () => {
      for (let crashAfter = 0; crashAfter <= 5; crashAfter++) {
        const fresh = new SqliteEventStore(':memory:');
        const target = wrap(fresh);
        try {
          await withKeyedWrites('seed-1', () => request(target, crashAfter)).catch(() => undefined);
          const retried = await withKeyedWrites('seed-1', () => request(target));
          const clean = new SqliteEventStore(':memory:');
          const expected = await withKeyedWrites('seed-1', () => request(clean));
          await clean.close();
          expect(retried, `cut after ${crashAfter} steps`).to.deep.equal(expected);
          expect(await counted(target, 'thing-1')).to.deep.equal([1, 2]);
          expect((await target.readStream('sequence-thing')).length).to.equal(1);
          expect((await target.readStream('reservation-a')).length).to.equal(1);
        } finally {
          await fresh.close();
        }
      }
    });

    it('another request (another seed), or one without a key, applies again', async () => {
      await withKeyedWrites('seed-1', () => request(store));
      expect(
        await withKeyedWrites('seed-2', () => nextInSequence(store, 'sequence-thing', 'ThingNumbered', metadata)),
      ).to.equal(2);
      await withKeyedWrites('seed-2', () => count(store, 'thing-1'));
      await count(store, 'thing-1');
      expect(await counted(store, 'thing-1')).to.deep.equal([1, 2, 3, 4]);
      expect(await nextInSequence(store, 'sequence-thing', 'ThingNumbered', metadata)).to.equal(3);
    });

    it('the retry answers with the state right after its own events, not with what others appended since', async () => {
      const first = await withKeyedWrites('seed-1', () => count(store, 'thing-1'));
      await count(store, 'thing-1');
      const again = await withKeyedWrites('seed-1', () => count(store, 'thing-1'));
      expect(again.state).to.deep.equal(first.state);
      expect(again.position).to.equal(first.position);
      expect(again.appended).to.deep.equal(first.appended);
      expect(await counted(store, 'thing-1')).to.deep.equal([1, 2]);
    });
  });
}

describe('keyed writes: ids', () => {
  it('outside a keyed request, ids are random; inside, derived from the seed in order', async () => {
    expect(newId()).to.not.equal(newId());
    const a = await withKeyedWrites('seed', async () => [newId(), newId()]);
    const b = await withKeyedWrites('seed', async () => [newId(), newId()]);
    const c = await withKeyedWrites('other', async () => [newId(), newId()]);
    expect(a).to.deep.equal(b);
    expect(a[0]).to.not.equal(a[1]);
    expect(c[0]).to.not.equal(a[0]);
  });

  it('derived ids are RFC 9562 version 8 UUIDs', () => {
    for (const text of ['', 'a', 'seed\nid\n0', 'x'.repeat(1000)])
      expect(uuidOf(text)).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
