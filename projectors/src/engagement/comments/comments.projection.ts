/**
 * The `listing_comments` read model: every comment of every listing's discussion, one document each,
 * for the listing page's threads. A thread's first comment keeps `last_activity_at`, the time of its
 * latest comment or reply, so the page sorts threads by recent activity; each comment keeps the
 * reports made of it (who, why, when) for the site team.
 *
 * Every step sets values, keeps the larger time ($max) or adds a report already there as a no-op
 * ($addToSet of the same document), and a posted comment's fields are written only when its document
 * is new ($setOnInsert), so an event delivered twice, or a replay from an older checkpoint, leaves the
 * same documents; a rebuild from the log gives them again.
 */
import { defineProjection } from '@listings/shared/kernel';
import {
  COMMENT_EVENT_TYPES,
  type CommentEvent,
  type CommentReportReason,
} from '@listings/shared/contracts/engagement';

export const LISTING_COMMENTS_COLLECTION = 'listing_comments';

export interface ListingCommentDocument {
  _id: string; // comment id
  listing_id: number;
  /** The thread's first comment (its own id for a first comment). */
  thread_id: string;
  parent_id: string | null;
  author_id: string;
  by_maker: boolean;
  /** Empty once the comment is deleted (the event log keeps what was written). */
  text: string;
  posted_at: string;
  /** The posting event's place in the log: the order of comments posted in the same millisecond. */
  seq: number;
  edited_at: string | null;
  deleted_at: string | null;
  /** The site team's reason, while the comment is hidden. */
  hidden_reason: string | null;
  /** First comments only: the time of the thread's latest comment. */
  last_activity_at: string;
  reports: { reporter_id: string; reason: CommentReportReason; at: string }[];
  [field: string]: unknown;
}

export const commentsProjection = defineProjection<CommentEvent>({
  name: 'comments',
  collections: [LISTING_COMMENTS_COLLECTION],
  eventTypes: [...COMMENT_EVENT_TYPES],

  async setup(documents) {
    await documents.collection(LISTING_COMMENTS_COLLECTION).createIndex({ listing_id: 1, seq: 1 });
  },

  async apply(event, documents) {
    const comments = documents.collection<ListingCommentDocument>(LISTING_COMMENTS_COLLECTION);
    const set = (commentId: string, changes: Partial<ListingCommentDocument>) =>
      comments.updateOne({ _id: commentId }, { $set: changes });
    switch (event.type) {
      case 'CommentPosted': {
        const { listingId, commentId, authorId, parentId, text, byMaker, at } = event.data;
        await comments.updateOne(
          { _id: commentId },
          {
            $setOnInsert: {
              listing_id: listingId,
              thread_id: parentId ?? commentId,
              parent_id: parentId,
              author_id: authorId,
              by_maker: byMaker,
              text,
              posted_at: at,
              seq: event.position,
              edited_at: null,
              deleted_at: null,
              hidden_reason: null,
              last_activity_at: at,
              reports: [],
            },
          },
          { upsert: true },
        );
        if (parentId) await comments.updateOne({ _id: parentId }, { $max: { last_activity_at: at } });
        return;
      }
      case 'CommentEdited':
        await set(event.data.commentId, { text: event.data.text, edited_at: event.data.at });
        return;
      case 'CommentDeleted':
        await set(event.data.commentId, { text: '', deleted_at: event.data.at });
        return;
      case 'CommentReported': {
        const { commentId, reporterId, reason, at } = event.data;
        await comments.updateOne(
          { _id: commentId },
          { $addToSet: { reports: { reporter_id: reporterId, reason, at } } },
        );
        return;
      }
      case 'CommentHidden':
        await set(event.data.commentId, { hidden_reason: event.data.reason });
        return;
      case 'CommentRestored':
        await set(event.data.commentId, { hidden_reason: null });
        return;
    }
  },
});
