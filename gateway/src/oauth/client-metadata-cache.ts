/**
 * The cache of client ID metadata documents (a client_id that is an https URL names its own metadata):
 * a document fetched by one instance is used by every instance that shares the document store, until it
 * expires, instead of each process fetching it again (oidc-provider's own cache is per process, so it
 * is turned off: provider.ts sets its cache duration to zero and every lookup comes here).
 *
 * In distributed mode (any shared store) the documents live in the shared store; one embedded process
 * keeps them in a memory-only store of its own. An entry is kept for the document's Cache-Control
 * max-age (or Expires), clamped between 60 s and 24 h as oidc-provider would; at most `maxEntries` are
 * kept: an insert past it deletes the expired ones, then those expiring soonest. Two instances missing
 * the same document at the same moment may both fetch it (the later write wins); that is all a shared
 * cache without locks costs. The clock is the service's, so expiry can be tested on a moved clock.
 */
import type { Clock, DocumentStore } from '@listings/shared/kernel';

export const CLIENT_METADATA_COLLECTION = '_oauth_client_metadata';

export interface ClientMetadataCacheOptions {
  minSeconds: number;
  maxSeconds: number;
  maxEntries: number;
}

export const DEFAULT_CLIENT_METADATA_CACHE: ClientMetadataCacheOptions = {
  minSeconds: 60,
  maxSeconds: 24 * 3600,
  maxEntries: 1000,
};

export interface CachedClientMetadata {
  _id: string;
  contentType: string;
  body: string;
  /** Epoch milliseconds. */
  fetchedAt: number;
  expiresAt: number;
  [field: string]: unknown;
}

type HeaderValue = string | string[] | undefined;
const first = (value: HeaderValue): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Seconds the answer may be kept: Cache-Control max-age, else Expires, else the minimum; clamped. */
export function freshSeconds(
  headers: Record<string, HeaderValue>,
  now: number,
  { minSeconds, maxSeconds }: Pick<ClientMetadataCacheOptions, 'minSeconds' | 'maxSeconds'>,
): number {
  let seconds: number | undefined;
  const maxAge = /(?:^|,)\s*max-age\s*=\s*(\d+)/i.exec(first(headers['cache-control']) ?? '');
  if (maxAge) seconds = Number(maxAge[1]);
  else {
    const expires = Date.parse(first(headers.expires) ?? '');
    if (!Number.isNaN(expires)) seconds = Math.floor((expires - now) / 1000);
  }
  return Math.max(minSeconds, Math.min(maxSeconds, seconds ?? minSeconds));
}

export class ClientMetadataCache {
  private readonly documents: DocumentStore;
  private readonly clock: Clock;
  private readonly options: ClientMetadataCacheOptions;

  constructor(
    documents: DocumentStore,
    clock: Clock,
    options: ClientMetadataCacheOptions = DEFAULT_CLIENT_METADATA_CACHE,
  ) {
    this.documents = documents;
    this.clock = clock;
    this.options = options;
  }

  private get entries() {
    return this.documents.collection<CachedClientMetadata>(CLIENT_METADATA_COLLECTION);
  }

  /** The cached document for `url` while it is fresh, with the seconds it stays so; else undefined. */
  async get(url: string): Promise<(CachedClientMetadata & { remainingSeconds: number }) | undefined> {
    const now = this.clock.now().getTime();
    const entry = await this.entries.findOne({ _id: url });
    if (!entry || entry.expiresAt <= now) return undefined;
    return { ...entry, remainingSeconds: Math.ceil((entry.expiresAt - now) / 1000) };
  }

  /** Keeps a document fetched with status 200 for as long as its headers allow. */
  async put(url: string, answer: { contentType: string; body: string; headers: Record<string, HeaderValue> }) {
    const now = this.clock.now().getTime();
    const expiresAt = now + freshSeconds(answer.headers, now, this.options) * 1000;
    await this.entries.replaceOne(
      { _id: url },
      { _id: url, contentType: answer.contentType, body: answer.body, fetchedAt: now, expiresAt },
      { upsert: true },
    );
    const excess = (await this.entries.countDocuments({})) - this.options.maxEntries;
    if (excess <= 0) return;
    await this.entries.deleteMany({ expiresAt: { $lte: now } });
    const stillOver = (await this.entries.countDocuments({})) - this.options.maxEntries;
    if (stillOver <= 0) return;
    const soonest = await this.entries.find(
      { _id: { $ne: url } },
      { sort: { expiresAt: 1 }, limit: stillOver, projection: { _id: 1 } },
    );
    await this.entries.deleteMany({ _id: { $in: soonest.map((entry) => entry._id) } });
  }
}
