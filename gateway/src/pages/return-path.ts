/**
 * Where to go after signing in: only a path on this site. Anything else (another host, `//host`,
 * `/\host`, a scheme, control characters) falls back to the default, so `next` is never an open
 * redirect.
 */
export const DEFAULT_RETURN_PATH = '/account/api-keys';

export function safeReturnPath(raw: unknown, fallback = DEFAULT_RETURN_PATH): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 1000) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, 'https://this-site.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://this-site.invalid') return fallback;
  return url.pathname + url.search + url.hash;
}
