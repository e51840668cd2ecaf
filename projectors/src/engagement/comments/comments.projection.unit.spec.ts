import { expect } from 'chai';
import type { CommentEvent } from '@listings/shared/contracts/engagement';
import { onceAndTwice, project } from '../../testing/replay.ts';
import { LISTING_COMMENTS_COLLECTION, commentsProjection } from './comments.projection.ts';

const T = (minute: number) => `2026-11-18T12:${String(minute).padStart(2, '0')}:00.000Z`;
const posted = (
  commentId: string,
  authorId: string,
  parentId: string | null,
  minute: number,
  byMaker = false,
): CommentEvent => ({
  type: 'CommentPosted',
  data: { listingId: 1, commentId, authorId, parentId, text: `${commentId} text`, byMaker, at: T(minute) },
});

const events: CommentEvent[] = [
  posted('c1', 'ann', null, 1),
  posted('c2', 'maker', null, 2, true),
  posted('r1', 'maker', 'c1', 3, true),
  posted('c3', 'bob', null, 4),
  { type: 'CommentEdited', data: { listingId: 1, commentId: 'c3', text: 'better', before: 'c3 text', at: T(5) } },
  { type: 'CommentReported', data: { listingId: 1, commentId: 'c3', reporterId: 'ann', reason: 'spam', at: T(6) } },
  { type: 'CommentReported', data: { listingId: 1, commentId: 'c3', reporterId: 'cy', reason: 'abuse', at: T(7) } },
  { type: 'CommentHidden', data: { listingId: 1, commentId: 'c3', reason: 'Spam', at: T(8) } },
  { type: 'CommentDeleted', data: { listingId: 1, commentId: 'c2', at: T(9) } },
  posted('r2', 'bob', 'c1', 10),
  { type: 'CommentHidden', data: { listingId: 1, commentId: 'r2', reason: 'Rude', at: T(11) } },
  { type: 'CommentRestored', data: { listingId: 1, commentId: 'r2', at: T(12) } },
];

describe('comments read model', () => {
  it('keeps each comment with its thread, maker mark, edit, deletion, hiding, reports and the thread’s last activity', async () => {
    const documents = await project(commentsProjection, events);
    const all = await documents.collection(LISTING_COMMENTS_COLLECTION).find({}, { sort: { _id: 1 } });
    expect(
      all.map((c) => [
        c._id,
        c.thread_id,
        c.by_maker,
        c.text,
        c.edited_at,
        c.deleted_at,
        c.hidden_reason,
        c.last_activity_at,
      ]),
    ).to.deep.equal([
      ['c1', 'c1', false, 'c1 text', null, null, null, T(10)],
      ['c2', 'c2', true, '', null, T(9), null, T(2)],
      ['c3', 'c3', false, 'better', T(5), null, 'Spam', T(4)],
      ['r1', 'c1', true, 'r1 text', null, null, null, T(3)],
      ['r2', 'c1', false, 'r2 text', null, null, null, T(10)],
    ]);
    expect(all.find((c) => c._id === 'c3')!.reports).to.deep.equal([
      { reporter_id: 'ann', reason: 'spam', at: T(6) },
      { reporter_id: 'cy', reason: 'abuse', at: T(7) },
    ]);
  });

  it('comes out the same when every event is delivered twice', async () => {
    const { once, twice } = await onceAndTwice(commentsProjection, events);
    expect(twice).to.deep.equal(once);
    expect(once[LISTING_COMMENTS_COLLECTION]).to.have.length(5);
  });
});
