/**
 * A launch week's counted votes per listing, from the vote events alone (never a read model), so the
 * week-recount process and the audit CLI count exactly alike:
 *  - the votes standing for that week at the log position the board was read through (cast with that
 *    `week`, not taken back by then);
 *  - of those, the ones whose latest verdict up to `verdictsThrough` is "counted" (VoteCounted, or a
 *    vote recorded without signals and never discounted). With `verdictsThrough` = the board's position
 *    this gives the board as closed; with no limit, the board as the verdicts stand now (a recount).
 */
import { isEventOf, type RecordedEvent } from '@listings/shared/kernel';
import { voteWeekOf, type EngagementEvent } from '@listings/shared/contracts/engagement';

/** The events of an engagement stream a tally reads: votes and their verdicts. */
type Tallied = Extract<EngagementEvent, { type: 'VoteCast' | 'VoteWithdrawn' | 'VoteCounted' | 'VoteDiscounted' }>;

export function countedVotesOfWeek(
  stream: readonly RecordedEvent[],
  week: string,
  throughPosition: number,
  verdictsThrough = Number.POSITIVE_INFINITY,
): number {
  const standing = new Map<string, { week: string; status: 'pending' | 'counted' | 'discounted' }>();
  for (const event of stream) {
    if (!isEventOf<Tallied>(event, 'VoteCast', 'VoteWithdrawn', 'VoteCounted', 'VoteDiscounted')) continue;
    const { voterId } = event.data;
    if (event.position <= throughPosition) {
      if (event.type === 'VoteCast')
        standing.set(voterId, {
          week: voteWeekOf(event.data, event.metadata.at),
          status: event.data.voter ? 'pending' : 'counted',
        });
      if (event.type === 'VoteWithdrawn') standing.delete(voterId);
    }
    if (event.position <= verdictsThrough && (event.type === 'VoteCounted' || event.type === 'VoteDiscounted')) {
      const vote = standing.get(voterId);
      if (vote) vote.status = event.type === 'VoteCounted' ? 'counted' : 'discounted';
    }
  }
  return [...standing.values()].filter((v) => v.week === week && v.status === 'counted').length;
}
