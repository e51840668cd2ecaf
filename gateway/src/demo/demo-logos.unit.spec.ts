import { expect } from 'chai';
import sharp from 'sharp';
import { DEMO_PRODUCT_THEMES } from './demo-content.ts';
import { AI_ONLY } from './second-site.ts';
import { DEMO_LOGO_MARKS, demoLogoPng, demoLogoSvg } from './demo-logos.ts';

const demoNames = [
  ...Object.values(DEMO_PRODUCT_THEMES).flatMap((theme) => theme.names),
  ...AI_ONLY.map((p) => p.name),
];
/** The mark without the background: what a person tells logos apart by, beside the colour. */
const markOf = (svg: string) => svg.split('</defs>')[1]!.replace(/<rect width="600"[^>]*\/>/, '');

describe('demo logos', () => {
  it('gives every demo product a logo no other demo product has, and the same one on every start', () => {
    const logos = demoNames.map((name) => demoLogoSvg(name));
    expect(new Set(logos).size).to.equal(demoNames.length);
    expect(demoNames.map((name) => demoLogoSvg(name))).to.deep.equal(logos);
  });

  it('uses every mark, none on more than four products', () => {
    const counts = new Map<string, number>();
    for (const name of demoNames)
      counts.set(markOf(demoLogoSvg(name)), (counts.get(markOf(demoLogoSvg(name))) ?? 0) + 1);
    expect(counts.size).to.equal(DEMO_LOGO_MARKS);
    expect(Math.max(...counts.values())).to.be.at.most(4);
  });

  it('draws a 600×600 PNG with transparent corners (the rounded square) and an opaque middle', async () => {
    const png = await demoLogoPng('Taskmint');
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).to.deep.equal([600, 600, 4]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(2, 2)).to.equal(0);
    expect(alphaAt(300, 40)).to.equal(255);
  });
});
