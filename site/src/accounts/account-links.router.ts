/**
 * The pages of the links the service mails to an account:
 *
 *   GET  /verify-email?account=&request=&token=   what is being confirmed, and a Confirm button
 *        (&next=/path: the page the person signed up from; the confirmed page leads back there,
 *        a same-site path only, checked by safeReturnPath: never an open redirect; issue 31)
 *   POST /verify-email                            proves the address (EmailVerified)
 *   POST /verify-email/resend                     signed in: mail a new link (at most 5 a day)
 *   GET  /password/forgot, POST                   mail a reset link; the answer never tells whether an account exists
 *   GET  /password/reset?account=&request=&token= choose a new password
 *   POST /password/reset                          sets it (once per link), ends every session of the account
 *        (the forgot form's &next=/path, from the sign-in page, is recorded with the request and carried by
 *        the mailed link; after the new password, sign-in leads back there; same-site paths only; issue 31)
 *
 * Opening a link changes nothing (mail scanners fetch links): only the form post does, checked with
 * the pre-session CSRF token and the Origin checks. The mails are sent by the account mail reactor.
 */
import express, { Router, type Request, type Response } from 'express';
import {
  hashPassword,
  passwordPolicyError,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type SessionStore,
  type SiteSettings,
} from '@listings/shared/platform';
import { DomainError, silentLogger, type Clock, type DocumentStore, type Logger } from '@listings/shared/kernel';
import { ACCOUNT_LINK_TOKEN, REQUEST_ID, tokenHashOf } from '@listings/shared/contracts/accounts';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts';
import { CsrfGuard } from '../kit/csrf.ts';
import { recordedSiteKeyOf, siteNameOf } from '../kit/site-name.ts';
import { alertBox, html, layout, PAGE_SECURITY_HEADERS, pageHandler, type SafeHtml, sendPage } from '../kit/html.ts';
import { DEFAULT_RETURN_PATH, safeReturnPath } from '../kit/return-path.ts';
import { onwardLabel, type PlaceReader } from './onward-place.ts';
import type { SignInLimiter } from './sign-in-limits.ts';
import type { KnownDevices } from './known-devices.ts';
import type { AccountLinkIssuer, AccountWrites } from './account-writes.ts';

export interface AccountLinkPagesDependencies {
  accounts: AccountWrites;
  links: AccountLinkIssuer;
  sessions: SessionStore;
  documents: DocumentStore;
  projections: { waitForPosition(position: number, timeoutMs: number): Promise<boolean> };
  site: SiteSettings;
  readYourWritesTimeoutMs: number;
  limiter: SignInLimiter;
  /** A reset by e-mailed link makes the browser a known device for the address. */
  devices?: KnownDevices;
  clock: Clock;
  logger?: Logger;
  /** Names the place the confirmed page leads back to, through the API's public reads (issue 31). */
  places?: PlaceReader;
}

const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$|^[A-Za-z0-9_-]{1,64}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FORM_REFUSED = 'This form has expired or was not sent from this site. Open the link from the e-mail again.';

/** A page route (`pageHandler` wraps it: a failure becomes the error page). */
type PageRoute = (req: Request, res: Response) => Promise<void>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The way back to a reset's page (issue 31): a `next` of the sign-in page, checked again wherever it
 * is read (query, form, the mailed link); '' when there is none or it is not a path of this site.
 */
const returnPathOf = (raw: unknown): string => {
  const next = safeReturnPath(raw, '');
  return next === DEFAULT_RETURN_PATH ? '' : next;
};
/** The sign-in page, leading on to `next` when there is one. */
const signInPath = (next: string, query = ''): string => {
  const params = new URLSearchParams(query);
  if (next) params.set('next', next);
  const search = params.toString();
  return search ? `/signin?${search}` : '/signin';
};

