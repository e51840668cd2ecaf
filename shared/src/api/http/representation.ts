/**
 * How an operation's result becomes HTTP bytes and headers — the one place, whether the answer comes
 * from the executor (through Express) or from the response cache (on the raw server):
 *
 * - public reads (access `public`, GET, 200): a strong `ETag` (hash of the body bytes),
 *   `Cache-Control: public, max-age, stale-while-revalidate` and `Vary: Authorization`;
 *   `If-None-Match` (RFC 9110 §13.1.2: `*`, lists, weak comparison) turns them into 304;
 * - account operations: `Cache-Control: private, no-store`;
 * - errors: `Cache-Control: no-store`.
 *
 * A Representation holds everything but the per-request rate-limit headers, so it can be cached and
 * written again for another request unchanged.
 */
import { hash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { OperationDefinition } from '../catalog/operation.ts';
import type { OperationResult } from '../operations/result.ts';
import { PER_REQUEST_HEADERS } from '../operations/rate-limit.ts';
import { PROBLEM_CONTENT_TYPE } from './problem.ts';

export interface CachePolicy {
  /** `max-age` of public reads, in seconds. */
  maxAgeSeconds: number;
  /** `stale-while-revalidate` of public reads, in seconds. */
  staleWhileRevalidateSeconds: number;
}

export const DEFAULT_CACHE_POLICY: CachePolicy = { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 300 };

export interface Representation {
  status: number;
  /** Every header of the answer but the per-request ones (RateLimit, RateLimit-Policy). */
  headers: Record<string, string>;
  body: Buffer;
  /** Strong validator of `body`; only public reads have one. */
  etag?: string;
  /** The headers of a 304 answered instead (no Content-Type or Content-Length). */
  notModifiedHeaders?: Record<string, string>;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const PROBLEM_CONTENT_TYPE_UTF8 = `${PROBLEM_CONTENT_TYPE}; charset=utf-8`;

export const isPublicRead = (operation: OperationDefinition | undefined): operation is OperationDefinition =>
  operation !== undefined && operation.access === 'public' && operation.method === 'get';

export function cacheControl(operation: OperationDefinition | undefined, status: number, policy: CachePolicy): string {
  if (status >= 400) return 'no-store';
  if (isPublicRead(operation) && status === 200) {
    return `public, max-age=${policy.maxAgeSeconds}, stale-while-revalidate=${policy.staleWhileRevalidateSeconds}`;
  }
  return operation && operation.access !== 'public' ? 'private, no-store' : 'no-store';
}

/** A strong entity tag: 192 bits of SHA-256 of the body bytes, base64url. */
export const strongEtag = (body: Buffer): string => `"${hash('sha256', body, 'base64url').slice(0, 32)}"`;

/**
 * RFC 9110 §13.1.2: true when the field lists `etag` (weak comparison, so `W/"x"` matches `"x"`) or
 * is `*`. Entity tags may contain commas, so the list is read tag by tag rather than split on commas.
 */
export function ifNoneMatchMatches(field: string, etag: string): boolean {
  if (field.trim() === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const match of field.matchAll(/(?:W\/)?("[^"]*")/g)) if (match[1] === opaque) return true;
  return false;
}

/** Splits a result's headers into the per-request ones and the rest. */
export function splitHeaders(headers: Record<string, string> = {}): {
  perRequest: Record<string, string>;
  rest: Record<string, string>;
} {
  const perRequest: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const name in headers) {
    if (PER_REQUEST_HEADERS.has(name.toLowerCase())) perRequest[name] = headers[name];
    else rest[name] = headers[name];
  }
  return { perRequest, rest };
}

/** The bytes and headers of a result (without its per-request headers). The edge's headers win over a handler's. */
export function represent(
  result: OperationResult,
  operation: OperationDefinition | undefined,
  policy: CachePolicy,
): Representation {
  const { rest } = splitHeaders(result.headers);
  const body = Buffer.from(JSON.stringify(result.body) ?? '', 'utf8');
  const status = result.status;
  const caching: Record<string, string> = { 'Cache-Control': cacheControl(operation, status, policy) };
  let etag: string | undefined;
  if (isPublicRead(operation) && status === 200) {
    etag = strongEtag(body);
    caching.ETag = etag;
    caching.Vary = 'Authorization';
  }
  const withoutEntity = {
    ...withoutNames(rest, ['content-type', 'content-length', 'cache-control', 'etag', 'vary']),
    ...caching,
  };
  return {
    status,
    headers: {
      ...withoutEntity,
      'Content-Type': status >= 400 ? PROBLEM_CONTENT_TYPE_UTF8 : JSON_CONTENT_TYPE,
      'Content-Length': String(body.length),
    },
    body,
    ...(etag ? { etag, notModifiedHeaders: withoutEntity } : {}),
  };
}

const withoutNames = (headers: Record<string, string>, names: string[]): Record<string, string> => {
  const kept: Record<string, string> = {};
  for (const name in headers) if (!names.includes(name.toLowerCase())) kept[name] = headers[name];
  return kept;
};

/**
 * Writes a representation, or 304 when the request's If-None-Match matches its ETag. The same
 * function answers from the executor and from the cache, so both send the same bytes and headers.
 */
export function writeRepresentation(
  res: ServerResponse,
  perRequest: Record<string, string>,
  representation: Representation,
): void {
  const ifNoneMatch = res.req?.headers['if-none-match'];
  if (
    representation.etag !== undefined &&
    ifNoneMatch !== undefined &&
    ifNoneMatchMatches(ifNoneMatch, representation.etag)
  ) {
    res.writeHead(304, withPerRequest(perRequest, representation.notModifiedHeaders));
    res.end();
    return;
  }
  res.writeHead(representation.status, withPerRequest(perRequest, representation.headers));
  res.end(representation.body);
}

/**
 * The per-request headers and the representation's as one flat list for one `writeHead` call: a
 * response whose head is written in one call takes Node's fast path, where a `setHeader` before it
 * sends every header through `setHeader` again (docs/benchmarks.md, `npm run bench:images`). The two
 * never share a name (splitHeaders), so the list says what the two steps said.
 */
function withPerRequest(
  perRequest: Record<string, string>,
  headers: Record<string, string> = {},
): Record<string, string> | string[] {
  let fields: string[] | undefined;
  for (const name in perRequest) (fields ??= []).push(name, perRequest[name]);
  if (fields === undefined) return headers;
  for (const name in headers) fields.push(name, headers[name]);
  return fields;
}

/** Represents and writes an executor result; returns the representation (for the response cache). */
export function writeResult(
  res: ServerResponse,
  result: OperationResult,
  operation: OperationDefinition | undefined,
  policy: CachePolicy,
): Representation {
  const representation = represent(result, operation, policy);
  writeRepresentation(res, splitHeaders(result.headers).perRequest, representation);
  return representation;
}
