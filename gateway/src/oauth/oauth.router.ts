/**
 * The authorization server at the edge:
 *
 *   GET  /.well-known/oauth-authorization-server   RFC 8414 metadata (issuer = the public base URL)
 *   GET  /.well-known/openid-configuration         the same document, where OpenID clients look
 *   GET  /oauth/interaction/:uid                   sign-in (the site's own, /signin) and the consent page
 *   POST /oauth/interaction/:uid/confirm           "Allow" (CSRF-checked)
 *   POST /oauth/interaction/:uid/abort             "Deny" (CSRF-checked)
 *   *    /oauth/…                                  oidc-provider: /auth, /token, /reg, /token/revocation, /jwks
 *
 * Sign-in is the site's: an interaction without a site session sends the person to /signin and back;
 * a signed-in person becomes the login of the interaction. The consent page shows who is signed in,
 * the client (name, its address, where it will send them back) and the access asked for, and the
 * person chooses Allow or Deny. Every authorization asks again (no silent reuse of an earlier grant).
 */
import type { Scope } from '@listings/shared/platform';
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter, type SharedLimitStore } from '@listings/shared/api';
import type Provider from 'oidc-provider';
import type { DocumentStore, Logger } from '@listings/shared/kernel';
import type { SessionStore, Session } from '@listings/shared/platform';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts';
import { alertBox, CsrfGuard, html, layout, PAGE_SECURITY_HEADERS, type SafeHtml, sendPage } from '@listings/site';
import { INTERACTION_PATH, OAUTH_MOUNT_PATH } from './provider.ts';

export interface OAuthRouterDependencies {
  provider: Provider;
  sessions: SessionStore;
  documents: DocumentStore;
  site: { name: string; publicBaseUrl: string };
  /** Client registrations per client IP per hour (RFC 7591 endpoint). */
  registrationsPerIpPerHour?: number;
  /** Where that limit is counted when several processes serve (null: memory). */
  sharedLimits?: SharedLimitStore | null;
  logger: Logger;
}

export const SCOPE_TEXT: Record<Scope, string> = {
  'account:read': 'Read your account, drafts, listings, claims and orders',
  'listings:write':
    'Submit, edit and claim listings in your name (story, milestones, updates, interview, invites, free plan)',
  'orders:write': 'Quote orders and create checkout links (you always pay yourself, on the checkout page)',
  // Never offered through OAuth (OAUTH_SCOPES): API keys of auditors and admins only.
  'audit:read': 'Read the audit trail',
};

const OIDC_SCOPE_TEXT: Record<string, string> = {
  openid: 'Know who you are on this site (your account id)',
  offline_access: 'Stay connected when you are not using it (refresh tokens)',
};

const UID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The form-action a consent page needs: this site, and where the client will receive the answer. */
export function consentFormAction(redirectUri: unknown): string {
  const sources = ["'self'"];
  const parsed = typeof redirectUri === 'string' ? URL.parse(redirectUri) : null;
  if (parsed)
    sources.push(parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : parsed.protocol);
  return sources.join(' ');
}

/**
 * The CSP of oidc-provider's answers, in place of the edge's baseline (security-headers.ts). Its one
 * HTML page besides errors (which set their own) is the form_post response: an inline script that posts
 * the code to the client's redirect_uri. oidc-provider adds that script's hash to script-src, so it
 * needs one to add to, and the form goes to any client's redirect_uri, so there is no form-action.
 */
export const PROVIDER_CSP = "default-src 'none'; script-src 'self'; frame-ancestors 'none'; base-uri 'none'";

