/**
 * The `claims` read model: one document per claim, owner-scoped (`owner_id`), holding the claim as its
 * owner sees it (claim.view.ts) and the folded state it is computed from (without the e-mail link's
 * nonce and hash: the read side never needs them).
 */
import type { ClaimState } from '@listings/shared/contracts/claims';
import { evolveClaim, initialClaimState } from '@listings/shared/contracts/claims';
import { defineProjection, type DocumentStore } from '@listings/shared/kernel';
import { CLAIM_EVENT_TYPES, type ClaimEvent, claimView, type ClaimView } from '@listings/shared/contracts/claims';

export const CLAIMS_COLLECTION = 'claims';

export interface ClaimDocument extends ClaimView {
  _id: string;
  owner_id: string;
  state: ClaimState;
  updated_at: string;
  /** Global position of the last event applied: a redelivered event is skipped (evolve is not idempotent). */
  last_position: number;
  [field: string]: unknown;
}

const claims = (documents: DocumentStore) => documents.collection<ClaimDocument>(CLAIMS_COLLECTION);

const withoutSecrets = (state: ClaimState): ClaimState => {
  if (!state.claim) return state;
  const { emailNonce: _n, emailTokenHash: _h, ...claim } = state.claim;
  return { ...state, claim };
};

export const claimsProjection = defineProjection<ClaimEvent>({
  name: 'claims',
  collections: [CLAIMS_COLLECTION],
  eventTypes: CLAIM_EVENT_TYPES,

  async setup(documents) {
    await claims(documents).createIndex({ owner_id: 1, claim_id: -1 });
  },

  async apply(event, documents) {
    const _id = String(event.data.claimId);
    const existing = await claims(documents).findOne({ _id });
    if (!existing && event.type !== 'ClaimStarted') return;
    if (existing && existing.last_position >= event.position) return;
    const state = withoutSecrets(evolveClaim(existing?.state ?? initialClaimState(), event));
    const document: ClaimDocument = {
      ...claimView(state),
      _id,
      owner_id: state.claim!.accountId,
      state,
      updated_at: event.metadata.at,
      last_position: event.position,
    };
    await claims(documents).replaceOne({ _id }, document, { upsert: true });
  },
});
