/**
 * Badge images: self-contained SVGs (no external fonts, images or scripts) in five shapes, three
 * colour modes and three sizes. `auto` follows the viewer's colour scheme with a
 * `prefers-color-scheme: dark` media query. Every text is XML-escaped.
 */
import { BADGE_MODES, BADGE_SHAPES, BADGE_SIZES } from '@listings/shared/api';

export type BadgeShape = (typeof BADGE_SHAPES)[number];
export type BadgeMode = (typeof BADGE_MODES)[number];
export type BadgeSize = (typeof BADGE_SIZES)[number];

export interface BadgeStyle {
  shape: BadgeShape;
  mode: BadgeMode;
  size: BadgeSize;
}

export const DEFAULT_BADGE_STYLE: BadgeStyle = { shape: 'standard', mode: 'auto', size: 'm' };

/**
 * The badge style of a site (issue 30): what its listings' badges look like when the embedding page
 * names no shape, mode or size. A site that set none has the default site's, the standard style
 * (the default site, being configuration, has no other). The one place that says so.
 */
export const siteBadgeStyle = (site?: { badgeStyle?: { shape: string; mode: string; size: string } }): BadgeStyle =>
  (site?.badgeStyle as BadgeStyle | undefined) ?? DEFAULT_BADGE_STYLE;

