/**
 * The site team's decision on a claim by hand (the console's claims queue, issue 33), apart from
 * ClaimCommands because it needs none of the checks' ports or the link key. The claim decider's
 * OverrideClaim records ClaimOverridden with the staff member and the reason; an approval adds
 * ClaimVerified, on which the claim-ownership process gives the listing its owner now (and again,
 * finding nothing to do, when the runtime delivers it), as for a claim verified by its proof; a
 * rejection ends the claim and frees the claimant's pending-claim quota.
 */
import {
  commandMetadata,
  handleCommand,
  silentLogger,
  triggersOf,
  type Actor,
  type Clock,
  type EventStore,
  type ProcessManager,
} from '@listings/shared/kernel';
import {
  accountClaimsStream,
  claimStream,
  type ClaimOverride,
  type ClaimState,
} from '@listings/shared/contracts/claims';
import { claimAggregate } from './claim-commands.ts';
import { claimOwnershipProcess } from './claim-ownership.process.ts';
import { claimQuotaDecider } from './claim.decider.ts';

export class ClaimOverrides {
  private readonly events: EventStore;
  private readonly clock: Clock;
  private readonly ownership: ProcessManager;

  constructor(events: EventStore, clock: Clock, ownership?: ProcessManager) {
    this.events = events;
    this.clock = clock;
    this.ownership = ownership ?? claimOwnershipProcess({ events, clock, logger: silentLogger });
  }

  /** Approves or rejects with a reason; `changed` false when the claim was so already. */
  async decide(
    claimId: number,
    input: { decision: ClaimOverride; reason: string },
    actor: Actor,
    cause: string,
  ): Promise<{ state: ClaimState; position: number; changed: boolean }> {
    const decided = await claimAggregate.handle(
      this.events,
      claimId,
      {
        type: 'OverrideClaim',
        decision: input.decision,
        staffId: actor.id,
        reason: input.reason,
        at: this.clock.now().toISOString(),
      },
      { actor, cause },
      this.clock,
    );
    let position = decided.position;
    const verified = triggersOf(claimStream(claimId), decided.appended).find((e) => e.type === 'ClaimVerified');
    if (verified) position = Math.max(position, await this.ownership.handle(verified));
    if (input.decision === 'reject' && decided.appended.length > 0) {
      const released = await handleCommand(
        this.events,
        accountClaimsStream(decided.state.claim!.accountId),
        claimQuotaDecider,
        { type: 'ReleaseQuota', claimId },
        commandMetadata(this.clock, actor, cause),
      );
      position = Math.max(position, released.position);
    }
    return { state: decided.state, position, changed: decided.appended.length > 0 };
  }
}
