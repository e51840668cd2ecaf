/**
 * A staff member's TOTP second factor (stream `stafftotp-<accountId>`): enrolment starts with a new
 * sealed secret (again and again until one is confirmed, each replacing the last), is enabled once a
 * code of the pending secret was checked (StaffTotp checks it, with the clock, before deciding), and
 * can be removed with a reason. Pure: the code check and the sealing happen before the command.
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import type { StaffTotpEvent } from '@listings/shared/contracts/staff';

export type StaffTotpCommand =
  | { type: 'StartTotpEnrolment'; accountId: string; sealedSecret: string }
  | { type: 'EnableTotp'; accountId: string }
  | { type: 'RemoveTotp'; accountId: string; reason: string };

export interface StaffTotpState {
  /** The secret being enrolled (sealed), until it is confirmed. */
  pending: string | null;
  /** The secret in use (sealed); null when the second factor is off. */
  active: string | null;
}

export const staffTotpDecider: Decider<StaffTotpCommand, StaffTotpEvent, StaffTotpState> = {
  initialState: () => ({ pending: null, active: null }),

  decide(command, state) {
    switch (command.type) {
      case 'StartTotpEnrolment':
        if (state.active)
          throw new DomainError('conflict', 'totp_enabled', 'A second factor is already on; remove it first.');
        return [
          {
            type: 'StaffTotpEnrolmentStarted',
            data: { accountId: command.accountId, sealedSecret: command.sealedSecret },
          },
        ];
      case 'EnableTotp':
        if (!state.pending)
          throw new DomainError(
            'conflict',
            'no_totp_enrolment',
            'Start the enrolment first: there is no code to confirm.',
          );
        return [{ type: 'StaffTotpEnabled', data: { accountId: command.accountId } }];
      case 'RemoveTotp': {
        if (!state.active) throw new DomainError('conflict', 'totp_not_enabled', 'No second factor is on.');
        const reason = command.reason.trim();
        if (reason.length < 3 || reason.length > 500)
          throw new DomainError('invalid', 'invalid_reason', 'Give the reason in 3 to 500 characters.', 'reason');
        return [{ type: 'StaffTotpRemoved', data: { accountId: command.accountId, reason } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'StaffTotpEnrolmentStarted':
        return { ...state, pending: event.data.sealedSecret };
      case 'StaffTotpEnabled':
        return { pending: null, active: state.pending };
      case 'StaffTotpRemoved':
        return { pending: null, active: null };
    }
  },
};
