/**
 * What a link or an e-mail address the service stores and serves may be. One definition for both
 * sides: the operation catalog validates request bodies with these patterns (and states them in the
 * OpenAPI document), and the read side drops any stored value that does not meet them, so a value
 * recorded before the rules existed (`javascript:…`, a link with a quote or a space) is never served.
 *
 * The patterns are written in the subset of regular expressions that ECMAScript (the `u` flag, as
 * JSON Schema reads `pattern`), Python's `re` (Schemathesis, Hypothesis) and Rust's regex engines
 * read alike: no look-around, no `\p{…}`, no `\s`, code points named explicitly.
 */

/**
 * Letters of other scripts a host name (and a path, query or fragment) may hold, beside ASCII:
 * Latin with diacritics, basic Greek and Cyrillic, kana, CJK ideographs and Hangul syllables. Each is
 * a left-to-right letter that IDNA (UTS #46, as the WHATWG URL parser applies it) maps to a valid
 * label, alone or mixed, at any place in a label (checked code point by code point in
 * safe-links.unit.spec.ts). Other scripts are refused rather than risk a host the parser refuses.
 */
export const HOST_LETTERS: readonly (readonly [from: number, to: number])[] = [
  [0x00c0, 0x00d6],
  [0x00d8, 0x00f6],
  [0x00f8, 0x024f],
  [0x0391, 0x03a1],
  [0x03a3, 0x03c9],
  [0x0401, 0x0401],
  [0x0410, 0x044f],
  [0x0451, 0x0451],
  [0x3041, 0x3096],
  [0x30a1, 0x30fa],
  [0x4e00, 0x9fff],
  [0xac00, 0xd7a3],
];
const escaped = (code: number) => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
const LETTERS = HOST_LETTERS.map(([from, to]) =>
  from === to ? escaped(from) : `${escaped(from)}-${escaped(to)}`,
).join('');
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const IPV4 = `(?:${OCTET}\\.){3}${OCTET}`;
/** A label starts with a letter or digit; the last one with a letter, so the host never reads as a number. */
const LABEL = `[A-Za-z0-9${LETTERS}][A-Za-z0-9${LETTERS}-]*`;
const TOP_LABEL = `[A-Za-z${LETTERS}][A-Za-z0-9${LETTERS}-]*`;
const HOST = `(?:${IPV4}|(?:${LABEL}\\.)*${TOP_LABEL}\\.?)`;
const PORT = '(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}))?';
/**
 * A character of a path, query or fragment: RFC 3986's unreserved and sub-delimiters without the
 * apostrophe, `:` and `@`, a %-escape, or a letter of LETTERS (percent-encoded when normalised).
 * No whitespace, control, quote, backtick, backslash or angle bracket, anywhere.
 */
const CHAR = `(?:[A-Za-z0-9._~!$&()*+,;=:@${LETTERS}-]|%[0-9A-Fa-f]{2})`;
/** Path and query (`/…?…`, either may be left out), then a fragment. */
const TAIL = `(?:[/?](?:${CHAR}|[/?])*)?(?:#(?:${CHAR}|[/?])*)?`;

/** An http or https URL with a host and no user name or password (`user:pass@` has no place in it). */
export const HTTP_URL_PATTERN = `^https?://${HOST}${PORT}${TAIL}$`;
/** The same, https only (a milestone's link). */
export const HTTPS_URL_PATTERN = `^https://${HOST}${PORT}${TAIL}$`;

/** RFC 5322 atext without the apostrophe and the backtick. */
const ATEXT = 'A-Za-z0-9!#$%&*+/=?^_{|}~-';
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_DOMAIN_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/**
 * local@domain as RFC 5321 writes a mailbox one can type: a local part of 1 to 64 characters of atext
 * and dots, neither first nor last (no quotes, spaces or angle brackets), and a domain of at least two
 * labels ending in one that starts with a letter. Two dots in a row are not a dot-atom either: the
 * pattern cannot say so without look-ahead, which not every reader of the document has, so validation
 * refuses them beside it and the document's `format: email` says it.
 */
