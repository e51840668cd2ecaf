/**
 * Known devices: a browser that once signed in to an address (or proved it with an e-mailed reset link)
 * carries a random device token in an HttpOnly cookie, remembered here per address (only the hash of
 * token and address is stored). Sign-in limits treat such a browser as its own client: failures from it
 * count on its own bucket, and the slow-down that protects an address under attack from unknown clients
 * does not hold it back, so a person with the right password on their own device is never locked out by
 * someone guessing from elsewhere (OWASP's "device cookies").
 * Set and read by the site's account pages; the gateway's housekeeping job purges expired ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { deleteBatch, type Clock, type DocumentStore } from '@listings/shared/kernel';
import { normaliseEmail } from '@listings/shared/contracts/accounts';

export const KNOWN_DEVICES_COLLECTION = '_known_devices';
/** How long a device stays known after its last successful sign-in. */
export const KNOWN_DEVICE_DAYS = 180;
const DAY_MS = 24 * 3600_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface KnownDeviceDocument {
  _id: string;
  expiresAt: string;
  [key: string]: unknown;
}

const deviceKey = (token: string, email: string) =>
  createHash('sha256')
    .update(`${token}\n${normaliseEmail(email)}`)
    .digest('hex');

export class KnownDevices {
  readonly cookieName: string;
  private readonly secure: boolean;
  private readonly documents: DocumentStore;
  private readonly clock: Clock;

  constructor(deps: { documents: DocumentStore; clock: Clock; secureCookie: boolean }) {
    this.documents = deps.documents;
    this.clock = deps.clock;
    this.secure = deps.secureCookie;
    // Same rule as the session cookie: __Host- where the browser will send a Secure cookie back.
    this.cookieName = deps.secureCookie ? '__Host-device' : 'device';
  }

  private get collection() {
    return this.documents.collection<KnownDeviceDocument>(KNOWN_DEVICES_COLLECTION);
  }

  private tokenOf(req: Request): string | null {
    const header = req.headers.cookie ?? '';
    for (const part of header.split(';')) {
      const index = part.indexOf('=');
      if (index > 0 && part.slice(0, index).trim() === this.cookieName) {
        const value = part.slice(index + 1).trim();
        return TOKEN.test(value) ? value : null;
      }
    }
    return null;
  }

  /** This browser's key for the address when it is a known device for it, else null. */
  async knownFor(req: Request, email: string): Promise<string | null> {
    const token = this.tokenOf(req);
    if (!token || !email) return null;
    const key = deviceKey(token, email);
    const found = await this.collection.findOne({ _id: key });
    return found && found.expiresAt > this.clock.now().toISOString() ? key : null;
  }

  /** After a successful sign-in (or reset by e-mailed link): this browser is known for the address. */
  async remember(req: Request, res: Response, email: string): Promise<void> {
    const token = this.tokenOf(req) ?? randomBytes(32).toString('base64url');
    const expires = new Date(this.clock.now().getTime() + KNOWN_DEVICE_DAYS * DAY_MS);
    await this.collection.replaceOne(
      { _id: deviceKey(token, email) },
      { _id: deviceKey(token, email), expiresAt: expires.toISOString() },
      { upsert: true },
    );
    res.cookie(this.cookieName, token, {
      httpOnly: true,
      secure: this.secure,
      sameSite: 'lax',
      path: '/',
      expires,
    });
  }

  /** Deletes devices not seen for KNOWN_DEVICE_DAYS, at most `limit` at a time (housekeeping). */
  purgeExpired(limit: number): Promise<number> {
    return deleteBatch(this.collection, { expiresAt: { $lte: this.clock.now().toISOString() } }, limit);
  }
}
