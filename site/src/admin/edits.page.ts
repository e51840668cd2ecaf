/**
 * The edits queue: every profile edit of a listing (owner, draft sync, site team), newest first, from
 * the `listing_edits` read model, with who, when, why and each changed field's before and after. With
 * `?listing=<id>` it is that listing's whole edit trail (its audit trail in the console).
 */
import type express from 'express';
import type { DocumentStore } from '@listings/shared/kernel';
import { LISTING_EDITS_COLLECTION, type ListingEditDocument } from '@listings/projectors/my-listings';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';
import { html, type SafeHtml } from '../kit/html.ts';
import { PageError } from '../kit/site-pages.ts';
import type { StaffConsole } from './staff-console.ts';
import { listingInScope, listingScope } from './site-scope.ts';

export const EDITS_PAGE_SIZE = 50;

const shown = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '(empty)'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

const diff = (changes: ListingEditDocument['changes'], label: string): SafeHtml =>
  html`<div class="table-scroll" role="region" aria-label="${label}" tabindex="0"><table class="diff"><thead><tr><th scope="col">Field</th><th scope="col">Before</th><th scope="col">After</th></tr></thead><tbody>${Object.entries(
    changes,
  ).map(
    ([field, change]) =>
      html`<tr><th scope="row">${field.replace(/_/g, ' ')}</th><td><del>${shown(change.before)}</del></td><td><ins>${shown(change.after)}</ins></td></tr>`,
  )}</tbody></table></div>`;

export function editsRoutes(router: express.Router, console: StaffConsole, documents: DocumentStore): void {
  router.get(
    '/admin/edits',
    console.page('staff', async (context) => {
      const raw = context.req.query.listing;
      const listingId = typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
      if (raw !== undefined && listingId === undefined)
        throw new PageError(400, 'Check the address', 'A listing is its number.');
      const before =
        typeof context.req.query.before === 'string' && /^\d{1,15}$/.test(context.req.query.before)
          ? Number(context.req.query.before)
          : undefined;
      if (listingId !== undefined) await listingInScope(context, documents, listingId, 'staff');
      const filter: Record<string, unknown> = listingId !== undefined ? {} : await listingScope(context, documents);
      if (listingId !== undefined) filter.listing_id = listingId;
      if (before !== undefined) filter.position = { $lt: before };
      const edits = await documents
        .collection<ListingEditDocument>(LISTING_EDITS_COLLECTION)
        .find(filter, { sort: { position: -1 }, limit: EDITS_PAGE_SIZE });
      const ids = [...new Set(edits.map((e) => e.listing_id))];
      const listings = ids.length
        ? await documents
            .collection(LISTINGS_COLLECTION)
            .find({ listing_id: { $in: ids } }, { projection: { listing_id: 1, slug: 1, name: 1 } })
        : [];
      const names = new Map(
        listings.map((l) => [l.listing_id as number, { slug: l.slug as string, name: (l.name as string) ?? l.slug }]),
      );
      const title =
        listingId !== undefined ? `Edits of ${names.get(listingId)?.name ?? `listing ${listingId}`}` : 'Edits';
      const older = edits.length === EDITS_PAGE_SIZE ? edits[edits.length - 1].position : undefined;
      return {
        title,
        body: html`<h1>${title}</h1>
<p>Every change to a listing's profile with its before and after, newest first.${listingId !== undefined ? html` <a href="/admin/edits">All edits</a>` : ''}</p>
${edits.length ? '' : html`<p>No edits yet.</p>`}
${edits.map((edit) => {
  const listing = names.get(edit.listing_id);
  return html`<article class="edit" aria-labelledby="edit-${edit.position}">
<h2 id="edit-${edit.position}"><a href="/admin/edits?listing=${edit.listing_id}">${listing?.name ?? `Listing ${edit.listing_id}`}</a>${html` <span class="muted">(<a href="/admin/listings/${edit.listing_id}">audit trail</a>${listing ? html`, <a href="/listings/${listing.slug}">public page</a>` : ''})</span>`}</h2>
<p class="muted">${edit.at.slice(0, 16).replace('T', ' ')} UTC by ${edit.actor.kind} ${edit.actor.id}, cause ${edit.cause}</p>
${diff(edit.changes, `Changes of edit ${edit.position}`)}
</article>`;
})}
${older !== undefined ? html`<p><a href="/admin/edits?${listingId !== undefined ? `listing=${listingId}&` : ''}before=${older}">Older edits</a></p>` : ''}`,
      };
    }),
  );
}
