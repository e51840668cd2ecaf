/**
 * A verified claim gives its listing an owner, as a process manager. The claim aggregate records
 * ClaimVerified; this step then decides `Verify` on the listing (the claimant becomes the owner; the
 * plan is not touched: verified is not paid) and frees the claimant's pending-claim quota.
 *
 * The newest verification wins: `Verify` records the claim and the global position of its
 * ClaimVerified, and the step does nothing when the listing already holds a verification from that
 * position or a later one (this step ran, or a claim verified later took the listing). So `Verify` is
 * issued at most once per verified claim, and releasing a quota that is already free records nothing.
 * After a crash between the claim's event and the listing's, the runtime runs the step again at the
 * next start.
 */
import {
  commandMetadata,
  defineProcessManager,
  handleCommand,
  isEventOf,
  type Clock,
  type EventStore,
  type Logger,
  type ProcessManager,
  type TriggerEvent,
} from '@listings/shared/kernel';
import { accountClaimsStream, type ClaimEvent } from '@listings/shared/contracts/claims';
import { listingStream, type ListingEvent } from '@listings/shared/contracts/listings';
import { ListingCommands } from '../listings/index.ts';
import { claimQuotaDecider } from './claim.decider.ts';

type Verified = Extract<ClaimEvent, { type: 'ClaimVerified' }>;
type Verifying = Extract<ListingEvent, { type: 'ListingVerified' }>;

/** Runs for ClaimVerified only: the runtime delivers nothing else, and claim commands hand it only that. */
export function claimOwnershipProcess(deps: {
  events: EventStore;
  clock: Clock;
  logger: Logger;
}): ProcessManager<number, Verified> {
  const { events, clock } = deps;
  const listings = new ListingCommands(events, clock);

  /** Where the claim's verification sits in the log (a trigger run at once carries no position). */
  async function positionOf(trigger: TriggerEvent<Verified>): Promise<number> {
    if ('position' in trigger && typeof trigger.position === 'number') return trigger.position;
    const recorded = await events.readStream(trigger.streamId);
    return recorded.find((event) => event.id === trigger.id)?.position ?? 0;
  }

  async function step(trigger: TriggerEvent<Verified>): Promise<number> {
    const { claimId, accountId, listingId, method } = trigger.data;
    const actor = trigger.metadata.actor;
    const cause = trigger.metadata.cause;
    let position = 0;
    const claimPosition = await positionOf(trigger);
    const history = await events.readStream(listingStream(listingId));
    const taken = history.find(
      (event) =>
        isEventOf<Verifying>(event, 'ListingVerified') &&
        (event.metadata.causationId === trigger.id || (event.data.claimPosition ?? 0) >= claimPosition),
    );
    // Done already (by this step run elsewhere, or a newer claim): its position is what a reader waits for.
    if (taken) position = taken.position;
    else {
      const command = { type: 'Verify' as const, ownerId: accountId, method, claimId, claimPosition };
      position = (await listings.execute(listingId, command, actor, cause, trigger.id)).position;
    }
    const released = await handleCommand(
      events,
      accountClaimsStream(accountId),
      claimQuotaDecider,
      { type: 'ReleaseQuota', claimId },
      commandMetadata(clock, actor, cause, trigger.id),
    );
    return Math.max(position, released.position);
  }

  return defineProcessManager<number, Verified>({
    name: 'claim-ownership',
    eventTypes: ['ClaimVerified'],
    logger: deps.logger,
    keyOf: (event) => `listing:${event.data.listingId}`,
    step,
  });
}
