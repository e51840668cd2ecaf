import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import type { CommentEvent } from '@listings/shared/contracts/engagement';
import type { ListingFacts, PersonFacts } from '../engagement.decider.ts';
import { commentsDecider, type CommentCommand } from './comments.decider.ts';

const { when, refusal } = givenWhenThen(commentsDecider);
const confirmed: PersonFacts = { emailVerified: true, throwAwayAddress: false };
const unconfirmed: PersonFacts = { emailVerified: false, throwAwayAddress: false };
const live: ListingFacts = { status: 'live', ownerId: 'maker' };
const T0 = '2026-11-18T12:00:00.000Z';
const minutesAfter = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();

const post = (over: Partial<Extract<CommentCommand, { type: 'PostComment' }>> = {}): CommentCommand => ({
  type: 'PostComment',
  listingId: 1,
  commentId: 'c1',
  authorId: 'ann',
  parentId: null,
  text: 'Looks useful',
  at: T0,
  person: confirmed,
  listing: live,
  ...over,
});
const posted = (over: Partial<Extract<CommentEvent, { type: 'CommentPosted' }>['data']> = {}): CommentEvent => ({
  type: 'CommentPosted',
  data: {
    listingId: 1,
    commentId: 'c1',
    authorId: 'ann',
    parentId: null,
    text: 'Looks useful',
    byMaker: false,
    at: T0,
    ...over,
  },
});