export const EMAIL_PATTERN = `^[${ATEXT}](?:[.${ATEXT}]{0,62}[${ATEXT}])?@(?:${DOMAIN_LABEL}\\.)+${TOP_DOMAIN_LABEL}$`;
/** RFC 5321: a path (the address) of at most 254 characters, a local part of at most 64. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

const httpUrlRegex = new RegExp(HTTP_URL_PATTERN, 'u');
const httpsUrlRegex = new RegExp(HTTPS_URL_PATTERN, 'u');
const emailRegex = new RegExp(EMAIL_PATTERN, 'u');

/** Length as JSON Schema counts it (`maxLength`): in code points, not UTF-16 code units. */
export const codePointLength = (value: string): number => {
  let length = 0;
  for (const _ of value) length++;
  return length;
};

/**
 * The normalised form (WHATWG URL `href`: lower-case host, IDNA host in ASCII, %-encoded path,
 * default port and dot segments removed) of an http(s) link that meets HTTP_URL_PATTERN, or null.
 * The write side stores this.
 */
export function normalisedHttpUrl(value: unknown, options: { httpsOnly?: boolean } = {}): string | null {
  if (typeof value !== 'string') return null;
  if (!(options.httpsOnly ? httpsUrlRegex : httpUrlRegex).test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && (options.httpsOnly || url.protocol !== 'http:')) return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url.href;
}

/**
 * A stored link as it may be served: the value itself when it is a safe http(s) link (see
 * normalisedHttpUrl), else null. The read side (projections, and the views of read models built
 * before these rules) passes every stored link through this.
 */
export const safeHttpUrl = (value: unknown): string | null =>
  normalisedHttpUrl(value) === null ? null : (value as string);

/**
 * The link to a company's own site (a listing's or a draft's `url`, a competitor's), which cannot be
 * left out: the value when safe, else its origin (`https://host[:port]`: no path, query or quote left).
 * Such a value was always an http(s) URL (the earlier validation parsed it); one that is not falls
 * back to a host that never resolves (RFC 6761).
 */
export function safeSiteUrl(value: unknown): string {
  const safe = safeHttpUrl(value);
  if (safe !== null) return safe;
  try {
    const url = new URL(String(value));
    // The origin passes the same rule as any link (browsers leave quotes and backticks in host names).
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return safeHttpUrl(url.origin) ?? 'https://invalid.invalid';
  } catch {
    // not a URL at all: the placeholder below
  }
  return 'https://invalid.invalid';
}

/** An e-mail address that meets EMAIL_PATTERN, without two dots in a row, at most 254 characters; or null. */
export function safeEmail(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH || !emailRegex.test(value)) return null;
  return value.includes('..') ? null : value;
}

/**
 * The `mailto:` href of an address that is a safeEmail, or null. Atext allows `?`, `&`, `=`, `%` and
 * `#`, which in a mailto URL are its syntax (`?bcc=…` adds a recipient): the local part is
 * percent-encoded, so the link goes to exactly this address and nothing else; the domain, letters,
 * digits, dots and hyphens only, stays as it is.
 */
export function mailtoHref(value: unknown): string | null {
  const address = safeEmail(value);
  if (address === null) return null;
  const at = address.lastIndexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${address.slice(at + 1)}`;
}

/** Links by platform, without those that are not safe http(s) links. */
export function safeSocials(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([platform, link]) => {
      const safe = safeHttpUrl(link);
      return safe === null ? [] : [[platform, safe]];
    }),
  );
}

/** An object with an optional `url` (a milestone), without the url when it is not a safe link. */
export function withSafeUrl<T extends { url?: string }>(item: T): T {
  if (item.url === undefined || safeHttpUrl(item.url) !== null) return item;
  const { url: _unsafe, ...rest } = item;
  return rest as T;
}
