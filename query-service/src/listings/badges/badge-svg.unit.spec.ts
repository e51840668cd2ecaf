import { expect } from 'chai';
import { BADGE_MODES, BADGE_SHAPES, BADGE_SIZES } from '@listings/shared/api';
import { badgeDimensions, BADGE_TYPES, escapeXml, renderBadgeSvg, type BadgeWording } from './badge-svg.ts';
import { embedHtml } from './badge-queries.ts';
import { xmlProblems } from './well-formed-xml.ts';

const wording = (type: BadgeWording['type'], siteName = 'Listings Directory'): BadgeWording =>
  type === 'launch_of_the_week'
    ? { type, caption: '#2 Launch of the Week', siteName, label: `#2 Launch of the Week on ${siteName}`, rank: 2 }
    : { type, caption: 'Launched on', siteName, label: `Launched on ${siteName}` };

describe('badge SVGs', () => {
  it('the checker refuses XML that is not well-formed', () => {
    expect(xmlProblems('<svg xmlns="x"><g></svg>')).to.not.be.empty;
    expect(xmlProblems('<svg><text>a & b</text></svg>')).to.not.be.empty;
    expect(xmlProblems('<svg a="1" a="2"/>')).to.not.be.empty;
    expect(xmlProblems('<svg/><svg/>')).to.not.be.empty;
    expect(xmlProblems('<svg><text>a &amp; b</text><g/></svg>')).to.be.empty;
  });

  it('every type, shape, mode and size is a well-formed SVG of its own dimensions', () => {
    for (const type of BADGE_TYPES)
      for (const shape of BADGE_SHAPES)
        for (const mode of BADGE_MODES)
          for (const size of BADGE_SIZES) {
            const svg = renderBadgeSvg(wording(type), { shape, mode, size });
            const { width, height } = badgeDimensions(shape, size);
            expect(xmlProblems(svg), `${type} ${shape} ${mode} ${size}`).to.deep.equal([]);
            expect(svg).to.match(
              new RegExp(
                `^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
              ),
            );
            expect(svg.includes('prefers-color-scheme: dark'), `${mode}`).to.equal(mode === 'auto');
          }
  });

  it('sizes differ in width and height for every shape', () => {
    for (const shape of BADGE_SHAPES) {
      const [s, m, l] = BADGE_SIZES.map((size) => badgeDimensions(shape, size));
      expect(s.width).to.be.below(m.width);
      expect(m.width).to.be.below(l.width);
      expect(s.height).to.be.below(m.height);
      expect(m.height).to.be.below(l.height);
    }
  });

  it('says the wording and the site name, and the rank for Launch of the Week', () => {
    const svg = renderBadgeSvg(wording('launch_of_the_week'), { shape: 'standard', mode: 'light', size: 'm' });
    expect(svg).to.include('<title>#2 Launch of the Week on Listings Directory</title>');
    expect(svg).to.include('>#2 Launch of the Week</text>');
    expect(svg).to.include('>Listings Directory</text>');
    expect(svg).to.include('>#2</text>');
  });

  it('escapes every text it writes, in the SVG and in the embed code', () => {
    const hostile = `Bits & "<Bytes>" 'n' </svg><script>alert(1)</script>`;
    for (const shape of BADGE_SHAPES) {
      const svg = renderBadgeSvg(wording('featured', hostile), { shape, mode: 'auto', size: 's' });
      expect(xmlProblems(svg)).to.deep.equal([]);
      expect(svg).to.not.include('<script');
      expect(svg).to.include(escapeXml(hostile));
    }
    const html = embedHtml({ name: hostile, publicBaseUrl: 'https://d.test' }, 'abc', wording('verified', hostile), {
      shape: 'pill',
      mode: 'dark',
      size: 'l',
    });
    expect(xmlProblems(html)).to.deep.equal([]);
    expect(html).to.not.include('<script');
    expect(html).to.match(
      /^<a href="https:\/\/d\.test\/listings\/abc" target="_blank" rel="noopener"><img src="https:\/\/d\.test\/badges\/abc\/verified\.svg\?shape=pill&amp;mode=dark&amp;size=l" alt="[^"]*" width="280" height="55" \/><\/a>$/,
    );
  });
});
