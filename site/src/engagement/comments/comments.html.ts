/**
 * The discussion section of a listing page (issue 32, part 1): threads in the order the read side
 * gives (the maker's first comment on top, then by recent activity), each comment with its author,
 * a "Maker" mark for the listing's owner, its time and "edited", its text as safe Markdown
 * (comment-markdown.ts), and the viewer's controls, all plain forms that work without script:
 * reply (first comments only), edit (one's own, within the 15 minutes, which the page's clock
 * decides), delete (one's own), report (anyone else's). Reply, edit and report open in <details>.
 * A deleted first comment with replies, and a comment the site team hid, keep their place as a note.
 */
import {
  COMMENT_REPORT_REASONS,
  COMMENT_TEXT_MAX,
  EDIT_WINDOW_MINUTES,
  withinEditWindow,
} from '@listings/shared/contracts/engagement';
import type { ShownComment, ShownThread } from '@listings/query-service/engagement';
import { html, SafeHtml, alertBox } from '../../kit/html.ts';
import type { Viewer } from '../../kit/site-pages.ts';
import { listingPath, plural, timeTag } from '../../listings/parts.ts';
import { renderCommentMarkdown } from './comment-markdown.ts';
import { personLink } from '../profiles/person-link.ts';

/** The `done` of a comment action's redirect, and what the page says for it. */
export const COMMENT_DONE: Record<string, string> = {
  commented: 'Your comment is posted.',
  replied: 'Your reply is posted.',
  comment_edited: 'Your comment is changed.',
  comment_deleted: 'Your comment is deleted.',
  comment_reported: 'Thank you: the site team will look at the comment.',
};

export const commentAnchor = (commentId: string) => `comment-${commentId}`;

interface DiscussionContext {
  slug: string;
  viewer: Viewer | null;
  /** The page's time (the service's clock): whether the 15 minutes to edit are still running. */
  now: string;
  done?: string;
}

const textArea = (id: string, label: string, value = '', hintId = `${id}-hint`) =>
  html`<label for="${id}">${label}</label>
<textarea id="${id}" name="text" required maxlength="${COMMENT_TEXT_MAX}" rows="4" aria-describedby="${hintId}">${value}</textarea>
<p id="${hintId}" class="hint">At most ${COMMENT_TEXT_MAX.toLocaleString('en')} characters. Markdown: links, *emphasis*, \`code\` and lists.</p>`;

function commentControls(comment: ShownComment, thread: ShownThread, context: DiscussionContext): SafeHtml {
  const { viewer, slug, now } = context;
  if (!viewer || comment.deleted) return html``;
  const base = `${listingPath(slug)}/comments/${encodeURIComponent(comment.id)}`;
  const csrf = html`<input type="hidden" name="csrf" value="${viewer.csrfToken}">`;
  const own = comment.authorId === viewer.accountId;
  const controls: SafeHtml[] = [];
  if (own && !comment.hidden && withinEditWindow(comment.postedAt, now))
    controls.push(html`<details class="comment-form"><summary>Edit</summary>
<form method="post" action="${base}/edit">${csrf}
${textArea(`edit-${comment.id}`, 'Your comment', comment.text)}
<button type="submit">Save</button>
</form></details>`);
  if (own)
    controls.push(
      html`<form method="post" action="${base}/delete" class="inline">${csrf}<button type="submit" class="secondary">Delete</button></form>`,
    );
  if (!own && !comment.hidden && viewer.emailVerified)
    controls.push(html`<details class="comment-form"><summary>Report</summary>
<form method="post" action="${base}/report">${csrf}
<fieldset><legend>What is wrong with it?</legend>
${Object.entries(COMMENT_REPORT_REASONS).map(
  ([value, label], index) =>
    html`<div class="check"><input type="radio" id="report-${comment.id}-${value}" name="reason" value="${value}"${index === 0 ? ' required' : ''}><label for="report-${comment.id}-${value}">${label}</label></div>`,
)}
</fieldset>
<button type="submit">Report to the site team</button>
</form></details>`);
  const isFirst = thread.comment.id === comment.id;
  if (isFirst && viewer.emailVerified && !comment.hidden)
    controls.push(html`<details class="comment-form"><summary>Reply</summary>
<form method="post" action="${listingPath(slug)}/comments">${csrf}<input type="hidden" name="parent" value="${comment.id}">
${textArea(`reply-${comment.id}`, `Reply to ${comment.author}`)}
<button type="submit">Post reply</button>
</form></details>`);
  return controls.length ? html`<div class="comment-actions">${controls}</div>` : html``;
}

