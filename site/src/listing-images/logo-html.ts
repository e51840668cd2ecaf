/**
 * A listing's logo as the pages show it: a `<picture>` with the WebP renditions (1× and 2×) and the
 * PNG as the `<img>` every browser falls back to, all from /images/<hash> on the site itself (so
 * `img-src 'self'` holds), with width, height and alt text (nothing shifts while it loads, and a
 * screen reader names it). Without a logo, the caller keeps its monogram tile. A screenshot the same
 * way, in its own proportions.
 */
import type { LogoView } from '@listings/query-service/listings';
import type { ListingImage } from '@listings/shared/contracts/listings';
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

/** A screenshot at 640 wide (1280 for sharp screens), with its width, height and alt. */
export function screenshotPicture(image: ListingImage, alt: string): SafeHtml {
  const at = (format: 'webp' | 'png') =>
    image.renditions.filter((r) => r.format === format).sort((a, b) => a.size - b.size);
  const [webp, png] = [at('webp'), at('png')];
  const small = png[0]!;
  const srcset = (list: typeof png) =>
    list
      .map(
        (r, i) =>
          `/images/${r.hash} ${i === 0 ? '1x' : `${(r.size / list[0]!.size).toFixed(2).replace(/\.?0+$/, '')}x`}`,
      )
      .join(', ');
  return html`<picture class="shot"><source type="image/webp" srcset="${srcset(webp)}"><img src="/images/${small.hash}" srcset="${srcset(png)}" width="${String(small.size)}" height="${String(small.height ?? small.size)}" alt="${alt}" loading="lazy" decoding="async"></picture>`;
}

/**
 * A founder's face: their photo (cropped square, 48/96/192, shown round) with width, height and alt,
 * or their initials in the monogram tile when they have none.
 */
export function faceOf(name: string, photo: LogoView | undefined, size: 48 | 96): SafeHtml {
  if (!photo) return monogramFace(name, size);
  return logoPicture(photo, { size, alt: `Photo of ${name}`, className: `face face-${size}` });
}

const monogramFace = (name: string, size: number): SafeHtml => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = (words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2)).toUpperCase();
  return html`<span class="face face-${String(size)} initials" aria-hidden="true">${initials}</span>`;
};
