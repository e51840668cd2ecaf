/**
 * Counts listing page views from people, without a tracking cookie:
 *
 * - it sees every `GET /listings/<slug>` at the edge (a request observer), whether the page comes
 *   from the front cache or is rendered, and counts in the background once the answer has been sent;
 * - only a page actually served is a view: a 2xx, or a 304 (the browser shows its copy, revalidated).
 *   A 429 (rate-limited), a 404, an error or a request the client dropped before the answer is not;
 * - bots (isbot's maintained list of crawler user agents; an empty user agent too) and prefetches or
 *   prerenders (`Sec-Purpose`, `Purpose`, `X-Purpose`, `X-Moz`) are not views;
 * - the visitor is an HMAC of (client address, user agent) keyed by a salt of the day (UTC): the same
 *   person is the same visitor all day, a different one the next day, and the address is never
 *   stored. Salts live in the document store (`_view_salts`, shared by every instance) and the ones of
 *   earlier days are deleted, so yesterday's visitor ids cannot be linked to anyone again;
 * - once per visitor, listing and day: the view event's id is derived from the three, so a repeat is
 *   a no-op append (engagement-commands.ts); a bounded in-memory set of today's pairs spares the
 *   event store most repeats.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import { isbot } from 'isbot';
import { DuplicateKeyError, isoDay, type Clock, type DocumentStore, type Logger } from '@listings/shared/kernel';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';
import type { PeopleActions } from '@listings/command-service/engagement';

const LISTING_PAGE = /^\/listings\/([a-z0-9][a-z0-9-]{0,219})\/?$/;
const SALTS_COLLECTION = '_view_salts';
const SEEN_LIMIT = 200_000;

/** A prefetch or prerender, not a person looking at the page. */
export const isPrefetch = (req: Pick<IncomingMessage, 'headers'>): boolean => {
  const h = req.headers;
  const purpose =
    `${h['sec-purpose'] ?? ''} ${h['purpose'] ?? ''} ${h['x-purpose'] ?? ''} ${h['x-moz'] ?? ''}`.toLowerCase();
  return /prefetch|prerender|preview/.test(purpose);
};

/** Whether an answer served the page: 2xx, or 304 (the browser's copy, still current, is shown). */
export const pageServed = (statusCode: number): boolean =>
  (statusCode >= 200 && statusCode < 300) || statusCode === 304;

/** Whether a request is a person's visit of a listing page: the slug, or null. */
export const visitedListing = (req: Pick<IncomingMessage, 'headers' | 'method' | 'url'>): string | null => {
  if (req.method !== 'GET') return null;
  const path = (req.url ?? '').split('?')[0];
  const match = LISTING_PAGE.exec(path);
  if (!match) return null;
  const agent = req.headers['user-agent'] ?? '';
  if (agent === '' || isbot(agent) || isPrefetch(req)) return null;
  return match[1];
};

export class ViewCounter {
  private readonly documents: DocumentStore;
  private readonly people: PeopleActions;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly trustProxy: (address: string, hop: number) => boolean;
  private salt: { day: string; value: Promise<Buffer> } | null = null;
  private seen = { day: '', pairs: new Set<string>() };
  private pending = new Set<Promise<void>>();

  constructor(deps: {
    documents: DocumentStore;
    people: PeopleActions;
    clock: Clock;
    logger: Logger;
    /** The edge's trust-proxy rule (TRUST_PROXY), so a visitor is the address the rate limits see. */
    trustProxy?: (address: string, hop: number) => boolean;
  }) {
    this.documents = deps.documents;
    this.people = deps.people;
    this.clock = deps.clock;
    this.logger = deps.logger;
    this.trustProxy = deps.trustProxy ?? proxyaddr.compile('loopback');
  }

  /** The request observer: returns at once; the count runs in the background once the page was served. */
  readonly observe = (req: IncomingMessage, res: ServerResponse): void => {
    const slug = visitedListing(req);
    if (!slug) return;
    const address = proxyaddr(req, this.trustProxy) ?? req.socket.remoteAddress ?? 'unknown';
    const userAgent = req.headers['user-agent'] ?? '';
    // 'finish': the whole answer was handed to the network; a dropped request only gets 'close'.
    res.once('finish', () => {
      if (!pageServed(res.statusCode)) return;
      const work = this.count(slug, address, userAgent).catch((error: unknown) =>
        this.logger.error('view not counted', { slug, error }),
      );
      this.pending.add(work);
      void work.finally(() => this.pending.delete(work));
    });
  };

  /** Resolves when every count started so far is done (tests). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** The day's salt, created by the first instance that needs it; earlier days' salts are deleted. */
  private saltOf(day: string): Promise<Buffer> {
    if (this.salt?.day === day) return this.salt.value;
    const value = (async () => {
      const salts = this.documents.collection<{ _id: string; salt: string }>(SALTS_COLLECTION);
      let found = await salts.findOne({ _id: day });
      if (!found) {
        try {
          await salts.insertOne({ _id: day, salt: randomBytes(32).toString('base64url') });
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
        found = await salts.findOne({ _id: day });
        await salts.deleteMany({ _id: { $lt: day } });
      }
      return Buffer.from(found!.salt, 'base64url');
    })();
    value.catch(() => (this.salt = null));
    this.salt = { day, value };
    return value;
  }

  async count(slug: string, address: string, userAgent: string): Promise<void> {
    const day = isoDay(this.clock.now());
    const visitor = createHmac('sha256', await this.saltOf(day))
      .update(`${address}\n${userAgent}`)
      .digest('base64url')
      .slice(0, 22);
    if (this.seen.day !== day || this.seen.pairs.size >= SEEN_LIMIT) this.seen = { day, pairs: new Set() };
    const pair = `${slug} ${visitor}`;
    if (this.seen.pairs.has(pair)) return;
    this.seen.pairs.add(pair);
    const listing = await this.documents
      .collection(LISTINGS_COLLECTION)
      .findOne({ _id: slug, status: { $in: ['live', 'scheduled'] } }, { projection: { listing_id: 1 } });
    if (!listing) return;
    const viewerId = `visitor:${visitor}`;
    await this.people.view(listing.listing_id as number, viewerId, { kind: 'user', id: viewerId });
  }
}
