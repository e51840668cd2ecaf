/**
 * Hostile files, one table for every way a picture comes in (issue 31's checks): the pipeline's spec
 * runs it through prepareImage, the upload page's spec through the multipart form, and each expects
 * the same reason and nothing stored. Each file carries the name an attacker would give it (a `.png`
 * that is a PDF), so a test shows the name is never what decides.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { ImageRefusalReason } from './ingest-image.ts';

export const HOSTILE_PAYLOAD = '<script>alert(document.cookie)</script>';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } });

/** A PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** 50,000 × 50,000 one-bit grey in about 100 bytes: an IHDR that says so and a short IDAT of zeros. */
export function hugePng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(10_000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG carrying HTML twice: in a tEXt chunk before its pixels, and after its end. */
export async function pngHtmlPolyglot(): Promise<Buffer> {
  const png = await solid(40, 20).png().toBuffer();
  const afterIhdr = PNG_SIGNATURE.length + 8 + 13 + 4;
  const text = pngChunk('tEXt', Buffer.from(`Comment\0<html><body>${HOSTILE_PAYLOAD}</body></html>`, 'latin1'));
  return Buffer.concat([
    png.subarray(0, afterIhdr),
    text,
    png.subarray(afterIhdr),
    Buffer.from(`<html>${HOSTILE_PAYLOAD}</html>`),
  ]);
}

/** GIFAR-style: a GIF with a script in a comment extension, and JavaScript after the trailer. */
export async function gifJsPolyglot(): Promise<Buffer> {
  const gif = await solid(16, 16).gif().toBuffer();
  const comment = Buffer.concat([
    Buffer.from([0x21, 0xfe, HOSTILE_PAYLOAD.length]),
    Buffer.from(HOSTILE_PAYLOAD),
    Buffer.from([0]),
  ]);
  const trailer = gif.length - 1; // 0x3b
  return Buffer.concat([
    gif.subarray(0, trailer),
    comment,
    gif.subarray(trailer),
    Buffer.from(`\n*/${HOSTILE_PAYLOAD}`),
  ]);
}

/** A GIF followed by plain JavaScript (no markup at all): only the bytes after the trailer tell. */
export async function gifThenScript(): Promise<Buffer> {
  return Buffer.concat([await solid(16, 16).gif().toBuffer(), Buffer.from('=1;alert(document.domain);//')]);
}

/** A real PNG with a ZIP archive appended (an empty archive's end record is enough for ZIP readers). */
export async function pngZipPolyglot(): Promise<Buffer> {
  const emptyZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
  return Buffer.concat([await solid(40, 20).png().toBuffer(), emptyZip]);
}

export interface HostileImage {
  name: string;
  /** The name it is sent under (never what decides its type). */
  filename: string;
  make(): Promise<Buffer>;
  reason: ImageRefusalReason;
}

/** The hostile files and the reason each is refused for (with the default 5 MB cap). */
export const HOSTILE_IMAGES: readonly HostileImage[] = [
  {
    name: 'a PNG declaring 50,000 × 50,000 pixels in ~100 bytes (a decompression bomb)',
    filename: 'logo.png',
    make: async () => hugePng(),
    reason: 'too_many_pixels',
  },
  {
    name: 'a PNG that is also HTML (tEXt chunk, after IEND)',
    filename: 'logo.png',
    make: pngHtmlPolyglot,
    reason: 'polyglot',
  },
  { name: 'a GIF that is also JavaScript (GIFAR)', filename: 'logo.gif', make: gifJsPolyglot, reason: 'polyglot' },
  { name: 'a GIF with script after its trailer', filename: 'logo.gif', make: gifThenScript, reason: 'polyglot' },
  { name: 'a PNG with a ZIP appended', filename: 'logo.png', make: pngZipPolyglot, reason: 'polyglot' },
  {
    name: 'an SVG with a script',
    filename: 'logo.svg',
    make: async () =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>${HOSTILE_PAYLOAD.slice(8, -9)}</script><rect width="40" height="40"/></svg>`,
      ),
    reason: 'unsafe_svg',
  },
  {
    name: 'a file past the 5 MB cap',
    filename: 'logo.png',
    make: async () => Buffer.concat([await solid(10, 10).png().toBuffer(), Buffer.alloc(5 * 1024 * 1024)]),
    reason: 'too_large',
  },
  {
    name: 'a PDF named logo.png',
    filename: 'logo.png',
    make: async () =>
      Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1'),
    reason: 'unsupported_type',
  },
  {
    name: 'an HTML page named logo.png',
    filename: 'logo.png',
    make: async () => Buffer.from(`<!DOCTYPE html><html><body>${HOSTILE_PAYLOAD}<svg></svg></body></html>`),
    reason: 'unsupported_type',
  },
];
