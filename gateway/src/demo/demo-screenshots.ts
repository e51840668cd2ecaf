/**
 * Screenshots for the demo's paid listings (issue 31: the paid media section's gallery). The demo's
 * products are invented, so their screens are drawn: an app window in the product's colours, laid
 * out as a dashboard, a board or an editor, with shapes where a real screen has text (no fonts
 * needed, so it looks the same on any machine). 1280×800 PNG, taken in as a maker's upload is
 * (ingestImage's `screenshot` renditions) and recorded with AddScreenshot.
 */
import sharp from 'sharp';
import { demoLogoColours } from './demo-logos.ts';

const WIDTH = 1280;
const HEIGHT = 800;
export const DEMO_SCREEN_LAYOUTS = ['dashboard', 'board', 'editor'] as const;
export type DemoScreenLayout = (typeof DEMO_SCREEN_LAYOUTS)[number];

const bar = (x: number, y: number, w: number, h: number, fill: string, rx = h / 2) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;

/** The window every layout sits in: title bar, sidebar with the product's mark and its menu. */
function chrome(accent: string, deep: string, body: string): string {
  const menu = [0, 1, 2, 3, 4, 5]
    .map((i) =>
      i === 1
        ? bar(52, 196 + i * 48, 176, 32, accent, 10) + bar(68, 207 + i * 48, 96, 10, '#fff')
        : bar(68, 207 + i * 48, 70 + ((i * 37) % 60), 10, '#c9ced8'),
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}" stop-opacity="0.28"/><stop offset="1" stop-color="${deep}" stop-opacity="0.42"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#eef0f4"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    `<rect x="32" y="32" width="${WIDTH - 64}" height="${HEIGHT - 32}" rx="18" fill="#fff"/>` +
    `<path d="M32 50 A18 18 0 0 1 50 32 L${WIDTH - 50} 32 A18 18 0 0 1 ${WIDTH - 32} 50 L${WIDTH - 32} 76 L32 76 Z" fill="#f3f4f7"/>` +
    `<circle cx="62" cy="54" r="7" fill="#ff5f57"/><circle cx="86" cy="54" r="7" fill="#febc2e"/><circle cx="110" cy="54" r="7" fill="#28c840"/>` +
    bar(WIDTH / 2 - 160, 44, 320, 20, '#e3e6ec', 10) +
    `<rect x="32" y="76" width="220" height="${HEIGHT - 76}" fill="#f8f9fb"/>` +
    `<rect x="60" y="104" width="44" height="44" rx="11" fill="${deep}"/><rect x="70" y="114" width="24" height="24" rx="6" fill="#fff" opacity="0.9"/>` +
    bar(116, 118, 96, 14, '#2b2f38') +
    menu +
    body +
    `</svg>`
  );
}

/** Stat cards, a line chart and a table. */
function dashboard(accent: string, deep: string, seed: number): string {
  const cards = [0, 1, 2]
    .map((i) => {
      const x = 292 + i * 306;
      return (
        `<rect x="${x}" y="164" width="282" height="128" rx="14" fill="#fff" stroke="#e6e8ee"/>` +
        bar(x + 24, 188, 90, 10, '#9aa1ae') +
        bar(x + 24, 216, 120 + ((seed >> i) % 5) * 14, 26, i === 0 ? deep : '#2b2f38', 8) +
        bar(x + 24, 258, 60, 12, i === 1 ? '#e5484d' : '#30a46c', 6)
      );
    })
    .join('');
  const points = Array.from({ length: 12 }, (_, i) => {
    const y = 560 - (i * 14 + ((seed * (i + 3)) % 70));
    return `${320 + i * 78},${y}`;
  });
  const chart =
    `<rect x="292" y="316" width="894" height="300" rx="14" fill="#fff" stroke="#e6e8ee"/>` +
    bar(316, 340, 160, 12, '#2b2f38') +
    [0, 1, 2, 3]
      .map((i) => `<line x1="316" x2="1162" y1="${400 + i * 52}" y2="${400 + i * 52}" stroke="#eef0f4"/>`)
      .join('') +
    `<polygon points="320,590 ${points.join(' ')} ${320 + 11 * 78},590" fill="${accent}" opacity="0.18"/>` +
    `<polyline points="${points.join(' ')}" fill="none" stroke="${accent}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`;
  const rows = [0, 1, 2]
    .map(
      (i) =>
        bar(292, 640 + i * 40, 894, 1, '#eef0f4', 0) +
        `<circle cx="312" cy="${660 + i * 40}" r="9" fill="${i === 0 ? accent : '#c9ced8'}"/>` +
        bar(336, 654 + i * 40, 200 - i * 30, 12, '#5b6270') +
        bar(760, 654 + i * 40, 90, 12, '#9aa1ae') +
        bar(1080, 650 + i * 40, 80, 20, i === 2 ? '#f1f3f6' : accent, 10),
    )
    .join('');
  return (
    bar(292, 108, 260, 22, '#2b2f38', 8) +
    bar(WIDTH - 212, 102, 148, 36, deep, 10) +
    bar(WIDTH - 188, 114, 100, 12, '#fff') +
    cards +
    chart +
    rows
  );
}

