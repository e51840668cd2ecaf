/**
 * Staff roles on the write side: grant and revoke (decided by staffDecider on `staff-roles`), and the
 * roles an account holds now, folded from the same stream (what deciding whether a new API key may
 * carry `audit:read` needs: the log, never a read model that may lag).
 */
import {
  commandMetadata,
  handleCommand,
  asDomainEvent,
  isEventOf,
  type Actor,
  type Clock,
  type EventStore,
} from '@listings/shared/kernel';
import { STAFF_EVENT_TYPES, STAFF_STREAM, type StaffEvent, type StaffRole } from '@listings/shared/contracts/staff';
import { staffDecider, type StaffCommand } from './staff.decider.ts';

export interface HeldRole {
  accountId: string;
  email: string;
  role: StaffRole;
  site: string;
}

export class StaffCommands {
  private readonly events: EventStore;
  private readonly clock: Clock;

  constructor(events: EventStore, clock: Clock) {
    this.events = events;
    this.clock = clock;
  }

  /** Records the grant or revocation; `changed` is false when the role was already held (nothing recorded). */
  async execute(command: StaffCommand, actor: Actor, cause: string): Promise<{ changed: boolean; position: number }> {
    const result = await handleCommand(
      this.events,
      STAFF_STREAM,
      staffDecider,
      command,
      commandMetadata(this.clock, actor, cause),
    );
    return { changed: result.events.length > 0, position: result.position };
  }

  /** Every role held now, oldest grant first. */
  async heldRoles(): Promise<HeldRole[]> {
    const recorded = (await this.events.readStream(STAFF_STREAM)).filter((e) =>
      isEventOf<StaffEvent>(e, ...STAFF_EVENT_TYPES),
    );
    const held = new Map<string, HeldRole>();
    for (const event of recorded) {
      const { accountId, email, role, site } = asDomainEvent<StaffEvent>(event).data;
      const key = `${accountId}|${role}|${site}`;
      if (event.type === 'StaffRoleGranted') held.set(key, { accountId, email, role, site });
      else held.delete(key);
    }
    return [...held.values()];
  }

  async rolesOf(accountId: string): Promise<HeldRole[]> {
    return (await this.heldRoles()).filter((held) => held.accountId === accountId);
  }
}
