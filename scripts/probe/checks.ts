/**
 * The probe's pure judgements (checks.unit.spec.ts tries each): where a redirect leads, which values
 * of a JSON answer are links that are not http(s), what two answers differ in once their per-request
 * tokens are taken out, what the data folder's modes and an answer's security headers lack, and how
 * many password checks the sign-in limits allow an attacker in a stretch of time.
 */

/**
 * Spellings of "another site" for a `next` return path: the tester's, and the ways browsers and URL
 * parsers are known to read a path as a host (dot segments, encoded and look-alike slashes,
 * backslashes, dropped tabs and newlines, schemes).
 */
export const HOSTILE_NEXT: readonly string[] = [
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/a/..//evil.example/x',
  '/a/b/../..//evil.example/x',
  '/././/evil.example/x',
  '/%2e//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/%2E%2E/%2F/evil.example/x',
  '/.%2e//evil.example/x',
  '//evil.example',
  '//evil.example/x',
  '///evil.example/x',
  '////evil.example',
  '/\\evil.example',
  '/\\\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%5cevil.example',
  '/%5Cevil.example/x',
  '/%2f%2fevil.example/x',
  '/%2F/evil.example',
  '/%252f%252fevil.example/x',
  '/%25%32%66%25%32%66evil.example',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r\n/evil.example/x',
  '\t//evil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  ' //evil.example',
  '/\u2215\u2215evil.example',
  '/\uff0f\uff0fevil.example',
  '/\uff3cevil.example',
  '/\uff0e\uff0e//evil.example/x',
  '//evil\u3002example',
  '//%65vil.example',
  'https://evil.example',
  'http://evil.example/x',
  'HTTPS://evil.example',
  'https:evil.example',
  'http:/\\evil.example',
  'https://127.0.0.1.evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

/**
 * Where a browser goes with this Location: resolved against the page's address (as browsers and the
 * WHATWG URL parser do, tabs and newlines dropped, `\` read as `/`). Null when it cannot be resolved.
 */
export function resolvedLocation(location: string, base: string): URL | null {
  try {
    return new URL(location, base);
  } catch {
    return null;
  }
}

/** Why this Location leaves the site, or null when it stays on `base`'s origin. */
export function offSite(location: string | null, base: string): string | null {
  if (location === null) return null;
  const url = resolvedLocation(location, base);
  if (!url) return `Location ${JSON.stringify(location)} cannot be resolved`;
  if (url.origin !== new URL(base).origin) return `Location ${JSON.stringify(location)} leads to ${url.href}`;
  return null;
}

/** What a browser would run or load as a document: a finding in any string of an answer. */
const DANGEROUS_URL = /^((java|vb|live)script:|data:[\w.+-]+\/|file:|blob:|filesystem:)/i;
/** Keys whose string values are links. */
const LINK_KEY = /(^|_)(url|urls|href|link|links|logo|website|src|homepage)$/i;
/** Objects whose every value is a link (platform → link). */
const LINK_OBJECT = /socials$/i;

/** What a browser ignores in a URL: leading/trailing C0 controls and spaces, tabs and newlines anywhere. */
const browserView = (value: string) =>
  value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/** True when a link value is acceptable: empty, or an absolute http(s) URL with a host. */
export function isHttpLink(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '' && browserView(value) === value;
  } catch {
    return false;
  }
}

type LinkMode = 'plain' | 'link' | 'socials';

/**
 * The places (JSON paths) in an answer holding a link that is not http(s): a string under a
 * link-named key (`url`, `logo_url`, `links` …) or in a socials object that is not an absolute
 * http(s) URL, or any string at all a browser would take for a javascript:, data:, file: … URL.
 */
export function unsafeLinks(value: unknown, path = '$', mode: LinkMode = 'plain'): string[] {
  if (typeof value === 'string') {
    const finding = [`${path} = ${JSON.stringify(value.slice(0, 80))}`];
    if (DANGEROUS_URL.test(browserView(value))) return finding;
    return mode !== 'plain' && !isHttpLink(value) ? finding : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => unsafeLinks(item, `${path}[${i}]`, mode));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      unsafeLinks(
        item,
        `${path}.${key}`,
        mode === 'socials' ? 'link' : LINK_OBJECT.test(key) ? 'socials' : LINK_KEY.test(key) ? 'link' : 'plain',
      ),
    );
  return [];
}

/**
 * A page's text with what differs from request to request taken out: CSRF tokens, nonces, and the
 * e-mail addresses that were typed (each answer repeats its own).
 */
