/**
 * Ingestion of pictures: real ones (made by sharp) come out as the eight square renditions in the
 * blob store with no metadata; hostile ones are refused with their reason and store nothing — a PNG
 * declaring 50,000 × 50,000 pixels in 100 bytes (refused from its header, without decoding), polyglots
 * (refused; a harmless text chunk is taken and dropped), SVGs that script or link, a file past the byte cap, HTML
 * named .png. And librsvg itself fetches nothing an SVG links to (a loopback server counts requests).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import sharp from 'sharp';
import { InMemoryBlobStore, sha256Hex, type BlobStore } from '../../kernel/blob-store/blob-store.ts';
import { ImageRefused, ingestImage, RENDITION_SIZES, type ImageManifest } from './ingest-image.ts';
import { sniffImageType } from './image-type.ts';
import {
  gifJsPolyglot,
  HOSTILE_PAYLOAD,
  hugePng,
  PNG_SIGNATURE,
  pngChunk,
  pngHtmlPolyglot,
} from './hostile-images.fixture.ts';

/** A store that remembers every put, to show a refusal stored nothing. */
class CountingStore extends InMemoryBlobStore {
  puts = 0;
  override async put(bytes: Uint8Array, contentType: string) {
    this.puts++;
    return super.put(bytes, contentType);
  }
}

const PAYLOAD = HOSTILE_PAYLOAD;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } });

