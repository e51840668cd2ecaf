/**
 * A listing's discussion as the page shows it: threads of a first comment and its replies (oldest
 * reply first), the maker's first comment on top, then the others by recent activity (their latest
 * reply, or when they were posted). Authors come with their names; a deleted or hidden comment keeps
 * its place only when replies hang under it (its text is never given out), otherwise it is left out.
 * Bounded: the newest MAX_COMMENTS comments of a listing are read.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts';
import { LISTING_COMMENTS_COLLECTION, type ListingCommentDocument } from '@listings/projectors/engagement';
import { handlesOf } from '../profiles/person-profile.ts';

export const MAX_COMMENTS = 2000;

export interface ShownComment {
  id: string;
  authorId: string;
  author: string;
  /** The author's profile handle (/people/<handle>), when they have one. */
  authorHandle: string | null;
  byMaker: boolean;
  /** The Markdown as written; empty when deleted or hidden. */
  text: string;
  postedAt: string;
  edited: boolean;
  deleted: boolean;
  /** Hidden by the site team (the reason is for the author's eyes only). */
  hidden: boolean;
  hiddenReason: string | null;
}

export interface ShownThread {
  comment: ShownComment;
  replies: ShownComment[];
  lastActivityAt: string;
}

export async function listingComments(
  documents: DocumentStore,
  listingId: number,
): Promise<{ threads: ShownThread[]; count: number }> {
  const docs = await documents
    .collection<ListingCommentDocument>(LISTING_COMMENTS_COLLECTION)
    .find({ listing_id: listingId }, { sort: { seq: -1 }, limit: MAX_COMMENTS });
  docs.reverse();
  const authorIds = [...new Set(docs.map((doc) => doc.author_id))];
  const [accounts, handles] = await Promise.all([
    documents.collection(ACCOUNTS_COLLECTION).find({ _id: { $in: authorIds } }, { projection: { name: 1 } }),
    handlesOf(documents, authorIds),
  ]);
  const names = new Map(accounts.map((account) => [account._id as string, String(account.name)]));
  const shown = (doc: ListingCommentDocument): ShownComment => {
    const removed = doc.deleted_at !== null || doc.hidden_reason !== null;
    return {
      id: doc._id,
      authorId: doc.author_id,
      author: names.get(doc.author_id) ?? 'A member',
      authorHandle: handles.get(doc.author_id) ?? null,
      byMaker: doc.by_maker,
      text: removed ? '' : doc.text,
      postedAt: doc.posted_at,
      edited: doc.edited_at !== null,
      deleted: doc.deleted_at !== null,
      hidden: doc.hidden_reason !== null,
      hiddenReason: doc.hidden_reason,
    };
  };
  const threads = new Map<string, ShownThread>();
  for (const doc of docs)
    if (doc.parent_id === null)
      threads.set(doc._id, { comment: shown(doc), replies: [], lastActivityAt: doc.last_activity_at });
  for (const doc of docs) {
    if (doc.parent_id === null || doc.deleted_at !== null) continue;
    threads.get(doc.parent_id)?.replies.push(shown(doc));
  }
  const kept = [...threads.values()].filter((thread) => !thread.comment.deleted || thread.replies.length > 0);
  const makersFirst = kept.find(
    (thread) => thread.comment.byMaker && !thread.comment.deleted && !thread.comment.hidden,
  );
  const ordered = kept
    .filter((thread) => thread !== makersFirst)
    .sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || a.comment.id.localeCompare(b.comment.id));
  const all = makersFirst ? [makersFirst, ...ordered] : ordered;
  const count = all.reduce((sum, thread) => sum + (thread.comment.deleted ? 0 : 1) + thread.replies.length, 0);
  return { threads: all, count };
}
