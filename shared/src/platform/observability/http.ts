/**
 * The outermost HTTP listener of a process: answers `GET /metrics` (Prometheus text; only with
 * `Authorization: Bearer <METRICS_TOKEN>` when a token is set), and times every other request by
 * operation, method and status. While tracing is on, each request is a server span (continuing a
 * `traceparent` header when the caller sent one) that the command, its appended events and everything
 * downstream belong to.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener } from 'node:http';
import { httpRequestDuration, metricsContentType, renderMetrics } from './metrics.ts';
import { bindToActiveContext, inSpan, SpanKind, tracingOn } from './tracing.ts';

export interface HttpObserverOptions {
  /** The catalog operation a request is for (`create_draft`), if it is an API request. */
  operationOf?: (method: string, path: string) => string | undefined;
  /** When set, /metrics answers only requests presenting it as a bearer token. */
  metricsToken?: string | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Does the request carry the token? (Compared as digests in constant time.) */
export function presentsToken(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(given), digest(token));
}

/** Serves /metrics on `req` if that is what it asks for; true when answered. */
export function serveMetrics(
  req: IncomingMessage,
  res: Parameters<RequestListener>[1],
  token: string | null | undefined,
): boolean {
  const url = req.url ?? '/';
  if (!url.startsWith('/metrics') || pathOf(url) !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD'))
    return false;
  if (token && !presentsToken(req, token)) {
    res
      .writeHead(401, {
        'content-type': 'application/problem+json; charset=utf-8',
        'www-authenticate': 'Bearer realm="metrics"',
        'cache-control': 'no-store',
      })
      .end(
        JSON.stringify({
          type: 'about:blank',
          title: 'Unauthorized',
          status: 401,
          code: 'metrics_token_required',
          detail: 'The metrics need the bearer token the operator set in METRICS_TOKEN.',
        }),
      );
    return true;
  }
  renderMetrics().then(
    (text) => res.writeHead(200, { 'content-type': metricsContentType, 'cache-control': 'no-store' }).end(text),
    () =>
      res
        .writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .end('metrics could not be collected\n'),
  );
  return true;
}

/** The URL's path, without its query. */
const pathOf = (url: string): string => {
  const mark = url.indexOf('?');
  return mark < 0 ? url : url.slice(0, mark);
};

/** The label of a request that is not an API operation: its first path segment, bounded by what exists. */
const routeOf = (path: string, status: number): string => {
  if (status === 404) return 'unmatched';
  // What path.split('/')[1] gives, without the array.
  const first = path.indexOf('/');
  const end = first < 0 ? -1 : path.indexOf('/', first + 1);
  const segment = first < 0 ? '' : end < 0 ? path.slice(first + 1) : path.slice(first + 1, end);
  return routes.get(segment) ?? routeOfSegment(segment);
};

/** The labels of the segments seen, so a page or picture request builds none (at most 1,000 of 40 characters). */
const routes = new Map<string, string>();
const routeOfSegment = (segment: string): string => {
  if (!/^[\w.-]{0,40}$/.test(segment)) return 'other';
  const route = `/${segment}`;
  if (routes.size < 1000) routes.set(segment, route);
  return route;
};

/** The request's duration into the histogram, labelled by what it was and how it ended. */
const observeDuration = (
  operation: string | undefined,
  path: string,
  method: string,
  status: number,
  startedMs: number,
): void =>
  httpRequestDuration.observe(
    operation ?? routeOf(path, status),
    method,
    status,
    (performance.now() - startedMs) / 1000,
  );

export function observeHttp(listener: RequestListener, options: HttpObserverOptions = {}): RequestListener {
  return (req, res) => {
    if (serveMetrics(req, res, options.metricsToken)) return;
    const startedMs = performance.now();
    const method = req.method ?? 'GET';
    const path = pathOf(req.url ?? '/');
    const operation = options.operationOf?.(method, path);
    // 'close' comes once per response, when it ended or its connection did.
    if (!tracingOn()) {
      res.on('close', () => observeDuration(operation, path, method, res.statusCode, startedMs));
      return listener(req, res);
    }
    const header = req.headers.traceparent;
    void inSpan(
      `${method} ${operation ?? path.split('/').slice(0, 2).join('/')}`,
      {
        kind: SpanKind.SERVER,
        traceparent: typeof header === 'string' ? header : undefined,
        attributes: {
          'http.request.method': method,
          'url.path': path,
          ...(operation ? { 'operation.id': operation } : {}),
        },
      },
      (span) =>
        new Promise<void>((resolve) => {
          res.once('close', () => {
            span?.setAttribute('http.response.status_code', res.statusCode);
            observeDuration(operation, path, method, res.statusCode, startedMs);
            resolve();
          });
          listener(bindToActiveContext(req), bindToActiveContext(res));
        }),
    );
  };
}