const svg = (body: string, attributes = 'width="40" height="20"') =>
  Buffer.from(
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`,
  );

/** A GIF of `frames` empty frames (LZW: clear, end) on a `width` × `height` screen, each frame `frame` square or the screen. */
function gifOf(width: number, height: number, frames: number, frame?: number): Buffer {
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'latin1');
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  header[10] = 0x80; // a global colour table of two entries
  const parts = [header, Buffer.from([0, 0, 0, 255, 255, 255])];
  for (let i = 0; i < frames; i++) {
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(frame ?? width, 5);
    descriptor.writeUInt16LE(frame ?? height, 7);
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0]), descriptor, Buffer.from([2, 2, 0x4c, 0x01, 0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** A small JPEG whose frame header (SOF) declares `width` × `height`. */
async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = await solid(8, 8).jpeg().toBuffer();
  for (let at = 2; at + 9 < jpeg.length && jpeg[at] === 0xff; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at + 1] === 0xc0 || jpeg[at + 1] === 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      break;
    }
  }
  return jpeg;
}

async function refusal(attempt: Promise<unknown>): Promise<ImageRefused> {
  const error = await attempt.then(
    () => expect.fail('the picture should have been refused'),
    (reason: unknown) => reason,
  );
  expect(error).to.be.instanceOf(ImageRefused);
  return error as ImageRefused;
}

async function expectRenditions(manifest: ImageManifest, store: BlobStore): Promise<Buffer[]> {
  expect(manifest.renditions.map((r) => `${r.size}.${r.format}`)).to.deep.equal(
    RENDITION_SIZES.flatMap((size) => [`${size}.webp`, `${size}.png`]),
  );
  const outputs: Buffer[] = [];
  for (const rendition of manifest.renditions) {
    const blob = await store.get(rendition.hash);
    expect(blob, `${rendition.size}.${rendition.format} stored`).to.not.equal(undefined);
    expect(blob!.contentType).to.equal(rendition.format === 'webp' ? 'image/webp' : 'image/png');
    expect(blob!.size).to.equal(rendition.bytes);
    const meta = await sharp(blob!.bytes).metadata();
    expect(meta.format).to.equal(rendition.format);
    expect([meta.width, meta.height]).to.deep.equal([rendition.size, rendition.size]);
    expect(meta.exif, 'no EXIF').to.equal(undefined);
    expect(meta.icc, 'no ICC profile').to.equal(undefined);
    expect(meta.xmp, 'no XMP').to.equal(undefined);
    expect(meta.comments ?? [], 'no comments').to.deep.equal([]);
    outputs.push(blob!.bytes);
  }
  return outputs;
}

describe('ingestImage', () => {
  let store: CountingStore;
  beforeEach(() => {
    store = new CountingStore();
  });

  describe('pictures taken in', () => {
    const cases: [string, () => Promise<Buffer>, string][] = [
      ['a PNG', () => solid(300, 150).png().toBuffer(), 'png'],
      ['a JPEG', () => solid(300, 150).jpeg().toBuffer(), 'jpeg'],
      ['a WebP', () => solid(300, 150).webp().toBuffer(), 'webp'],
      ['a GIF', () => solid(300, 150).gif().toBuffer(), 'gif'],
      ['an AVIF', () => solid(64, 32).avif().toBuffer(), 'avif'],
      ['an SVG', async () => svg('<rect width="40" height="20" fill="#c81e3c"/>'), 'svg'],
    ];
    for (const [name, make, type] of cases) {
      it(`${name} becomes 48/96/192/512 squares as WebP and PNG in the store, the original described but not stored`, async () => {
        const input = await make();
        const manifest = await ingestImage(input, store);
        expect(manifest.original).to.deep.include({ hash: sha256Hex(input), size: input.length, type });
        expect(manifest.original.width).to.be.greaterThan(0);
        await expectRenditions(manifest, store);
        expect(await store.has(manifest.original.hash)).to.equal(false);
      });
    }

    it('fits the picture into the square on a transparent background (contain), keeping its proportions', async () => {
      const manifest = await ingestImage(await solid(300, 150).png().toBuffer(), store);
      const png512 = manifest.renditions.find((r) => r.size === 512 && r.format === 'png')!;
      const { data, info } = await sharp((await store.get(png512.hash))!.bytes)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
      expect(alphaAt(256, 10), 'letterbox above').to.equal(0);
      expect(alphaAt(256, 256), 'picture in the middle').to.equal(255);
      expect(alphaAt(10, 256), 'picture to the edge').to.equal(255);
    });

    it('crops a face photo square from its centre (cover): 48/96/192, no transparent bands', async () => {
      const manifest = await ingestImage(await solid(300, 150).png().toBuffer(), store, undefined, 'face');
      expect(manifest.renditions.map((r) => `${r.size}${r.format}`)).to.deep.equal([
        '48webp',
        '48png',
        '96webp',
        '96png',
        '192webp',
        '192png',
      ]);
      const png192 = manifest.renditions.find((r) => r.size === 192 && r.format === 'png')!;
      const { data, info } = await sharp((await store.get(png192.hash))!.bytes)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).to.deep.equal([192, 192]);
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
      expect([alphaAt(96, 2), alphaAt(2, 96), alphaAt(96, 96)]).to.deep.equal([255, 255, 255]);
    });

    it('drops EXIF (camera, GPS) from a JPEG', async () => {
      const input = await solid(100, 100)
        .jpeg()
        .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 48.8584 2.2945' } })
        .toBuffer();
      expect(input.includes('SecretCam')).to.equal(true);
      const outputs = await expectRenditions(await ingestImage(input, store), store);
      for (const output of outputs) expect(output.includes('SecretCam')).to.equal(false);
    });

    it('gives the same picture the same renditions (content-addressed, stored once)', async () => {
      const input = await solid(80, 80).png().toBuffer();
      const first = await ingestImage(input, store);
      const second = await ingestImage(input, store);
      expect(second).to.deep.equal(first);
    });
  });

  describe('hostile files, refused with a reason and nothing stored', () => {
    afterEach(() => {
      expect(store.puts, 'nothing stored').to.equal(0);
    });

    it('a PNG declaring 50,000 × 50,000 pixels in ~100 bytes: too_many_pixels, from its header, without the memory to decode it', async () => {
      const input = hugePng();
      expect(input.length).to.be.lessThan(200);
      const before = process.memoryUsage().rss;
      const error = await refusal(ingestImage(input, store));
      expect(error.reason).to.equal('too_many_pixels');
      expect(process.memoryUsage().rss - before).to.be.lessThan(200 * 1024 * 1024);
    });

    it('a picture within the byte cap but past the pixel cap: too_many_pixels', async () => {
      const input = await solid(2000, 2000).png().toBuffer();
      expect((await refusal(ingestImage(input, store, { maxBytes: 5 << 20, maxPixels: 1_000_000 }))).reason).to.equal(
        'too_many_pixels',
      );
    });

    it('an SVG declaring 100,000 × 100,000: too_many_pixels', async () => {
      const input = svg('<rect width="10" height="10"/>', 'width="100000" height="100000"');
      expect((await refusal(ingestImage(input, store))).reason).to.equal('too_many_pixels');
    });

    it('in every format taken, a header past the pixel cap is too_many_pixels (WebP, AVIF, GIF, JPEG)', async () => {
      const small = { maxBytes: 5 << 20, maxPixels: 500_000 };
      for (const format of ['webp', 'avif', 'gif', 'jpeg'] as const) {
        const input = await solid(1000, 1000).toFormat(format).toBuffer();
        expect((await refusal(ingestImage(input, store, small))).reason, format).to.equal('too_many_pixels');
      }
      // Tiny files declaring huge pictures: a GIF's screen and a frame past the screen, a JPEG's frame.
      for (const [name, input] of [
        ['GIF 65,535 × 65,535', gifOf(65535, 65535, 1)],
        ['GIF frame of 65,535 × 65,535 on a 100 × 100 screen', gifOf(100, 100, 1, 65535)],
        ['JPEG 65,500 × 65,500', await jpegDeclaring(65500, 65500)],
      ] as const) {
        expect(input.length, name).to.be.lessThan(1000);
        expect((await refusal(ingestImage(input, store))).reason, name).to.equal('too_many_pixels');
      }
    });

    it('an animated GIF of 200,000 frames is read for its first frame only', async () => {
      const input = gifOf(64, 64, 200_000);
      const manifest = await ingestImage(input, new InMemoryBlobStore());
      expect([manifest.original.width, manifest.original.height]).to.deep.equal([64, 64]);
    });

    it('a file past the byte cap: too_large, before anything reads it', async () => {
      const input = Buffer.concat([await solid(10, 10).png().toBuffer(), Buffer.alloc(5 * 1024 * 1024)]);
      expect((await refusal(ingestImage(input, store))).reason).to.equal('too_large');
    });

    it('HTML named .png (a wrong type behind a right name): unsupported_type', async () => {
      const input = Buffer.from(`<!DOCTYPE html><html><body>${PAYLOAD}<svg></svg></body></html>`);
      expect((await refusal(ingestImage(input, store))).reason).to.equal('unsupported_type');
    });

    for (const [name, bytes] of [
      ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
      ['a TIFF (an image, but not one taken)', Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
      ['empty', Buffer.alloc(0)],
      ['JavaScript', Buffer.from('alert(1)')],
    ] as const) {
      it(`${name}: unsupported_type`, async () => {
        expect((await refusal(ingestImage(bytes, store))).reason).to.equal('unsupported_type');
      });
    }

    it('a PNG signature followed by garbage: corrupt', async () => {
      const input = Buffer.concat([PNG_SIGNATURE, Buffer.from('not really a png at all, just words')]);
      expect((await refusal(ingestImage(input, store))).reason).to.equal('corrupt');
    });

    it('a truncated JPEG: corrupt', async () => {
      const jpeg = await solid(200, 200).jpeg().toBuffer();
      expect((await refusal(ingestImage(jpeg.subarray(0, jpeg.length / 3), store))).reason).to.equal('corrupt');
    });

    const unsafeSvgs: [string, Buffer][] = [
      ['a <script>', svg(`<script>fetch('http://127.0.0.1/')</script><rect width="4" height="4"/>`)],
      ['a namespaced script', svg(`<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>`)],
      [
        'an external entity',
        Buffer.from(
          `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>`,
        ),
      ],
      ['an image by xlink:href to http', svg(`<image xlink:href="http://127.0.0.1:9/a.png" width="4" height="4"/>`)],
      ['an image by href to a file', svg(`<image href="file:///etc/passwd" width="4" height="4"/>`)],
      ['a <use> of another document', svg(`<use href="other.svg#shape"/>`)],
      [
        'a data: SVG inside (could hold anything)',
        svg(`<image href="data:image/svg+xml;base64,PHN2Zy8+" width="4" height="4"/>`),
      ],
      ['a CSS url() to the network', svg(`<rect width="4" height="4" style="fill: url(https://example.com/x)"/>`)],
      ['a CSS @import', svg(`<style>@import "https://example.com/x.css";</style>`)],
      [
        'foreign HTML',
        svg(`<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://example.com"/></foreignObject>`),
      ],
      ['an event handler', svg(`<rect width="4" height="4" onload="alert(1)"/>`)],
      [
        'an encoding other than UTF-8 (UTF-7 would hide <script> from the checks)',
        Buffer.from(
          `<?xml version="1.0" encoding="UTF-7"?><svg xmlns="http://www.w3.org/2000/svg">+ADw-script+AD4-alert(1)+ADw-/script+AD4-</svg>`,
        ),
      ],
      [
        'bytes that are not UTF-8',
        Buffer.concat([svg('<text>'), Buffer.from([0xc3, 0x28]), Buffer.from('<script>alert(1)</script>')]),
      ],
      ['an href that never ends', svg(`<image href="#a/>`)],
      ['an unquoted href outside itself', svg(`<image href=http://127.0.0.1:9/a.png width="4" height="4"/>`)],
    ];
    for (const [name, input] of unsafeSvgs) {
      it(`an SVG with ${name}: unsafe_svg`, async () => {
        expect(sniffImageType(input)).to.equal('svg');
        expect((await refusal(ingestImage(input, store))).reason).to.equal('unsafe_svg');
      });
    }
  });

  describe('SVGs that are safe but cost minutes to draw: refused at the deadline, the drawing killed', () => {
    // Each of these kept librsvg busy for over a minute (and the text one took gigabytes) inside the
    // service's own process, where a native call cannot be stopped; drawn in a child process that
    // is killed at the deadline, they are refused and the service goes on.
    const limits = { maxBytes: 5 << 20, maxPixels: 40_000_000, svgTimeoutMs: 2_000 };
    for (const [name, input] of [
      [
        '2,000 chained blurs',
        svg(
          `<filter id="f">${'<feGaussianBlur stdDeviation="50"/>'.repeat(2000)}</filter><rect width="40" height="20" filter="url(#f)"/>`,
        ),
      ],
      [
        'a CSS blur on each of 2,000 shapes',
        svg('<rect width="40" height="20" style="filter:blur(50px)"/>'.repeat(2000)),
      ],
      ['a million glyphs of text', svg(`<text x="0" y="10" font-size="1">${'W'.repeat(1_000_000)}</text>`)],
    ] as const) {
      it(`${name}: unsafe_svg (too long to draw), nothing stored`, async () => {
        const error = await refusal(ingestImage(input, store, limits));
        expect([error.reason, error.message]).to.deep.equal([
          'unsafe_svg',
          'The SVG picture is refused: it takes too long to draw.',
        ]);
        expect(store.puts).to.equal(0);
      });
    }
  });

  describe('SVG checks take linear time (no backtracking on crafted text)', () => {
    for (const [name, body] of [
      ['url( repeated, never closed', 'url('.repeat(1_200_000)],
      ['href=" repeated, never closed', ' href="'.repeat(600_000)],
      ['<!DOCTYPE repeated, never closed', '<!DOCTYPE '.repeat(450_000)],
      ['spaces', ' '.repeat(4_500_000)],
      [' on repeated', ' onx '.repeat(1_000_000)],
    ] as const) {
      // Linear checks answer these in tens of milliseconds; a backtracking one is at least quadratic
      // in the repeats (10^11 steps and more here: minutes). The bound is that gap, not a speed: a
      // loaded 2-core CI machine took 2.1 s for a linear check, so a second was a flaky line.
      it(`${name}: answered in linear time (well under ten seconds)`, async () => {
        const input = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);
        expect(input.length).to.be.lessThan(5 * 1024 * 1024);
        const started = performance.now();
        await ingestImage(input, store).catch(() => undefined);
        expect(performance.now() - started).to.be.lessThan(10_000);
      });
    }
  });

  describe('polyglots: a picture that is also HTML, script or an archive is refused, storing nothing', () => {
    afterEach(() => {
      expect(store.puts, 'nothing stored').to.equal(0);
    });
    for (const [name, make] of [
      ['PNG + HTML (tEXt chunk and after IEND)', pngHtmlPolyglot],
      ['GIF + JS (comment extension and after the trailer)', gifJsPolyglot],
    ] as const) {
      it(name, async () => {
        const input = await make();
        expect(input.includes(PAYLOAD)).to.equal(true);
        expect((await refusal(ingestImage(input, store))).reason).to.equal('polyglot');
      });
    }
  });

  describe('a harmless text chunk is taken, and nothing of it comes out', () => {
    it('PNG with a tEXt comment', async () => {
      const png = await solid(40, 20).png().toBuffer();
      const afterIhdr = PNG_SIGNATURE.length + 8 + 13 + 4;
      const text = pngChunk('tEXt', Buffer.from('Comment\0made by SecretEditor 3.1', 'latin1'));
      const input = Buffer.concat([png.subarray(0, afterIhdr), text, png.subarray(afterIhdr)]);
      const outputs = await expectRenditions(await ingestImage(input, store), store);
      for (const output of outputs) expect(output.includes('SecretEditor')).to.equal(false);
    });
  });

  describe('librsvg (sharp) itself, given an SVG that links out', () => {
    let server: Server;
    let requests = 0;
    before(async () => {
      server = createServer((_req, res) => {
        requests++;
        res.end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    after(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('fetches nothing: remote images, <use>, CSS imports and url() all stay unrequested', async () => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const hostile = svg(
        `<style>@import url("${base}/import.css"); rect { fill: url("${base}/fill.svg#p"); }</style>` +
          `<image xlink:href="${base}/xlink.png" width="10" height="10"/><image href="${base}/href.png" width="10" height="10"/>` +
          `<use href="${base}/use.svg#a"/><rect width="10" height="10"/>`,
      );
      // Straight to sharp, bypassing ingestImage's refusal: what would librsvg do?
      await sharp(hostile)
        .png()
        .toBuffer()
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(requests).to.equal(0);
    });
  });
});
