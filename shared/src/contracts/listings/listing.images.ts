/**
 * A listing's pictures as the listing stream records them (issue 31, part 1). The spec's listing has
 * only `logo_url` (a link to the company's own file); what the site shows is a picture it fetched or
 * was given, checked and re-encoded into fixed squares in the blob store (docs/decisions/images.md).
 * So the logo is an extra of the site, kept beside the spec's fields: the event says which renditions
 * (by SHA-256), what the input was (provenance), where it came from and the evidence for it, and the
 * read model keeps it for the pages.
 */

/** Where a logo came from: read off the company's site (which tag or field named it), or uploaded by a maker. */
export type LogoSource = 'logo_url' | 'apple_touch_icon' | 'icon' | 'og_image' | 'upload';

export interface ImageRenditionRef {
  /** Width in pixels; also the height of a square rendition (a logo's). */
  size: number;
  /** Height in pixels, when not square (a screenshot's). */
  height?: number;
  format: 'webp' | 'png';
  /** SHA-256 of the rendition's bytes in the blob store (served at /images/<hash>). */
  hash: string;
  /** Length in bytes. */
  bytes: number;
}

export interface ListingImage {
  renditions: ImageRenditionRef[];
  /** The input as received (not stored): hash, size in bytes, type told by its bytes, dimensions. */
  original: { hash: string; size: number; type: string; width: number; height: number };
  source: LogoSource;
  /** The address it was fetched from, after redirects (absent for an upload). */
  url?: string;
  /**
   * Why this picture is the company's: for `logo_url`, the draft field's quotes; for an icon or
   * og:image, the tag that names it on the page read. An upload's evidence is who uploaded it (the
   * event's actor), so it has none here.
   */
  evidence: { quote: string; url: string }[];
}

/** What one logo candidate came to, when none could be taken (recorded, so it is never fetched again). */
export interface LogoAttempt {
  source: Exclude<LogoSource, 'upload'>;
  url: string;
  /** A fetch error code (`robots_disallowed`, `unsafe_address`, `http_404` …) or an image refusal (`too_many_pixels` …). */
  reason: string;
}

/** The PNG rendition of `size` (the fallback every browser shows), if there is one. */
export const renditionOf = (image: Pick<ListingImage, 'renditions'>, size: number, format: 'webp' | 'png' = 'png') =>
  image.renditions.find((r) => r.size === size && r.format === format);

/** Screenshots a listing's gallery (the paid media section) holds at most. */
export const MAX_SCREENSHOTS = 6;
