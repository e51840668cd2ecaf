import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { blobStoreContract } from './blob-store.contract.ts';
import { InMemoryBlobStore } from './blob-store.ts';
import { FileBlobStore, openBlobStore } from './file-blob-store.ts';
import { CachedBlobStore } from './cached-blob-store.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'blob-store-'));

blobStoreContract('InMemoryBlobStore', async () => ({ store: new InMemoryBlobStore() }));

blobStoreContract('FileBlobStore', async () => {
  const dir = tempDir();
  return {
    store: new FileBlobStore(path.join(dir, 'blobs')),
    cleanup: async () => fs.rmSync(dir, { recursive: true }),
  };
});

blobStoreContract('CachedBlobStore over FileBlobStore', async () => {
  const dir = tempDir();
  return {
    store: new CachedBlobStore(new FileBlobStore(path.join(dir, 'blobs'))),
    cleanup: async () => fs.rmSync(dir, { recursive: true }),
  };
});

describe('CachedBlobStore', () => {
  it('keeps what it read: peek answers from memory only, after a get', async () => {
    const inner = new InMemoryBlobStore();
    const store = new CachedBlobStore(inner);
    const { hash } = await inner.put(randomBytes(100), 'image/png');
    expect(store.peek(hash)).to.equal(undefined);
    await store.get(hash);
    expect(store.peek(hash)?.contentType).to.equal('image/png');
    expect(store.kept).to.deep.equal({ entries: 1, bytes: 100 });
  });

  it('is bounded by bytes, the least recently read out first, and keeps no blob over an eighth of the bound', async () => {
    const inner = new InMemoryBlobStore();
    const store = new CachedBlobStore(inner, { maxBytes: 1000 });
    const refs = [];
    for (let i = 0; i < 4; i++) refs.push(await inner.put(randomBytes(100), 'image/png'));
    for (const ref of refs) await store.get(ref.hash);
    await store.get(refs[0]!.hash); // read again: now the most recent
    const big = await inner.put(randomBytes(200), 'image/png');
    await store.get(big.hash);
    expect(store.peek(big.hash)).to.equal(undefined);
    for (let i = 0; i < 10; i++) await store.get((await inner.put(randomBytes(100), 'image/png')).hash);
    expect(store.kept.bytes).to.be.at.most(1000);
    expect(store.peek(refs[1]!.hash)).to.equal(undefined);
  });

  it('a peek makes a blob the most recent, also after another was kept or peeked since', async () => {
    const inner = new InMemoryBlobStore();
    const store = new CachedBlobStore(inner, { maxEntries: 2 });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => inner.put(randomBytes(10), 'image/png')));
    await store.get(a!.hash);
    store.peek(a!.hash);
    await store.get(b!.hash);
    store.peek(a!.hash); // a again, after b was kept: a is the most recent, b the oldest
    store.peek(a!.hash);
    await store.get(c!.hash);
    expect([a, b, c].map((ref) => store.peek(ref!.hash) !== undefined)).to.deep.equal([true, false, true]);
    store.peek(a!.hash); // c, a: a the most recent
    await store.get(d!.hash);
    expect([a, c, d].map((ref) => store.peek(ref!.hash) !== undefined)).to.deep.equal([true, false, true]);
  });
});

describe('FileBlobStore on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lays blobs out as blobs/ab/cdef… with the content type beside, folders 0700 and files 0600, no temporary files left', async () => {
    const store = openBlobStore(dir);
    const bytes = randomBytes(100);
    const { hash } = await store.put(bytes, 'image/png');
    const folder = path.join(dir, 'blobs', hash.slice(0, 2));
    expect(fs.readdirSync(folder).sort()).to.deep.equal([hash.slice(2), `${hash.slice(2)}.type`]);
    expect(fs.statSync(path.join(dir, 'blobs')).mode & 0o777).to.equal(0o700);
    expect(fs.statSync(folder).mode & 0o777).to.equal(0o700);
    expect(fs.statSync(path.join(folder, hash.slice(2))).mode & 0o777).to.equal(0o600);
    expect(fs.statSync(path.join(folder, `${hash.slice(2)}.type`)).mode & 0o777).to.equal(0o600);
    expect(fs.readFileSync(path.join(folder, `${hash.slice(2)}.type`), 'utf8')).to.equal('image/png');
  });

  it('makes no folder until the first put, and answers reads from a folder that is not there', async () => {
    const store = openBlobStore(dir);
    expect(await store.has('0'.repeat(64))).to.equal(false);
    expect(await store.get('0'.repeat(64))).to.equal(undefined);
    expect(fs.existsSync(path.join(dir, 'blobs'))).to.equal(false);
  });

  it('tightens a blobs folder found with more access than its owner', async () => {
    fs.mkdirSync(path.join(dir, 'blobs'), { mode: 0o755 });
    fs.chmodSync(path.join(dir, 'blobs'), 0o755);
    await openBlobStore(dir).put(randomBytes(10), 'image/png');
    expect(fs.statSync(path.join(dir, 'blobs')).mode & 0o777).to.equal(0o700);
  });

  it('keeps blobs across reopening', async () => {
    const bytes = randomBytes(100);
    const { hash } = await new FileBlobStore(path.join(dir, 'blobs')).put(bytes, 'image/webp');
    const blob = await new FileBlobStore(path.join(dir, 'blobs')).get(hash);
    expect(blob?.contentType).to.equal('image/webp');
    expect(Buffer.compare(blob!.bytes, bytes)).to.equal(0);
  });

  it('does not serve a blob whose bytes were damaged on disk', async () => {
    const store = new FileBlobStore(path.join(dir, 'blobs'));
    const { hash } = await store.put(randomBytes(100), 'image/png');
    fs.writeFileSync(path.join(dir, 'blobs', hash.slice(0, 2), hash.slice(2)), randomBytes(100));
    expect(await store.get(hash)).to.equal(undefined);
  });

  it('gives ":memory:" a store in memory and writes no files', async () => {
    expect(openBlobStore(':memory:')).to.be.instanceOf(InMemoryBlobStore);
  });
});
