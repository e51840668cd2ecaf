/**
 * The pages people use to get access, mounted at the root of the edge:
 *
 *   GET/POST /signup              create an account (name, e-mail, password) and mail a link to confirm the
 *                                 address (votes, follows and reviews need it); then the person signs in
 *                                 on the page it answers with. For an address that already has an account,
 *                                 the same answer, and its owner is mailed instead: nothing tells the one
 *                                 who signs up whether the address had an account (issue 28)
 *   GET/POST /signin              sign in (`?next=/path` returns there; same-site paths only; without one,
 *                                 /account). Sign-up carries its `next` to the sign-in form it answers with
 *   POST     /signout             end the session
 *   GET      /account             the welcome page: what a person can do here (where sign-in and sign-up land
 *                                 without a `next`); the API keys are one link on it, for developers
 *   GET/POST /account/api-keys    list keys; create one (shown once)
 *   POST     /account/api-keys/:keyId/revoke
 *
 * the e-mailed links' pages (account-links.router.ts: verify the address, reset the password), and
 * sign-in across the network's sites in one redirect hop (sign-in-hop.router.ts; the sign-in page
 * offers it: "Signed in on <A>?").
 * Every write goes through the accounts' write side (account-writes.ts: the gateway's AccountCommands, events). Every POST is checked for CSRF (csrf.ts).
 */
import { SCOPES, type Scope } from '@listings/shared/platform';
import { randomUUID } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import {
  type SiteSettings,
  API_KEYS_COLLECTION,
  parseScopes,
  type ApiKeyRecord,
  hashPassword,
  needsRehash,
  passwordPolicyError,
  verifyAgainstNothing,
  verifyPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Session,
  type SessionStore,
} from '@listings/shared/platform';
import {
  type Clock,
  type DocumentStore,
  DomainError,
  silentLogger,
  systemClock,
  type Logger,
} from '@listings/shared/kernel';
import type { Actor } from '@listings/shared/kernel';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts';
import { CsrfGuard } from '../kit/csrf.ts';
import { alertBox, html, layout, PAGE_SECURITY_HEADERS, pageHandler, type SafeHtml, sendPage } from '../kit/html.ts';
import { DEFAULT_RETURN_PATH, safeReturnPath } from '../kit/return-path.ts';
import { recordedSiteKeyOf, siteNameOf } from '../kit/site-name.ts';
import { SignInLimiter, Throttled, waitWords, type SignInLimitSettings } from './sign-in-limits.ts';
import { KnownDevices } from './known-devices.ts';
import type { AccountLinkIssuer, AccountWrites } from './account-writes.ts';
import type { SharedLimitStore } from '@listings/shared/api';
import { accountLinkPagesRouter } from './account-links.router.ts';
import { defaultSite, type Site } from '@listings/shared/contracts/site-content';
import { SignInHops } from './sign-in-hops.ts';
import type { PlaceReader } from './onward-place.ts';
import { headersAllowingFormTo, hopFormOrigin, hopOffer, otherSites, signInHopRouter } from './sign-in-hop.router.ts';

export interface AccountPagesDependencies {
  /** The accounts' write side (the gateway hands over its AccountCommands). */
  accounts: AccountWrites;
  sessions: SessionStore;
  documents: DocumentStore;
  /** Read-your-writes: the pages wait for the read models before showing what was just written. */
  projections: { waitForPosition(position: number, timeoutMs: number): Promise<boolean> };
  site: SiteSettings;
  readYourWritesTimeoutMs: number;
  limits?: Partial<SignInLimitSettings>;
  /** Where the sign-in limits are counted when several processes serve (null: memory). */
  sharedLimits?: SharedLimitStore | null;
  logger?: Logger;
  /** The tokens of mailed links (verification, password reset); one per process, from the document store's secret. */
  links: AccountLinkIssuer;
  clock?: Clock;
  /** The network's sites, the default first (issue 30: sign-in hops between them). Absent: this site alone. */
  network?: () => Promise<readonly Site[]>;
  /** Names the place a confirmed address leads back to, through the API's public reads (issue 31). */
  places?: PlaceReader;
}

