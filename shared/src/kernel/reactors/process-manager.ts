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
import { defineReactor, KeyedQueue, type Reactor } from './reactor.ts';

/** What a step needs of its triggering event: the recorded event, or the one a command just appended. */
export type TriggerEvent = Pick<RecordedEvent, 'id' | 'type' | 'data' | 'metadata' | 'streamId'>;

export interface ProcessManager extends Reactor {
  /** Runs the step for `event` now; resolves with the global position of the last event it appended (0: none). */
  handle(event: TriggerEvent): Promise<number>;
}

export function defineProcessManager(options: {
  name: string;
  eventTypes: readonly string[];
  logger: Logger;
  /** Steps with the same key run in order, one at a time (e.g. the aggregate the flow acts on). */
  keyOf(event: TriggerEvent): string;
  step(event: TriggerEvent): Promise<number>;
}): ProcessManager {
  const queue = new KeyedQueue();
  const reactor = defineReactor({
    name: options.name,
    eventTypes: options.eventTypes,
    logger: options.logger,
    keyOf: options.keyOf,
    queue,
    perform: async (event) => void (await options.step(event)),
  });
  return {
    ...reactor,
    handle(event) {
      let position = 0;
      return queue
        .run(options.keyOf(event), async () => void (position = await options.step(event)))
        .then(() => position);
    },
  };
}

/** The trigger for `handle` from events a command has just appended to `streamId`. */
export const triggersOf = (streamId: string, appended: readonly EventData[]): TriggerEvent[] =>
  appended.map((event) => ({ ...event, streamId }));
