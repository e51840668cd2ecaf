/**
 * A listing in the console: what it is now (the `listings` read model) and its whole audit trail
 * from the log, oldest first: every event of its stream (who, when, the cause), the reports and the
 * site team's moderation of its discussion, and the site team's decisions about its votes, each with
 * its reason. The edits, comments and votes queues link here. Admins and moderators unpublish or
 * restore the listing here too (listings.page.ts), with a reason.
 */
import type express from 'express';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import type { DocumentStore } from '@listings/shared/kernel';
import { alertBox, html } from '../kit/html.ts';
import { notFoundPage } from '../kit/site-pages.ts';
import type { StaffConsole } from './staff-console.ts';
import { LISTING_NOTICES, listingModerationForm } from './listings.page.ts';
import { listingInScope } from './site-scope.ts';

export function listingRoutes(router: express.Router, console: StaffConsole, documents: DocumentStore): void {
  router.get(
    '/admin/listings/:id',
    console.page('staff', async (context) => {
      const raw = String(context.req.params.id);
      if (!/^\d{1,12}$/.test(raw)) throw notFoundPage(`Listing ${raw}`);
      const listingId = Number(raw);
      await listingInScope(context, documents, listingId, 'staff');
      const [listing, trail] = await Promise.all([
        documents.collection<ListingDocument>(LISTINGS_COLLECTION).findOne({ listing_id: listingId }),
        console.ports.listingTrail(listingId),
      ]);
      if (!listing && trail.length === 0) throw notFoundPage(`Listing ${listingId}`);
      const title = listing ? `${listing.name ?? listing.slug}` : `Listing ${listingId}`;
      return {
        title,
        body: html`<h1>${title}</h1>
${alertBox(LISTING_NOTICES[String(context.req.query.done)], 'notice')}
${
  listing
    ? html`<p>${listing.status === 'unpublished' ? `unpublished by the site team (${listing.unpublished?.status ?? 'draft'} underneath): ${listing.unpublished?.reason ?? ''}` : listing.status.replace(/_/g, ' ')}${listing.plan ? ` · ${listing.plan} plan` : ''} · <a href="/listings/${listing.slug}">public page</a> · <a href="/admin/edits?listing=${listingId}">edits with before and after</a></p>
${listing.status === 'unpublished' || listing.status === 'live' || listing.status === 'scheduled' ? listingModerationForm(context, listing, 'trail') : ''}`
    : ''
}
<h2>Audit trail</h2>
<div class="table-scroll" role="region" aria-label="Audit trail of the listing" tabindex="0"><table>
<caption>Everything recorded about this listing, oldest first</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">By</th><th scope="col">What</th><th scope="col">Cause</th><th scope="col">Reason</th></tr></thead>
<tbody>${trail.map(
          (entry) =>
            html`<tr><td>${entry.at.slice(0, 16).replace('T', ' ')}</td><td>${entry.actor}</td><td>${entry.what}</td><td>${entry.cause}</td><td>${entry.reason ?? ''}</td></tr>`,
        )}</tbody></table></div>`,
      };
    }),
  );
}
