/**
 * Embedded event store on one SQLite file, a stand-in for EventStoreDB (see event-store.ts).
 * Several processes may share the file: writes serialize on SQLite's write lock (WAL mode, busy
 * timeout, `BEGIN IMMEDIATE`), and subscriptions poll for events other processes appended.
 *
 * Group commit: appends made while the process is busy are queued and written together, in one
 * transaction and so one sync. Each append still gets its own expected-revision check and idempotency rule, in order,
 * inside a savepoint: a refused append writes nothing and fails alone, and a later append in the same
 * batch sees the earlier ones. An append may be decided on one still in flight (`onlyAfter`): it is
 * written only if that one was, so commands on one stream can share a commit too.
 *
 * Nothing leaves the store before it is on disk: an append is acknowledged, and an event is read or
 * delivered to a subscription, only once an fdatasync of the WAL that began after its commit has
 * returned. The sync runs on the thread pool (sqlite-event-log.ts, `syncLog`), so the event loop writes
 * the next batch meanwhile, and one sync covers every batch committed before it began. What another
 * process committed is synced by this one before it reads it. A failed sync stops the store: the
 * kernel may have dropped the pages it could not write, so no later sync could vouch for them, and the
 * store refuses every append and every read past what it knows to be on disk until the process is
 * restarted (as PostgreSQL does after a failed fsync).
 *
 * A batch is written on the store's connection by the one function that writes a batch
 * (sqlite-event-log.ts). A writer thread with its own connection was tried and measured slower
 * (docs/decisions/write-path.md).
 */
import {
  WrongExpectedVersionError,
  type AppendOptions,
  type AppendResult,
  type EventBatchHandler,
  type EventData,
  type EventHandler,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeToAllInBatchesOptions,
  type SubscribeToAllOptions,
  type Subscription,
} from './event-store.ts';
import {
  closeEventLog,
  dataVersion,
  openEventLog,
  revisionNow,
  serializeEvent,
  syncLog,
  writeBatch,
  type BatchAppend,
  type BatchOutcome,
  type EventLog,
  type EventRow,
  type SerializedEvent,
} from './sqlite-event-log.ts';
import { StoreUnavailableError } from '../store-faults.ts';
import { CaughtUpWaiters, WakeableSleep } from './catch-up-waits.ts';

export interface SqliteEventStoreOptions {
  /** How often subscriptions look for events appended by other processes sharing the file. Default 100 ms. */
  pollIntervalMs?: number;
  /** How long an append waits for another process's write lock before failing with SQLITE_BUSY. Default 5 s. */
  busyTimeoutMs?: number;
  /** Events read per query while a subscription catches up. Default 500. */
  pageSize?: number;
  /**
   * Called at each stage of a group commit with the number of appends in the batch: 'written' once every
   * append of the batch has run inside the open transaction (the commit waits for the hook), 'committed'
   * once the commit returned, before the sync (a promise returned here holds the batch there until it
   * settles), 'synced' once a sync covering the batch returned, before any append is acknowledged. For
   * tests: crash tests end the process at a chosen stage, others count or hold batches.
   */
  onBatch?: (stage: 'written' | 'committed' | 'synced', appends: number) => void | Promise<void>;
  /** For tests: runs each sync of the WAL (`fdatasync` does it), to delay or fail it. */
  syncWal?: (fdatasync: () => Promise<void>) => Promise<void>;
}

/** How many streams' last revisions a store remembers for `knownRevision`; the least recently used go first. */
const KNOWN_REVISIONS_LIMIT = 10_000;

/** How many of the rows this instance wrote last are kept for its subscriptions (`recent`). */
const RECENT_LIMIT = 4096;

/** The most rows of a stream's last append kept to answer reads of it (`KnownStream.tail`). */
const TAIL_LIMIT = 16;

interface KnownStream {
  revision: number;
  /** The rows of this instance's last append to the stream, ending at `revision`. */
  tail?: EventRow[];
}

/** Longest a subscription of this instance waits to be woken while batches keep coming. */
const NOTIFY_COALESCE_MS = 5;

interface PendingAppend {
  streamId: string;
  events: SerializedEvent[];
  expected: ExpectedRevision;
  /** The append this one was decided on (`onlyAfter`), until this one is written or refused. */
  dependsOn?: PendingAppend;
  /** Set once its batch has run: true if it was written (and, once the batch is over, committed). */
  written?: boolean;
  resolve(result: AppendResult): void;
  reject(reason: unknown): void;
}

