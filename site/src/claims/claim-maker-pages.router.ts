/**
 * Claiming a listing on the site, each action the API's own operation run as the signed-in person
 * (maker-pages.ts). Every listing page links here ("Is this your product?").
 *
 *   GET  /claims/new?slug=…          choose a method: DNS TXT record, meta tag, file, or an e-mail
 *                                    address at the company's domain
 *   POST /claims/new                 claim_listing → the claim's page
 *   GET  /me/claims                  list_my_claims
 *   GET  /me/claims/:id              one claim: exactly what to publish, a verify button, the last
 *                                    check and why it failed, in words
 *   POST /me/claims/:id/verify       verify_claim
 */
import { Router } from 'express';
import { html, type SafeHtml } from '../kit/html.ts';
import {
  fieldError,
  formSecrets,
  invalidAttrs,
  MakerPages,
  refusalOf,
  type MakerContext,
  type Refusal,
} from '../kit/maker-pages.ts';
import { PageError, type RenderedPage } from '../kit/site-pages.ts';
import { listingPath, longDate } from '../listings/parts.ts';

interface ClaimView {
  claim_id: number;
  listing_id: number;
  slug: string;
  domain: string;
  method: 'dns' | 'meta' | 'file' | 'email';
  status: 'pending' | 'verified' | 'rejected';
  email?: string;
  email_sent?: boolean;
  instructions: Record<string, string>;
  created_at: string;
  verified_at: string | null;
  last_check: { at: string; looked_for: string; seen: string; reason: string | null } | null;
  listing_verified_by_another_account: boolean;
  site_team_decision?: { decision: 'approve' | 'reject'; reason: string; at: string };
}

/** A claim's state in words, with the site team's reason when it decided by hand. */
const claimStatusWords = (claim: ClaimView): string =>
  claim.status === 'verified'
    ? `Verified on ${longDate(claim.verified_at)}${claim.site_team_decision?.decision === 'approve' ? ' by the site team' : ''}: you manage this listing.`
    : claim.status === 'rejected'
      ? `Rejected by the site team on ${longDate(claim.site_team_decision?.at ?? null)}: ${claim.site_team_decision?.reason ?? ''}`
      : 'Waiting for verification.';

const METHODS: { value: ClaimView['method']; label: string; hint: string }[] = [
  { value: 'meta', label: 'A meta tag on the homepage', hint: 'Paste one line into your homepage’s <head>.' },
  { value: 'file', label: 'A file on the website', hint: 'Upload a small text file to your site.' },
  { value: 'dns', label: 'A DNS TXT record', hint: 'Add a record at your domain’s DNS provider.' },
  {
    value: 'email',
    label: 'An e-mail to an address at the company’s domain',
    hint: 'We send a link; opening it and confirming verifies.',
  },
];

/** Why a check did not verify, in words. */
export function claimCheckWords(reason: string | null): string {
  switch (reason) {
    case null:
      return 'Verified.';
    case 'not_found':
      return 'We looked but did not find it. Check that it is published exactly as shown (DNS changes can take a while).';
    case 'off_domain':
      return 'The site redirected to another domain, so the check could not count.';
    case 'http_status':
      return 'The page answered with an error instead of the content.';
    case 'dns_failed':
      return 'The DNS lookup failed: the name does not resolve, or the DNS server did not answer.';
    case 'unsafe_address':
    case 'unsafe_url':
      return 'The address points to a private network, which we never read.';
    case 'timeout':
      return 'The site took too long to answer.';
    default:
      return `The check failed (${reason.replace(/_/g, ' ')}).`;
  }
}

