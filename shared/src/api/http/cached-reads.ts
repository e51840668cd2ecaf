/**
 * The fast path of public reads, on the raw node:http server in front of Express: an anonymous GET
 * under /v1 whose answer is in the response cache is rate-limited (the executor's limiter, per IP) and
 * answered from the stored bytes; everything else goes to Express untouched. Misses are filled where
 * the Express binding writes the executor's result, so both paths write the same Representation with
 * the same function.
 *
 * With `pages`, the site's HTML pages take the same path: a GET outside /v1 from someone who is not
 * signed in (no session cookie) is answered from the cache when the page's anonymous rendering is
 * there (the site's page kit fills it). A signed-in person's request never reads the cache.
 * `observers` see every request first, with its response (counting listing page views, whether cached
 * or not, once the answer is known).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Admission } from '../operations/executor.ts';
import { cacheKey, type ResponseCache } from './response-cache.ts';
import { requestSiteKeyOf } from './request-site.ts';
import { writeRepresentation, writeResult, type CachePolicy } from './representation.ts';

export interface CachedReadsOptions {
  cache: ResponseCache;
  policy: CachePolicy;
  /** The executor's rate-limit step (OperationExecutor.admitAnonymous). */
  admit: (clientIp: string, requestId: string | undefined) => Promise<Admission>;
  /** The client IP exactly as the Express app sees it (same trust-proxy rule). */
  clientIp: (req: IncomingMessage) => string;
  /** The X-Request-Id the Express binding would accept, if any. */
  requestId: (req: IncomingMessage) => string | undefined;
  /** Where every other request goes: the Express app. */
  next: RequestListener;
  /** Serve anonymous site pages from the cache too; `signedIn` tells a signed-in person's request (never cached). */
  pages?: { signedIn(req: IncomingMessage): boolean };
  /** Shown every request, and the response it will get, before it is answered; must return at once. */
  observers?: readonly ((req: IncomingMessage, res: ServerResponse) => void)[];
}

export const hasRequestBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** A request whose answer may be shared between clients: an anonymous GET without a body. */
export const isSharedRead = (req: IncomingMessage): boolean =>
  req.method === 'GET' && req.headers.authorization === undefined && !hasRequestBody(req);

export function cachedReads(options: CachedReadsOptions): RequestListener {
  const { cache, policy, admit, clientIp, requestId, next, pages, observers = [] } = options;
  return (req, res) => {
    for (const observe of observers) observe(req, res);
    const url = req.url ?? '';
    if (!isSharedRead(req)) return next(req, res);
    if (!url.startsWith('/v1/') && (!pages || url.startsWith('/v1?') || url === '/v1' || pages.signedIn(req)))
      return next(req, res);
    // The entry is taken on arrival: a read that arrived before an event was applied may be answered
    // with what was current then.
    const representation = cache.get(cacheKey('GET', url, requestSiteKeyOf(req)));
    if (!representation) return next(req, res);
    admit(clientIp(req), requestId(req)).then(
      (admission) => {
        if (admission.admitted) writeRepresentation(res, admission.headers, representation);
        else writeResult(res, admission.result, undefined, policy);
      },
      (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  };
}
