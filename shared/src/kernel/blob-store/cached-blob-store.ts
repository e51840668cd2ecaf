/**
 * A blob store with the blobs read lately kept in memory, for serving pictures: a hash names its
 * bytes for ever, so a kept blob is never stale and nothing has to be invalidated. Bounded by bytes
 * and by count, least recently read out first; blobs larger than an eighth of the bound are not
 * kept. `peek` answers from memory only (no store access), for the raw HTTP fast path of
 * `/images/<hash>`; `get` fills the memory from the store. Puts go to the store unchanged.
 */
import { assertBlobHash, type Blob, type BlobRef, type BlobStore } from './blob-store.ts';

export interface CachedBlobStoreOptions {
  /** Total bytes kept. Default 64 MiB. */
  maxBytes?: number;
  /** Blobs kept. Default 10,000. */
  maxEntries?: number;
}

export class CachedBlobStore implements BlobStore {
  readonly store: BlobStore;
  readonly #kept = new Map<string, Blob>();
  readonly #maxBytes: number;
  readonly #maxEntries: number;
  #bytes = 0;
  /** The hash at the newest end of #kept (the last read or kept), if it is still there. */
  #newest: string | undefined;

  constructor(store: BlobStore, options: CachedBlobStoreOptions = {}) {
    this.store = store;
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.#maxEntries = options.maxEntries ?? 10_000;
  }

  /** How many blobs and bytes are kept in memory. */
  get kept(): { entries: number; bytes: number } {
    return { entries: this.#kept.size, bytes: this.#bytes };
  }

  /**
   * The blob if it is kept in memory, else undefined (the store is not asked). Its bytes are the kept
   * ones, not a copy: for writing to a response, never to change. A malformed hash is undefined.
   */
  peek(hash: string): Blob | undefined {
    const blob = this.#kept.get(hash);
    // Moved to the newest end, unless it is there already: a picture asked for again and again costs
    // no Map churn (the delete and set were 2% of serving it, `npm run bench:images`).
    if (blob && hash !== this.#newest) {
      this.#kept.delete(hash);
      this.#kept.set(hash, blob);
      this.#newest = hash;
    }
    return blob;
  }

  #keep(blob: Blob): void {
    if (blob.size * 8 > this.#maxBytes || this.#kept.has(blob.hash)) return;
    this.#kept.set(blob.hash, blob);
    this.#newest = blob.hash;
    this.#bytes += blob.size;
    for (const [hash, old] of this.#kept) {
      if (this.#kept.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#kept.delete(hash);
      this.#bytes -= old.size;
    }
  }

  async put(bytes: Uint8Array, contentType: string): Promise<BlobRef> {
    return this.store.put(bytes, contentType);
  }

  async get(hash: string): Promise<Blob | undefined> {
    assertBlobHash(hash);
    let blob = this.peek(hash);
    if (!blob) {
      const found = await this.store.get(hash);
      if (!found) return undefined;
      // Kept as a copy of its own: the caller may change the buffer it is given.
      blob = { ...found, bytes: Buffer.from(found.bytes) };
      this.#keep(blob);
    }
    return { ...blob, bytes: Buffer.from(blob.bytes) };
  }

  async has(hash: string): Promise<boolean> {
    assertBlobHash(hash);
    return this.#kept.has(hash) || this.store.has(hash);
  }
}
