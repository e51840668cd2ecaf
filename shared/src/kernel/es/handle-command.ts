/**
 * The write path: load the aggregate's stream, fold it, decide, append with the expected revision.
 * A concurrent writer makes the append fail with WrongExpectedVersionError; the command is then
 * decided again on the fresher state, a bounded number of times. Loading starts from the state this
 * process last folded for the stream, and commands on one stream in this process take turns
 * (stream-states.ts), so only writers in other processes can still conflict.
 */
import { randomUUID } from 'node:crypto';
import {
  WrongExpectedVersionError,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
} from '../event-store/event-store.ts';
import { asDomainEvent, fold, type Decider, type DomainEvent } from './decider.ts';
import { streamStatesOf, type LoadedState } from './stream-states.ts';

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
}

export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: EventMetadata,
  attempts = 5,
): Promise<CommandResult<Event, State>> {
  const states = streamStatesOf(store);
  return states.exclusive(streamId, async () => {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await states.load(store, streamId, decider);
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, state, position: 0 };
      try {
        const appended = await store.appendToStream(
          streamId,
          events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
          { expectedRevision: revision < 0 ? 'no_stream' : revision },
        );
        const next = events.reduce(decider.evolve, state);
        states.remember(streamId, decider, next, appended.nextExpectedRevision);
        return { events, state: next, position: appended.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= attempts) throw error;
      }
    }
  });
}
