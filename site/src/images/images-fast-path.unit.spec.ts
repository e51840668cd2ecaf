/**
 * The raw fast path of /images on its own (a node:http server on loopback, `next` counted): a picture
 * kept in memory is answered without `next`; anything else — not in memory, another type, another
 * path or method, a query string, a malformed hash — goes to `next` untouched.
 */
import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { CachedBlobStore, InMemoryBlobStore } from '@listings/shared/kernel';
import { imagesFastPath } from './images-fast-path.ts';

describe('imagesFastPath', () => {
  let server: Server;
  let base: string;
  let nexts: string[];
  let images: CachedBlobStore;
  let inner: InMemoryBlobStore;

  beforeEach(async () => {
    nexts = [];
    inner = new InMemoryBlobStore();
    images = new CachedBlobStore(inner);
    server = createServer(
      imagesFastPath(images, (req, res) => {
        nexts.push(`${req.method} ${req.url}`);
        res.writeHead(599).end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => server.close());

  it('answers a kept WebP or PNG itself, with its headers, 304 and HEAD', async () => {
    const bytes = randomBytes(500);
    const { hash } = await inner.put(bytes, 'image/webp');
    await images.get(hash);
    const response = await fetch(`${base}/images/${hash}`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('image/webp');
    expect(response.headers.get('content-length')).to.equal('500');
    expect(response.headers.get('etag')).to.equal(`"${hash}"`);
    expect(response.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), bytes)).to.equal(0);
    expect((await fetch(`${base}/images/${hash}`, { headers: { 'if-none-match': `W/"${hash}"` } })).status).to.equal(
      304,
    );
    const head = await fetch(`${base}/images/${hash}`, { method: 'HEAD' });
    expect([head.status, await head.text()]).to.deep.equal([200, '']);
    expect(nexts).to.deep.equal([]);
  });

  it('passes on what it does not hold or serve', async () => {
    const stored = await inner.put(randomBytes(10), 'image/png');
    const svg = await inner.put(Buffer.from('<svg/>'), 'image/svg+xml');
    await images.get(svg.hash);
    const paths = [
      `/images/${stored.hash}`, // in the store, not in memory
      `/images/${svg.hash}`, // kept, but never served
      `/images/${stored.hash}?x=1`,
      `/images/${'A'.repeat(64)}`,
      '/images/',
      '/other',
    ];
    for (const path of paths) expect((await fetch(`${base}${path}`)).status, path).to.equal(599);
    await images.get(stored.hash);
    expect((await fetch(`${base}/images/${stored.hash}`, { method: 'POST' })).status).to.equal(599);
    expect(nexts).to.deep.equal([...paths.map((path) => `GET ${path}`), `POST /images/${stored.hash}`]);
  });
});
