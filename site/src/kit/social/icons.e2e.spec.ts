/**
 * The favicon, touch icon, app icons and web manifest over HTTP: each answers with its type and size
 * (PNGs read back with sharp, the ICO's directory and first image), the manifest names the site and
 * its icons, and every page's head links them under a CSP that lets the manifest load.
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { startTestService, type TestService } from '@listings/gateway/testing';

const SITE = { name: 'Listings Directory', publicBaseUrl: 'http://localhost:8080' };

describe('favicon, app icons and the web manifest', function () {
  this.timeout(60_000);
  let service: TestService;
  const get = (path: string) => fetch(`${service.baseUrl}${path}`);

  before(async () => {
    service = await startTestService({ site: SITE });
  });
  after(() => service?.close());

  it('serves the favicon, touch icon, app icons and the manifest, and every page’s head links them', async () => {
    const png = async (path: string, size: number) => {
      const response = await get(path);
      expect(response.status, path).to.equal(200);
      expect(response.headers.get('content-type'), path).to.equal('image/png');
      expect(response.headers.get('x-content-type-options'), path).to.equal('nosniff');
      const info = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([info.format, info.width, info.height], path).to.deep.equal(['png', size, size]);
    };
    await png('/apple-touch-icon.png', 180);
    await png('/icons/icon-192.png', 192);
    await png('/icons/icon-512.png', 512);

    const ico = await get('/favicon.ico');
    expect(ico.status).to.equal(200);
    expect(ico.headers.get('content-type')).to.equal('image/x-icon');
    const bytes = Buffer.from(await ico.arrayBuffer());
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).to.deep.equal([0, 1, 3]);
    const first = bytes.subarray(bytes.readUInt32LE(18), bytes.readUInt32LE(18) + bytes.readUInt32LE(14));
    expect((await sharp(first).metadata()).width).to.equal(16);

    const svg = await get('/favicon.svg');
    expect(svg.headers.get('content-type')).to.match(/^image\/svg\+xml/);
    expect((await sharp(Buffer.from(await svg.arrayBuffer())).metadata()).format).to.equal('svg');

    const manifest = await get('/site.webmanifest');
    expect(manifest.headers.get('content-type')).to.match(/^application\/manifest\+json/);
    const body = (await manifest.json()) as any;
    expect(body.name).to.equal(SITE.name);
    expect(body.theme_color).to.match(/^#[0-9a-f]{6}$/i);
    expect(body.icons.map((icon: { src: string; sizes: string }) => `${icon.src} ${icon.sizes}`)).to.include.members([
      '/icons/icon-192.png 192x192',
      '/icons/icon-512.png 512x512',
    ]);

    for (const path of ['/', '/launches', '/signin', '/search?q=ledger']) {
      const response = await get(path);
      const text = await response.text();
      expect(text, path)
        .to.include('<link rel="icon" href="/favicon.ico" sizes="48x48">')
        .and.include('<link rel="icon" href="/favicon.svg" type="image/svg+xml">')
        .and.include('<link rel="apple-touch-icon" href="/apple-touch-icon.png">')
        .and.include('<link rel="manifest" href="/site.webmanifest">')
        .and.match(/<meta name="theme-color" content="#[0-9a-f]{6}">/i);
      expect(response.headers.get('content-security-policy'), path).to.include("manifest-src 'self'");
    }
  });
});