export const BADGE_TYPES = ['listed_on', 'launched_on', 'featured', 'verified', 'launch_of_the_week'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** What a badge says: a caption ("Launched on", "#1 Launch of the Week") and the site name. */
export interface BadgeWording {
  type: BadgeType;
  caption: string;
  siteName: string;
  /** The whole sentence, for `<title>`, alt text and labels. */
  label: string;
  /** Launch of the Week rank (1–3). */
  rank?: number;
}

/** Escapes text for XML and HTML text and attribute values. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Width and height of size m per shape; s and l are scaled from them. */
const BASE_DIMENSIONS: Record<BadgeShape, { width: number; height: number }> = {
  standard: { width: 240, height: 56 },
  outline: { width: 240, height: 56 },
  pill: { width: 224, height: 44 },
  banner: { width: 400, height: 64 },
  square: { width: 128, height: 128 },
};
const SCALE: Record<BadgeSize, number> = { s: 0.75, m: 1, l: 1.25 };

export function badgeDimensions(shape: BadgeShape, size: BadgeSize): { width: number; height: number } {
  const base = BASE_DIMENSIONS[shape];
  return { width: Math.round(base.width * SCALE[size]), height: Math.round(base.height * SCALE[size]) };
}

const ACCENTS: Record<BadgeType, string> = {
  listed_on: '#2563eb',
  launched_on: '#ea580c',
  featured: '#d97706',
  verified: '#059669',
  launch_of_the_week: '#ca8a04',
};

const PALETTES = {
  light: { background: '#ffffff', border: '#e5e7eb', text: '#111827', muted: '#4b5563' },
  dark: { background: '#111827', border: '#374151', text: '#f9fafb', muted: '#d1d5db' },
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const n = (value: number) => String(Math.round(value * 10) / 10);

function paletteRules(palette: (typeof PALETTES)['light'], shape: BadgeShape, accent: string): string {
  const background =
    shape === 'outline'
      ? `fill:${palette.background};fill-opacity:0;stroke:${accent}`
      : `fill:${palette.background};stroke:${palette.border}`;
  return `.bg{${background}}.fg{fill:${palette.text}}.muted{fill:${palette.muted}}`;
}

function styleSheet(mode: BadgeMode, shape: BadgeShape, accent: string): string {
  const base = `text{font-family:${FONT}}.caption{font-weight:600}.site{font-weight:700}.accent{fill:${accent}}.glyph{fill:#ffffff}.glyph-line{fill:none;stroke:#ffffff;stroke-width:2.5;stroke-linecap:round;stroke-linejoin:round}`;
  if (mode === 'light') return base + paletteRules(PALETTES.light, shape, accent);
  if (mode === 'dark') return base + paletteRules(PALETTES.dark, shape, accent);
  return `${base}${paletteRules(PALETTES.light, shape, accent)}@media (prefers-color-scheme: dark){${paletteRules(PALETTES.dark, shape, accent)}}`;
}

/** The icon of a badge type in a circle at (cx, cy) of radius r. */
function icon(wording: BadgeWording, cx: number, cy: number, r: number): string {
  const circle = `<circle class="accent" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`;
  if (wording.type === 'launch_of_the_week') {
    const fontSize = r * 0.85;
    return `${circle}<text class="glyph site" x="${n(cx)}" y="${n(cy + fontSize * 0.35)}" font-size="${n(fontSize)}" text-anchor="middle">#${wording.rank ?? 1}</text>`;
  }
  const box = r * 1.2;
  const transform = `translate(${n(cx - box / 2)} ${n(cy - box / 2)}) scale(${Math.round((box / 24) * 1000) / 1000})`;
  const glyphs: Record<Exclude<BadgeType, 'launch_of_the_week'>, string> = {
    listed_on: '<path class="glyph-line" d="M6 7h12M6 12h12M6 17h8"/>',
    launched_on: '<path class="glyph" d="M12 3l7 9h-4.5v8h-5v-8H5z"/>',
    featured:
      '<path class="glyph" d="M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z"/>',
    verified: '<path class="glyph-line" d="M5 12.5l4.5 4.5L19 7.5"/>',
  };
  return `${circle}<g transform="${transform}">${glyphs[wording.type]}</g>`;
}

/** A text line, squeezed with textLength when its estimated width exceeds `maxWidth`. */
function textLine(
  content: string,
  attributes: {
    x: number;
    y: number;
    fontSize: number;
    className: string;
    anchor?: 'start' | 'middle';
    maxWidth: number;
    bold?: boolean;
  },
): string {
  const estimated = content.length * attributes.fontSize * (attributes.bold ? 0.62 : 0.56);
  const fit =
    estimated > attributes.maxWidth ? ` textLength="${n(attributes.maxWidth)}" lengthAdjust="spacingAndGlyphs"` : '';
  const anchor = attributes.anchor === 'middle' ? ' text-anchor="middle"' : '';
  return `<text class="${attributes.className}" x="${n(attributes.x)}" y="${n(attributes.y)}" font-size="${n(attributes.fontSize)}"${anchor}${fit}>${escapeXml(content)}</text>`;
}

/** The SVG document of a badge. */
export function renderBadgeSvg(wording: BadgeWording, style: BadgeStyle): string {
  const { width: w, height: h } = badgeDimensions(style.shape, style.size);
  const accent = ACCENTS[wording.type];
  const strokeWidth = style.shape === 'outline' ? 2 : 1;
  const inset = strokeWidth / 2;
  const radius = { standard: h * 0.16, outline: h * 0.16, pill: h / 2, banner: 0, square: w * 0.1 }[style.shape];
  const parts: string[] = [
    `<rect class="bg" x="${n(inset)}" y="${n(inset)}" width="${n(w - strokeWidth)}" height="${n(h - strokeWidth)}" rx="${n(Math.max(0, radius - inset))}" stroke-width="${strokeWidth}"/>`,
  ];
  if (style.shape === 'square') {
    parts.push(icon(wording, w / 2, h * 0.32, h * 0.17));
    const maxWidth = w * 0.86;
    parts.push(
      textLine(wording.caption, {
        x: w / 2,
        y: h * 0.66,
        fontSize: w * 0.085,
        className: 'caption muted',
        anchor: 'middle',
        maxWidth,
      }),
    );
    parts.push(
      textLine(wording.siteName, {
        x: w / 2,
        y: h * 0.82,
        fontSize: w * 0.1,
        className: 'site fg',
        anchor: 'middle',
        maxWidth,
        bold: true,
      }),
    );
  } else {
    let left = 0;
    if (style.shape === 'banner') {
      parts.push(`<rect class="accent" x="0" y="0" width="${n(h * 0.1)}" height="${n(h)}"/>`);
      left = h * 0.1;
    }
    const r = h * (style.shape === 'pill' ? 0.32 : 0.3);
    const cx = left + h * 0.5;
    parts.push(icon(wording, cx, h / 2, r));
    const x = cx + r + h * 0.2;
    const maxWidth = w - x - (style.shape === 'pill' ? h * 0.45 : h * 0.25);
    parts.push(textLine(wording.caption, { x, y: h * 0.43, fontSize: h * 0.21, className: 'caption muted', maxWidth }));
    parts.push(
      textLine(wording.siteName, { x, y: h * 0.76, fontSize: h * 0.29, className: 'site fg', maxWidth, bold: true }),
    );
  }
  const label = escapeXml(wording.label);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<style>${styleSheet(style.mode, style.shape, accent)}</style>`,
    ...parts,
    '</svg>',
  ].join('');
}