describe('comments decider', () => {
  describe('posting', () => {
    it('given nothing, when a confirmed person posts, then the trimmed comment is posted at the command’s time', () => {
      expect(when([], post({ text: '  Looks useful \n' }))).to.deep.equal([posted()]);
    });

    it('given nothing, when the listing’s owner posts, then the comment is marked as the maker’s', () => {
      expect(when([], post({ authorId: 'maker' }))).to.deep.equal([posted({ authorId: 'maker', byMaker: true })]);
    });

    it('given a thread, when someone replies to a reply, then the reply joins the thread (one level)', () => {
      const given = [posted(), posted({ commentId: 'c2', authorId: 'maker', parentId: 'c1', byMaker: true })];
      expect(when(given, post({ commentId: 'c3', authorId: 'bob', parentId: 'c2' }))).to.deep.equal([
        posted({ commentId: 'c3', authorId: 'bob', parentId: 'c1' }),
      ]);
    });

    it('refuses an unconfirmed address, an empty or too long text (naming the field), a draft listing, a missing or removed parent', () => {
      expect(refusal([], post({ person: unconfirmed }))).to.equal('email_not_verified');
      expect(refusal([], post({ text: '   ' }))).to.equal('comment_text_empty');
      expect(refusal([], post({ text: 'x'.repeat(5001) }))).to.equal('comment_text_too_long');
      expect(when([], post({ text: 'x'.repeat(5000) }))).to.have.length(1);
      expect(refusal([], post({ listing: { status: 'draft', ownerId: 'maker' } }))).to.equal('listing_not_found');
      expect(refusal([], post({ commentId: 'c2', parentId: 'nope' }))).to.equal('comment_not_found');
      const deleted: CommentEvent = { type: 'CommentDeleted', data: { listingId: 1, commentId: 'c1', at: T0 } };
      expect(refusal([posted(), deleted], post({ commentId: 'c2', parentId: 'c1' }))).to.equal('comment_closed');
      try {
        when([], post({ text: 'x'.repeat(5001) }));
      } catch (error) {
        expect((error as { field?: string }).field).to.equal('text');
      }
    });

    it('given the comment, when the same comment id is posted again (a resent form), then nothing is recorded', () => {
      expect(when([posted()], post())).to.deep.equal([]);
    });
  });

  describe('editing', () => {
    const edit = (
      at: string,
      over: Partial<Extract<CommentCommand, { type: 'EditComment' }>> = {},
    ): CommentCommand => ({
      type: 'EditComment',
      listingId: 1,
      commentId: 'c1',
      authorId: 'ann',
      text: 'Looks very useful',
      at,
      ...over,
    });

    it('given a comment, when its author edits it within 15 minutes, then the edit keeps the text before', () => {
      expect(when([posted()], edit(minutesAfter(15)))).to.deep.equal([
        {
          type: 'CommentEdited',
          data: {
            listingId: 1,
            commentId: 'c1',
            text: 'Looks very useful',
            before: 'Looks useful',
            at: minutesAfter(15),
          },
        },
      ]);
    });

    it('refuses after 15 minutes, by someone else, once deleted; the same text records nothing', () => {
      expect(refusal([posted()], edit(minutesAfter(15.01)))).to.equal('edit_window_closed');
      expect(refusal([posted()], edit(minutesAfter(1), { authorId: 'bob' }))).to.equal('not_your_comment');
      const deleted: CommentEvent = { type: 'CommentDeleted', data: { listingId: 1, commentId: 'c1', at: T0 } };
      expect(refusal([posted(), deleted], edit(minutesAfter(1)))).to.equal('comment_deleted');
      expect(when([posted()], edit(minutesAfter(1), { text: ' Looks useful ' }))).to.deep.equal([]);
    });
  });

  describe('deleting, reporting, hiding', () => {
    const del = (authorId: string): CommentCommand => ({
      type: 'DeleteComment',
      listingId: 1,
      commentId: 'c1',
      authorId,
      at: minutesAfter(60),
    });
    const report = (reporterId: string, person = confirmed): CommentCommand => ({
      type: 'ReportComment',
      listingId: 1,
      commentId: 'c1',
      reporterId,
      reason: 'spam',
      at: minutesAfter(2),
      person,
    });

    it('the author deletes (at any time, once); nobody else can', () => {
      const deleted: CommentEvent = {
        type: 'CommentDeleted',
        data: { listingId: 1, commentId: 'c1', at: minutesAfter(60) },
      };
      expect(when([posted()], del('ann'))).to.deep.equal([deleted]);
      expect(when([posted(), deleted], del('ann'))).to.deep.equal([]);
      expect(refusal([posted()], del('bob'))).to.equal('not_your_comment');
    });

    it('anyone confirmed reports once; not their own, not unconfirmed', () => {
      const reported: CommentEvent = {
        type: 'CommentReported',
        data: { listingId: 1, commentId: 'c1', reporterId: 'bob', reason: 'spam', at: minutesAfter(2) },
      };
      expect(when([posted()], report('bob'))).to.deep.equal([reported]);
      expect(when([posted(), reported], report('bob'))).to.deep.equal([]);
      expect(refusal([posted()], report('ann'))).to.equal('own_comment');
      expect(refusal([posted()], report('bob', unconfirmed))).to.equal('email_not_verified');
    });

    it('the site team hides with a reason and restores; repeats record nothing', () => {
      const hide: CommentCommand = { type: 'HideComment', listingId: 1, commentId: 'c1', reason: ' Spam ', at: T0 };
      const hidden: CommentEvent = {
        type: 'CommentHidden',
        data: { listingId: 1, commentId: 'c1', reason: 'Spam', at: T0 },
      };
      const restore: CommentCommand = { type: 'RestoreComment', listingId: 1, commentId: 'c1', at: T0 };
      expect(when([posted()], hide)).to.deep.equal([hidden]);
      expect(when([posted(), hidden], hide)).to.deep.equal([]);
      expect(refusal([posted()], { ...hide, reason: ' ' })).to.equal('invalid_reason');
      expect(when([posted(), hidden], restore)).to.deep.equal([
        { type: 'CommentRestored', data: { listingId: 1, commentId: 'c1', at: T0 } },
      ]);
      expect(when([posted()], restore)).to.deep.equal([]);
      expect(refusal([], hide)).to.equal('comment_not_found');
    });
  });
});
