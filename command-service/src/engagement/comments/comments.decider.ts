/**
 * The discussion under one listing, decided purely (stream `comments-<listing id>`). What the rules
 * need about the person (a confirmed e-mail address) and the listing (public, its owner) comes in the
 * command, loaded by the caller (comment-actions.ts); so does the time (`at`, from the clock), so the
 * decision is a pure function and the 15-minute edit window is tested without waiting.
 *
 * Rules:
 * - post: on a public listing (live or scheduled); only with a confirmed address; 1 to 5,000
 *   characters after trimming. A reply names a comment of this listing that is neither deleted nor
 *   hidden; a reply to a reply joins that reply's thread (one level of replies). The author's owning
 *   the listing marks the comment `byMaker`. The same comment id again records nothing (a resent form).
 * - edit: the author only, within EDIT_WINDOW_MINUTES of posting, not once deleted; same text: nothing.
 * - delete: the author only; again: nothing.
 * - report: anyone with a confirmed address, not their own, not a deleted one; once per person.
 * - hide (site team) with a reason of 1 to 500 characters; restore. Each again: nothing.
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import {
  COMMENT_TEXT_MAX,
  EDIT_WINDOW_MINUTES,
  HIDE_REASON_MAX,
  withinEditWindow,
  type CommentEvent,
  type CommentReportReason,
} from '@listings/shared/contracts/engagement';
import type { ListingFacts, PersonFacts } from '../engagement.decider.ts';

export type CommentCommand =
  | {
      type: 'PostComment';
      listingId: number;
      commentId: string;
      authorId: string;
      parentId: string | null;
      text: string;
      at: string;
      person: PersonFacts;
      listing: ListingFacts;
    }
  | { type: 'EditComment'; listingId: number; commentId: string; authorId: string; text: string; at: string }
  | { type: 'DeleteComment'; listingId: number; commentId: string; authorId: string; at: string }
  | {
      type: 'ReportComment';
      listingId: number;
      commentId: string;
      reporterId: string;
      reason: CommentReportReason;
      at: string;
      person: PersonFacts;
    }
  | { type: 'HideComment'; listingId: number; commentId: string; reason: string; at: string }
  | { type: 'RestoreComment'; listingId: number; commentId: string; at: string };

export interface CommentState {
  authorId: string;
  /** The thread's first comment (null: this one starts a thread). */
  parentId: string | null;
  text: string;
  postedAt: string;
  deleted: boolean;
  hidden: boolean;
  reporters: ReadonlySet<string>;
}

export interface CommentsState {
  comments: ReadonlyMap<string, CommentState>;
}

const PUBLIC = new Set(['live', 'scheduled']);

/** The comment's text trimmed, or a refusal naming the `text` field. */
const checkedText = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed.length === 0)
    throw new DomainError('invalid', 'comment_text_empty', 'Write something before you post.', 'text');
  if (trimmed.length > COMMENT_TEXT_MAX)
    throw new DomainError(
      'invalid',
      'comment_text_too_long',
      `A comment is at most ${COMMENT_TEXT_MAX.toLocaleString('en')} characters; this one has ${trimmed.length.toLocaleString('en')}.`,
      'text',
    );
  return trimmed;
};

const mustBeConfirmed = (person: PersonFacts, what: string) => {
  if (!person.emailVerified)
    throw new DomainError('forbidden', 'email_not_verified', `Confirm your e-mail address before you ${what}.`);
};

const existing = (state: CommentsState, commentId: string): CommentState => {
  const comment = state.comments.get(commentId);
  if (!comment) throw new DomainError('not_found', 'comment_not_found', 'There is no such comment on this listing.');
  return comment;
};

const ownOnly = (comment: CommentState, personId: string, what: string) => {
  if (comment.authorId !== personId)
    throw new DomainError('forbidden', 'not_your_comment', `You can only ${what} your own comments.`);
};