/**
 * The way on from a confirmed address: back to the page the person signed up from when the link
 * carries one (a same-site path only), named by the read side ("Back to Returnly"), else to the directory.
 */
const onwardLink = async (places: PlaceReader | undefined, req: Request, next: string): Promise<SafeHtml> =>
  next
    ? html`<p><a href="${next}">${await onwardLabel(places, req, next)}</a></p>`
    : html`<p><a href="/">Go to the directory</a></p>`;

/** What the routes below share: the dependencies, the page frame and the link's checks. */
function kitOf(deps: AccountLinkPagesDependencies) {
  const { accounts, links, sessions, documents, projections, site, limiter, devices, logger = silentLogger } = deps;
  const csrf = new CsrfGuard(documents, sessions.cookie, site.publicBaseUrl);
  // The layout names the request's site (issue 30): one router serves every site of the network.
  const page = (res: Response, title: string, body: SafeHtml) =>
    layout({ title, siteName: siteNameOf(site, res.req), body });
  const redirect = (res: Response, location: string): void => {
    res.status(303).set(PAGE_SECURITY_HEADERS).location(location).end();
  };
  const userActor = (accountId: string) => ({ kind: 'user' as const, id: accountId });

  const handle = pageHandler({
    logger,
    what: 'account link page',
    page: (title, body, res) => page(res, title, body),
    advice: 'That did not work. Try again in a moment.',
  });

  /** The link's parts, if they have the right shape. */
  const linkOf = (source: Record<string, unknown>) => {
    const accountId = text(source.account);
    const requestId = text(source.request);
    const token = text(source.token);
    return ACCOUNT_ID.test(accountId) && REQUEST_ID.test(requestId) && ACCOUNT_LINK_TOKEN.test(token)
      ? { accountId, requestId, token }
      : null;
  };
  const refuseForm = (res: Response) =>
    sendPage(res, 403, page(res, 'Form refused', html`<h1>Form refused</h1>${alertBox(FORM_REFUSED)}`));
  const invalid = (res: Response, kind: 'verify' | 'reset') =>
    sendPage(
      res,
      404,
      page(
        res,
        'Link not valid',
        html`<h1>This link is not valid</h1>${alertBox('The link is incomplete, was changed, was replaced by a newer one or was already used. Copy the whole link from the newest e-mail.')}
${kind === 'reset' ? html`<p><a href="/password/forgot">Ask for a new reset link</a></p>` : html`<p>Signed in, you can ask for a new link from any page.</p>`}`,
      ),
    );
  const expired = (res: Response, kind: 'verify' | 'reset') =>
    sendPage(
      res,
      410,
      page(
        res,
        'Link expired',
        html`<h1>This link has expired</h1>${alertBox('Links work for a limited time.')}
${kind === 'reset' ? html`<p><a href="/password/forgot">Ask for a new reset link</a></p>` : html`<p><a href="/signin">Sign in</a> and use “Send the link again”.</p>`}`,
      ),
    );
  /** The link's request as the account remembers it, if the token matches. */
  const knownLink = async (link: { accountId: string; requestId: string; token: string }, kind: string) => {
    const state = await accounts.load(link.accountId);
    const request = state?.links[link.requestId];
    if (!state || !request || request.kind !== kind || request.tokenHash !== tokenHashOf(link.token)) return null;
    return { state, request };
  };

  // ---------------------------------------------------------------- e-mail verification

  // ---------------------------------------------------------------- password reset
  const forgotForm = (
    res: Response,
    token: string,
    next: string,
    email = '',
    message?: { text: string; kind: 'error' | 'notice' },
  ) =>
    page(
      res,
      'Reset your password',
      html`<h1>Reset your password</h1>
${alertBox(message?.text, message?.kind)}
<form method="post" action="/password/forgot" novalidate>
<input type="hidden" name="csrf" value="${token}">
${next ? html`<input type="hidden" name="next" value="${next}">` : ''}
<label for="email">E-mail address of your account</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${email}">
<button type="submit">Send me a reset link</button>
</form>
<p><a href="${signInPath(next)}">Back to sign in</a></p>`,
    );

  const resetForm = (
    res: Response,
    token: string,
    link: { accountId: string; requestId: string; token: string },
    next: string,
    error?: string,
  ) =>
    page(
      res,
      'Choose a new password',
      html`<h1>Choose a new password</h1>
${alertBox(error)}
<form method="post" action="/password/reset" novalidate>
<input type="hidden" name="csrf" value="${token}">
<input type="hidden" name="account" value="${link.accountId}">
<input type="hidden" name="request" value="${link.requestId}">
<input type="hidden" name="token" value="${link.token}">
${next ? html`<input type="hidden" name="next" value="${next}">` : ''}
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" aria-describedby="password-hint">
<p id="password-hint" class="hint">At least ${PASSWORD_MIN_LENGTH} characters. Every device signed in to your account is signed out.</p>
<button type="submit">Set the new password</button>
</form>`,
    );

  return {
    deps,
    accounts,
    links,
    sessions,
    documents,
    projections,
    site,
    limiter,
    devices,
    logger,
    csrf,
    page,
    redirect,
    userActor,
    handle,
    linkOf,
    invalid,
    expired,
    knownLink,
    forgotForm,
    resetForm,
    refuseForm,
  };
}
type LinkKit = ReturnType<typeof kitOf>;

