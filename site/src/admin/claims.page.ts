/**
 * The claims queue (issue 33): every claim, newest first, with its state and its evidence (the method,
 * what was looked for, what was seen, when) from the `claims` read model, and one claim's page with
 * its whole stream as the audit trail. An admin decides a claim by hand with a reason and a recent
 * password (the claim decider's OverrideClaim, the staff member as actor): approving verifies it, and
 * the claim-ownership process makes the claimant the listing's owner as for a proven claim; rejecting
 * ends it (the maker's claim page shows the reason). Giving a listing away is an admin's decision, as
 * a role grant is.
 */
import type express from 'express';
import { DomainError, type DocumentStore } from '@listings/shared/kernel';
import { CLAIMS_COLLECTION, type ClaimDocument } from '@listings/projectors/claims';
import { alertBox, html } from '../kit/html.ts';
import { notFoundPage } from '../kit/site-pages.ts';
import { NETWORK_WIDE } from '@listings/shared/contracts/staff';
import { csrfField, type ConsoleContext, type StaffConsole } from './staff-console.ts';
import { listingInScope, listingScope, listingWithin } from './site-scope.ts';

export const CLAIMS_PAGE_SIZE = 50;
const STATES = ['pending', 'verified', 'rejected'] as const;
const utc = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '');

const NOTICES: Record<string, string> = {
  approve: 'The claim is approved: the claimant manages the listing now.',
  reject: 'The claim is rejected; its claimant sees your reason.',
  unchanged: 'Nothing changed: the claim was already so.',
};

const stateWords = (claim: ClaimDocument) =>
  claim.status === 'pending' ? 'pending' : `${claim.status}${claim.site_team_decision ? ' by the site team' : ''}`;

const evidence = (claim: ClaimDocument) =>
  claim.last_check
    ? html`${claim.method} · checked ${utc(claim.last_check.at)}: looked for <code>${claim.last_check.looked_for}</code>, saw <code>${claim.last_check.seen}</code>`
    : html`${claim.method} · not checked yet${claim.method === 'email' ? (claim.email_sent ? ' (link sent)' : ' (link not sent yet)') : ''}`;

