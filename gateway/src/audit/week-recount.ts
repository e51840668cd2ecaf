/**
 * An auditor's check of a closed launch week, from the event log alone: the board the week-closing
 * process recorded (LaunchWeekClosed) beside a recount of the vote events themselves, for every
 * listing on the board: votes cast for that week (VoteCast with that `week`) minus those taken back
 * (VoteWithdrawn of a vote of that week), up to the log position the board was read through.
 */
import type { EventStore } from '@listings/shared/kernel';
import {
  engagementStream,
  launchWeekStream,
  voteWeekOf,
  type LaunchWeekEvent,
} from '@listings/shared/contracts/engagement';

export interface WeekRecount {
  week: string;
  ended: { endedAt: string; throughPosition: number } | null;
  closed: { at: string; rankedBy: string } | null;
  rows: { rank: number; slug: string; recorded: number; recounted: number }[];
  awards: { rank: number; slug: string; votes: number }[];
}

export async function recountLaunchWeek(events: EventStore, week: string): Promise<WeekRecount> {
  const history = await events.readStream(launchWeekStream(week));
  const ended = history.find((e) => e.type === 'LaunchWeekEnded');
  const closed = history.find((e) => e.type === 'LaunchWeekClosed');
  const result: WeekRecount = {
    week,
    ended: ended ? (ended.data as { endedAt: string; throughPosition: number }) : null,
    closed: closed ? { at: closed.metadata.at, rankedBy: (closed.data as { rankedBy: string }).rankedBy } : null,
    rows: [],
    awards: history
      .filter((e) => e.type === 'LaunchOfTheWeekAwarded')
      .map((e) => e.data as Extract<LaunchWeekEvent, { type: 'LaunchOfTheWeekAwarded' }>['data'])
      .map((a) => ({ rank: a.rank, slug: a.slug, votes: a.votes })),
  };
  if (!closed) return result;
  const { board, throughPosition } = closed.data as Extract<LaunchWeekEvent, { type: 'LaunchWeekClosed' }>['data'];
  for (const row of board) {
    const votes = new Map<string, string>(); // voter → the week their standing vote counts toward
    for (const event of await events.readStream(engagementStream(row.listingId))) {
      if (event.position > throughPosition) break;
      const data = event.data as { voterId?: string; week?: string };
      if (event.type === 'VoteCast') votes.set(data.voterId!, voteWeekOf(data, event.metadata.at));
      if (event.type === 'VoteWithdrawn') votes.delete(data.voterId!);
    }
    const recounted = [...votes.values()].filter((w) => w === week).length;
    result.rows.push({ rank: row.rank, slug: row.slug, recorded: row.votes, recounted });
  }
  return result;
}
