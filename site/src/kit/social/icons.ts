/**
 * The site's icons and web manifest, all drawn from one SVG mark (card-svg.ts markShapes: an upvote
 * chevron on the accent, no text, so no font is needed):
 *
 *   GET /favicon.svg            the mark itself (image/svg+xml)
 *   GET /favicon.ico            16, 32 and 48 px PNGs in one ICO (what browsers and crawlers ask for unasked)
 *   GET /apple-touch-icon.png   180 px, opaque
 *   GET /icons/icon-192.png, /icons/icon-512.png   the manifest's icons
 *   GET /site.webmanifest       application/manifest+json: the site's name, theme colour, icons
 *
 * The PNGs are rasterised with sharp the first time one is asked for, then kept (a handful of small
 * files). Every page's head links them (icon-head.ts ICON_HEAD, in html.ts's layout).
 */
import express from 'express';
import type { SiteSettings } from '@listings/shared/platform';
import { ACCENT, markShapes } from './card-svg.ts';
import { svgToPng } from './cards.ts';
import {
  APP_ICON_SIZES,
  APPLE_TOUCH_ICON_PATH,
  FAVICON_ICO_PATH,
  FAVICON_SVG_PATH,
  MANIFEST_PATH,
  THEME_COLOR,
  appIconPath,
} from './icon-head.ts';

/** The mark as an SVG of `size` px; `opaque` fills the corners (Apple's icon is drawn on no background). */
export const markSvg = (size: number, opaque = false): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${opaque ? `<rect width="${size}" height="${size}" fill="${ACCENT}"/>` : ''}${markShapes(size)}</svg>`;

/** An ICO holding PNG images (the format every browser since IE Vista reads), one per size. */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The web manifest of the site. */
export const webManifest = (site: SiteSettings) => ({
  name: site.name,
  short_name: site.name.length <= 12 ? site.name : (site.name.split(/\s+/)[0] ?? site.name).slice(0, 12),
  start_url: '/',
  scope: '/',
  display: 'browser',
  background_color: '#ffffff',
  theme_color: THEME_COLOR,
  icons: [
    { src: FAVICON_SVG_PATH, sizes: 'any', type: 'image/svg+xml' },
    ...APP_ICON_SIZES.map((size) => ({ src: appIconPath(size), sizes: `${size}x${size}`, type: 'image/png' })),
  ],
});

const ASSET_HEADERS = {
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
};

export function appIconsRouter(site: SiteSettings): express.Router {
  const router = express.Router();
  const made = new Map<string, Promise<Buffer>>();
  const once = (key: string, make: () => Promise<Buffer>) => {
    let bytes = made.get(key);
    if (!bytes) {
      bytes = make();
      bytes.catch(() => made.delete(key));
      made.set(key, bytes);
    }
    return bytes;
  };
  const serve = (path: string, type: string, make: () => Promise<Buffer>) =>
    router.get(path, async (_req, res) => {
      try {
        res
          .set(ASSET_HEADERS)
          .type(type)
          .send(await once(path, make));
      } catch {
        res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Not available now.\n');
      }
    });
  const svg = Buffer.from(markSvg(512), 'utf8');
  router.get(FAVICON_SVG_PATH, (_req, res) => {
    res
      .set({ ...ASSET_HEADERS, 'Content-Security-Policy': "default-src 'none'" })
      .type('image/svg+xml')
      .send(svg);
  });
  serve(FAVICON_ICO_PATH, 'image/x-icon', async () =>
    icoOf(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await svgToPng(markSvg(size)) })))),
  );
  serve(APPLE_TOUCH_ICON_PATH, 'image/png', () => svgToPng(markSvg(180, true)));
  for (const size of APP_ICON_SIZES) serve(appIconPath(size), 'image/png', () => svgToPng(markSvg(size)));
  const manifest = JSON.stringify(webManifest(site));
  router.get(MANIFEST_PATH, (_req, res) => {
    res.set(ASSET_HEADERS).type('application/manifest+json').send(manifest);
  });
  return router;
}
