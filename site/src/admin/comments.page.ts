/**
 * The reported comments queue: every comment someone reported, and every hidden one, newest first
 * (the `listing_comments` read model keeps each comment's reports: who, why, when), with the site
 * team's hide (with a reason, shown to the author) and restore (admins and moderators). Each runs the
 * comments decider's HideComment/RestoreComment, the admin CLI's comments:hide/restore, with the staff
 * member as actor; the event log is the trail.
 */
import type express from 'express';
import { DomainError, type DocumentStore } from '@listings/shared/kernel';
import { COMMENT_REPORT_REASONS, type CommentReportReason } from '@listings/shared/contracts/engagement';
import { LISTING_COMMENTS_COLLECTION, type ListingCommentDocument } from '@listings/projectors/engagement';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { alertBox, html } from '../kit/html.ts';
import { PageError } from '../kit/site-pages.ts';
import { csrfField, type ConsoleContext, type StaffConsole } from './staff-console.ts';
import { listingInScope, listingScope } from './site-scope.ts';

export const COMMENTS_PAGE_SIZE = 50;

const NOTICES: Record<string, string> = {
  hidden: 'The comment is hidden; its author sees your reason.',
  restored: 'The comment shows again.',
  unchanged: 'Nothing changed: it was already so.',
};

export function commentsRoutes(router: express.Router, console: StaffConsole, documents: DocumentStore): void {
  const { ports } = console;
  const page = async (context: ConsoleContext, error?: string) => {
    const reported = await documents.collection<ListingCommentDocument>(LISTING_COMMENTS_COLLECTION).find(
      {
        $and: [
          await listingScope(context, documents),
          { $or: [{ 'reports.0': { $exists: true } }, { hidden_reason: { $ne: null } }] },
        ],
      },
      { sort: { posted_at: -1 }, limit: COMMENTS_PAGE_SIZE },
    );
    const ids = [...new Set(reported.map((c) => c.listing_id))];
    const listings = ids.length
      ? await documents
          .collection<ListingDocument>(LISTINGS_COLLECTION)
          .find({ listing_id: { $in: ids } }, { projection: { listing_id: 1, slug: 1, name: 1, site: 1 } })
      : [];
    const names = new Map(listings.map((l) => [l.listing_id, l]));
    const moderate = context.may('moderate');
    return {
      status: error ? 400 : 200,
      title: 'Reported comments',
      body: html`<h1>Reported comments</h1>
${alertBox(error)}${alertBox(NOTICES[String(context.req.query.done)], 'notice')}
<p>Comments someone reported, and hidden ones, newest first.${moderate ? '' : ' Only an admin or a moderator can hide or restore them.'}</p>
${reported.length ? '' : html`<p>No reported comment.</p>`}
${reported.map((comment) => {
  const listing = names.get(comment.listing_id);
  const moderatesIt = context.mayOn('moderate', listing?.site);
  const hidden = comment.hidden_reason !== null;
  return html`<article class="edit" aria-labelledby="comment-${comment._id}">
<h2 id="comment-${comment._id}">On ${listing ? html`<a href="/listings/${listing.slug}">${listing.name ?? listing.slug}</a>` : `listing ${comment.listing_id}`}${hidden ? ' (hidden)' : ''} <span class="muted">(<a href="/admin/listings/${comment.listing_id}">audit trail</a>)</span></h2>
<p class="muted">By ${comment.author_id}, ${comment.posted_at.slice(0, 16).replace('T', ' ')} UTC${comment.deleted_at ? ', deleted by its author' : ''}</p>
<blockquote>${comment.text || '(deleted)'}</blockquote>
${hidden ? html`<p>Hidden: ${comment.hidden_reason}</p>` : ''}
<ul>${comment.reports.map(
    (report) =>
      html`<li>Reported ${report.at.slice(0, 16).replace('T', ' ')} UTC by ${report.reporter_id}: ${COMMENT_REPORT_REASONS[report.reason as CommentReportReason] ?? report.reason}</li>`,
  )}</ul>
${
  moderatesIt
    ? hidden
      ? html`<form method="post" action="/admin/comments/restore" class="inline-form">${csrfField(context.viewer)}
<input type="hidden" name="listing" value="${comment.listing_id}"><input type="hidden" name="comment" value="${comment._id}">
<button type="submit">Show it again</button></form>`
      : html`<form method="post" action="/admin/comments/hide" class="inline-form">${csrfField(context.viewer)}
<input type="hidden" name="listing" value="${comment.listing_id}"><input type="hidden" name="comment" value="${comment._id}">
<label for="hide-reason-${comment._id}">Reason (its author sees it)</label>
<input id="hide-reason-${comment._id}" name="reason" required maxlength="500">
<button type="submit" class="danger">Hide</button></form>`
    : ''
}
</article>`;
})}`,
    };
  };

  router.get(
    '/admin/comments',
    console.page('staff', (context) => page(context)),
  );
  for (const action of ['hide', 'restore'] as const)
    router.post(
      `/admin/comments/${action}`,
      ...console.action(
        'moderate',
        async (context) => {
          const { listing = '', comment = '', reason = '' } = context.form;
          if (!/^\d{1,12}$/.test(listing) || !/^[\w-]{1,64}$/.test(comment))
            throw new PageError(400, 'Check what you sent', 'That is not a comment of a listing.');
          await listingInScope(context, documents, Number(listing), 'moderate', `Comment ${comment}`);
          try {
            const { changed } =
              action === 'hide'
                ? await ports.comments.hide(Number(listing), comment, reason, context.actor)
                : await ports.comments.restore(Number(listing), comment, context.actor);
            return {
              redirect: `/admin/comments?done=${changed ? (action === 'hide' ? 'hidden' : 'restored') : 'unchanged'}`,
            };
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            return page(context, error.message);
          }
        },
        { back: () => '/admin/comments' },
      ),
    );
}
