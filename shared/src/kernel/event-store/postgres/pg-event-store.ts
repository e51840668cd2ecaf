/**
 * EventStore on PostgreSQL, through `pg` directly: one table (`<schema>.events`, created on connect),
 * optimistic concurrency by expected revision, idempotent retries by event id, the ordered `$all` log
 * and catch-up subscriptions woken by LISTEN/NOTIFY with a polling fallback. Several processes (and
 * several stores in one) may share the database.
 *
 * The global order. A subscriber reads `position > checkpoint`; that skips an event for good if a
 * lower position can become visible after a higher one. A bigserial alone allows exactly that: two
 * transactions take positions 5 and 6, the one with 6 commits first, a reader moves past 6, then 5
 * commits behind it. So every append takes one transaction-level advisory lock
 * (`pg_advisory_xact_lock`) before it reads anything, gives its events the positions after the current
 * head, and commits holding it. PostgreSQL releases the lock only after the commit is visible, so the
 * next append gets its positions only once every lower position is readable: positions are
 * consecutive and become visible in increasing order, to any reader in any process (a hot standby
 * replays commits in that order too). The lock also makes the expected-revision check and the
 * idempotency check race-free. The price is one append transaction at a time across all writers; to
 * keep it short, an append is one statement, a call of the `append_events` function the DDL makes
 * (pg-event-log.ts), so the lock is never held across a round trip to a client. The other route,
 * Emmett's (`transaction_id xid8` on each row, readers only take rows of transactions older than
 * `pg_snapshot_xmin(pg_current_snapshot())`), allows parallel appends but delivers in transaction-id
 * order, in which positions need not increase, and this port's checkpoints are positions.
 * docs/decisions/distributed.md has the comparison and the figures.
 *
 * Data and metadata are kept as `json`, the text as written, so they read back as on every other
 * adapter (`jsonb` would reorder keys and refuse a string holding `\u0000`). Event ids must be UUIDs,
 * as on EventStoreDB.
 */
import pg from 'pg';
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
} from '../event-store.ts';
import { postgresFault } from '../../postgres/pg-faults.ts';
import {
  appendEvents,
  eventLogSql,
  readAllRows,
  readEventById,
  readHead,
  readStreamRows,
  type AppendOutcome,
  type EventLogSql,
  type SerializedEvent,
} from './pg-event-log.ts';
import { AppendListener, CatchUpSubscription, type CatchUpSource } from './pg-subscription.ts';

export interface PostgresEventStoreOptions {
  /** The PostgreSQL schema holding the `events` table; created when missing. Default `event_store`. */
  schema?: string;
  /**
   * How often an idle subscription reads the log without having been notified: the fallback for a
   * lost notification (or a LISTEN connection that is down). Default 1000 ms.
   */
  pollIntervalMs?: number;
  /** Events read per query while a subscription catches up. Default 500. */
  pageSize?: number;
  /** Subscriptions wake on NOTIFY (default true). False leaves only the poll (tests of the fallback). */
  listen?: boolean;
  /** Settings of the `pg.Pool` (and of the LISTEN connection) other than the URL: size, TLS, timeouts. */
  pool?: Omit<pg.PoolConfig, 'connectionString'>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * PostgreSQL's `text` refuses U+0000 (22021): a stream id holding one (a URL's `%00`, a code typed in a
 * form) names no stream the log can hold, so reading it finds nothing and appending to it is refused.
 */
const unstorable = (streamId: string): boolean => streamId.includes('\u0000');

