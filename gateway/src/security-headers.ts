/**
 * Security headers of every answer of the edge. A request listener added before all others sets the
 * baseline on each response before anything else sees it (`/metrics`, answers from the response cache
 * and the raw operations, the Express app, its 404s and error answers), so no answer, however it is
 * made, goes out without them. A route that needs more sets its own values, which replace these: the
 * pages (PAGE_SECURITY_HEADERS / SITE_PAGE_SECURITY_HEADERS in site/src/kit/html.ts), the badge images, and
 * the interactive API docs (docsSecurityHeaders below).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Nothing may load, run, frame or be sniffed: right for JSON, problems, metrics, feeds and plain
 * text, none of which is a document that needs anything.
 */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/**
 * The interactive API docs (swagger-ui at /docs): its scripts and stylesheet are this site's own files
 * (swagger-ui-dist, served under /docs), so scripts only from 'self', never inline or evaluated. Its
 * page has inline `<style>` blocks and style attributes (swagger-ui-express's template, swagger-ui's
 * own), hence 'unsafe-inline' for styles only; its icons are data: images. "Try it out" calls the API
 * on this origin and on PUBLIC_BASE_URL's. docs.browser.e2e.spec.ts renders it under this policy.
 */
export function docsSecurityHeaders(publicBaseUrl: string): Record<string, string> {
  const api = new URL(publicBaseUrl).origin;
  return {
    ...BASELINE_SECURITY_HEADERS,
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      `connect-src 'self' ${api}`,
      "form-action 'none'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  };
}

/**
 * Sets the baseline on a response; whatever answers it later replaces these with its own values.
 * Added with `server.prependListener('request', …)`, so it runs before the listener that answers.
 */
export const setBaselineSecurityHeaders = (_req: IncomingMessage, res: ServerResponse): void => {
  for (const name in BASELINE_SECURITY_HEADERS) res.setHeader(name, BASELINE_SECURITY_HEADERS[name]);
};
