import type { OperationDefinition } from '../catalog/operation.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { ValidInput } from './validate.ts';

/** What an operation answers, independent of the transport (REST or MCP). */
export interface OperationResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface OperationContext {
  operation: OperationDefinition;
  input: ValidInput;
  /** Present on every account operation; may be present on public ones. */
  principal: Principal | null;
  requestId: string;
}

export type OperationHandler = (context: OperationContext) => Promise<OperationResult>;

/** Handlers of account operations may rely on a principal: the executor checked it. */
export const principalOf = (context: OperationContext): Principal => {
  if (!context.principal) throw new Error(`${context.operation.operationId} ran without a principal`);
  return context.principal;
};

export const ok = (body: unknown, headers?: Record<string, string>): OperationResult => ({
  status: 200,
  body,
  headers,
});
export const created = (body: unknown, headers?: Record<string, string>): OperationResult => ({
  status: 201,
  body,
  headers,
});
