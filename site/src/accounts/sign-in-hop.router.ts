/**
 * Sign-in across the sites of a network, in one redirect hop (issue 30; docs/decisions/accounts.md,
 * "Sign-in across the network's sites"). A person signed in on site A opens site B's sign-in page:
 *
 *   GET B/account/hop/start?from=<A's key>&next=/path
 *        B keeps a random state in its own cookie (`__Host-hop`, 5 minutes) and sends the person to
 *   GET A/account/hop?to=<B's base URL>/path&state=<state>
 *        A checks that `to` is a page of another site of the network (else 400: never an open
 *        redirect). Not signed in on A: to A's sign-in, which comes back here. Signed in, and within
 *        the hop limits (per account and per client IP, sign-in-limits.ts; past them a 429 page with
 *        Retry-After that says when to try again and offers B's own sign-in): A records SignInHopIssued (actor: the person, cause `page:hop`) and a single-use token (kept hashed,
 *        60 s, bound to B's key, the path and the state's hash) and sends the person to
 *   GET B/account/hop/land?token=<token>
 *        B takes the token (removed as it is read: a replay finds nothing), checks that it is for B and
 *        that the state is the one in B's cookie (so nobody can sign a person in with a token of their
 *        own), records SignedIn with method `hop` (the decider refuses a hop used, expired or for
 *        another site), sets B's own session cookie and goes to the path.
 *
 * Tokens travel only in URLs of the network's own hosts; nothing logs them (a failure logs the path,
 * and a refusal the hop's reference, never the token).
 */