/** GET /verify-email: the address being confirmed and a Confirm button (opening the link changes nothing). */
function showVerifyEmail(kit: LinkKit): PageRoute {
  const { csrf, page, linkOf, invalid, knownLink } = kit;
  return async (req, res) => {
    const link = linkOf(req.query);
    if (!link) return invalid(res, 'verify');
    const known = await knownLink(link, 'email_verification');
    if (!known) return invalid(res, 'verify');
    const next = safeReturnPath(req.query.next, '');
    if (known.state.emailVerified)
      return sendPage(
        res,
        200,
        page(
          res,
          'Address confirmed',
          html`<h1>Your e-mail address is confirmed</h1>${await onwardLink(kit.deps.places, req, next)}`,
        ),
      );
    sendPage(
      res,
      200,
      page(
        res,
        'Confirm your e-mail address',
        html`<h1>Confirm your e-mail address</h1>
<p>Confirm that <strong>${known.state.email ?? ''}</strong> is yours. Then you can vote, follow listings and write reviews.</p>
<form method="post" action="/verify-email">
<input type="hidden" name="csrf" value="${await csrf.preSessionToken(req, res)}">
<input type="hidden" name="account" value="${link.accountId}">
<input type="hidden" name="request" value="${link.requestId}">
<input type="hidden" name="token" value="${link.token}">
${next ? html`<input type="hidden" name="next" value="${next}">` : ''}
<button type="submit">Confirm</button>
</form>`,
      ),
    );
  };
}

/** POST /verify-email: proves the address (EmailVerified). */
function verifyEmail(kit: LinkKit): PageRoute {
  const { accounts, projections, csrf, page, userActor, linkOf, invalid, expired, refuseForm, deps } = kit;
  return async (req, res) => {
    if (!(await csrf.preSessionFormAllowed(req))) return refuseForm(res);
    const link = linkOf(req.body as Record<string, unknown>);
    if (!link) return invalid(res, 'verify');
    const next = safeReturnPath((req.body as Record<string, unknown>).next, '');
    try {
      const done = await accounts.verifyEmail(
        link.accountId,
        { requestId: link.requestId, tokenHash: tokenHashOf(link.token) },
        userActor(link.accountId),
        'page:verify_email',
      );
      if (done.position > 0) await projections.waitForPosition(done.position, deps.readYourWritesTimeoutMs);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'link_expired') return expired(res, 'verify');
      if (error instanceof DomainError && (error.code === 'invalid_link' || error.kind === 'not_found'))
        return invalid(res, 'verify');
      throw error;
    }
    sendPage(
      res,
      200,
      page(
        res,
        'Address confirmed',
        html`<h1>Your e-mail address is confirmed</h1>${alertBox('Thank you. You can now vote, follow listings and write reviews.', 'notice')}${await onwardLink(deps.places, req, next)}`,
      ),
    );
  };
}