const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  'account:read': 'read your own account, drafts, listings, claims and orders',
  'listings:write': 'submit, edit and claim listings',
  'orders:write': 'quote and check out orders',
  'audit:read': 'read the audit trail (only for accounts holding the auditor or admin role)',
};
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const GENERIC_SIGN_IN_ERROR = 'The e-mail address or the password is not right.';
/** What sign-up answers, whether the address is new or already has an account (only the e-mail differs). */
const signUpSent = (email: string) =>
  `Check your inbox: we have sent a message to ${email}. If the address is new here, your account is made: ` +
  'sign in below with the password you chose, and open the link in the message to confirm the address ' +
  '(voting, following and reviewing need it). If the address already has an account, the message says so: ' +
  "sign in with that account's password, or ask for a reset link.";
const FORM_REFUSED = 'This form has expired or was not sent from this site. Go back, reload the page and try again.';

/** One string field of a form (a repeated or missing field is ''). */
const field = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};
const fields = (req: Request, name: string): string[] => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/** A page route (`pageHandler` wraps it: a failure becomes the 500 page). */
type PageRoute = (req: Request, res: Response) => Promise<void>;

/** What the routes below share: the dependencies, the page frame and the helpers. */
function kitOf(deps: AccountPagesDependencies) {
  const { accounts, sessions, documents, projections, site, readYourWritesTimeoutMs, logger = silentLogger } = deps;
  const csrf = new CsrfGuard(documents, sessions.cookie, site.publicBaseUrl);
  const limiter = new SignInLimiter(deps.limits, deps.sharedLimits, deps.clock ?? systemClock);
  const devices = new KnownDevices({
    documents,
    clock: deps.clock ?? systemClock,
    secureCookie: sessions.cookie.secure,
  });
  const userActor = (accountId: string): Actor => ({ kind: 'user', id: accountId });
  const links = deps.links;
  const network = deps.network ?? (async () => [defaultSite(site)]);
  /**
   * A sign-in page: its form may lead on to the hop's target site when `next` is a hop (A's
   * /account/hop, which redirects to B), so its CSP form-action names that origin too.
   */
  const sendSignIn = async (req: Request, res: Response, status: number, next: string, body: SafeHtml) => {
    const headers = headersAllowingFormTo(await hopFormOrigin({ network, site }, req, next));
    res.status(status).set(headers).type('text/html; charset=utf-8').send(body.value);
  };
  // The layout names the request's site (issue 30): one router serves every site of the network.
  const page = (
    res: Response,
    title: string,
    body: SafeHtml,
    signedIn: { name: string; csrfToken: string } | null = null,
  ) => layout({ title, siteName: siteNameOf(site, res.req), signedIn, body });

  const refuseForm = (res: Response) =>
    sendPage(res, 403, page(res, 'Form refused', html`<h1>Form refused</h1>${alertBox(FORM_REFUSED)}`));

  const throttled = (res: Response, what: string, throttle: Throttled, body: SafeHtml) => {
    const seconds = throttle.retryAfterSeconds;
    res.set('Retry-After', String(seconds));
    // A held sign-in slot opens within seconds: say so, or the person waits a minute and may miss it.
    sendPage(
      res,
      429,
      page(res, what, html`${alertBox(`Too many attempts. Try again in ${waitWords(seconds)}.`)}${body}`),
    );
  };

  const handle = pageHandler({
    logger,
    what: 'page',
    page: (title, body, res) => page(res, title, body),
    advice: 'The request could not be completed. Try again in a moment.',
  });

  const startSession = async (
    res: Response,
    accountId: string,
    cause: string,
    hop?: { hopRef: string; site: string },
  ) => {
    const { id, session } = await sessions.create(accountId);
    try {
      await accounts.recordSignIn(accountId, session.ref, userActor(accountId), cause, hop);
    } catch (error) {
      // Refused (a hop used, expired or for another site): no session, no cookie.
      await sessions.destroy(id);
      throw error;
    }
    res.cookie(sessions.cookie.name, id, {
      httpOnly: true,
      secure: sessions.cookie.secure,
      sameSite: 'lax',
      path: '/',
      expires: session.absoluteExpiresAt,
    });
  };

  const redirect = (res: Response, location: string) => {
    res.status(303).set(PAGE_SECURITY_HEADERS).location(location).end();
  };

  const displayName = async (accountId: string) =>
    ((await documents.collection(ACCOUNTS_COLLECTION).findOne({ _id: accountId }))?.name as string | undefined) ??
    'your account';

  // ---------------------------------------------------------------- sign up
  const signUpForm = (
    res: Response,
    token: string,
    next: string,
    values: { name?: string; email?: string } = {},
    error?: string,
  ) =>
    page(
      res,
      'Sign up',
      html`
<h1>Create your account</h1>
${alertBox(error)}
<form method="post" action="/signup" novalidate>
  <input type="hidden" name="csrf" value="${token}">
  <input type="hidden" name="next" value="${next}">
  <label for="name">Name</label>
  <input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${values.name ?? ''}" aria-describedby="name-hint">
  <p id="name-hint" class="hint">Shown with your reviews and comments.</p>
  <label for="email">E-mail address</label>
  <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${values.email ?? ''}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" aria-describedby="password-hint">
  <p id="password-hint" class="hint">At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.</p>
  <button type="submit">Create account</button>
</form>
<p>Already have an account? <a href="/signin?next=${encodeURIComponent(next)}">Sign in</a>.</p>`,
    );

  // ---------------------------------------------------------------- sign in
  const signInForm = (
    res: Response,
    token: string,
    next: string,
    email = '',
    message?: { text: string; kind: 'error' | 'notice' },
    offer: SafeHtml = html``,
  ) =>
    page(
      res,
      'Sign in',
      html`
<h1>Sign in</h1>
${alertBox(message?.text, message?.kind)}
<form method="post" action="/signin" novalidate>
  <input type="hidden" name="csrf" value="${token}">
  <input type="hidden" name="next" value="${next}">
  <label for="email">E-mail address</label>
  <input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${email}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${PASSWORD_MAX_LENGTH}">
  <button type="submit">Sign in</button>
</form>
<p><a href="/password/forgot${next === DEFAULT_RETURN_PATH ? '' : `?next=${encodeURIComponent(next)}`}">Forgot your password?</a></p>
<p>No account yet? <a href="/signup?next=${encodeURIComponent(next)}">Sign up</a>.</p>
${offer}`,
    );

  // ---------------------------------------------------------------- API keys
  /** The session, or a redirect to sign-in that comes back here. */
  const signedIn = async (req: Request, res: Response, returnTo: string): Promise<Session | null> => {
    const session = await sessions.sessionOf(req);
    if (!session) redirect(res, `/signin?next=${encodeURIComponent(returnTo)}`);
    return session;
  };

  const keysPage = async (
    res: Response,
    session: Session,
    options: {
      created?: { key: string; name: string; scopes: string[] };
      error?: string;
      notice?: string;
      values?: { name: string; scopes: string[] };
    } = {},
  ) => {
    const keys = await documents
      .collection<ApiKeyRecord>(API_KEYS_COLLECTION)
      .find({ accountId: session.accountId }, { sort: { createdAt: -1 } });
    const chosen = options.values?.scopes ?? [];
    const created = options.created
      ? html`<section class="new-key" aria-labelledby="new-key-title">
  <h2 id="new-key-title">Your new API key “${options.created.name}”</h2>
  <p><strong>Copy it now: it is shown only this once.</strong> Select the key below and copy it (Ctrl+C, or ⌘C on a Mac); only its hash is kept.</p>
  <label for="new-api-key">API key with ${options.created.scopes.join(', ')}</label>
  <input id="new-api-key" type="text" readonly value="${options.created.key}" autocomplete="off" spellcheck="false">
  <p class="hint">Send it as <code>Authorization: Bearer &lt;key&gt;</code>.</p>
</section>`
      : html``;
    const rows = keys.map(
      (key) => html`<tr>
  <td>${key.name}</td><td><code>${key.displayPrefix}…</code></td><td>${key.scopes.join(', ')}</td>
  <td><time datetime="${key.createdAt}">${key.createdAt.slice(0, 10)}</time></td>
  <td>${key.status === 'active' ? 'active' : 'revoked'}</td>
  <td>${
    key.status === 'active'
      ? html`<form method="post" action="/account/api-keys/${encodeURIComponent(key.keyId)}/revoke" class="inline">
      <input type="hidden" name="csrf" value="${session.csrfToken}">
      <button type="submit" class="danger" aria-label="Revoke key ${key.name}">Revoke</button></form>`
      : ''
  }</td>
</tr>`,
    );
    return page(
      res,
      'API keys',
      html`
<h1>API keys</h1>
${alertBox(options.error)}${alertBox(options.notice, 'notice')}
${created}
<section aria-labelledby="create-title">
<h2 id="create-title">Create a key</h2>
<form method="post" action="/account/api-keys">
  <input type="hidden" name="csrf" value="${session.csrfToken}">
  <label for="key-name">Name</label>
  <input id="key-name" name="name" type="text" required maxlength="100" placeholder="e.g. laptop" value="${options.values?.name ?? ''}">
  <fieldset>
    <legend>Scopes</legend>
    ${SCOPES.map(
      (scope) => html`<div class="check">
      <input type="checkbox" id="scope-${scope.replace(':', '-')}" name="scope" value="${scope}"${chosen.includes(scope) ? html` checked` : html``}>
      <label for="scope-${scope.replace(':', '-')}"><code>${scope}</code>: ${SCOPE_DESCRIPTIONS[scope]}</label>
    </div>`,
    )}
  </fieldset>
  <button type="submit">Create key</button>
</form>
</section>
<section aria-labelledby="keys-title">
<h2 id="keys-title">Your keys</h2>
${
  keys.length === 0
    ? html`<p>No keys yet.</p>`
    : html`<table><thead><tr><th scope="col">Name</th><th scope="col">Prefix</th><th scope="col">Scopes</th><th scope="col">Created</th><th scope="col">Status</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
<tbody>${rows}</tbody></table>`
}
</section>`,
      { name: await displayName(session.accountId), csrfToken: session.csrfToken },
    );
  };

  return {
    startSession,
    network,
    sendSignIn,
    page,
    accounts,
    sessions,
    documents,
    projections,
    site,
    readYourWritesTimeoutMs,
    logger,
    csrf,
    limiter,
    devices,
    userActor,
    links,
    refuseForm,
    throttled,
    handle,
    redirect,
    signUpForm,
    signInForm,
    signedIn,
    keysPage,
  };
}
type AccountKit = ReturnType<typeof kitOf>;

