/**
 * CSRF protection of the pages' forms, in two layers checked on every POST:
 *
 * 1. Fetch metadata and origin: a browser's `Sec-Fetch-Site` must be `same-origin` (or `none`, a
 *    user-initiated navigation) and its `Origin`, when sent, must be this site.
 * 2. A token in the form:
 *    - signed in: the synchronizer token stored in the session record;
 *    - before a session exists (sign-in, sign-up): a signed double-submit token, an HMAC of a random
 *      value that is also in a `__Host-csrf` cookie, keyed by a secret every instance shares (created
 *      on first use; kept in `<DATA_DIR>/secrets/csrf.json` or a server document store: see
 *      platform/secrets.ts).
 *
 * Where it belongs: the site's kit, though the gateway's access pages (sign-in, sign-up, API keys) and
 * the OAuth consent form use it too (through `@listings/site`). CSRF is a property of HTML forms posted
 * by a browser with cookies; the API (/v1, MCP) authenticates by bearer credentials a page cannot
 * forge and never reads these tokens. The session store it checks against stays in
 * `@listings/shared/platform`, because the API's session credential reads it too.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { DocumentStore } from '@listings/shared/kernel';
import { parseCookies, serviceSecrets, type Session, type SessionCookie } from '@listings/shared/platform';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The form's `csrf` field, if it is one string. */
export const formToken = (req: Request): string | undefined => {
  const value = (req.body as Record<string, unknown> | undefined)?.csrf;
  return typeof value === 'string' ? value : undefined;
};

export class CsrfGuard {
  private secret: Promise<Buffer> | undefined;
  private readonly cookieName: string;
  private readonly publicOrigin: string;

  private readonly documents: DocumentStore;
  private readonly cookie: SessionCookie;

  constructor(documents: DocumentStore, cookie: SessionCookie, publicBaseUrl: string) {
    this.documents = documents;
    this.cookie = cookie;
    this.cookieName = cookie.secure ? '__Host-csrf' : 'csrf';
    this.publicOrigin = new URL(publicBaseUrl).origin;
  }

  /**
   * True when the request may be a form post of this site: refuses cross-site fetch metadata and a
   * foreign or opaque Origin. (Clients sending neither rely on the token alone.)
   */
  originAllowed(req: Request): boolean {
    const site = req.get('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
    const origin = req.get('origin');
    if (origin === undefined) return true;
    return origin === this.publicOrigin || origin === `${req.protocol}://${req.get('host')}`;
  }

  /** Checks a signed-in form: origin, then the session's synchronizer token. */
  sessionFormAllowed(req: Request, session: Session): boolean {
    const token = formToken(req);
    return this.originAllowed(req) && token !== undefined && sameText(token, session.csrfToken);
  }

  private async key(): Promise<Buffer> {
    this.secret ??= (async () => {
      const { secret } = await serviceSecrets(this.documents).get('csrf', () => ({
        secret: randomBytes(32).toString('base64url'),
      }));
      return Buffer.from(secret, 'base64url');
    })();
    this.secret.catch(() => (this.secret = undefined));
    return this.secret;
  }

  private async sign(nonce: string): Promise<string> {
    return createHmac('sha256', await this.key())
      .update(`pre-session-form:${nonce}`)
      .digest('base64url');
  }

  /** The token for a form shown before sign-in; sets the nonce cookie when the browser has none. */
  async preSessionToken(req: Request, res: Response): Promise<string> {
    let nonce = parseCookies(req.headers.cookie).get(this.cookieName);
    if (!nonce || !TOKEN_PATTERN.test(nonce)) {
      nonce = randomBytes(32).toString('base64url');
      res.cookie(this.cookieName, nonce, { httpOnly: true, secure: this.cookie.secure, sameSite: 'lax', path: '/' });
    }
    return this.sign(nonce);
  }

  /** Checks a form posted before sign-in: origin, then the token against the nonce cookie. */
  async preSessionFormAllowed(req: Request): Promise<boolean> {
    if (!this.originAllowed(req)) return false;
    const nonce = parseCookies(req.headers.cookie).get(this.cookieName);
    const token = formToken(req);
    if (!nonce || !TOKEN_PATTERN.test(nonce) || token === undefined) return false;
    return sameText(token, await this.sign(nonce));
  }
}
