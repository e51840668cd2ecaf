/**
 * The discussion's form posts on a listing page (issue 32, part 1), plain forms that work without
 * JavaScript. Each is a site-only operation of the catalog run through the one executor as the
 * signed-in person, like the listing page's votes and reviews (engagement-pages.router.ts):
 *
 *   POST /listings/:slug/comments                  post_comment: a comment, or a reply (`parent`)
 *   POST /listings/:slug/comments/:comment_id/edit   edit_comment: one's own, within 15 minutes
 *   POST /listings/:slug/comments/:comment_id/delete delete_comment: one's own
 *   POST /listings/:slug/comments/:comment_id/report report_comment: anyone else's, with a reason
 *
 * Signed out, each leads to sign-in and back to the discussion. Signed in, the form passes the site's
 * CSRF checks (MakerPages.action), then the executor's rate limits (per credential, and the
 * operation's own per person: 10 comments per 10 minutes; 30 edits, deletions and reports), then the
 * comments decider. The answer is a redirect to the comment on the listing page, or an HTML page
 * saying why not with the operation's status, naming the refused field (the comment's text).
 */
import { Router } from 'express';
import { expressPath, siteOperations, type OperationResult, type SiteOperationId } from '@listings/shared/api';
import { refusalOf, type MakerPages } from '../../kit/maker-pages.ts';
import { PageError } from '../../kit/site-pages.ts';
import { commentAnchor } from './comments.html.ts';

const ACTIONS = [
  { operationId: 'post_comment', done: 'commented' },
  { operationId: 'edit_comment', done: 'comment_edited' },
  { operationId: 'delete_comment', done: 'comment_deleted' },
  { operationId: 'report_comment', done: 'comment_reported' },
] as const satisfies readonly { operationId: SiteOperationId; done: string }[];

/** A refusal's title by its code: the words people read (status and message are the operation's). */
const TITLES: Record<string, string> = {
  email_not_verified: 'Confirm your e-mail address first',
  comment_text_empty: 'Write your comment',
  comment_text_too_long: 'Your comment is too long',
  edit_window_closed: 'Too late to edit',
  not_your_comment: 'Not your comment',
  own_comment: 'This is your comment',
  comment_closed: 'That comment was removed',
  comment_deleted: 'That comment was deleted',
  comment_not_found: 'Comment not found',
  listing_not_found: 'Not found',
};
/** The refused form fields as people know them. */
const FIELD_LABELS: Record<string, string> = {
  text: 'Your comment',
  reason: 'What is wrong with it',
  parent: 'Reply to',
};

function refusedPage(result: OperationResult): PageError {
  const refusal = refusalOf(result);
  const retryAfter = result.headers?.['Retry-After'];
  const headers: Record<string, string> = retryAfter ? { 'Retry-After': retryAfter } : {};
  if (refusal.status === 429)
    return new PageError(
      429,
      'Slow down',
      `You have commented many times in a short while. Try again in ${Math.ceil(Number(retryAfter ?? 60) / 60)} minute(s).`,
      [],
      headers,
    );
  const title =
    refusal.status >= 500
      ? 'Something went wrong'
      : (TITLES[refusal.code] ?? (refusal.status === 400 ? 'Check your comment' : 'Not done'));
  const reasons = Object.entries(refusal.fields).map(
    ([field, message]) => `${FIELD_LABELS[field] ?? field.replace(/_/g, ' ')}: ${message}`,
  );
  return new PageError(refusal.status, title, refusal.message, reasons, headers);
}

export function commentPagesRouter(maker: MakerPages): Router {
  const router = Router();
  const listingPage = (slug: unknown) => `/listings/${encodeURIComponent(String(slug))}`;
  for (const { operationId, done } of ACTIONS) {
    const operation = siteOperations.find((candidate) => candidate.operationId === operationId)!;
    router.post(
      expressPath(operation.path),
      ...maker.action(
        async (context) => {
          const slug = String(context.req.params.slug);
          const params: Record<string, string> = { slug };
          if (context.req.params.comment_id) params.comment_id = String(context.req.params.comment_id);
          let body: Record<string, string> | undefined;
          if (operationId === 'post_comment')
            body = { text: context.form.text ?? '', ...(context.form.parent ? { parent: context.form.parent } : {}) };
          else if (operationId === 'edit_comment') body = { text: context.form.text ?? '' };
          else if (operationId === 'report_comment') body = { reason: context.form.reason ?? '' };
          const result = await context.run(operationId, { params, body });
          if (result.status >= 300) throw refusedPage(result);
          const { comment_id: commentId } = result.body as { comment_id: string };
          const said = operationId === 'post_comment' && body?.parent ? 'replied' : done;
          const anchor = operationId === 'delete_comment' ? 'discussion' : commentAnchor(commentId);
          return { redirect: `${listingPage(slug)}?done=${said}#${anchor}` };
        },
        {
          signInNext: (req) => `${listingPage(req.params.slug)}#discussion`,
          back: (req) => ({ href: `${listingPage(req.params.slug)}#discussion`, label: 'Back to the discussion' }),
        },
      ),
    );
  }
  return router;
}
