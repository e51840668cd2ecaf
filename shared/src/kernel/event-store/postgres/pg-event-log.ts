/**
 * The PostgreSQL event log itself: its schema (created on connect, idempotently), the SQL of every
 * read and write, and the mapping of a row to a RecordedEvent. The store (pg-event-store.ts) decides;
 * this only talks SQL.
 *
 * Positions are handed out by the appender itself, `head + 1 ...`, while it holds the log's
 * transaction-level advisory lock (`appendLock`): one append transaction at a time, so positions are
 * consecutive and commit in increasing order (see pg-event-store.ts for why).
 */
import type pg from 'pg';
import type { RecordedEvent } from '../event-store.ts';

/** A PostgreSQL schema name we create and quote ourselves: plain lower-case identifiers only. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,50}$/;

export interface EventLogSql {
  /** `"schema"."events"` */
  table: string;
  /** The NOTIFY channel appends announce themselves on. */
  channel: string;
  /** `BEGIN` and the advisory lock every append (and the DDL) takes, as one simple query. */
  beginLocked: string;
  /** The DDL, run inside `beginLocked` so that processes connecting at once do not race on it. */
  ddl: string;
}

export function eventLogSql(schema: string): EventLogSql {
  if (!SCHEMA_NAME.test(schema)) throw new TypeError(`Not a plain PostgreSQL schema name: ${JSON.stringify(schema)}`);
  const table = `"${schema}"."events"`;
  // Two-key advisory lock: a namespace of ours and a hash of the schema, so stores in different schemas
  // of one database do not wait on each other.
  const [namespace, key] = [0x45_56_4c_47 /* 'EVLG' */, fnv1a(schema)];
  return {
    table,
    channel: `${schema}_appended`,
    beginLocked: `BEGIN; SELECT pg_advisory_xact_lock(${namespace}, ${key})`,
    ddl: `
      CREATE SCHEMA IF NOT EXISTS "${schema}";
      CREATE TABLE IF NOT EXISTS ${table} (
        -- Given out under the append lock, so consecutive and visible in order (no bigserial: a
        -- sequence value is taken before the commit, and commits may land out of that order).
        position    bigint      PRIMARY KEY,
        stream_id   text        NOT NULL,
        revision    bigint      NOT NULL,
        -- Unique store-wide: a retried append is recognised by its ids (findEvent, idempotency).
        event_id    uuid        NOT NULL UNIQUE,
        type        text        NOT NULL,
        data        jsonb       NOT NULL,
        metadata    jsonb       NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        -- Also the index of readStream and of a stream's last revision.
        UNIQUE (stream_id, revision)
      );`,
  };
}

/** 32-bit FNV-1a, as a signed int (what pg_advisory_xact_lock(int, int) takes). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash | 0;
}

export interface EventRow {
  position: string;
  stream_id: string;
  revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: unknown;
  recorded_at: Date;
}

const COLUMNS = 'position, stream_id, revision, event_id, type, data, metadata, recorded_at';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata as RecordedEvent['metadata'],
    streamId: row.stream_id,
    revision: Number(row.revision),
    position: Number(row.position),
    recordedAt: row.recorded_at.toISOString(),
  };
}

/** Anything that runs a query: the pool or a client holding a transaction. */
type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

/** What an append must know, read under the lock in one round trip. */
export interface AppendState {
  /** The log's last position (0 when empty). */
  head: number;
  /** The stream's last event, if any. */
  last: { revision: number; position: number } | undefined;
  /** Events already recorded with any of the ids appended, anywhere in the log, by lower-case id. */
  recorded: Map<string, { streamId: string; revision: number; position: number }>;
}

export async function readAppendState(
  db: Queryable,
  sql: EventLogSql,
  streamId: string,
  ids: string[],
): Promise<AppendState> {
  const { rows } = await db.query<{
    head: string;
    last: { revision: number; position: number } | null;
    recorded: { id: string; stream_id: string; revision: number; position: number }[];
  }>(
    `SELECT
       (SELECT COALESCE(max(position), 0) FROM ${sql.table}) AS head,
       (SELECT json_build_object('revision', revision, 'position', position) FROM ${sql.table}
         WHERE stream_id = $1 ORDER BY revision DESC LIMIT 1) AS last,
       (SELECT COALESCE(json_agg(json_build_object('id', event_id, 'stream_id', stream_id,
                'revision', revision, 'position', position)), '[]'::json)
          FROM ${sql.table} WHERE event_id = ANY($2::uuid[])) AS recorded`,
    [streamId, ids],
  );
  const row = rows[0]!;
  return {
    head: Number(row.head),
    last: row.last ?? undefined,
    recorded: new Map(
      row.recorded.map((event) => [
        event.id,
        { streamId: event.stream_id, revision: event.revision, position: event.position },
      ]),
    ),
  };
}

