/**
 * Polyglots: files that are a picture and something else at once (a PNG that is also an HTML page, a
 * GIF that is also JavaScript, a picture with a ZIP appended). Re-encoding already keeps nothing but
 * the pixels, so none of it would ever be served; they are refused all the same (issue 31's checks):
 * whoever sends one is not sending a logo, and a refusal with its reason tells a maker whose editor
 * left a payload behind what to fix. Told from the bytes, in linear time:
 *
 * - markup or script a browser or an interpreter would act on (`<script`, `<html`, `<body`,
 *   `<iframe`, `<svg`, `<?php`, `javascript:`), anywhere in a raster file;
 * - bytes after the picture's end: after a PNG's IEND chunk, a GIF's trailer (0x3B), a JPEG's EOI
 *   (FFD9), or past a WebP's RIFF size (a trailing run of NUL bytes or line ends is tolerated);
 * - a ZIP's end-of-central-directory record in the last 64 KiB (how ZIP readers find an archive
 *   appended to anything).
 *
 * SVG is text and is checked by checkSvgIsSafe instead.
 */
import type { ImageType } from './image-type.ts';

const MARKERS = ['<script', '<html', '<body', '<iframe', '<svg', '<?php', 'javascript:'];
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** Why the bytes are more than a picture of `type`, or undefined when they are only that. */
export function polyglotReason(input: Uint8Array, type: ImageType): string | undefined {
  if (type === 'svg') return undefined;
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  // latin1 maps bytes one to one, so a marker found is those exact bytes (case folded).
  const text = bytes.toString('latin1').toLowerCase();
  const marker = MARKERS.find((m) => text.includes(m));
  if (marker) return `it carries ${marker.replace(/^</, '<')}… inside the picture`;
  if (bytes.subarray(Math.max(0, bytes.length - 65_557)).includes(ZIP_END)) return 'it has a ZIP archive appended';
  const end = endOf(bytes, type);
  if (end !== undefined && end < bytes.length && !isPadding(bytes.subarray(end)))
    return `it has ${bytes.length - end} bytes after the end of the picture`;
  return undefined;
}

/** Trailing NULs and line ends some encoders leave: not a payload. */
const isPadding = (tail: Buffer) => tail.length <= 16 && tail.every((b) => b === 0 || b === 0x0a || b === 0x0d);

/** Where the picture's own bytes end, when its format says so; undefined when it cannot be told. */
function endOf(bytes: Buffer, type: ImageType): number | undefined {
  switch (type) {
    case 'png': {
      // Chunks: length (4), type (4), data, CRC (4), up to IEND.
      let at = 8;
      while (at + 12 <= bytes.length) {
        const length = bytes.readUInt32BE(at);
        const chunk = bytes.toString('latin1', at + 4, at + 8);
        at += 12 + length;
        if (chunk === 'IEND') return at;
      }
      return undefined; // no IEND: the decoder says corrupt
    }
    case 'gif': {
      // The trailer byte last (padding aside), or else the bytes after the last trailer byte are extra.
      let end = bytes.length;
      while (end > 0 && (bytes[end - 1] === 0 || bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end--;
      if (bytes[end - 1] === 0x3b) return bytes.length;
      const trailer = bytes.lastIndexOf(0x3b);
      return trailer < 0 ? undefined : trailer + 1;
    }
    case 'jpeg': {
      const last = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
      return last < 0 ? undefined : last + 2;
    }
    case 'webp':
      return bytes.length >= 8 ? 8 + bytes.readUInt32LE(4) + (bytes.readUInt32LE(4) % 2) : undefined;
    default:
      return undefined;
  }
}
