/**
 * The discussion under a listing (issue 32, part 1), stream `comments-<listing_id>`: comments with one
 * level of replies, edited by their author for EDIT_WINDOW_MINUTES, deleted by their author, reported
 * by anyone signed in, hidden and restored by the site team. Who did it and why are the events'
 * metadata (actor, cause); `at` is also in the data, because the decider's edit window is a rule
 * about the time a comment was posted and a decider sees only its events' data.
 *
 * `byMaker` is decided when the comment is posted: the author owned the listing then (the account
 * that submitted it or whose claim was verified). A later change of owner does not relabel history.
 */
export type CommentEvent =
  | {
      type: 'CommentPosted';
      data: {
        listingId: number;
        commentId: string;
        authorId: string;
        /** The thread's first comment; null for a comment that starts a thread. */
        parentId: string | null;
        text: string;
        byMaker: boolean;
        at: string;
      };
    }
  | { type: 'CommentEdited'; data: { listingId: number; commentId: string; text: string; before: string; at: string } }
  | { type: 'CommentDeleted'; data: { listingId: number; commentId: string; at: string } }
  | {
      type: 'CommentReported';
      data: { listingId: number; commentId: string; reporterId: string; reason: CommentReportReason; at: string };
    }
  | { type: 'CommentHidden'; data: { listingId: number; commentId: string; reason: string; at: string } }
  | { type: 'CommentRestored'; data: { listingId: number; commentId: string; at: string } };

export const COMMENT_EVENT_TYPES = [
  'CommentPosted',
  'CommentEdited',
  'CommentDeleted',
  'CommentReported',
  'CommentHidden',
  'CommentRestored',
] as const satisfies readonly CommentEvent['type'][];

export const commentsStream = (listingId: number) => `comments-${listingId}`;

/** A comment's text: 1 to 5,000 characters (UTF-16 units, as a textarea's maxlength counts them). */
export const COMMENT_TEXT_MAX = 5000;
/** How long the author may edit a comment after posting it. */
export const EDIT_WINDOW_MINUTES = 15;
/** The site team's reason for hiding a comment: 1 to 500 characters. */
export const HIDE_REASON_MAX = 500;

/** Why a person reports a comment, and the words the site shows for each. */
export const COMMENT_REPORT_REASONS = {
  spam: 'Spam or advertising',
  abuse: 'Abusive or hateful',
  off_topic: 'Off topic',
  other: 'Something else',
} as const;
export type CommentReportReason = keyof typeof COMMENT_REPORT_REASONS;
export const isCommentReportReason = (value: string): value is CommentReportReason =>
  Object.hasOwn(COMMENT_REPORT_REASONS, value);

/** Whether a comment posted at `postedAt` may still be edited at `now` (both ISO times). */
export const withinEditWindow = (postedAt: string, now: string): boolean =>
  Date.parse(now) - Date.parse(postedAt) <= EDIT_WINDOW_MINUTES * 60_000;
