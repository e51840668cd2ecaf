/**
 * Embedded event store on one SQLite file, a stand-in for EventStoreDB (see event-store.ts).
 * Several processes may share the file: writes serialize on SQLite's write lock (WAL mode, busy
 * timeout, `BEGIN IMMEDIATE`), and subscriptions poll for events other processes appended.
 *
 * Group commit: appends made while the process is busy are queued and written together on the next
 * turn of the event loop, in one transaction and so one fsync (`synchronous = FULL`: an append is
 * acknowledged only once its commit is on disk). Each append still gets its own expected-revision
 * check and idempotency rule, in order, inside a savepoint: a refused append writes nothing and fails
 * alone, and a later append in the same batch sees the earlier ones. An append may be decided on one
 * still in flight (`onlyAfter`): it is written only if that one was, so commands on one stream can
 * share a commit too.
 */
import Database from 'libsql';
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

export interface SqliteEventStoreOptions {
  /** How often subscriptions look for events appended by other processes sharing the file. Default 100 ms. */
  pollIntervalMs?: number;
  /** How long an append waits for another process's write lock before failing with SQLITE_BUSY. Default 5 s. */
  busyTimeoutMs?: number;
  /** Events read per query while a subscription catches up. Default 500. */
  pageSize?: number;
  /**
   * Called at each stage of a group commit with the number of appends in the batch: 'written' once every
   * append of the batch has run inside the open transaction, 'committed' once the commit (and its fsync)
   * returned, before any append is acknowledged. For crash tests, which end the process at a chosen stage.
   */
  onBatch?: (stage: 'written' | 'committed', appends: number) => void;
}

/** Longest a subscription of this instance waits to be woken while batches keep coming. */
const NOTIFY_COALESCE_MS = 5;