/** POST /verify-email/resend: signed in: mails a new link (at most 5 a day). */
function resendVerification(kit: LinkKit): PageRoute {
  const { accounts, links, sessions, documents, csrf, page, redirect, userActor, refuseForm } = kit;
  return async (req, res) => {
    const session = await sessions.sessionOf(req);
    if (!session) return redirect(res, '/signin');
    if (!csrf.sessionFormAllowed(req, session)) return refuseForm(res);
    const account = await documents.collection(ACCOUNTS_COLLECTION).findOne({ _id: session.accountId });
    try {
      // The link goes to the host the person asked on (issue 30).
      const site = recordedSiteKeyOf(req);
      const request = { ...(await links.issue('email_verification', session.accountId)), ...(site ? { site } : {}) };
      const { requested } = await accounts.requestEmailVerification(
        session.accountId,
        request,
        userActor(session.accountId),
        'page:resend_verification',
      );
      sendPage(
        res,
        requested ? 200 : 409,
        page(
          res,
          'Check your inbox',
          requested
            ? html`<h1>Check your inbox</h1>${alertBox(`We sent a new link to ${String(account?.email ?? 'your address')}. It works for 7 days.`, 'notice')}<p><a href="/">Back to the directory</a></p>`
            : html`<h1>Already confirmed</h1>${alertBox('Your e-mail address is already confirmed.', 'notice')}<p><a href="/">Back to the directory</a></p>`,
        ),
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'too_many_link_requests')
        return sendPage(res, 429, page(res, 'Too many links', html`<h1>Too many links</h1>${alertBox(error.message)}`));
      throw error;
    }
  };
}

/** GET /password/forgot: the form that asks for a reset link. */
function showForgotPassword(kit: LinkKit): PageRoute {
  const { csrf, forgotForm } = kit;
  return async (req, res) =>
    sendPage(res, 200, forgotForm(res, await csrf.preSessionToken(req, res), returnPathOf(req.query.next)));
}

/** POST /password/forgot: mails a reset link; the answer never tells whether an account exists. */
function forgotPassword(kit: LinkKit): PageRoute {
  const { accounts, links, limiter, csrf, page, userActor, forgotForm, refuseForm } = kit;
  return async (req, res) => {
    if (!(await csrf.preSessionFormAllowed(req))) return refuseForm(res);
    const email = text((req.body as Record<string, unknown>).email)
      .trim()
      .slice(0, 254);
    const next = returnPathOf((req.body as Record<string, unknown>).next);
    if (!EMAIL_PATTERN.test(email))
      return sendPage(
        res,
        400,
        forgotForm(res, await csrf.preSessionToken(req, res), next, email, {
          text: 'Enter a valid e-mail address.',
          kind: 'error',
        }),
      );
    // Per IP only: an address someone is guessing at can still ask for its e-mailed link.
    const throttle = await limiter.admitLinkRequest(req.ip ?? 'unknown');
    if (throttle) {
      res.set('Retry-After', String(throttle.retryAfterSeconds));
      return sendPage(
        res,
        429,
        forgotForm(res, await csrf.preSessionToken(req, res), next, email, {
          text: 'Too many attempts. Try again later.',
          kind: 'error',
        }),
      );
    }
    const accountId = await accounts.accountIdByEmail(email);
    if (accountId) {
      try {
        const site = recordedSiteKeyOf(req);
        await accounts.requestPasswordReset(
          accountId,
          {
            ...(await links.issue('password_reset', accountId)),
            ...(site ? { site } : {}),
            ...(next ? { returnPath: next } : {}),
          },
          userActor(accountId),
          'page:password_forgot',
        );
      } catch (error) {
        // Too many links today: say the same as always, so the answer reveals nothing.
        if (!(error instanceof DomainError && error.code === 'too_many_link_requests')) throw error;
      }
    }
    sendPage(
      res,
      200,
      page(
        res,
        'Check your inbox',
        html`<h1>Check your inbox</h1>${alertBox(`If an account uses ${email}, we have sent it a link to choose a new password. The link works once, for an hour.`, 'notice')}<p><a href="${signInPath(next)}">Back to sign in</a></p>`,
      ),
    );
  };
}