export function claimMakerPagesRouter(maker: MakerPages): Router {
  const router = Router();

  const chooseForm = (context: MakerContext, slug: string, name: string, refusal?: Refusal): RenderedPage => {
    const method = context.form.method ?? '';
    const emailError = refusal?.fields.email;
    const methodError = refusal?.fields.method;
    return {
      status: refusal?.status,
      title: `Claim ${name}`,
      narrow: true,
      body: html`<h1>Is ${name} your product?</h1>
<p class="lead">Prove that you run its website and you manage the listing. Verified is not the same as paid: nothing is charged.</p>
${refusal && !emailError && !methodError ? html`<p class="error" role="alert">${refusal.message}</p>` : ''}
<form method="post" action="/claims/new" class="stack">
${formSecrets(context.viewer)}
<input type="hidden" name="slug" value="${slug}">
<fieldset${invalidAttrs('method', methodError)}><legend>How will you prove it?</legend>
${METHODS.map(
  (m) =>
    html`<div class="check"><input type="radio" id="method-${m.value}" name="method" value="${m.value}"${method === m.value || (!method && m.value === 'meta') ? html` checked` : ''}><label for="method-${m.value}">${m.label}</label></div><p class="hint">${m.hint}</p>`,
)}
${fieldError('method', methodError)}
</fieldset>
<label for="claim-email">For e-mail: an address at the company’s domain</label>
<input id="claim-email" name="email" type="email" value="${context.form.email ?? ''}"${invalidAttrs('claim-email', emailError)}>
${fieldError('claim-email', emailError)}
<button type="submit">Start the claim</button>
</form>
<p><a href="${listingPath(slug)}">Back to ${name}</a></p>`,
    };
  };

  const listingName = async (context: MakerContext, slug: string) => {
    const result = await context.run('get_listing', { params: { slug } });
    if (result.status !== 200)
      throw new PageError(404, 'Not found', `Listing ${slug} does not exist, or is not public.`);
    return (result.body as { name: string }).name;
  };

  router.get(
    '/claims/new',
    maker.page(async (context) => {
      const slug = typeof context.req.query.slug === 'string' ? context.req.query.slug : '';
      return chooseForm(context, slug, await listingName(context, slug));
    }),
  );

  router.post(
    '/claims/new',
    ...maker.action(async (context) => {
      const { slug = '', method = '', email = '' } = context.form;
      const result = await context.run('claim_listing', {
        body: { slug, method, ...(method === 'email' || email.trim() ? { email: email.trim() } : {}) },
        idempotencyKey: MakerPages.idempotencyKey(context),
      });
      if (result.status === 201) return { redirect: `/me/claims/${(result.body as ClaimView).claim_id}` };
      return chooseForm(context, slug, await listingName(context, slug), refusalOf(result));
    }),
  );

  const myClaims = (context: MakerContext) =>
    context.read<{ items: ClaimView[] }>('list_my_claims', { query: { per_page: 100 } });

  router.get(
    '/me/claims',
    maker.page(async (context) => {
      const claims = await myClaims(context);
      return {
        title: 'Your claims',
        body: html`<nav aria-label="Breadcrumb" class="muted"><a href="/me">Your products</a> › <span aria-current="page">Claims</span></nav>
<h1>Your claims</h1>
<p>To claim a listing, open its page and choose “Is this your product?”.</p>
${
  claims.items.length
    ? html`<ul class="rows">${claims.items.map(
        (claim) =>
          html`<li class="row"><div class="body"><a class="name" href="/me/claims/${claim.claim_id}">${claim.slug}</a><p class="tagline">${claim.domain} · ${METHODS.find((m) => m.value === claim.method)?.label} · ${claim.status === 'verified' ? 'verified' : claim.status === 'rejected' ? 'rejected by the site team' : 'waiting for verification'}</p></div></li>`,
      )}</ul>`
    : html`<p>No claims yet.</p>`
}`,
      };
    }),
  );

  const claimPage = (context: MakerContext, claim: ClaimView, notice?: string, refusal?: Refusal): RenderedPage => ({
    status: refusal?.status,
    title: `Claim of ${claim.slug}`,
    body: html`<nav aria-label="Breadcrumb" class="muted"><a href="/me">Your products</a> › <a href="/me/claims">Claims</a> › <span aria-current="page">${claim.slug}</span></nav>
<h1>Claim of ${claim.slug}</h1>
${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
${refusal ? html`<p class="error" role="alert">${refusal.message}</p>` : ''}
<p id="claim-status"><strong>${claimStatusWords(claim)}</strong></p>
${claim.listing_verified_by_another_account ? html`<p class="hint">Another account had verified this listing; verifying this claim moves it to you.</p>` : ''}
${claim.status === 'pending' ? instructions(claim) : html`<p><a href="/me">Your products</a> · <a href="${listingPath(claim.slug)}">The public page</a></p>`}
${
  claim.last_check && claim.status === 'pending'
    ? html`<section class="card" aria-labelledby="check-title"><h2 id="check-title">Last check, ${longDate(claim.last_check.at)}</h2>
<p class="error" role="status" id="check-result">${claimCheckWords(claim.last_check.reason)}</p>
<p>We looked for: <code>${claim.last_check.looked_for}</code></p>
<p>We saw: <code>${claim.last_check.seen}</code></p></section>`
    : ''
}
${
  claim.status === 'pending' && claim.method !== 'email'
    ? html`<form method="post" action="/me/claims/${claim.claim_id}/verify"><input type="hidden" name="csrf" value="${context.viewer.csrfToken}"><button type="submit">Verify now</button></form>`
    : ''
}`,
  });

  const findClaim = async (context: MakerContext) => {
    const id = Number(context.req.params.id);
    const claim = (await myClaims(context)).items.find((c) => c.claim_id === id);
    if (!claim) throw new PageError(404, 'Not found', 'There is no such claim of yours.');
    return claim;
  };

  router.get(
    '/me/claims/:id',
    maker.page(async (context) => {
      const claim = await findClaim(context);
      const done = context.req.query.done;
      return claimPage(
        context,
        claim,
        done === 'checked' && claim.status === 'pending' ? 'Checked: not verified yet.' : undefined,
      );
    }),
  );

  router.post(
    '/me/claims/:id/verify',
    ...maker.action(async (context) => {
      const result = await context.run('verify_claim', {
        params: { claim_id: String(context.req.params.id) },
        body: {},
      });
      if (result.status === 200) return { redirect: `/me/claims/${context.req.params.id}?done=checked` };
      return claimPage(context, await findClaim(context), undefined, refusalOf(result));
    }),
  );

  return router;
}

