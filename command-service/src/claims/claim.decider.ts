/**
 * The claim aggregate and the claim quota ledgers: pure deciders (no I/O, time comes in the commands).
 *
 *   pending ──verify_claim (record found)──▶ verified
 *   pending ──verify_claim (not found)────▶ pending (ClaimCheckFailed: what was looked for and seen)
 *   pending ──e-mailed link confirmed─────▶ verified
 *   pending | rejected ──site team approves (OverrideClaim)──▶ verified (ClaimOverridden + ClaimVerified)
 *   pending ──site team rejects (OverrideClaim)──▶ rejected (no check or link verifies it after)
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import {
  evolveClaim,
  initialClaimState,
  type ClaimState,
  type StartedClaim as Started,
} from '@listings/shared/contracts/claims';
import {
  MAX_CHECKS_PER_HOUR,
  MAX_CLAIMS_PER_LISTING_PER_DAY,
  MAX_PENDING_CLAIMS_PER_ACCOUNT,
  type ClaimCheckResult,
  type ClaimEvent,
  type ClaimOverride,
  type ClaimQuotaEvent,
} from '@listings/shared/contracts/claims';

export type ClaimCommand =
  | ({ type: 'StartClaim' } & Started)
  | { type: 'RecordCheck'; accountId: string; at: string; result: ClaimCheckResult }
  | { type: 'ConfirmEmailLink'; tokenHash: string; at: string }
  | { type: 'MarkEmailSent' }
  /** The site team decides the claim by hand, with a reason (the console's claims queue). */
  | { type: 'OverrideClaim'; decision: ClaimOverride; staffId: string; reason: string; at: string };

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const existing = (state: ClaimState): Started => {
  if (!state.claim) throw new DomainError('not_found', 'claim_not_found', 'The claim was not found.');
  return state.claim;
};

/** Another account's claim does not exist for the caller: a 404, like a missing one. */
export const ownedClaim = (state: ClaimState, accountId: string): Started => {
  const claim = existing(state);
  if (claim.accountId !== accountId) throw new DomainError('not_found', 'claim_not_found', 'The claim was not found.');
  return claim;
};

/** Why a check may not run now (null: it may): e-mail claims verify by their link; failed checks are limited per hour. */
export function checkRefusal(state: ClaimState, accountId: string, at: string): DomainError | null {
  const claim = ownedClaim(state, accountId);
  if (state.status === 'verified') return null;
  if (state.status === 'rejected') return rejected(state);
  if (claim.method === 'email') {
    return new DomainError(
      'conflict',
      'verify_by_email_link',
      `E-mail claims are verified by opening the link sent to ${claim.email}; there is nothing to check.`,
    );
  }
  const since = Date.parse(at) - HOUR;
  const recent = state.failedChecks.filter((t) => Date.parse(t) > since);
  if (recent.length >= MAX_CHECKS_PER_HOUR) {
    const retryAt = new Date(Date.parse(recent[recent.length - MAX_CHECKS_PER_HOUR]) + HOUR).toISOString();
    return new DomainError(
      'conflict',
      'too_many_checks',
      `This claim was checked ${MAX_CHECKS_PER_HOUR} times in the last hour without success; try again after ${retryAt}.`,
    );
  }
  return null;
}

const rejected = (state: ClaimState) =>
  new DomainError(
    'conflict',
    'claim_rejected',
    `The site team rejected this claim${state.override ? `: ${state.override.reason}` : ''}. Start a new one if things have changed.`,
  );

/** The site team's reason for a decision by hand: 3 to 500 characters. */
const overrideReason = (reason: string): string => {
  const why = reason.trim();
  if (why.length < 3 || why.length > 500)
    throw new DomainError('invalid', 'invalid_reason', 'Give the reason in 3 to 500 characters.', 'reason');
  return why;
};

/** True when `email` is an address at `domain` or at a subdomain of it. */
export function emailAtDomain(email: string, domain: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const host = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  const wanted = domain.toLowerCase().replace(/\.$/, '');
  return host === wanted || host.endsWith(`.${wanted}`);
}