export function claimsRoutes(router: express.Router, console: StaffConsole, documents: DocumentStore): void {
  const { ports } = console;
  const claims = () => documents.collection<ClaimDocument>(CLAIMS_COLLECTION);

  router.get(
    '/admin/claims',
    console.page('staff', async (context) => {
      const wanted = STATES.find((state) => state === context.req.query.state);
      const rows = await claims().find(
        { ...(await listingScope(context, documents)), ...(wanted ? { status: wanted } : {}) },
        {
          sort: { claim_id: -1 },
          limit: CLAIMS_PAGE_SIZE,
        },
      );
      return {
        title: 'Claims',
        body: html`<h1>Claims</h1>
<p>Claims of listings, newest first: ${['all', ...STATES].map(
          (state, i) =>
            html`${i ? ' · ' : ''}${(wanted ?? 'all') === state ? html`<strong>${state}</strong>` : html`<a href="/admin/claims${state === 'all' ? '' : `?state=${state}`}">${state}</a>`}`,
        )}. Open one to see its trail${context.may('admin') ? ' or decide it' : ''}.</p>
${rows.length ? '' : html`<p>No claim here.</p>`}
${
  rows.length
    ? html`<div class="table-scroll" role="region" aria-label="Claims" tabindex="0"><table>
<caption>Claims with their state and evidence</caption>
<thead><tr><th scope="col">Claim</th><th scope="col">Listing</th><th scope="col">Claimant</th><th scope="col">Started (UTC)</th><th scope="col">State</th><th scope="col">Evidence</th></tr></thead>
<tbody>${rows.map(
        (claim) =>
          html`<tr><td><a href="/admin/claims/${claim.claim_id}">${claim.claim_id}</a></td><td><a href="/admin/listings/${claim.listing_id}">${claim.slug}</a> (${claim.domain})</td><td>${claim.owner_id}</td><td>${claim.created_at.slice(0, 16).replace('T', ' ')}</td><td>${stateWords(claim)}</td><td>${evidence(claim)}</td></tr>`,
      )}</tbody></table></div>`
    : ''
}`,
      };
    }),
  );

  const claimPage = async (context: ConsoleContext, raw: string, error?: string) => {
    if (!/^\d{1,12}$/.test(raw)) throw notFoundPage(`Claim ${raw}`);
    const claimId = Number(raw);
    const [claim, trail] = await Promise.all([claims().findOne({ _id: String(claimId) }), ports.claims.trail(claimId)]);
    if (!claim || trail.length === 0) throw notFoundPage(`Claim ${claimId}`);
    await listingInScope(context, documents, claim.listing_id, 'staff', `Claim ${claimId}`);
    const decide =
      context.may('admin') &&
      (await listingWithin(context, documents, claim.listing_id, 'admin')) &&
      claim.status !== 'verified';
    return {
      status: error ? 400 : 200,
      title: `Claim ${claimId}`,
      body: html`<h1>Claim ${claimId} of ${claim.slug}</h1>
${alertBox(error)}${alertBox(NOTICES[String(context.req.query.done)], 'notice')}
<p>${stateWords(claim)}${claim.site_team_decision ? `: ${claim.site_team_decision.reason}` : ''} · account ${claim.owner_id} · ${claim.domain} · <a href="/admin/listings/${claim.listing_id}">the listing's audit trail</a></p>
<p>Evidence: ${evidence(claim)}</p>
${claim.listing_verified_by_another_account ? html`<p>Another account had verified this listing when the claim started: approving moves it to this claimant.</p>` : ''}
${
  decide
    ? html`<h2>Decide by hand</h2>
<form method="post" action="/admin/claims/${claimId}/override" class="stack">${csrfField(context.viewer)}
<fieldset><legend>Decision</legend>
<label><input type="radio" name="decision" value="approve" required> Approve: the claimant manages the listing</label>
${claim.status === 'pending' ? html`<label><input type="radio" name="decision" value="reject"> Reject: the claim ends (its claimant sees the reason)</label>` : ''}
</fieldset>
<label for="claim-reason">Reason</label>
<input id="claim-reason" name="reason" required minlength="3" maxlength="500">
<button type="submit" class="danger">Record the decision</button>
</form>`
    : context.may('admin')
      ? ''
      : html`<p>Only an admin can approve or reject a claim.</p>`
}
<h2>Audit trail</h2>
<div class="table-scroll" role="region" aria-label="Audit trail of the claim" tabindex="0"><table>
<caption>Everything recorded about this claim, oldest first</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">By</th><th scope="col">What</th><th scope="col">Cause</th><th scope="col">Reason</th></tr></thead>
<tbody>${trail.map(
        (entry) =>
          html`<tr><td>${entry.at.slice(0, 16).replace('T', ' ')}</td><td>${entry.actor}</td><td>${entry.what}</td><td>${entry.cause}</td><td>${entry.reason ?? ''}</td></tr>`,
      )}</tbody></table></div>`,
    };
  };

  router.get(
    '/admin/claims/:id',
    console.page('staff', (context) => claimPage(context, String(context.req.params.id))),
  );
  router.post(
    '/admin/claims/:id/override',
    ...console.action(
      'admin',
      async (context) => {
        const raw = String(context.req.params.id);
        const { decision = '', reason = '' } = context.form;
        if (decision !== 'approve' && decision !== 'reject')
          return claimPage(context, raw, 'Choose to approve or to reject the claim.');
        if (!/^\d{1,12}$/.test(raw)) throw notFoundPage(`Claim ${raw}`);
        if (context.sitesFor('admin') !== NETWORK_WIDE) {
          // A role for some sites only: the claim's listing must be on one of them (else as absent).
          const claim = await claims().findOne({ _id: String(Number(raw)) });
          if (!claim) throw notFoundPage(`Claim ${raw}`);
          await listingInScope(context, documents, claim.listing_id, 'admin', `Claim ${raw}`);
        }
        try {
          const { changed } = await ports.claims.override(Number(raw), decision, reason, context.actor);
          return { redirect: `/admin/claims/${raw}?done=${changed ? decision : 'unchanged'}` };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          if (error.kind === 'not_found') throw notFoundPage(`Claim ${raw}`);
          return claimPage(context, raw, error.message);
        }
      },
      {
        recent: true,
        back: (req) => (/^\d{1,12}$/.test(String(req.params.id)) ? `/admin/claims/${req.params.id}` : '/admin/claims'),
      },
    ),
  );
}