import { Router, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { SessionStore, SiteSettings } from '@listings/shared/platform';
import { silentLogger, type Logger } from '@listings/shared/kernel';
import { DomainError } from '@listings/shared/kernel';
import { defaultSite, type Site } from '@listings/shared/contracts/site-content';
import { requestSiteOf } from '@listings/shared/api';
import { alertBox, html, PAGE_SECURITY_HEADERS, pageHandler, type SafeHtml, sendPage } from '../kit/html.ts';
import { parseCookies } from '@listings/shared/platform';
import { DEFAULT_RETURN_PATH, safeReturnPath } from '../kit/return-path.ts';
import { HOP_SECRET_PATTERN, hopTarget, newHopSecret, sha256, type SignInHops } from './sign-in-hops.ts';
import type { AccountWrites } from './account-writes.ts';
import { waitWords, type SignInLimiter } from './sign-in-limits.ts';

export const HOP_START_PATH = '/account/hop/start';
export const HOP_PATH = '/account/hop';
export const HOP_LAND_PATH = '/account/hop/land';
const STATE_MAX_AGE_MS = 5 * 60_000;

export interface SignInHopDependencies {
  accounts: AccountWrites;
  sessions: SessionStore;
  hops: SignInHops;
  /** The limits on issuing hops, per account and per client IP (the sign-in pages' limiter). */
  limiter: Pick<SignInLimiter, 'admitHop'>;
  /** The network's sites, the default first (the sites read model). */
  network: () => Promise<readonly Site[]>;
  /** The configured (default) site's settings. */
  site: SiteSettings;
  /** Starts a session on this host for the account and records SignedIn (with the hop). */
  startSession: (
    res: Response,
    accountId: string,
    cause: string,
    hop?: { hopRef: string; site: string },
  ) => Promise<void>;
  /** A page of the account pages' frame (the request's site's name). */
  page: (res: Response, title: string, body: SafeHtml) => SafeHtml;
  logger?: Logger;
}

/** The site this request is for (the host middleware's; the default site outside it). */
export const thisSiteOf = (site: SiteSettings, req: Request): Site => requestSiteOf(req) ?? defaultSite(site);

/** The other sites of the network a person may come from, signed in there (none on a network of one). */
export async function otherSites(deps: Pick<SignInHopDependencies, 'network' | 'site'>, req: Request) {
  const here = thisSiteOf(deps.site, req).key;
  return (await deps.network()).filter((each) => each.key !== here);
}

/**
 * The origin a sign-in form on A may lead to after it posts, when its `next` is a hop to B (the
 * browser checks CSP form-action on the redirects that follow a form); null for any other `next`.
 */
export async function hopFormOrigin(
  deps: Pick<SignInHopDependencies, 'network' | 'site'>,
  req: Request,
  next: string,
): Promise<string | null> {
  if (!next.startsWith(`${HOP_PATH}?`)) return null;
  const to = new URLSearchParams(next.slice(HOP_PATH.length + 1)).get('to');
  const target = hopTarget(await deps.network(), to, thisSiteOf(deps.site, req).key);
  return target ? new URL(target.site.baseUrl).origin : null;
}

/** The account pages' headers, with `origin` also allowed as a form's destination. */
export const headersAllowingFormTo = (origin: string | null): Record<string, string> =>
  origin
    ? {
        ...PAGE_SECURITY_HEADERS,
        'Content-Security-Policy': PAGE_SECURITY_HEADERS['Content-Security-Policy']!.replace(
          "form-action 'self'",
          `form-action 'self' ${origin}`,
        ),
      }
    : PAGE_SECURITY_HEADERS;

/** "Signed in on <A>?": a link per other site of the network (plain links: no script, no form). */
export function hopOffer(sites: readonly Site[], next: string): SafeHtml {
  if (sites.length === 0 || next.startsWith(HOP_PATH)) return html``;
  const link = (site: Site, text: string) =>
    html`<a class="button" href="${HOP_START_PATH}?from=${encodeURIComponent(site.key)}&amp;next=${encodeURIComponent(next)}">${text}</a>`;
  if (sites.length === 1) {
    const [site] = sites as [Site];
    return html`<section class="card" aria-labelledby="hop-title">
<h2 id="hop-title">Signed in on ${site.name}?</h2>
<p>One account works on every site of this network. ${link(site, `Continue as your ${site.name} account`)}</p>
</section>`;
  }
  return html`<section class="card" aria-labelledby="hop-title">
<h2 id="hop-title">Signed in on another site of this network?</h2>
<p>One account works on every site of this network. Continue as the account you use on:</p>
<ul>${sites.map((site) => html`<li>${link(site, site.name)}</li>`)}</ul>
</section>`;
}

export function signInHopRouter(deps: SignInHopDependencies): Router {
  const { sessions, hops, limiter, network, site, page, accounts, startSession, logger = silentLogger } = deps;
  const stateCookie = sessions.cookie.secure ? '__Host-hop' : 'hop';
  const redirect = (res: Response, location: string): void =>
    void res.status(303).set(PAGE_SECURITY_HEADERS).location(location).end();
  const refuse = (res: Response, status: number, message: string, next = DEFAULT_RETURN_PATH) =>
    sendPage(
      res,
      status,
      page(
        res,
        'Sign-in not carried over',
        html`<h1>Sign-in not carried over</h1>${alertBox(message)}<p><a href="/signin?next=${encodeURIComponent(next)}">Sign in here</a>.</p>`,
      ),
    );
  const handle = pageHandler({
    logger,
    what: 'sign-in hop',
    page: (title, body, res) => page(res, title, body),
    advice: 'The sign-in could not be carried over. Sign in here instead.',
  });
  const router = Router();

  // B: keep a state in B's cookie, go to A.
  router.get(
    HOP_START_PATH,
    handle(async (req, res) => {
      const next = safeReturnPath(req.query.next);
      if (await sessions.sessionOf(req)) return redirect(res, next);
      const here = thisSiteOf(site, req);
      const from = (await network()).find((each) => each.key === req.query.from && each.key !== here.key);
      if (!from) return refuse(res, 400, 'There is no such site in this network.', next);
      const state = newHopSecret();
      res.cookie(stateCookie, state, {
        httpOnly: true,
        secure: sessions.cookie.secure,
        sameSite: 'lax',
        path: '/',
        maxAge: STATE_MAX_AGE_MS,
      });
      const to = `${here.baseUrl}${next}`;
      redirect(res, `${from.baseUrl}${HOP_PATH}?to=${encodeURIComponent(to)}&state=${state}`);
    }),
  );

  // A: signed in here? Then a token for B, and back to B.
  router.get(
    HOP_PATH,
    handle(async (req, res) => {
      const here = thisSiteOf(site, req);
      const target = hopTarget(await network(), req.query.to, here.key);
      const state = req.query.state;
      if (!target || typeof state !== 'string' || !HOP_SECRET_PATTERN.test(state))
        return refuse(res, 400, 'This sign-in link does not lead to a site of this network.');
      const session = await sessions.sessionOf(req);
      // Not signed in here: sign in, and come back to carry the sign-in over.
      if (!session) return redirect(res, `/signin?next=${encodeURIComponent(req.originalUrl)}`);
      const throttle = await limiter.admitHop(session.accountId, req.ip ?? 'unknown');
      if (throttle) {
        const wait = waitWords(throttle.retryAfterSeconds);
        const there = `${target.site.baseUrl}/signin?next=${encodeURIComponent(target.returnPath)}`;
        res.set('Retry-After', String(throttle.retryAfterSeconds));
        return sendPage(
          res,
          429,
          page(
            res,
            'Too many sign-ins carried over',
            html`<h1>Too many sign-ins carried over</h1>${alertBox(
              `Your sign-in has been carried over to other sites of this network too many times in a short while. Try again in ${wait}.`,
            )}<p>Or <a href="${there}">sign in on ${target.site.name}</a> with your e-mail address and password.</p>`,
          ),
        );
      }
      const hopRef = randomUUID();
      await accounts.issueSignInHop(
        session.accountId,
        { hopRef, sessionRef: session.ref, fromSite: here.key, toSite: target.site.key },
        { kind: 'user', id: session.accountId },
        'page:hop',
      );
      const token = await hops.issue({
        accountId: session.accountId,
        hopRef,
        fromSite: here.key,
        toSite: target.site.key,
        returnPath: target.returnPath,
        state,
      });
      redirect(res, `${target.site.baseUrl}${HOP_LAND_PATH}?token=${token}`);
    }),
  );

  // B: redeem the token once, start B's own session, go on.
  router.get(
    HOP_LAND_PATH,
    handle(async (req, res) => {
      const here = thisSiteOf(site, req);
      const state = parseCookies(req.headers.cookie).get(stateCookie);
      res.clearCookie(stateCookie, { httpOnly: true, secure: sessions.cookie.secure, sameSite: 'lax', path: '/' });
      const hop = await hops.take(req.query.token);
      const refused = (reason: string) => {
        logger.warn('sign-in hop refused', { reason, hopRef: hop?.hopRef, site: here.key });
        return refuse(
          res,
          400,
          'This sign-in link has expired, was already used or is not for this site.',
          hop?.returnPath || DEFAULT_RETURN_PATH,
        );
      };
      if (!hop) return refused('unknown_or_used');
      if (hop.toSite !== here.key) return refused('other_site');
      if (!state || sha256(state) !== hop.stateHash) return refused('state');
      try {
        await startSession(res, hop.accountId, 'page:hop-land', { hopRef: hop.hopRef, site: here.key });
      } catch (error) {
        if (error instanceof DomainError) return refused(error.code);
        throw error;
      }
      redirect(res, hop.returnPath || DEFAULT_RETURN_PATH);
    }),
  );
  return router;
}
