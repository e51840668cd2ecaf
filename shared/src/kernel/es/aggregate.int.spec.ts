import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../event-store/sqlite-event-store.ts';
import type { AppendOptions, EventStore } from '../event-store/event-store.ts';
import { ManualClock } from '../time/clock.ts';
import { atOneInstant, defineAggregate, type CommandOrigin } from './aggregate.ts';
import { DomainError, type Decider } from './decider.ts';
import { givenWhenThen } from './given-when-then.ts';

/** A tally: adds numbers until it is closed; each Added carries the total it brings the tally to. */
type TallyEvent =
  { type: 'Added'; data: { n: number; total: number } } | { type: 'Closed'; data: Record<string, never> };
type TallyCommand = { type: 'Add'; n: number } | { type: 'Close' };
interface TallyState {
  total: number;
  closed: boolean;
}
const tallyDecider: Decider<TallyCommand, TallyEvent, TallyState> = {
  initialState: () => ({ total: 0, closed: false }),
  decide(command, state) {
    if (state.closed) throw new DomainError('conflict', 'tally_closed', 'The tally is closed.');
    if (command.type === 'Close') return [{ type: 'Closed', data: {} }];
    return command.n === 0 ? [] : [{ type: 'Added', data: { n: command.n, total: state.total + command.n } }];
  },
  evolve: (state, event) =>
    event.type === 'Closed' ? { ...state, closed: true } : { ...state, total: event.data.total },
};
const tally = defineAggregate({ streamOf: (id: number) => `tally-${id}`, decider: tallyDecider });

const origin: CommandOrigin = { actor: { kind: 'user', id: 'account-1' }, cause: 'test:add' };
const totals = async (store: EventStore, id: number) =>
  (await store.readStream(tally.streamOf(id))).map((event) => (event.data as { total?: number }).total ?? 'closed');

/** The store, with the expected revision of every append it was asked for. */
function observed(store: EventStore) {
  const expected: AppendOptions['expectedRevision'][] = [];
  const spy: EventStore = Object.create(store);
  spy.appendToStream = (stream, events, options) => {
    expected.push(options?.expectedRevision);
    return store.appendToStream(stream, events, options);
  };
  return { store: spy, expected };
}

