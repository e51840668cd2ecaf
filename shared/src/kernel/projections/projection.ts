import type { DocumentStore } from '../document-store/document-store.ts';
import type { RecordedEvent } from '../event-store/event-store.ts';

/**
 * A read model built from events. `apply` must be safe to run on any event the projection handles;
 * the runner guarantees each event is applied once per projection by its checkpoint, and handlers
 * are written as idempotent upserts/sets so that a crash between write and checkpoint is harmless.
 */
export interface Projection {
  name: string;
  /** Collections this projection owns; a rebuild drops them. */
  collections: readonly string[];
  /** Event types it reacts to; the checkpoint still moves past the others. */
  eventTypes: readonly string[];
  /**
   * Kept in process memory instead of the document store (e.g. a search index): it is built from
   * the log at every start, so its checkpoint is never stored.
   */
  ephemeral?: boolean;
  /**
   * Where a consumer with no checkpoint yet starts: the beginning of the log (read models: they are
   * built from all of it), or its head (a reactor added to a running service acts on what happens from
   * then on, never on history that was already handled before it existed). Default 'beginning'.
   */
  startAt?: 'beginning' | 'head';
  /**
   * Ephemeral projections only: loads state saved earlier (e.g. a snapshot of a search index) and
   * resolves with the log position it reflects, so delivery starts after it (0: nothing saved, start
   * from the beginning). Called at start after `setup`, never on rebuild.
   */
  restore?(): Promise<number>;
  /** Indexes and other setup, run before the first event (and again on rebuild); must be idempotent. */
  setup?(documents: DocumentStore): Promise<void>;
  apply(event: RecordedEvent, documents: DocumentStore): Promise<void>;
}

export const defineProjection = (projection: Projection): Projection => projection;
