/**
 * Browser sessions of signed-in people. A session is security state, not domain history, so it is a
 * plain record in the document store (collection `_sessions`), keyed by the SHA-256 of the session id;
 * the id itself (256 random bits) exists only in the person's cookie. Sign-in and sign-out are also
 * recorded as events on the account stream, for audit (see AccountCommands).
 *
 * Expiry: sliding (idle) 14 days, absolute 30 days from sign-in. Other parts of the edge (OAuth
 * consent page, checkout) reuse sign-in through `SessionReader`.
 */
import { hash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { DocumentStore } from '../../kernel/document-store/document-store.ts';
import type { Clock } from '../../kernel/time/clock.ts';
import { deleteBatch } from '../../kernel/document-store/delete-batch.ts';

export const SESSIONS_COLLECTION = '_sessions';

export interface SessionSettings {
  /** Idle lifetime: each use pushes expiry this far out (never past the absolute limit). */
  idleMs: number;
  /** Lifetime from sign-in, however active. */
  absoluteMs: number;
  /** Expiry is pushed out at most this often, so every page view is not a write. */
  touchIntervalMs: number;
}

const DAY = 24 * 3600_000;
export const DEFAULT_SESSION_SETTINGS: SessionSettings = {
  idleMs: 14 * DAY,
  absoluteMs: 30 * DAY,
  touchIntervalMs: 3600_000,
};

export interface SessionRecord {
  _id: string; // SHA-256 (hex) of the session id
  accountId: string;
  /** Public reference recorded in the SignedIn / SignedOut events (not a secret). */
  ref: string;
  /** Synchronizer CSRF token of this session's forms. */
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  absoluteExpiresAt: string;
  [field: string]: unknown;
}

/** A signed-in session as the pages see it. */
export interface Session {
  accountId: string;
  ref: string;
  csrfToken: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

/** Name and attributes of the session cookie, chosen from the public base URL. */
export interface SessionCookie {
  name: string;
  secure: boolean;
}

/**
 * `__Host-session` (Secure, HttpOnly, SameSite=Lax, Path=/, no Domain) when the service is reached
 * over https, or at localhost / a loopback address, which browsers treat as a secure context. For any other plain-http
 * address a Secure cookie would never come back, so the cookie is then `session` without Secure.
 */
export function sessionCookieFor(publicBaseUrl: string): SessionCookie {
  const url = new URL(publicBaseUrl);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  const secure = url.protocol === 'https:' || loopback;
  return secure ? { name: '__Host-session', secure: true } : { name: 'session', secure: false };
}

/** Cookies of a `Cookie` header; the first of several with one name wins, bad encodings are skipped. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // not a cookie of ours
    }
  }
  return cookies;
}

/** Reads sign-in from a request: what other parts of the edge need. */
export interface SessionReader {
  /** The session of the request's cookie, or null (none, unknown, expired). Extends a sliding expiry. */
  sessionOf(request: Pick<IncomingMessage, 'headers'>): Promise<Session | null>;
  /** The signed-in account of the request, or null. */
  accountIdOf(request: Pick<IncomingMessage, 'headers'>): Promise<string | null>;
}

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (value: string) => hash('sha256', value, 'hex');

export class SessionStore implements SessionReader {
  readonly cookie: SessionCookie;

  private readonly documents: DocumentStore;
  private readonly clock: Clock;
  readonly settings: SessionSettings;

  constructor(
    documents: DocumentStore,
    clock: Clock,
    publicBaseUrl: string,
    settings: SessionSettings = DEFAULT_SESSION_SETTINGS,
  ) {
    this.documents = documents;
    this.clock = clock;
    this.settings = settings;
    this.cookie = sessionCookieFor(publicBaseUrl);
  }

  private get records() {
    return this.documents.collection<SessionRecord>(SESSIONS_COLLECTION);
  }

  /** Starts a session; returns the id for the cookie (shown nowhere else, stored only hashed). */
  async create(accountId: string): Promise<{ id: string; session: Session }> {
    const id = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const absolute = new Date(now.getTime() + this.settings.absoluteMs);
    const expires = new Date(Math.min(now.getTime() + this.settings.idleMs, absolute.getTime()));
    const record: SessionRecord = {
      _id: sha256(id),
      accountId,
      ref: randomUUID(),
      csrfToken: randomBytes(32).toString('base64url'),
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: expires.toISOString(),
      absoluteExpiresAt: absolute.toISOString(),
    };
    await this.records.insertOne(record);
    return { id, session: toSession(record) };
  }

  /** The live session with this id, or null; an expired one is deleted. */
  async find(id: string | undefined): Promise<Session | null> {
    if (!id || !SESSION_ID_PATTERN.test(id)) return null;
    const record = await this.records.findOne({ _id: sha256(id) });
    if (!record) return null;
    const now = this.clock.now();
    if (Date.parse(record.expiresAt) <= now.getTime() || Date.parse(record.absoluteExpiresAt) <= now.getTime()) {
      await this.records.deleteOne({ _id: record._id });
      return null;
    }
    if (now.getTime() - Date.parse(record.lastSeenAt) >= this.settings.touchIntervalMs) {
      const expiresAt = new Date(
        Math.min(now.getTime() + this.settings.idleMs, Date.parse(record.absoluteExpiresAt)),
      ).toISOString();
      await this.records.updateOne({ _id: record._id }, { $set: { lastSeenAt: now.toISOString(), expiresAt } });
      return toSession({ ...record, lastSeenAt: now.toISOString(), expiresAt });
    }
    return toSession(record);
  }

  /** Ends the session with this id (sign-out); returns what it was, or null. */
  async destroy(id: string | undefined): Promise<Session | null> {
    if (!id || !SESSION_ID_PATTERN.test(id)) return null;
    const record = await this.records.findOne({ _id: sha256(id) });
    if (!record) return null;
    await this.records.deleteOne({ _id: record._id });
    return toSession(record);
  }

  /** Ends every session of an account (after its password is reset); returns how many. */
  async destroyAll(accountId: string): Promise<number> {
    const { deletedCount } = await this.records.deleteMany({ accountId });
    return deletedCount;
  }

  /** Removes expired sessions (they are refused anyway; this keeps the collection small), at most `limit` when given. */
  async purgeExpired(limit?: number): Promise<number> {
    const now = this.clock.now().toISOString();
    const expired = { $or: [{ expiresAt: { $lte: now } }, { absoluteExpiresAt: { $lte: now } }] };
    if (limit !== undefined) return deleteBatch(this.records, expired, limit);
    const { deletedCount } = await this.records.deleteMany(expired);
    return deletedCount;
  }

  /** The session id in a request's cookies, if any. */
  idOf(request: Pick<IncomingMessage, 'headers'>): string | undefined {
    return parseCookies(request.headers.cookie).get(this.cookie.name);
  }

  sessionOf(request: Pick<IncomingMessage, 'headers'>): Promise<Session | null> {
    return this.find(this.idOf(request));
  }

  async accountIdOf(request: Pick<IncomingMessage, 'headers'>): Promise<string | null> {
    return (await this.sessionOf(request))?.accountId ?? null;
  }
}

const toSession = (record: SessionRecord): Session => ({
  accountId: record.accountId,
  ref: record.ref,
  csrfToken: record.csrfToken,
  expiresAt: new Date(record.expiresAt),
  absoluteExpiresAt: new Date(record.absoluteExpiresAt),
});
