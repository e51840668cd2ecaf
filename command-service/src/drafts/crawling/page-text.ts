/**
 * What a page says, as text: the visible text (evidence quotes are checked against it) and the
 * "meta text" (what the page states outside visible text: title, meta tags, JSON-LD, link targets).
 *
 * Visible text: script, style, noscript, template, svg, iframe, canvas, head and `[hidden]` elements
 * are dropped; headings, paragraphs, list items, table rows and cells, and other blocks each start a
 * new line; inside a line every run of whitespace is one space. So the text is whitespace-normalised
 * with one newline between blocks (evidence matching treats newlines as spaces).
 */
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

type CheerioAPI = cheerio.CheerioAPI;

const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'canvas',
  'head',
  'object',
  'embed',
  'select',
  'datalist',
]);
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'br',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'option',
  'button',
  'label',
  'legend',
]);

/** Unicode spaces to a plain space, zero-width characters and soft hyphens removed, NFC. */
export function cleanInline(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/\s+/g, ' ');
}

/** Lines trimmed and whitespace-collapsed, blank lines dropped. */
export function normaliseLines(text: string): string {
  return text
    .split('\n')
    .map((line) => cleanInline(line).trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * The visible text of the page or of `root`, lines normalised. With `limit`, the walk stops once it has read that
 * many characters or visited that many nodes: a reader that needs only the beginning (a question, an answer cut at
 * 1,500 characters) costs no more on a hostile page of nested panels.
 */
export function visibleText($: CheerioAPI, root?: cheerio.Cheerio<AnyNode>, limit = Infinity): string {
  const out: string[] = [];
  let read = 0;
  let visited = 0;
  const walk = (node: AnyNode) => {
    if (read > limit || ++visited > limit) return;
    if (node.type === 'text') {
      const whole = (node as unknown as { data: string }).data;
      // A text node past the limit is read only so far (one 1 MB node in nested panels is not read whole each time).
      const data = limit === Infinity ? whole : whole.slice(0, limit - read + 1);
      read += data.length;
      out.push(data.replace(/\n/g, ' '));
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root' && node.type !== 'script' && node.type !== 'style') return;
    if (node.type !== 'root') {
      const element = node as Element;
      const name = element.name.toLowerCase();
      if (DROPPED.has(name) || node.type === 'script' || node.type === 'style') return;
      if (element.attribs && 'hidden' in element.attribs) return;
      if (name === 'img') {
        return; // alt text is not visible text
      }
      const block = BLOCKS.has(name);
      if (block) out.push('\n');
      for (const child of element.children) walk(child);
      if (block) out.push('\n');
      return;
    }
    for (const child of (node as unknown as { children: AnyNode[] }).children) walk(child);
  };
  const start = root ?? $.root();
  start.each((_, node) => walk(node));
  return normaliseLines(out.join(''));
}

/** A text with whitespace collapsed to single spaces, trimmed (for values and quotes). */
export const oneLine = (text: string) => cleanInline(text).trim();

/** Web IRC clients whose address's fragment names the channel they open (verify/field-rules.ts reads it too). */
export const IRC_WEB_CLIENT = /^(?:webchat\.freenode\.net|web\.libera\.chat|webchat\.oftc\.net|kiwiirc\.com)$/i;

export function absoluteUrl(href: string | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'mailto:') return null;
    // A fragment points inside a page, except on matrix.to, where it is the chat room ("#/#room:server"),
    // and on a web IRC client, where it is the channel ("webchat.freenode.net/?channels=#etherpad-lite-dev").
    if (url.hostname !== 'matrix.to' && !IRC_WEB_CLIENT.test(url.hostname)) url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

export interface PageLink {
  url: string;
  text: string;
}

export function pageLinks($: CheerioAPI, base: string): PageLink[] {
  const links: PageLink[] = [];
  $('a[href]').each((_, element) => {
    const url = absoluteUrl($(element).attr('href'), base);
    if (!url) return;
    const text =
      oneLine($(element).text()) ||
      oneLine($(element).attr('aria-label') ?? '') ||
      oneLine($(element).attr('title') ?? '');
    links.push({ url, text });
  });
  return links;
}

/** Every JSON-LD object on the page, flattened out of arrays and @graph. */
export function jsonLdObjects($: CheerioAPI): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      found.push(object);
      if (object['@graph']) visit(object['@graph']);
    }
  };
  $('script[type="application/ld+json"]').each((_, element) => {
    try {
      visit(JSON.parse($(element).text()));
    } catch {
      // malformed JSON-LD is ignored
    }
  });
  return found;
}

