/**
 * Write operations of the submit-by-URL flow: submit_listing, update_draft, invite_cofounder,
 * submit_draft. Validation and Idempotency-Key are the executor's; refusals are DomainErrors the
 * executor maps to statuses. Each answers with the draft as the read side shows it once it has
 * caught up with the write (read-your-writes, bounded).
 */
import type { DraftState } from '@listings/shared/contracts/drafts';
import { created, ok, principalOf, type DraftResponse, type OperationHandlers } from '@listings/shared/api';
import type { Clock } from '@listings/shared/kernel';
import type { DraftCommands } from './draft-commands.ts';
import { MAX_INVITES } from '@listings/shared/contracts/drafts';

export interface DraftReader {
  read(draftId: string, accountId: string, position: number, decided: DraftState, at: string): Promise<DraftResponse>;
}

export const draftCommandHandlers = (deps: { drafts: DraftCommands; responses: DraftReader; clock: Clock }) => {
  const { drafts, responses, clock } = deps;
  const now = () => clock.now().toISOString();
  return {
    submit_listing: async (context) => {
      const { accountId } = principalOf(context);
      const at = now();
      // Drafted from the categories of the site of the host it was started on (the default site records none).
      const site = context.site.isDefault ? undefined : context.site.key;
      const write = await drafts.start(accountId, context.input.body!.url, context.operation.operationId, site);
      // Answered from the decided state: the draft as it starts (crawling), whatever the reactor does meanwhile.
      return created(await responses.read(write.draftId, accountId, -1, write.state, at));
    },
    update_draft: async (context) => {
      const { accountId } = principalOf(context);
      const at = now();
      const write = await drafts.update(
        context.input.params.id,
        accountId,
        context.input.body ?? {},
        context.operation.operationId,
      );
      return ok(await responses.read(write.draftId, accountId, write.position, write.state, at));
    },
    invite_cofounder: async (context) => {
      const { accountId } = principalOf(context);
      const write = await drafts.invite(
        context.input.params.id,
        accountId,
        context.input.body!.email,
        context.operation.operationId,
      );
      const invite = write.state.invites.find((i) => i.inviteId === write.inviteId)!;
      return created({
        draft_id: write.draftId,
        email: invite.email,
        status: 'sending',
        invites_used: write.state.invites.length,
        invites_left: MAX_INVITES - write.state.invites.length,
      });
    },
    submit_draft: async (context) => {
      const { accountId } = principalOf(context);
      const at = now();
      // The listing lives on the site of the host it was saved on (the default site records none).
      const site = context.site.isDefault ? undefined : context.site.key;
      const write = await drafts.submit(context.input.params.id, accountId, context.operation.operationId, site);
      const draft = await responses.read(write.draftId, accountId, write.position, write.state, at);
      return ok({ listing_id: write.listingId, slug: write.slug, status: 'draft', draft });
    },
  } satisfies OperationHandlers;
};
