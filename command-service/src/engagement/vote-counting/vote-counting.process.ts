/**
 * The vote-counting process: a vote is judged as it is cast (people-actions.ts), but some verdicts
 * depend on things that happen later, elsewhere:
 *  - a site-team decision (SiteTeamDiscountedVotes / SiteTeamRestoredVotes): every listing it
 *    concerns is judged again (one listing, or every listing the account votes for);
 *  - a person's vote cast or taken back on one listing changes "votes for no other listing" for their
 *    votes on the others: those listings are judged again.
 * Each step runs CountVotes on the listing's stream, which records only verdicts that change, so a
 * replayed or repeated step records nothing more. The cause of every verdict names the trigger.
 */
import {
  commandMetadata,
  defineProcessManager,
  handleCommand,
  type Clock,
  type EventStore,
  type Logger,
  type ProcessManager,
  type TriggerEvent,
} from '@listings/shared/kernel';
import {
  SITE_TEAM_VOTES_STREAM,
  engagementStream,
  type EngagementEvent,
  type SiteTeamVoteEvent,
} from '@listings/shared/contracts/engagement';
import { engagementDecider } from '../engagement.decider.ts';
import type { CountingFacts } from './counting-facts.ts';

const ACTOR = { kind: 'system' as const, id: 'vote-counting' };

export function voteCounting(deps: {
  events: EventStore;
  clock: Clock;
  logger: Logger;
  facts: CountingFacts;
}): ProcessManager {
  const { events, clock, logger, facts } = deps;

  /** Judges one listing again; resolves with the position of what it recorded (0: no verdict changed). */
  const countAgain = async (
    listingId: number,
    trigger: TriggerEvent,
    options: Parameters<CountingFacts['context']>[1],
  ) => {
    const counting = await facts.context(listingId, options);
    const result = await handleCommand(
      events,
      engagementStream(listingId),
      engagementDecider,
      { type: 'CountVotes', listingId, counting },
      commandMetadata(clock, ACTOR, `process:vote-counting:${trigger.type}:${trigger.id}`),
    );
    return result.position;
  };

  return defineProcessManager({
    name: 'vote-counting',
    eventTypes: ['VoteCast', 'VoteWithdrawn', 'SiteTeamDiscountedVotes', 'SiteTeamRestoredVotes'],
    logger,
    // One at a time: steps judge listings that other steps may judge too.
    keyOf: () => 'vote-counting',
    async step(event) {
      let position = 0;
      if (event.streamId === SITE_TEAM_VOTES_STREAM) {
        const { scope, id } = event.data as SiteTeamVoteEvent['data'];
        const listings = scope === 'listing' ? [Number(id)] : await facts.listingsVotedBy(id);
        for (const listingId of listings) position = Math.max(position, await countAgain(listingId, event, {}));
        return position;
      }
      const { listingId, voterId, voter } = event.data as Extract<EngagementEvent, { type: 'VoteCast' }>['data'];
      // A vote cast without signals (seeders, benchmarks) is no person's: nothing elsewhere depends on it.
      if (event.type === 'VoteCast' && !voter) return 0;
      const change = event.type === 'VoteCast' ? { also: { voterId, listingId } } : { without: { voterId, listingId } };
      for (const other of await facts.listingsVotedBy(voterId)) {
        if (other === listingId) continue;
        position = Math.max(position, await countAgain(other, event, change));
      }
      return position;
    },
  });
}
