/**
 * The SQLite event log itself: its schema, the connection settings, and the writing of one group-commit
 * batch. The store (sqlite-event-store.ts) queues appends, reads and subscribes; this writes.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import Database from 'libsql';
import { BACKSTOP_AUTOCHECKPOINT_PAGES, WalCheckpointer } from '../sqlite/wal-checkpointer.ts';
import { restrictSqliteFiles } from '../private-files.ts';
import { WrongExpectedVersionError, type AppendResult, type EventData, type ExpectedRevision } from './event-store.ts';

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

export interface EventRow {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

/**
 * An event as the writer gets it: data and metadata already JSON (serialized when the append is made,
 * so data that cannot be written fails its own append, not the batch).
 */
export interface SerializedEvent {
  id: string;
  type: string;
  data: string;
  metadata: string;
}

export const serializeEvent = (event: EventData): SerializedEvent => ({
  id: event.id,
  type: event.type,
  data: JSON.stringify(event.data),
  metadata: JSON.stringify(event.metadata),
});

/** One append of a batch, as the writer gets it. */
export interface BatchAppend {
  streamId: string;
  events: SerializedEvent[];
  expected: ExpectedRevision;
  /**
   * The append this one was decided on (`onlyAfter`): its index in the same batch, written only if
   * that one is; or 'refused' when that one was refused in an earlier batch.
   */
  after?: number | 'refused';
}

/**
 * An append's outcome: `rows`, the rows it wrote exactly as a read returns them (none when it was an
 * idempotent retry, `replayed`, that wrote nothing).
 */
export type BatchOutcome =
  { ok: true; result: AppendResult; replayed: boolean; rows: EventRow[] } | { ok: false; error: unknown };

/** An open connection to the log, its prepared statements, and a descriptor of its WAL for syncing. */
export interface EventLog {
  db: Database.Database;
  sql: ReturnType<typeof prepare>;
  /** The WAL file, opened read-only to fdatasync it; undefined for an in-memory log. */
  wal: number | undefined;
  /** Checkpoints the WAL off the event loop; undefined for an in-memory log. */
  checkpointer: WalCheckpointer | undefined;
}

/**
 * Opens the log on `path` (creating the table), with the settings every connection needs: a busy
 * timeout first (switching to WAL and creating the schema already take locks that another process
 * opening the same file at the same moment may hold), WAL so readers (other processes' subscriptions,
 * this process's reads while its writer commits) read while one connection writes, and
 * `synchronous = NORMAL`: a commit writes the WAL without waiting for the disk, and the store syncs
 * the WAL itself, off the event loop, before anything of the commit leaves it (`syncLog`). So an
 * acknowledged append survives a power cut as with FULL, without a fsync blocking the loop per commit.
 * Set explicitly, per connection, rather than trusting the build's default.
 *
 * What another process left committed but perhaps not yet on disk (it crashed between its commit and
 * its sync) is synced here before this process reads any of it.
 */