function commentBody(comment: ShownComment, viewer: Viewer | null): SafeHtml {
  if (comment.deleted) return html`<p class="muted comment-removed">This comment was deleted by its author.</p>`;
  if (comment.hidden)
    return html`<p class="muted comment-removed">Hidden by the site team.${viewer?.accountId === comment.authorId && comment.hiddenReason ? html` Reason given to you: ${comment.hiddenReason}` : ''}</p>`;
  return html`<div class="comment-text">${new SafeHtml(renderCommentMarkdown(comment.text))}</div>`;
}

function commentItem(comment: ShownComment, thread: ShownThread, context: DiscussionContext, replies: SafeHtml) {
  const removed = comment.deleted || comment.hidden;
  return html`<li class="comment${comment.byMaker ? ' by-maker' : ''}" id="${commentAnchor(comment.id)}">
<p class="comment-meta">${removed ? '' : html`<strong>${personLink(comment.author, comment.authorHandle)}</strong> `}${comment.byMaker && !removed ? html`<span class="chip ok maker-mark">Maker</span> ` : ''}<span class="muted">${timeTag(comment.postedAt)}${comment.edited && !removed ? ' · edited' : ''}</span></p>
${commentBody(comment, context.viewer)}
${commentControls(comment, thread, context)}
${replies}
</li>`;
}

/** The new comment form, or what stands in its way (signed out, address not confirmed). */
function newCommentForm(context: DiscussionContext): SafeHtml {
  const { viewer, slug } = context;
  const path = listingPath(slug);
  if (!viewer)
    return html`<p><a href="/signin?next=${encodeURIComponent(`${path}#discussion`)}">Sign in to join the discussion</a>.</p>`;
  if (!viewer.emailVerified)
    return html`<p class="muted">Confirm your e-mail address to comment: the link is in the mail we sent when you signed up.</p>`;
  return html`<form method="post" action="${path}/comments" class="card" aria-labelledby="comment-form-title">
<h3 id="comment-form-title">Add a comment</h3>
<input type="hidden" name="csrf" value="${viewer.csrfToken}">
${textArea('comment-text', 'Your comment')}
<button type="submit">Post comment</button>
</form>`;
}

/** The whole section: threads, then the form. */
export function discussionSection(
  discussion: { threads: ShownThread[]; count: number },
  context: DiscussionContext,
): SafeHtml {
  const notice = context.done ? COMMENT_DONE[context.done] : undefined;
  return html`<section id="discussion" aria-labelledby="discussion-title"><h2 id="discussion-title">Discussion</h2>
${notice ? alertBox(notice, 'notice') : ''}
<p class="muted">${discussion.count ? plural(discussion.count, 'comment') : 'No comments yet: ask the makers a question, or say what you think.'} You can edit a comment for ${EDIT_WINDOW_MINUTES} minutes after posting it.</p>
${
  discussion.threads.length
    ? html`<ol class="comments">${discussion.threads.map((thread) =>
        commentItem(
          thread.comment,
          thread,
          context,
          thread.replies.length
            ? html`<ol class="replies" aria-label="Replies">${thread.replies.map((reply) => commentItem(reply, thread, context, html``))}</ol>`
            : html``,
        ),
      )}</ol>`
    : ''
}
${newCommentForm(context)}
</section>`;
}
