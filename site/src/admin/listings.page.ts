/**
 * The listings queue (issue 33): the listings the site team has unpublished (with why and when), then
 * the public ones (live or upcoming), newest first, from the `listings` read model. Admins and
 * moderators unpublish a listing with a reason (the listing decider's UnpublishByStaff: every public
 * read, page, feed and the sitemap leave it out; its status goes on underneath) or restore it with a
 * reason (RestoreByStaff), from here or from the listing's audit trail page, which shows both.
 */
import type express from 'express';
import { DomainError, type DocumentStore } from '@listings/shared/kernel';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { alertBox, html, type SafeHtml } from '../kit/html.ts';
import { notFoundPage, PageError } from '../kit/site-pages.ts';
import { csrfField, type ConsoleContext, type StaffConsole } from './staff-console.ts';
import { listingInScope, listingsInScope } from './site-scope.ts';

export const LISTINGS_PAGE_SIZE = 50;
const LISTING_ID = /^\d{1,12}$/;

export const LISTING_NOTICES: Record<string, string> = {
  unpublished: 'The listing is unpublished: no public page, list, feed or sitemap shows it.',
  restored: 'The listing is restored: it shows again as it stands.',
  unchanged: 'Nothing changed: the listing was already so.',
};

/** The unpublish or restore form of a listing (admins and moderators), posting back to `back`. */
export function listingModerationForm(
  context: ConsoleContext,
  listing: Pick<ListingDocument, 'listing_id' | 'status' | 'site'>,
  back: 'queue' | 'trail',
): SafeHtml {
  if (!context.mayOn('moderate', listing.site)) return html``;
  const unpublished = listing.status === 'unpublished';
  const id = `listing-reason-${listing.listing_id}`;
  return html`<form method="post" action="/admin/listings/${listing.listing_id}/${unpublished ? 'restore' : 'unpublish'}" class="inline-form">${csrfField(context.viewer)}
<input type="hidden" name="back" value="${back}">
<label for="${id}">Reason</label>
<input id="${id}" name="reason" required minlength="3" maxlength="500">
<button type="submit"${unpublished ? '' : html` class="danger"`}>${unpublished ? 'Restore' : 'Unpublish'}</button></form>`;
}

export function listingsRoutes(router: express.Router, console: StaffConsole, documents: DocumentStore): void {
  const { ports } = console;
  const listings = () => documents.collection<ListingDocument>(LISTINGS_COLLECTION);
  const projection = {
    listing_id: 1,
    slug: 1,
    name: 1,
    status: 1,
    unpublished: 1,
    created_at: 1,
    owner_id: 1,
    site: 1,
  } as const;

  const page = async (context: ConsoleContext, error?: string) => {
    const [hidden, shown] = await Promise.all([
      listings().find(
        { ...listingsInScope(context), status: 'unpublished' },
        { sort: { updated_at: -1, listing_id: -1 }, projection },
      ),
      listings().find(
        { ...listingsInScope(context), status: { $in: ['live', 'scheduled'] } },
        { sort: { created_at: -1, listing_id: -1 }, limit: LISTINGS_PAGE_SIZE, projection },
      ),
    ]);
    const row = (listing: ListingDocument) =>
      html`<tr><td><a href="/admin/listings/${listing.listing_id}">${listing.name ?? listing.slug}</a></td><td>${
        listing.status === 'unpublished'
          ? `unpublished (${listing.unpublished?.status ?? 'draft'} underneath) since ${String(
              listing.unpublished?.at ?? '',
            )
              .slice(0, 16)
              .replace('T', ' ')} UTC: ${listing.unpublished?.reason ?? ''}`
          : listing.status === 'scheduled'
            ? 'upcoming'
            : 'live'
      }</td><td>${listingModerationForm(context, listing, 'queue')}</td></tr>`;
    const table = (caption: string, rows: ListingDocument[]) =>
      html`<div class="table-scroll" role="region" aria-label="${caption}" tabindex="0"><table>
<caption>${caption}</caption>
<thead><tr><th scope="col">Listing</th><th scope="col">State</th><th scope="col">Action</th></tr></thead>
<tbody>${rows.map(row)}</tbody></table></div>`;
    return {
      status: error ? 400 : 200,
      title: 'Listings',
      body: html`<h1>Listings</h1>
${alertBox(error)}${alertBox(LISTING_NOTICES[String(context.req.query.done)], 'notice')}
<p>Unpublishing takes a listing off every public page, list, feed and the sitemap; restoring brings it back. Each needs a reason and shows in the listing's audit trail.${context.may('moderate') ? '' : ' Only an admin or a moderator can unpublish or restore a listing.'}</p>
<h2>Unpublished</h2>
${hidden.length ? table('Listings unpublished by the site team', hidden) : html`<p>No listing is unpublished.</p>`}
<h2>Public</h2>
${shown.length ? table('Live and upcoming listings, newest first', shown) : html`<p>No public listing.</p>`}`,
    };
  };

  router.get(
    '/admin/listings',
    console.page('staff', (context) => page(context)),
  );
  for (const action of ['unpublish', 'restore'] as const)
    router.post(
      `/admin/listings/:id/${action}`,
      ...console.action(
        'moderate',
        async (context) => {
          const raw = String(context.req.params.id);
          if (!LISTING_ID.test(raw)) throw notFoundPage(`Listing ${raw}`);
          const back = context.form.back === 'trail' ? `/admin/listings/${raw}` : '/admin/listings';
          await listingInScope(context, documents, Number(raw), 'moderate');
          try {
            const { changed } = await ports.listings.moderate(
              Number(raw),
              action,
              context.form.reason ?? '',
              context.actor,
            );
            const done = changed ? (action === 'unpublish' ? 'unpublished' : 'restored') : 'unchanged';
            return { redirect: `${back}?done=${done}` };
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            if (error.kind === 'not_found') throw notFoundPage(`Listing ${raw}`);
            if (context.form.back === 'trail') throw new PageError(400, 'Check what you sent', error.message);
            return page(context, error.message);
          }
        },
        {
          back: (req) =>
            LISTING_ID.test(String(req.params.id)) ? `/admin/listings/${req.params.id}` : '/admin/listings',
        },
      ),
    );
}