/** The stream's last event, without any lock (an empty append only checks the revision). */
export async function readStreamLast(
  db: Queryable,
  sql: EventLogSql,
  streamId: string,
): Promise<{ revision: number; position: number } | undefined> {
  const { rows } = await db.query<{ revision: string; position: string }>(
    `SELECT revision, position FROM ${sql.table} WHERE stream_id = $1 ORDER BY revision DESC LIMIT 1`,
    [streamId],
  );
  return rows[0] && { revision: Number(rows[0].revision), position: Number(rows[0].position) };
}

export interface SerializedEvent {
  id: string;
  type: string;
  data: string;
  metadata: string;
}

/**
 * Inserts the events at revisions `current + 1 ...` and positions `head + 1 ...`, in order, and queues
 * a NOTIFY on the log's channel (delivered at commit, to every process listening), in one round trip.
 */
export async function insertEvents(
  db: Queryable,
  sql: EventLogSql,
  streamId: string,
  current: number,
  head: number,
  events: SerializedEvent[],
): Promise<void> {
  await db.query(
    `WITH inserted AS (
       INSERT INTO ${sql.table} (position, stream_id, revision, event_id, type, data, metadata)
       SELECT $1::bigint + e.n, $2, $3::bigint + e.n, e.id, e.type, e.data, e.metadata
         FROM unnest($4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[]) WITH ORDINALITY AS e(id, type, data, metadata, n)
     )
     SELECT pg_notify($8, ($1::bigint + $9::bigint)::text)`,
    [
      head,
      streamId,
      current,
      events.map((event) => event.id),
      events.map((event) => event.type),
      events.map((event) => event.data),
      events.map((event) => event.metadata),
      sql.channel,
      events.length,
    ],
  );
}

export async function readStreamRows(
  db: Queryable,
  sql: EventLogSql,
  streamId: string,
  options: { backwards: boolean; fromRevision?: number; maxCount?: number },
): Promise<RecordedEvent[]> {
  // Revisions are whole numbers: a fractional start means the next (forwards) or previous one.
  const from = options.backwards
    ? Math.floor(options.fromRevision ?? Number.MAX_SAFE_INTEGER)
    : Math.ceil(options.fromRevision ?? 0);
  const { rows } = await db.query<EventRow>(
    options.backwards
      ? `SELECT ${COLUMNS} FROM ${sql.table} WHERE stream_id = $1 AND revision <= $2 ORDER BY revision DESC LIMIT $3`
      : `SELECT ${COLUMNS} FROM ${sql.table} WHERE stream_id = $1 AND revision >= $2 ORDER BY revision LIMIT $3`,
    [streamId, from, options.maxCount ?? null],
  );
  return rows.map(toRecordedEvent);
}

export async function readAllRows(
  db: Queryable,
  sql: EventLogSql,
  afterPosition: number,
  maxCount: number | undefined,
): Promise<RecordedEvent[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM ${sql.table} WHERE position > $1 ORDER BY position LIMIT $2`,
    [Math.floor(afterPosition), maxCount ?? null],
  );
  return rows.map(toRecordedEvent);
}

export async function readHead(db: Queryable, sql: EventLogSql): Promise<number> {
  const { rows } = await db.query<{ head: string }>(`SELECT COALESCE(max(position), 0) AS head FROM ${sql.table}`);
  return Number(rows[0]!.head);
}

export async function readEventById(
  db: Queryable,
  sql: EventLogSql,
  streamId: string,
  eventId: string,
): Promise<RecordedEvent | undefined> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM ${sql.table} WHERE event_id = $1 AND stream_id = $2`,
    [eventId, streamId],
  );
  return rows[0] && toRecordedEvent(rows[0]);
}
