/**
 * What the write path keeps in memory per event store, to spend a command's time on deciding rather
 * than on re-reading history:
 *
 * - the folded state of recently used streams (per decider), so loading an aggregate reads only the
 *   events appended since this process last saw the stream — one indexed read, usually empty, and none
 *   when the store knows the stream's last revision (`knownRevision`) — and folds only those. Without
 *   it a command reads and folds the whole stream every time, which grows with the stream (a listing's
 *   votes, a hot account);
 * - a queue per stream, so commands on one stream in this process take turns instead of all reading
 *   the same revision and failing each other's appends with expected-revision conflicts;
 * - the newest append in flight per stream and the state it leads to: with a store that pipelines
 *   appends, the next command's turn decides on that state and appends "only after" it, so commands
 *   on a hot stream share a commit instead of waiting one fsync each. If an append fails, everything
 *   decided on it fails too (the store refuses it unwritten) and is decided again on the stored state.
 *
 * Safe with several processes (the admin CLI, other command instances): the catch-up read sees every
 * event another process committed, and one committed between that read and our append makes the
 * append fail its expected-revision check, after which the command is decided again on the fresher
 * state. The cache can make a state older than the store, never different from it.
 *
 * evolve gets each event as recorded: a decider reads its type and data; a view of the stream may also
 * read its metadata (who, when).
 *
 * States are shared between commands, so deciders must stay pure: evolve returns a new state and
 * neither evolve nor decide edits the one it is given (the project's rule for deciders anyway).
 */
import type { AppendResult, EventStore } from '../event-store/event-store.ts';
import type { Decider, DomainEvent } from './decider.ts';

/** How many streams' states one event store keeps; the least recently used go first. */
export const STREAM_STATES_LIMIT = 10_000;

type Folding = Pick<Decider<unknown, DomainEvent, unknown>, 'initialState' | 'evolve'>;

export interface LoadedState<State> {
  state: State;
  /** Revision of the stream's last event, -1 when the stream does not exist. */
  revision: number;
}

interface Entry {
  state: unknown;
  revision: number;
}

/** An append of this process still in flight on a stream, with the state it leads to. */
export interface AppendInFlight {
  decider: unknown;
  state: unknown;
  /** The stream's revision once it is written. */
  revision: number;
  appended: Promise<AppendResult>;
  /** Appends decided one on another share a chain; a failure breaks its chain only. */
  chain: number;
}

export class StreamStates {
  /** streamId → (decider → its folded state); Map order is recency of use. */
  private readonly states = new Map<string, Map<Folding, Entry>>();
  /** The last queued turn per stream; removed when nothing waits on it any more. */
  private readonly turns = new Map<string, Promise<void>>();
  private readonly inFlight = new Map<string, AppendInFlight>();
  private chains = 0;
  private readonly limit: number;

  constructor(limit = STREAM_STATES_LIMIT) {
    this.limit = limit;
  }

  /** The stream's current state: the remembered one brought up to date with the events appended since. */
  async load<Event extends DomainEvent, State>(
    store: EventStore,
    streamId: string,
    decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  ): Promise<LoadedState<State>> {
    const folding = decider as unknown as Folding;
    const known = this.states.get(streamId)?.get(folding);
    if (known && store.knownRevision?.(streamId) === known.revision) {
      // The store knows nothing was appended since: no read at all.
      this.remember(streamId, decider, known.state as State, known.revision);
      return { state: known.state as State, revision: known.revision };
    }
    const fromRevision = known ? known.revision + 1 : 0;
    const newer = await store.readStream(streamId, { fromRevision });
    // Revisions are contiguous; anything else means the remembered state cannot be continued.
    if (known && newer.length > 0 && newer[0]!.revision !== fromRevision) {
      this.states.get(streamId)?.delete(folding);
      return this.load(store, streamId, decider);
    }
    let state = (known ? known.state : decider.initialState()) as State;
    // The recorded event itself (type and data, plus metadata and position for a fold that wants them).
    for (const event of newer) state = decider.evolve(state, event as unknown as Event);
    const revision = newer.length > 0 ? newer[newer.length - 1]!.revision : known ? known.revision : -1;
    if (revision >= 0) this.remember(streamId, decider, state, revision);
    return { state, revision };
  }

  /** Records the state a command produced by appending up to `revision`. */
  remember<Event extends DomainEvent, State>(
    streamId: string,
    decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
    state: State,
    revision: number,
  ): void {
    let byDecider = this.states.get(streamId);
    if (byDecider) this.states.delete(streamId);
    else byDecider = new Map();
    const folding = decider as unknown as Folding;
    // Two loads outside a turn may finish out of order: keep the newer state.
    if ((byDecider.get(folding)?.revision ?? -1) <= revision) byDecider.set(folding, { state, revision });
    this.states.set(streamId, byDecider);
    if (this.states.size > this.limit) this.states.delete(this.states.keys().next().value!);
  }

  /** The newest append of this process in flight on the stream, if any. */
  inFlightOn(streamId: string): AppendInFlight | undefined {
    return this.inFlight.get(streamId);
  }

  /** A number for a chain of appends that starts from the stored state. */
  newChain(): number {
    return ++this.chains;
  }

  /** Records the append just queued on the stream as the newest in flight. */
  appending(streamId: string, append: AppendInFlight): void {
    this.inFlight.set(streamId, append);
  }

  /** The append was written: the next command starts from the remembered state unless a newer one is in flight. */
  written(streamId: string, appended: Promise<AppendResult>): void {
    if (this.inFlight.get(streamId)?.appended === appended) this.inFlight.delete(streamId);
  }

  /** An append of this chain failed, so every later one of the chain will: no command may decide on them. */
  broken(streamId: string, chain: number): void {
    if (this.inFlight.get(streamId)?.chain === chain) this.inFlight.delete(streamId);
  }

  /** Runs `work` once every earlier turn on this stream in this process has finished. */
  exclusive<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.turns.get(streamId);
    const result = previous ? previous.then(work) : work();
    const turn = result.then(
      () => undefined,
      () => undefined,
    );
    this.turns.set(streamId, turn);
    void turn.then(() => {
      if (this.turns.get(streamId) === turn) this.turns.delete(streamId);
    });
    return result;
  }
}

const perStore = new WeakMap<EventStore, StreamStates>();

/** The write path's memory for one event store (one per store object, created on first use). */
export const streamStatesOf = (store: EventStore): StreamStates => {
  let states = perStore.get(store);
  if (!states) perStore.set(store, (states = new StreamStates()));
  return states;
};
