/**
 * The landing page of an e-mail claim's link:
 *
 *   GET  /claims/verify?claim=<id>&token=<token>   shows what is being confirmed and a Confirm button
 *   POST /claims/verify                             (claim, token, csrf) verifies the claim
 *
 * Opening the link changes nothing: mail scanners and link previews fetch links, so only the form
 * post (CSRF-checked with the pre-session double-submit token, signed in or not) verifies. The
 * claimant, not whoever confirms, becomes the listing's owner.
 */
import type { ClaimState } from '@listings/shared/contracts/claims';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { SiteSettings, SessionCookie } from '@listings/shared/platform';
import { type DocumentStore, DomainError, silentLogger, type Logger } from '@listings/shared/kernel';
import { siteNameOf } from '../kit/site-name.ts';
import { CsrfGuard } from '../kit/csrf.ts';
import { alertBox, html, layout, type SafeHtml, sendPage } from '../kit/html.ts';

/**
 * What the link's pages need of the claims' write side, as the composer hands it over (the claim
 * commands fit): the claim behind a mailed link, and its confirmation, which answers the position the
 * read side must reach. The pages know these two calls, not the write side's classes.
 */
export interface ClaimLinks {
  /** The claim's state when the link (claim id and token) is genuine and still usable; null otherwise. */
  linkState(claimId: number, token: string): Promise<ClaimState | null>;
  /** Confirms the claim by its link (throws DomainError `invalid_link` when it is not genuine). */
  confirmEmailLink(claimId: number, token: string, cause: string): Promise<{ state: ClaimState; position: number }>;
}

export interface ClaimPagesDependencies {
  claims: ClaimLinks;
  documents: DocumentStore;
  cookie: SessionCookie;
  site: SiteSettings;
  projections: { waitForPosition(position: number, timeoutMs: number): Promise<boolean> };
  readYourWritesTimeoutMs: number;
  logger?: Logger;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const CLAIM_ID = /^[1-9][0-9]{0,15}$/;

export function claimPagesRouter(deps: ClaimPagesDependencies): Router {
  const { claims, site, logger = silentLogger } = deps;
  const csrf = new CsrfGuard(deps.documents, deps.cookie, site.publicBaseUrl);
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });
  // The layout names the request's site (issue 30): one router serves every site of the network.
  const page = (res: Response, title: string, body: SafeHtml) =>
    layout({ title, siteName: siteNameOf(site, res.req), signedIn: null, body });
  const invalid = (res: Response) =>
    sendPage(
      res,
      404,
      page(
        res,
        'Link not valid',
        html`<h1>This link is not valid</h1>${alertBox('The link is incomplete, was changed, or belongs to another claim. Copy the whole link from the e-mail.')}`,
      ),
    );
  /** The site team rejected the claim (the console's claims queue): its link verifies nothing now. */
  const rejectedPage = (res: Response) =>
    sendPage(
      res,
      409,
      page(
        res,
        'Claim rejected',
        html`<h1>This claim was rejected</h1>${alertBox('The site team rejected this claim, so its link no longer confirms it. The person who made it sees why on their claim page.')}`,
      ),
    );
  const verifiedPage = (res: Response, state: ClaimState, already: boolean) =>
    sendPage(
      res,
      200,
      page(
        res,
        'Claim verified',
        html`<h1>Claim verified</h1>
${alertBox(already ? `This claim of ${state.claim!.slug} was already verified.` : `Thank you: ${state.claim!.domain} is confirmed, and the account that claimed ${state.claim!.slug} now manages the listing.`, 'notice')}`,
      ),
    );

  const handle =
    (work: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response, next: NextFunction) => {
      work(req, res).catch((error) => {
        logger.error('claim page failed', { error });
        next(error);
      });
    };
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');

  router.get(
    '/claims/verify',
    handle(async (req, res) => {
      const claimId = text(req.query.claim);
      const token = text(req.query.token);
      if (!CLAIM_ID.test(claimId) || !TOKEN.test(token)) return invalid(res);
      const state = await claims.linkState(Number(claimId), token);
      if (!state) return invalid(res);
      if (state.status === 'verified') return verifiedPage(res, state, true);
      if (state.status === 'rejected') return rejectedPage(res);
      const claim = state.claim!;
      sendPage(
        res,
        200,
        page(
          res,
          'Confirm the claim',
          html`<h1>Confirm that ${claim.domain} is yours</h1>
<p>An account on ${siteNameOf(site, req)} asked to manage the listing <strong>${claim.slug}</strong> (${claim.domain}) and gave the address ${claim.email} as proof that it belongs to the company.</p>
<p>If that was you or your team, confirm. If you do not know about this, close this page: nothing changes.</p>
<form method="post" action="/claims/verify">
  <input type="hidden" name="csrf" value="${await csrf.preSessionToken(req, res)}">
  <input type="hidden" name="claim" value="${claimId}">
  <input type="hidden" name="token" value="${token}">
  <button type="submit">Confirm</button>
</form>`,
        ),
      );
    }),
  );

  router.post(
    '/claims/verify',
    form,
    handle(async (req, res) => {
      if (!(await csrf.preSessionFormAllowed(req))) {
        return sendPage(
          res,
          403,
          page(
            res,
            'Form refused',
            html`<h1>Form refused</h1>${alertBox('This form has expired or was not sent from this site. Open the link from the e-mail again.')}`,
          ),
        );
      }
      const body = req.body as Record<string, unknown>;
      const claimId = text(body.claim);
      const token = text(body.token);
      if (!CLAIM_ID.test(claimId) || !TOKEN.test(token)) return invalid(res);
      try {
        const write = await claims.confirmEmailLink(Number(claimId), token, 'claim_email_link');
        if (write.position > 0) await deps.projections.waitForPosition(write.position, deps.readYourWritesTimeoutMs);
        verifiedPage(res, write.state, write.position === 0);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'invalid_link') return invalid(res);
        if (error instanceof DomainError && error.code === 'claim_rejected') return rejectedPage(res);
        throw error;
      }
    }),
  );

  return router;
}
