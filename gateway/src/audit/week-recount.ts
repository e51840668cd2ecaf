/**
 * An auditor's check of a closed launch week, from the event log alone: the board the week-closing
 * process recorded (LaunchWeekClosed) beside a recount of the vote events themselves, for every
 * listing on the board: the counted votes of that week as they stood at the log position the board was
 * read through (week-tally.ts: cast for that week, not taken back, last verdict "counted").
 *
 * A week is closed per site (issue 30): the replay is of one site's close, recounts and awards (the
 * events naming that site; none named: the default site's, the upcast), beside the network's end.
 */
import { isEventOf, type EventStore } from '@listings/shared/kernel';
import {
  LAUNCH_WEEK_EVENT_TYPES,
  SITE_TEAM_VOTE_EVENT_TYPES,
  SITE_TEAM_VOTES_STREAM,
  engagementStream,
  launchWeekStream,
  type EngagementEvent,
  type LaunchWeekEvent,
  type SiteTeamVoteEvent,
} from '@listings/shared/contracts/engagement';
import { isListingOfSite, type SiteOfRead } from '@listings/shared/contracts/listings';
import { countedVotesOfWeek } from '@listings/command-service/engagement';

export interface WeekRecount {
  week: string;
  /** The site whose close this is; null: asked without a site (the default site's events, those naming none). */
  site: string | null;
  ended: { endedAt: string; throughPosition: number } | null;
  closed: { at: string; rankedBy: string } | null;
  rows: { rank: number; slug: string; recorded: number; recounted: number }[];
  /** Each recorded recount, with its board beside the same recount done again from the vote events. */
  recounts: {
    at: string;
    cause: string;
    rows: { rank: number; slug: string; recorded: number; recounted: number }[];
  }[];
  /** The awards as they stand: the close's, then every change a recount recorded. */
  awards: { rank: number; slug: string; votes: number }[];
}

type WeekData<T extends LaunchWeekEvent['type']> = Extract<LaunchWeekEvent, { type: T }>['data'];
type Vote = Extract<EngagementEvent, { type: 'VoteCast' | 'VoteWithdrawn' | 'VoteCounted' | 'VoteDiscounted' }>;

/** Whether an event of a week's stream is of `site`'s close (the week's end is every site's). */
const ofSite = (event: LaunchWeekEvent, site: SiteOfRead | undefined): boolean => {
  if (event.type === 'LaunchWeekEnded') return true;
  return site ? isListingOfSite(event.data.site, site) : event.data.site === undefined;
};

/**
 * `until`: the week as it stood then (its events decided up to that time; the vote events are
 * recounted as before). `site`: whose close (without it, the default site's: the events naming none).
 */
export async function recountLaunchWeek(
  events: EventStore,
  week: string,
  until?: Date,
  site?: SiteOfRead,
): Promise<WeekRecount> {
  const history = (await events.readStream(launchWeekStream(week)))
    .filter((e) => isEventOf<LaunchWeekEvent>(e, ...LAUNCH_WEEK_EVENT_TYPES))
    .filter((e) => ofSite(e as LaunchWeekEvent, site))
    .filter((e) => !until || Date.parse(e.metadata.at) <= until.getTime());
  const ended = history.find((e) => e.type === 'LaunchWeekEnded');
  const closed = history.find((e) => e.type === 'LaunchWeekClosed');
  const awards = new Map<number, { rank: number; slug: string; votes: number }>();
  for (const event of history) {
    if (event.type === 'LaunchOfTheWeekAwarded') {
      const award = event.data;
      awards.set(award.rank, { rank: award.rank, slug: award.slug, votes: award.votes });
    }
    if (event.type === 'LaunchOfTheWeekWithdrawn') awards.delete(event.data.rank);
  }
  const result: WeekRecount = {
    week,
    site: site?.key ?? null,
    ended: ended ? { endedAt: ended.data.endedAt, throughPosition: ended.data.throughPosition } : null,
    closed: closed ? { at: closed.metadata.at, rankedBy: closed.data.rankedBy } : null,
    rows: [],
    recounts: [],
    awards: [...awards.values()].sort((a, b) => a.rank - b.rank),
  };
  if (!closed) return result;
  const { board, throughPosition } = closed.data;
  const streams = new Map<number, Awaited<ReturnType<EventStore['readStream']>>>();
  for (const row of board) streams.set(row.listingId, await events.readStream(engagementStream(row.listingId)));
  const again = (rows: WeekData<'LaunchWeekClosed'>['board'], verdictsThrough: number) =>
    rows.map((row) => ({
      rank: row.rank,
      slug: row.slug,
      recorded: row.votes,
      recounted: countedVotesOfWeek(streams.get(row.listingId) ?? [], week, throughPosition, verdictsThrough),
    }));
  result.rows = again(board, throughPosition);
  for (const event of history) {
    if (event.type !== 'LaunchWeekRecounted') continue;
    const recount = event.data;
    result.recounts.push({
      at: event.metadata.at,
      cause: recount.cause,
      rows: again(recount.board, recount.verdictsThrough),
    });
  }
  return result;
}

/**
 * A listing's votes as the log has them, one line per event: each vote cast (voter account, week),
 * each verdict (counted or discounted, category and cause, who decided: the page, the vote-counting
 * process or the site team via it), each withdrawal; then the site team's decisions about this listing
 * or about any of its voters. For auditors and the site team only: it names accounts.
 */
export async function voteLog(events: EventStore, listingId: number): Promise<string[]> {
  const lines: string[] = [];
  const voters = new Set<string>();
  const stream = await events.readStream(engagementStream(listingId));
  for (const event of stream) {
    if (!isEventOf<Vote>(event, 'VoteCast', 'VoteWithdrawn', 'VoteCounted', 'VoteDiscounted')) continue;
    const { voterId } = event.data;
    voters.add(voterId);
    const { actor, at, cause } = event.metadata;
    const verdict =
      event.type === 'VoteDiscounted'
        ? ` ${event.data.reason}: ${event.data.cause}`
        : event.type === 'VoteCounted'
          ? `: ${event.data.cause}`
          : event.data.week
            ? ` (week ${event.data.week})`
            : '';
    lines.push(
      `#${event.revision} ${at} ${event.type} ${voterId}${verdict}  [by ${actor.kind}:${actor.id}, cause ${cause}]`,
    );
  }
  // SITE_TEAM_VOTES_STREAM holds the site team's decisions alone.
  const decisions = (await events.readStream(SITE_TEAM_VOTES_STREAM))
    .filter((event) => isEventOf<SiteTeamVoteEvent>(event, ...SITE_TEAM_VOTE_EVENT_TYPES))
    .filter(({ data }) => (data.scope === 'listing' ? data.id === String(listingId) : voters.has(data.id)));
  for (const event of decisions) {
    const { data } = event;
    lines.push(
      `site team ${event.metadata.at} ${event.type} ${data.scope} ${data.id}: ${data.reason}  [by ${event.metadata.actor.kind}:${event.metadata.actor.id}]`,
    );
  }
  return [`listing ${listingId}: ${lines.length} vote event(s) and site-team decision(s)`, ...lines];
}