/** GET /signup: the sign-up form (signed in already: on to `next`). */
function showSignUp(kit: AccountKit): PageRoute {
  const { sessions, csrf, redirect, signUpForm } = kit;
  return async (req, res) => {
    const next = safeReturnPath(req.query.next);
    if (await sessions.sessionOf(req)) return redirect(res, next);
    sendPage(res, 200, signUpForm(res, await csrf.preSessionToken(req, res), next));
  };
}

/** POST /signup: create the account and mail the link; the same answer whether the address is new or not. */
function signUp(kit: AccountKit): PageRoute {
  const {
    accounts,
    projections,
    readYourWritesTimeoutMs,
    csrf,
    limiter,
    userActor,
    links,
    refuseForm,
    throttled,
    signUpForm,
    signInForm,
  } = kit;
  return async (req, res) => {
    if (!(await csrf.preSessionFormAllowed(req))) return refuseForm(res);
    const next = safeReturnPath(field(req, 'next'));
    const name = field(req, 'name').trim();
    const email = field(req, 'email').trim();
    const password = field(req, 'password');
    const again = async (status: number, error: string) =>
      sendPage(res, status, signUpForm(res, await csrf.preSessionToken(req, res), next, { name, email }, error));

    if (name.length < 1 || name.length > 100) return again(400, 'Enter your name (at most 100 characters).');
    if (email.length > 254 || !EMAIL_PATTERN.test(email)) return again(400, 'Enter a valid e-mail address.');
    const weak = passwordPolicyError(password, { email, name });
    if (weak) return again(400, weak);
    const throttle = await limiter.admitSignUp(req.ip ?? 'unknown');
    if (throttle)
      return throttled(
        res,
        'Sign up',
        throttle,
        signUpForm(res, await csrf.preSessionToken(req, res), next, { name, email }),
      );

    // A new address and one that has an account get the same answer (status, page, headers, no cookie
    // either way): the sign-in form with a notice to check the inbox. The password is hashed for both.
    const accountId = randomUUID();
    const passwordHash = await hashPassword(password);
    let position = 0;
    // The site the person signed up on: the mailed link goes to its host (issue 30), and back to the page
    // they signed up from (issue 31: a same-site path only; none when they came from nowhere in particular).
    const siteKey = recordedSiteKeyOf(req);
    const returnPath = safeReturnPath(field(req, 'next'), '');
    try {
      const registered = await accounts.register(
        { email, name, passwordHash, accountId },
        userActor(accountId),
        'page:signup',
      );
      // The mail reactor sends the link; the layout reminds the person until the address is confirmed.
      const requested = await accounts.requestEmailVerification(
        accountId,
        {
          ...(await links.issue('email_verification', accountId)),
          ...(siteKey ? { site: siteKey } : {}),
          ...(returnPath && returnPath !== DEFAULT_RETURN_PATH ? { returnPath } : {}),
        },
        userActor(accountId),
        'page:signup',
      );
      position = Math.max(registered.position, requested.position);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'email_taken')) throw error;
      // The owner is told by e-mail (at most once a day); the account itself is not touched.
      position = (await accounts.noteSignUpAttempt(email, userActor(accountId), 'page:signup', siteKey))?.position ?? 0;
    }
    if (position > 0) await projections.waitForPosition(position, readYourWritesTimeoutMs);
    sendPage(
      res,
      200,
      signInForm(res, await csrf.preSessionToken(req, res), next, email, { text: signUpSent(email), kind: 'notice' }),
    );
  };
}

