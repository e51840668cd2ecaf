import type { DocumentStore } from '../document-store/document-store.ts';
import type { RecordedEvent } from '../event-store/event-store.ts';
import type { DomainEvent } from '../es/decider.ts';

/**
 * The event types a consumer of the union `E` handles (Emmett's `CanHandle`): naming a type that is not
 * in `E` does not compile.
 */
export type CanHandle<E extends DomainEvent> = readonly E['type'][];

/**
 * A read model built from events. The runner applies each event once per projection: `apply` runs
 * inside the unit of work that also writes the projection's checkpoint (ProjectionRunner), so a crash
 * keeps both or neither, and a redelivered event at or before the checkpoint is skipped. `apply` must
 * write only through the `documents` it is given (the unit of work), and have no other effect: the
 * unit may be rolled back and run again. Counting with `$inc` and appending with `$push` is safe.
 *
 * Typed by the event union `E` it consumes (a context's events, or the few it reads of others):
 * `eventTypes` may name only types of `E`, and `apply` gets `RecordedEvent<E>`, whose `type` and `data`
 * narrow together. This is sound because the runner hands a projection only the events whose type is
 * in its `eventTypes` (ProjectionRunner.applyAll; runner.int.spec.ts proves it). The runner itself
 * holds projections as the untyped `Projection` (a `Projection<E>` is one: its methods take the events
 * it is given), so one runner feeds projections of every context.
 */
export interface Projection<E extends DomainEvent = DomainEvent> {
  name: string;
  /** Collections this projection owns; a rebuild drops them. */
  collections: readonly string[];
  /** Event types it reacts to; the checkpoint still moves past the others. */
  eventTypes: CanHandle<E>;
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
   * The shape of its documents (default 1). Raised when a change of the projection gives documents a
   * different shape (a new field every row needs): at start, a read model whose checkpoints were
   * written by another version is dropped and built again from the log, so an upgrade needs no
   * manual rebuild. The embedded runner does it at start; the Kafka projectors through their group
   * (gateway/src/distributed/projection-upgrade.ts).
   */
  version?: number;
  /**
   * Ephemeral projections only: loads state saved earlier (e.g. a snapshot of a search index) and
   * resolves with the log position it reflects, so delivery starts after it (0: nothing saved, start
   * from the beginning). Called at start after `setup`, never on rebuild.
   */
  restore?(): Promise<number>;
  /** Indexes and other setup, run before the first event (and again on rebuild); must be idempotent. */
  setup?(documents: DocumentStore): Promise<void>;
  apply(event: RecordedEvent<E>, documents: DocumentStore): Promise<void>;
  /**
   * Called once the unit of work that applied `events` has committed, with those events (the ones
   * this projection handles), e.g. a reactor starting the jobs it recorded. Not awaited; `documents`
   * is the store itself.
   */
  afterCommit?(events: readonly RecordedEvent<E>[], documents: DocumentStore): void;
}

/**
 * A projection of the event union `E` (`defineProjection<DraftEvent>({...})`), handed to the runner as
 * the untyped Projection it feeds.
 */
export const defineProjection = <E extends DomainEvent = DomainEvent>(projection: Projection<E>): Projection<E> =>
  projection;

/**
 * The runner's filter, for code that applies events to a projection by hand (tests, replays): true when
 * the projection handles the event's type, which makes the event one of its union.
 */
export const handles = <E extends DomainEvent>(
  projection: Projection<E>,
  event: RecordedEvent,
): event is RecordedEvent<E> => (projection.eventTypes as readonly string[]).includes(event.type);
