/**
 * Where to go after signing in: only a path on this site. The answer is a `Location` header, which a
 * browser resolves against this site's address, so it stays here exactly when it is `/` alone or `/`
 * followed by a character that is neither `/` nor `\` (browsers read `\` as `/`; `//host` and `/\host`
 * name another host). That is checked on the path as it will be sent, after URL normalisation has
 * collapsed dot segments (`/.//evil.example` and `/%2e%2e//evil.example` become `//evil.example`), and
 * again on its percent-decoded and NFKC-folded forms (`%2f`, `%5c`, double encoding, fullwidth and
 * other look-alike slashes and dots), in case anything on the way decodes it. Anything outside
 * printable ASCII (tabs and newlines, which browsers drop, spaces, Unicode) or doubtful falls back to
 * the default, so `next` is never an open redirect.
 *
 * The default, when there is no `next` (or it is refused), is the account's welcome page: what a person
 * can do here (vote, follow, submit a product, their products), not the developers' API keys page.
 *
 * Where it belongs: the site's kit. Only pages redirect people back (the gateway's sign-in and sign-up
 * pages, the site's vote and follow forms through `@listings/site`); the API answers with data, never
 * with a return path.
 */
export const DEFAULT_RETURN_PATH = '/account';

const MAX_LENGTH = 1000;
const ORIGIN = 'https://this-site.invalid';
/** `/` alone, or `/` and then neither `/` nor `\`. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;
/** Printable ASCII only: no controls (a browser drops tab, CR, LF), no space, no Unicode. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
/** Percent-decoding rounds tried on the path (double and triple encoding). */
const DECODING_ROUNDS = 3;

/** The path, query and fragment of `path` resolved on this site, or null when it leaves it. */
function normalised(path: string): string | null {
  if (!SAME_ORIGIN_PATH.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const result = url.pathname + url.search + url.hash;
  return SAME_ORIGIN_PATH.test(result) ? result : null;
}

/** True when some decoding of the path part of `result` would name another host or hold a control character. */
function decodesOffSite(result: string): boolean {
  let path = result.replace(/[?#].*$/s, '');
  for (let round = 0; round < DECODING_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true; // a malformed escape: doubtful
    }
    for (const form of [decoded, decoded.normalize('NFKC')]) {
      if (/[\\\u0000-\u001f\u007f-\u009f]/.test(form)) return true;
      if (normalised(form) === null) return true;
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return /%[0-9a-f]{2}/i.test(path); // still encoded after every round: doubtful
}

export function safeReturnPath(raw: unknown, fallback = DEFAULT_RETURN_PATH): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  if (!PRINTABLE_ASCII.test(raw) || raw.includes('\\')) return fallback;
  const result = normalised(raw);
  if (result === null || result.length > MAX_LENGTH) return fallback;
  // Once more on the result, as a browser would read the Location header: it must stay what it is.
  if (normalised(result) !== result || decodesOffSite(result)) return fallback;
  return result;
}
