/**
 * People's actions on a listing page, as plain form posts (they work without JavaScript; site.js
 * only sends the same forms with fetch). Each is a site-only operation of the catalog
 * (shared/src/api/catalog/engagement.ts) run through the one executor as the signed-in person,
 * like the maker's pages (maker-pages.ts):
 *
 *   POST /listings/:slug/vote       vote_listing: cast a vote (counts toward this launch week)
 *   POST /listings/:slug/unvote     withdraw_vote: take it back
 *   POST /listings/:slug/follow     follow_listing: the listing's updates (mailed by post_listing_update)
 *   POST /listings/:slug/unfollow   unfollow_listing
 *   POST /listings/:slug/reviews    review_listing: rating 1–5 and text
 *
 * Signed out, each leads to sign-in and back to the listing. Signed in, the form must pass the site's
 * CSRF checks (fetch metadata and Origin, then the session's token: MakerPages.action); then the
 * executor's rate limits (per credential, and the operation's own per person: 30 votes and follows
 * per 10 minutes, 5 reviews an hour), and the handler (command-service engagement-handlers.ts)
 * appends events with the person as actor and waits for the read side. The answer is a redirect to
 * the listing, or an HTML page saying why not, with the operation's status and the way back. A vote
 * from a list's vote box (parts.ts listingRow) names the list (`back`) and goes back there instead.
 */
import { Router } from 'express';
import { expressPath, siteOperations, type OperationResult, type SiteOperationId } from '@listings/shared/api';
import { refusalOf, type MakerPages } from '../kit/maker-pages.ts';
import { PageError } from '../kit/site-pages.ts';
import { safeReturnPath } from '../kit/return-path.ts';
import { listingAnchor } from '../listings/parts.ts';
import { commentPagesRouter } from './comments/comment-pages.router.ts';
import { profilePagesRouter } from './profiles/profile-pages.router.ts';
import { notificationPagesRouter, type UnsubscribePort } from './notifications/notification-pages.router.ts';
import type { DocumentStore } from '@listings/shared/kernel';

/** Each form: its operation, the `done` the listing page thanks for, and where on the page it goes back to. */
const ACTIONS = [
  { operationId: 'vote_listing', done: 'voted', anchor: 'engage' },
  { operationId: 'withdraw_vote', done: 'unvoted', anchor: 'engage' },
  { operationId: 'follow_listing', done: 'followed', anchor: 'engage' },
  { operationId: 'unfollow_listing', done: 'unfollowed', anchor: 'engage' },
  { operationId: 'review_listing', done: 'reviewed', anchor: 'reviews' },
] as const satisfies readonly { operationId: SiteOperationId; done: string; anchor: string }[];

/** The title of a refusal's page by the problem's code: the words people read (status and message are the operation's). */
const TITLES: Record<string, string> = {
  email_not_verified: 'Confirm your e-mail address first',
  own_listing: 'This is your listing',
  already_voted: 'You have already voted',
  already_reviewed: 'You have already reviewed this listing',
  listing_not_live: 'Not launched yet',
  not_found: 'Not found',
  invalid_rating: 'Choose a rating',
  invalid_review_text: 'Check your review',
};

/** A refusal of the operation as the error page a person sees. */
function refusedPage(result: OperationResult): PageError {
  const refusal = refusalOf(result);
  const retryAfter = result.headers?.['Retry-After'];
  const headers: Record<string, string> = retryAfter ? { 'Retry-After': retryAfter } : {};
  if (refusal.status === 429)
    return new PageError(
      429,
      'Slow down',
      `You have done this many times in a short while. Try again in ${Math.ceil(Number(retryAfter ?? 60) / 60)} minute(s).`,
      [],
      headers,
    );
  const title = refusal.status >= 500 ? 'Something went wrong' : (TITLES[refusal.code] ?? 'Not done');
  return new PageError(refusal.status, title, refusal.message, [], headers);
}

/**
 * Where a vote cast in a list goes back to: the list's page (a path of this site only, checked as
 * sign-in's `next` is), at the listing's row (`#listing-<slug>`), so the place in the list is kept
 * without script. Null when the form named no list.
 */
function listBack(raw: string | undefined, slug: string): string | null {
  if (!raw) return null;
  const path = safeReturnPath(raw, '');
  if (!path) return null;
  return `${path.replace(/#.*$/s, '')}#${listingAnchor(slug)}`;
}

/**
 * `documents`: the read models, for the people's profile and notification pages (mounted here with the
 * discussion's forms); `unsubscribe`: the command side's one-click unsubscribe of notification mails.
 */
export function engagementPagesRouter(
  maker: MakerPages,
  documents: DocumentStore,
  unsubscribe: UnsubscribePort,
): Router {
  const router = Router();
  const listingPage = (slug: unknown) => `/listings/${encodeURIComponent(String(slug))}`;
  for (const { operationId, done, anchor } of ACTIONS) {
    const operation = siteOperations.find((candidate) => candidate.operationId === operationId)!;
    router.post(
      expressPath(operation.path),
      ...maker.action(
        async (context) => {
          const slug = String(context.req.params.slug);
          const result = await context.run(operationId, {
            params: { slug },
            body:
              operationId === 'review_listing'
                ? { rating: context.form.rating ?? '', text: context.form.text ?? '' }
                : undefined,
          });
          if (result.status >= 300) throw refusedPage(result);
          // A vote (or its taking back) from a list (home, search, a board) goes back to that list at the listing's row.
          const back =
            operationId === 'vote_listing' || operationId === 'withdraw_vote'
              ? listBack(context.form.back, slug)
              : null;
          if (back) return { redirect: back };
          return { redirect: `${listingPage(slug)}?done=${done}#${anchor}` };
        },
        {
          signInNext: (req) => `${listingPage(req.params.slug)}${anchor === 'reviews' ? '#reviews' : ''}`,
          back: (req) => ({ href: listingPage(req.params.slug), label: 'Back to the listing' }),
        },
      ),
    );
  }
  // The discussion's forms (comment, reply, edit, delete, report) are forms of the listing page too.
  router.use(commentPagesRouter(maker));
  router.use(profilePagesRouter(maker, documents));
  router.use(notificationPagesRouter(maker, documents, unsubscribe));
  return router;
}