describe('defineAggregate: one write path for every aggregate (stream, decider → load, handle)', () => {
  let dir: string;
  const opened: EventStore[] = [];
  const open = () => {
    const store = new SqliteEventStore(join(dir, 'events.db'));
    opened.push(store);
    return store;
  };
  const clock = new ManualClock('2026-11-26T08:00:00.000Z');

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'aggregate-'));
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await rm(dir, { recursive: true, force: true });
  });

  describe('its decider, given events / when command / then events', () => {
    const { when, refusal } = givenWhenThen(tally.decider);
    it('adds to the total it was given', () => {
      expect(when([{ type: 'Added', data: { n: 2, total: 2 } }], { type: 'Add', n: 3 })).to.deep.equal([
        { type: 'Added', data: { n: 3, total: 5 } },
      ]);
    });
    it('refuses once closed', () => {
      expect(refusal([{ type: 'Closed', data: {} }], { type: 'Add', n: 1 })).to.equal('tally_closed');
    });
  });

  it('loads a stream never written as the initial state, with no history and revision -1', async () => {
    const store = open();
    expect(await tally.load(store, 1)).to.deep.equal({ history: [], state: { total: 0, closed: false } });
    expect(await tally.current(store, 1)).to.deep.equal({ state: { total: 0, closed: false }, revision: -1 });
  });

  it('given events on the stream, loads its history and the state folded from it', async () => {
    const store = open();
    await tally.handle(store, 1, { type: 'Add', n: 2 }, origin, clock);
    await tally.handle(store, 1, { type: 'Add', n: 3 }, origin, clock);
    await tally.handle(store, 2, { type: 'Add', n: 7 }, origin, clock);
    const { history, state } = await tally.load(store, 1);
    expect(history.map((event) => [event.streamId, event.revision, event.type])).to.deep.equal([
      ['tally-1', 0, 'Added'],
      ['tally-1', 1, 'Added'],
    ]);
    expect(state).to.deep.equal({ total: 5, closed: false });
    expect(tally.fold(history.map(({ type, data }) => ({ type, data }) as TallyEvent))).to.deep.equal(state);
    expect(await tally.current(store, 1)).to.deep.equal({ state: { total: 5, closed: false }, revision: 1 });
  });

  it('when a command is handled, appends its events with the revision it decided on, and answers the new state', async () => {
    const { store, expected } = observed(open());
    const first = await tally.handle(store, 1, { type: 'Add', n: 2 }, origin, clock);
    const second = await tally.handle(store, 1, { type: 'Add', n: 3 }, origin, clock);
    expect(expected).to.deep.equal(['no_stream', 0]);
    expect(first.events).to.deep.equal([{ type: 'Added', data: { n: 2, total: 2 } }]);
    expect(second).to.include({ position: await store.headPosition() });
    expect(second.state).to.deep.equal({ total: 5, closed: false });
    expect(second.appended.map((event) => event.data)).to.deep.equal([{ n: 3, total: 5 }]);
    expect(await totals(store, 1)).to.deep.equal([2, 5]);
  });

  it('a command deciding nothing appends nothing and answers position 0', async () => {
    const { store, expected } = observed(open());
    await tally.handle(store, 1, { type: 'Add', n: 2 }, origin, clock);
    const result = await tally.handle(store, 1, { type: 'Add', n: 0 }, origin, clock);
    expect(result).to.deep.include({ events: [], position: 0, appended: [] });
    expect(expected).to.deep.equal(['no_stream']);
  });

  it('a refused command appends nothing and throws its DomainError', async () => {
    const store = open();
    await tally.handle(store, 1, { type: 'Close' }, origin, clock);
    const refused = await tally.handle(store, 1, { type: 'Add', n: 1 }, origin, clock).catch((error) => error);
    expect(refused).to.be.instanceOf(DomainError).with.property('code', 'tally_closed');
    expect(await totals(store, 1)).to.deep.equal(['closed']);
  });

  it('stamps every event with the actor, the cause, the causing event and the time from the clock', async () => {
    const store = open();
    const at = new ManualClock('2026-11-26T08:30:00.000Z');
    await tally.handle(store, 1, { type: 'Add', n: 2 }, origin, at);
    at.advance(60_000);
    const step = {
      actor: { kind: 'system' as const, id: 'tally-process' },
      cause: 'process:tally',
      causationId: 'e-1',
    };
    await tally.handle(store, 1, { type: 'Add', n: 1 }, step, at);
    expect((await store.readStream('tally-1')).map((event) => event.metadata)).to.deep.equal([
      { actor: { kind: 'user', id: 'account-1' }, at: '2026-11-26T08:30:00.000Z', cause: 'test:add' },
      {
        actor: { kind: 'system', id: 'tally-process' },
        at: '2026-11-26T08:31:00.000Z',
        cause: 'process:tally',
        causationId: 'e-1',
      },
    ]);
  });

  it('atOneInstant stamps several writes with one instant', async () => {
    const store = open();
    let now = Date.parse('2026-11-26T09:00:00.000Z');
    const ticking = { now: () => new Date((now += 1)) };
    const once = atOneInstant(ticking);
    await tally.handle(store, 1, { type: 'Add', n: 1 }, origin, once);
    await tally.handle(store, 2, { type: 'Add', n: 1 }, origin, once);
    const stamps = [...(await store.readStream('tally-1')), ...(await store.readStream('tally-2'))].map(
      (event) => event.metadata.at,
    );
    expect(stamps).to.deep.equal(['2026-11-26T09:00:00.001Z', '2026-11-26T09:00:00.001Z']);
  });

  it('when another process appends between the read and the append, decides again on the fresher state', async () => {
    const here = open();
    const elsewhere = open(); // another instance on the same file, as the admin CLI would be
    await tally.handle(here, 1, { type: 'Add', n: 2 }, origin, clock);
    let raced = false;
    const { store: racing, expected } = observed(here);
    const append = racing.appendToStream;
    racing.appendToStream = async (...args) => {
      if (!raced) {
        raced = true;
        await tally.handle(elsewhere, 1, { type: 'Add', n: 10 }, origin, clock);
      }
      return append(...args);
    };
    const result = await tally.handle(racing, 1, { type: 'Add', n: 3 }, origin, clock);
    expect(expected, 'refused at revision 0, appended at 1').to.deep.equal([0, 1]);
    expect(result.state).to.deep.equal({ total: 15, closed: false });
    expect(await totals(here, 1)).to.deep.equal([2, 12, 15]);
  });

  it('a conflict decided again can end in a refusal, with nothing appended', async () => {
    const here = open();
    const elsewhere = open();
    await tally.handle(here, 1, { type: 'Add', n: 2 }, origin, clock);
    let raced = false;
    const racing: EventStore = Object.create(here);
    racing.appendToStream = async (...args) => {
      if (!raced) {
        raced = true;
        await tally.handle(elsewhere, 1, { type: 'Close' }, origin, clock);
      }
      return here.appendToStream(...args);
    };
    const refused = await tally.handle(racing, 1, { type: 'Add', n: 3 }, origin, clock).catch((error) => error);
    expect(refused).to.be.instanceOf(DomainError).with.property('code', 'tally_closed');
    expect(await totals(here, 1)).to.deep.equal([2, 'closed']);
  });
});