export function comparableBody(text: string, typed: readonly string[] = []): string {
  let result = text
    .replace(/(name="csrf" value=")[^"]*"/g, '$1…"')
    .replace(/\bnonce="[^"]*"/g, 'nonce="…"')
    .replace(/'nonce-[^']*'/g, "'nonce-…'");
  for (const value of typed) {
    if (!value) continue;
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    result = result.replace(new RegExp(escaped, 'gi'), '«typed»');
  }
  return result;
}

/** The first place two texts differ, with some context, or null when they are equal. */
export function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 40);
  return `at ${i}: ${JSON.stringify(a.slice(from, i + 60))} vs ${JSON.stringify(b.slice(from, i + 60))}`;
}

export interface FileEntry {
  /** Relative to the data folder ('' for the folder itself). */
  path: string;
  mode: number;
  directory: boolean;
}

/**
 * The data folder must be 0700 and nothing in it readable, writable or searchable by group or others
 * (files 0600: their owner's only). Null when the entry is right, else what is wrong with it.
 */
export function modeProblem(entry: FileEntry): string | null {
  const mode = entry.mode & 0o777;
  const octal = `0${mode.toString(8).padStart(3, '0')}`;
  if (entry.path === '') return mode === 0o700 ? null : `the data folder is ${octal}, not 0700`;
  if (mode & 0o077) return `${entry.path} is ${octal}${entry.directory ? ' (a folder)' : ', not 0600'}`;
  return null;
}

/** Content types that are text and must say their charset. */
const TEXT_TYPE = /^(text\/|application\/(xml|javascript|ecmascript)\b|[a-z]+\/[a-z0-9.+-]*\+xml\b)/i;

/** What an answer lacks of the security headers every answer must carry. */
export function headerProblems(headers: { get(name: string): string | null }): string[] {
  const problems: string[] = [];
  const csp = headers.get('content-security-policy');
  if (!csp) problems.push('no Content-Security-Policy');
  else if (!/(^|;)\s*frame-ancestors\s/i.test(csp)) problems.push('CSP without frame-ancestors');
  if ((headers.get('x-content-type-options') ?? '').trim().toLowerCase() !== 'nosniff')
    problems.push('no X-Content-Type-Options: nosniff');
  const referrer = (headers.get('referrer-policy') ?? '').trim().toLowerCase();
  if (!referrer) problems.push('no Referrer-Policy');
  else if (/unsafe-url|no-referrer-when-downgrade/.test(referrer)) problems.push(`Referrer-Policy ${referrer}`);
  const type = headers.get('content-type');
  if (type && TEXT_TYPE.test(type) && !/;\s*charset=/i.test(type))
    problems.push(`Content-Type ${type} without charset`);
  return problems;
}

/** The sign-in limits the README and site/src/accounts/sign-in-limits.ts state (defaults). */
export const SIGN_IN_LIMITS = {
  /** Wrong passwords for an address (from anywhere) checked at once before the address is under attack. */
  checkedBeforeSlowDown: 10,
  /** Under attack: one password check per slot of this many seconds for clients that are not known devices. */
  slotSeconds: 15,
} as const;

/**
 * The most wrong passwords the sign-in limits may check for one address in `durationMs` of attack:
 * the first `checkedBeforeSlowDown` at once, then one per slot, counting the slots the stretch touches
 * (a stretch of d seconds touches at most ceil(d / slot) + 1 of them).
 */
export function allowedVerdicts(durationMs: number, limits = SIGN_IN_LIMITS): number {
  return limits.checkedBeforeSlowDown + Math.ceil(durationMs / 1000 / limits.slotSeconds) + 1;
}

export interface GroupResult {
  group: string;
  cases: number;
  failures: string[];
}

/** `pass <group>: <n> cases` or `fail <group>: <first failures>` (one line; .ci/summarise.mjs counts it). */
export function resultLine(result: GroupResult, shown = 3): string {
  if (result.failures.length === 0) return `pass ${result.group}: ${result.cases} cases`;
  const first = result.failures
    .slice(0, shown)
    .map((failure) => failure.replace(/\s+/g, ' ').slice(0, 300))
    .join(' | ');
  const more = result.failures.length > shown ? ` (+${result.failures.length - shown} more)` : '';
  return `fail ${result.group}: ${first}${more}`;
}

/** Counts a group's cases and keeps its failures. */
export class Tally {
  readonly group: string;
  cases = 0;
  readonly failures: string[] = [];

  constructor(group: string) {
    this.group = group;
  }

  /** One case: fails with `message` unless `ok`. */
  check(ok: boolean, message: string): boolean {
    this.cases++;
    if (!ok) this.failures.push(message);
    return ok;
  }

  fail(message: string): void {
    this.cases++;
    this.failures.push(message);
  }

  result(): GroupResult {
    return { group: this.group, cases: this.cases, failures: [...this.failures] };
  }
}
