/**
 * Type sniffing by bytes and the polyglot check, on hand-made byte strings: the name or a claimed
 * type never enters; a picture with something after its end, markup inside, or a ZIP's end record
 * is a polyglot; a clean one, or one with a little NUL padding, is not.
 */
import { expect } from 'chai';
import { sniffImageType } from './image-type.ts';
import { polyglotReason } from './polyglot.ts';
import { PNG_SIGNATURE, pngChunk } from './hostile-images.fixture.ts';

const png = (...extra: Buffer[]) =>
  Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', Buffer.alloc(13, 1)),
    pngChunk('IDAT', Buffer.alloc(4)),
    pngChunk('IEND', Buffer.alloc(0)),
    ...extra,
  ]);
const gif = (tail = '') =>
  Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20, 1), Buffer.from([0x3b]), Buffer.from(tail)]);
const jpeg = (tail = '') =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.alloc(20, 1),
    Buffer.from([0xff, 0xd9]),
    Buffer.from(tail),
  ]);

describe('sniffImageType: by the bytes alone', () => {
  for (const [name, bytes, type] of [
    ['PNG signature', png(), 'png'],
    ['JPEG SOI', jpeg(), 'jpeg'],
    ['GIF89a', gif(), 'gif'],
    ['RIFF…WEBP', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]), 'webp'],
    ['<svg root', Buffer.from('<?xml version="1.0"?><!-- c --><svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    ['HTML with an inline svg', Buffer.from('<html><svg></svg></html>'), undefined],
    ['a PDF', Buffer.from('%PDF-1.7'), undefined],
    ['a ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), undefined],
    ['nothing', Buffer.alloc(0), undefined],
  ] as const) {
    it(`${name} → ${type ?? 'none'}`, () => expect(sniffImageType(bytes)).to.equal(type));
  }
});

describe('polyglotReason', () => {
  it('a clean PNG, GIF and JPEG are only pictures (NUL padding tolerated)', () => {
    expect(polyglotReason(png(), 'png')).to.equal(undefined);
    expect(polyglotReason(png(Buffer.alloc(4)), 'png')).to.equal(undefined);
    expect(polyglotReason(gif('\n'), 'gif')).to.equal(undefined);
    expect(polyglotReason(jpeg(), 'jpeg')).to.equal(undefined);
  });

  it('bytes after the end of a PNG, GIF or JPEG', () => {
    expect(polyglotReason(png(Buffer.from('alert(1)//')), 'png')).to.match(/10 bytes after the end/);
    expect(polyglotReason(gif('=1;alert(1)'), 'gif')).to.match(/bytes after the end/);
    expect(polyglotReason(jpeg('PAYLOAD'), 'jpeg')).to.match(/7 bytes after the end/);
  });

  it('markup inside, whatever its case', () => {
    expect(polyglotReason(png(Buffer.alloc(0)).fill(0x41, 40, 41), 'png')).to.equal(undefined);
    const inside = Buffer.concat([PNG_SIGNATURE, pngChunk('tEXt', Buffer.from('a\0<ScRiPt>x')), png().subarray(8)]);
    expect(polyglotReason(inside, 'png')).to.match(/<script/);
  });

  it('a ZIP end record near the end', () => {
    const zipEnd = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
    expect(polyglotReason(png(zipEnd), 'png')).to.match(/ZIP/);
  });

  it('an SVG is not judged here (checkSvgIsSafe is)', () => {
    expect(polyglotReason(Buffer.from('<svg><script/></svg>'), 'svg')).to.equal(undefined);
  });
});
