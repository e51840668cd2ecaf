/**
 * The operations of `/v1` on the raw node:http server, in front of Express. Express's router and body
 * parser cost more CPU per request than everything else a write does (authentication, validation,
 * Idempotency-Key, decide, append), so the requests whose handling is plain are taken here:
 *
 * - method and path match an operation exactly, and the first such operation in catalog order is the
 *   one taken (Express tries the routes in that order too);
 * - path parameters decode (decodeURIComponent, as Express does);
 * - no body, or a JSON body: `Content-Type: application/json` (charset utf-8 or none), no
 *   Content-Encoding, no Transfer-Encoding, a Content-Length within the limit.
 *
 * Everything else (HEAD, OPTIONS, a trailing slash or other letter case, compressed, chunked, oversized
 * or non-JSON bodies, paths of no operation) goes to Express untouched, which answers it as before:
 * this path only has to agree with Express on the requests it takes. It runs the same executor and
 * writes with the same function, and fills the response cache the same way (express-operations.ts).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { OperationDefinition } from '../catalog/operation.ts';
import type { OperationExecutor } from '../operations/executor.ts';
import { Problem } from './problem.ts';
import { hasRequestBody, isSharedRead } from './cached-reads.ts';
import { cacheKey, type ResponseCache } from './response-cache.ts';
import { requestSiteKeyOf, requestSiteOf } from './request-site.ts';
import { DEFAULT_CACHE_POLICY, isPublicRead, writeResult, type CachePolicy } from './representation.ts';
import { MAX_BODY_BYTES, clientRequestId } from './express-operations.ts';

export interface RawOperationsOptions {
  executor: OperationExecutor;
  operations: readonly OperationDefinition[];
  /** The client IP exactly as the Express app sees it (same trust-proxy rule). */
  clientIp: (req: IncomingMessage) => string;
  cache?: ResponseCache;
  policy?: CachePolicy;
  /** Where every other request goes: the Express app. */
  next: RequestListener;
}

const PREFIX = '/v1';
/** Express answers these itself before the operations router. */
const EXPRESS_ONLY = new Set(['/v1/openapi.json']);
const JSON_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*(?:utf-8|"utf-8")\s*)?$/i;

interface Route {
  operation: OperationDefinition;
  /** A literal segment, or null for a parameter. */
  segments: (string | null)[];
  names: string[];
}

const compile = (operation: OperationDefinition): Route => {
  const names: string[] = [];
  const segments = operation.path
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment;
      names.push(param[1]!);
      return null;
    });
  return { operation, segments, names };
};

/** The operation and decoded parameters for a path, or undefined to leave the request to Express. */
const matchRoute = (
  routes: readonly Route[],
  path: string,
): { operation: OperationDefinition; params: Record<string, string> } | undefined => {
  const parts = path.split('/').slice(1);
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    const values: string[] = [];
    let matches = true;
    for (let i = 0; i < parts.length && matches; i++) {
      const expected = route.segments[i];
      if (expected === null) {
        if (parts[i] === '') matches = false;
        else values.push(parts[i]!);
      } else matches = expected === parts[i];
    }
    if (!matches) continue;
    const params: Record<string, string> = {};
    try {
      route.names.forEach((name, i) => (params[name] = decodeURIComponent(values[i]!)));
    } catch {
      return undefined; // Express refuses an undecodable parameter its own way
    }
    return { operation: route.operation, params };
  }
  return undefined;
};

/** Whether the body is one this path reads exactly as Express's JSON body parser would. */
const plainJsonBody = (req: IncomingMessage): boolean => {
  if (req.headers['transfer-encoding'] !== undefined) return false;
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  const length = Number(req.headers['content-length']);
  return Number.isSafeInteger(length) && length <= MAX_BODY_BYTES && JSON_TYPE.test(req.headers['content-type'] ?? '');
};

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      // body-parser decodes with iconv-lite, which drops a byte order mark.
      resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    });
    req.on('error', reject);
  });

const invalidJson = () =>
  new Problem(400, 'invalid_json', 'The request body is not valid JSON.', {
    errors: [{ field: 'body', code: 'invalid_json', message: 'is not valid JSON' }],
  });

export function rawOperations(options: RawOperationsOptions): RequestListener {
  const { executor, clientIp, cache, policy = DEFAULT_CACHE_POLICY, next } = options;
  const byMethod = new Map<string, Route[]>();
  for (const operation of options.operations) {
    const method = operation.method.toUpperCase();
    byMethod.set(method, [...(byMethod.get(method) ?? []), compile(operation)]);
  }

  const run = async (
    req: IncomingMessage,
    res: ServerResponse,
    operation: OperationDefinition,
    params: Record<string, string>,
    query: string,
    withBody: boolean,
  ) => {
    let body: unknown;
    if (withBody) {
      const text = await readBody(req);
      try {
        // Like the body parser with strict: false: any JSON value, and an empty body reads as {}.
        body = text.length === 0 ? {} : JSON.parse(text);
      } catch {
        const problem = invalidJson();
        writeResult(
          res,
          { status: problem.status, body: problem.toBody(), headers: problem.headers },
          undefined,
          policy,
        );
        return;
      }
    }
    // The generation is taken before the handler reads: if an event is applied meanwhile, the answer is not stored.
    const fill =
      cache && isPublicRead(operation) && isSharedRead(req)
        ? { key: cacheKey('GET', req.url ?? '', requestSiteKeyOf(req)), generation: cache.generation }
        : undefined;
    const result = await executor.execute({
      operationId: operation.operationId,
      params,
      query: { ...parseQuery(query) },
      body,
      authorization: req.headers.authorization,
      idempotencyKey: headerValue(req.headers['idempotency-key']),
      clientIp: clientIp(req),
      requestId: clientRequestId(req),
      site: requestSiteOf(req),
    });
    const representation = writeResult(res, result, operation, policy);
    if (fill && representation.status === 200) cache!.set(fill.key, representation, fill.generation);
  };

  return (req, res) => {
    const url = req.url ?? '';
    const routes = byMethod.get(req.method ?? '');
    if (!routes || !url.startsWith(`${PREFIX}/`)) return next(req, res);
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (EXPRESS_ONLY.has(path)) return next(req, res);
    const match = matchRoute(routes, path.slice(PREFIX.length));
    const withBody = hasRequestBody(req);
    if (!match || (withBody && !plainJsonBody(req))) return next(req, res);
    run(req, res, match.operation, match.params, queryAt === -1 ? '' : url.slice(queryAt + 1), withBody).catch(
      (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  };
}

/** Express's req.get() of a header sent more than once gives the values joined; node gives a string for these. */
const headerValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;
