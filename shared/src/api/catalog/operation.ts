import type { z } from './zod.ts';

import { SCOPES, type Scope } from '../../platform/auth/scopes.ts';

export { SCOPES, type Scope };

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ObjectSchema = z.ZodType<Record<string, unknown>>;

/**
 * One operation of the API, defined once. Routes, validation, the OpenAPI document and the MCP
 * tools are all derived from these definitions.
 */
export interface OperationDefinition {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI-style path relative to /v1, e.g. `/listings/{slug}`. */
  path: string;
  tag: string;
  summary: string;
  /** What the operation means, from the spec; becomes the OpenAPI description and the MCP tool description. */
  description: string;
  /** `public` needs no credentials (valid ones are accepted too); otherwise the scope required. */
  access: 'public' | Scope;
  /** Accepts an Idempotency-Key header (IK in the spec). */
  idempotencyKey: boolean;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: ObjectSchema;
  /** A body schema given here is still optional on the wire unless this is set. */
  bodyRequired?: boolean;
  successStatus: 200 | 201;
  /** Error statuses the spec names for this operation besides 400, 401, 403 and 429. */
  notFound?: boolean;
  /** Reads only; for MCP annotations and caching. */
  readOnly: boolean;
  /** Removes something (MCP destructive hint). */
  destructive?: boolean;
}

/** Keeps the operation's id as a literal type, so OperationId names exactly the catalog's operations. */
export const defineOperation = <const Id extends string>(
  definition: OperationDefinition & { operationId: Id },
): OperationDefinition & { operationId: Id } => definition;
