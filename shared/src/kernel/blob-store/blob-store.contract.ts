/**
 * Behaviour every BlobStore adapter must share, run unchanged against each of them (like the event
 * and document store contracts). Each test stores fresh random bytes, so the suite also runs against
 * a store that holds other blobs.
 */
import { expect } from 'chai';
import { createHash, randomBytes } from 'node:crypto';
import { InvalidBlobHashError, isBlobHash, type BlobStore } from './blob-store.ts';

/** Builds a store for one test; the suite calls cleanup afterwards (e.g. to delete files). */
export type BlobStoreFactory = () => Promise<{ store: BlobStore; cleanup?: () => Promise<void> }>;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function refused(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => expect.fail('should have been refused'),
    (error: unknown) => error,
  );
}

export function blobStoreContract(name: string, factory: BlobStoreFactory): void {
  describe(`BlobStore contract: ${name}`, function () {
    let store: BlobStore;
    let cleanup: (() => Promise<void>) | undefined;

    beforeEach(async () => {
      ({ store, cleanup } = await factory());
    });

    afterEach(async () => {
      await cleanup?.();
    });

    it('names bytes by their SHA-256 and gives them back with their content type', async () => {
      const bytes = randomBytes(1000);
      const ref = await store.put(bytes, 'image/webp');
      expect(ref).to.deep.equal({ hash: sha256(bytes), size: 1000 });
      expect(isBlobHash(ref.hash)).to.equal(true);
      const blob = await store.get(ref.hash);
      expect(blob?.hash).to.equal(ref.hash);
      expect(blob?.size).to.equal(1000);
      expect(blob?.contentType).to.equal('image/webp');
      expect(Buffer.compare(blob!.bytes, bytes)).to.equal(0);
      expect(await store.has(ref.hash)).to.equal(true);
    });

    it('keeps an empty blob', async () => {
      const ref = await store.put(new Uint8Array(0), 'application/octet-stream');
      expect(ref).to.deep.equal({ hash: sha256(new Uint8Array(0)), size: 0 });
      expect((await store.get(ref.hash))?.bytes.length).to.equal(0);
    });

    it('answers undefined and false for a well-formed hash it does not hold', async () => {
      const hash = sha256(randomBytes(16));
      expect(await store.get(hash)).to.equal(undefined);
      expect(await store.has(hash)).to.equal(false);
    });

    it('stores the same bytes once: a second put answers the same hash and keeps the first content type', async () => {
      const bytes = randomBytes(64);
      const first = await store.put(bytes, 'image/png');
      const second = await store.put(Buffer.from(bytes), 'image/webp');
      expect(second).to.deep.equal(first);
      expect((await store.get(first.hash))?.contentType).to.equal('image/png');
    });

    it('puts of the same bytes at the same time all succeed with one blob', async () => {
      const bytes = randomBytes(4096);
      const refs = await Promise.all(Array.from({ length: 8 }, () => store.put(bytes, 'image/png')));
      expect(new Set(refs.map((ref) => ref.hash)).size).to.equal(1);
      expect(Buffer.compare((await store.get(refs[0]!.hash))!.bytes, bytes)).to.equal(0);
    });

    it('is not changed by changes to the buffer it was given or the one it gave', async () => {
      const bytes = randomBytes(32);
      const original = Buffer.from(bytes);
      const { hash } = await store.put(bytes, 'image/png');
      bytes.fill(0);
      const blob = await store.get(hash);
      blob!.bytes.fill(1);
      expect(Buffer.compare((await store.get(hash))!.bytes, original)).to.equal(0);
    });

    it('refuses malformed hashes (never a path) on get and has', async () => {
      for (const hash of ['', 'abc', '../../etc/passwd', 'A'.repeat(64), `${'a'.repeat(63)}/`, 'g'.repeat(64)]) {
        expect(await refused(store.get(hash))).to.be.instanceOf(InvalidBlobHashError);
        expect(await refused(store.has(hash))).to.be.instanceOf(InvalidBlobHashError);
      }
    });

    it('refuses a content type that is not one', async () => {
      for (const type of ['', 'png', 'image/png\r\nX-Evil: 1']) {
        expect(await refused(store.put(randomBytes(8), type))).to.be.instanceOf(TypeError);
      }
    });
  });
}
