/**
 * The state of a claim folded from its events: the write side decides on it and the read side builds
 * the claim's view from it, so both read the events the same way.
 */
import {
  DNS_RECORD_PREFIX,
  MAX_CHECKS_PER_HOUR,
  META_NAME,
  TOKEN_PREFIX,
  WELL_KNOWN_PATH,
  type ClaimCheckResult,
  type ClaimEvent,
  type ClaimMethod,
} from './claim.events.ts';

export type StartedClaim = Extract<ClaimEvent, { type: 'ClaimStarted' }>['data'];

export interface ClaimState {
  claim: StartedClaim | null;
  status: 'pending' | 'verified' | 'rejected' | null;
  verifiedAt: string | null;
  /** Times of the failed checks (for the rate limit), oldest first. */
  failedChecks: string[];
  lastCheck: ({ at: string } & Omit<ClaimCheckResult, 'found'>) | null;
  emailSent: boolean;
  /** The site team's latest decision by hand (null: none), with its reason. */
  override: { decision: 'approve' | 'reject'; staffId: string; reason: string; at: string } | null;
}

export const initialClaimState = (): ClaimState => ({
  claim: null,
  status: null,
  verifiedAt: null,
  failedChecks: [],
  lastCheck: null,
  emailSent: false,
  override: null,
});

export function evolveClaim(state: ClaimState, event: ClaimEvent): ClaimState {
  switch (event.type) {
    case 'ClaimStarted':
      return { ...state, claim: event.data, status: 'pending' };
    case 'ClaimCheckFailed': {
      const { claimId: _c, method: _m, ...check } = event.data;
      return {
        ...state,
        failedChecks: [...state.failedChecks, event.data.at].slice(-MAX_CHECKS_PER_HOUR),
        lastCheck: check,
      };
    }
    case 'ClaimVerified':
      return {
        ...state,
        status: 'verified',
        verifiedAt: event.data.at,
        lastCheck: { at: event.data.at, lookedFor: event.data.lookedFor, seen: event.data.seen },
      };
    case 'ClaimEmailSent':
      return { ...state, emailSent: true };
    case 'ClaimOverridden': {
      const { claimId: _c, ...override } = event.data;
      // An approval's ClaimVerified follows and makes the claim verified.
      return { ...state, override, status: override.decision === 'reject' ? 'rejected' : state.status };
    }
  }
}

export interface ClaimInstructions {
  method: ClaimMethod;
  /** One sentence a person can follow. */
  text: string;
  [field: string]: string;
}

/** What to publish (or do) for a claim: exact names and values. */
export function instructionsOf(
  claim: Pick<StartedClaim, 'method' | 'domain' | 'siteUrl' | 'token' | 'email'>,
): ClaimInstructions {
  const origin = new URL(claim.siteUrl).origin;
  switch (claim.method) {
    case 'dns': {
      const name = `${DNS_RECORD_PREFIX}.${claim.domain}`;
      const value = `${TOKEN_PREFIX}${claim.token}`;
      return {
        method: 'dns',
        record_type: 'TXT',
        name,
        value,
        text: `Add a DNS TXT record named ${name} with the value ${value}, then call verify_claim.`,
      };
    }
    case 'meta': {
      const tag = `<meta name="${META_NAME}" content="${claim.token}">`;
      const url = `${origin}/`;
      return { method: 'meta', url, tag, text: `Put ${tag} in the <head> of ${url}, then call verify_claim.` };
    }
    case 'file': {
      const url = `${origin}${WELL_KNOWN_PATH}`;
      return {
        method: 'file',
        url,
        content: claim.token!,
        text: `Serve a plain-text file at ${url} containing ${claim.token}, then call verify_claim.`,
      };
    }
    case 'email':
      return {
        method: 'email',
        email: claim.email!,
        text: `Open the link sent to ${claim.email} and confirm; the claim is verified then.`,
      };
  }
}
