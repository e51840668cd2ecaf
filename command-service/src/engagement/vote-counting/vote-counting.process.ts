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
import { engagementStream, type EngagementEvent, type SiteTeamVoteEvent } from '@listings/shared/contracts/engagement';
import { engagementDecider } from '../engagement.decider.ts';
import type { CountingFacts } from './counting-facts.ts';

const ACTOR = { kind: 'system' as const, id: 'vote-counting' };

/** A vote cast or taken back (on a listing's engagement stream), or a site-team decision (on SITE_TEAM_VOTES_STREAM, the only stream that has them). */
type Trigger = Extract<EngagementEvent, { type: 'VoteCast' | 'VoteWithdrawn' }> | SiteTeamVoteEvent;

export function voteCounting(deps: {
  events: EventStore;
  clock: Clock;
  logger: Logger;
  facts: CountingFacts;
}): ProcessManager<number, Trigger> {
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

  return defineProcessManager<number, Trigger>({
    name: 'vote-counting',
    eventTypes: ['VoteCast', 'VoteWithdrawn', 'SiteTeamDiscountedVotes', 'SiteTeamRestoredVotes'],
    logger,
    // One at a time: steps judge listings that other steps may judge too.
    keyOf: () => 'vote-counting',
    async step(event) {
      let position = 0;
      if (event.type === 'SiteTeamDiscountedVotes' || event.type === 'SiteTeamRestoredVotes') {
        const { scope, id } = event.data;
        const listings = scope === 'listing' ? [Number(id)] : await facts.listingsVotedBy(id);
        for (const listingId of listings) position = Math.max(position, await countAgain(listingId, event, {}));
        return position;
      }
      const { listingId, voterId } = event.data;
      // A vote cast without signals (seeders, benchmarks) is no person's: nothing elsewhere depends on it.
      if (event.type === 'VoteCast' && !event.data.voter) return 0;
      const change = event.type === 'VoteCast' ? { also: { voterId, listingId } } : { without: { voterId, listingId } };
      for (const other of await facts.listingsVotedBy(voterId)) {
        if (other === listingId) continue;
        position = Math.max(position, await countAgain(other, event, change));
      }
      return position;
    },
  });
}