/** GET /signin: the sign-in form (signed in already: on to `next`). */
function showSignIn(kit: AccountKit): PageRoute {
  const { sessions, csrf, redirect, signInForm, network, site, sendSignIn } = kit;
  return async (req, res) => {
    const next = safeReturnPath(req.query.next);
    if (await sessions.sessionOf(req)) return redirect(res, next);
    // Signed in on another site of the network? One redirect hop carries the sign-in here (issue 30).
    const offer = hopOffer(await otherSites({ network, site }, req), next);
    const notice =
      req.query.signed_out === '1'
        ? { text: 'You are signed out.', kind: 'notice' as const }
        : req.query.reset === '1'
          ? { text: 'Your password is changed. Sign in with the new one.', kind: 'notice' as const }
          : undefined;
    await sendSignIn(
      req,
      res,
      200,
      next,
      signInForm(res, await csrf.preSessionToken(req, res), next, '', notice, offer),
    );
  };
}

/** POST /signin: check the password within the sign-in limits, start a session, go to `next`. */
function signIn(kit: AccountKit): PageRoute {
  const {
    accounts,
    csrf,
    limiter,
    devices,
    userActor,
    refuseForm,
    throttled,
    startSession,
    redirect,
    signInForm,
    sendSignIn,
  } = kit;
  return async (req, res) => {
    if (!(await csrf.preSessionFormAllowed(req))) return refuseForm(res);
    const next = safeReturnPath(field(req, 'next'));
    const email = field(req, 'email').trim().slice(0, 254);
    const password = field(req, 'password');
    const again = async (status: number) =>
      sendSignIn(
        req,
        res,
        status,
        next,
        signInForm(res, await csrf.preSessionToken(req, res), next, email, {
          text: GENERIC_SIGN_IN_ERROR,
          kind: 'error',
        }),
      );

    const attempt = { ip: req.ip ?? 'unknown', email, knownDevice: await devices.knownFor(req, email) };
    const throttle = await limiter.admitSignIn(attempt);
    if (throttle)
      return throttled(res, 'Sign in', throttle, signInForm(res, await csrf.preSessionToken(req, res), next, email));

    const credentials =
      email && password.length <= PASSWORD_MAX_LENGTH ? await accounts.passwordCredentials(email) : null;
    const valid = credentials?.passwordHash
      ? await verifyPassword(password, credentials.passwordHash)
      : await verifyAgainstNothing(password);
    if (!valid || !credentials) {
      await limiter.recordFailure(attempt);
      return again(401);
    }
    await limiter.recordSuccess(attempt);
    await devices.remember(req, res, email);
    const actor = userActor(credentials.accountId);
    if (needsRehash(credentials.passwordHash!))
      await accounts.setPassword(credentials.accountId, await hashPassword(password), actor, 'page:signin:rehash');
    await startSession(res, credentials.accountId, 'page:signin');
    redirect(res, next);
  };
}

