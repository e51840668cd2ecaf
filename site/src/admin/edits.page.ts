/**
 * The edits queue: every profile edit of a listing (owner, draft sync, site team), newest first, from
 * the `listing_edits` read model, with who, when, why and each changed field's before and after. With
 * `?listing=<id>` it is that listing's whole edit trail (its audit trail in the console).
 *
 * Edits publish when made (the spec: "the site team sees a before/after copy"), so the queue is the
 * site team's post-moderation (issue 33): it opens on the edits still to review (`?state=` shows the
 * reviewed, the reverted or all). Admins and moderators mark an edit reviewed, with an optional note,
 * or revert it with a reason: its fields' before values become a new version of the listing through
 * the listing decider (the public page, search and the version history follow as for any edit),
 * refused (409) when a later edit changed one of those fields since, so newer work is never undone.
 * Both are events on the listing's stream with the staff member and show in its audit trail.
 */
import type express from 'express';
import { DomainError, type DocumentStore } from '@listings/shared/kernel';
import { EDITS_TO_REVIEW, LISTING_EDITS_COLLECTION, type ListingEditDocument } from '@listings/projectors/my-listings';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { alertBox, html, type SafeHtml } from '../kit/html.ts';
import { notFoundPage, PageError } from '../kit/site-pages.ts';
import { csrfField, type ConsoleContext, type StaffConsole } from './staff-console.ts';
import { listingInScope, listingScope } from './site-scope.ts';

export const EDITS_PAGE_SIZE = 50;
/** A note on a reviewed edit, and a revert's reason (3 to 500, as every reason of the console). */
export const EDIT_NOTE_MAX = 500;
const LISTING_ID = /^\d{1,12}$/;
const EDIT_ID = /^[\w-]{1,100}$/;

const STATES = {
  'to-review': { label: 'To review', filter: EDITS_TO_REVIEW },
  reviewed: { label: 'Reviewed', filter: { review_state: 'reviewed' } },
  reverted: { label: 'Reverted', filter: { review_state: 'reverted' } },
  all: { label: 'All', filter: {} },
} as const;
type EditsView = keyof typeof STATES;

const NOTICES: Record<string, string> = {
  reviewed: 'The edit is marked reviewed.',
  reverted: "The edit is reverted: its fields' before values are the listing's newest version.",
  unchanged: 'Nothing changed: the site team had dealt with this edit already.',
};

const shown = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '(empty)'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

const when = (at: string) => `${at.slice(0, 16).replace('T', ' ')} UTC`;

const diff = (changes: ListingEditDocument['changes'], label: string): SafeHtml =>
  html`<div class="table-scroll" role="region" aria-label="${label}" tabindex="0"><table class="diff"><thead><tr><th scope="col">Field</th><th scope="col">Before</th><th scope="col">After</th></tr></thead><tbody>${Object.entries(
    changes,
  ).map(
    ([field, change]) =>
      html`<tr><th scope="row">${field.replace(/_/g, ' ')}</th><td><del>${shown(change.before)}</del></td><td><ins>${shown(change.after)}</ins></td></tr>`,
  )}</tbody></table></div>`;

/** Where the site team's post-moderation left the edit, in words. */
const outcome = (edit: ListingEditDocument): SafeHtml =>
  edit.review_state === 'reverted' && edit.reverted
    ? html`<p class="edit-state"><strong>Reverted</strong> by admin ${edit.reverted.by} at ${when(edit.reverted.at)}${edit.reverted.version !== null ? ` (version ${edit.reverted.version})` : ''}: ${edit.reverted.reason}</p>`
    : edit.review_state === 'reviewed' && edit.reviewed
      ? html`<p class="edit-state"><strong>Reviewed</strong> by admin ${edit.reviewed.by} at ${when(edit.reviewed.at)}${edit.reviewed.note ? `: ${edit.reviewed.note}` : ''}</p>`
      : html`<p class="edit-state"><strong>To review</strong></p>`;

/** The review and revert forms of an edit (admins and moderators of the listing's site). */
const actions = (context: ConsoleContext, edit: ListingEditDocument, view: string): SafeHtml => {
  if (edit.review_state === 'reverted') return html``;
  const key = edit.position;
  const hidden = html`${csrfField(context.viewer)}<input type="hidden" name="listing" value="${edit.listing_id}"><input type="hidden" name="edit" value="${edit._id}"><input type="hidden" name="view" value="${view}">`;
  const review =
    edit.review_state === 'reviewed'
      ? html``
      : html`<form method="post" action="/admin/edits/review" class="inline-form">${hidden}
<label for="edit-note-${key}">Note (optional)</label>
<input id="edit-note-${key}" name="note" maxlength="${EDIT_NOTE_MAX}">
<button type="submit">Mark reviewed</button></form>`;
  return html`${review}<form method="post" action="/admin/edits/revert" class="inline-form">${hidden}
<label for="edit-reason-${key}">Reason for reverting</label>
<input id="edit-reason-${key}" name="reason" required minlength="3" maxlength="${EDIT_NOTE_MAX}">
<button type="submit" class="danger">Revert</button></form>`;
};

/** The queue's address for a view (and a listing), for links and for coming back after a form. */
const viewPath = (state: EditsView, listingId?: number) =>
  `/admin/edits?${listingId !== undefined ? `listing=${listingId}&` : ''}state=${state}`;