/**
 * An append holds the lock only while its statement runs in the server, whatever its client does; the
 * DDL's transaction on connect holds it across round trips, and had its process frozen there, every
 * writer would wait: PostgreSQL ends a session this long idle inside a transaction.
 */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly sql: EventLogSql;
  private readonly clientConfig: pg.ClientConfig;
  private readonly pollIntervalMs: number;
  private readonly pageSize: number;
  private readonly listen: boolean;
  private readonly subscriptions = new Set<CatchUpSubscription>();
  private listener: AppendListener | undefined;
  private closed = false;
  private closing: Promise<void> | undefined;
  /** The pool's open connections: close() returns once they are all closed, not just told to close. */
  private readonly connections = new Set<pg.Client>();
  /** Appends and reads under way, which close() lets finish before it ends the pool. */
  private readonly inFlight = new Set<Promise<unknown>>();

  private constructor(
    pool: pg.Pool,
    sql: EventLogSql,
    clientConfig: pg.ClientConfig,
    options: PostgresEventStoreOptions,
  ) {
    this.pool = pool;
    this.sql = sql;
    this.clientConfig = clientConfig;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.pageSize = options.pageSize ?? 500;
    this.listen = options.listen ?? true;
  }

  /**
   * Opens a pool on `url` (a `postgres://` URL). Creates the schema, the table and `append_events` when
   * one is missing or the function is another version's; else only reads the catalog, so a role that
   * may read and append but not create can connect to a log made before.
   */
  static async connect(url: string, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> {
    const sql = eventLogSql(options.schema ?? 'event_store');
    const clientConfig: pg.ClientConfig = {
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
      ...options.pool,
      connectionString: url,
    };
    const pool = new pg.Pool(clientConfig);
    const store = new PostgresEventStore(pool, sql, clientConfig, options);
    // An idle pooled connection that the server drops (restart, failover) must not crash the process;
    // the pool replaces it, and the next query that fails says so to its caller.
    pool.on('error', (error) => {
      if (!store.closed) console.warn('PostgreSQL event store: an idle connection failed', error.message);
    });
    pool.on('connect', (client) => {
      store.connections.add(client);
      client.once('end', () => store.connections.delete(client));
    });
    try {
      const { rows } = await pool.query<{ current: boolean }>(sql.isCurrent);
      if (!rows[0]!.current) {
        await store.transaction(async (client) => {
          await client.query(sql.ddl);
        });
      }
    } catch (error) {
      await pool.end().catch(() => {});
      throw postgresFault('events', error);
    }
    return store;
  }

  appendToStream(streamId: string, events: EventData[], options: AppendOptions = {}): Promise<AppendResult> {
    return this.track(() => this.append(streamId, events, options));
  }

  private async append(streamId: string, events: EventData[], options: AppendOptions): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    if (options.onlyAfter) {
      // This store does not pipeline appends: wait for the one this was decided on, as its caller would.
      const ok = await options.onlyAfter.then(
        () => true,
        () => false,
      );
      if (!ok) throw new WrongExpectedVersionError(streamId, expected, await this.revisionNow(streamId));
    }
    if (unstorable(streamId))
      throw new TypeError(`PostgreSQL cannot store U+0000 in the stream id ${JSON.stringify(streamId)}`);
    for (const event of events) {
      if (!UUID.test(event.id)) throw new TypeError(`Event ids are UUIDs; ${JSON.stringify(event.id)} is not`);
    }
    // Here rather than in the transaction: data that cannot be written as JSON fails before any lock.
    const serialized: SerializedEvent[] = events.map((event) => ({
      id: event.id,
      type: event.type,
      data: JSON.stringify(event.data) ?? 'null',
      metadata: JSON.stringify(event.metadata),
    }));
    let outcome: AppendOutcome;
    try {
      outcome = await appendEvents(this.pool, this.sql, streamId, String(expected), serialized);
    } catch (error) {
      throw postgresFault('events', error);
    }
    switch (outcome.outcome) {
      case 'ok':
        return { nextExpectedRevision: Number(outcome.revision), position: Number(outcome.position) };
      case 'wrong':
        throw new WrongExpectedVersionError(streamId, expected, outcome.actual ?? 'no_stream');
      case 'recorded':
        return replayOrRefuse(streamId, serialized, expected, outcome);
    }
  }

  private async revisionNow(streamId: string): Promise<number | 'no_stream'> {
    const [last] = await this.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    return last ? last.revision : 'no_stream';
  }

  /**
   * Runs `work` in a transaction holding the append lock and commits; rolls back when it throws (the
   * DDL on connect, so processes connecting at once do not race on it). A connection that failed on
   * the way is dropped from the pool rather than reused.
   */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(this.sql.beginLocked);
      let result: T;
      try {
        result = await work(client);
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackFailed: Error) => (broken = rollbackFailed));
        throw error;
      }
      await client.query('COMMIT');
      return result;
    } catch (error) {
      broken ??= isConnectionLevel(error) ? (error as Error) : undefined;
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async findEvent(streamId: string, eventId: string): Promise<RecordedEvent | undefined> {
    if (!UUID.test(eventId) || unstorable(streamId)) return undefined;
    return this.read(() => readEventById(this.pool, this.sql, streamId, eventId));
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (unstorable(streamId)) return this.read(async () => []);
    return this.read(() =>
      readStreamRows(this.pool, this.sql, streamId, {
        backwards: options.direction === 'backwards',
        fromRevision: options.fromRevision,
        maxCount: options.maxCount,
      }),
    );
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.read(() => readAllRows(this.pool, this.sql, options.afterPosition ?? 0, options.maxCount));
  }

  async headPosition(): Promise<number> {
    return this.read(() => readHead(this.pool, this.sql));
  }

  private read<T>(query: () => Promise<T>): Promise<T> {
    return this.track(async () => {
      try {
        return await query();
      } catch (error) {
        throw postgresFault('events', error);
      }
    });
  }

  /** Runs an operation of the store unless it is closed, for close() to wait on. */
  private track<T>(operation: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The PostgreSQL event store is closed'));
    const running = operation();
    this.inFlight.add(running);
    void running.then(
      () => this.inFlight.delete(running),
      () => this.inFlight.delete(running),
    );
    return running;
  }

  subscribeToAll(
    options: SubscribeToAllOptions,
    handler: EventHandler,
    onError?: (error: unknown) => void,
  ): Subscription {
    return this.subscribe(options.afterPosition ?? 0, this.pageSize, { handler }, onError);
  }

  subscribeToAllInBatches(
    options: SubscribeToAllInBatchesOptions,
    handler: EventBatchHandler,
    onError?: (error: unknown) => void,
  ): Subscription {
    return this.subscribe(
      options.afterPosition ?? 0,
      options.maxBatchSize ?? this.pageSize,
      { handler: () => undefined, batchHandler: handler },
      onError,
    );
  }

  private subscribe(
    afterPosition: number,
    pageSize: number,
    handlers: Pick<CatchUpSource, 'handler' | 'batchHandler'>,
    onError: ((error: unknown) => void) | undefined,
  ): Subscription {
    const subscription = new CatchUpSubscription({
      afterPosition,
      pollIntervalMs: this.pollIntervalMs,
      readPage: (after) => this.readAll({ afterPosition: after, maxCount: pageSize }),
      headPosition: () => this.headPosition(),
      ...handlers,
      // Without a listener a failed projection would stop silently; at least say so.
      onError: onError ?? ((error) => console.error('Event subscription stopped: its handler failed', error)),
      onEnd: () => {
        this.subscriptions.delete(subscription);
        if (this.subscriptions.size === 0) void this.stopListening();
      },
    });
    this.subscriptions.add(subscription);
    if (this.listen && !this.closed)
      this.listener ??= new AppendListener(this.clientConfig, this.sql.channel, () => this.wakeSubscriptions());
    return subscription;
  }

  private wakeSubscriptions(): void {
    for (const subscription of this.subscriptions) subscription.notify();
  }

  private async stopListening(): Promise<void> {
    const listener = this.listener;
    this.listener = undefined;
    await listener?.stop();
  }

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    // Only now: a subscription reading meanwhile would have failed on a closed store.
    this.closed = true;
    // Appends under way are finished, not cut off (a pool ended under them would leave them waiting).
    await Promise.allSettled([...this.inFlight]);
    await this.stopListening();
    const closing = [...this.connections].map((client) => new Promise((resolve) => client.once('end', resolve)));
    await this.pool.end();
    await Promise.all(closing);
  }
}