/** Columns of cards, a few marked in the product's colour. */
function board(accent: string, deep: string, seed: number): string {
  const columns = [0, 1, 2, 3]
    .map((c) => {
      const x = 292 + c * 226;
      const cards = Array.from({ length: 2 + ((seed + c) % 3) }, (_, i) => {
        const y = 210 + i * 128;
        const marked = (seed + c + i) % 4 === 0;
        return (
          `<rect x="${x + 12}" y="${y}" width="190" height="110" rx="12" fill="#fff" stroke="#e6e8ee"/>` +
          (marked ? bar(x + 28, y + 16, 56, 12, accent, 6) : bar(x + 28, y + 16, 56, 12, '#e3e6ec', 6)) +
          bar(x + 28, y + 42, 150 - ((i * 23) % 50), 12, '#2b2f38') +
          bar(x + 28, y + 64, 110, 10, '#9aa1ae') +
          `<circle cx="${x + 180}" cy="${y + 88}" r="10" fill="${marked ? deep : '#c9ced8'}"/>`
        );
      }).join('');
      return (
        `<rect x="${x}" y="164" width="214" height="${HEIGHT - 196}" rx="14" fill="#f5f6f9"/>` +
        bar(x + 16, 180, 90, 12, '#5b6270') +
        bar(x + 170, 176, 28, 20, '#e3e6ec', 10) +
        cards
      );
    })
    .join('');
  return (
    bar(292, 108, 220, 22, '#2b2f38', 8) +
    bar(WIDTH - 212, 102, 148, 36, deep, 10) +
    bar(WIDTH - 188, 114, 100, 12, '#fff') +
    columns
  );
}

/** A document with headings, paragraphs and a side panel. */
function editor(accent: string, deep: string, seed: number): string {
  const lines: string[] = [];
  let y = 180;
  for (let block = 0; block < 4; block++) {
    lines.push(bar(332, y, 300 - block * 30, 20, '#2b2f38', 6));
    y += 44;
    for (let l = 0; l < 3 + ((seed + block) % 2); l++) {
      const width = l === 2 + ((seed + block) % 2) ? 380 : 600 - ((l * 41 + seed) % 90);
      lines.push(bar(332, y, width, 11, '#9aa1ae'));
      y += 24;
    }
    if (block === 1) {
      lines.push(`<rect x="332" y="${y + 4}" width="600" height="84" rx="12" fill="${accent}" opacity="0.12"/>`);
      lines.push(bar(352, y + 26, 420, 11, deep));
      lines.push(bar(352, y + 50, 300, 11, deep));
      y += 100;
    }
    y += 20;
  }
  const panel =
    `<rect x="968" y="164" width="218" height="300" rx="14" fill="#f8f9fb" stroke="#e6e8ee"/>` +
    bar(988, 186, 100, 12, '#5b6270') +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="1000" cy="${230 + i * 52}" r="12" fill="${i === 0 ? accent : '#c9ced8'}"/>` +
          bar(1022, 218 + i * 52, 120, 10, '#5b6270') +
          bar(1022, 236 + i * 52, 80, 8, '#c9ced8'),
      )
      .join('');
  return (
    bar(292, 108, 180, 22, '#2b2f38', 8) +
    bar(WIDTH - 212, 102, 148, 36, deep, 10) +
    bar(WIDTH - 188, 114, 100, 12, '#fff') +
    lines.join('') +
    panel
  );
}

/** The SVG of one of a product's screens, in its logo's colours. */
export function demoScreenshotSvg(name: string, layout: DemoScreenLayout): string {
  const { from: accent, to: deep, hash } = demoLogoColours(name);
  const draw = { dashboard, board, editor }[layout];
  return chrome(accent, deep, draw(accent, deep, hash % 97));
}

/** The screen as a 1280×800 PNG, ready for ingestImage's `screenshot` shape. */
export function demoScreenshotPng(name: string, layout: DemoScreenLayout): Promise<Buffer> {
  return sharp(Buffer.from(demoScreenshotSvg(name, layout)))
    .png()
    .toBuffer();
}
