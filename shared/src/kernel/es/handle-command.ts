/**
 * The write path: load the aggregate's stream, fold it, decide, append with the expected revision.
 * A concurrent writer makes the append fail with WrongExpectedVersionError; the command is then
 * decided again on the fresher state, a bounded number of times. Loading starts from the state this
 * process last folded for the stream, and commands on one stream in this process take turns
 * (stream-states.ts), so only writers in other processes can still conflict; with a store that
 * pipelines appends, a turn ends once its append is queued, and the next one decides on the state
 * that append leads to, so concurrent commands on one stream share a commit.
 *
 * Under a keyed request (keyed-writes.ts) the events get ids derived from the request, and a command
 * whose batch an earlier attempt of the same request already appended answers with that batch
 * instead of deciding again: a retry after a crash applies nothing twice. Crash tests kill the
 * process right after an append (`appended:<stream category>`, see faults.ts).
 */
import { randomUUID } from 'node:crypto';
import { crashPoint } from '../faults.ts';
import {
  streamCategory,
  WrongExpectedVersionError,
  type EventData,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
} from '../event-store/event-store.ts';
import { asDomainEvent, fold, type Decider, type DomainEvent } from './decider.ts';
import { streamStatesOf, type LoadedState } from './stream-states.ts';
import { appendResultOf, keyedEventIds, recordedBefore } from './keyed-writes.ts';

/** An aggregate's recorded history and its state folded from it. */
export async function loadAggregate<Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
): Promise<{ history: RecordedEvent[]; state: State }> {
  const history = await store.readStream(streamId);
  return {
    history,
    state: fold(
      decider,
      history.map((e) => asDomainEvent<Event>(e)),
    ),
  };
}

/**
 * An aggregate's current state and revision without its history: from the state this process folded
 * last time, brought up to date with the events appended since (one read, usually empty).
 */
export function loadState<Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
): Promise<LoadedState<State>> {
  return streamStatesOf(store).load(store, streamId, decider);
}

export interface CommandResult<Event extends DomainEvent, State> {
  events: Event[];
  state: State;
  /** Global position of the last appended event (0 when nothing was appended): a read-your-writes token. */
  position: number;
  /** The events as appended (with their ids and metadata), for process managers the caller runs at once. */
  appended: EventData<Event>[];
}

export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: EventMetadata,
  attempts = 5,
): Promise<CommandResult<Event, State>> {
  const keyed = keyedEventIds(streamId);
  if (keyed) {
    const before = await recordedBefore(store, streamId, keyed);
    if (before) return replayedCommand(store, streamId, decider, before);
  }
  const states = streamStatesOf(store);
  const toAppend = (events: Event[]) =>
    events.map(
      (event, index) =>
        // The event's own type and data: the same member of `Event`.
        ({
          id: keyed ? keyed.id(index) : randomUUID(),
          type: event.type,
          data: event.data,
          metadata,
        }) as EventData<Event>,
    );
  if (!store.pipelinesAppends) {
    // One command at a time per stream, from its decision to its commit.
    return states.exclusive(streamId, async () => {
      for (let attempt = 1; ; attempt++) {
        const { state, revision } = await states.load(store, streamId, decider);
        const events = decider.decide(command, state);
        if (events.length === 0) return { events, state, position: 0, appended: [] };
        try {
          const batch = toAppend(events);
          const appended = await store.appendToStream(streamId, batch, {
            expectedRevision: revision < 0 ? 'no_stream' : revision,
          });
          crashPoint(`appended:${streamCategory(streamId)}`);
          const next = events.reduce(decider.evolve, state);
          states.remember(streamId, decider, next, appended.nextExpectedRevision);
          return { events, state: next, position: appended.position, appended: batch };
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError) || attempt >= attempts) throw error;
        }
      }
    });
  }
  // The turn covers deciding and queueing the append only: the next command on the stream decides on
  // the state this append leads to and is appended only after it, in the same commit or the next.
  for (let attempt = 1; ; attempt++) {
    const turn = await states.exclusive(streamId, async () => {
      let base = states.inFlightOn(streamId);
      if (base && base.decider !== decider) {
        // Another decider's state is not ours to continue: wait for its append, then read the stream.
        await base.appended.catch(() => undefined);
        base = undefined;
      }
      const start = base
        ? { state: base.state as State, revision: base.revision, after: base.appended, chain: base.chain }
        : { ...(await states.load(store, streamId, decider)), after: undefined, chain: states.newChain() };
      const events = decider.decide(command, start.state);
      if (events.length === 0) return { start, events };
      const batch = toAppend(events);
      const appended = store.appendToStream(streamId, batch, {
        expectedRevision: start.revision < 0 ? 'no_stream' : start.revision,
        onlyAfter: start.after,
      });
      appended.catch(() => undefined); // awaited below, once the turn is handed on
      const next = events.reduce(decider.evolve, start.state);
      const revision = start.revision + events.length;
      states.appending(streamId, { decider, state: next, revision, appended, chain: start.chain });
      return { start, events, appended, next, batch };
    });
    const { start, events, appended, next, batch } = turn;
    if (!appended) {
      // Nothing to append; but if that was decided on an append in flight, it holds only once that is written.
      if (
        !start.after ||
        (await start.after.then(
          () => true,
          () => false,
        ))
      )
        return { events, state: start.state, position: 0, appended: [] };
      if (attempt >= attempts) {
        const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
        throw new WrongExpectedVersionError(streamId, start.revision, last ? last.revision : 'no_stream');
      }
      continue;
    }
    try {
      const result = await appended;
      crashPoint(`appended:${streamCategory(streamId)}`);
      states.remember(streamId, decider, next!, result.nextExpectedRevision);
      states.written(streamId, appended);
      return { events, state: next!, position: result.position, appended: batch! };
    } catch (error) {
      states.broken(streamId, start.chain);
      if (!(error instanceof WrongExpectedVersionError) || attempt >= attempts) throw error;
    }
  }
}

/**
 * The result a command had when an earlier attempt of the same keyed request appended `batch`: those
 * events and the state right after them (later events of the stream are not folded in).
 */
async function replayedCommand<Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  batch: RecordedEvent[],
): Promise<CommandResult<Event, State>> {
  const last = batch[batch.length - 1]!;
  const history = await store.readStream(streamId, { maxCount: last.revision + 1 });
  const events = batch.map((event) => asDomainEvent<Event>(event));
  return {
    events,
    state: fold(
      decider,
      history.map((e) => asDomainEvent<Event>(e)),
    ),
    position: appendResultOf(batch).position,
    // Appended by an earlier attempt of this command to this stream: events of `Event`.
    appended: batch.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }) as EventData<Event>),
  };
}
