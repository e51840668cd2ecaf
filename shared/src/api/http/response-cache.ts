/**
 * The in-process cache of public reads: rendered 200 answers to anonymous GETs, keyed by method, path
 * and sorted query, bounded by entry count and total bytes (least recently used goes first).
 *
 * Invalidation is one rule: every event a projection applies bumps the generation and empties the
 * cache. A miss remembers the generation it started in and may only fill the cache if no event was
 * applied meanwhile, so an answer computed from a read model that has since changed is never stored.
 */
import type { Representation } from './representation.ts';

export interface ResponseCacheSettings {
  /** Most entries kept; 0 turns the cache off. */
  maxEntries: number;
  /** Most bytes kept (bodies, keys and headers); an answer larger than this is never stored. */
  maxBytes: number;
}

export const DEFAULT_RESPONSE_CACHE: ResponseCacheSettings = { maxEntries: 1000, maxBytes: 32 * 1024 * 1024 };

/**
 * `GET /v1/listings?sort=new&q=x` → `GET /v1/listings?q=x&sort=new`. Query pairs are sorted by name
 * (stably, so repeated names keep their order) but not decoded: two URLs that differ in spelling get
 * two entries, never one entry for two different requests.
 *
 * `site` is the key of the request's site of the network (request-site.ts): the same URL on two
 * sites' hosts is two answers (`GET @ai /v1/listings`), so one site is never served another's.
 */
export function cacheKey(method: string, url: string, site?: string): string {
  if (site !== undefined) method = `${method} @${site}`;
  const mark = url.indexOf('?');
  if (mark < 0) return `${method} ${url}`;
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '');
  if (pairs.length > 1) pairs.sort((a, b) => compare(nameOf(a), nameOf(b)));
  return `${method} ${url.slice(0, mark)}?${pairs.join('&')}`;
}

const nameOf = (pair: string): string => {
  const equals = pair.indexOf('=');
  return equals < 0 ? pair : pair.slice(0, equals);
};
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const sizeOf = (key: string, entry: Representation): number => {
  let size = key.length + (entry.body?.length ?? 0);
  for (const name in entry.headers) size += name.length + entry.headers[name].length;
  return size;
};

export class ResponseCache {
  private readonly entries = new Map<string, { representation: Representation; size: number }>();
  private bytes = 0;
  private current = 0;

  private readonly settings: ResponseCacheSettings;

  constructor(settings: ResponseCacheSettings = DEFAULT_RESPONSE_CACHE) {
    this.settings = settings;
  }

  /** Changes whenever a projection applies an event; a fill must quote the generation it started in. */
  get generation(): number {
    return this.current;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): Representation | undefined {
    const found = this.entries.get(key);
    if (!found) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, found);
    return found.representation;
  }

  /** Stores an answer computed in `generation`; refused (false) when an event was applied since, or when it cannot fit. */
  set(key: string, representation: Representation, generation: number): boolean {
    if (generation !== this.current || this.settings.maxEntries === 0) return false;
    const size = sizeOf(key, representation);
    if (size > this.settings.maxBytes) return false;
    this.remove(key);
    this.entries.set(key, { representation, size });
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.settings.maxEntries && this.bytes <= this.settings.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  /** Read models changed: forget everything and refuse fills that started before. */
  invalidate(): void {
    this.current++;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const found = this.entries.get(key);
    if (!found) return;
    this.entries.delete(key);
    this.bytes -= found.size;
  }
}
