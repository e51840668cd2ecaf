/**
 * Taking in a picture from outside (an upload, a site's logo): told by its bytes, refused unless it
 * is a PNG, JPEG, GIF, WebP, AVIF or a safe SVG of bounded size and pixel count, decoded once by
 * sharp (libvips), and re-encoded from its pixels into fixed squares — 48, 96, 192 and 512 pixels,
 * each as WebP and as PNG, the picture centred on a transparent background — stored in the blob store.
 * Nothing of the input but its pixels reaches the renditions: no metadata (EXIF, GPS, comments, ICC
 * profiles are dropped), no trailing or embedded payload (polyglots), and an SVG is only ever served as
 * a raster. The input itself is never stored: the manifest names it by hash as provenance only.
 * A refusal is an ImageRefused with a reason code and stores nothing. docs/decisions/images.md.
 */
import sharp from 'sharp';
import { sha256Hex, type BlobStore } from '../../kernel/blob-store/blob-store.ts';
import { IMAGE_MIME_TYPES, sniffImageType, utf8Text, type ImageType } from './image-type.ts';
import { polyglotReason } from './polyglot.ts';
import { drawSvg } from './svg-draw.ts';

export type ImageRefusalReason =
  'too_large' | 'too_many_pixels' | 'unsupported_type' | 'unsafe_svg' | 'polyglot' | 'corrupt';

/** A picture refused, with why: a page or an operation answers 400 naming its field and this reason. */
export class ImageRefused extends Error {
  readonly reason: ImageRefusalReason;
  constructor(reason: ImageRefusalReason, message: string) {
    super(message);
    this.name = 'ImageRefused';
    this.reason = reason;
  }
}

export const RENDITION_SIZES = [48, 96, 192, 512] as const;
export type RenditionFormat = 'webp' | 'png';

export interface ImageRendition {
  /** Width in pixels; also the height of a square rendition (a logo's). */
  size: number;
  /** Height in pixels, when not square (a screenshot's). */
  height?: number;
  format: RenditionFormat;
  contentType: string;
  hash: string;
  /** Length in bytes. */
  bytes: number;
}

export interface ImageManifest {
  /** The input as received: not stored, its hash recorded as provenance only. */
  original: { hash: string; size: number; type: ImageType; width: number; height: number };
  renditions: ImageRendition[];
}

export interface IngestLimits {
  /** Largest input accepted, in bytes (default 5 MB). */
  maxBytes: number;
  /** Most pixels (width × height) an input may declare (default 40 megapixels). */
  maxPixels: number;
  /** How long an SVG may take to draw before it is refused (default 15 s; svg-draw.ts). */
  svgTimeoutMs?: number;
}

export const DEFAULT_SVG_TIMEOUT_MS = 15_000;

export const DEFAULT_INGEST_LIMITS: IngestLimits = { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000 };

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const LARGEST = Math.max(...RENDITION_SIZES);

/** A picture checked and re-encoded, not stored yet: what `storeImage` puts in the blob store. */
export interface PreparedImage {
  original: ImageManifest['original'];
  encoded: { size: number; height?: number; format: RenditionFormat; data: Buffer }[];
}

/**
 * What the renditions are: `square` (logos: 48/96/192/512 squares, the picture contained on a
 * transparent background) or `screenshot` (the picture's own proportions, 640 and 1280 wide at most,
 * never enlarged: a gallery's pictures) or `face` (48/96/192 squares cropped from the picture's
 * centre, filling the square: a founder's photo, shown in a circle, wants no transparent bands).
 */
export type ImageShape = 'square' | 'screenshot' | 'face';
export const SCREENSHOT_WIDTHS = [640, 1280] as const;
export const FACE_SIZES = [48, 96, 192] as const;

/** Checks, decodes and re-encodes a picture, storing it: `prepareImage` then `storeImage`. */
export async function ingestImage(
  input: Uint8Array,
  blobs: BlobStore,
  limits: IngestLimits = DEFAULT_INGEST_LIMITS,
  shape: ImageShape = 'square',
): Promise<ImageManifest> {
  return storeImage(await prepareImage(input, limits, shape), blobs);
}

/**
 * Every check and the re-encoding, with nothing stored: an upload is prepared before anything of it
 * is kept, and stored only once the person's right to change the listing is settled.
 */