export class SqliteEventStore implements EventStore {
  /** The store's connection and statements (tests reach its `db` to inject faults into an in-memory log). */
  private readonly log: EventLog;
  private readonly pollIntervalMs: number;
  private readonly pageSize: number;
  private readonly subscriptions = new Set<CatchUpSubscription>();
  private readonly onBatch: SqliteEventStoreOptions['onBatch'];
  private readonly syncWal: NonNullable<SqliteEventStoreOptions['syncWal']>;
  /** Appends waiting for the next group commit, in arrival order. */
  private pending: PendingAppend[] = [];
  /** The queued append behind each promise appendToStream returned, for `onlyAfter`. */
  private readonly inFlight = new WeakMap<Promise<AppendResult>, PendingAppend>();
  private flushScheduled = false;
  /** The batch being written, if any: one at a time, so each sees the outcome of the one before. */
  private writing: Promise<void> | undefined;
  /** When subscriptions were last woken after a batch (performance.now()). */
  private notifiedAt = 0;
  /** Every event at or before this position is on disk. */
  private syncedHead: number;
  /** The sync in flight, if any. */
  private syncing: Promise<void> | undefined;
  /** Set for good when a sync failed (see the header). */
  private failed: EventLogSyncError | undefined;
  /** Batches committed whose appends are not settled yet, for close(). */
  private readonly settling = new Set<Promise<void>>();
  /**
   * The last revision of streams this instance wrote (once on disk) or read to the end, while no other
   * connection has committed: SQLite's data_version tells, and a change forgets them all. With it, the
   * rows this instance's last append to the stream wrote, when they end the stream (`tail`): a read of
   * what was just appended (a command answering with a view of its own write) is answered from them.
   */
  private readonly revisions = new Map<string, KnownStream>();
  /**
   * The rows this instance wrote, once settled, at consecutive positions ending with its newest, while no
   * other connection has committed (at most RECENT_LIMIT): what this instance's subscriptions read next.
   */
  private recent: EventRow[] = [];
  /** Streams with appends of this instance committed but not yet settled (on disk and acknowledged), and how many. */
  private readonly unsettled = new Map<string, number>();
  /** data_version as last checked, and whether that was in this turn of the event loop. */
  private version: number;
  private versionCheckedThisTurn = false;

  constructor(path: string, options: SqliteEventStoreOptions = {}) {
    this.pollIntervalMs = options.pollIntervalMs ?? 100;
    this.pageSize = options.pageSize ?? 500;
    this.onBatch = options.onBatch;
    this.syncWal = options.syncWal ?? ((fdatasync) => fdatasync());
    const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
    this.log = openEventLog(path, busyTimeoutMs);
    // Opening synced whatever the file holds.
    this.syncedHead = this.headPositionNow();
    this.version = dataVersion(this.log);
  }

  knownRevision(streamId: string): number | undefined {
    this.currentVersion();
    return this.revisions.get(streamId)?.revision;
  }

  /**
   * data_version, read once per turn of the event loop (the pragma costs about what the read it saves
   * does), forgetting every known revision when it changed. A commit by another process in the same turn
   * is noticed in the next: a command decided meanwhile on the older state fails its expected revision
   * and is decided again, and a read is as of the turn's start.
   */
  private currentVersion(): number {
    if (this.versionCheckedThisTurn) return this.version;
    this.versionCheckedThisTurn = true;
    setImmediate(() => (this.versionCheckedThisTurn = false));
    const version = dataVersion(this.log);
    if (version !== this.version) {
      this.version = version;
      this.revisions.clear();
      this.recent = [];
    }
    return version;
  }

  /**
   * Records a stream's last revision as known, keeping the newer one (recency order for the limit), if
   * it was seen at the data_version still current: one seen before another connection's commit that
   * this instance has noticed since could be stale.
   */
  private knowRevision(streamId: string, revision: number, seenAt: number, tail?: EventRow[]): void {
    if (seenAt !== this.version) return;
    const known = this.revisions.get(streamId);
    this.revisions.delete(streamId);
    const newer = !known || revision > known.revision;
    const fits =
      tail !== undefined && tail.length > 0 && tail.length <= TAIL_LIMIT && tail.at(-1)!.revision === revision;
    this.revisions.set(
      streamId,
      newer
        ? { revision, tail: fits ? tail : undefined }
        : { revision: known.revision, tail: known.tail ?? (revision === known.revision && fits ? tail : undefined) },
    );
    if (this.revisions.size > KNOWN_REVISIONS_LIMIT) this.revisions.delete(this.revisions.keys().next().value!);
  }

