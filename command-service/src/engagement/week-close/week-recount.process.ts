/**
 * The week-recount process: a verdict on a vote (VoteCounted, VoteDiscounted) recorded after its launch
 * week closed may change that week's top three. For such a verdict it counts the closed board's
 * listings again from the vote events (week-tally.ts: the votes standing at the close, verdicts as
 * they stand now) and runs RecountWeek, which records LaunchWeekRecounted and the award changes only
 * when the top three changes. A week is closed per site (issue 30), so the recount is of the one
 * site's board the listing is on; the other sites' boards and awards stay as they are. Steps for one
 * week run one at a time; a repeated step finds nothing changed and records nothing.
 */
import {
  commandMetadata,
  defineProcessManager,
  handleCommand,
  loadAggregate,
  type Clock,
  type EventStore,
  type Logger,
  type ProcessManager,
} from '@listings/shared/kernel';
import {
  DISCOUNT_REASON_LABELS,
  engagementStream,
  launchWeekStream,
  type EngagementEvent,
  type LaunchWeekEvent,
} from '@listings/shared/contracts/engagement';
import { launchWeekDecider, type LaunchWeekSiteState, type LaunchWeekState } from './launch-week.decider.ts';
import { countedVotesOfWeek } from './week-tally.ts';

const ACTOR = { kind: 'system' as const, id: 'week-recount' };

type Verdict = Extract<EngagementEvent, { type: 'VoteCounted' | 'VoteDiscounted' }>;

/** The public cause of a recount: which listing's votes and which category, never whose. */
export function recountCause(event: Verdict, slug: string) {
  return event.type === 'VoteDiscounted'
    ? `votes for ${slug} set aside after the week closed (${DISCOUNT_REASON_LABELS[event.data.reason]})`
    : `votes for ${slug} counted again after the week closed`;
}

export function weekRecount(deps: {
  events: EventStore;
  clock: Clock;
  logger: Logger;
}): ProcessManager<number, Verdict> {
  const { events, clock, logger } = deps;
  return defineProcessManager<number, Verdict>({
    name: 'launch-week-recount',
    eventTypes: ['VoteCounted', 'VoteDiscounted'],
    logger,
    keyOf: (event) => launchWeekStream(event.data.week),
    async step(event) {
      const { week } = event.data;
      const { state } = await loadAggregate<LaunchWeekEvent, LaunchWeekState>(
        events,
        launchWeekStream(week),
        launchWeekDecider,
      );
      const onBoard = (site: LaunchWeekSiteState) => site.board.some((row) => row.listingId === event.data.listingId);
      const key = Object.keys(state.sites).find((each) => onBoard(state.sites[each]!));
      if (!state.closed || !state.ended || key === undefined) return 0;
      const { board } = state.sites[key]!;
      const verdictsThrough = await events.headPosition();
      const counts: Record<number, number> = {};
      for (const row of board)
        counts[row.listingId] = countedVotesOfWeek(
          await events.readStream(engagementStream(row.listingId)),
          week,
          state.ended.throughPosition,
          verdictsThrough,
        );
      const slug = board.find((row) => row.listingId === event.data.listingId)!.slug;
      const site = key === '' ? {} : { site: key };
      const result = await handleCommand(
        events,
        launchWeekStream(week),
        launchWeekDecider,
        { type: 'RecountWeek', week, ...site, counts, verdictsThrough, cause: recountCause(event, slug) },
        commandMetadata(clock, ACTOR, `process:launch-week-recount:${event.id}`),
      );
      return result.position;
    },
  });
}
