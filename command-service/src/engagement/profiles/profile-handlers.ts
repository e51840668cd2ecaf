/**
 * The handler of update_profile (site-only, shared/src/api/catalog/engagement.ts): the settings
 * page's form as sent (handle, headline, links one per line, show_votes when ticked), saved for the
 * signed-in person by ProfileActions; refusals name their field. Waits (bounded) for the read side,
 * so the profile page the person is sent to shows the change.
 */
import { ok, principalOf, type OperationHandlers } from '@listings/shared/api';
import type { ProfileActions } from './profile-actions.ts';

export interface ProfileHandlerDependencies {
  profiles: ProfileActions;
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  readYourWritesTimeoutMs: number;
}

export const profileCommandHandlers = (deps: ProfileHandlerDependencies) =>
  ({
    update_profile: async (context) => {
      const { accountId } = principalOf(context);
      const body = context.input.body as { handle: string; headline?: string; links?: string; show_votes?: string };
      const { position, profile } = await deps.profiles.save(accountId, {
        handle: body.handle,
        headline: body.headline ?? '',
        links: (body.links ?? '').split(/\r?\n/),
        showVotes: body.show_votes === 'on',
      });
      if (position > 0) await deps.waitForPosition(position, deps.readYourWritesTimeoutMs);
      return ok({ handle: profile.handle });
    },
  }) satisfies OperationHandlers;
