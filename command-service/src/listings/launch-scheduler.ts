import type { DueLaunch } from '@listings/shared/contracts/listings';
/**
 * Takes scheduled listings live when their launch week begins (Monday 00:00 UTC), free queue and
 * paid weeks alike. It reads which listings are due from the read side, but each GoLive is decided
 * on the listing's own stream, so a stale read or a second instance never launches anything twice.
 */
import { IntervalJob, type Logger, type Clock, mondayOf } from '@listings/shared/kernel';
import type { ListingCommands } from './listing-commands.ts';

export function launchScheduler(deps: {
  listings: ListingCommands;
  clock: Clock;
  logger: Logger;
  /** Scheduled listings whose week (a Monday) is on or before `monday`. */
  due(monday: string): Promise<DueLaunch[]>;
}): IntervalJob<number> {
  const actor = { kind: 'system' as const, id: 'launch-scheduler' };
  return new IntervalJob(
    'launch scheduler',
    async () => {
      const monday = mondayOf(deps.clock.now());
      let launched = 0;
      for (const launch of await deps.due(monday)) {
        const { events } = await deps.listings.execute(
          launch.listingId,
          { type: 'GoLive', week: launch.week, plan: launch.plan },
          actor,
          `launch-week:${launch.week}`,
        );
        launched += events.length;
      }
      return launched;
    },
    deps.logger,
  );
}
