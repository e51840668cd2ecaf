/**
 * Event store port, with EventStoreDB semantics so the embedded adapter is a faithful stand-in:
 * streams named `<category>-<id>`, optimistic concurrency by expected revision, event ids that make
 * a retried append idempotent, reads forwards and backwards, the ordered `$all` log read from a
 * global position, and catch-up subscriptions that replay history and then follow live appends.
 */
import type { DomainEvent } from '../es/decider.ts';

/** Who caused a change, when and why: every event carries it (auditors replay on it). */
export interface EventMetadata {
  actor: { kind: 'user' | 'admin' | 'system'; id: string };
  /** ISO-8601 time the command was decided, from the Clock port. */
  at: string;
  /** What caused the event: an operationId, an admin command or the reactor/event that issued it. */
  cause: string;
  correlationId?: string;
  causationId?: string;
  /**
   * W3C trace context of the work that appended the event, set only while tracing is on
   * (shared/src/platform/observability): whoever handles the event later continues that trace.
   */
  traceparent?: string;
}

/**
 * An event on its way into a stream, of one event union `E` (a context's `DraftEvent`, `ListingEvent`,
 * ...): distributed over the union, so `type` and `data` stay paired and `switch (event.type)` narrows
 * `event.data` (Emmett's `Event<Type, Data>`). Without `E` it is the untyped event the ports carry.
 */
export type EventData<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? EventDataOf<E['type'], E['data']>
  : never;

/**
 * An event as the store recorded it, of one event union `E`, distributed like EventData (Emmett's
 * `ReadEvent`). The store's reads hand out the untyped `RecordedEvent`: only a consumer that is given
 * the events of its own union (a projection or reactor, through its `eventTypes`) sees them typed.
 */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? RecordedEventOf<E['type'], E['data']>
  : never;

/**
 * Narrows an event read from the untyped log (readAll, readStream, a wider union) to the union `E`:
 * true when its type is one of `types`, which may name only types of `E`
 * (`isEventOf<ListingEvent>(event, ...LISTING_EVENT_TYPES)`). Sound because an event type has one
 * shape, the one its context's contract gives it (shared/src/contracts).
 */
export const isEventOf = <E extends DomainEvent>(
  event: RecordedEvent,
  ...types: readonly E['type'][]
): event is RecordedEvent<E> => (types as readonly string[]).includes(event.type);

/** One event type's EventData. */
export interface EventDataOf<Type extends string = string, Data = unknown> {
  /** UUID; appending the same ids again at the same place is a no-op (idempotent retry). */
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/** One event type's RecordedEvent. */
export interface RecordedEventOf<Type extends string = string, Data = unknown> extends EventDataOf<Type, Data> {
  streamId: string;
  /** 0-based revision of the event inside its stream. */
  revision: number;
  /** Position in the global `$all` log; strictly increasing in append order, starts at 1. */
  position: number;
  /** ISO-8601 time the store recorded the event. */
  recordedAt: string;
}

/** `any`: no check; `no_stream`: the stream must not exist; `stream_exists`; or the exact current revision. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface AppendResult {
  /** Revision of the last event now in the stream: pass it as expectedRevision on the next append. */
  nextExpectedRevision: number;
  /** Global position of the last appended event: the read side can wait on it (read-your-writes). */
  position: number;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive start revision; defaults to the start (forwards) or the end (backwards). */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events with position greater than this. Defaults to 0 (the beginning). */
  afterPosition?: number;
  maxCount?: number;
}

export interface SubscribeToAllOptions {
  /** Exclusive checkpoint: delivery starts with the first event after this position. */
  afterPosition?: number;
}

export type EventHandler = (event: RecordedEvent) => Promise<void> | void;
/** Receives a run of consecutive events of `$all` (never empty), in order. */
export type EventBatchHandler = (events: RecordedEvent[]) => Promise<void> | void;

export interface SubscribeToAllInBatchesOptions extends SubscribeToAllOptions {
  /** The most events handed over at once. Default: the adapter's page size. */
  maxBatchSize?: number;
}

export interface Subscription {
  /** Stops delivery; resolves once the handler is no longer running. */
  stop(): Promise<void>;
  /** Resolves when every event appended so far has been handed to the handler. */
  caughtUp(): Promise<void>;
}

export interface AppendOptions {
  expectedRevision?: ExpectedRevision;
  /**
   * Only for a store with `pipelinesAppends`: an append of the same store instance, still in flight,
   * whose outcome this one was decided on (its expected revision is where that one ends). This append
   * is written only if that one was; otherwise it fails with WrongExpectedVersionError, unwritten.
   */
  onlyAfter?: Promise<AppendResult>;
}

export interface EventStore {
  appendToStream(streamId: string, events: EventData[], options?: AppendOptions): Promise<AppendResult>;
  /**
   * True when appendToStream takes `onlyAfter`: a command may then be decided on the state an append
   * still in flight leads to, and both share one commit (handleCommand does this for commands on one
   * stream). Stores without it are given one append at a time per stream instead.
   */
  readonly pipelinesAppends?: boolean;
  /**
   * The revision of the stream's last event when this instance knows it without reading: it wrote or
   * read the stream itself, and nothing else has written to the log since. Undefined when only a read
   * can tell. Optional: a store that cannot know (another server's log) leaves it out, and callers read.
   * Lets the write path skip the read that would bring a remembered state up to date with nothing.
   */
  knownRevision?(streamId: string): number | undefined;
  /**
   * The event with this id when it is in this stream: through an index on event ids where the store has
   * one. A keyed request's retry looks for what an earlier attempt appended (kernel/es/keyed-writes.ts).
   * Optional for stand-ins (test doubles): the stream is then scanned through readStream.
   */
  findEvent?(streamId: string, eventId: string): Promise<RecordedEvent | undefined>;
  /** Events of one stream; an empty array when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** The `$all` log in global order. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Position of the last event in `$all` (0 when empty). */
  headPosition(): Promise<number>;
  /**
   * Catch-up subscription: replays `$all` after the checkpoint, then delivers new events as they are
   * appended, one at a time and in order. A handler that throws stops the subscription (onError).
   */
  subscribeToAll(
    options: SubscribeToAllOptions,
    handler: EventHandler,
    onError?: (error: unknown) => void,
  ): Subscription;
  /**
   * Optional: the same catch-up subscription, handing over the events in batches (what one read of the
   * log returned, while catching up; one or a few once live), so that a consumer can commit a whole
   * batch at once. Adapters without it are used through `subscribeToAll`, one event per batch.
   */
  subscribeToAllInBatches?(
    options: SubscribeToAllInBatchesOptions,
    handler: EventBatchHandler,
    onError?: (error: unknown) => void,
  ): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  /** Current revision, or 'no_stream'. */
  readonly actual: number | 'no_stream';

  constructor(streamId: string, expected: ExpectedRevision, actual: number | 'no_stream') {
    super(`Wrong expected revision on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

/** Stream names follow EventStoreDB's convention: `<category>-<id>`. */
export const streamName = (category: string, id: string | number): string => `${category}-${id}`;
export const streamCategory = (streamId: string): string => streamId.slice(0, streamId.indexOf('-'));
