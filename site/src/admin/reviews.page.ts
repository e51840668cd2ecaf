/**
 * The reviews queue: the newest reviews, each with whether it counts (shown and in the rating), was
 * judged not genuine when posted (and why), or was set aside by the site team (and why), from the
 * `listing_reviews` read model. Admins and moderators set a counted review aside with a reason: the
 * engagement decider's FlagReview (what the demo's "found bought" reviews use), with the staff member
 * as actor; it is then neither shown nor counted. They restore a set-aside one with a reason
 * (RestoreReview: ReviewRestored), and it is as posted again: shown and counted in the rating when it
 * was genuine, so the listing page's count of reviews not counted follows. Both are in the listing's
 * audit trail with their reasons.
 */
import type express from 'express';
import { DomainError, type DocumentStore } from '@listings/shared/kernel';
import { LISTING_REVIEWS_COLLECTION, type ListingReviewDocument } from '@listings/projectors/engagement';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { alertBox, html } from '../kit/html.ts';
import { PageError } from '../kit/site-pages.ts';
import { csrfField, type ConsoleContext, type StaffConsole } from './staff-console.ts';
import { listingInScope, listingScope } from './site-scope.ts';

export const REVIEWS_PAGE_SIZE = 50;

export function reviewsRoutes(router: express.Router, console: StaffConsole, documents: DocumentStore): void {
  const { ports } = console;
  const page = async (context: ConsoleContext, error?: string) => {
    const reviews = await documents
      .collection<ListingReviewDocument>(LISTING_REVIEWS_COLLECTION)
      .find(await listingScope(context, documents), { sort: { posted_at: -1, _id: 1 }, limit: REVIEWS_PAGE_SIZE });
    const ids = [...new Set(reviews.map((r) => r.listing_id))];
    const listings = ids.length
      ? await documents
          .collection<ListingDocument>(LISTINGS_COLLECTION)
          .find({ listing_id: { $in: ids } }, { projection: { listing_id: 1, slug: 1, name: 1, site: 1 } })
      : [];
    const names = new Map(listings.map((l) => [l.listing_id, l]));
    const moderate = context.may('moderate');
    const notice = {
      hidden: 'The review is set aside: no longer shown or counted.',
      restored: 'The review is restored: as it was posted again.',
      unchanged: 'Nothing changed: the review was not set aside.',
    }[String(context.req.query.done)];
    return {
      status: error ? 400 : 200,
      title: 'Reviews',
      body: html`<h1>Reviews</h1>
${alertBox(error)}${alertBox(notice, 'notice')}
<p>The newest reviews.${moderate ? '' : ' Only an admin or a moderator can set a review aside or restore one.'}</p>
${reviews.length ? '' : html`<p>No review yet.</p>`}
${reviews.map((review) => {
  const listing = names.get(review.listing_id);
  const moderatesIt = context.mayOn('moderate', listing?.site);
  const state = review.flagged_because
    ? `Set aside by the site team: ${review.flagged_because}`
    : review.genuine
      ? 'Counted and shown'
      : `Not counted: ${String(review.not_genuine_because ?? 'not genuine').replace(/_/g, ' ')}`;
  return html`<article class="edit" aria-labelledby="review-${review._id}">
<h2 id="review-${review._id}">${review.rating} of 5 on ${listing ? (listing.name ?? listing.slug) : `listing ${review.listing_id}`} <span class="muted">(<a href="/admin/listings/${review.listing_id}">audit trail</a>)</span></h2>
<p class="muted">By ${review.author_id}, ${review.posted_at.slice(0, 16).replace('T', ' ')} UTC · ${state}</p>
<blockquote>${review.text}</blockquote>
${
  moderatesIt && review.genuine
    ? html`<form method="post" action="/admin/reviews/hide" class="inline-form">${csrfField(context.viewer)}
<input type="hidden" name="listing" value="${review.listing_id}"><input type="hidden" name="review" value="${review._id}">
<label for="review-reason-${review._id}">Reason</label>
<input id="review-reason-${review._id}" name="reason" required minlength="3" maxlength="500">
<button type="submit" class="danger">Set aside</button></form>`
    : moderatesIt && review.flagged_because
      ? html`<form method="post" action="/admin/reviews/restore" class="inline-form">${csrfField(context.viewer)}
<input type="hidden" name="listing" value="${review.listing_id}"><input type="hidden" name="review" value="${review._id}">
<label for="review-restore-reason-${review._id}">Reason</label>
<input id="review-restore-reason-${review._id}" name="reason" required minlength="3" maxlength="500">
<button type="submit">Restore</button></form>`
      : ''
}
</article>`;
})}`,
    };
  };

  router.get(
    '/admin/reviews',
    console.page('staff', (context) => page(context)),
  );
  for (const action of ['hide', 'restore'] as const)
    router.post(
      `/admin/reviews/${action}`,
      ...console.action(
        'moderate',
        async (context) => {
          const { listing = '', review = '', reason = '' } = context.form;
          if (!/^\d{1,12}$/.test(listing) || !/^[\w-]{1,100}$/.test(review))
            throw new PageError(400, 'Check what you sent', 'That is not a review of a listing.');
          await listingInScope(context, documents, Number(listing), 'moderate', `Review ${review}`);
          try {
            if (action === 'hide') {
              await ports.reviews.hide(Number(listing), review, reason, context.actor);
              return { redirect: '/admin/reviews?done=hidden' };
            }
            const { changed } = await ports.reviews.restore(Number(listing), review, reason, context.actor);
            return { redirect: `/admin/reviews?done=${changed ? 'restored' : 'unchanged'}` };
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            return page(context, error.message);
          }
        },
        { back: () => '/admin/reviews' },
      ),
    );
}
