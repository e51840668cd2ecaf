/**
 * Bar charts drawn on the server as inline SVG: no script, no image request, nothing for the CSP to
 * allow (presentation attributes only, no style attribute). Each chart is an image with a title and a
 * description that says its figures, and the dashboard gives the same figures as a table beside it, so
 * nothing is only in the picture. Bars take the text colour (`currentColor`), so the dark scheme
 * works as is.
 */
import { html, type SafeHtml } from '../kit/html.ts';

export interface ChartPoint {
  /** The bar's name (a week's Monday). */
  label: string;
  value: number;
}

const WIDTH = 320;
const HEIGHT = 120;
const BASELINE = 100;
const TOP = 14;

/** `Mar 2` for `2026-03-02`. */
export const shortWeek = (monday: string): string =>
  new Date(`${monday}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function barChart(options: {
  id: string;
  title: string;
  points: readonly ChartPoint[];
  format?: (value: number) => string;
}): SafeHtml {
  const { id, title, points } = options;
  const format = options.format ?? ((value: number) => String(value));
  const max = Math.max(0, ...points.map((p) => p.value));
  const slot = points.length ? WIDTH / points.length : WIDTH;
  const barWidth = Math.max(2, Math.floor(slot * 0.7));
  const description = points.map((p) => `${shortWeek(p.label)}: ${format(p.value)}`).join('; ');
  const bars = points.map((point, i) => {
    const value = Math.max(0, point.value);
    const height = max > 0 ? Math.round(((BASELINE - TOP) * value) / max) : 0;
    const x = Math.round(i * slot + (slot - barWidth) / 2);
    return html`<rect x="${x}" y="${BASELINE - height}" width="${barWidth}" height="${height}" fill="currentColor"></rect>${
      value > 0 && (i === points.length - 1 || value === max)
        ? html`<text x="${x + barWidth / 2}" y="${BASELINE - height - 3}" text-anchor="middle" font-size="10" fill="currentColor">${format(point.value)}</text>`
        : ''
    }`;
  });
  const first = points[0];
  const last = points[points.length - 1];
  return html`<svg class="chart" id="${id}" role="img" aria-labelledby="${id}-title ${id}-desc" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" xmlns="http://www.w3.org/2000/svg">
<title id="${id}-title">${title}</title>
<desc id="${id}-desc">${description || 'No data'}</desc>
<line x1="0" y1="${BASELINE + 0.5}" x2="${WIDTH}" y2="${BASELINE + 0.5}" stroke="currentColor" stroke-width="1" opacity="0.4"></line>
${bars}
${first ? html`<text x="0" y="${HEIGHT - 4}" font-size="10" fill="currentColor">${shortWeek(first.label)}</text>` : ''}
${last && last !== first ? html`<text x="${WIDTH}" y="${HEIGHT - 4}" text-anchor="end" font-size="10" fill="currentColor">${shortWeek(last.label)}</text>` : ''}
</svg>`;
}
