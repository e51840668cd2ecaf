/**
 * Social cards and icons without a server: hostile text stays text (the SVG parses as XML, with no
 * element but the card's own and the text cut to its lines with an ellipsis), the hash follows what
 * the card shows, the tile is the pages' monogram (same initials, same colours as site.css), the cache
 * is bounded and draws each card once.
 */
import fs from 'node:fs';
import { expect } from 'chai';
import sharp from 'sharp';
import { DOMParser } from '@xmldom/xmldom';
import { monogram } from '../../listings/parts.ts';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  TILE_HUES,
  cardHash,
  cardSvg,
  monogramOf,
  wrapLines,
  type CardContent,
} from './card-svg.ts';
import { BoundedPngCache, SocialCards } from './cards.ts';
import { founderCard } from '../../listings/cards.ts';

const HOSTILE = `<script>alert(1)</script> ]]> & "quotes" 'single' <!-- --> \u0000\u0007\uD800 ${'Very long name '.repeat(20)}`;
const content = (over: Partial<CardContent> = {}): CardContent => ({
  siteName: 'Listings Directory',
  kicker: 'Product',
  title: 'PipelineHero',
  subtitle: 'Continuous delivery without the YAML pain',
  figure: { value: '3', label: 'votes all time' },
  ...over,
});

