/**
 * What an image is, told by its bytes alone (never by a file name or a Content-Type header): the
 * magic numbers of PNG, JPEG, GIF, WebP and AVIF, and SVG by sniffing its text for an `<svg` root
 * element. Anything else is no image of ours.
 */
export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'svg';

export const IMAGE_MIME_TYPES: Readonly<Record<ImageType, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the bytes are, or undefined when they are none of ours. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  if (isSvg(bytes)) return 'svg';
  return undefined;
}

/** An ISO-BMFF `ftyp` box whose major or compatible brands include `avif` or `avis`. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (size < 16 || size > 4096 || size > bytes.length) return false;
  const brands = [8, ...Array.from({ length: (size - 16) / 4 }, (_, i) => 16 + i * 4)];
  return brands.some((at) => startsWith(bytes, ascii('avif'), at) || startsWith(bytes, ascii('avis'), at));
}

/** The text of bytes that are UTF-8 (a BOM dropped), or undefined (binary, or not UTF-8). */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes('\0') ? undefined : text;
  } catch {
    return undefined;
  }
}

/**
 * Text whose first element is `<svg`: an XML declaration, comments, processing instructions and a
 * doctype may come first, nothing else (an HTML page with an inline `<svg>` is not an SVG image).
 */
function isSvg(bytes: Uint8Array): boolean {
  // The first 64 KiB, a character cut at the end replaced rather than refused.
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, 64 * 1024));
  if (text.includes('\0')) return false;
  const prolog = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE\s[^[>]*(?:\[[\s\S]*?\])?\s*>)*/i.exec(text)![0];
  return /^<svg[\s>/]/.test(text.slice(prolog.length));
}
