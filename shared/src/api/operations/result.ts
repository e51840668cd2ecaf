import type { z } from '../catalog/zod.ts';
import type { OperationDefinition } from '../catalog/operation.ts';
import type { CatalogOperation, OperationId } from '../catalog/operations.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { ValidInput } from './validate.ts';
import type { Site } from '../../contracts/site-content/sites.events.ts';

/** What an operation answers, independent of the transport (REST or MCP). */
export interface OperationResult<Body = unknown> {
  status: number;
  body: Body;
  headers?: Record<string, string>;
}

/** The success body of an operation: the type of its catalog response schema. */
export type ResponseOf<Id extends OperationId> = z.output<Extract<CatalogOperation, { operationId: Id }>['response']>;

export interface OperationContext {
  operation: OperationDefinition;
  input: ValidInput;
  /** Present on every account operation; may be present on public ones. */
  principal: Principal | null;
  requestId: string;
  /** The client's address as the edge saw it (`unknown` when it could not tell). */
  clientIp?: string;
  /**
   * The site of the network the request is for (issue 30): the one its Host names, the same for
   * REST, MCP and the pages (http/request-site.ts); the default site when the request named none.
   * Public reads answer only this site's data; a listing created here records it.
   */
  site: Site;
}

/**
 * Runs one operation. `OperationHandler<'get_listing'>` must answer the body its catalog schema
 * describes (a drift is a compile error); the plain `OperationHandler` is any handler.
 */
export type OperationHandler<Id extends OperationId | undefined = undefined> = Id extends OperationId
  ? (context: OperationContext) => Promise<OperationResult<ResponseOf<Id>>>
  : (context: OperationContext) => Promise<OperationResult>;

/** Handlers of account operations may rely on a principal: the executor checked it. */
export const principalOf = (context: OperationContext): Principal => {
  if (!context.principal) throw new Error(`${context.operation.operationId} ran without a principal`);
  return context.principal;
};

export const ok = <Body>(body: Body, headers?: Record<string, string>): OperationResult<Body> => ({
  status: 200,
  body,
  headers,
});
export const created = <Body>(body: Body, headers?: Record<string, string>): OperationResult<Body> => ({
  status: 201,
  body,
  headers,
});