/** Parses the SVG strictly: any XML error throws. */
const parse = (svg: string) =>
  new DOMParser({
    onError: (level: string, message: string) => {
      if (level !== 'warning') throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(svg, 'image/svg+xml');

describe('social cards (SVG, hash, cache)', () => {
  it('keeps hostile text as text: the SVG parses, has only the card’s elements, and long text ends with an ellipsis', async () => {
    const svg = cardSvg(
      content({
        siteName: HOSTILE,
        kicker: HOSTILE,
        title: HOSTILE,
        subtitle: HOSTILE,
        figure: { value: HOSTILE, label: HOSTILE },
      }),
    );
    const doc = parse(svg);
    const names = new Set<string>();
    const walk = (node: any) => {
      for (let child = node.firstChild; child; child = child.nextSibling)
        if (child.nodeType === 1) {
          names.add(child.nodeName);
          walk(child);
        }
    };
    walk(doc);
    expect([...names].sort()).to.deep.equal(['g', 'path', 'rect', 'svg', 'text', 'tspan']);
    expect(svg).to.not.include('<script').and.not.include(']]>').and.not.include('<!--');
    const texts = Array.from(doc.getElementsByTagName('text')).map((t: any) => t.textContent as string);
    expect(texts.some((t) => t.startsWith('<script>alert(1)</script>'))).to.equal(true);
    expect(texts.every((t) => !/[\u0000-\u0008]/.test(t))).to.equal(true);
    expect(texts.filter((t) => t.endsWith('…')).length).to.be.greaterThan(2);
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).to.deep.equal(['png', CARD_WIDTH, CARD_HEIGHT]);
  });

  it('wraps words into lines and cuts what does not fit with an ellipsis, never inside a character', () => {
    expect(wrapLines('Short name', 19, 2)).to.deep.equal(['Short name']);
    expect(wrapLines('Continuous delivery without the YAML pain at all', 20, 2)).to.deep.equal([
      'Continuous delivery',
      'without the YAML…',
    ]);
    expect(wrapLines('x'.repeat(50), 10, 1)).to.deep.equal(['xxxxxxxxx…']);
    const emoji = wrapLines('😀'.repeat(30), 10, 1)[0];
    expect(Array.from(emoji)).to.have.length(10);
    expect(emoji).to.equal(`${'😀'.repeat(9)}…`);
  });

  it('names a card by what it shows: same content, same hash; a new name, tile or logo, a new one', () => {
    const logo = Buffer.from('png bytes');
    expect(cardHash(content())).to.equal(cardHash(content()));
    expect(cardHash(content({ title: 'PipelineHero 2' }))).to.not.equal(cardHash(content()));
    expect(cardHash(content({ figure: { value: '4', label: 'votes all time' } }))).to.not.equal(cardHash(content()));
    expect(cardHash(content(), logo)).to.not.equal(cardHash(content()));
    expect(cardHash(content({ tileName: null }))).to.not.equal(cardHash(content()));
  });

  it('draws the pages’ monogram: the same initials and hue as parts.ts, in site.css’s colours (read from it)', () => {
    for (const name of ['PipelineHero', 'Buildkite Clone', 'a', 'Ünïcode Ñame', '<b>']) {
      const { initials, hue } = monogramOf(name);
      const span = monogram(name).value;
      expect(span, name).to.include(`mono h${hue}`);
      expect(span, name).to.include(`>${initials.replace('<', '&lt;').replace('>', '&gt;')}</span>`);
    }
    const css = fs.readFileSync(new URL('../site.css', import.meta.url), 'utf8');
    TILE_HUES.forEach((colour, hue) =>
      expect(css, `.h${hue}`).to.match(new RegExp(`\\.h${hue}\\s*\\{\\s*background:\\s*${colour}`, 'i')),
    );
    const svg = cardSvg(content({ title: 'Buildkite Clone' }));
    expect(svg)
      .to.include(`fill="${TILE_HUES[monogramOf('Buildkite Clone').hue]}"`)
      .and.include('>BC</text>');
  });

  it('shows a logo PNG in the tile when one is given (the image pipeline’s seam)', async () => {
    const logo = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff8800' } })
      .png()
      .toBuffer();
    const svg = cardSvg(content(), logo);
    expect(svg)
      .to.include(`href="data:image/png;base64,${logo.toString('base64')}"`)
      .and.not.include('>PI</text>');
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    expect(at(180, 250)).to.deep.equal([255, 136, 0]); // the tile's middle is the logo's colour
  });

  it('draws a founder’s photo in a circle, named apart from the same picture as a square logo', async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#aa2200' } })
      .png()
      .toBuffer();
    const founder = content({ kicker: 'Founder', title: 'Ann Lee', subtitle: 'CEO', figure: null });
    const round = { ...founder, tileShape: 'round' as const };
    const svg = cardSvg(round, photo);
    expect(svg).to.include('<circle').and.not.include('>AL</text>');
    expect(() => parse(svg)).to.not.throw();
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    expect(at(180, 250)).to.deep.equal([170, 34, 0]); // the tile's middle (80 + 100, 150 + 100) is the photo
    expect(at(86, 156)).to.deep.equal([255, 255, 255]); // its corner is outside the circle: the card's white
    expect(cardHash(round, photo)).to.not.equal(cardHash(founder, photo));
    // A card with no round tile keeps the name it had before the shape was added (no extra hash entry).
    expect(cardHash(founder, photo)).to.equal(cardHash({ ...founder, tileShape: undefined }, photo));
  });

  it('a founder’s card draws their photo (by its 192 px PNG’s hash) when they have one, initials when not', () => {
    const founder = { name: 'Ann Lee', title: 'CEO', country: 'SE', companies: [{ name: 'Pictura' }] };
    const hash = 'ab'.repeat(32);
    const photo = { png: { 48: '/images/x', 192: `/images/${hash}` }, webp: {}, source: 'upload' as const };
    const withPhoto = founderCard('Listings Directory', founder, photo);
    expect([withPhoto.logoHash, withPhoto.tileShape]).to.deep.equal([hash, 'round']);
    const without = founderCard('Listings Directory', founder);
    expect([without.logoHash, without.tileShape]).to.deep.equal([undefined, undefined]);
    expect(cardHash(withPhoto)).to.not.equal(cardHash(without));
  });

  it('draws each card once and keeps at most its bound', async () => {
    const cards = new SocialCards(new BoundedPngCache(2));
    const [a, b] = await Promise.all([cards.render(content()), cards.render(content())]);
    expect(a.hash).to.equal(b.hash);
    expect(cards.drawn).to.equal(1);
    await cards.render(content());
    expect(cards.drawn).to.equal(1);
    await cards.render(content({ title: 'Two' }));
    await cards.render(content({ title: 'Three' }));
    expect(cards.cache.size).to.equal(2);
    await cards.render(content());
    expect(cards.drawn).to.equal(4);
    const bytes = new BoundedPngCache(10, 10);
    bytes.set('a', Buffer.alloc(6));
    bytes.set('b', Buffer.alloc(6));
    expect([bytes.get('a'), bytes.get('b')?.length]).to.deep.equal([undefined, 6]);
  });
});
