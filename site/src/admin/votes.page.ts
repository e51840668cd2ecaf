/**
 * The votes queue: this week's vote accounting per listing (counted, and discounted by reason, as the
 * public accounting shows it), the site team's decision (discount or restore every vote of an account
 * or a listing, with a reason: admins and moderators), and the trail of every such decision. A
 * decision is the CLI's votes:discount/restore command with the staff member as actor; the service's
 * vote-counting process then counts the listings concerned again.
 */
import type express from 'express';
import { DomainError, mondayOf, type DocumentStore } from '@listings/shared/kernel';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import { alertBox, html } from '../kit/html.ts';
import { notFoundPage, PageError } from '../kit/site-pages.ts';
import { NETWORK_WIDE } from '@listings/shared/contracts/staff';
import { csrfField, type ConsoleContext, type StaffConsole } from './staff-console.ts';
import { listingsInScope } from './site-scope.ts';

const NOTICES: Record<string, string> = {
  discount: 'Those votes are set aside; the counts follow in a moment.',
  restore: 'Those votes count again; the counts follow in a moment.',
  unchanged: 'That was already the latest decision: nothing was recorded.',
};

type Accounting = { cast?: number; counted?: number; discounted?: Record<string, number> };

export function votesRoutes(router: express.Router, console: StaffConsole, documents: DocumentStore): void {
  const { ports } = console;
  const page = async (context: ConsoleContext, error?: string, fields: Record<string, string> = {}) => {
    const week = mondayOf(ports.now());
    const everySite = context.sitesFor('staff') === NETWORK_WIDE;
    const [decisions, listings, ours] = await Promise.all([
      ports.votes.trail(),
      documents
        .collection<ListingDocument>(LISTINGS_COLLECTION)
        .find(
          { ...listingsInScope(context), [`vote_accounting.${week}`]: { $exists: true } },
          { projection: { slug: 1, name: 1, listing_id: 1, vote_accounting: 1 }, sort: { votes: -1 }, limit: 50 },
        ),
      everySite
        ? Promise.resolve([])
        : documents
            .collection<ListingDocument>(LISTINGS_COLLECTION)
            .find(listingsInScope(context), { projection: { listing_id: 1 } }),
    ]);
    // A role for some sites only: the decisions about their listings (an account's votes are the network's).
    const ourIds = new Set(ours.map((listing) => String(listing.listing_id)));
    const trail = everySite
      ? decisions
      : decisions.filter((decision) => decision.scope === 'listing' && ourIds.has(decision.id));
    const moderate = context.may('moderate');
    return {
      status: error ? 400 : 200,
      title: 'Votes',
      body: html`<h1>Votes</h1>
${alertBox(error)}${alertBox(NOTICES[String(context.req.query.done)], 'notice')}
<div class="table-scroll" role="region" aria-label="Vote accounting this week" tabindex="0"><table>
<caption>This week's votes (week of ${week}), per listing</caption>
<thead><tr><th scope="col">Listing</th><th scope="col">Cast</th><th scope="col">Counted</th><th scope="col">Discounted, by reason</th></tr></thead>
<tbody>${listings.map((listing) => {
        const accounting = (listing.vote_accounting?.[week] ?? {}) as Accounting;
        const discounted = Object.entries(accounting.discounted ?? {}).filter(([, n]) => n > 0);
        return html`<tr><td>${listing.name ?? listing.slug} <span class="muted">(${listing.slug}, ${listing.listing_id})</span></td><td>${accounting.cast ?? 0}</td><td>${accounting.counted ?? 0}</td><td>${
          discounted.length ? discounted.map(([reason, n]) => `${reason.replace(/_/g, ' ')}: ${n}`).join(', ') : 'none'
        }</td></tr>`;
      })}</tbody>
</table></div>
${
  moderate
    ? html`<h2>Discount or restore votes</h2>
<form method="post" action="/admin/votes/decide" class="stack">${csrfField(context.viewer)}
<label for="votes-action">Decision</label>
<select id="votes-action" name="action"><option value="discount">Discount (set aside)</option><option value="restore"${fields.action === 'restore' ? html` selected` : ''}>Restore (count again)</option></select>
<label for="votes-scope">Whose votes</label>
<select id="votes-scope" name="scope"><option value="account">Every vote of an account</option><option value="listing"${fields.scope === 'listing' ? html` selected` : ''}>Every vote for a listing</option></select>
<label for="votes-subject">The account's e-mail address, or the listing's slug or number</label>
<input id="votes-subject" name="subject" required maxlength="254" value="${fields.subject ?? ''}">
<label for="votes-reason">Reason (shown in the public accounting)</label>
<input id="votes-reason" name="reason" required minlength="3" maxlength="500" value="${fields.reason ?? ''}">
<button type="submit">Record the decision</button>
</form>`
    : html`<p>Only an admin or a moderator can discount or restore votes.</p>`
}
<h2>Audit trail</h2>
<div class="table-scroll" role="region" aria-label="Audit trail of vote decisions" tabindex="0"><table>
<caption>The site team's decisions about votes, newest first</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">By</th><th scope="col">Decision</th><th scope="col">Reason</th></tr></thead>
<tbody>${[...trail]
        .reverse()
        .map(
          (decision) =>
            html`<tr><td>${decision.at.slice(0, 16).replace('T', ' ')}</td><td>${decision.actor}</td><td>${decision.action === 'discount' ? 'discounted' : 'restored'} the votes of ${decision.scope} ${decision.id}</td><td>${decision.reason}</td></tr>`,
        )}</tbody>
</table></div>`,
    };
  };

  /**
   * What a decision names, for a role on some sites only: a listing of theirs (by its number, so a
   * slug of another site never resolves to it), never an account (its votes are cast network-wide).
   */
  const subjectInScope = async (context: ConsoleContext, scope: 'account' | 'listing', subject: string) => {
    if (context.sitesFor('moderate') === NETWORK_WIDE) return subject;
    if (scope === 'account')
      throw new PageError(
        403,
        'Not allowed',
        "Every vote of an account is decided by a network-wide admin or moderator: an account's votes are cast on every site.",
      );
    const listing = await documents.collection<ListingDocument>(LISTINGS_COLLECTION).findOne({
      ...listingsInScope(context, 'moderate'),
      ...(/^\d{1,12}$/.test(subject) ? { listing_id: Number(subject) } : { slug: subject }),
    });
    if (!listing) throw notFoundPage(`Listing ${subject}`);
    return String(listing.listing_id);
  };

  router.get(
    '/admin/votes',
    console.page('staff', (context) => page(context)),
  );
  router.post(
    '/admin/votes/decide',
    ...console.action(
      'moderate',
      async (context) => {
        const { action, scope, subject = '', reason = '' } = context.form;
        if ((action !== 'discount' && action !== 'restore') || (scope !== 'account' && scope !== 'listing'))
          throw new PageError(400, 'Check what you entered', 'Choose a decision and whose votes it is about.');
        const subjectOf = await subjectInScope(context, scope, subject.trim());
        try {
          const { changed } = await ports.votes.decide({ action, [scope]: subjectOf, reason }, context.actor);
          return { redirect: `/admin/votes?done=${changed ? action : 'unchanged'}` };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return page(context, error.message, context.form);
        }
      },
      { back: () => '/admin/votes' },
    ),
  );
}
