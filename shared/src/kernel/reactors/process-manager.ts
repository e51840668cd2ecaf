/**
 * Process managers: flows that span aggregates (a submitted draft becomes a listing, a verified claim
 * gives the listing its owner, a launch week that begins takes its listings live, a paid order is
 * fulfilled). Each step is triggered by a recorded event and runs on the reactor runtime, so the
 * event is recorded as a job before the runner's checkpoint moves: a crash between the triggering
 * append and the step, or in the middle of a step, resumes at the next start. Every step must be
 * idempotent — it decides from the target streams' current state and appends with the expected
 * revision — so running it again after a crash, or twice, changes nothing.
 *
 * `handle` runs the step at once for an event the caller has just recorded, so that an API answer
 * can include the step's effects; the delivery through the runtime then finds nothing left to do.
 * Both run on one queue per key, so in one process they never overlap; across processes the expected
 * revisions keep them apart.
 */
import type { EventData, RecordedEvent } from '../event-store/event-store.ts';
import type { Logger } from '../observability/logger.ts';
import type { DomainEvent } from '../es/decider.ts';
import type { CanHandle } from '../projections/projection.ts';
import { crashPoint } from '../faults.ts';
import { defineReactor, KeyedQueue, type Reactor } from './reactor.ts';

/**
 * What a step needs of its triggering event: the recorded event, or the one a command just appended.
 * Of the union `E`, distributed like RecordedEvent so that `type` narrows `data`.
 */
export type TriggerEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? Pick<RecordedEvent<E>, 'id' | 'type' | 'data' | 'metadata' | 'streamId'>
  : never;

/**
 * A process manager; `handle` runs its step for an event now and resolves with what the step returns
 * (by default the global position of the last event it appended, 0 for none: a read-your-writes token).
 */
export interface ProcessManager<Result = number, E extends DomainEvent = DomainEvent> extends Reactor<E> {
  handle(event: TriggerEvent<E>): Promise<Result>;
}

/**
 * A process manager over the events of the union `E` (`defineProcessManager<number, DraftEvent>`):
 * `keyOf` and `step` get them typed. The runtime delivers only events named in `eventTypes`; `handle`
 * takes any event of `E` (a caller hands it what a command just appended), so a step that is given
 * more than its `eventTypes` must look at the type itself, as before.
 */
export function defineProcessManager<Result = number, E extends DomainEvent = DomainEvent>(options: {
  name: string;
  eventTypes: CanHandle<E>;
  logger: Logger;
  /** Steps with the same key run in order, one at a time (e.g. the aggregate the flow acts on). */
  keyOf(event: TriggerEvent<E>): string;
  step(event: TriggerEvent<E>): Promise<Result>;
}): ProcessManager<Result, E> {
  const queue = new KeyedQueue();
  // Crash tests kill the process at the start of a step (`<name>:<event type>`): the trigger is
  // recorded, the step is not done.
  const step = (event: TriggerEvent<E>): Promise<Result> => {
    crashPoint(`${options.name}:${event.type}`);
    return options.step(event);
  };
  const reactor = defineReactor<E>({
    name: options.name,
    eventTypes: options.eventTypes,
    logger: options.logger,
    keyOf: options.keyOf,
    queue,
    perform: async (event) => void (await step(event)),
  });
  return {
    ...reactor,
    // A process manager replaces work that was done inline before it existed: added to a running
    // service, it starts at the head of the log instead of redoing history.
    startAt: 'head',
    handle(event) {
      let result!: Result;
      return queue.run(options.keyOf(event), async () => void (result = await step(event))).then(() => result);
    },
  };
}

/** The trigger for `handle` from events a command has just appended to `streamId`. */
export const triggersOf = <Appended extends EventData>(
  streamId: string,
  appended: readonly Appended[],
): (Appended & { streamId: string })[] => appended.map((event) => ({ ...event, streamId }));
