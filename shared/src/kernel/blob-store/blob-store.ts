/**
 * The blob store port: bytes kept by their content, named by the SHA-256 of those bytes (64 lowercase
 * hex digits), each with the content type it was first stored as. It lives in the kernel beside the
 * event and document store ports because it is storage of the same kind — a port with an embedded
 * adapter (files under the data folder, or memory for tests' `:memory:` data folders) and distributed
 * ones (GridFS in mongo/, PostgreSQL in postgres/; S3 later: docs/decisions/images.md) — and knows nothing of images,
 * HTTP or the platform. Its contract is blob-store.contract.ts.
 *
 * A put of bytes already stored stores nothing more and answers the same hash (the content type of
 * the first put stays). A malformed hash is refused (InvalidBlobHashError) by every method: callers
 * that take a hash from outside check it with isBlobHash first.
 */
import { createHash } from 'node:crypto';

export interface BlobRef {
  /** SHA-256 of the bytes, 64 lowercase hex digits. */
  hash: string;
  /** Length of the bytes. */
  size: number;
}

export interface Blob extends BlobRef {
  bytes: Buffer;
  contentType: string;
}

export interface BlobStore {
  put(bytes: Uint8Array, contentType: string): Promise<BlobRef>;
  /** The blob, or undefined when no blob has this hash. */
  get(hash: string): Promise<Blob | undefined>;
  has(hash: string): Promise<boolean>;
}

const HASH = /^[0-9a-f]{64}$/;

/** True for a well-formed blob hash (64 lowercase hex digits). */
export const isBlobHash = (value: string): boolean => HASH.test(value);

export class InvalidBlobHashError extends Error {
  readonly hash: string;
  constructor(hash: string) {
    super(`not a blob hash: ${JSON.stringify(hash.slice(0, 80))}`);
    this.name = 'InvalidBlobHashError';
    this.hash = hash;
  }
}

export function assertBlobHash(hash: string): void {
  if (typeof hash !== 'string' || !isBlobHash(hash)) throw new InvalidBlobHashError(String(hash));
}

/** A content type as stored: `type/subtype` with optional parameters, printable ASCII, no line breaks. */
export function assertContentType(contentType: string): void {
  if (
    typeof contentType !== 'string' ||
    !/^[\w.+-]+\/[\w.+-]+(;[\x20-\x7e]*)?$/.test(contentType) ||
    contentType.length > 200
  )
    throw new TypeError(`not a content type: ${JSON.stringify(String(contentType).slice(0, 80))}`);
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Blobs in memory: for tests and `:memory:` data folders. */
export class InMemoryBlobStore implements BlobStore {
  readonly #blobs = new Map<string, { bytes: Buffer; contentType: string }>();

  async put(bytes: Uint8Array, contentType: string): Promise<BlobRef> {
    assertContentType(contentType);
    const hash = sha256Hex(bytes);
    // A copy: the caller's buffer may change after the put.
    if (!this.#blobs.has(hash)) this.#blobs.set(hash, { bytes: Buffer.from(bytes), contentType });
    return { hash, size: bytes.byteLength };
  }

  async get(hash: string): Promise<Blob | undefined> {
    assertBlobHash(hash);
    const blob = this.#blobs.get(hash);
    return blob && { hash, size: blob.bytes.length, bytes: Buffer.from(blob.bytes), contentType: blob.contentType };
  }

  async has(hash: string): Promise<boolean> {
    assertBlobHash(hash);
    return this.#blobs.has(hash);
  }
}