export function openEventLog(path: string, busyTimeoutMs: number): EventLog {
  const db = new Database(path);
  // Its owner's only, before WAL mode creates the -wal and -shm files (SQLite gives them this file's mode).
  restrictSqliteFiles(path);
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // Checkpoints run in a worker thread (WalCheckpointer); this connection's own, inside a commit on the
  // event loop, is only a backstop.
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_AUTOCHECKPOINT_PAGES}`);
  db.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
  db.exec(SCHEMA);
  let wal: number | undefined;
  if (!isInMemory(path)) {
    // The WAL exists once the connection has read the database; it is neither deleted nor replaced
    // while this connection stays open (SQLite removes it when the last connection closes).
    wal = fs.openSync(`${path}-wal`, 'r');
    fs.fdatasyncSync(wal);
    // A WAL created just now must be found again after a power cut: its directory entry too.
    const directory = fs.openSync(nodePath.dirname(nodePath.resolve(path)), 'r');
    try {
      fs.fsyncSync(directory);
    } finally {
      fs.closeSync(directory);
    }
  }
  return { db, sql: prepare(db), wal, checkpointer: wal === undefined ? undefined : new WalCheckpointer(path) };
}

/** Brings everything committed to the log so far to disk (fdatasync of the WAL on the thread pool). */
export function syncLog(log: EventLog): Promise<void> {
  const wal = log.wal;
  if (wal === undefined) return Promise.resolve();
  return new Promise((resolve, reject) => fs.fdatasync(wal, (error) => (error ? reject(error) : resolve())));
}

/** Ends the checkpoints, then closes the connection and the WAL's descriptor. */
export async function closeEventLog(log: EventLog): Promise<void> {
  await log.checkpointer?.close();
  log.db.close();
  if (log.wal !== undefined) fs.closeSync(log.wal);
}

const isInMemory = (path: string) => path === ':memory:' || path === '' || path.startsWith('file::memory:');

function prepare(db: Database.Database) {
  return {
    streamLast: db.prepare('SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1'),
    byEventId: db.prepare('SELECT * FROM events WHERE event_id = ?'),
    insert: db.prepare(
      'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    // LIMIT -1 is SQLite for "no limit".
    readForwards: db.prepare('SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?'),
    readBackwards: db.prepare(
      'SELECT * FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?',
    ),
    readAll: db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
    head: db.prepare('SELECT COALESCE(MAX(position), 0) AS position FROM events'),
    // Changes whenever another connection (another process, another store on the file) commits.
    dataVersion: db.prepare('PRAGMA data_version'),
    begin: db.prepare('BEGIN IMMEDIATE'),
    commit: db.prepare('COMMIT'),
    rollback: db.prepare('ROLLBACK'),
    savepoint: db.prepare('SAVEPOINT append'),
    release: db.prepare('RELEASE append'),
    rollbackTo: db.prepare('ROLLBACK TO append'),
  };
}

/**
 * Writes a batch in one transaction and commits it. An append refused (wrong expected revision, reused
 * event id, or any error while inserting) leaves no row and fails alone; the others commit together,
 * in order, each seeing the ones before it. If the transaction itself fails (the write lock not
 * obtained within the busy timeout, an I/O error, a full disk), it throws, and nothing of the batch is
 * written. `onWritten` runs once every append has run inside the open transaction, just before the
 * commit (a seam for crash tests).
 */
export function writeBatch(log: EventLog, batch: BatchAppend[], onWritten?: (appends: number) => void): BatchOutcome[] {
  const { db, sql } = log;
  const outcomes: BatchOutcome[] = [];
  // IMMEDIATE takes the write lock before reading any stream's revision, so no other process can
  // append between a check and its insert (a deferred transaction would only fail at commit).
  sql.begin.run();
  try {
    for (const append of batch) {
      const after = append.after;
      if (after === 'refused' || (after !== undefined && !outcomes[after]?.ok)) {
        const error = new WrongExpectedVersionError(
          append.streamId,
          append.expected,
          revisionNow(log, append.streamId),
        );
        outcomes.push({ ok: false, error });
        continue;
      }
      // One INSERT is all or nothing by itself (a failing statement leaves no row, and the transaction
      // goes on): only an append of several events needs a savepoint to be undone as a whole.
      const savepoint = append.events.length > 1;
      if (savepoint) sql.savepoint.run();
      try {
        const outcome = appendLocked(log, append.streamId, append.events, append.expected);
        if (savepoint) sql.release.run();
        outcomes.push({ ok: true, ...outcome });
      } catch (error) {
        // SQLITE_FULL, SQLITE_IOERR and the like may roll the whole transaction back: no savepoint is
        // left then, and the batch fails with the error that did it (nothing of it is written).
        if (!db.inTransaction) throw error;
        if (savepoint) {
          sql.rollbackTo.run();
          sql.release.run();
        }
        outcomes.push({ ok: false, error });
      }
    }
    onWritten?.(batch.length);
    sql.commit.run();
    log.checkpointer?.committed();
  } catch (error) {
    if (db.inTransaction) sql.rollback.run();
    throw error;
  }
  return outcomes;
}

/** One append of a batch; runs inside the batch's transaction, with the write lock held. */
function appendLocked(
  log: EventLog,
  streamId: string,
  events: SerializedEvent[],
  expected: ExpectedRevision,
): { result: AppendResult; replayed: boolean; rows: EventRow[] } {
  const { sql } = log;
  const last = sql.streamLast.get(streamId) as Pick<EventRow, 'revision' | 'position'> | undefined;
  const actual = last ? last.revision : 'no_stream';

  const recorded = events.map((event) => sql.byEventId.get(event.id) as EventRow | undefined);
  if (recorded.some((row) => row !== undefined)) {
    // A retry of an append that already went through: answer what the first attempt answered.
    const replay = idempotentReplay(streamId, expected, recorded);
    if (replay) return { result: replay, replayed: true, rows: [] };
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
  const rows = events.map((event, index): EventRow => {
    const revision = current + 1 + index;
    const { lastInsertRowid } = sql.insert.run(
      streamId,
      revision,
      event.id,
      event.type,
      event.data,
      event.metadata,
      recordedAt,
    );
    position = Number(lastInsertRowid);
    return {
      position,
      stream_id: streamId,
      revision,
      event_id: event.id,
      type: event.type,
      data: event.data,
      metadata: event.metadata,
      recorded_at: recordedAt,
    };
  });
  return { result: { nextExpectedRevision: current + events.length, position }, replayed: false, rows };
}

/** SQLite's data_version of the connection: it changes whenever another connection commits. */
export function dataVersion(log: EventLog): number {
  return (log.sql.dataVersion.get() as { data_version: number }).data_version;
}

/** The stream's current revision as the port reports it in WrongExpectedVersionError. */
export function revisionNow(log: EventLog, streamId: string): number | 'no_stream' {
  const last = log.sql.streamLast.get(streamId) as Pick<EventRow, 'revision'> | undefined;
  return last ? last.revision : 'no_stream';
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
