/**
 * Blobs in MongoDB GridFS (distributed mode with DOCUMENT_STORE=mongo), so every process of the
 * service sees the same pictures: a GridFS bucket (`blobs.files` / `blobs.chunks`) whose file name is
 * the blob's SHA-256 and whose metadata holds its content type.
 *
 * Why GridFS rather than documents with a Binary field: a rendition or an upload may come near the
 * 16 MB document limit, and GridFS is the driver's own, tested way of storing bytes in chunks.
 *
 * GridFS writes a file's chunks first and its files document last, so a blob is visible (`has`, `get`)
 * only once all its bytes are there; a process that dies mid-upload leaves chunks that nothing names.
 * Two processes putting the same bytes at the same moment may each write a copy: both are the same
 * bytes, readers take the oldest files document (the first content type), so the extra copy is unseen.
 * A read whose bytes no longer hash to their name is answered as missing rather than served.
 */
import { GridFSBucket, MongoClient, type Db, type ObjectId } from 'mongodb';
import {
  assertBlobHash,
  assertContentType,
  sha256Hex,
  type Blob,
  type BlobRef,
  type BlobStore,
} from '../blob-store.ts';

interface BlobFileMetadata {
  contentType: string;
}

export class GridFsBlobStore implements BlobStore {
  readonly #bucket: GridFSBucket;
  readonly #client: MongoClient | undefined;

  /** A store on a database the caller opened (and closes); `bucketName` defaults to `blobs`. */
  constructor(db: Db, bucketName = 'blobs', client?: MongoClient) {
    this.#bucket = new GridFSBucket(db, { bucketName });
    this.#client = client;
  }

  /** Opens a client of its own on `url`; close() ends it. */
  static async connect(url: string, database: string, bucketName = 'blobs'): Promise<GridFsBlobStore> {
    const client = new MongoClient(url);
    await client.connect();
    return new GridFsBlobStore(client.db(database), bucketName, client);
  }

  /** The oldest complete copy of the blob named `hash`, or undefined. */
  async #find(hash: string): Promise<{ _id: ObjectId; length: number; metadata?: BlobFileMetadata } | undefined> {
    const [file] = await this.#bucket.find({ filename: hash }).sort({ uploadDate: 1, _id: 1 }).limit(1).toArray();
    return file as { _id: ObjectId; length: number; metadata?: BlobFileMetadata } | undefined;
  }

  async put(bytes: Uint8Array, contentType: string): Promise<BlobRef> {
    assertContentType(contentType);
    // A copy, hashed and written as one: the caller's buffer may change while the upload runs.
    const copy = Buffer.from(bytes);
    const hash = sha256Hex(copy);
    if (!(await this.#find(hash))) {
      const upload = this.#bucket.openUploadStream(hash, { metadata: { contentType } satisfies BlobFileMetadata });
      await new Promise<void>((resolve, reject) => {
        upload.once('error', reject);
        upload.once('finish', resolve);
        upload.end(copy);
      });
    }
    return { hash, size: copy.byteLength };
  }

  async get(hash: string): Promise<Blob | undefined> {
    assertBlobHash(hash);
    const file = await this.#find(hash);
    if (!file) return undefined;
    const parts: Buffer[] = [];
    for await (const chunk of this.#bucket.openDownloadStream(file._id)) parts.push(chunk as Buffer);
    const bytes = Buffer.concat(parts);
    if (sha256Hex(bytes) !== hash) return undefined;
    return { hash, size: bytes.length, bytes, contentType: file.metadata?.contentType ?? 'application/octet-stream' };
  }

  async has(hash: string): Promise<boolean> {
    assertBlobHash(hash);
    return (await this.#find(hash)) !== undefined;
  }

  /** Ends the client when the store opened it (connect); otherwise its owner closes it. */
  async close(): Promise<void> {
    await this.#client?.close();
  }
}
