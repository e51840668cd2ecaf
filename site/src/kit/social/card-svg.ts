/**
 * A social card (the 1200×630 picture link previews show) as SVG: the site's name, the subject's
 * name, a line under it (tagline, dates, role), a figure that says what it counts (rank, votes and
 * which votes), and the subject's tile: the same two-letter coloured tile the pages show (parts.ts
 * monogram), or a logo PNG when one is given (the seam for the image pipeline's logos), or a
 * founder's photo in a circle.
 *
 * Every text is escaped for XML, stripped of characters XML cannot carry, and cut with an ellipsis
 * to the lines it has, so no name can break the SVG, add markup or run off the card. Text is set in
 * fonts fontconfig finds on the machine (DejaVu Sans, then Liberation Sans); the tile, the mark and
 * the layout are shapes and need no font.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const SITE_CSS = fs.readFileSync(new URL('../site.css', import.meta.url), 'utf8');
const cssColour = (pattern: RegExp, fallback: string) => pattern.exec(SITE_CSS)?.[1] ?? fallback;

/**
 * The monogram tile's eight hues, read from site.css `.h0`…`.h7` (so a restyle of the tiles restyles
 * the cards), with today's colours if a rule is not found.
 */
export const TILE_HUES = ['#2f5fd0', '#8a3ffc', '#b0226b', '#a63d00', '#1d6b3a', '#00667a', '#5a5f6b', '#7a5200'].map(
  (fallback, hue) => cssColour(new RegExp(`\\.h${hue}\\s*\\{\\s*background:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i'), fallback),
);
/** The site's accent (site.css `--accent` of the light theme): the mark, the theme colour, the card's band. */
export const ACCENT = cssColour(/--accent:\s*(#[0-9a-f]{3,8})\s*;/i, '#2f5fd0');

/** What a card shows; its hash (with the logo's) names the PNG. */
export interface CardContent {
  siteName: string;
  /** What kind of page it is, above the name: "Product", "Launch week", "Launch of the Week", "Founder". */
  kicker: string;
  /** The subject's name. */
  title: string;
  /** Tagline, dates or role under the name. */
  subtitle?: string | null;
  /** The figure and what it counts, e.g. { value: '#1', label: '12 votes that week' }. */
  figure?: { value: string; label: string } | null;
  /** Whose monogram the tile shows (the subject's name by default); null shows the site's mark. */
  tileName?: string | null;
  /**
   * The SHA-256 of the logo PNG the tile draws (its blob's), when it has one: part of the card's
   * name, so a page names the card by the logo's hash without reading the logo's bytes.
   */
  logoHash?: string | null;
  /** 'round': the tile's picture is a person's photo, drawn in a circle as the pages show faces. */
  tileShape?: 'round';
}

/** Initials and hue of a name, as the pages' monogram (parts.ts) computes them. */
export function monogramOf(name: string): { initials: string; hue: number } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = (words.length > 1 ? words[0][0] + words[1][0] : name.slice(0, 2)).toUpperCase();
  const hue = createHash('sha1').update(name).digest()[0] % 8;
  return { initials, hue };
}

/** Characters XML 1.0 cannot carry (controls, lone surrogates, U+FFFE/U+FFFF) become spaces. */
const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for an SVG element or attribute: markup characters escaped, invalid characters gone. */
export const escapeXml = (text: string): string =>
  text
    .replace(INVALID_XML, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Words in at most `lines` lines of at most `perLine` characters (code points, so no emoji is cut in
 * half); what does not fit ends the last line with an ellipsis. A word longer than a line is cut.
 */
export function wrapLines(text: string, perLine: number, lines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const out: string[] = [];
  let current: string[] = [];
  const length = (s: string) => Array.from(s).length;
  let i = 0;
  for (; i < words.length; i++) {
    const word = words[i];
    const candidate = current.length ? `${current.join(' ')} ${word}` : word;
    if (length(candidate) <= perLine) {
      current.push(word);
      continue;
    }
    if (current.length) out.push(current.join(' '));
    current = [word];
    if (out.length === lines) break;
  }
  if (out.length < lines && current.length) {
    out.push(current.join(' '));
    current = [];
    i = words.length;
  }
  const cut = i < words.length || out.some((line) => length(line) > perLine);
  const result = out
    .slice(0, lines)
    .map((line) => (length(line) > perLine ? Array.from(line).slice(0, perLine).join('') : line));
  if (cut && result.length) {
    const last = Array.from(result[result.length - 1]);
    result[result.length - 1] = `${last
      .slice(0, Math.max(0, perLine - 1))
      .join('')
      .trimEnd()}…`;
  }
  return result;
}

/** The site's mark: an upvote chevron on the accent, in a `size` square (no text, so no font). */
export const markShapes = (size: number): string => {
  const s = size / 512;
  return `<rect width="${size}" height="${size}" rx="${Math.round(112 * s)}" fill="${ACCENT}"/><path d="M${256 * s} ${120 * s} L${408 * s} ${330 * s} H${104 * s} Z" fill="#ffffff"/><rect x="${196 * s}" y="${330 * s}" width="${120 * s}" height="${62 * s}" fill="#ffffff"/>`;
};

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** The tile: a logo (clipped to the tile's rounded square), the monogram, or the site's mark. */
function tile(content: CardContent, logo: Buffer | null, x: number, y: number, size: number): string {
  const r = size / 2;
  if (logo && content.tileShape === 'round')
    return `<clipPath id="tile"><circle cx="${x + r}" cy="${y + r}" r="${r}"/></clipPath><circle cx="${x + r}" cy="${y + r}" r="${r}" fill="#ffffff"/><image x="${x}" y="${y}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid slice" clip-path="url(#tile)" href="data:image/png;base64,${logo.toString('base64')}"/><circle cx="${x + r}" cy="${y + r}" r="${r - 1}" fill="none" stroke="#d0d4dc" stroke-width="2"/>`;
  if (logo)
    return `<clipPath id="tile"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="36"/></clipPath><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="36" fill="#ffffff" stroke="#d0d4dc" stroke-width="2"/><image x="${x}" y="${y}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet" clip-path="url(#tile)" href="data:image/png;base64,${logo.toString('base64')}"/>`;
  const name = content.tileName === undefined ? content.title : content.tileName;
  if (name === null || !name.trim()) return `<g transform="translate(${x} ${y})">${markShapes(size)}</g>`;
  const { initials, hue } = monogramOf(name);
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="36" fill="${TILE_HUES[hue]}"/><text x="${x + size / 2}" y="${y + size / 2}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${Math.round(size * 0.4)}" fill="#ffffff">${escapeXml(initials)}</text>`;
}

/** The card's SVG. `logo`: a PNG to show in the tile instead of the monogram. */
export function cardSvg(content: CardContent, logo: Buffer | null = null): string {
  const left = 80;
  const tileSize = 200;
  const tileY = 150;
  const textX = left + tileSize + 56;
  const name = wrapLines(content.title, 19, 2);
  const subtitle = content.subtitle ? wrapLines(content.subtitle, 38, 2) : [];
  const site = wrapLines(content.siteName, 44, 1)[0] ?? '';
  const kicker = wrapLines(content.kicker, 40, 1)[0] ?? '';
  const lines: string[] = [
    `<text x="${textX}" y="${tileY + 36}" font-family="${FONT}" font-size="28" font-weight="700" fill="${ACCENT}">${escapeXml(kicker.toUpperCase())}</text>`,
  ];
  let y = tileY + 108;
  for (const line of name) {
    lines.push(
      `<text x="${textX}" y="${y}" font-family="${FONT}" font-size="60" font-weight="700" fill="#1b1d22">${escapeXml(line)}</text>`,
    );
    y += 72;
  }
  y += 4;
  for (const line of subtitle) {
    lines.push(
      `<text x="${textX}" y="${y}" font-family="${FONT}" font-size="34" fill="#575c66">${escapeXml(line)}</text>`,
    );
    y += 46;
  }
  const figure = content.figure
    ? `<text x="${left}" y="562" font-family="${FONT}" font-size="56" font-weight="700" fill="#1b1d22">${escapeXml(wrapLines(content.figure.value, 12, 1)[0] ?? '')}<tspan dx="18" font-size="34" font-weight="400" fill="#575c66">${escapeXml(wrapLines(content.figure.label, 34, 1)[0] ?? '')}</tspan></text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#ffffff"/>
<rect width="${CARD_WIDTH}" height="14" fill="${ACCENT}"/>
<g transform="translate(${left} 52)">${markShapes(48)}</g>
<text x="${left + 64}" y="87" font-family="${FONT}" font-size="30" font-weight="700" fill="#1b1d22">${escapeXml(site)}</text>
${tile(content, logo, left, tileY, tileSize)}
${lines.join('\n')}
${figure}
<rect y="600" width="${CARD_WIDTH}" height="30" fill="#f5f6f8"/>
</svg>`;
}

/** Changed with the drawing (and with site.css's colours), so cards drawn before get new names. */
const CARD_LAYOUT = ['card-1', ACCENT, ...TILE_HUES].join(' ');

/** What names the card: the hash of what it shows (its content and the logo's bytes). */
export function cardHash(content: CardContent, logo: Buffer | null = null): string {
  const shown = [
    CARD_LAYOUT,
    content.siteName,
    content.kicker,
    content.title,
    content.subtitle ?? '',
    content.figure?.value ?? '',
    content.figure?.label ?? '',
    content.tileName === undefined ? content.title : (content.tileName ?? '\u0000mark'),
    content.logoHash ?? (logo ? createHash('sha256').update(logo).digest('hex') : ''),
    // Only round tiles add an entry, so the names of the cards drawn before it stay the same.
    ...(content.tileShape ? [content.tileShape] : []),
  ];
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 20);
}
