/**
 * A claim as its owner sees it (claim_listing, verify_claim, list_my_claims): status, instructions,
 * the public token (dns, meta, file) and the last check. The e-mail link's token never appears.
 */
import { instructionsOf, type ClaimInstructions, type ClaimState } from './claim.state.ts';
import type { ClaimMethod } from './claim.events.ts';
import { safeEmail } from '../listings/safe-links.ts';

export interface ClaimView {
  claim_id: number;
  listing_id: number;
  slug: string;
  domain: string;
  method: ClaimMethod;
  status: 'pending' | 'verified' | 'rejected';
  token?: string;
  email?: string;
  instructions: ClaimInstructions;
  created_at: string;
  verified_at: string | null;
  /** The last check: what was looked for and what was seen. */
  last_check: { at: string; looked_for: string; seen: string; reason: string | null } | null;
  /** E-mail claims: whether the link has been sent. */
  email_sent?: boolean;
  /** The listing was verified for another account when this claim started; verifying this claim moves it to you. */
  listing_verified_by_another_account: boolean;
  /** The site team's decision by hand, with its reason (absent: none). */
  site_team_decision?: { decision: 'approve' | 'reject'; reason: string; at: string };
}

export function claimView(state: ClaimState): ClaimView {
  const claim = state.claim!;
  return {
    claim_id: claim.claimId,
    listing_id: claim.listingId,
    slug: claim.slug,
    domain: claim.domain,
    method: claim.method,
    status: state.status ?? 'pending',
    ...(claim.token ? { token: claim.token } : {}),
    // An address recorded before the API refused unsafe ones is not shown (the link went to it all the same).
    ...(claim.email ? { ...(safeEmail(claim.email) ? { email: claim.email } : {}), email_sent: state.emailSent } : {}),
    instructions: instructionsOf(claim),
    created_at: claim.at,
    verified_at: state.verifiedAt,
    last_check: state.lastCheck
      ? {
          at: state.lastCheck.at,
          looked_for: state.lastCheck.lookedFor,
          seen: state.lastCheck.seen,
          reason: state.lastCheck.reason ?? null,
        }
      : null,
    listing_verified_by_another_account: Boolean(claim.previousOwnerId && claim.previousOwnerId !== claim.accountId),
    ...(state.override
      ? {
          site_team_decision: {
            decision: state.override.decision,
            reason: state.override.reason,
            at: state.override.at,
          },
        }
      : {}),
  };
}
