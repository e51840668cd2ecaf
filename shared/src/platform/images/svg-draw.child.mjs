/**
 * The child process that draws an SVG (svg-draw.ts): librsvg, inside sharp, can be made to work for
 * minutes or take gigabytes by a few kilobytes of SVG (2,000 chained blurs, CSS `filter: blur()` on
 * every shape, a million glyphs of text, `<use>` nested to its limit), and a native call cannot be
 * stopped from JavaScript (sharp's timeout() does not reach into librsvg). So the drawing runs here,
 * where the parent can kill it, and never in the service's own process.
 *
 * Reads the SVG on stdin; argv: the side in pixels the longer side is drawn at, and the most pixels
 * the SVG may declare (at 72 dpi). Writes 8 bytes (declared width and height, uint32 big-endian)
 * then a PNG of the drawing. Exit 3: more pixels than allowed; any other failure: a non-zero exit.
 *
 * Plain JavaScript, like checkpoint-worker.mjs: a child started from the service need not get the
 * TypeScript loader an older Node runs the project with, and this file needs no types.
 */
import sharp from 'sharp';

const target = Number(process.argv[2]);
const maxPixels = Number(process.argv[3]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const svg = Buffer.concat(chunks);
const options = { limitInputPixels: maxPixels, failOn: 'error' };
try {
  const metadata = await sharp(svg, options).metadata();
  if (metadata.format !== 'svg' || !metadata.width || !metadata.height) process.exit(2);
  if (metadata.width * metadata.height > maxPixels) process.exit(3);
  // Drawn at the density that makes its longer side `target` pixels, so small drawings stay sharp.
  const density = Math.min(72 * (target / Math.max(metadata.width, metadata.height)), 72 * 64);
  const png = await sharp(svg, { ...options, density })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const size = Buffer.alloc(8);
  size.writeUInt32BE(metadata.width, 0);
  size.writeUInt32BE(metadata.height, 4);
  process.stdout.write(Buffer.concat([size, png]), () => process.exit(0));
} catch (error) {
  process.exit(/pixel limit/i.test(String(error?.message)) ? 3 : 2);
}
