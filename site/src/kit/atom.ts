/**
 * XML documents of the public site: Atom 1.0 feeds (RFC 4287) and the escaping the sitemap shares.
 *
 * What makers, founders and editors write is text, never markup: every text construct (title,
 * subtitle, rights, summary) is `type="text"` and XML-escaped, so a feed reader that renders HTML
 * shows `<img src=x onerror=…>` as those characters instead of running it, and no value can end an
 * element or a CDATA section. Characters XML 1.0 does not allow (most control characters, lone
 * surrogates) are dropped, so no value makes a document unreadable.
 */

/** Characters outside XML 1.0's `Char` production. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text (or an attribute value) for an XML document. */
export const xmlText = (value: string): string =>
  value
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export interface AtomEntry {
  /** Absolute URL; also the entry's `id`. */
  link: string;
  title: string;
  updated: Date;
  published?: Date;
  /** Plain text. */
  summary?: string;
  authors?: readonly string[];
}

export interface AtomFeed {
  /** Absolute URL of the page the feed mirrors; also the feed's `id`. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  title: string;
  subtitle?: string;
  rights?: string;
  generator?: string;
  /** Who writes the feed (RFC 4287 wants an author on the feed or on every entry). */
  author?: string;
  language?: string;
  updated: Date;
  entries: readonly AtomEntry[];
}

const EPOCH = '1970-01-01T00:00:00.000Z';
const dateText = (date: Date): string => (Number.isNaN(date.getTime()) ? EPOCH : date.toISOString());
const text = (name: string, value: string) => `<${name} type="text">${xmlText(value)}</${name}>`;

/** The feed as an Atom document (`application/atom+xml`). */
export function atomFeed(feed: AtomFeed): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${feed.language ? ` xml:lang="${xmlText(feed.language)}"` : ''}>`,
    `  <id>${xmlText(feed.link)}</id>`,
    `  ${text('title', feed.title)}`,
    ...(feed.subtitle ? [`  ${text('subtitle', feed.subtitle)}`] : []),
    `  <updated>${dateText(feed.updated)}</updated>`,
    ...(feed.generator ? [`  <generator>${xmlText(feed.generator)}</generator>`] : []),
    `  <link rel="alternate" type="text/html" href="${xmlText(feed.link)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(feed.self)}"/>`,
    ...(feed.author ? [`  <author><name>${xmlText(feed.author)}</name></author>`] : []),
    ...(feed.rights ? [`  ${text('rights', feed.rights)}`] : []),
  ];
  for (const entry of feed.entries) {
    lines.push(
      '  <entry>',
      `    <id>${xmlText(entry.link)}</id>`,
      `    ${text('title', entry.title)}`,
      `    <link rel="alternate" type="text/html" href="${xmlText(entry.link)}"/>`,
      `    <updated>${dateText(entry.updated)}</updated>`,
      ...(entry.published ? [`    <published>${dateText(entry.published)}</published>`] : []),
      ...(entry.authors ?? []).map((name) => `    <author><name>${xmlText(name)}</name></author>`),
      ...(entry.summary ? [`    ${text('summary', entry.summary)}`] : []),
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
