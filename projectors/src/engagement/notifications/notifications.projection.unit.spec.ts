import { expect } from 'chai';
import type { DomainEvent } from '@listings/shared/kernel';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@listings/shared/contracts/engagement';
import { onceAndTwice, project } from '../../testing/replay.ts';
import {
  NOTIFICATIONS_COLLECTION,
  notificationsProjection,
  type NotificationDocument,
} from './notifications.projection.ts';

const profile = { name: 'Acme' } as never;
const C1 = '00000000-0000-4000-8000-000000000001';
const C2 = '00000000-0000-4000-8000-000000000002';
const C3 = '00000000-0000-4000-8000-000000000003';
const noSiteForReplies = {
  ...DEFAULT_NOTIFICATION_SETTINGS,
  kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, comment_reply: { site: false, email: true } },
};

// e1 … e15: positions 1 … 15 (replay.ts numbers them in order).
const events: DomainEvent[] = [
  { type: 'ListingCreated', data: { listingId: 7, slug: 'acme', ownerId: 'maker', profile } }, // e1
  { type: 'ListingFollowed', data: { listingId: 7, followerId: 'fan' } }, // e2
  { type: 'ListingFollowed', data: { listingId: 7, followerId: 'gone' } }, // e3
  { type: 'ListingUnfollowed', data: { listingId: 7, followerId: 'gone' } }, // e4
  { type: 'ListingWentLive', data: { listingId: 7, week: '2026-03-02', plan: 'free' } }, // e5: maker + fan
  {
    type: 'CommentPosted', // e6: maker (product_discussion)
    data: { listingId: 7, commentId: C1, authorId: 'ann', parentId: null, text: 'Hi', byMaker: false, at: 'x' },
  },
  {
    type: 'CommentPosted', // e7: ann (reply); the maker wrote it: nothing for the maker
    data: { listingId: 7, commentId: C2, authorId: 'maker', parentId: C1, text: 'Thanks', byMaker: true, at: 'x' },
  },
  {
    type: 'ReviewPosted', // e8: maker
    data: { listingId: 7, reviewId: 'r1', authorId: 'fan', rating: 4, text: 'Good', genuine: true },
  },
  { type: 'ListingUpdatePosted', data: { listingId: 7, updateId: 1, title: 'v2 is out', body: 'More' } }, // e9: fan
  {
    type: 'LaunchOfTheWeekAwarded', // e10: maker
    data: { week: '2026-03-02', rank: 1, listingId: 7, slug: 'acme', name: 'Acme', votes: 3 },
  },
  { type: 'NotificationsRead', data: { accountId: 'maker', throughPosition: 8 } }, // e11
  {
    type: 'NotificationSettingsSaved', // e12
    data: { accountId: 'ann', settings: noSiteForReplies, before: null, via: 'settings' },
  },
  {
    type: 'CommentPosted', // e13: ann turned replies off on the site: nothing for ann; maker: a comment
    data: { listingId: 7, commentId: C3, authorId: 'bob', parentId: C1, text: 'Me too', byMaker: false, at: 'x' },
  },
  { type: 'ListingProfileChanged', data: { listingId: 7, changes: { name: { before: 'Acme', after: 'Acme 2' } } } }, // e14
  { type: 'ListingRelaunched', data: { listingId: 7, week: '2026-03-09' } }, // e15: maker + fan, new name
];

describe('notifications read model', () => {
  it('tells each person of what concerns them, never of their own doing, as their settings allow', async () => {
    const documents = await project(notificationsProjection, events);
    const all = await documents
      .collection<NotificationDocument>(NOTIFICATIONS_COLLECTION)
      .find({}, { sort: { position: 1, recipient_id: 1 } });
    expect(all.map((n) => [n._id, n.kind, n.what, n.anchor, n.listing_name, n.read])).to.deep.equal([
      ['e5:fan', 'followed_product', 'Launched', null, 'Acme', false],
      ['e5:maker', 'product_milestone', 'Your product launched', null, 'Acme', true],
      ['e6:maker', 'product_discussion', 'New comment', `comment-${C1}`, 'Acme', true],
      ['e7:ann', 'comment_reply', 'New reply to your comment', `comment-${C2}`, 'Acme', false],
      ['e8:maker', 'product_discussion', 'New review (4 of 5)', 'reviews', 'Acme', true],
      ['e9:fan', 'followed_product', 'Update: v2 is out', 'updates-title', 'Acme', false],
      [
        'e10:maker',
        'product_milestone',
        'Won launch of the week, first place (week of 2026-03-02)',
        null,
        'Acme',
        false,
      ],
      ['e13:maker', 'product_discussion', 'New comment', `comment-${C3}`, 'Acme', false],
      ['e15:fan', 'followed_product', 'Launched', null, 'Acme 2', false],
      ['e15:maker', 'product_milestone', 'Your product launched', null, 'Acme 2', false],
    ]);
    expect(all.every((n) => n.listing_slug === 'acme' && n.listing_id === 7)).to.equal(true);
    expect(
      await documents.collection(NOTIFICATIONS_COLLECTION).countDocuments({ recipient_id: 'maker', read: false }),
    ).to.equal(3);
  });

  it('comes out the same when every event is delivered twice', async () => {
    const { once, twice } = await onceAndTwice(notificationsProjection, events);
    expect(once[NOTIFICATIONS_COLLECTION]).to.have.length(10);
    expect(twice).to.deep.equal(once);
  });
});
