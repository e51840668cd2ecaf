/**
 * Social cards served from the site's own origin: a page names its card
 * `/cards/<kind>/<id>.png?v=<hash>` (og:image, twitter:image), where the hash is that of what the card
 * shows; the card route reads the subject again through the same public operations, draws the SVG
 * (card-svg.ts) and rasterises it with sharp to a 1200×630 PNG, kept in memory by that hash (a bound
 * on entries and bytes, least recently used out first). The same content is drawn once; a new name
 * is a new hash, so a new URL, and link previews never keep a stale picture.
 *
 * An answer whose `v` is the current hash is immutable for a year; any other (`v` missing or old)
 * is the current card, cached briefly, so an old link still gets a picture. Each answer is also kept
 * in the front response cache as an anonymous page is (emptied whenever a projection applies an
 * event), so a card asked again costs what a cached page costs.
 */
import type { Request, RequestHandler } from 'express';
import sharp from 'sharp';
import { writeRepresentation, type Representation } from '@listings/shared/api';
import type { SitePages } from '../site-pages.ts';
import { PageError } from '../site-pages.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardHash, cardSvg, type CardContent } from './card-svg.ts';

export type { CardContent } from './card-svg.ts';

/** What a page says about its card (seo.ts turns it into og:image and twitter:image tags). */
export interface CardImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Rasterises an SVG to PNG with sharp (librsvg). */
export const svgToPng = (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg, 'utf8')).png({ compressionLevel: 6 }).toBuffer();

/** PNGs by key, least recently used out first, bounded by entries and bytes. */
export class BoundedPngCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(maxEntries = 500, maxBytes = 32 * 1024 * 1024) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Buffer | undefined {
    const png = this.entries.get(key);
    if (png) {
      this.entries.delete(key);
      this.entries.set(key, png);
    }
    return png;
  }

  set(key: string, png: Buffer): void {
    if (this.entries.has(key)) return;
    this.entries.set(key, png);
    this.bytes += png.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
}

/** Draws cards once per hash; concurrent requests for one card share one drawing. */
export class SocialCards {
  readonly cache: BoundedPngCache;
  private readonly drawing = new Map<string, Promise<Buffer>>();
  /** How many cards were drawn (not served from the cache): for tests and the benchmark note. */
  drawn = 0;

  constructor(cache = new BoundedPngCache()) {
    this.cache = cache;
  }

  /** The card's PNG and hash. `logo`: a PNG for the tile (the image pipeline's seam), else the monogram. */
  async render(content: CardContent, logo: Buffer | null = null): Promise<{ hash: string; png: Buffer }> {
    const hash = cardHash(content, logo);
    const cached = this.cache.get(hash);
    if (cached) return { hash, png: cached };
    let pending = this.drawing.get(hash);
    if (!pending) {
      pending = svgToPng(cardSvg(content, logo)).finally(() => this.drawing.delete(hash));
      this.drawing.set(hash, pending);
      this.drawn++;
    }
    const png = await pending;
    this.cache.set(hash, png);
    return { hash, png };
  }
}

/** One cache for the process: cards are named by their content, so every page kit may share it. */
export const socialCards = new SocialCards();

/** The card path of a subject (kind and id as the card route takes them), without its version. */
export const cardPath = (kind: string, id?: string): string =>
  id === undefined ? `/cards/${kind}.png` : `/cards/${kind}/${encodeURIComponent(id)}.png`;

/** At most `max` characters (code points), the last an ellipsis when cut. */
const shorten = (text: string, max: number): string => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};

/**
 * The card a page names in its head: its absolute URL with the content's hash (`v`, the last parameter,
 * after any the path has: a search's card takes the search's words and filters).
 */
export function cardImage(baseUrl: string, path: string, content: CardContent, logo: Buffer | null = null): CardImage {
  return {
    url: `${baseUrl}${path}${path.includes('?') ? '&' : '?'}v=${cardHash(content, logo)}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: shorten([content.title, content.subtitle].filter(Boolean).join(': '), 200),
  };
}

type Read = (
  operationId: string,
  input?: { params?: Record<string, unknown>; query?: Record<string, unknown> },
) => Promise<any>;

/**
 * The card route of a kind: `load` builds the content from the request's id with the same public reads
 * the page makes (and the logo PNG its tile draws, if any); a subject that is not public is a 404.
 */
export function cardRoute(
  pages: SitePages,
  load: (req: Request, read: Read) => Promise<CardContent | { content: CardContent; logo: Buffer | null }>,
  cards: SocialCards = socialCards,
): RequestHandler {
  return async (req, res) => {
    const generation = pages.cacheGeneration;
    try {
      const loaded = await load(req, (operationId, input) => pages.readAnonymously(req, operationId, input));
      const { content, logo } = 'content' in loaded ? loaded : { content: loaded, logo: null };
      const { hash, png } = await cards.render(content, logo);
      const withoutEntity = {
        'Cache-Control': req.query.v === hash ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        ETag: `"${hash}"`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      };
      const representation: Representation = {
        status: 200,
        headers: { ...withoutEntity, 'Content-Type': 'image/png', 'Content-Length': String(png.length) },
        body: png,
        etag: `"${hash}"`,
        notModifiedHeaders: withoutEntity,
      };
      writeRepresentation(res, {}, representation);
      // A card shows only public reads, the same for everyone: the next anonymous requests for this URL
      // are answered by the raw listener, as a cached page is, without reading or hashing again.
      pages.share(req, representation, generation);
    } catch (error) {
      const status = error instanceof PageError ? error.status : 500;
      res
        .status(status)
        .set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
        .type('text/plain')
        .send(status === 404 ? 'No such card.\n' : 'The card could not be drawn now; try again in a moment.\n');
    }
  };
}