export async function prepareImage(
  input: Uint8Array,
  limits: IngestLimits = DEFAULT_INGEST_LIMITS,
  shape: ImageShape = 'square',
): Promise<PreparedImage> {
  if (input.byteLength > limits.maxBytes)
    throw new ImageRefused(
      'too_large',
      `The picture is ${input.byteLength} bytes; at most ${limits.maxBytes} are taken.`,
    );
  const type = sniffImageType(input);
  if (type === undefined)
    throw new ImageRefused('unsupported_type', 'The file is not a PNG, JPEG, GIF, WebP, AVIF or SVG picture.');
  if (type === 'svg') {
    const text = utf8Text(input);
    if (text === undefined) throw new ImageRefused('unsafe_svg', 'The SVG picture is refused: it is not UTF-8 text.');
    checkSvgIsSafe(text);
  }
  const polyglot = polyglotReason(input, type);
  if (polyglot) throw new ImageRefused('polyglot', `The ${type.toUpperCase()} picture is refused: ${polyglot}.`);

  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const options = { limitInputPixels: limits.maxPixels, failOn: 'error' as const, pages: 1 };
  const target = { square: LARGEST, face: Math.max(...FACE_SIZES), screenshot: Math.max(...SCREENSHOT_WIDTHS) }[shape];
  let width: number;
  let height: number;
  let pixels = bytes;
  if (type === 'svg') {
    // Drawn in a child process killed past its deadline (svg-draw.ts), at a density that makes its
    // longer side the largest rendition's, so small drawings stay sharp; its declared size is
    // checked at 72 dpi against the pixel cap. The rest of the pipeline reads the drawing's PNG.
    const drawing = await drawSvg(bytes, target, limits.maxPixels, limits.svgTimeoutMs ?? DEFAULT_SVG_TIMEOUT_MS);
    if (!drawing.ok) {
      if (drawing.why === 'too_many_pixels') throw tooManyPixels(limits);
      if (drawing.why === 'too_slow')
        throw new ImageRefused('unsafe_svg', 'The SVG picture is refused: it takes too long to draw.');
      throw new ImageRefused('corrupt', 'The file starts like svg but cannot be read as one.');
    }
    ({ width, height, png: pixels } = drawing);
  } else {
    // The header only: libvips reads the dimensions without decoding, and refuses past the pixel limit.
    const metadata = await sharp(bytes, options).metadata().catch(refusedByDecoder);
    const expected = type === 'avif' ? 'heif' : type;
    if (metadata.format !== expected || !metadata.width || !metadata.height)
      throw new ImageRefused('corrupt', `The file starts like ${type} but cannot be read as one.`);
    ({ width, height } = metadata);
  }
  if (width * height > limits.maxPixels) throw tooManyPixels(limits);

  const decoder = () => sharp(pixels, options).rotate();
  const encoded =
    shape === 'screenshot'
      ? await screenshots(decoder)
      : shape === 'face'
        ? await squares(decoder, FACE_SIZES, 'cover')
        : await squares(decoder, RENDITION_SIZES, 'contain');
  return {
    original: { hash: sha256Hex(input), size: input.byteLength, type, width, height },
    encoded,
  };
}

/**
 * The renditions as a listing's events record them: each one's size, format, hash and length (the
 * content type follows from the format, so it is not recorded).
 */
export function renditionRefs(manifest: ImageManifest): Omit<ImageRendition, 'contentType'>[] {
  return manifest.renditions.map(({ size, height, format, hash, bytes }) => ({
    size,
    ...(height !== undefined ? { height } : {}),
    format,
    hash,
    bytes,
  }));
}

/** Puts a prepared picture's renditions in the blob store (only ever after every one was made). */
export async function storeImage(prepared: PreparedImage, blobs: BlobStore): Promise<ImageManifest> {
  const renditions: ImageRendition[] = [];
  for (const { size, height, format, data } of prepared.encoded) {
    const contentType = IMAGE_MIME_TYPES[format];
    const { hash } = await blobs.put(data, contentType);
    renditions.push({
      size,
      ...(height !== undefined ? { height } : {}),
      format,
      contentType,
      hash,
      bytes: data.length,
    });
  }
  return { original: prepared.original, renditions };
}

type Decoder = () => ReturnType<typeof sharp>;

/**
 * Decoded once, fitted into the largest square (`contain`: whole, on transparent bands; `cover`:
 * cropped from the centre to fill it); every square rendition comes from these pixels.
 */
async function squares(
  decode: Decoder,
  sizes: readonly number[],
  fit: 'contain' | 'cover',
): Promise<PreparedImage['encoded']> {
  const side = Math.max(...sizes);
  const largest = await decode()
    .resize(side, side, { fit, position: 'centre', background: TRANSPARENT })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(refusedByDecoder);
  const encoded: PreparedImage['encoded'] = [];
  for (const size of sizes) {
    const pixels = () =>
      sharp(largest.data, { raw: { width: largest.info.width, height: largest.info.height, channels: 4 } }).resize(
        size,
        size,
        { fit: 'contain', background: TRANSPARENT },
      );
    encoded.push({ size, format: 'webp', data: await pixels().webp({ quality: 90, effort: 4 }).toBuffer() });
    encoded.push({ size, format: 'png', data: await pixels().png({ compressionLevel: 9 }).toBuffer() });
  }
  return encoded;
}

