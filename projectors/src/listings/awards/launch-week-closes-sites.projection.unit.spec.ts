/**
 * Closed launch weeks per site (issue 30): the read model keeps each site's close, awards and
 * recounts apart, with the site as recorded (null: the default site, whose events name none, as
 * those written before the network did). Readers take a site's with `listingsOfSite`; each event
 * delivered twice leaves the same documents, and a rebuild equals the live model.
 */
import { expect } from 'chai';
import { listingsOfSite } from '@listings/shared/contracts/listings';
import type { LaunchWeekBoardRow, LaunchWeekEvent } from '@listings/shared/contracts/engagement';
import { dump, onceAndTwice, project } from '../../testing/replay.ts';
import {
  LAUNCH_AWARDS_COLLECTION,
  LAUNCH_WEEK_CLOSES_COLLECTION,
  LAUNCH_WEEK_RECOUNTS_COLLECTION,
  launchWeekClosesProjection,
} from './launch-week-closes.projection.ts';

const WEEK = '2026-11-16';
const row = (rank: number, listingId: number, slug: string, votes: number): LaunchWeekBoardRow => ({
  rank,
  listingId,
  slug,
  name: slug,
  votes,
  liveAt: null,
});
const award = (rank: 1 | 2 | 3, listingId: number, slug: string, votes: number, site?: string): LaunchWeekEvent => ({
  type: 'LaunchOfTheWeekAwarded',
  data: { week: WEEK, ...(site ? { site } : {}), rank, listingId, slug, name: slug, votes },
});
const events: LaunchWeekEvent[] = [
  { type: 'LaunchWeekEnded', data: { week: WEEK, endedAt: '2026-11-23T00:00:00.000Z', throughPosition: 40 } },
  {
    type: 'LaunchWeekClosed',
    data: { week: WEEK, throughPosition: 40, rankedBy: 'votes', board: [row(1, 1, 'main-top', 9)] },
  },
  award(1, 1, 'main-top', 9),
  {
    type: 'LaunchWeekClosed',
    data: {
      week: WEEK,
      site: 'ai',
      throughPosition: 40,
      rankedBy: 'votes',
      board: [row(1, 2, 'ai-top', 3), row(2, 3, 'ai-next', 2)],
    },
  },
  award(1, 2, 'ai-top', 3, 'ai'),
  award(2, 3, 'ai-next', 2, 'ai'),
  {
    type: 'LaunchWeekRecounted',
    data: {
      week: WEEK,
      site: 'ai',
      throughPosition: 40,
      verdictsThrough: 60,
      cause: 'votes for ai-top set aside after the week closed',
      board: [row(1, 3, 'ai-next', 2), row(2, 2, 'ai-top', 0)],
    },
  },
  award(1, 3, 'ai-next', 2, 'ai'),
  { type: 'LaunchOfTheWeekWithdrawn', data: { week: WEEK, site: 'ai', rank: 2, listingId: 3, slug: 'ai-next' } },
];
const MAIN = { key: 'main', isDefault: true };
const AI = { key: 'ai', isDefault: false };

describe('closed launch weeks and awards read model, per site', () => {
  it('keeps each site’s close, awards and recounts apart; the default site’s under the ids they always had', async () => {
    const documents = await project(launchWeekClosesProjection, events);
    const closes = await documents.collection(LAUNCH_WEEK_CLOSES_COLLECTION).find({}, { sort: { _id: 1 } });
    expect(
      closes.map((doc) => [doc._id, doc.site, (doc.board as LaunchWeekBoardRow[]).map((r) => r.slug)]),
    ).to.deep.equal([
      [WEEK, null, ['main-top']],
      [`${WEEK}@ai`, 'ai', ['ai-next', 'ai-top']],
    ]);
    const awards = await documents.collection(LAUNCH_AWARDS_COLLECTION).find({}, { sort: { _id: 1 } });
    expect(awards.map((doc) => [doc._id, doc.site, doc.slug])).to.deep.equal([
      [`${WEEK}:1`, null, 'main-top'],
      [`${WEEK}@ai:1`, 'ai', 'ai-next'],
    ]);
    const recounts = await documents.collection(LAUNCH_WEEK_RECOUNTS_COLLECTION).find({});
    expect(recounts.map((doc) => doc.site)).to.deep.equal(['ai']);
  });

  it('answers each site only its own, with the upcast (no site recorded: the default site)', async () => {
    const documents = await project(launchWeekClosesProjection, events);
    const slugsOf = async (collection: string, site: typeof MAIN) =>
      (await documents.collection(collection).find({ week: WEEK, ...listingsOfSite(site) })).map((doc) =>
        collection === LAUNCH_WEEK_RECOUNTS_COLLECTION ? doc.cause : doc._id,
      );
    expect(await slugsOf(LAUNCH_WEEK_CLOSES_COLLECTION, MAIN)).to.deep.equal([WEEK]);
    expect(await slugsOf(LAUNCH_WEEK_CLOSES_COLLECTION, AI)).to.deep.equal([`${WEEK}@ai`]);
    expect(await slugsOf(LAUNCH_AWARDS_COLLECTION, MAIN)).to.deep.equal([`${WEEK}:1`]);
    expect(await slugsOf(LAUNCH_AWARDS_COLLECTION, AI)).to.deep.equal([`${WEEK}@ai:1`]);
    expect(await slugsOf(LAUNCH_WEEK_RECOUNTS_COLLECTION, MAIN)).to.deep.equal([]);
    expect(await slugsOf(LAUNCH_WEEK_RECOUNTS_COLLECTION, AI)).to.have.length(1);
  });

  it('comes out the same when every event is delivered twice, and a rebuild equals the live model', async () => {
    const { once, twice } = await onceAndTwice(launchWeekClosesProjection, events);
    expect(twice).to.deep.equal(once);
    // The log replayed from the start (a rebuild) gives the documents the live model has (ids carry the site).
    const live = await project(launchWeekClosesProjection, events);
    const rebuilt = await project(launchWeekClosesProjection, events);
    expect(await dump(launchWeekClosesProjection, rebuilt)).to.deep.equal(await dump(launchWeekClosesProjection, live));
  });
});