/** POST /signout: end the session. */
function signOut(kit: AccountKit): PageRoute {
  const { accounts, sessions, csrf, userActor, refuseForm, redirect } = kit;
  return async (req, res) => {
    const session = await sessions.sessionOf(req);
    if (!session) return redirect(res, '/signin');
    if (!csrf.sessionFormAllowed(req, session)) return refuseForm(res);
    await sessions.destroy(sessions.idOf(req));
    await accounts.recordSignOut(session.accountId, session.ref, userActor(session.accountId), 'page:signout');
    res.clearCookie(sessions.cookie.name, {
      httpOnly: true,
      secure: sessions.cookie.secure,
      sameSite: 'lax',
      path: '/',
    });
    redirect(res, '/signin?signed_out=1');
  };
}

/** GET /account: the welcome page, where sign-in and sign-up land without a `next`. */
function showWelcome(kit: AccountKit): PageRoute {
  const { documents, site, signedIn } = kit;
  return async (req, res) => {
    const session = await signedIn(req, res, DEFAULT_RETURN_PATH);
    if (!session) return;
    const account = await documents.collection(ACCOUNTS_COLLECTION).findOne({ _id: session.accountId });
    const name = (account?.name as string | undefined) ?? 'your account';
    const emailVerified = account?.emailVerified === true;
    sendPage(
      res,
      200,
      layout({
        title: 'Your account',
        siteName: siteNameOf(site, req),
        signedIn: { name, csrfToken: session.csrfToken, emailVerified },
        body: html`
<h1>Welcome, ${name}</h1>
<p class="lead">What you can do on ${siteNameOf(site, req)}:</p>
<section class="card" aria-labelledby="discover-title">
<h2 id="discover-title">Discover, vote and follow</h2>
<p>Browse <a href="/launches/this-week">this week’s launches</a>, the <a href="/leaderboards">leaderboards</a> and the <a href="/categories">categories</a>. Upvote the products you like and follow them to get their updates by e-mail.</p>
<p class="hint">${emailVerified ? '' : 'Votes, follows and reviews need a confirmed e-mail address: open the link we sent you. '}A vote from an account made after a listing’s launch week began counts once you vote for another listing too (<a href="/how-votes-are-counted">how votes are counted</a>).</p>
</section>
<section class="card" aria-labelledby="submit-title">
<h2 id="submit-title">Submit your product</h2>
<p>Give us its address and we draft the listing from its website; you check it and choose a free or paid launch.</p>
<p><a class="button" href="/submit">Submit your product</a></p>
</section>
<section class="card" aria-labelledby="products-title">
<h2 id="products-title">Your products</h2>
<p><a href="/me">The products you submitted or claimed</a>: drafts, launches, edits and orders.</p>
</section>
<p class="hint">Building on the API? <a href="/account/api-keys">Your API keys</a>.</p>`,
      }),
    );
  };
}

