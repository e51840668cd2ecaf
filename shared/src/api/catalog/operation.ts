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
  /** The success body: handlers are typed by it, and the OpenAPI document and the MCP outputSchema come from it. */
  response: z.ZodType;
  /** Names one resource (slug, id, number, board; in the path, or claim_listing's slug): 404 `not_found` when there is none. */
  notFound?: boolean;
  /**
   * Problem codes a rule of the domain may answer with, by status, besides those of the pipeline
   * every operation shares (invalid_request, unauthorized, rate_limited …; see openapi.ts).
   */
  refusals?: { readonly 400?: readonly string[]; readonly 409?: readonly string[]; readonly 429?: readonly string[] };
  /** Reads only; for MCP annotations and caching. */
  readOnly: boolean;
  /** Removes something (MCP destructive hint). */
  destructive?: boolean;
}

/**
 * Keeps the operation's id as a literal type (so OperationId names exactly the catalog's operations)
 * and its response schema's own type (so ResponseOf<Id> is the body its handler must build).
 */
export const defineOperation = <const Id extends string, Response extends z.ZodType>(
  definition: OperationDefinition & { operationId: Id; response: Response },
): OperationDefinition & { operationId: Id; response: Response } => definition;
