/**
 * `GET /images/<hash>` on a running service: a rendition ingested into the service's blob store comes
 * back with its stored type, a year's immutable caching, its hash as a strong ETag (304 on
 * If-None-Match), nosniff and the baseline CSP; malformed hashes answer 400, unknown ones and blobs
 * that are not WebP or PNG 404. A picture served once is answered from memory before Express
 * (images-fast-path.ts) with the same headers, and the store is not read again.
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { ingestImage, type ImageManifest } from '@listings/shared/platform';
import { startTestService, type TestService } from '@listings/gateway/testing';
import { InMemoryBlobStore } from '@listings/shared/kernel';

describe('GET /images/<hash>', () => {
  let t: TestService;
  let manifest: ImageManifest;

  before(async () => {
    t = await startTestService();
    const png = await sharp({ create: { width: 60, height: 30, channels: 4, background: '#3366cc' } })
      .png()
      .toBuffer();
    manifest = await ingestImage(png, t.service.blobs);
  });
  after(() => t.close());

  for (const format of ['webp', 'png'] as const) {
    it(`answers a ${format} rendition with its type, immutable caching, a strong ETag and nosniff`, async () => {
      const rendition = manifest.renditions.find((r) => r.size === 96 && r.format === format)!;
      const response = await fetch(`${t.baseUrl}/images/${rendition.hash}`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal(`image/${format}`);
      expect(response.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).to.equal(`"${rendition.hash}"`);
      expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(response.headers.get('content-security-policy')).to.match(/default-src 'none'/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).to.equal(rendition.bytes);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).to.deep.equal([format, 96, 96]);
    });
  }

  it('answers 304 with no body to If-None-Match naming its ETag (also in a list, also weak, also *)', async () => {
    const { hash } = manifest.renditions[0]!;
    for (const header of [`"${hash}"`, `"other", "${hash}"`, `W/"${hash}"`, '*']) {
      const response = await fetch(`${t.baseUrl}/images/${hash}`, { headers: { 'if-none-match': header } });
      expect(response.status, header).to.equal(304);
      expect(response.headers.get('etag')).to.equal(`"${hash}"`);
      expect(response.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
      expect(await response.text()).to.equal('');
    }
    const other = await fetch(`${t.baseUrl}/images/${hash}`, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).to.equal(200);
  });

  it('answers HEAD like GET without the body', async () => {
    const rendition = manifest.renditions[1]!;
    const response = await fetch(`${t.baseUrl}/images/${rendition.hash}`, { method: 'HEAD' });
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('image/png');
    expect(response.headers.get('content-length')).to.equal(String(rendition.bytes));
  });

  it('answers 404 for a well-formed hash it does not hold', async () => {
    const response = await fetch(`${t.baseUrl}/images/${'0'.repeat(64)}`);
    expect(response.status).to.equal(404);
    expect(((await response.json()) as { code: string }).code).to.equal('no_such_image');
  });

  it('answers 404 for a stored blob that is not a WebP or PNG rendition (never serves SVG or HTML)', async () => {
    const svg = await t.service.blobs.put(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    const html = await t.service.blobs.put(Buffer.from('<script>alert(1)</script>'), 'text/html');
    for (const { hash } of [svg, html]) {
      const response = await fetch(`${t.baseUrl}/images/${hash}`);
      expect(response.status).to.equal(404);
      expect(response.headers.get('content-type')).to.match(/^application\/problem\+json/);
    }
  });

  it('answers 400 for a malformed hash', async () => {
    for (const bad of ['abc', 'A'.repeat(64), `${'a'.repeat(64)}.png`, '..%2f..%2fetc%2fpasswd', 'g'.repeat(64)]) {
      const response = await fetch(`${t.baseUrl}/images/${bad}`);
      expect(response.status, bad).to.equal(400);
      expect(((await response.json()) as { code: string }).code).to.equal('bad_image_hash');
    }
  });

  describe('served from memory after the first request', () => {
    let counted: TestService;
    let reads = 0;
    before(async () => {
      const store = new InMemoryBlobStore();
      const get = store.get.bind(store);
      store.get = (hash: string) => {
        reads++;
        return get(hash);
      };
      counted = await startTestService({}, { blobs: store });
    });
    after(() => counted.close());

    it('reads the store once, then answers GET, HEAD and If-None-Match from memory with the same headers', async () => {
      const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#cc3366' } })
        .png()
        .toBuffer();
      const rendition = (await ingestImage(png, counted.service.blobs)).renditions.find((r) => r.format === 'webp')!;
      const url = `${counted.baseUrl}/images/${rendition.hash}`;
      const first = await fetch(url);
      const firstBytes = Buffer.from(await first.arrayBuffer());
      expect(reads).to.equal(1);
      const header = (r: Response) =>
        [
          'content-type',
          'content-length',
          'cache-control',
          'etag',
          'x-content-type-options',
          'content-security-policy',
        ].map((name) => r.headers.get(name));
      for (let i = 0; i < 3; i++) {
        const again = await fetch(url);
        expect(again.status).to.equal(200);
        expect(header(again)).to.deep.equal(header(first));
        expect(Buffer.compare(Buffer.from(await again.arrayBuffer()), firstBytes)).to.equal(0);
      }
      const head = await fetch(url, { method: 'HEAD' });
      expect([head.status, head.headers.get('content-length'), await head.text()]).to.deep.equal([
        200,
        String(rendition.bytes),
        '',
      ]);
      const notModified = await fetch(url, { headers: { 'if-none-match': `"${rendition.hash}"` } });
      expect(notModified.status).to.equal(304);
      expect(reads, 'the store was read once').to.equal(1);
      // A query string or a trailing part is not this path's: Express answers as before.
      expect((await fetch(`${url}x`)).status).to.equal(400);
      expect((await fetch(`${counted.baseUrl}/images/${'0'.repeat(64)}`)).status).to.equal(404);
    });
  });
});
