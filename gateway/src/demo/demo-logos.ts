/**
 * Logos for the demo's invented products (issue 31: a directory of two-letter tiles does not look
 * like one people choose). The demo's listings are not made from drafts, so the logo reactor has no
 * site to fetch a logo from; each product gets a mark drawn here instead: one of sixteen simple
 * geometric marks in white on a two-tone gradient, both picked from the product's name, so every
 * product looks different and the same product looks the same on every start.
 *
 * The PNG goes through the same pipeline as a maker's upload (ingestImage: decoded, re-encoded into
 * the 48/96/192/512 px renditions, content-addressed in the blob store) and is recorded with SetLogo,
 * so the demo's pictures are events and blobs like anyone's.
 */
import sharp from 'sharp';

const SIZE = 600;

/** Each mark is SVG drawn in white on a 600×600 canvas, centred, about half its width. */
const MARKS: readonly string[] = [
  // rings
  '<circle cx="300" cy="300" r="150" fill="none" stroke="#fff" stroke-width="44"/><circle cx="300" cy="300" r="52" fill="#fff"/>',
  // chevron up
  '<polyline points="160,370 300,230 440,370" fill="none" stroke="#fff" stroke-width="60" stroke-linecap="round" stroke-linejoin="round"/>',
  // stacked bars
  '<rect x="160" y="170" width="280" height="60" rx="30" fill="#fff"/><rect x="160" y="270" width="210" height="60" rx="30" fill="#fff" opacity="0.85"/><rect x="160" y="370" width="140" height="60" rx="30" fill="#fff" opacity="0.7"/>',
  // hexagon
  '<polygon points="300,140 439,220 439,380 300,460 161,380 161,220" fill="none" stroke="#fff" stroke-width="44" stroke-linejoin="round"/>',
  // four-point spark
  '<path d="M300 130 Q322 278 470 300 Q322 322 300 470 Q278 322 130 300 Q278 278 300 130Z" fill="#fff"/>',
  // wave
  '<path d="M140 330 C200 230 250 230 300 300 S400 370 460 270" fill="none" stroke="#fff" stroke-width="52" stroke-linecap="round"/>',
  // triangle
  '<path d="M300 150 L455 430 L145 430 Z" fill="#fff" stroke="#fff" stroke-width="30" stroke-linejoin="round"/>',
  // two overlapping circles
  '<circle cx="245" cy="300" r="120" fill="#fff" opacity="0.95"/><circle cx="355" cy="300" r="120" fill="#fff" opacity="0.6"/>',
  // dot grid
  [0, 1, 2]
    .flatMap((row) =>
      [0, 1, 2].map(
        (col) => `<circle cx="${190 + col * 110}" cy="${190 + row * 110}" r="${row === col ? 42 : 30}" fill="#fff"/>`,
      ),
    )
    .join(''),
  // bolt
  '<polygon points="330,120 180,330 290,330 260,480 420,260 305,260" fill="#fff" stroke="#fff" stroke-width="16" stroke-linejoin="round"/>',
  // leaf
  '<path d="M170 430 C170 240 290 160 440 160 C440 320 350 430 170 430Z" fill="#fff"/><path d="M200 400 L380 220" stroke-width="20" stroke-linecap="round" stroke="currentColor"/>',
  // check in a circle
  '<circle cx="300" cy="300" r="160" fill="#fff"/><polyline points="228,305 282,358 378,246" fill="none" stroke="currentColor" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>',
  // split diamond
  '<polygon points="300,140 460,300 300,460" fill="#fff"/><polygon points="300,140 140,300 300,460" fill="#fff" opacity="0.65"/>',
  // code brackets
  '<polyline points="230,190 130,300 230,410" fill="none" stroke="#fff" stroke-width="50" stroke-linecap="round" stroke-linejoin="round"/><polyline points="370,190 470,300 370,410" fill="none" stroke="#fff" stroke-width="50" stroke-linecap="round" stroke-linejoin="round"/>',
  // arch
  '<path d="M170 440 L170 300 A130 130 0 0 1 430 300 L430 440" fill="none" stroke="#fff" stroke-width="56" stroke-linecap="round"/>',
  // cube
  '<polygon points="300,140 440,220 300,300 160,220" fill="#fff"/><polygon points="160,220 300,300 300,460 160,380" fill="#fff" opacity="0.75"/><polygon points="440,220 300,300 300,460 440,380" fill="#fff" opacity="0.5"/>',
];

/**
 * Mixed into the hash: chosen so that no two of the demo's products share both a mark and a colour
 * (demo-logos.unit.spec.ts checks it; a product added to the demo that clashes means a new salt).
 */
const DEMO_LOGO_SALT = 29;

/** Gradient starting hues that stay clear at both ends (no olive yellows, no muddy browns). */
const HUES = [0, 14, 24, 140, 158, 172, 188, 200, 214, 228, 244, 258, 272, 288, 304, 322, 338];

/** A stable number from the name (FNV-1a), so a product keeps its look from one start to the next. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5 ^ DEMO_LOGO_SALT;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  // murmur3's finaliser: names that differ in one letter get unrelated marks and colours.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** The product's two colours (its gradient's ends) and the number its look is picked by. */
export function demoLogoColours(name: string): { hash: number; from: string; to: string } {
  const hash = hashOf(name);
  const hue = HUES[Math.floor(hash / MARKS.length) % HUES.length]!;
  return { hash, from: `hsl(${hue},72%,56%)`, to: `hsl(${(hue + 28) % 360},78%,38%)` };
}

/** The SVG of a product's logo: a rounded square with a gradient and a white mark. */
export function demoLogoSvg(name: string): string {
  const { hash, from, to } = demoLogoColours(name);
  const mark = MARKS[hash % MARKS.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" color="${to}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" rx="132" fill="url(#g)"/>${mark}</svg>`
  );
}

/** The product's logo as a 600×600 PNG, ready for ingestImage. */
export function demoLogoPng(name: string): Promise<Buffer> {
  return sharp(Buffer.from(demoLogoSvg(name)))
    .png()
    .toBuffer();
}

export const DEMO_LOGO_MARKS = MARKS.length;
