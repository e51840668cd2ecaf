import { expect } from 'chai';
import { isFinishedWeek, rankLaunchWeek, type RankedListing } from './launch-of-the-week.ts';

const WEEK = '2026-11-16';
const listing = (
  slug: string,
  votes: number,
  liveAt: string,
  overrides: Partial<RankedListing> = {},
): RankedListing => ({
  slug,
  listing_id: slug.length,
  name: slug,
  status: 'live',
  launch_week: WEEK,
  live_at: liveAt,
  votes_by_week: { [WEEK]: votes, '2026-11-23': 100 },
  ...overrides,
});

describe('Launch of the Week ranking', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('a week is finished once its Sunday is over (UTC)', () => {
    expect(isFinishedWeek(WEEK, new Date('2026-11-22T23:59:59Z'))).to.equal(false);
    expect(isFinishedWeek(WEEK, new Date('2026-11-23T00:00:00Z'))).to.equal(true);
  });

  it('ranks the top 3 by votes cast during the week; ties by earlier live_at, then slug', () => {
    const ranked = rankLaunchWeek(
      [
        listing('d', 2, '2026-11-16T08:00:00Z'),
        listing('c', 3, '2026-11-16T11:00:00Z'),
        listing('b', 3, '2026-11-16T09:00:00Z'),
        listing('a', 3, '2026-11-16T11:00:00Z'),
        listing('e', 9, '2026-11-16T08:00:00Z'),
      ],
      WEEK,
      now,
    );
    expect(ranked.map((r) => [r.rank, r.slug, r.votes])).to.deep.equal([
      [1, 'e', 9],
      [2, 'b', 3],
      [3, 'a', 3],
    ]);
  });

  it('keeps the award of an earlier launch week after the listing relaunched into a later one', () => {
    const relaunched = listing('comeback', 0, '2026-11-02T09:00:00Z', {
      launch_week: WEEK,
      launch_weeks: ['2026-11-02', WEEK],
      votes_by_week: { '2026-11-02': 7, [WEEK]: 3 },
    });
    const rival = listing('rival', 0, '2026-11-16T09:00:00Z', { votes_by_week: { [WEEK]: 5 } });
    expect(rankLaunchWeek([relaunched, rival], '2026-11-02', now).map((a) => [a.slug, a.rank])).to.deep.equal([
      ['comeback', 1],
    ]);
    expect(rankLaunchWeek([relaunched, rival], WEEK, now).map((a) => [a.slug, a.rank])).to.deep.equal([
      ['rival', 1],
      ['comeback', 2],
    ]);
  });

  it('ignores unfinished weeks, listings not live or launched another week, and listings without votes that week', () => {
    const candidates = [
      listing('scheduled', 5, '2026-11-16T08:00:00Z', { status: 'scheduled' }),
      listing('other-week', 5, '2026-11-09T08:00:00Z', { launch_week: '2026-11-09' }),
      listing('no-votes', 0, '2026-11-16T08:00:00Z'),
      listing('winner', 1, '2026-11-16T08:00:00Z'),
    ];
    expect(rankLaunchWeek(candidates, WEEK, now).map((r) => r.slug)).to.deep.equal(['winner']);
    expect(rankLaunchWeek(candidates, WEEK, new Date('2026-11-20T12:00:00Z'))).to.deep.equal([]);
  });
});
