/**
 * A listing's logo as the pages show it: a `<picture>` with the WebP renditions (1× and 2×) and the
 * PNG as the `<img>` every browser falls back to, all from /images/<hash> on the site itself (so
 * `img-src 'self'` holds), with width, height and alt text (nothing shifts while it loads, and a
 * screen reader names it). Without a logo, the caller keeps its monogram tile.
 */
import type { LogoView } from '@listings/query-service/listings';
import { html, type SafeHtml } from '../kit/html.ts';

/** The renditions nearest `size` and twice it, PNG and WebP (renditions are 48, 96, 192, 512). */
const pick = (sources: Record<number, string>, size: number): [string | undefined, string | undefined] => {
  const sizes = Object.keys(sources)
    .map(Number)
    .sort((a, b) => a - b);
  const at = (wanted: number) => sources[sizes.find((s) => s >= wanted) ?? sizes[sizes.length - 1]!];
  return [at(size), at(size * 2)];
};

export function logoPicture(logo: LogoView, options: { size: number; alt: string; className?: string }): SafeHtml {
  const { size, alt } = options;
  const [png1, png2] = pick(logo.png, size);
  const [webp1, webp2] = pick(logo.webp, size);
  const webp = webp1 ? html`<source type="image/webp" srcset="${webp1} 1x${webp2 ? `, ${webp2} 2x` : ''}">` : '';
  return html`<picture class="${options.className ?? 'logo'}">${webp}<img src="${png1 ?? ''}"${png2 ? html` srcset="${png1} 1x, ${png2} 2x"` : ''} width="${String(size)}" height="${String(size)}" alt="${alt}" decoding="async"></picture>`;
}