const META_NAMES = ['description', 'keywords', 'author', 'application-name'];

/**
 * The page's statements outside visible text, one per line, in the form `<source>: <value>`:
 * `title: …`, `meta description: …`, `meta og:image: https://…` (URLs made absolute),
 * `json-ld Organization.name: …`, `link: https://x.com/acme`, `icon: https://…/favicon.png`,
 * `image: https://…/logo.png`, `video: https://youtube.com/embed/…`.
 */
export function metaText($: CheerioAPI, base: string): string {
  const lines: string[] = [];
  const title = oneLine($('title').first().text());
  if (title) lines.push(`title: ${title}`);
  $('meta').each((_, element) => {
    const key = ($(element).attr('property') ?? $(element).attr('name') ?? '').trim().toLowerCase();
    const content = oneLine($(element).attr('content') ?? '');
    if (!key || !content) return;
    if (!(META_NAMES.includes(key) || key.startsWith('og:') || key.startsWith('twitter:'))) return;
    const value = /(image|url|video)$/.test(key) ? (absoluteUrl(content, base) ?? content) : content;
    lines.push(`meta ${key}: ${value}`);
  });
  for (const object of jsonLdObjects($)) {
    const type = Array.isArray(object['@type']) ? String(object['@type'][0]) : String(object['@type'] ?? 'Thing');
    const flatten = (value: unknown, path: string, depth: number) => {
      if (depth > 4) return;
      if (typeof value === 'string' || typeof value === 'number') {
        const text = oneLine(String(value));
        if (text) lines.push(`json-ld ${path}: ${text}`);
      } else if (Array.isArray(value)) {
        value.forEach((item) => flatten(item, path, depth + 1));
      } else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === '@context' || key === '@graph') continue;
          flatten(inner, `${path}.${key}`, depth + 1);
        }
      }
    };
    for (const [key, value] of Object.entries(object)) {
      if (key === '@context' || key === '@graph' || key === '@type') continue;
      flatten(value, `${type}.${key}`, 0);
    }
  }
  $('link[rel]').each((_, element) => {
    const rel = ($(element).attr('rel') ?? '').toLowerCase();
    if (!/icon/.test(rel)) return;
    const url = absoluteUrl($(element).attr('href'), base);
    if (url) lines.push(`icon: ${url}`);
  });
  $('img[src]').each((_, element) => {
    const url = absoluteUrl($(element).attr('src'), base);
    if (url) lines.push(`image: ${url}${$(element).attr('alt') ? ` ${oneLine($(element).attr('alt')!)}` : ''}`);
  });
  $('iframe[src], video[src], video source[src]').each((_, element) => {
    const url = absoluteUrl($(element).attr('src'), base);
    if (url) lines.push(`video: ${url}`);
  });
  const seen = new Set<string>();
  for (const link of pageLinks($, base)) {
    if (seen.has(link.url)) continue;
    seen.add(link.url);
    lines.push(`link: ${link.url}`);
  }
  return normaliseLines(lines.join('\n'));
}

export interface ParsedPage {
  title: string;
  text: string;
  metaText: string;
  links: PageLink[];
}

export function parsePage(html: string, url: string): ParsedPage {
  const $ = cheerio.load(html);
  return {
    title: oneLine($('title').first().text()),
    text: visibleText($),
    metaText: metaText($, url),
    links: pageLinks($, url),
  };
}