export const claimDecider: Decider<ClaimCommand, ClaimEvent, ClaimState> = {
  initialState: initialClaimState,
  evolve: evolveClaim,

  decide(command, state): ClaimEvent[] {
    if (command.type === 'StartClaim') {
      if (state.claim) throw new DomainError('conflict', 'claim_exists', `Claim ${command.claimId} already exists.`);
      const { type: _type, ...data } = command;
      if (data.method === 'email') {
        if (!data.email || !emailAtDomain(data.email, data.domain)) {
          throw new DomainError(
            'invalid',
            'email_not_at_domain',
            `The address must be at ${data.domain} or one of its subdomains.`,
            'body.email',
          );
        }
        if (!data.emailTokenHash || !data.emailNonce)
          throw new DomainError('invalid', 'email_token_missing', 'An e-mail claim needs its link token.');
      } else if (!data.token) {
        throw new DomainError('invalid', 'token_missing', 'A claim needs its token.');
      }
      return [{ type: 'ClaimStarted', data }];
    }
    const claim = existing(state);
    switch (command.type) {
      case 'RecordCheck': {
        const refusal = checkRefusal(state, command.accountId, command.at);
        if (refusal) throw refusal;
        if (state.status === 'verified') return [];
        const { found, ...result } = command.result;
        if (found) {
          return [
            {
              type: 'ClaimVerified',
              data: {
                claimId: claim.claimId,
                accountId: claim.accountId,
                listingId: claim.listingId,
                method: claim.method,
                at: command.at,
                lookedFor: result.lookedFor,
                seen: result.seen,
              },
            },
          ];
        }
        return [
          {
            type: 'ClaimCheckFailed',
            data: {
              claimId: claim.claimId,
              method: claim.method,
              at: command.at,
              lookedFor: result.lookedFor,
              seen: result.seen,
              reason: result.reason ?? 'not_found',
            },
          },
        ];
      }
      case 'ConfirmEmailLink':
        if (claim.method !== 'email' || command.tokenHash !== claim.emailTokenHash) {
          throw new DomainError('forbidden', 'invalid_link', 'This link is not valid for this claim.');
        }
        if (state.status === 'verified') return [];
        if (state.status === 'rejected') throw rejected(state);
        return [
          {
            type: 'ClaimVerified',
            data: {
              claimId: claim.claimId,
              accountId: claim.accountId,
              listingId: claim.listingId,
              method: 'email',
              at: command.at,
              lookedFor: `a confirmed link sent to ${claim.email}`,
              seen: 'the link was opened and confirmed',
            },
          },
        ];
      case 'MarkEmailSent':
        if (claim.method !== 'email' || state.emailSent) return [];
        return [{ type: 'ClaimEmailSent', data: { claimId: claim.claimId, email: claim.email! } }];
      case 'OverrideClaim': {
        const reason = overrideReason(command.reason);
        const { decision, staffId, at } = command;
        // Already so: nothing to record (a form sent twice).
        if (
          (decision === 'approve' && state.status === 'verified') ||
          (decision === 'reject' && state.status === 'rejected')
        )
          return [];
        if (decision === 'reject' && state.status === 'verified')
          throw new DomainError(
            'conflict',
            'claim_verified',
            'This claim is verified: its claimant owns the listing. Rejecting it now would not take the listing back.',
          );
        const overridden: ClaimEvent = {
          type: 'ClaimOverridden',
          data: { claimId: claim.claimId, decision, staffId, reason, at },
        };
        if (decision === 'reject') return [overridden];
        return [
          overridden,
          {
            type: 'ClaimVerified',
            data: {
              claimId: claim.claimId,
              accountId: claim.accountId,
              listingId: claim.listingId,
              method: claim.method,
              at,
              lookedFor: "the site team's review",
              seen: `approved by the site team: ${reason}`,
            },
          },
        ];
      }
    }
  },
};

/** Commands of a quota ledger: one per account (pending claims) and one per listing (claims per day). */
export type ClaimQuotaCommand =
  | {
      type: 'TakeQuota';
      claimId: number;
      accountId: string;
      listingId: number;
      at: string;
      limit: 'pending_per_account' | 'per_listing_per_day';
    }
  | { type: 'ReleaseQuota'; claimId: number };

export interface ClaimQuotaState {
  /** Claims counted and not released, with when they were taken. */
  open: { claimId: number; at: string }[];
  /** When each claim of the last day was taken (per-listing limit). */
  taken: string[];
}

export const claimQuotaDecider: Decider<ClaimQuotaCommand, ClaimQuotaEvent, ClaimQuotaState> = {
  initialState: () => ({ open: [], taken: [] }),

  decide(command, state): ClaimQuotaEvent[] {
    if (command.type === 'ReleaseQuota') {
      return state.open.some((o) => o.claimId === command.claimId)
        ? [{ type: 'ClaimQuotaReleased', data: { claimId: command.claimId } }]
        : [];
    }
    if (command.limit === 'pending_per_account' && state.open.length >= MAX_PENDING_CLAIMS_PER_ACCOUNT) {
      throw new DomainError(
        'conflict',
        'too_many_pending_claims',
        `You have ${MAX_PENDING_CLAIMS_PER_ACCOUNT} pending claims; verify some before starting another.`,
      );
    }
    if (command.limit === 'per_listing_per_day') {
      const since = Date.parse(command.at) - DAY;
      if (state.taken.filter((t) => Date.parse(t) > since).length >= MAX_CLAIMS_PER_LISTING_PER_DAY) {
        throw new DomainError(
          'conflict',
          'too_many_claims_for_listing',
          `This listing has had ${MAX_CLAIMS_PER_LISTING_PER_DAY} claims in the last 24 hours; try again tomorrow.`,
        );
      }
    }
    const { claimId, accountId, listingId, at } = command;
    return [{ type: 'ClaimQuotaTaken', data: { claimId, accountId, listingId, at } }];
  },

  evolve(state, event): ClaimQuotaState {
    switch (event.type) {
      case 'ClaimQuotaTaken': {
        const since = Date.parse(event.data.at) - DAY;
        return {
          open: [...state.open, { claimId: event.data.claimId, at: event.data.at }],
          taken: [...state.taken.filter((t) => Date.parse(t) > since), event.data.at],
        };
      }
      case 'ClaimQuotaReleased':
        return { ...state, open: state.open.filter((o) => o.claimId !== event.data.claimId) };
    }
  },
};