/** Decoded once within 1280 × 1280 (never enlarged), then each width of its own proportions. */
async function screenshots(decode: Decoder): Promise<PreparedImage['encoded']> {
  const widest = Math.max(...SCREENSHOT_WIDTHS);
  const largest = await decode()
    .resize(widest, widest, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(refusedByDecoder);
  const { width, height } = largest.info;
  const encoded: PreparedImage['encoded'] = [];
  for (const wanted of SCREENSHOT_WIDTHS) {
    const size = Math.min(wanted, width);
    const tall = Math.max(1, Math.round((height * size) / width));
    const pixels = () =>
      sharp(largest.data, { raw: { width, height, channels: 4 } }).resize(size, tall, { fit: 'fill' });
    encoded.push({
      size,
      height: tall,
      format: 'webp',
      data: await pixels().webp({ quality: 85, effort: 4 }).toBuffer(),
    });
    encoded.push({ size, height: tall, format: 'png', data: await pixels().png({ compressionLevel: 9 }).toBuffer() });
    if (size === width) break; // a small picture has one width
  }
  return encoded;
}

const tooManyPixels = (limits: IngestLimits) =>
  new ImageRefused('too_many_pixels', `The picture has more than ${limits.maxPixels} pixels.`);

function refusedByDecoder(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message))
    throw new ImageRefused('too_many_pixels', 'The picture has more pixels than are taken.');
  throw new ImageRefused('corrupt', 'The picture could not be read.');
}

/**
 * An SVG is refused unless it is a drawing that can fetch and run nothing: no scripts, no entity
 * declarations or internal DTD subset (billion laughs, external entities), no foreign HTML, no CSS
 * imports, no encoding but UTF-8 (so what is checked here is what the parser reads), and no link or
 * `url()` to anything but a fragment of itself or an embedded raster (`data:image/png|jpeg|gif|webp`).
 * librsvg does not fetch remote resources for an SVG given as bytes (ingest-image.int.spec.ts
 * checks that too); this keeps it so whatever it does. Every scan is linear in the text (a 5 MB SVG
 * crafted against backtracking is checked in milliseconds).
 */
export function checkSvgIsSafe(text: string): void {
  const unsafe = (why: string): never => {
    throw new ImageRefused('unsafe_svg', `The SVG picture is refused: ${why}.`);
  };
  if (/<(?:\w+:)?script[\s>/]/i.test(text)) unsafe('it has a script');
  if (/<!ENTITY/i.test(text)) unsafe('it declares entities');
  const doctype = text.search(/<!DOCTYPE/i);
  if (doctype >= 0) {
    const end = text.indexOf('>', doctype);
    if (end < 0 || text.slice(doctype, end).includes('[')) unsafe('it has an internal document type subset');
    if (text.slice(end).search(/<!DOCTYPE/i) >= 0) unsafe('it has two document types');
  }
  const declaration = /^\s*<\?xml\s([^?]{0,300})\?>/.exec(text);
  const encoding = declaration && /encoding\s*=\s*["']([^"']*)["']/i.exec(declaration[1]!)?.[1];
  if (encoding && !/^(utf-8|us-ascii)$/i.test(encoding)) unsafe(`it declares the encoding ${encoding}`);
  if (/<(?:\w+:)?foreignObject[\s>/]/i.test(text)) unsafe('it embeds foreign content');
  if (/@import/i.test(text)) unsafe('its style imports another');
  if (/\son[a-z]+\s*=/i.test(text)) unsafe('it has an event handler');
  if (/<\?xml-stylesheet/i.test(text)) unsafe('it links a stylesheet');
  const local = (target: string) => /^#/.test(target) || /^data:image\/(png|jpeg|gif|webp)[;,]/i.test(target);
  // Each reference's value is read with indexOf up to its end, and the next search starts after it.
  const references = /(?:\shref\s*=\s*|:href\s*=\s*|url\(\s*)(["']?)/gi;
  for (let match = references.exec(text); match; match = references.exec(text)) {
    const quote = match[1]!;
    const start = references.lastIndex;
    const isUrl = match[0].toLowerCase().startsWith('url(');
    let end: number;
    if (quote) end = text.indexOf(quote, start);
    else if (isUrl) end = text.indexOf(')', start);
    else end = start + /^[^\s>]*/.exec(text.slice(start, start + 10_000))![0].length;
    if (end < 0) unsafe('it has a reference that never ends');
    if (!local(text.slice(start, end).trim())) unsafe('it links to something outside itself');
    references.lastIndex = end + 1;
  }
}
