/**
 * The fast path of `GET /images/<hash>` on the raw node:http server, in front of Express (like the
 * cached public reads): a picture already kept in memory by the CachedBlobStore the images router
 * reads through is answered at once with the same headers as the router (type, length, immutable
 * caching, the hash as a strong ETag with 304, nosniff; the baseline security headers are set
 * before any listener). Everything else goes to `next` untouched: other paths and methods, malformed
 * hashes, and pictures not in memory, which the router reads from the store (keeping them) or
 * answers 404 / 400. So only bytes the router has served before are served here, and the store is
 * never read on this path.
 *
 * Why: a picture is the same bytes for ever, and Express's routing and middleware cost several times
 * what writing a few kilobytes does (docs/benchmarks.md, `npm run bench:images`).
 */
import type { RequestListener } from 'node:http';
import type { CachedBlobStore } from '@listings/shared/kernel';
import { IMAGES_PATH, IMMUTABLE, SERVED_TYPES, matches } from './images.router.ts';

const PREFIX = `${IMAGES_PATH}/`;
/** `/images/` and 64 lowercase hex digits, nothing after (no query). */
const IMAGE_URL = /^\/images\/([0-9a-f]{64})$/;

export function imagesFastPath(images: CachedBlobStore, next: RequestListener): RequestListener {
  return (req, res) => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(PREFIX)) return next(req, res);
    const hash = IMAGE_URL.exec(url)?.[1];
    const blob = hash === undefined ? undefined : images.peek(hash);
    if (!blob || !SERVED_TYPES.has(blob.contentType)) return next(req, res);
    const etag = `"${blob.hash}"`;
    // The whole head in one writeHead call: Node's fast path (no setHeader before it).
    if (matches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, ['ETag', etag, 'Cache-Control', IMMUTABLE, 'X-Content-Type-Options', 'nosniff']);
      res.end();
      return;
    }
    res.writeHead(200, [
      'ETag',
      etag,
      'Cache-Control',
      IMMUTABLE,
      'X-Content-Type-Options',
      'nosniff',
      'Content-Type',
      blob.contentType,
      'Content-Length',
      String(blob.size),
    ]);
    res.end(req.method === 'HEAD' ? undefined : blob.bytes);
  };
}
