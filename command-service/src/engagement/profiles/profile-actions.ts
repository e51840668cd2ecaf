/**
 * Saving a person's profile: the fields are checked first (nothing is written for a refused form),
 * then a new handle is claimed on its own stream (refused if another person holds it), then the
 * profile saved, then the old handle released for others. A crash between the steps leaves at most a
 * handle held by the person who asked for it, which their next save finds already theirs.
 */
import { defineAggregate, type Actor, type Clock, type EventStore } from '@listings/shared/kernel';
import { handleStream, profileStream, type ProfileFields } from '@listings/shared/contracts/engagement';
import { checkedProfile, handleDecider, profileDecider } from './profiles.decider.ts';

export const profileAggregate = defineAggregate({ streamOf: profileStream, decider: profileDecider });
export const handleAggregate = defineAggregate({ streamOf: handleStream, decider: handleDecider });

export class ProfileActions {
  private readonly events: EventStore;
  private readonly clock: Clock;

  constructor(deps: { events: EventStore; clock: Clock }) {
    this.events = deps.events;
    this.clock = deps.clock;
  }

  /** The person's profile as last saved, or null. */
  async profileOf(accountId: string): Promise<ProfileFields | null> {
    return (await profileAggregate.current(this.events, accountId)).state.profile;
  }

  /** Saves the profile as the person (`cause` names the page action); its position and the kept profile. */
  async save(accountId: string, input: ProfileFields, cause = 'page:update_profile') {
    const actor: Actor = { kind: 'user', id: accountId };
    const profile = checkedProfile(input);
    const before = await this.profileOf(accountId);
    const origin = { actor, cause };
    if (before?.handle !== profile.handle)
      await handleAggregate.handle(
        this.events,
        profile.handle,
        { type: 'ClaimHandle', handle: profile.handle, accountId },
        origin,
        this.clock,
      );
    const result = await profileAggregate.handle(
      this.events,
      accountId,
      { type: 'SaveProfile', accountId, profile },
      origin,
      this.clock,
    );
    if (before && before.handle !== profile.handle)
      await handleAggregate.handle(
        this.events,
        before.handle,
        { type: 'ReleaseHandle', handle: before.handle, accountId },
        origin,
        this.clock,
      );
    return { position: result.position, profile };
  }
}
