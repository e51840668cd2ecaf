/**
 * The site's view of a logo (each rendition's /images address by format and size), and the spec's
 * media section with the gallery's screenshots appended as images at their largest PNG.
 */
import { expect } from 'chai';
import type { ListingImage } from '@listings/shared/contracts/listings';
import { logoView, mediaOf } from './listing-logos.ts';

const image = (digit: string, sizes: number[]): ListingImage => ({
  renditions: sizes.flatMap((size) => [
    { size, format: 'webp' as const, hash: `${digit}${size}`.padEnd(64, 'a'), bytes: 10 },
    { size, format: 'png' as const, hash: `${digit}${size}`.padEnd(64, 'b'), bytes: 10 },
  ]),
  original: { hash: digit.repeat(64), size: 100, type: 'png', width: 10, height: 10 },
  source: 'upload',
  evidence: [],
});

describe('logoView and mediaOf', () => {
  it('addresses each rendition under /images by format and size', () => {
    const view = logoView(image('1', [48, 96]));
    expect(view.png[96]).to.equal(`/images/${'196'.padEnd(64, 'b')}`);
    expect(view.webp[48]).to.equal(`/images/${'148'.padEnd(64, 'a')}`);
    expect(view.source).to.equal('upload');
  });

  it('appends the screenshots to the media the profile holds, each its largest PNG on the site', () => {
    const media = mediaOf(
      {
        media: [{ type: 'video', url: 'https://youtu.be/x' }],
        site_screenshots: [image('2', [640, 1280]), image('3', [500])],
      },
      'https://dir.example',
    );
    expect(media).to.deep.equal([
      { type: 'video', url: 'https://youtu.be/x' },
      { type: 'image', url: `https://dir.example/images/${'21280'.padEnd(64, 'b')}` },
      { type: 'image', url: `https://dir.example/images/${'3500'.padEnd(64, 'b')}` },
    ]);
    expect(mediaOf({}, 'https://dir.example')).to.deep.equal([]);
  });
});