/** GET /account/api-keys: the keys of the signed-in person. */
function showApiKeys(kit: AccountKit): PageRoute {
  const { signedIn, keysPage } = kit;
  return async (req, res) => {
    const session = await signedIn(req, res, '/account/api-keys');
    if (!session) return;
    const notice = req.query.revoked === '1' ? 'The key is revoked; it no longer works.' : undefined;
    sendPage(res, 200, await keysPage(res, session, { notice }));
  };
}

/** POST /account/api-keys: create a key (shown once). */
function createApiKey(kit: AccountKit): PageRoute {
  const { accounts, projections, readYourWritesTimeoutMs, csrf, userActor, refuseForm, signedIn, keysPage } = kit;
  return async (req, res) => {
    const session = await signedIn(req, res, '/account/api-keys');
    if (!session) return;
    if (!csrf.sessionFormAllowed(req, session)) return refuseForm(res);
    const name = field(req, 'name').trim();
    const chosen = [...new Set(fields(req, 'scope'))];
    const values = { name, scopes: chosen };
    if (name.length < 1 || name.length > 100)
      return sendPage(
        res,
        400,
        await keysPage(res, session, { error: 'Give the key a name (at most 100 characters).', values }),
      );
    if (chosen.length === 0)
      return sendPage(res, 400, await keysPage(res, session, { error: 'Choose at least one scope.', values }));
    try {
      const scopes = parseScopes(chosen);
      const issued = await accounts.issueApiKey(
        session.accountId,
        { name, scopes },
        userActor(session.accountId),
        'page:create_api_key',
      );
      // Read-your-writes: the key must work on the API by the time it is shown.
      await projections.waitForPosition(issued.position, readYourWritesTimeoutMs);
      sendPage(res, 201, await keysPage(res, session, { created: { key: issued.key, name, scopes: issued.scopes } }));
    } catch (error) {
      if (error instanceof DomainError)
        return sendPage(
          res,
          error.kind === 'conflict' ? 409 : 400,
          await keysPage(res, session, { error: error.message, values }),
        );
      throw error;
    }
  };
}

