import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { closeBoard, type LaunchWeekEvent } from '@listings/shared/contracts/engagement';
import { launchWeekDecider } from './launch-week.decider.ts';

const { when, refusal } = givenWhenThen(launchWeekDecider);
const WEEK = '2026-11-16';
const row = (slug: string, votes: number, liveAt: string) => ({
  listingId: slug.length,
  slug,
  name: slug,
  votes,
  liveAt,
});
const ended: LaunchWeekEvent = {
  type: 'LaunchWeekEnded',
  data: { week: WEEK, endedAt: '2026-11-23T00:00:00.000Z', throughPosition: 42 },
};

describe('launch week decider', () => {
  it('ends a week only once it is over (Monday 00:00 UTC), and once', () => {
    expect(refusal([], { type: 'EndWeek', week: WEEK, now: '2026-11-22T23:59:59.999Z', throughPosition: 42 })).to.equal(
      'week_not_over',
    );
    expect(
      when([], { type: 'EndWeek', week: WEEK, now: '2026-11-23T00:01:00.000Z', throughPosition: 42 }),
    ).to.deep.equal([ended]);
    expect(
      when([ended], { type: 'EndWeek', week: WEEK, now: '2026-11-24T00:00:00.000Z', throughPosition: 99 }),
    ).to.deep.equal([]);
    expect(
      refusal([], { type: 'EndWeek', week: '2026-11-18', now: '2026-12-01T00:00:00Z', throughPosition: 1 }),
    ).to.equal('not_a_week');
  });

  it('closes an ended week once: the final board and #1-#3 by votes, ties to the earlier go-live, then the slug', () => {
    const launches = [
      row('d', 2, '2026-11-16T08:00:00Z'),
      row('c', 3, '2026-11-16T11:00:00Z'),
      row('b', 3, '2026-11-16T09:00:00Z'),
      row('a', 3, '2026-11-16T11:00:00Z'),
      row('e', 9, '2026-11-17T08:00:00Z'),
      row('z', 0, '2026-11-16T07:00:00Z'),
    ];
    expect(refusal([], { type: 'CloseWeek', week: WEEK, launches })).to.equal('week_not_ended');
    const closed = when([ended], { type: 'CloseWeek', week: WEEK, launches });
    expect(closed.map((e) => e.type)).to.deep.equal([
      'LaunchWeekClosed',
      'LaunchOfTheWeekAwarded',
      'LaunchOfTheWeekAwarded',
      'LaunchOfTheWeekAwarded',
    ]);
    const board = (closed[0].data as Extract<LaunchWeekEvent, { type: 'LaunchWeekClosed' }>['data']).board;
    expect(board.map((r) => [r.rank, r.slug, r.votes])).to.deep.equal([
      [1, 'e', 9],
      [2, 'b', 3],
      [3, 'a', 3],
      [4, 'c', 3],
      [5, 'd', 2],
      [6, 'z', 0],
    ]);
    expect(closed[0].data).to.include({ throughPosition: 42 });
    expect(closed.slice(1).map((e) => [(e.data as any).rank, (e.data as any).slug])).to.deep.equal([
      [1, 'e'],
      [2, 'b'],
      [3, 'a'],
    ]);
    expect(when([ended, ...closed], { type: 'CloseWeek', week: WEEK, launches: [] })).to.deep.equal([]);
  });

  it('awards only launches with at least one vote that week', () => {
    expect(
      closeBoard(WEEK, [row('a', 1, '2026-11-16T08:00:00Z'), row('b', 0, '2026-11-16T07:00:00Z')]).awards,
    ).to.deep.equal([{ week: WEEK, rank: 1, listingId: 1, slug: 'a', name: 'a', votes: 1 }]);
    expect(closeBoard(WEEK, []).awards).to.deep.equal([]);
  });
});

describe('launch week recount', () => {
  const WEEK = '2026-11-16';
  const ended: LaunchWeekEvent = {
    type: 'LaunchWeekEnded',
    data: { week: WEEK, endedAt: '2026-11-23T00:00:00.000Z', throughPosition: 42 },
  };
  const launches = [
    { listingId: 1, slug: 'a', name: 'A', votes: 9, liveAt: '2026-11-16T08:00:00Z' },
    { listingId: 2, slug: 'b', name: 'B', votes: 5, liveAt: '2026-11-16T08:00:00Z' },
    { listingId: 3, slug: 'c', name: 'C', votes: 3, liveAt: '2026-11-16T08:00:00Z' },
    { listingId: 4, slug: 'd', name: 'D', votes: 2, liveAt: '2026-11-16T08:00:00Z' },
  ];
  const closed = [ended, ...when([ended], { type: 'CloseWeek', week: WEEK, launches })];
  const recount = (counts: Record<number, number>) =>
    when(closed, { type: 'RecountWeek', week: WEEK, counts, verdictsThrough: 99, cause: 'votes for a set aside' });

  it('refuses before the close; records nothing when the top three stays', () => {
    expect(refusal([ended], { type: 'RecountWeek', week: WEEK, counts: {}, verdictsThrough: 1, cause: 'x' })).to.equal(
      'week_not_closed',
    );
    expect(recount({ 1: 6 })).to.deep.equal([]);
  });

  it('records the recount with its cause and the new board; the awards follow it', () => {
    const events = recount({ 1: 0 });
    expect(events.map((e) => e.type)).to.deep.equal([
      'LaunchWeekRecounted',
      'LaunchOfTheWeekAwarded',
      'LaunchOfTheWeekAwarded',
      'LaunchOfTheWeekAwarded',
    ]);
    const data = events[0]!.data as Extract<LaunchWeekEvent, { type: 'LaunchWeekRecounted' }>['data'];
    expect(data).to.include({ week: WEEK, throughPosition: 42, verdictsThrough: 99, cause: 'votes for a set aside' });
    expect(data.board.map((r) => [r.rank, r.slug, r.votes])).to.deep.equal([
      [1, 'b', 5],
      [2, 'c', 3],
      [3, 'd', 2],
      [4, 'a', 0],
    ]);
    expect(events.slice(1).map((e) => [(e.data as any).rank, (e.data as any).slug])).to.deep.equal([
      [1, 'b'],
      [2, 'c'],
      [3, 'd'],
    ]);
    // Judged again with the same counts: nothing more.
    expect(
      when([...closed, ...events], {
        type: 'RecountWeek',
        week: WEEK,
        counts: { 1: 0 },
        verdictsThrough: 100,
        cause: 'x',
      }),
    ).to.deep.equal([]);
  });

  it('withdraws an award no launch earns any more', () => {
    const events = recount({ 1: 0, 2: 0, 3: 1, 4: 0 });
    expect(events.map((e) => [e.type, (e.data as any).rank, (e.data as any).slug])).to.deep.equal([
      ['LaunchWeekRecounted', undefined, undefined],
      ['LaunchOfTheWeekAwarded', 1, 'c'],
      ['LaunchOfTheWeekWithdrawn', 2, 'b'],
      ['LaunchOfTheWeekWithdrawn', 3, 'c'],
    ]);
  });

  it('ignores the listings context’s LaunchWeekBegan on the same stream', () => {
    const began = { type: 'LaunchWeekBegan', data: { week: WEEK } } as unknown as LaunchWeekEvent;
    expect(
      when([began], { type: 'EndWeek', week: WEEK, now: '2026-11-23T00:01:00.000Z', throughPosition: 42 }),
    ).to.deep.equal([ended]);
  });
});
