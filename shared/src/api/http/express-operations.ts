/**
 * Express binding of the operation catalog: one route per operation, each handing the request to the
 * OperationExecutor and writing back what it answers. Express only parses and transports; all
 * decisions (auth, limits, validation, idempotency) are the executor's, so MCP gets the same ones.
 */
import type { IncomingMessage } from 'node:http';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { OperationDefinition } from '../catalog/operation.ts';
import type { OperationExecutor } from '../operations/executor.ts';
import type { OperationResult } from '../operations/result.ts';
import { Problem } from './problem.ts';
import { hasRequestBody, isSharedRead } from './cached-reads.ts';
import { cacheKey, type ResponseCache } from './response-cache.ts';
import { requestSiteKeyOf, requestSiteOf } from './request-site.ts';
import {
  DEFAULT_CACHE_POLICY,
  isPublicRead,
  writeResult,
  type CachePolicy,
  type Representation,
} from './representation.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/** `/listings/{slug}` → `/listings/:slug` */
export const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Writes a result with the caching headers its operation calls for (see representation.ts). */
export const sendResult = (
  res: Response,
  result: OperationResult,
  operation?: OperationDefinition,
  policy: CachePolicy = DEFAULT_CACHE_POLICY,
): Representation => writeResult(res, result, operation, policy);

export const sendProblem = (res: Response, problem: Problem): void => {
  sendResult(res, { status: problem.status, body: problem.toBody(), headers: problem.headers });
};

const hasBody = (req: Request): boolean => hasRequestBody(req);

/** A body must be JSON; anything else is 415 before it is read. */
const requireJson: RequestHandler = (req, res, next) => {
  if (hasBody(req) && !req.is('application/json')) {
    return sendProblem(
      res,
      new Problem(415, 'unsupported_media_type', 'Send request bodies as JSON with Content-Type: application/json.'),
    );
  }
  next();
};

/** Turns body-parser failures (malformed JSON, too large) into problems. */
const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (error?.type === 'entity.parse.failed') {
    return sendProblem(
      res,
      new Problem(400, 'invalid_json', 'The request body is not valid JSON.', {
        errors: [{ field: 'body', code: 'invalid_json', message: 'is not valid JSON' }],
      }),
    );
  }
  if (error?.type === 'entity.too.large') {
    return sendProblem(
      res,
      new Problem(413, 'body_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`),
    );
  }
  next(error);
};

/** A caller's X-Request-Id is echoed in problems and logs, so only a plain token is taken. */
export const clientRequestId = (req: IncomingMessage): string | undefined => {
  const id = req.headers['x-request-id'];
  return typeof id === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(id) ? id : undefined;
};

export interface OperationsRouterOptions {
  /** Filled with the answers to anonymous public reads; the raw server answers from it (cached-reads.ts). */
  cache?: ResponseCache;
  policy?: CachePolicy;
}

export function operationsRouter(
  executor: OperationExecutor,
  operations: readonly OperationDefinition[],
  { cache, policy = DEFAULT_CACHE_POLICY }: OperationsRouterOptions = {},
): express.Router {
  const router = express.Router();
  router.use(requireJson, express.json({ limit: MAX_BODY_BYTES, strict: false }), bodyErrors);
  for (const operation of operations) {
    router[operation.method](expressPath(operation.path), async (req, res) => {
      // The generation is taken before the handler reads: if an event is applied meanwhile, the answer is not stored.
      const fill =
        cache && isPublicRead(operation) && isSharedRead(req)
          ? { key: cacheKey('GET', req.originalUrl, requestSiteKeyOf(req)), generation: cache.generation }
          : undefined;
      const result = await executor.execute({
        operationId: operation.operationId,
        params: { ...req.params },
        query: { ...(req.query as Record<string, unknown>) },
        body: hasBody(req) ? req.body : undefined,
        authorization: req.get('authorization'),
        idempotencyKey: req.get('idempotency-key'),
        clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        requestId: clientRequestId(req),
        site: requestSiteOf(req),
      });
      const representation = sendResult(res, result, operation, policy);
      if (fill && representation.status === 200) cache!.set(fill.key, representation, fill.generation);
    });
  }
  // A known path asked with a method it has no operation for: 405 with Allow naming the methods it has (RFC 9110).
  const methodsByPath = new Map<string, string[]>();
  for (const operation of operations)
    methodsByPath.set(operation.path, [...(methodsByPath.get(operation.path) ?? []), operation.method.toUpperCase()]);
  for (const [path, methods] of methodsByPath) {
    const allow = methods.join(', ');
    router.all(expressPath(path), (req, res) => {
      res.set('Allow', allow);
      sendProblem(
        res,
        new Problem(
          405,
          'method_not_allowed',
          `${req.method} is not an operation of ${req.baseUrl}${req.path}: use ${allow}.`,
        ),
      );
    });
  }
  router.use((req, res) =>
    sendProblem(
      res,
      new Problem(404, 'no_such_route', `There is no operation at ${req.method} ${req.baseUrl}${req.path}.`),
    ),
  );
  return router;
}
