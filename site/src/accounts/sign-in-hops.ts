/**
 * Sign-in across the sites of a network (issue 30): one account works on every site, but a session
 * cookie is per host, so a person signed in on site A is carried to site B by one redirect through A.
 * This file holds what the hop's pages (sign-in-hop.router.ts) decide with:
 *
 * - `hopTarget`: the only URLs a hop may go to are pages of another site of the network, by its base
 *   URL's origin; anything else (another host, credentials in the URL, a path that leaves the site)
 *   is refused, so `/account/hop?to=` is never an open redirect;
 * - `SignInHops`: the hop tokens. A token is 256 random bits, given once in the redirect to B's
 *   `/account/hop/land`; the store keeps only its SHA-256 (security state, like sessions: collection
 *   `_sign_in_hops`), with the account, the site it is for, the return path and the hash of B's state.
 *   `take` removes the record as it reads it, so a token is redeemed at most once even by two requests
 *   at the same moment; the account decider refuses a second redemption of the hop again, and one
 *   after its 60 seconds or on another site.
 */
import { hash, randomBytes } from 'node:crypto';
import type { Clock, DocumentStore } from '@listings/shared/kernel';
import type { Site } from '@listings/shared/contracts/site-content';
import { safeReturnPath } from '../kit/return-path.ts';

export const SIGN_IN_HOPS_COLLECTION = '_sign_in_hops';
/** The record outlives the decider's 60 s by nothing: an expired token is refused either way. */
export const HOP_TOKEN_TTL_MS = 60_000;
/** A token and a state: 32 random bytes, base64url. */
export const HOP_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const sha256 = (value: string): string => hash('sha256', value, 'hex');
export const newHopSecret = (): string => randomBytes(32).toString('base64url');

/** Where a hop goes: a site of the network other than the one issuing it, and a path on it. */
export interface HopTarget {
  site: Site;
  returnPath: string;
}

/** The network site `to` is a page of (by its base URL's origin), other than `fromKey`; null for anything else. */
export function hopTarget(network: readonly Site[], to: unknown, fromKey: string): HopTarget | null {
  if (typeof to !== 'string' || to.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return null;
  }
  if (url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const site = network.find((each) => each.key !== fromKey && originOf(each.baseUrl) === url.origin);
  if (!site) return null;
  const path = url.pathname + url.search;
  const returnPath = safeReturnPath(path, '');
  return returnPath === path ? { site, returnPath } : null;
}

const originOf = (baseUrl: string): string | null => {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return null;
  }
};

export interface HopRecord {
  _id: string; // SHA-256 (hex) of the token
  accountId: string;
  hopRef: string;
  fromSite: string;
  toSite: string;
  returnPath: string;
  /** SHA-256 of the state B set in its own cookie before sending the person to A. */
  stateHash: string;
  issuedAt: string;
  expiresAt: string;
  [field: string]: unknown;
}

export class SignInHops {
  private readonly documents: DocumentStore;
  private readonly clock: Clock;

  constructor(documents: DocumentStore, clock: Clock) {
    this.documents = documents;
    this.clock = clock;
  }

  private get records() {
    return this.documents.collection<HopRecord>(SIGN_IN_HOPS_COLLECTION);
  }

  /** Keeps a new hop; answers its token, which exists only in the redirect to the target site. */
  async issue(hop: {
    accountId: string;
    hopRef: string;
    fromSite: string;
    toSite: string;
    returnPath: string;
    state: string;
  }): Promise<string> {
    const now = this.clock.now();
    // Tokens nobody redeemed are removed as new ones are issued (they are refused anyway).
    await this.records.deleteMany({ expiresAt: { $lte: now.toISOString() } });
    const token = newHopSecret();
    const { state, ...rest } = hop;
    await this.records.insertOne({
      ...rest,
      _id: sha256(token),
      stateHash: sha256(state),
      issuedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + HOP_TOKEN_TTL_MS).toISOString(),
    });
    return token;
  }

  /** The hop of a token, removed as it is read (null: unknown, already taken, or taken by a request at the same moment). */
  async take(token: unknown): Promise<HopRecord | null> {
    if (typeof token !== 'string' || !HOP_SECRET_PATTERN.test(token)) return null;
    const record = await this.records.findOne({ _id: sha256(token) });
    if (!record) return null;
    const { deletedCount } = await this.records.deleteOne({ _id: record._id });
    return deletedCount === 1 ? record : null;
  }
}
