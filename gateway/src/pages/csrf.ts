/**
 * CSRF protection of the pages' forms, in two layers checked on every POST:
 *
 * 1. Fetch metadata and origin: a browser's `Sec-Fetch-Site` must be `same-origin` (or `none`, a
 *    user-initiated navigation) and its `Origin`, when sent, must be this site.
 * 2. A token in the form:
 *    - signed in: the synchronizer token stored in the session record;
 *    - before a session exists (sign-in, sign-up): a signed double-submit token, an HMAC of a random
 *      value that is also in a `__Host-csrf` cookie, keyed by a secret kept in the document store
 *      (so every instance shares it; created on first use).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { DuplicateKeyError, type DocumentStore } from '@listings/shared/kernel';
import { parseCookies, type Session, type SessionCookie } from '@listings/shared/platform';

export const PAGE_SECRETS_COLLECTION = '_page_secrets';
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
      const secrets = this.documents.collection<{ _id: string; secret: string }>(PAGE_SECRETS_COLLECTION);
      const existing = await secrets.findOne({ _id: 'csrf' });
      if (existing) return Buffer.from(existing.secret, 'base64url');
      try {
        await secrets.insertOne({ _id: 'csrf', secret: randomBytes(32).toString('base64url') });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
      return Buffer.from((await secrets.findOne({ _id: 'csrf' }))!.secret, 'base64url');
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