export function oauthRouter(deps: OAuthRouterDependencies): Router {
  const { provider, sessions, documents, site, logger } = deps;
  const csrf = new CsrfGuard(documents, sessions.cookie, site.publicBaseUrl);
  const providerCallback = provider.callback() as unknown as (req: Request, res: Response) => void;
  // oidc-provider builds every absolute URL (discovery endpoints, registration_client_uri, redirects) from the
  // request's host and protocol (X-Forwarded-* included, provider.proxy is on). The public base URL is the only
  // truth: a forged Host must not reach a client's metadata, so the request is pinned to it before handing over.
  const publicUrl = new URL(site.publicBaseUrl);
  const callback = (req: Request, res: Response): void => {
    req.headers.host = publicUrl.host;
    req.headers['x-forwarded-host'] = publicUrl.host;
    req.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
    res.setHeader('Content-Security-Policy', PROVIDER_CSP);
    providerCallback(req, res);
  };
  const registrations = createLimiter(
    { keyPrefix: 'oauth-registration', points: deps.registrationsPerIpPerHour ?? 30, duration: 3600 },
    deps.sharedLimits,
  );
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 });

  const handle =
    (fn: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req, res, next: NextFunction) => {
      fn(req, res).catch((error: Error & { name?: string }) => {
        if (error?.name === 'SessionNotFound') {
          return errorPage(
            res,
            400,
            'This sign-in has expired',
            'Go back to the application and start signing in again.',
          );
        }
        logger.error('oauth interaction failed', { error });
        next(error);
      });
    };

  const errorPage = (res: Response, status: number, title: string, message: string) =>
    sendPage(res, status, layout({ title, siteName: site.name, body: html`<h1>${title}</h1>${alertBox(message)}` }));

  // RFC 8414 metadata at the root of the issuer (and the OpenID location): oidc-provider's discovery document.
  router.get(['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration'], (req, res) => {
    req.url = '/.well-known/openid-configuration';
    req.originalUrl = `${OAUTH_MOUNT_PATH}/.well-known/openid-configuration`;
    callback(req, res);
  });

  const accountName = async (accountId: string): Promise<string> => {
    const account = await documents.collection(ACCOUNTS_COLLECTION).findOne({ _id: accountId });
    return (account?.name as string | undefined) ?? (account?.email as string | undefined) ?? 'you';
  };

  router.get(
    `${INTERACTION_PATH}/:uid`,
    handle(async (req, res) => {
      const uid = String(req.params.uid);
      if (!UID_PATTERN.test(uid)) return errorPage(res, 404, 'Not found', 'There is no such sign-in.');
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== uid)
        return errorPage(
          res,
          400,
          'This sign-in has expired',
          'Go back to the application and start signing in again.',
        );
      const session = await sessions.sessionOf(req);
      if (!session) {
        res.redirect(303, `/signin?next=${encodeURIComponent(`${INTERACTION_PATH}/${uid}`)}`);
        return;
      }
      // The site's signed-in person is the login; a different person than the earlier login starts over as them.
      if (details.prompt.name === 'login' || details.session?.accountId !== session.accountId) {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: session.accountId } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      if (details.prompt.name !== 'consent') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: `unsupported prompt ${details.prompt.name}` },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const client = await provider.Client.find(String(details.params.client_id));
      if (!client) return errorPage(res, 400, 'Unknown application', 'The application asking for access is not known.');
      const promptDetails = details.prompt.details as {
        missingOIDCScope?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      const resourceScopes = Object.entries(promptDetails.missingResourceScopes ?? {});
      const oidcScopes = (promptDetails.missingOIDCScope ?? []).filter((scope) => scope in OIDC_SCOPE_TEXT);
      const clientId = client.clientId;
      const clientName = (client.clientName as string | undefined) ?? clientId;
      const clientUri = client.clientUri as string | undefined;
      const metadataDocument = /^https:\/\//.test(clientId);
      const redirectUri = String(details.params.redirect_uri ?? '');
      const body: SafeHtml = html`
<h1>Allow ${clientName} to use your account?</h1>
<p>Signed in as <strong>${await accountName(session.accountId)}</strong>. Not you? Sign out above and sign in again.</p>
<section aria-labelledby="client-heading">
  <h2 id="client-heading">The application</h2>
  <dl>
    <dt>Name</dt><dd>${clientName}</dd>
    <dt>Client ID</dt><dd><code>${clientId}</code>${metadataDocument ? html` (described by the document at this address)` : html` (registered itself with this site)`}</dd>
    ${clientUri ? html`<dt>Website</dt><dd>${clientUri}</dd>` : html``}
    <dt>Sends you back to</dt><dd><code>${redirectUri}</code></dd>
  </dl>
  <p class="notice">The name is what the application says about itself; this site has not verified it. Allow only applications you started yourself.</p>
</section>
<section aria-labelledby="scopes-heading">
  <h2 id="scopes-heading">It asks to</h2>
  <ul class="scopes">
    ${resourceScopes.flatMap(([resource, scopes]) =>
      scopes.map(
        (scope) =>
          html`<li><strong><code>${scope}</code></strong>: ${SCOPE_TEXT[scope as Scope] ?? scope} <small>(at ${resource})</small></li>`,
      ),
    )}
    ${oidcScopes.map((scope) => html`<li><strong><code>${scope}</code></strong>: ${OIDC_SCOPE_TEXT[scope]}</li>`)}
  </ul>
  <p>It never sees your password, and it cannot pay for you: purchases end on a checkout page you open yourself.</p>
</section>
<div class="actions">
  <form method="post" action="${INTERACTION_PATH}/${uid}/confirm" class="inline">
    <input type="hidden" name="csrf" value="${session.csrfToken}">
    <button type="submit" name="decision" value="allow">Allow</button>
  </form>
  <form method="post" action="${INTERACTION_PATH}/${uid}/abort" class="inline">
    <input type="hidden" name="csrf" value="${session.csrfToken}">
    <button type="submit" name="decision" value="deny" class="secondary">Deny</button>
  </form>
</div>`;
      const page = layout({
        title: `Allow ${clientName}?`,
        siteName: site.name,
        signedIn: { name: await accountName(session.accountId), csrfToken: session.csrfToken },
        body,
      });
      // The answer goes to the client's redirect URI after the form posts, so form-action names it too.
      const csp = PAGE_SECURITY_HEADERS['Content-Security-Policy']!.replace(
        "form-action 'self'",
        `form-action ${consentFormAction(redirectUri)}`,
      );
      res
        .status(200)
        .set({ ...PAGE_SECURITY_HEADERS, 'Content-Security-Policy': csp })
        .type('text/html; charset=utf-8')
        .send(page.value);
    }),
  );

  /** The signed-in session of a consent form post, after the CSRF checks; null when refused (page sent). */
  const consentSession = async (
    req: Request,
    res: Response,
  ): Promise<{ session: Session; details: Awaited<ReturnType<Provider['interactionDetails']>> } | null> => {
    const session = await sessions.sessionOf(req);
    if (!session || !csrf.sessionFormAllowed(req, session)) {
      errorPage(
        res,
        403,
        'Form refused',
        'This form has expired or was not sent from this site. Go back, reload the page and try again.',
      );
      return null;
    }
    const details = await provider.interactionDetails(req, res);
    if (
      details.uid !== req.params.uid ||
      details.prompt.name !== 'consent' ||
      details.session?.accountId !== session.accountId
    ) {
      errorPage(res, 400, 'This sign-in has expired', 'Go back to the application and start signing in again.');
      return null;
    }
    return { session, details };
  };

  router.post(
    `${INTERACTION_PATH}/:uid/confirm`,
    form,
    handle(async (req, res) => {
      const checked = await consentSession(req, res);
      if (!checked) return;
      const { session, details } = checked;
      const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      const grant = new provider.Grant({ accountId: session.accountId, clientId: String(details.params.client_id) });
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {}))
        grant.addResourceScope(resource, scopes.join(' '));
      const grantId = await grant.save();
      logger.info('oauth access allowed', { accountId: session.accountId, clientId: details.params.client_id });
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }),
  );

  router.post(
    `${INTERACTION_PATH}/:uid/abort`,
    form,
    handle(async (req, res) => {
      const checked = await consentSession(req, res);
      if (!checked) return;
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user did not allow access.' },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  // Dynamic client registration is open (public clients only, see provider.ts), so it is rate-limited per IP.
  // RFC 7591 reads an omitted token_endpoint_auth_method as client_secret_basic; this server registers public
  // clients only, so an omitted method is read as `none` (and no secret is issued). oidc-provider takes the
  // parsed body from req.body.
  const registrationBody = express.json({ limit: '16kb' });
  router.post(
    `${OAUTH_MOUNT_PATH}/reg`,
    registrationBody,
    handle(async (req, res) => {
      try {
        await registrations.consume(req.ip ?? 'unknown');
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        res
          .status(429)
          .set('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))))
          .set('Cache-Control', 'no-store')
          .json({
            error: 'temporarily_unavailable',
            error_description: 'Too many client registrations from this address; try again later.',
          });
        return;
      }
      if (
        req.body &&
        typeof req.body === 'object' &&
        !Array.isArray(req.body) &&
        !('token_endpoint_auth_method' in req.body)
      ) {
        req.body.token_endpoint_auth_method = 'none';
      }
      // On to oidc-provider, as mounted below (it finds its mount path from originalUrl).
      req.url = '/reg';
      callback(req, res);
    }),
  );

  router.use(OAUTH_MOUNT_PATH, (req, res) => callback(req, res));
  return router;
}
