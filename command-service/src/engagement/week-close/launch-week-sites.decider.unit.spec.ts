/**
 * The launch week decider across a network of sites (issue 30): each site's week is closed with its
 * own board and its own #1-#3, ranked among that site's launches only; the default site's events
 * name no site (a single-site log is unchanged; events without a site are read as the default
 * site's); a recount changes only the recounted site's board and awards.
 */
import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import type { LaunchWeekEvent, WeekLaunch } from '@listings/shared/contracts/engagement';
import { launchWeekDecider } from './launch-week.decider.ts';

const { when, refusal } = givenWhenThen(launchWeekDecider);
const WEEK = '2026-11-16';
const ended: LaunchWeekEvent = {
  type: 'LaunchWeekEnded',
  data: { week: WEEK, endedAt: '2026-11-23T00:00:00.000Z', throughPosition: 42 },
};
const launch = (listingId: number, slug: string, votes: number, site?: string): WeekLaunch => ({
  listingId,
  slug,
  name: slug,
  votes,
  liveAt: '2026-11-16T08:00:00Z',
  ...(site ? { site } : {}),
});
/** Main (no site recorded) has the network's most-voted launches; AI's best would be #3 network-wide. */
const launches = [
  launch(1, 'm-one', 9),
  launch(2, 'm-two', 7),
  launch(3, 'a-one', 5, 'ai'),
  launch(4, 'm-three', 4),
  launch(5, 'a-two', 3, 'ai'),
  launch(6, 'z-one', 0, 'zen'),
];
type Data = { site?: string; rank?: number; slug?: string; board?: { rank: number; slug: string }[] };
const summary = (events: LaunchWeekEvent[]) =>
  events.map((event) => {
    const data = event.data as Data;
    return event.type === 'LaunchWeekClosed' || event.type === 'LaunchWeekRecounted'
      ? [event.type, data.site ?? '-', data.board!.map((row) => `${row.rank}:${row.slug}`).join(' ')]
      : [event.type, data.site ?? '-', `${data.rank}:${data.slug}`];
  });

describe('launch week decider, per site of the network', () => {
  const closed = when([ended], { type: 'CloseWeek', week: WEEK, launches });

  it('closes each site apart: its own board and its own #1-#3; the default site first and naming no site', () => {
    expect(summary(closed)).to.deep.equal([
      ['LaunchWeekClosed', '-', '1:m-one 2:m-two 3:m-three'],
      ['LaunchOfTheWeekAwarded', '-', '1:m-one'],
      ['LaunchOfTheWeekAwarded', '-', '2:m-two'],
      ['LaunchOfTheWeekAwarded', '-', '3:m-three'],
      ['LaunchWeekClosed', 'ai', '1:a-one 2:a-two'],
      ['LaunchOfTheWeekAwarded', 'ai', '1:a-one'],
      ['LaunchOfTheWeekAwarded', 'ai', '2:a-two'],
      // A site whose launches had no vote: its board, no award.
      ['LaunchWeekClosed', 'zen', '1:z-one'],
    ]);
    // The default site's events are exactly what a single-site deployment always recorded: no site field.
    for (const event of closed.filter((e) => !(e.data as Data).site))
      expect(Object.keys(event.data)).to.not.include('site');
    // Board rows carry no site: the close names it.
    for (const event of closed)
      if (event.type === 'LaunchWeekClosed') expect(event.data.board.every((row) => !('site' in row))).to.equal(true);
  });

  it('always records the default site’s close (empty when it had no launch), and closes a week once', () => {
    const onlyAi = when([ended], { type: 'CloseWeek', week: WEEK, launches: [launch(3, 'a-one', 5, 'ai')] });
    expect(summary(onlyAi)).to.deep.equal([
      ['LaunchWeekClosed', '-', ''],
      ['LaunchWeekClosed', 'ai', '1:a-one'],
      ['LaunchOfTheWeekAwarded', 'ai', '1:a-one'],
    ]);
    expect(when([ended, ...closed], { type: 'CloseWeek', week: WEEK, launches })).to.deep.equal([]);
    expect(refusal([], { type: 'CloseWeek', week: WEEK, launches })).to.equal('week_not_ended');
  });

  it('recounts one site: only its board and awards change, under its name', () => {
    const recount = when([ended, ...closed], {
      type: 'RecountWeek',
      week: WEEK,
      site: 'ai',
      counts: { 3: 0 },
      verdictsThrough: 99,
      cause: 'votes for a-one set aside',
    });
    expect(summary(recount)).to.deep.equal([
      ['LaunchWeekRecounted', 'ai', '1:a-two 2:a-one'],
      ['LaunchOfTheWeekAwarded', 'ai', '1:a-two'],
      ['LaunchOfTheWeekWithdrawn', 'ai', '2:a-two'],
    ]);
    // The same counts for the default site find none of these listings there: nothing changes.
    expect(
      when([ended, ...closed], { type: 'RecountWeek', week: WEEK, counts: { 3: 0 }, verdictsThrough: 99, cause: 'x' }),
    ).to.deep.equal([]);
    // A site without a board that week has nothing to recount.
    expect(
      when([ended, ...closed], {
        type: 'RecountWeek',
        week: WEEK,
        site: 'none',
        counts: {},
        verdictsThrough: 1,
        cause: 'x',
      }),
    ).to.deep.equal([]);
  });

  it('reads a close recorded before the network (no site) as the default site’s', () => {
    const legacy: LaunchWeekEvent[] = [
      ended,
      {
        type: 'LaunchWeekClosed',
        data: {
          week: WEEK,
          throughPosition: 42,
          rankedBy: 'votes',
          board: [
            { rank: 1, listingId: 1, slug: 'm-one', name: 'm-one', votes: 2, liveAt: null },
            { rank: 2, listingId: 2, slug: 'm-two', name: 'm-two', votes: 1, liveAt: null },
          ],
        },
      },
      {
        type: 'LaunchOfTheWeekAwarded',
        data: { week: WEEK, rank: 1, listingId: 1, slug: 'm-one', name: 'm-one', votes: 2 },
      },
      {
        type: 'LaunchOfTheWeekAwarded',
        data: { week: WEEK, rank: 2, listingId: 2, slug: 'm-two', name: 'm-two', votes: 1 },
      },
    ];
    const recount = when(legacy, {
      type: 'RecountWeek',
      week: WEEK,
      counts: { 1: 0 },
      verdictsThrough: 50,
      cause: 'x',
    });
    expect(summary(recount)).to.deep.equal([
      ['LaunchWeekRecounted', '-', '1:m-two 2:m-one'],
      ['LaunchOfTheWeekAwarded', '-', '1:m-two'],
      ['LaunchOfTheWeekWithdrawn', '-', '2:m-two'],
    ]);
  });
});
