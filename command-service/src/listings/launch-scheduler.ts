/**
 * Scheduled listings (free queue and paid weeks alike) go live when their launch week begins, Monday
 * 00:00 UTC, as a process manager. A timer records that the week began (LaunchWeekBegan, once per
 * week: the week's stream is appended with "no stream"); the step triggered by that event takes every
 * listing due by then live. It reads which listings are due from the read side, but each GoLive is
 * decided on the listing's own stream (a live listing is not launched again), so a stale read, a
 * second instance or a run after a crash never launches anything twice.
 *
 * The timer also runs the step for the current week at every tick, so a listing scheduled for a week
 * that has already begun (or missed by a crash) goes live at the next tick.
 */
import {
  defineProcessManager,
  IntervalJob,
  mondayOf,
  WrongExpectedVersionError,
  commandMetadata,
  type Clock,
  type EventStore,
  type Logger,
  type EventData,
  type ProcessManager,
  type RecordedEvent,
  type TriggerEvent,
} from '@listings/shared/kernel';
import { launchWeekStream, type DueLaunch, type LaunchWeekEvent } from '@listings/shared/contracts/listings';
import { randomUUID } from 'node:crypto';
import type { ListingCommands } from './listing-commands.ts';

export interface LaunchOutcome {
  /** Listings taken live by this run. */
  launched: number;
  position: number;
}

const actor = { kind: 'system' as const, id: 'launch-scheduler' };

export function launchWeekProcess(deps: {
  listings: ListingCommands;
  logger: Logger;
  /** Scheduled listings whose week (a Monday) is on or before `monday`. */
  due(monday: string): Promise<DueLaunch[]>;
}): ProcessManager<LaunchOutcome, LaunchWeekEvent> {
  return defineProcessManager<LaunchOutcome, LaunchWeekEvent>({
    name: 'launch-week',
    eventTypes: ['LaunchWeekBegan'],
    logger: deps.logger,
    keyOf: () => 'launch-weeks',
    async step(trigger) {
      const { week } = trigger.data;
      let launched = 0;
      let position = 0;
      for (const launch of await deps.due(week)) {
        const command = { type: 'GoLive' as const, week: launch.week, plan: launch.plan };
        const result = await deps.listings.execute(
          launch.listingId,
          command,
          actor,
          `launch-week:${launch.week}`,
          trigger.id,
        );
        launched += result.events.length;
        position = Math.max(position, result.position);
      }
      return { launched, position };
    },
  });
}

/** The timer: records that this week began (once) and runs the week's step. Resolves with how many went live. */
export function launchScheduler(deps: {
  events: EventStore;
  clock: Clock;
  logger: Logger;
  process: ProcessManager<LaunchOutcome, LaunchWeekEvent>;
}): IntervalJob<number> {
  const { events, clock } = deps;
  const weekBegan = async (week: string): Promise<TriggerEvent<LaunchWeekEvent>> => {
    const stream = launchWeekStream(week);
    const event: EventData<LaunchWeekEvent> = {
      id: randomUUID(),
      type: 'LaunchWeekBegan',
      data: { week },
      metadata: commandMetadata(clock, actor, 'launch-scheduler'),
    };
    try {
      await events.appendToStream(stream, [event], { expectedRevision: 'no_stream' });
      return { ...event, streamId: stream };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // The week's stream holds its LaunchWeekBegan alone (appended above, once).
      const [recorded] = (await events.readStream(stream, { maxCount: 1 })) as RecordedEvent<LaunchWeekEvent>[];
      return recorded;
    }
  };
  return new IntervalJob(
    'launch scheduler',
    async () => (await deps.process.handle(await weekBegan(mondayOf(clock.now())))).launched,
    deps.logger,
  );
}
