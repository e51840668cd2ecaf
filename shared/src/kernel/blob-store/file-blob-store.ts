/**
 * Blobs as files under a folder of the data folder (`<DATA_DIR>/blobs`): `ab/cdef…` for hash
 * `abcdef…` (the first two hex digits as a folder, so no folder holds more than 1/256 of them), and
 * beside it `ab/cdef….type` holding the content type. Folders are 0700 and files 0600
 * (private-files.ts). Each file is written to a temporary file in the same folder (created 0600,
 * exclusively) and renamed into place, so a reader never sees half a blob and a crash leaves at most a
 * temporary file; the content type is in place before the blob, whose presence is what `has` answers.
 * A put of bytes already stored writes nothing, and opening the store writes nothing either (a
 * process that never stores a picture, e.g. one of distributed mode, makes no folder). A read whose bytes no longer hash to their name
 * (damaged on disk) is answered as missing rather than served.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../private-files.ts';
import {
  InMemoryBlobStore,
  assertBlobHash,
  assertContentType,
  sha256Hex,
  type Blob,
  type BlobRef,
  type BlobStore,
} from './blob-store.ts';

export class FileBlobStore implements BlobStore {
  readonly dir: string;
  /** Touches nothing on disk: the folder is made (or tightened) by the first put. */
  constructor(dir: string) {
    this.dir = dir;
  }

  #pathOf(hash: string): string {
    return path.join(this.dir, hash.slice(0, 2), hash.slice(2));
  }

  async put(bytes: Uint8Array, contentType: string): Promise<BlobRef> {
    assertContentType(contentType);
    const hash = sha256Hex(bytes);
    const file = this.#pathOf(hash);
    if (!(await exists(file))) {
      ensurePrivateDir(this.dir);
      ensurePrivateDir(path.dirname(file));
      await writeAtomically(`${file}.type`, Buffer.from(contentType, 'utf8'));
      await writeAtomically(file, bytes);
    }
    return { hash, size: bytes.byteLength };
  }

  async get(hash: string): Promise<Blob | undefined> {
    assertBlobHash(hash);
    const file = this.#pathOf(hash);
    let bytes: Buffer;
    let contentType: string;
    try {
      bytes = await fs.readFile(file);
      contentType = (await fs.readFile(`${file}.type`, 'utf8')).trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    if (sha256Hex(bytes) !== hash) return undefined;
    return { hash, size: bytes.length, bytes, contentType };
  }

  async has(hash: string): Promise<boolean> {
    assertBlobHash(hash);
    return exists(this.#pathOf(hash));
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}

/** Writes to a fresh 0600 temporary file beside `file`, flushes it, and renames it onto `file`. */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const temp = path.join(path.dirname(file), `.tmp-${path.basename(file)}-${randomBytes(6).toString('hex')}`);
  const handle = await fs.open(temp, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await fs.rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/** The blob store of a data folder: files under `<dataDir>/blobs`, or memory for ':memory:'. */
export function openBlobStore(dataDir: string): BlobStore {
  return dataDir === ':memory:' ? new InMemoryBlobStore() : new FileBlobStore(path.join(dataDir, 'blobs'));
}
