/**
 * The write path: load the aggregate's stream, fold it, decide, append with the expected revision.
 * A concurrent writer makes the append fail with WrongExpectedVersionError; the command is then
 * decided again on the fresher state, a bounded number of times.
 */
import { randomUUID } from 'node:crypto';
import {
  WrongExpectedVersionError,
  type EventData,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
} from '../event-store/event-store.ts';
import { asDomainEvent, fold, type Decider, type DomainEvent } from './decider.ts';

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

export interface CommandResult<Event extends DomainEvent, State> {
  events: Event[];
  state: State;
  /** Global position of the last appended event (0 when nothing was appended): a read-your-writes token. */
  position: number;
  /** The events as appended (with their ids and metadata), for process managers the caller runs at once. */
  appended: EventData[];
}

export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: EventMetadata,
  attempts = 5,
): Promise<CommandResult<Event, State>> {
  for (let attempt = 1; ; attempt++) {
    const { history, state } = await loadAggregate(store, streamId, decider);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: 0, appended: [] };
    try {
      const appended = events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata }));
      const result = await store.appendToStream(streamId, appended, {
        expectedRevision: history.length === 0 ? 'no_stream' : history[history.length - 1].revision,
      });
      return { events, state: events.reduce(decider.evolve, state), position: result.position, appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= attempts) throw error;
    }
  }
}
