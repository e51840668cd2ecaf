/** The favicon's ICO holds its PNGs, and the manifest is named after the site. */
import { expect } from 'chai';
import sharp from 'sharp';
import { icoOf, markSvg, webManifest } from './icons.ts';

describe('favicon and manifest (without a server)', () => {
  it('packs the favicon’s PNGs in an ICO and names the manifest after the site', async () => {
    const images = await Promise.all(
      [16, 32].map(async (size) => ({
        size,
        png: await sharp(Buffer.from(markSvg(size)))
          .png()
          .toBuffer(),
      })),
    );
    const ico = icoOf(images);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).to.deep.equal([0, 1, 2]);
    expect([ico[6], ico[22]]).to.deep.equal([16, 32]);
    const offset = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(offset, offset + images[0].png.length).equals(images[0].png)).to.equal(true);
    const manifest = webManifest({ name: 'Listings Directory', publicBaseUrl: 'http://x' });
    expect(manifest.name).to.equal('Listings Directory');
    expect(manifest.short_name.length).to.be.at.most(12);
  });
});
