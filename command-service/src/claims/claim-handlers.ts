/**
 * claim_listing and verify_claim. Validation and Idempotency-Key are the executor's; refusals are
 * DomainErrors it maps to statuses. Each waits (bounded) for the read side to reach its write, so a
 * list_my_claims right after shows it, and answers with the claim as decided.
 */
import { created, ok, principalOf, type OperationHandlers } from '@listings/shared/api';
import type { ClaimCommands } from './claim-commands.ts';
import { claimView } from '@listings/shared/contracts/claims';

export interface ClaimHandlerDependencies {
  claims: ClaimCommands;
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  readYourWritesTimeoutMs: number;
}

export const claimCommandHandlers = (deps: ClaimHandlerDependencies) => {
  const settle = async (position: number) => {
    if (position > 0) await deps.waitForPosition(position, deps.readYourWritesTimeoutMs);
  };
  return {
    claim_listing: async (context) => {
      const { accountId } = principalOf(context);
      const body = context.input.body!;
      const write = await deps.claims.start(
        accountId,
        { slug: body.slug, method: body.method, email: body.email },
        context.operation.operationId,
      );
      await settle(write.position);
      return created(claimView(write.state));
    },
    verify_claim: async (context) => {
      const { accountId } = principalOf(context);
      const write = await deps.claims.verify(context.input.params.claim_id, accountId, context.operation.operationId);
      await settle(write.position);
      return ok(claimView(write.state));
    },
  } satisfies OperationHandlers;
};
