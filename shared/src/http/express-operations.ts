/**
 * Express binding of the operation catalog: one route per operation, each handing the request to the
 * OperationExecutor and writing back what it answers. Express only parses and transports; all
 * decisions (auth, limits, validation, idempotency) are the executor's, so MCP gets the same ones.
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { OperationDefinition } from '../catalog/operation.ts';
import type { OperationExecutor } from '../operations/executor.ts';
import type { OperationResult } from '../operations/result.ts';
import { PROBLEM_CONTENT_TYPE, Problem } from './problem.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/** `/listings/{slug}` → `/listings/:slug` */
export const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

export const sendResult = (res: Response, result: OperationResult): void => {
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
  const isProblem = result.status >= 400;
  res.status(result.status).type(isProblem ? PROBLEM_CONTENT_TYPE : 'application/json').send(JSON.stringify(result.body));
};

export const sendProblem = (res: Response, problem: Problem): void =>
  sendResult(res, { status: problem.status, body: problem.toBody(), headers: problem.headers });

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** A body must be JSON; anything else is 415 before it is read. */
const requireJson: RequestHandler = (req, res, next) => {
  if (hasBody(req) && !req.is('application/json')) {
    return sendProblem(res, new Problem(415, 'unsupported_media_type', 'Send request bodies as JSON with Content-Type: application/json.'));
  }
  next();
};

/** Turns body-parser failures (malformed JSON, too large) into problems. */
const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (error?.type === 'entity.parse.failed') {
    return sendProblem(res, new Problem(400, 'invalid_json', 'The request body is not valid JSON.', { errors: [{ field: 'body', code: 'invalid_json', message: 'is not valid JSON' }] }));
  }
  if (error?.type === 'entity.too.large') {
    return sendProblem(res, new Problem(413, 'body_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`));
  }
  next(error);
};

export function operationsRouter(executor: OperationExecutor, operations: readonly OperationDefinition[]): express.Router {
  const router = express.Router();
  router.use(requireJson, express.json({ limit: MAX_BODY_BYTES, strict: false }), bodyErrors);
  for (const operation of operations) {
    router[operation.method](expressPath(operation.path), async (req, res) => {
      const result = await executor.execute({
        operationId: operation.operationId,
        params: { ...req.params },
        query: { ...(req.query as Record<string, unknown>) },
        body: hasBody(req) ? req.body : undefined,
        authorization: req.get('authorization'),
        idempotencyKey: req.get('idempotency-key'),
        clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        requestId: req.get('x-request-id') ?? undefined,
      });
      sendResult(res, result);
    });
  }
  router.use((req, res) => sendProblem(res, new Problem(404, 'no_such_route', `There is no operation at ${req.method} ${req.baseUrl}${req.path}.`)));
  return router;
}
