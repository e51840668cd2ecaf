/**
 * The week-closing process: when a launch week is over (Monday 00:00 UTC, plus a short grace so votes
 * decided in the week's last instant are in the log), it records the week's end and then its final
 * board and Launch of the Week awards as events on `launchweek-<monday>`.
 *
 * Two steps, each decided on the week's stream and appended with the expected revision, so a crash,
 * a restart or a second instance never closes a week twice:
 *  1. a timer (`job`) records LaunchWeekEnded for every finished week not yet ended, fixing the log
 *     position the board is read through (the head of the log at that moment);
 *  2. the process manager, triggered by LaunchWeekEnded, waits until the read side has applied that
 *     position, reads the week's live launches with the votes cast during the week and each one's
 *     site, and records each site's LaunchWeekClosed and awards (ranked per site, issue 30). The timer runs the step at once (`handle`), and also again for
 *     a week that ended but did not close (e.g. the read side was too slow), so nothing waits for a
 *     restart.
 */
import {
  IntervalJob,
  addWeeks,
  commandMetadata,
  defineProcessManager,
  handleCommand,
  isEventOf,
  loadAggregate,
  mondayOf,
  triggersOf,
  type Clock,
  type EventStore,
  type Logger,
  type ProcessManager,
  type TriggerEvent,
} from '@listings/shared/kernel';
import { launchWeekStream, type LaunchWeekEvent, type WeekLaunch } from '@listings/shared/contracts/engagement';
import { launchWeekDecider, type LaunchWeekState } from './launch-week.decider.ts';

export interface WeekClosingSettings {
  /** How long after Monday 00:00 UTC a week is ended (votes decided in its last instant reach the log first). */
  graceMs: number;
  /** Longest the process waits for the read side to reach the week's end position before trying again later. */
  readSideTimeoutMs: number;
  /** Most weeks closed in one round (the first round after a long stop catches up over several). */
  weeksPerRound: number;
}

export const DEFAULT_WEEK_CLOSING: WeekClosingSettings = {
  graceMs: 60_000,
  readSideTimeoutMs: 30_000,
  weeksPerRound: 60,
};

export interface WeekClosingDependencies {
  events: EventStore;
  clock: Clock;
  logger: Logger;
  readSide: { waitForPosition(position: number, timeoutMs: number): Promise<boolean> };
  /** Finished weeks (Mondays, oldest first, up to `lastWeek`) that the read side does not show as closed. */
  pendingWeeks(lastWeek: string): Promise<string[]>;
  /**
   * The week's live launches with the community votes cast during the week and each listing's site
   * (absent for the default site's), from the read model.
   */
  launchesOf(week: string): Promise<WeekLaunch[]>;
  settings?: Partial<WeekClosingSettings>;
}

const ACTOR = { kind: 'system' as const, id: 'week-closing' };

type Ended = Extract<LaunchWeekEvent, { type: 'LaunchWeekEnded' }>;

export function weekClosing(deps: WeekClosingDependencies): {
  process: ProcessManager<number, Ended>;
  job: IntervalJob<number>;
} {
  const settings = { ...DEFAULT_WEEK_CLOSING, ...deps.settings };
  const { events, clock, logger } = deps;
  const load = (week: string) =>
    loadAggregate<LaunchWeekEvent, LaunchWeekState>(events, launchWeekStream(week), launchWeekDecider);

  const process = defineProcessManager<number, Ended>({
    name: 'launch-week-close',
    eventTypes: ['LaunchWeekEnded'],
    logger,
    keyOf: (event) => launchWeekStream(event.data.week),
    async step(event) {
      const { week, throughPosition } = event.data;
      const { state } = await load(week);
      if (state.closed) return 0;
      if (!(await deps.readSide.waitForPosition(throughPosition, settings.readSideTimeoutMs)))
        throw new Error(`the read side has not reached position ${throughPosition} to close launch week ${week}`);
      const launches = await deps.launchesOf(week);
      const result = await handleCommand(
        events,
        launchWeekStream(week),
        launchWeekDecider,
        { type: 'CloseWeek', week, launches },
        commandMetadata(clock, ACTOR, `process:launch-week-close:${event.id}`),
      );
      return result.position;
    },
  });

  const job = new IntervalJob(
    'week closing',
    async () => {
      const now = clock.now();
      // The week that ended last Monday counts once the grace is over.
      const lastWeek = addWeeks(mondayOf(new Date(now.getTime() - settings.graceMs)), -1);
      let closed = 0;
      for (const week of (await deps.pendingWeeks(lastWeek)).slice(0, settings.weeksPerRound)) {
        const { history, state } = await load(week);
        if (state.closed) continue;
        let trigger: TriggerEvent<Ended> | undefined = history.find((event) =>
          isEventOf<Ended>(event, 'LaunchWeekEnded'),
        );
        if (!trigger) {
          const ended = await handleCommand(
            events,
            launchWeekStream(week),
            launchWeekDecider,
            { type: 'EndWeek', week, now: now.toISOString(), throughPosition: await events.headPosition() },
            commandMetadata(clock, ACTOR, `timer:week-end:${week}`),
          );
          // EndWeek appends LaunchWeekEnded alone (or nothing).
          trigger = triggersOf(launchWeekStream(week), ended.appended).find(
            (event) => event.type === 'LaunchWeekEnded',
          );
        }
        if (!trigger) continue;
        try {
          if ((await process.handle(trigger)) > 0) closed++;
        } catch (error) {
          // Tried again at the next round.
          logger.error('launch week not closed yet', { week, error });
        }
      }
      return closed;
    },
    logger,
  );
  return { process, job };
}
