/**
 * Security headers of every answer of the edge. A request listener added before all others makes
 * each response add the baseline when its head is written, unless it set its own value by then
 * (`/metrics`, answers from the response cache and the raw operations, the Express app, its 404s and
 * error answers all write their head through `writeHead`), so no answer, however it is made, goes out
 * without them. A route that needs more sets its own values, which replace these: the pages
 * (PAGE_SECURITY_HEADERS / SITE_PAGE_SECURITY_HEADERS in site/src/kit/html.ts), the badge images, and
 * the interactive API docs (docsSecurityHeaders below).
 *
 * Why at `writeHead` rather than four `setHeader` calls on arrival: a response with no header set
 * before `writeHead(status, headers)` takes Node's fast path (the given headers written as they are);
 * one `setHeader` sends every later `writeHead` through `setHeader` again for each header it names.
 * The cached pages, cached reads and pictures write their whole head in one call, so the baseline
 * set on arrival cost them about a tenth of their time (docs/benchmarks.md, `npm run bench:images`).
 */
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from 'node:http';

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

const BASELINE = Object.entries(BASELINE_SECURITY_HEADERS);
const BASELINE_NAMES = BASELINE.map(([name]) => name.toLowerCase());

type HeadFields = OutgoingHttpHeaders | OutgoingHttpHeader[] | readonly (readonly [string, OutgoingHttpHeader])[];

/**
 * The fields `writeHead` was given with the baseline's missing ones in front, as one flat list
 * (`[name, value, …]`, which Node writes as it is): a name the answer gives wins, in any case.
 */
export function withBaseline(given: HeadFields | undefined | null): OutgoingHttpHeader[] {
  const fields: OutgoingHttpHeader[] = [];
  if (Array.isArray(given)) {
    if (given.length > 0 && Array.isArray(given[0]))
      for (const [name, value] of given as [string, OutgoingHttpHeader][]) fields.push(name, value);
    else for (const field of given as OutgoingHttpHeader[]) fields.push(field);
  } else if (given) {
    for (const name in given) {
      const value = (given as OutgoingHttpHeaders)[name];
      if (value !== undefined && Object.hasOwn(given, name)) fields.push(name, value);
    }
  }
  let missing = (1 << BASELINE.length) - 1;
  for (let i = 0; i < fields.length && missing !== 0; i += 2) {
    const at = BASELINE_NAMES.indexOf(String(fields[i]).toLowerCase());
    if (at >= 0) missing &= ~(1 << at);
  }
  if (missing === 0) return fields;
  const baseline: OutgoingHttpHeader[] = [];
  for (let i = 0; i < BASELINE.length; i++) if (missing & (1 << i)) baseline.push(BASELINE[i]![0], BASELINE[i]![1]);
  return fields.length === 0 ? baseline : baseline.concat(fields);
}

const nodeWriteHead = ServerResponse.prototype.writeHead as (
  this: ServerResponse,
  statusCode: number,
  ...rest: unknown[]
) => ServerResponse;

/**
 * `writeHead` with the baseline: headers set before it (`setHeader`, as Express does) are kept and
 * the baseline's missing names added the same way; otherwise the baseline and the given fields are
 * written in one list on Node's fast path. `_implicitHeader` (an `end()` or `write()` without a
 * `writeHead`) calls `this.writeHead` too, so every final answer passes here.
 */
function writeHeadWithBaseline(
  this: ServerResponse,
  statusCode: number,
  reason?: string | HeadFields,
  given?: HeadFields,
): ServerResponse {
  const fields = typeof reason === 'string' ? given : reason;
  let head: HeadFields | undefined = fields;
  if (!this.headersSent) {
    if (this.getHeaderNames().length === 0) head = withBaseline(fields);
    else for (const [name, value] of BASELINE) if (!this.hasHeader(name)) this.setHeader(name, value);
  }
  return typeof reason === 'string'
    ? nodeWriteHead.call(this, statusCode, reason, head)
    : nodeWriteHead.call(this, statusCode, head);
}

/**
 * Gives a response the baseline; whatever answers it later replaces these with its own values.
 * Added with `server.prependListener('request', …)`, so it runs before the listener that answers.
 * An own property rather than a subclass (`createServer`'s `ServerResponse` option): Express swaps
 * the prototype of the responses it handles for its own, which would drop a subclass's method.
 */
export const setBaselineSecurityHeaders = (_req: IncomingMessage, res: ServerResponse): void => {
  res.writeHead = writeHeadWithBaseline as ServerResponse['writeHead'];
};
