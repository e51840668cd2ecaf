/**
 * An aggregate declared once: the stream each of its ids lives in and the decider that decides and
 * folds it. `defineAggregate` gives the write path every command service used to write by hand (as
 * Emmett's DeciderCommandHandler does): load the stream and fold it, decide on its current state,
 * append with the expected revision, stamp who/when/why on the events. The appending is
 * handleCommand's (optimistic concurrency and retries, remembered stream states, keyed-writes crash
 * idempotency); the stamp is commandMetadata's. A command service keeps only what is its own:
 * uniqueness streams, id sequences, quotas, pricing.
 */
import type { EventStore, RecordedEvent } from '../event-store/event-store.ts';
import type { Clock } from '../time/clock.ts';
import { commandMetadata, type Actor } from './command-metadata.ts';
import { fold, type Decider, type DomainEvent } from './decider.ts';
import { handleCommand, loadAggregate, loadState, type CommandResult } from './handle-command.ts';
import type { LoadedState } from './stream-states.ts';

/** Who issues a command and why: stamped on its events with the clock's time (commandMetadata). */
export interface CommandOrigin {
  actor: Actor;
  cause: string;
  /** The event a process manager's step acts on. */
  causationId?: string;
  /** Shared by the writes one request makes to several aggregates (apply_to's fan-out). */
  correlationId?: string;
}

export interface Aggregate<Id, Command, Event extends DomainEvent, State> {
  /** The stream an id's events are in. */
  readonly streamOf: (id: Id) => string;
  readonly decider: Decider<Command, Event, State>;
  /** The recorded history and the state folded from it (reads the whole stream). */
  load(events: EventStore, id: Id): Promise<{ history: RecordedEvent[]; state: State }>;
  /** The current state and revision (-1: no stream), from the state this process last folded (loadState). */
  current(events: EventStore, id: Id): Promise<LoadedState<State>>;
  /** The state of events already read. */
  fold(history: readonly Event[]): State;
  /**
   * Decides the command on the stream's current state and appends the events it gives with the
   * expected revision (decided again on a conflict), stamped with `origin` and the clock's time.
   */
  handle(
    events: EventStore,
    id: Id,
    command: Command,
    origin: CommandOrigin,
    clock: Clock,
  ): Promise<CommandResult<Event, State>>;
}

export function defineAggregate<Id, Command, Event extends DomainEvent, State>(definition: {
  streamOf: (id: Id) => string;
  decider: Decider<Command, Event, State>;
}): Aggregate<Id, Command, Event, State> {
  const { streamOf, decider } = definition;
  return {
    streamOf,
    decider,
    load: (events, id) => loadAggregate(events, streamOf(id), decider),
    current: (events, id) => loadState(events, streamOf(id), decider),
    fold: (history) => fold(decider, history),
    handle: (events, id, command, { actor, cause, causationId, correlationId }, clock) =>
      handleCommand(
        events,
        streamOf(id),
        decider,
        command,
        commandMetadata(clock, actor, cause, causationId, correlationId),
      ),
  };
}

/** A clock stopped at `clock`'s now: several writes of one operation stamped with one instant. */
export const atOneInstant = (clock: Clock): Clock => {
  const now = clock.now().getTime();
  return { now: () => new Date(now) };
};