interface PendingAppend {
  streamId: string;
  events: EventData[];
  expected: ExpectedRevision;
  /** The append this one was decided on (`onlyAfter`), until this one is written or refused. */
  dependsOn?: PendingAppend;
  /** Set once its batch has run: true if it was written (and, once the batch is over, committed). */
  written?: boolean;
  resolve(result: AppendResult): void;
  reject(reason: unknown): void;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    -- AUTOINCREMENT: a position is never handed out twice, even after deleting the newest rows,
    -- so a checkpoint saved by a subscriber always means the same place in the log.
    position    INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_id   TEXT    NOT NULL,
    revision    INTEGER NOT NULL,
    event_id    TEXT    NOT NULL UNIQUE,
    type        TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    metadata    TEXT    NOT NULL,
    recorded_at TEXT    NOT NULL,
    UNIQUE (stream_id, revision)
  )`;

interface EventRow {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly pollIntervalMs: number;
  private readonly pageSize: number;
  private readonly subscriptions = new Set<CatchUpSubscription>();
  private readonly sql;
  private readonly onBatch: SqliteEventStoreOptions['onBatch'];
  /** Appends waiting for the next group commit, in arrival order. */
  private pending: PendingAppend[] = [];
  /** The queued append behind each promise appendToStream returned, for `onlyAfter`. */
  private readonly inFlight = new WeakMap<Promise<AppendResult>, PendingAppend>();
  private flushScheduled = false;
  /** When subscriptions were last woken after a batch (performance.now()). */
  private notifiedAt = 0;

  constructor(path: string, options: SqliteEventStoreOptions = {}) {
    this.pollIntervalMs = options.pollIntervalMs ?? 100;
    this.pageSize = options.pageSize ?? 500;
    this.onBatch = options.onBatch;
    this.db = new Database(path);
    // The busy timeout goes first: switching to WAL and creating the schema already take locks
    // that another process opening the same file at the same moment may hold.
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    // WAL lets readers (other processes' subscriptions) read while one process writes.
    this.db.pragma('journal_mode = WAL');
    // FULL: every commit fsyncs the WAL before it returns, so an acknowledged append survives a power
    // cut too, not only a crash of the process (NORMAL would only sync at checkpoints). Set explicitly
    // rather than trusting the build's default; group commit pays one fsync per batch, not per append.
    this.db.pragma('synchronous = FULL');
    this.db.exec(SCHEMA);
    this.sql = {
      streamLast: this.db.prepare(
        'SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
      ),
      byEventId: this.db.prepare('SELECT * FROM events WHERE event_id = ?'),
      insert: this.db.prepare(
        'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      // LIMIT -1 is SQLite for "no limit".
      readForwards: this.db.prepare(
        'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?',
      ),
      readBackwards: this.db.prepare(
        'SELECT * FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?',
      ),
      readAll: this.db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      head: this.db.prepare('SELECT COALESCE(MAX(position), 0) AS position FROM events'),
      begin: this.db.prepare('BEGIN IMMEDIATE'),
      commit: this.db.prepare('COMMIT'),
      rollback: this.db.prepare('ROLLBACK'),
      savepoint: this.db.prepare('SAVEPOINT append'),
      release: this.db.prepare('RELEASE append'),
      rollbackTo: this.db.prepare('ROLLBACK TO append'),
    };
  }

  readonly pipelinesAppends = true;

  appendToStream(streamId: string, events: EventData[], options: AppendOptions = {}): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    const after = options.onlyAfter;
    const dependsOn = after && this.inFlight.get(after);
    if (after && !dependsOn) {
      // Not an append of this instance (or one wrapped by a caller): wait for its outcome first.
      return after.then(
        () => this.appendToStream(streamId, events, { expectedRevision: expected }),
        () => {
          throw new WrongExpectedVersionError(streamId, expected, this.revisionNow(streamId));
        },
      );
    }
    let entry!: PendingAppend;
    const appended = new Promise<AppendResult>((resolve, reject) => {
      entry = { streamId, events, expected, dependsOn, resolve, reject };
      this.pending.push(entry);
      if (this.flushScheduled) return;
      this.flushScheduled = true;
      // setImmediate runs after the I/O callbacks of this turn: every request read in the same turn
      // has queued its append by then, so they share the commit.
      setImmediate(() => this.flush());
    });
    this.inFlight.set(appended, entry);
    return appended;
  }

  /**
   * Writes every queued append in one transaction. Each append runs in a savepoint, so one refused
   * (wrong expected revision, reused event id, or any error while inserting) leaves no row and fails
   * alone; the others commit together. If the transaction itself fails (the write lock not obtained
   * within the busy timeout, an I/O error at commit), nothing is written and every append fails.
   */
  private flush(): void {
    this.flushScheduled = false;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    const outcomes: ({ ok: true; result: AppendResult } | { ok: false; error: unknown })[] = [];
    try {
      // IMMEDIATE takes the write lock before reading any stream's revision, so no other process can
      // append between a check and its insert (a deferred transaction would only fail at commit).
      this.sql.begin.run();
      try {
        for (const append of batch) {
          // Queued after the append it depends on, so that one has run by now: in this batch or an earlier one.
          const decidedOn = append.dependsOn;
          append.dependsOn = undefined; // no chain of appends kept alive behind the newest
          if (decidedOn && !decidedOn.written) {
            append.written = false;
            const actual = this.revisionNow(append.streamId);
            outcomes.push({
              ok: false,
              error: new WrongExpectedVersionError(append.streamId, append.expected, actual),
            });
            continue;
          }
          this.sql.savepoint.run();
          try {
            const result = this.appendLocked(append.streamId, append.events, append.expected);
            this.sql.release.run();
            append.written = true;
            outcomes.push({ ok: true, result });
          } catch (error) {
            // SQLITE_FULL, SQLITE_IOERR and the like may roll the whole transaction back: no savepoint is
            // left then, and the batch fails with the error that did it (nothing of it is written).
            if (!this.db.inTransaction) throw error;
            this.sql.rollbackTo.run();
            this.sql.release.run();
            append.written = false;
            outcomes.push({ ok: false, error });
          }
        }
        this.onBatch?.('written', batch.length);
        this.sql.commit.run();
      } catch (error) {
        if (this.db.inTransaction) this.sql.rollback.run();
        throw error;
      }
    } catch (error) {
      for (const append of batch) {
        append.written = false;
        append.reject(error);
      }
      // Earlier batches may have left their wake-up to this one.
      this.wakeSubscriptions();
      return;
    }
    this.onBatch?.('committed', batch.length);
    batch.forEach((append, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) append.resolve(outcome.result);
      else append.reject(outcome.error);
    });
    this.wakeSubscriptions();
  }

  /**
   * Wakes this instance's subscriptions after a batch instead of at their next poll (a wake-up for an
   * idempotent or empty append only costs them one empty read), but on the next turn: the writers just
   * acknowledged finish and answer first, instead of sharing the microtask queue with every projection
   * catching up. While batches follow each other, at most every NOTIFY_COALESCE_MS: every wake costs
   * each subscription a read even for one event; the last batch of a burst always wakes them.
   */
  private wakeSubscriptions(): void {
    setImmediate(() => {
      const now = performance.now();
      if (this.flushScheduled && now - this.notifiedAt < NOTIFY_COALESCE_MS) return;
      this.notifiedAt = now;
      for (const subscription of this.subscriptions) subscription.notify();
    });
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.maxCount ?? -1;
    const rows =
      options.direction === 'backwards'
        ? this.sql.readBackwards.all(streamId, options.fromRevision ?? Number.MAX_SAFE_INTEGER, limit)
        : this.sql.readForwards.all(streamId, options.fromRevision ?? 0, limit);
    return (rows as EventRow[]).map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.readAllNow(options.afterPosition ?? 0, options.maxCount ?? -1);
  }

  async headPosition(): Promise<number> {
    return this.headPositionNow();
  }

  subscribeToAll(
    options: SubscribeToAllOptions,
    handler: EventHandler,
    onError?: (error: unknown) => void,
  ): Subscription {
    const subscription = new CatchUpSubscription({
      afterPosition: options.afterPosition ?? 0,
      pollIntervalMs: this.pollIntervalMs,
      readPage: (afterPosition) => this.readAllNow(afterPosition, this.pageSize),
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
      readPage: (afterPosition) => this.readAllNow(afterPosition, pageSize),
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
    this.flush();
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    this.db.close();
  }

  /** One append of a batch; runs inside the batch's transaction, with the write lock held. */
  private appendLocked(streamId: string, events: EventData[], expected: ExpectedRevision): AppendResult {
    const last = this.sql.streamLast.get(streamId) as Pick<EventRow, 'revision' | 'position'> | undefined;
    const actual = last ? last.revision : 'no_stream';

    const recorded = events.map((event) => this.sql.byEventId.get(event.id) as EventRow | undefined);
    if (recorded.some((row) => row !== undefined)) {
      // A retry of an append that already went through: answer what the first attempt answered.
      const replay = idempotentReplay(streamId, expected, recorded);
      if (replay) return replay;
      // Some ids are recorded elsewhere. EventStoreDB answers a partly matching retry ("corrupted
      // idempotency") with a wrong expected version; ids here are unique store-wide, so any other
      // reuse is refused the same way rather than breaking on the UNIQUE constraint.
      throw new WrongExpectedVersionError(streamId, expected, actual);
    }
    if (!accepts(expected, actual)) throw new WrongExpectedVersionError(streamId, expected, actual);

    const current = last ? last.revision : -1;
    // An empty append only checks the revision; its position is the stream's last event so that a
    // caller waiting on it for read-your-writes waits for the state it just checked.
    let position = last ? last.position : 0;
    const recordedAt = new Date().toISOString();
    events.forEach((event, index) => {
      const { lastInsertRowid } = this.sql.insert.run(
        streamId,
        current + 1 + index,
        event.id,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        recordedAt,
      );
      position = Number(lastInsertRowid);
    });
    return { nextExpectedRevision: current + events.length, position };
  }

  /** The stream's current revision as the port reports it in WrongExpectedVersionError. */
  private revisionNow(streamId: string): number | 'no_stream' {
    const last = this.sql.streamLast.get(streamId) as Pick<EventRow, 'revision'> | undefined;
    return last ? last.revision : 'no_stream';
  }

  /**
   * Synchronous read for subscriptions. Reading `position > checkpoint` never skips an event that is
   * committed later: SQLite has a single writer, so positions become visible in increasing order.
   */
  private readAllNow(afterPosition: number, limit: number): RecordedEvent[] {
    return (this.sql.readAll.all(afterPosition, limit) as EventRow[]).map(toRecordedEvent);
  }

  private headPositionNow(): number {
    return (this.sql.head.get() as { position: number }).position;
  }
}

function accepts(expected: ExpectedRevision, actual: number | 'no_stream'): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return actual === 'no_stream';
    case 'stream_exists':
      return actual !== 'no_stream';
    default:
      // -1 is what an empty append to a missing stream returns as nextExpectedRevision, so passing it
      // back must mean "still no stream".
      return expected === (actual === 'no_stream' ? -1 : actual);
  }
}

/**
 * EventStoreDB's idempotency rule: the same ids, in the same order, already sit in this stream right
 * after the expected revision (anywhere in the stream for 'any' and 'stream_exists').
 */
function idempotentReplay(
  streamId: string,
  expected: ExpectedRevision,
  recorded: (EventRow | undefined)[],
): AppendResult | undefined {
  const first = recorded[0];
  if (!first) return undefined;
  const start = typeof expected === 'number' ? expected + 1 : expected === 'no_stream' ? 0 : first.revision;
  const inPlace = recorded.every((row, index) => row?.stream_id === streamId && row.revision === start + index);
  if (!inPlace) return undefined;
  const last = recorded[recorded.length - 1]!;
  return { nextExpectedRevision: last.revision, position: last.position };
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
  headPosition(): number;
  handler: EventHandler;
  /** When set, each page goes to it whole instead of event by event to `handler`. */
  batchHandler?: EventBatchHandler;
  onError(error: unknown): void;
  /** Called once when delivery ends, for whatever reason. */
  onEnd(): void;
}

interface CaughtUpWaiter {
  target: number;
  resolve(): void;
  reject(reason: unknown): void;
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
  private wake: (() => void) | undefined;
  private readonly waiters: CaughtUpWaiter[] = [];
  private readonly loop: Promise<void>;

  private readonly source: CatchUpSource;

  constructor(source: CatchUpSource) {
    this.source = source;
    this.checkpoint = source.afterPosition;
    // Start on a later tick so the handler never runs before subscribeToAll has returned.
    this.loop = Promise.resolve().then(() => this.run());
  }

  notify(): void {
    this.wake?.();
  }

  async caughtUp(): Promise<void> {
    const target = this.source.headPosition();
    if (this.checkpoint >= target) return;
    // Once delivery has ended the target can never be reached: fail rather than hang.
    if (this.ended) throw this.ended.reason;
    await new Promise<void>((resolve, reject) => this.waiters.push({ target, resolve, reject }));
  }

  async stop(): Promise<void> {
    this.end(new Error('The subscription was stopped before catching up'));
    await this.loop;
  }

  private async run(): Promise<void> {
    try {
      while (!this.ended) {
        const page = this.source.readPage(this.checkpoint);
        if (page.length === 0) await this.sleep();
        else if (this.source.batchHandler) {
          if (this.ended) return;
          await this.source.batchHandler(page);
          this.checkpoint = page[page.length - 1]!.position;
          this.resolveReachedWaiters();
          continue;
        }
        for (const event of page) {
          if (this.ended) return;
          await this.source.handler(event);
          this.checkpoint = event.position;
          this.resolveReachedWaiters();
        }
      }
    } catch (error) {
      this.end(error);
      this.source.onError(error);
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), this.source.pollIntervalMs);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }

  private resolveReachedWaiters(): void {
    for (let index = this.waiters.length - 1; index >= 0; index--) {
      const waiter = this.waiters[index]!;
      if (waiter.target <= this.checkpoint) {
        this.waiters.splice(index, 1);
        waiter.resolve();
      }
    }
  }

  private end(reason: unknown): void {
    if (this.ended) return;
    this.ended = { reason };
    this.wake?.();
    for (const waiter of this.waiters.splice(0)) waiter.reject(reason);
    this.source.onEnd();
  }
}