/** GET /password/reset: choose a new password (a used or expired link says so). */
function showResetPassword(kit: LinkKit): PageRoute {
  const { csrf, linkOf, invalid, expired, knownLink, resetForm, deps } = kit;
  return async (req, res) => {
    const link = linkOf(req.query);
    if (!link) return invalid(res, 'reset');
    const known = await knownLink(link, 'password_reset');
    if (!known || known.request.used) return invalid(res, 'reset');
    if (Date.parse(known.request.expiresAt) <= deps.clock.now().getTime()) return expired(res, 'reset');
    sendPage(res, 200, resetForm(res, await csrf.preSessionToken(req, res), link, returnPathOf(req.query.next)));
  };
}

/** POST /password/reset: sets it (once per link), ends every session of the account. */
function resetPassword(kit: LinkKit): PageRoute {
  const {
    accounts,
    sessions,
    limiter,
    devices,
    csrf,
    redirect,
    userActor,
    linkOf,
    invalid,
    expired,
    knownLink,
    resetForm,
    refuseForm,
  } = kit;
  return async (req, res) => {
    if (!(await csrf.preSessionFormAllowed(req))) return refuseForm(res);
    const body = req.body as Record<string, unknown>;
    const link = linkOf(body);
    if (!link) return invalid(res, 'reset');
    const password = text(body.password);
    const next = returnPathOf(body.next);
    const known = await knownLink(link, 'password_reset');
    if (!known) return invalid(res, 'reset');
    const weak = passwordPolicyError(password, { email: known.state.email ?? undefined });
    if (weak) return sendPage(res, 400, resetForm(res, await csrf.preSessionToken(req, res), link, next, weak));
    try {
      await accounts.resetPassword(
        link.accountId,
        { requestId: link.requestId, tokenHash: tokenHashOf(link.token) },
        await hashPassword(password),
        userActor(link.accountId),
        'page:password_reset',
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'link_expired') return expired(res, 'reset');
      if (error instanceof DomainError && error.code === 'invalid_link') return invalid(res, 'reset');
      throw error;
    }
    await sessions.destroyAll(link.accountId);
    // The e-mailed link proved the address: its failure counts go, and this browser becomes a known device.
    if (known.state.email) {
      await limiter.addressProved(known.state.email);
      await devices?.remember(req, res, known.state.email);
    }
    // Sign in with the new password, then on to where the person asked from (issue 31).
    redirect(res, signInPath(next, 'reset=1'));
  };
}

/** The routes (see the header). */
export function accountLinkPagesRouter(deps: AccountLinkPagesDependencies): Router {
  const kit = kitOf(deps);
  const { handle } = kit;
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });
  router.get('/verify-email', handle(showVerifyEmail(kit)));
  router.post('/verify-email', form, handle(verifyEmail(kit)));
  router.post('/verify-email/resend', form, handle(resendVerification(kit)));
  router.get('/password/forgot', handle(showForgotPassword(kit)));
  router.post('/password/forgot', form, handle(forgotPassword(kit)));
  router.get('/password/reset', handle(showResetPassword(kit)));
  router.post('/password/reset', form, handle(resetPassword(kit)));
  return router;
}
