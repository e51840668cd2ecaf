import type { z } from './zod.ts';

import { SCOPES, type Scope } from '../../platform/auth/scopes.ts';

export { SCOPES, type Scope };

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ObjectSchema = z.ZodType<Record<string, unknown>>;

/**
 * One operation, defined once. Routes, validation, the OpenAPI document and the MCP tools of the
 * API are all derived from these definitions; the executor runs every one of them.
 */
export interface OperationDefinition {
  operationId: string;
  /**
   * Who may call it. `api` (the default): the spec's operations, routed under /v1, in the OpenAPI
   * document and the typed client, and MCP tools. `site`: only the site's own pages run it, as the
   * person signed in there (a session principal); it has no /v1 route, no OpenAPI entry and no tool,
   * and the executor answers any other caller (an API key, an OAuth token, no credentials) as if it
   * did not exist. Votes are one: the spec has no voting through the API.
   */
  surface?: 'api' | 'site';
  method: HttpMethod;
  /** OpenAPI-style path relative to /v1, e.g. `/listings/{slug}`; for a site-only operation, the path of the site's form. */
  path: string;
  tag: string;
  summary: string;
  /** What the operation means, from the spec; becomes the OpenAPI description and the MCP tool description. */
  description: string;
  /**
   * `public` needs no credentials (valid ones are accepted too); otherwise the scope required. (A
   * site-only operation's caller is a signed-in person, who holds every scope: the surface decides.)
   */
  access: 'public' | Scope;
  /**
   * A limit of the operation's own per account, counted by the executor besides the per-credential
   * rate limit: `points` calls per `windowSeconds`, in the counter `bucket` (operations naming the
   * same bucket share it). Past it: 429 `rate_limited` with Retry-After.
   */
  accountLimit?: { readonly bucket: string; readonly points: number; readonly windowSeconds: number };
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
  /**
   * Not in the spec (the auditors' operations, issue 33): the document marks it `x-beyond-spec: true`
   * so a reader of the spec's API can tell it apart.
   */
  beyondSpec?: boolean;
  /** Reads only; for MCP annotations and caching. */
  readOnly: boolean;
  /** Removes something (MCP destructive hint). */
  destructive?: boolean;
  /**
   * OpenAPI links of the success answer, by name: how a client (and Schemathesis' stateful phase)
   * goes on from this answer to the next operation, which parameters of it come from the answer.
   */
  links?: Readonly<Record<string, OperationLink>>;
}

/** A next operation and where its parameters come from (`$response.body#/id`). */
export interface OperationLink {
  operationId: string;
  parameters: Readonly<Record<string, string>>;
}

/**
 * Keeps the operation's id as a literal type (so OperationId names exactly the catalog's operations)
 * and its response schema's own type (so ResponseOf<Id> is the body its handler must build). An
 * operation of the API: a site-only one is made with defineSiteOperation.
 */
export const defineOperation = <const Id extends string, Response extends z.ZodType>(
  definition: OperationDefinition & { operationId: Id; response: Response; surface?: 'api' },
): OperationDefinition & { operationId: Id; response: Response; surface?: 'api' } => definition;

/** A site-only operation (`surface: 'site'`), typed as one so it cannot be listed among the API's. */
export const defineSiteOperation = <const Id extends string, Response extends z.ZodType>(
  definition: Omit<OperationDefinition, 'surface'> & { operationId: Id; response: Response },
): OperationDefinition & { operationId: Id; response: Response; surface: 'site' } => ({
  ...definition,
  surface: 'site',
});

/**
 * A context's operations by id (`listingsOperations.get_listing`), each keeping its own type; the
 * catalog (operations.ts) assembles them in the document's order.
 */
export const byOperationId = <const Operations extends readonly OperationDefinition[]>(
  ...definitions: Operations
): { readonly [Operation in Operations[number] as Operation['operationId']]: Operation } => {
  const byId: Record<string, OperationDefinition> = {};
  for (const definition of definitions) {
    if (Object.hasOwn(byId, definition.operationId))
      throw new Error(`Operation ${definition.operationId} is defined twice`);
    byId[definition.operationId] = definition;
  }
  return byId as { readonly [Operation in Operations[number] as Operation['operationId']]: Operation };
};
