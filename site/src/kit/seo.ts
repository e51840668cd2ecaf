/**
 * What a page says about itself to search engines and link previews: description, canonical link,
 * OpenGraph and Twitter card tags, and JSON-LD. JSON-LD is a data block (`application/ld+json`), which
 * the CSP does not treat as script; `<` is escaped so no value can close the element.
 */
import { html, type SafeHtml, SafeHtml as Safe } from './html.ts';
import type { CardImage } from './social/cards.ts';

export interface PageMeta {
  siteName: string;
  title: string;
  description: string;
  /** Absolute URL of the page's one address. */
  canonical: string;
  type?: 'website' | 'article' | 'profile';
  jsonLd?: readonly object[];
  /** `noindex` for pages that should not be listed (e.g. search results). */
  robots?: string;
  /** The page's social card (social/cards.ts): og:image and a large Twitter card. */
  image?: CardImage;
}

/** JSON for a `<script type="application/ld+json">` block: `<`, `>`, `&` and line separators escaped. */
export const jsonLdText = (value: object): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Plain text cut to `max` characters at a word, for descriptions. */
export const summarise = (text: string | null | undefined, max = 160): string => {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
};

export function pageHead(meta: PageMeta): SafeHtml {
  const description = summarise(meta.description, 200);
  return html`<meta name="description" content="${description}">
<link rel="canonical" href="${meta.canonical}">
${meta.robots ? html`<meta name="robots" content="${meta.robots}">` : ''}
<meta property="og:site_name" content="${meta.siteName}">
<meta property="og:type" content="${meta.type ?? 'website'}">
<meta property="og:title" content="${meta.title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${meta.canonical}">
${
  meta.image
    ? html`<meta property="og:image" content="${meta.image.url}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${meta.image.width}">
<meta property="og:image:height" content="${meta.image.height}">
<meta property="og:image:alt" content="${meta.image.alt}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:image" content="${meta.image.url}">
<meta name="twitter:image:alt" content="${meta.image.alt}">`
    : html`<meta name="twitter:card" content="summary">`
}
<meta name="twitter:title" content="${meta.title}">
<meta name="twitter:description" content="${description}">
${(meta.jsonLd ?? []).map((data) => new Safe(`<script type="application/ld+json">${jsonLdText(data)}</script>\n`))}
<link rel="alternate" type="application/atom+xml" title="${meta.siteName}: launches" href="/feeds/launches.xml">
<link rel="alternate" type="application/atom+xml" title="${meta.siteName}: blog" href="/feeds/blog.xml">
<link rel="alternate" type="application/atom+xml" title="${meta.siteName}: latest updates" href="/feeds/updates.xml">`;
}

/** A BreadcrumbList from (name, absolute URL) pairs, home first. */
export const breadcrumbs = (items: readonly { name: string; url: string }[]): object => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
});
