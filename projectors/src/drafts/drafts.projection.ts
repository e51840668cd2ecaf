import { evolveDraft, initialDraftState } from '@listings/shared/contracts/drafts';
/**
 * The `drafts` read model: one document per draft, holding the draft's state as the aggregate folds
 * it (so the read side shows exactly what the write side decides on) and, beside it, what lists and
 * filters need (owner, status, completeness, times). Idempotent: each document remembers the last
 * stream revision applied, and an event at or before it is skipped.
 */
import { completenessOf, type DraftState } from '@listings/shared/contracts/drafts';
import { defineProjection, type RecordedEvent } from '@listings/shared/kernel';
import { DRAFT_EVENT_TYPES, type DraftEvent } from '@listings/shared/contracts/drafts';

export const DRAFTS_COLLECTION = 'drafts';

export interface DraftDocument {
  _id: string;
  owner_id: string;
  url: string;
  status: NonNullable<DraftState['status']>;
  completeness: number;
  missing: string[];
  listing_id: number | null;
  created_at: string;
  updated_at: string;
  /** Stream revision of the last event applied. */
  revision: number;
  state: DraftState;
  [field: string]: unknown;
}

/** The document after one more event of its stream (pure: the projection and write responses share it). */
export function nextDraftDocument(current: DraftDocument | null, event: RecordedEvent<DraftEvent>): DraftDocument {
  const state = evolveDraft(current?.state ?? initialDraftState(), event);
  return draftDocumentOf(
    state,
    { created: current?.created_at ?? event.metadata.at, updated: event.metadata.at },
    event.revision,
  );
}

/** The document for a draft's state (also how a write answers when the read model lags behind). */
export function draftDocumentOf(
  state: DraftState,
  at: { created: string; updated: string },
  revision: number,
): DraftDocument {
  const { completeness, missing } = completenessOf(state.fields);
  return {
    _id: state.draftId!,
    owner_id: state.ownerId!,
    url: state.url!,
    status: state.status!,
    completeness,
    missing,
    listing_id: state.listingId,
    created_at: at.created,
    updated_at: at.updated,
    revision,
    state,
  };
}

export const draftsProjection = defineProjection<DraftEvent>({
  name: 'drafts',
  collections: [DRAFTS_COLLECTION],
  eventTypes: DRAFT_EVENT_TYPES,

  async setup(documents) {
    await documents.collection(DRAFTS_COLLECTION).createIndex({ owner_id: 1, created_at: -1 });
  },

  async apply(event, documents) {
    const drafts = documents.collection<DraftDocument>(DRAFTS_COLLECTION);
    const { draftId } = event.data;
    const current = await drafts.findOne({ _id: draftId });
    if (current && event.revision <= current.revision) return;
    if (!current && event.type !== 'DraftStarted') return;
    await drafts.replaceOne({ _id: draftId }, nextDraftDocument(current, event), { upsert: true });
  },
});
