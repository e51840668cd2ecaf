/**
 * The PostgreSQL event log itself: its schema (created on connect, idempotently), the SQL of every
 * read and write, and the mapping of a row to a RecordedEvent. The store (pg-event-store.ts) decides;
 * this only talks SQL.
 *
 * Positions are handed out by the append itself, `head + 1 ...`, while it holds the log's
 * transaction-level advisory lock: one append transaction at a time, so positions are consecutive and
 * commit in increasing order (see pg-event-store.ts for why). An append is one call of the function
 * `append_events` that the DDL makes: the lock is never held across a round trip to a client.
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
  /** `BEGIN` and the advisory lock every append takes, as one simple query (connect runs the DDL in it). */
  beginLocked: string;
  /** The DDL, run inside `beginLocked` so that processes connecting at once do not race on it. */
  ddl: string;
  /** True when the table exists and `append_events` is this version's: then the DDL is not run. */
  isCurrent: { text: string; values: string[] };
  /** `"schema".append_events`, the function every append is (appendEvents). */
  appendFunction: string;
}

export function eventLogSql(schema: string): EventLogSql {
  if (!SCHEMA_NAME.test(schema)) throw new TypeError(`Not a plain PostgreSQL schema name: ${JSON.stringify(schema)}`);
  const table = `"${schema}"."events"`;
  // Two-key advisory lock: a namespace of ours and a hash of the schema, so stores in different schemas
  // of one database do not wait on each other.
  const [namespace, key] = [0x45_56_4c_47 /* 'EVLG' */, fnv1a(schema)];
  const appendFunction = `"${schema}".append_events`;
  const channel = `${schema}_appended`;
  // An append: the expected revision (the port's, as text), then either the ids already recorded
  // (nothing written; the caller tells a retry from a refusal), a refusal, or the events written at the
  // revisions after the stream's last and the positions after the log's head, with a NOTIFY that goes
  // out at commit. The lock is taken before any read and held to the commit; an empty append only
  // checks, without it.
  const appendBody = `
      DECLARE
        v_count int := coalesce(cardinality(p_ids), 0);
        v_revision bigint;
        v_position bigint;
        v_recorded json;
        v_head bigint;
        v_accepted boolean;
      BEGIN
        IF v_count > 0 THEN
          PERFORM pg_advisory_xact_lock(${namespace}, ${key});
        END IF;
        SELECT revision, position INTO v_revision, v_position
          FROM ${table} WHERE stream_id = p_stream_id ORDER BY revision DESC LIMIT 1;
        IF v_count > 0 THEN
          SELECT json_agg(json_build_object('id', event_id, 'stream_id', stream_id, 'revision', revision,
                   'position', position))
            INTO v_recorded FROM ${table} WHERE event_id = ANY(p_ids);
          IF v_recorded IS NOT NULL THEN
            RETURN json_build_object('outcome', 'recorded', 'actual', v_revision, 'recorded', v_recorded);
          END IF;
        END IF;
        v_accepted := CASE p_expected
            WHEN 'any' THEN true
            WHEN 'no_stream' THEN v_revision IS NULL
            WHEN 'stream_exists' THEN v_revision IS NOT NULL
            -- -1, what an empty append to a missing stream answers, means "still no stream".
            ELSE p_expected::numeric = coalesce(v_revision, -1)
          END;
        IF NOT v_accepted THEN
          RETURN json_build_object('outcome', 'wrong', 'actual', v_revision);
        END IF;
        IF v_count = 0 THEN
          RETURN json_build_object('outcome', 'ok', 'revision', coalesce(v_revision, -1),
                   'position', coalesce(v_position, 0));
        END IF;
        SELECT coalesce(max(position), 0) INTO v_head FROM ${table};
        INSERT INTO ${table} (position, stream_id, revision, event_id, type, data, metadata)
          SELECT v_head + e.n, p_stream_id, coalesce(v_revision, -1) + e.n, e.id, e.type, e.data, e.metadata
            FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS e(id, type, data, metadata, n);
        PERFORM pg_notify('${channel}', (v_head + v_count)::text);
        RETURN json_build_object('outcome', 'ok', 'revision', coalesce(v_revision, -1) + v_count,
                 'position', v_head + v_count);
      END;
      `;
  const appendSignature = `${appendFunction}(text, text, uuid[], text[], json[], json[])`;
  return {
    table,
    appendFunction,
    channel,
    beginLocked: `BEGIN; SELECT pg_advisory_xact_lock(${namespace}, ${key})`,
    // Reads only the catalog: a role that may not create anything connects to a log made before.
    isCurrent: {
      text: `SELECT to_regclass('${table}') IS NOT NULL AND coalesce(
               (SELECT prosrc FROM pg_proc WHERE oid = to_regprocedure('${appendSignature}')) = $1, false) AS current`,
      values: [appendBody],
    },
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
        -- json, not jsonb: the text as written (key order, an escaped NUL in a string, which jsonb
        -- refuses), as every other adapter keeps it; nothing queries inside an event.
        data        json        NOT NULL,
        metadata    json        NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        -- Also the index of readStream and of a stream's last revision.
        UNIQUE (stream_id, revision)
      );
      -- Dropped first: CREATE OR REPLACE cannot rename parameters or change the result type. Inside the
      -- DDL's transaction, so other sessions see the old function until the new one is committed.
      DROP FUNCTION IF EXISTS ${appendSignature};
      CREATE FUNCTION ${appendFunction}(
        p_stream_id text, p_expected text, p_ids uuid[], p_types text[], p_data json[], p_metadata json[]
      ) RETURNS json LANGUAGE plpgsql AS $fn$${appendBody}$fn$;`,
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

export interface SerializedEvent {
  id: string;
  type: string;
  data: string;
  metadata: string;
}

/** What `append_events` answered. */
export type AppendOutcome =
  /** Written (or, for no events, checked): the stream's revision and the position of its last event now. */
  | { outcome: 'ok'; revision: number; position: number }
  /** Refused on the expected revision; nothing written. */
  | { outcome: 'wrong'; actual: number | null }
  /**
   * Some ids are in the log already; nothing written. The caller decides whether this is a retry of an
   * append already made (`decide` in pg-event-store.ts) from the stream's last revision and those events.
   */
  | {
      outcome: 'recorded';
      actual: number | null;
      recorded: { id: string; stream_id: string; revision: number; position: number }[];
    };

/**
 * One append in one round trip and one statement (so one implicit transaction): `append_events`, made
 * by the DDL, holds the lock from before it reads anything until the commit, while no round trip to
 * the client is under way. `expected` is the port's ExpectedRevision as text.
 */
export async function appendEvents(
  db: Queryable,
  sql: EventLogSql,
  streamId: string,
  expected: string,
  events: SerializedEvent[],
): Promise<AppendOutcome> {
  const { rows } = await db.query<{ outcome: AppendOutcome }>(
    `SELECT ${sql.appendFunction}($1, $2, $3::uuid[], $4::text[], $5::json[], $6::json[]) AS outcome`,
    [
      streamId,
      expected,
      events.map((event) => event.id),
      events.map((event) => event.type),
      events.map((event) => event.data),
      events.map((event) => event.metadata),
    ],
  );
  return rows[0]!.outcome;
}

/** A LIMIT: none when no count or a negative one is given (as SQLite's LIMIT -1, the embedded store's). */
const limitOf = (maxCount: number | undefined): number | null =>
  maxCount === undefined || maxCount < 0 ? null : Math.floor(maxCount);

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
    [streamId, from, limitOf(options.maxCount)],
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
    [Math.floor(afterPosition), limitOf(maxCount)],
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
