/**
 * Granting and revoking staff roles (stream `staff-roles`), always with a reason. Pure: the actor and
 * time come in the command's metadata. Granting a role already held records nothing (a retried CLI
 * call changes nothing); revoking one not held is refused, so a typo is never a silent success.
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import { NETWORK_WIDE, STAFF_ROLES, type StaffEvent, type StaffRole } from '@listings/shared/contracts/staff';
import { SITE_KEY_PATTERN } from '@listings/shared/contracts/site-content';

export type StaffCommand = {
  type: 'GrantStaffRole' | 'RevokeStaffRole';
  accountId: string;
  email: string;
  role: string;
  site: string;
  reason: string;
};

export interface StaffState {
  /** Held roles by `<accountId>|<role>|<site>`. */
  held: ReadonlySet<string>;
}

export const STAFF_REASON_MAX = 500;

const keyOf = (data: { accountId: string; role: string; site: string }) =>
  `${data.accountId}|${data.role}|${data.site}`;

export const staffDecider: Decider<StaffCommand, StaffEvent, StaffState> = {
  initialState: () => ({ held: new Set() }),

  decide(command, state) {
    if (!(STAFF_ROLES as readonly string[]).includes(command.role))
      throw new DomainError('invalid', 'unknown_role', `Roles are ${STAFF_ROLES.join(', ')}.`, 'role');
    if (command.site !== NETWORK_WIDE && !SITE_KEY_PATTERN.test(command.site))
      throw new DomainError('invalid', 'invalid_site', 'A site is its key (a-z, 0-9, -) or * for every site.', 'site');
    const reason = command.reason.trim();
    if (reason.length < 3 || reason.length > STAFF_REASON_MAX)
      throw new DomainError(
        'invalid',
        'invalid_reason',
        `Give the reason in 3 to ${STAFF_REASON_MAX} characters.`,
        'reason',
      );
    const data = {
      accountId: command.accountId,
      email: command.email,
      role: command.role as StaffRole,
      site: command.site,
      reason,
    };
    const held = state.held.has(keyOf(data));
    if (command.type === 'GrantStaffRole') return held ? [] : [{ type: 'StaffRoleGranted', data }];
    if (!held)
      throw new DomainError(
        'conflict',
        'role_not_held',
        `${command.email} does not hold ${command.role} for ${command.site === NETWORK_WIDE ? 'every site' : `site ${command.site}`}.`,
      );
    return [{ type: 'StaffRoleRevoked', data }];
  },

  evolve(state, event) {
    const held = new Set(state.held);
    if (event.type === 'StaffRoleGranted') held.add(keyOf(event.data));
    else held.delete(keyOf(event.data));
    return { held };
  },
};
