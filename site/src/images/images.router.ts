/**
 * Pictures on the site's own origin: `GET /images/<hash>` answers a rendition from the blob store by
 * its SHA-256 (ingestImage in shared/src/platform/images/ made it). A hash names its bytes for ever,
 * so the answer is cached for a year as immutable, its strong ETag is the hash (If-None-Match answers
 * 304), and the type is the one stored with it: only `image/webp` and `image/png` are served, so
 * nothing but a raster ever leaves here (never an SVG, never HTML), with nosniff and the baseline CSP
 * (default-src 'none') kept. The pages' `img-src 'self'` covers these URLs unchanged. A malformed hash
 * answers 400, an unknown one 404. docs/decisions/images.md.
 *
 * The service hands this router a CachedBlobStore, so a picture read once is kept in memory, and
 * images-fast-path.ts answers the next requests for it on the raw HTTP server, before Express.
 */
import express from 'express';
import { isBlobHash, type BlobStore } from '@listings/shared/kernel';
import { Problem, sendProblem } from '@listings/shared/api';

export const IMAGES_PATH = '/images';

/** The URL of a stored rendition on this site. */
export const imageUrl = (hash: string): string => `${IMAGES_PATH}/${hash}`;

export const SERVED_TYPES: ReadonlySet<string> = new Set(['image/webp', 'image/png']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True when an If-None-Match header names this strong ETag (or `*`); weak forms compare too, as RFC 9110 says for GET. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

export function imagesRouter(blobs: BlobStore): express.Router {
  const router = express.Router();
  router.get('/:hash', async (req, res, next) => {
    const hash = req.params.hash;
    if (!isBlobHash(hash))
      return sendProblem(
        res,
        new Problem(400, 'bad_image_hash', 'An image is named by its SHA-256: 64 lowercase hexadecimal digits.'),
      );
    try {
      const blob = await blobs.get(hash);
      if (!blob || !SERVED_TYPES.has(blob.contentType))
        return sendProblem(res, new Problem(404, 'no_such_image', `There is no image ${hash}.`));
      const etag = `"${hash}"`;
      res.set({ ETag: etag, 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' });
      if (matches(req.get('If-None-Match'), etag)) return res.status(304).end();
      res
        .status(200)
        .set({ 'Content-Type': blob.contentType, 'Content-Length': String(blob.size) })
        .end(blob.bytes);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