/**
 * An append some of whose ids are in the log already (nothing was written): a retry of an append that
 * went through is answered as it was (EventStoreDB's rule: the same ids, in order, right after the
 * expected revision, anywhere in the stream for 'any' and 'stream_exists'); any other reuse, such as a
 * retry that only partly matches, is refused like EventStoreDB's "corrupted idempotency" (ids are
 * unique store-wide).
 */
function replayOrRefuse(
  streamId: string,
  events: SerializedEvent[],
  expected: ExpectedRevision,
  outcome: Extract<AppendOutcome, { outcome: 'recorded' }>,
): AppendResult {
  const byId = new Map(outcome.recorded.map((event) => [event.id, event]));
  const recorded = events.map((event) => byId.get(event.id.toLowerCase()));
  const first = recorded[0];
  if (first) {
    const start = typeof expected === 'number' ? expected + 1 : expected === 'no_stream' ? 0 : Number(first.revision);
    const inPlace = recorded.every(
      (event, index) => event?.stream_id === streamId && Number(event.revision) === start + index,
    );
    if (inPlace) {
      const last = recorded[recorded.length - 1]!;
      return { nextExpectedRevision: Number(last.revision), position: Number(last.position) };
    }
  }
  throw new WrongExpectedVersionError(streamId, expected, outcome.actual ?? 'no_stream');
}

/** An error after which the connection cannot be trusted with another query (no SQLSTATE of a statement). */
const isConnectionLevel = (error: unknown): boolean =>
  !(error instanceof WrongExpectedVersionError) &&
  !(error instanceof Error && 'severity' in error && typeof (error as { code?: unknown }).code === 'string');