export const commentsDecider: Decider<CommentCommand, CommentEvent, CommentsState> = {
  initialState: () => ({ comments: new Map() }),

  decide(command, state): CommentEvent[] {
    const { listingId, commentId, at } = command;
    switch (command.type) {
      case 'PostComment': {
        if (!PUBLIC.has(command.listing.status))
          throw new DomainError('not_found', 'listing_not_found', `Listing ${listingId} does not exist.`);
        if (state.comments.has(commentId)) return [];
        mustBeConfirmed(command.person, 'comment');
        let parentId: string | null = null;
        if (command.parentId !== null) {
          const parent = existing(state, command.parentId);
          if (parent.deleted || parent.hidden)
            throw new DomainError('conflict', 'comment_closed', 'That comment was removed; it takes no replies.');
          parentId = parent.parentId ?? command.parentId;
        }
        const text = checkedText(command.text);
        const byMaker = command.listing.ownerId !== null && command.listing.ownerId === command.authorId;
        return [
          {
            type: 'CommentPosted',
            data: { listingId, commentId, authorId: command.authorId, parentId, text, byMaker, at },
          },
        ];
      }
      case 'EditComment': {
        const comment = existing(state, commentId);
        ownOnly(comment, command.authorId, 'edit');
        if (comment.deleted) throw new DomainError('conflict', 'comment_deleted', 'This comment was deleted.');
        if (!withinEditWindow(comment.postedAt, at))
          throw new DomainError(
            'conflict',
            'edit_window_closed',
            `A comment can be edited for ${EDIT_WINDOW_MINUTES} minutes after it is posted; that time is over.`,
          );
        const text = checkedText(command.text);
        if (text === comment.text) return [];
        return [{ type: 'CommentEdited', data: { listingId, commentId, text, before: comment.text, at } }];
      }
      case 'DeleteComment': {
        const comment = existing(state, commentId);
        ownOnly(comment, command.authorId, 'delete');
        return comment.deleted ? [] : [{ type: 'CommentDeleted', data: { listingId, commentId, at } }];
      }
      case 'ReportComment': {
        const comment = existing(state, commentId);
        mustBeConfirmed(command.person, 'report a comment');
        if (comment.authorId === command.reporterId)
          throw new DomainError('forbidden', 'own_comment', 'You cannot report your own comment.');
        if (comment.deleted) throw new DomainError('conflict', 'comment_deleted', 'This comment was deleted.');
        if (comment.reporters.has(command.reporterId)) return [];
        return [
          {
            type: 'CommentReported',
            data: { listingId, commentId, reporterId: command.reporterId, reason: command.reason, at },
          },
        ];
      }
      case 'HideComment': {
        const comment = existing(state, commentId);
        const reason = command.reason.trim();
        if (reason.length < 1 || reason.length > HIDE_REASON_MAX)
          throw new DomainError(
            'invalid',
            'invalid_reason',
            `Give a reason of 1 to ${HIDE_REASON_MAX} characters.`,
            'reason',
          );
        return comment.hidden ? [] : [{ type: 'CommentHidden', data: { listingId, commentId, reason, at } }];
      }
      case 'RestoreComment': {
        const comment = existing(state, commentId);
        return comment.hidden ? [{ type: 'CommentRestored', data: { listingId, commentId, at } }] : [];
      }
    }
  },

  evolve(state, event): CommentsState {
    const comments = new Map(state.comments);
    const change = (commentId: string, changes: Partial<CommentState>) => {
      const comment = comments.get(commentId);
      if (comment) comments.set(commentId, { ...comment, ...changes });
      return { comments };
    };
    switch (event.type) {
      case 'CommentPosted': {
        const { commentId, authorId, parentId, text, at } = event.data;
        comments.set(commentId, {
          authorId,
          parentId,
          text,
          postedAt: at,
          deleted: false,
          hidden: false,
          reporters: new Set(),
        });
        return { comments };
      }
      case 'CommentEdited':
        return change(event.data.commentId, { text: event.data.text });
      case 'CommentDeleted':
        return change(event.data.commentId, { deleted: true });
      case 'CommentReported': {
        const reporters = new Set(comments.get(event.data.commentId)?.reporters);
        reporters.add(event.data.reporterId);
        return change(event.data.commentId, { reporters });
      }
      case 'CommentHidden':
        return change(event.data.commentId, { hidden: true });
      case 'CommentRestored':
        return change(event.data.commentId, { hidden: false });
    }
  },
};