export function editsRoutes(router: express.Router, console: StaffConsole, documents: DocumentStore): void {
  const { ports } = console;
  router.get(
    '/admin/edits',
    console.page('staff', async (context) => {
      const raw = context.req.query.listing;
      const listingId = typeof raw === 'string' && LISTING_ID.test(raw) ? Number(raw) : undefined;
      if (raw !== undefined && listingId === undefined)
        throw new PageError(400, 'Check the address', 'A listing is its number.');
      const rawState = context.req.query.state;
      if (rawState !== undefined && (typeof rawState !== 'string' || !Object.hasOwn(STATES, rawState)))
        throw new PageError(400, 'Check the address', 'Show the edits to-review, reviewed, reverted or all.');
      // One listing's trail shows all its edits unless asked; the queue opens on those to review.
      const state = (rawState as EditsView | undefined) ?? (listingId !== undefined ? 'all' : 'to-review');
      const before =
        typeof context.req.query.before === 'string' && /^\d{1,15}$/.test(context.req.query.before)
          ? Number(context.req.query.before)
          : undefined;
      if (listingId !== undefined) await listingInScope(context, documents, listingId, 'staff');
      const filter: Record<string, unknown> = {
        ...(listingId !== undefined ? { listing_id: listingId } : await listingScope(context, documents)),
        ...STATES[state].filter,
      };
      if (before !== undefined) filter.position = { $lt: before };
      const edits = await documents
        .collection<ListingEditDocument>(LISTING_EDITS_COLLECTION)
        .find(filter, { sort: { position: -1 }, limit: EDITS_PAGE_SIZE });
      const ids = [...new Set(edits.map((e) => e.listing_id))];
      const listings = ids.length
        ? await documents
            .collection<ListingDocument>(LISTINGS_COLLECTION)
            .find({ listing_id: { $in: ids } }, { projection: { listing_id: 1, slug: 1, name: 1, site: 1 } })
        : [];
      const names = new Map(
        listings.map((l) => [l.listing_id, { slug: l.slug, name: l.name ?? l.slug, site: l.site }]),
      );
      const title =
        listingId !== undefined ? `Edits of ${names.get(listingId)?.name ?? `listing ${listingId}`}` : 'Edits';
      const older = edits.length === EDITS_PAGE_SIZE ? edits[edits.length - 1].position : undefined;
      const view = viewPath(state, listingId);
      const moderate = context.may('moderate');
      return {
        title,
        body: html`<h1>${title}</h1>
${alertBox(NOTICES[String(context.req.query.done)], 'notice')}
<p>Every change to a listing's profile with its before and after, newest first. Edits are published when made: the site team reviews them after, and reverts one with a reason when it must not stand.${listingId !== undefined ? html` <a href="/admin/edits">All edits</a>` : ''}${moderate ? '' : ' Only an admin or a moderator can mark an edit reviewed or revert it.'}</p>
<p>Show: ${(Object.keys(STATES) as EditsView[]).map(
          (key, i) =>
            html`${i ? ' · ' : ''}${key === state ? html`<strong>${STATES[key].label}</strong>` : html`<a href="${viewPath(key, listingId)}">${STATES[key].label}</a>`}`,
        )}</p>
${edits.length ? '' : html`<p>${state === 'to-review' ? 'No edit is waiting for review.' : 'No edits here.'}</p>`}
${edits.map((edit) => {
  const listing = names.get(edit.listing_id);
  return html`<article class="edit" aria-labelledby="edit-${edit.position}">
<h2 id="edit-${edit.position}"><a href="/admin/edits?listing=${edit.listing_id}">${listing?.name ?? `Listing ${edit.listing_id}`}</a>${html` <span class="muted">(<a href="/admin/listings/${edit.listing_id}">audit trail</a>${listing ? html`, <a href="/listings/${listing.slug}">public page</a>` : ''})</span>`}</h2>
<p class="muted">${edit.revision !== undefined ? `Version ${edit.revision}, ` : ''}${when(edit.at)} by ${edit.actor.kind} ${edit.actor.id}, cause ${edit.cause}${edit.revert_of !== undefined ? `, reverting version ${edit.revert_of}` : ''}</p>
${diff(edit.changes, `Changes of edit ${edit.position}`)}
${outcome(edit)}
${context.mayOn('moderate', listing?.site) ? actions(context, edit, view) : ''}
</article>`;
})}
${older !== undefined ? html`<p><a href="${view}&amp;before=${older}">Older edits</a></p>` : ''}`,
      };
    }),
  );

  for (const action of ['review', 'revert'] as const)
    router.post(
      `/admin/edits/${action}`,
      ...console.action(
        'moderate',
        async (context) => {
          const { listing = '', edit = '', note = '', reason = '' } = context.form;
          if (!LISTING_ID.test(listing) || !EDIT_ID.test(edit))
            throw new PageError(400, 'Check what you sent', 'That is not an edit of a listing.');
          const view = /^\/admin\/edits\?(listing=\d{1,12}&)?state=[a-z-]{1,10}$/.test(context.form.view ?? '')
            ? context.form.view!
            : '/admin/edits?state=to-review';
          const back = { href: view, label: 'Back to the edits' };
          await listingInScope(context, documents, Number(listing), 'moderate', `Edit ${edit}`);
          try {
            const { changed } =
              action === 'review'
                ? await ports.edits.review(Number(listing), edit, note, context.actor)
                : await ports.edits.revert(Number(listing), edit, reason, context.actor);
            return {
              redirect: `${view}&done=${changed ? (action === 'review' ? 'reviewed' : 'reverted') : 'unchanged'}`,
            };
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            if (error.kind === 'not_found') throw notFoundPage(`Edit ${edit}`);
            if (error.kind === 'conflict') throw new PageError(409, 'Not reverted', error.message, [], {}, back);
            const field = error.field === 'reason' ? 'Reason for reverting' : error.field === 'note' ? 'Note' : null;
            throw new PageError(
              400,
              'Check what you sent',
              field ? `${field}: ${error.message}` : error.message,
              [],
              {},
              back,
            );
          }
        },
        { back: () => '/admin/edits' },
      ),
    );
}
