/** The API edge shared by every process: the operation catalog (zod schemas, OpenAPI), the executor pipeline (auth, rate limit, scope, validation, Idempotency-Key) and HTTP representation and caching. */
export * from './catalog/zod.ts';
export * from './catalog/operation.ts';
export * from './catalog/fields.ts';
export * from './catalog/bodies.ts';
export * from './catalog/operations.ts';
export * from './catalog/openapi.ts';
export * from './operations/result.ts';
export * from './operations/validate.ts';
export * from './operations/rate-limit.ts';
export * from './operations/idempotency.ts';
export * from './operations/executor.ts';
export * from './http/problem.ts';
export * from './http/representation.ts';
export * from './http/response-cache.ts';
export * from './http/cached-reads.ts';
export * from './http/express-operations.ts';
export * from './http/raw-operations.ts';
