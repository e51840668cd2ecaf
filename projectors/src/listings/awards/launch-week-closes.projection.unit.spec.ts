import { expect } from 'chai';
import type { LaunchWeekEvent } from '@listings/shared/contracts/engagement';
import { onceAndTwice, project } from '../../testing/replay.ts';
import {
  LAUNCH_AWARDS_COLLECTION,
  LAUNCH_WEEK_CLOSES_COLLECTION,
  LAUNCH_WEEK_RECOUNTS_COLLECTION,
  launchWeekClosesProjection,
} from './launch-week-closes.projection.ts';

const WEEK = '2026-11-16';
const events: LaunchWeekEvent[] = [
  { type: 'LaunchWeekEnded', data: { week: WEEK, endedAt: '2026-11-23T00:00:00.000Z', throughPosition: 40 } },
  {
    type: 'LaunchWeekClosed',
    data: {
      week: WEEK,
      throughPosition: 40,
      rankedBy: 'votes',
      board: [
        { rank: 1, listingId: 7, slug: 'winner', name: 'Winner', votes: 5, liveAt: null },
        { rank: 2, listingId: 8, slug: 'second', name: 'Second', votes: 0, liveAt: null },
      ],
    },
  },
  {
    type: 'LaunchOfTheWeekAwarded',
    data: { week: WEEK, rank: 1, listingId: 7, slug: 'winner', name: 'Winner', votes: 5 },
  },
];

describe('closed launch weeks and awards read model', () => {
  it('keeps each closed week’s board and each award as recorded', async () => {
    const documents = await project(launchWeekClosesProjection, events);
    const [closed] = await documents.collection(LAUNCH_WEEK_CLOSES_COLLECTION).find({});
    expect(closed).to.deep.include({ _id: WEEK, through_position: 40, ranked_by: 'votes' });
    expect((closed.board as unknown[]).length).to.equal(2);
    const awards = await documents.collection(LAUNCH_AWARDS_COLLECTION).find({});
    expect(awards.map((a) => [a._id, a.slug, a.rank, a.votes])).to.deep.equal([[`${WEEK}:1`, 'winner', 1, 5]]);
  });

  it('comes out the same when every event is delivered twice', async () => {
    const { once, twice } = await onceAndTwice(launchWeekClosesProjection, events);
    expect(twice).to.deep.equal(once);
  });
});

describe('closed launch weeks: recounts', () => {
  const recounted: LaunchWeekEvent[] = [
    ...events,
    {
      type: 'LaunchWeekRecounted',
      data: {
        week: WEEK,
        throughPosition: 40,
        verdictsThrough: 77,
        cause: 'votes for winner set aside after the week closed (part of a burst of votes)',
        board: [
          { rank: 1, listingId: 8, slug: 'second', name: 'Second', votes: 0, liveAt: null },
          { rank: 2, listingId: 7, slug: 'winner', name: 'Winner', votes: 0, liveAt: null },
        ],
      },
    },
    { type: 'LaunchOfTheWeekWithdrawn', data: { week: WEEK, rank: 1, listingId: 7, slug: 'winner' } },
  ];

  it('logs each recount with its cause and top three, updates the board, and withdraws the award', async () => {
    const documents = await project(launchWeekClosesProjection, recounted);
    const [log] = await documents.collection(LAUNCH_WEEK_RECOUNTS_COLLECTION).find({});
    expect(log).to.deep.include({ week: WEEK, cause: (recounted[3]!.data as { cause: string }).cause });
    expect((log!.top as { slug: string }[]).map((r) => r.slug)).to.deep.equal(['second', 'winner']);
    const [closed] = await documents.collection(LAUNCH_WEEK_CLOSES_COLLECTION).find({});
    expect((closed!.board as { slug: string }[])[0]!.slug).to.equal('second');
    expect(await documents.collection(LAUNCH_AWARDS_COLLECTION).find({})).to.deep.equal([]);
    const { once, twice } = await onceAndTwice(launchWeekClosesProjection, recounted);
    expect(twice).to.deep.equal(once);
  });
});