/** Exactly what to publish for the claim's method. */
function instructions(claim: ClaimView): SafeHtml {
  const i = claim.instructions;
  switch (claim.method) {
    case 'meta':
      return html`<h2>Put this tag in your homepage</h2><p>In the <code>&lt;head&gt;</code> of <a href="${i.url}" rel="nofollow noopener">${i.url}</a>:</p>
<label for="claim-tag">Tag to copy</label><textarea id="claim-tag" class="code" readonly rows="2" spellcheck="false">${i.tag}</textarea>
<p>Then press “Verify now”. You can remove the tag once verified.</p>`;
    case 'file':
      return html`<h2>Serve this file</h2><p>At <code>${i.url}</code>, as plain text, containing exactly:</p>
<label for="claim-file">File content</label><textarea id="claim-file" class="code" readonly rows="2" spellcheck="false">${i.content}</textarea>
<p>Then press “Verify now”.</p>`;
    case 'dns':
      return html`<h2>Add this DNS record</h2><dl class="status"><dt>Type</dt><dd>${i.record_type}</dd><dt>Name</dt><dd><code>${i.name}</code></dd><dt>Value</dt><dd><code>${i.value}</code></dd></dl>
<p>Then press “Verify now”. DNS changes can take a while to be seen.</p>`;
    case 'email':
      return html`<h2>Check your e-mail</h2><p>We ${claim.email_sent ? 'sent' : 'are sending'} a link to <strong>${i.email}</strong>. Open it and confirm: the claim is verified then.</p>`;
  }
}