/** POST /account/api-keys/:keyId/revoke: revoke a key. */
function revokeApiKey(kit: AccountKit): PageRoute {
  const { accounts, projections, readYourWritesTimeoutMs, csrf, userActor, refuseForm, redirect, signedIn, keysPage } =
    kit;
  return async (req, res) => {
    const session = await signedIn(req, res, '/account/api-keys');
    if (!session) return;
    if (!csrf.sessionFormAllowed(req, session)) return refuseForm(res);
    try {
      const { position } = await accounts.revokeApiKey(
        session.accountId,
        String(req.params.keyId),
        userActor(session.accountId),
        'page:revoke_api_key',
      );
      await projections.waitForPosition(position, readYourWritesTimeoutMs);
    } catch (error) {
      // Only keys of this account exist in its stream: another account's key id is simply not found.
      if (error instanceof DomainError && error.kind === 'not_found')
        return sendPage(res, 404, await keysPage(res, session, { error: 'There is no such key.' }));
      throw error;
    }
    redirect(res, '/account/api-keys?revoked=1');
  };
}

/** The routes (see the header), and the e-mailed links' pages (account-links.router.ts). */
export function accountPagesRouter(deps: AccountPagesDependencies): Router {
  const kit = kitOf(deps);
  const {
    handle,
    accounts,
    links,
    sessions,
    documents,
    projections,
    site,
    readYourWritesTimeoutMs,
    limiter,
    devices,
    logger,
  } = kit;
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 });
  router.use(
    accountLinkPagesRouter({
      accounts,
      links,
      sessions,
      documents,
      projections,
      site,
      readYourWritesTimeoutMs,
      limiter,
      devices,
      clock: deps.clock ?? systemClock,
      logger,
      places: deps.places,
    }),
  );

  router.use(
    signInHopRouter({
      accounts,
      sessions,
      hops: new SignInHops(documents, deps.clock ?? systemClock),
      limiter: kit.limiter,
      network: kit.network,
      site,
      startSession: kit.startSession,
      page: (res, title, body) => kit.page(res, title, body),
      logger,
    }),
  );
  router.get('/signup', handle(showSignUp(kit)));
  router.post('/signup', form, handle(signUp(kit)));
  router.get('/signin', handle(showSignIn(kit)));
  router.post('/signin', form, handle(signIn(kit)));
  router.post('/signout', form, handle(signOut(kit)));
  router.get(DEFAULT_RETURN_PATH, handle(showWelcome(kit)));
  router.get('/account/api-keys', handle(showApiKeys(kit)));
  router.post('/account/api-keys', form, handle(createApiKey(kit)));
  router.post('/account/api-keys/:keyId/revoke', form, handle(revokeApiKey(kit)));
  return router;
}