  readonly pipelinesAppends = true;

  appendToStream(streamId: string, events: EventData[], options: AppendOptions = {}): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    const after = options.onlyAfter;
    if (this.failed) return Promise.reject(this.failed);
    const dependsOn = after && this.inFlight.get(after);
    if (after && !dependsOn) {
      // Not an append of this instance (or one wrapped by a caller): wait for its outcome first.
      return after.then(
        () => this.appendToStream(streamId, events, { expectedRevision: expected }),
        () => {
          throw new WrongExpectedVersionError(streamId, expected, revisionNow(this.log, streamId));
        },
      );
    }
    let serialized: SerializedEvent[];
    try {
      // Here rather than in the batch: data that cannot be written as JSON fails this append alone.
      serialized = events.map(serializeEvent);
    } catch (error) {
      return Promise.reject(error);
    }
    let entry!: PendingAppend;
    const appended = new Promise<AppendResult>((resolve, reject) => {
      entry = { streamId, events: serialized, expected, dependsOn, resolve, reject };
      this.pending.push(entry);
      this.scheduleFlush();
    });
    this.inFlight.set(appended, entry);
    return appended;
  }

  private scheduleFlush(): void {
    // While a sync is in flight the queue grows, and goes in one batch once it returns: fewer, larger
    // commits than writing a batch beside every sync (each commit costs its WAL pages, measured).
    if (this.flushScheduled || this.writing || this.syncing) return;
    this.flushScheduled = true;
    // setImmediate runs after the I/O callbacks of this turn: every request read in the same turn
    // has queued its append by then, so they share the commit.
    setImmediate(() => this.flush());
  }

  /**
   * Sends every queued append to the writer as one batch, unless a batch is being written: then the
   * queue waits for it and goes next, so a batch always knows how the appends it depends on ended.
   */
  private flush(): void {
    this.flushScheduled = false;
    if (this.writing || this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    if (this.failed) {
      // Nothing more is written to a log that may have lost what it was told was on disk.
      for (const append of batch) append.reject(this.failed);
      return;
    }
    const indexOf = new Map(batch.map((append, index) => [append, index]));
    const appends = batch.map((append): BatchAppend => {
      // Queued after the append it depends on, so that one has run by now or is in this batch.
      const decidedOn = append.dependsOn;
      append.dependsOn = undefined; // no chain of appends kept alive behind the newest
      const after = decidedOn && (indexOf.get(decidedOn) ?? (decidedOn.written ? undefined : 'refused'));
      return { streamId: append.streamId, events: append.events, expected: append.expected, after };
    });
    this.writing = this.write(appends).then(
      (outcomes) => {
        const seenAt = this.currentVersion();
        batch.forEach((append, index) => {
          append.written = outcomes[index]!.ok;
          if (append.written) this.unsettled.set(append.streamId, (this.unsettled.get(append.streamId) ?? 0) + 1);
        });
        const held = this.onBatch?.('committed', batch.length);
        // The next batch is written while this one syncs.
        this.batchEnded();
        this.settle(batch, outcomes, held, seenAt);
      },
      (error: unknown) => {
        for (const append of batch) {
          append.written = false;
          append.reject(error);
        }
        this.batchEnded();
      },
    );
  }

  /** Acknowledges a committed batch's appends once it is on disk (refusals wait too, to keep the order). */
  private settle(batch: PendingAppend[], outcomes: BatchOutcome[], held: void | Promise<void>, seenAt: number): void {
    let last = 0;
    for (const outcome of outcomes) if (outcome.ok) last = Math.max(last, outcome.result.position);
    const settled = Promise.resolve(held)
      .then(() => this.durable(last))
      .then(
        () => {
          this.onBatch?.('synced', batch.length);
          batch.forEach((append, index) => {
            const outcome = outcomes[index]!;
            // A replay's revision may be long past: only what this append wrote is the stream's last.
            if (outcome.ok && !outcome.replayed)
              this.knowRevision(append.streamId, outcome.result.nextExpectedRevision, seenAt, outcome.rows);
          });
          this.keepRecent(
            outcomes.flatMap((outcome) => (outcome.ok ? outcome.rows : [])),
            seenAt,
          );
          // In the same step as the known revisions: no read may see one without the other.
          this.settled(batch);
          batch.forEach((append, index) => {
            const outcome = outcomes[index]!;
            if (outcome.ok) append.resolve(outcome.result);
            else append.reject(outcome.error);
          });
          this.wakeSubscriptions();
        },
        (error: unknown) => {
          this.settled(batch);
          batch.forEach((append, index) => {
            const outcome = outcomes[index]!;
            append.reject(outcome.ok ? error : outcome.error);
          });
        },
      )
      .finally(() => this.settling.delete(settled));
    this.settling.add(settled);
  }

  /** The batch's written appends are no longer in flight on their streams (`unsettled`). */
  private settled(batch: PendingAppend[]): void {
    for (const append of batch) {
      if (!append.written) continue;
      const count = this.unsettled.get(append.streamId)! - 1;
      if (count === 0) this.unsettled.delete(append.streamId);
      else this.unsettled.set(append.streamId, count);
    }
  }

  /**
   * Resolves once every event up to `position` is on disk: at once when a sync already covered it,
   * else after the sync in flight and, if that one began before the position was committed, one more.
   */
  private async durable(position: number): Promise<void> {
    while (position > this.syncedHead) {
      if (this.failed) throw this.failed;
      this.syncing ??= this.startSync();
      await this.syncing;
    }
  }

  /** Starts a sync; once it has settled (never before `syncing` is set), the queue may go. */
  private startSync(): Promise<void> {
    const syncing = this.sync().finally(() => {
      if (this.syncing === syncing) this.syncing = undefined;
      if (this.pending.length > 0) this.scheduleFlush();
    });
    return syncing;
  }

  /**
   * One fdatasync of the WAL; it covers everything committed before it began. Only a failure of the
   * sync itself stops the store; one reading the head fails this attempt alone.
   */
  private async sync(): Promise<void> {
    const head = this.headPositionNow();
    try {
      await this.syncWal(() => syncLog(this.log));
    } catch (error) {
      this.failed = new EventLogSyncError(error);
      throw this.failed;
    }
    this.syncedHead = Math.max(this.syncedHead, head);
  }

  /** Writes the batch and commits it; rejects when the whole batch failed (nothing written). */
  private async write(batch: BatchAppend[]): Promise<BatchOutcome[]> {
    const onBatch = this.onBatch;
    return writeBatch(this.log, batch, onBatch && ((appends) => onBatch('written', appends)));
  }

  private batchEnded(): void {
    this.writing = undefined;
    if (this.pending.length > 0) this.scheduleFlush();
  }

  /**
   * Wakes this instance's subscriptions after a batch is on disk instead of at their next poll (a wake-up for an
   * idempotent or empty append only costs them one empty read), but on the next turn: the writers just
   * acknowledged finish and answer first, instead of sharing the microtask queue with every projection
   * catching up. While batches follow each other, at most every NOTIFY_COALESCE_MS: every wake costs
   * each subscription a read even for one event; the last batch of a burst always wakes them (a wake
   * skipped here is left to the next batch's).
   */
  private wakeSubscriptions(): void {
    setImmediate(() => {
      const now = performance.now();
      if ((this.flushScheduled || this.writing) && now - this.notifiedAt < NOTIFY_COALESCE_MS) return;
      this.notifiedAt = now;
      for (const subscription of this.subscriptions) subscription.notify();
    });
  }

  async findEvent(streamId: string, eventId: string): Promise<RecordedEvent | undefined> {
    const row = this.log.sql.byEventId.get(eventId) as EventRow | undefined;
    if (!row || row.stream_id !== streamId) return undefined;
    await this.durable(row.position);
    return toRecordedEvent(row);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.maxCount ?? -1;
    const { sql } = this.log;
    const seenAt = this.currentVersion();
    const rows =
      options.direction === 'backwards'
        ? sql.readBackwards.all(streamId, options.fromRevision ?? Number.MAX_SAFE_INTEGER, limit)
        : (this.fromTail(streamId, options.fromRevision ?? 0, limit) ??
          sql.readForwards.all(streamId, options.fromRevision ?? 0, limit));
    const events = (rows as EventRow[]).map(toRecordedEvent);
    const newest = events.length === 0 ? 0 : Math.max(events[0]!.position, events[events.length - 1]!.position);
    await this.durable(newest);
    // Read forwards to the end: the last event is the stream's last as of the read.
    if (options.direction !== 'backwards' && limit < 0 && events.length > 0)
      this.knowRevision(streamId, events[events.length - 1]!.revision, seenAt);
    return events;
  }

  /**
   * A forward read answered from the known end of the stream, without SQLite: the revisions asked for
   * are all after the known revision (none), or all within the rows of this instance's last append.
   * Undefined when the known end does not cover them (the read goes to SQLite).
   */
  private fromTail(streamId: string, fromRevision: number, limit: number): EventRow[] | undefined {
    const known = this.revisions.get(streamId);
    // An append of this instance committed since would be in a read of SQLite: the known end is behind.
    if (!known || !Number.isInteger(fromRevision) || fromRevision < 0 || this.unsettled.has(streamId)) return undefined;
    if (fromRevision > known.revision) return [];
    const first = known.tail?.[0]?.revision;
    if (first === undefined || fromRevision < first) return undefined;
    const rows = known.tail!.slice(fromRevision - first);
    return limit < 0 ? rows : rows.slice(0, limit);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const events = this.readAllNow(options.afterPosition ?? 0, options.maxCount ?? -1);
    await this.durable(events.length === 0 ? 0 : events[events.length - 1]!.position);
    return events;
  }

  async headPosition(): Promise<number> {
    const head = this.headPositionNow();
    await this.durable(head);
    return head;
  }

  subscribeToAll(
    options: SubscribeToAllOptions,
    handler: EventHandler,
    onError?: (error: unknown) => void,
  ): Subscription {
    const subscription = new CatchUpSubscription({
      afterPosition: options.afterPosition ?? 0,
      pollIntervalMs: this.pollIntervalMs,
      readPage: (afterPosition) => this.nextPage(afterPosition, this.pageSize),
      durable: (position) => this.durable(position),
      headPosition: () => this.headPositionNow(),
      handler,
      // Without a listener a failed projection would stop silently; at least say so.
      onError: onError ?? ((error) => console.error('Event subscription stopped: its handler failed', error)),
      onEnd: () => this.subscriptions.delete(subscription),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  subscribeToAllInBatches(
    options: SubscribeToAllInBatchesOptions,
    handler: EventBatchHandler,
    onError?: (error: unknown) => void,
  ): Subscription {
    const pageSize = options.maxBatchSize ?? this.pageSize;
    const subscription = new CatchUpSubscription({
      afterPosition: options.afterPosition ?? 0,
      pollIntervalMs: this.pollIntervalMs,
      readPage: (afterPosition) => this.nextPage(afterPosition, pageSize),
      durable: (position) => this.durable(position),
      headPosition: () => this.headPositionNow(),
      handler: () => undefined,
      batchHandler: handler,
      onError: onError ?? ((error) => console.error('Event subscription stopped: its handler failed', error)),
      onEnd: () => this.subscriptions.delete(subscription),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    // Appends queued before close() are written, not dropped.
    while (this.writing || this.pending.length > 0) {
      if (this.writing) await this.writing;
      else this.flush();
    }
    await Promise.allSettled([...this.settling, this.syncing]);
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await closeEventLog(this.log);
  }

  /**
   * Synchronous read for subscriptions. Reading `position > checkpoint` never skips an event that is
   * committed later: SQLite has a single writer, so positions become visible in increasing order.
   */
  private readAllNow(afterPosition: number, limit: number): RecordedEvent[] {
    return (this.log.sql.readAll.all(afterPosition, limit) as EventRow[]).map(toRecordedEvent);
  }

  /**
   * A subscription's next page: from the rows this instance just wrote when they cover what follows the
   * position (nothing else can be there: no other connection has committed since, and positions are
   * consecutive), else from SQLite. Past the newest settled row it is empty, even while a batch of this
   * instance is committed and syncing: the subscription sleeps until that batch wakes it, on disk.
   */
  private nextPage(afterPosition: number, limit: number): RecordedEvent[] {
    this.currentVersion(); // another connection's commit (noticed once per turn) empties `recent`
    const first = this.recent[0]?.position;
    if (first === undefined || !Number.isInteger(afterPosition) || afterPosition < first - 1)
      return this.readAllNow(afterPosition, limit);
    return this.recent.slice(afterPosition + 1 - first, afterPosition + 1 - first + limit).map(toRecordedEvent);
  }

  /** Adds a settled batch's rows to `recent` if they follow it (else they start it again). */
  private keepRecent(rows: EventRow[], seenAt: number): void {
    if (rows.length === 0) return;
    if (seenAt !== this.version) {
      this.recent = [];
      return;
    }
    const last = this.recent.at(-1)?.position;
    if (last === undefined || rows[0]!.position !== last + 1) this.recent = rows;
    else this.recent.push(...rows);
    if (this.recent.length > 2 * RECENT_LIMIT) this.recent = this.recent.slice(-RECENT_LIMIT);
  }

  private headPositionNow(): number {
    return (this.log.sql.head.get() as { position: number }).position;
  }
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata),
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    recordedAt: row.recorded_at,
  };
}

interface CatchUpSource {
  afterPosition: number;
  pollIntervalMs: number;
  /** The next events after a position, in position order, at most one page. */
  readPage(afterPosition: number): RecordedEvent[];
  /** Resolves once every event up to the position is on disk; a page is delivered only then. */
  durable(position: number): Promise<void>;
  headPosition(): number;
  handler: EventHandler;
  /** When set, each page goes to it whole instead of event by event to `handler`. */
  batchHandler?: EventBatchHandler;
  onError(error: unknown): void;
  /** Called once when delivery ends, for whatever reason. */
  onEnd(): void;
}

/**
 * Catch-up subscription: one loop reads the log after its checkpoint page by page and hands each
 * event to the handler, awaiting it, so delivery is sequential, ordered and never repeated. When the
 * log is exhausted it sleeps until notified (same-instance append) or the poll interval elapses
 * (another process's append). Do not await stop() inside the handler: stop waits for the handler.
 */
class CatchUpSubscription implements Subscription {
  private checkpoint: number;
  private ended: { reason: unknown } | undefined;
  private readonly pause = new WakeableSleep();
  private readonly waiters = new CaughtUpWaiters();
  private readonly loop: Promise<void>;

  private readonly source: CatchUpSource;

  constructor(source: CatchUpSource) {
    this.source = source;
    this.checkpoint = source.afterPosition;
    // Start on a later tick so the handler never runs before subscribeToAll has returned.
    this.loop = Promise.resolve().then(() => this.run());
  }

  notify(): void {
    this.pause.wake();
  }

  async caughtUp(): Promise<void> {
    const target = this.source.headPosition();
    if (this.checkpoint >= target) return;
    // Once delivery has ended the target can never be reached: fail rather than hang.
    if (this.ended) throw this.ended.reason;
    await this.waiters.waitFor(target);
  }

  async stop(): Promise<void> {
    this.end(new Error('The subscription was stopped before catching up'));
    await this.loop;
  }

  private async run(): Promise<void> {
    try {
      while (!this.ended) {
        const page = this.source.readPage(this.checkpoint);
        if (page.length === 0) {
          await this.sleep();
          continue;
        }
        await this.source.durable(page[page.length - 1]!.position);
        if (this.source.batchHandler) {
          if (this.ended) return;
          await this.source.batchHandler(page);
          this.checkpoint = page[page.length - 1]!.position;
          this.waiters.reached(this.checkpoint);
          continue;
        }
        for (const event of page) {
          if (this.ended) return;
          await this.source.handler(event);
          this.checkpoint = event.position;
          this.waiters.reached(this.checkpoint);
        }
      }
    } catch (error) {
      this.end(error);
      this.source.onError(error);
    }
  }

  private sleep(): Promise<void> {
    return this.pause.sleep(this.source.pollIntervalMs);
  }

  private end(reason: unknown): void {
    if (this.ended) return;
    this.ended = { reason };
    this.pause.wake();
    this.waiters.fail(reason);
    this.source.onEnd();
  }
}

/**
 * Why the store stopped: a sync of its WAL failed, so what was committed since may not be on disk. The
 * store is unavailable (the edge answers 503, projections wait) until the process restarts.
 */
export class EventLogSyncError extends StoreUnavailableError {
  override readonly name: string = 'EventLogSyncError';

  constructor(cause: unknown) {
    super('events', 'The event log could not be synced to disk; it takes no more appends until the process restarts', {
      cause,
    });
  }
}
