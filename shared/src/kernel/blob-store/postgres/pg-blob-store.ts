/**
 * Blobs in PostgreSQL (distributed mode with DOCUMENT_STORE=postgres), so every process of the
 * service sees the same pictures from the database it already uses: one table `blob_store.blobs`
 * (hash primary key, content type, size, bytes as `bytea`).
 *
 * Content-addressed: a put is one `INSERT … ON CONFLICT (hash) DO NOTHING`, so the same bytes are
 * kept once, the first content type stays, and puts of the same bytes from many processes at once all
 * succeed. A row is visible only once committed whole. Pictures are small (renditions of at most a
 * few hundred kB), well within bytea's 1 GB. The schema is made on connect under an advisory lock, so
 * processes starting at once do not race on it. A read whose bytes no longer hash to their name is
 * answered as missing; a PostgreSQL that cannot answer surfaces as StoreUnavailableError.
 */
import pg from 'pg';
import { postgresFault } from '../../postgres/pg-faults.ts';
import {
  assertBlobHash,
  assertContentType,
  sha256Hex,
  type Blob,
  type BlobRef,
  type BlobStore,
} from '../blob-store.ts';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** Advisory lock key of the DDL ('BLOB'). */
const DDL_LOCK = 0x42_4c_4f_42;

export interface PostgresBlobStoreOptions {
  /** Schema of the table (default `blob_store`). */
  schema?: string;
  /** The most connections the store opens. Default 5. */
  maxConnections?: number;
}

export class PostgresBlobStore implements BlobStore {
  readonly #pool: pg.Pool;
  readonly #table: string;

  private constructor(pool: pg.Pool, table: string) {
    this.#pool = pool;
    this.#table = table;
  }

  static async connect(url: string, options: PostgresBlobStoreOptions = {}): Promise<PostgresBlobStore> {
    const schema = options.schema ?? 'blob_store';
    if (!SCHEMA_NAME.test(schema)) throw new TypeError(`Not a plain PostgreSQL schema name: ${JSON.stringify(schema)}`);
    const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 5 });
    // An idle connection the server ended (a restart, a failover): the pool replaces it when needed.
    pool.on('error', () => {});
    const table = `"${schema}"."blobs"`;
    try {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK]);
        await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
        await client.query(`CREATE TABLE IF NOT EXISTS ${table} (
          hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
          content_type text NOT NULL,
          size integer NOT NULL,
          bytes bytea NOT NULL,
          stored_at timestamptz NOT NULL DEFAULT now()
        )`);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => {});
      throw postgresFault('blobs', error);
    }
    return new PostgresBlobStore(pool, table);
  }

  async #query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    try {
      return await this.#pool.query<R>(text, values);
    } catch (error) {
      throw postgresFault('blobs', error);
    }
  }

  async put(bytes: Uint8Array, contentType: string): Promise<BlobRef> {
    assertContentType(contentType);
    // A copy, hashed and sent as one: the caller's buffer may change while the insert runs.
    const copy = Buffer.from(bytes);
    const hash = sha256Hex(copy);
    await this.#query(
      `INSERT INTO ${this.#table} (hash, content_type, size, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT (hash) DO NOTHING`,
      [hash, contentType, copy.byteLength, copy],
    );
    return { hash, size: copy.byteLength };
  }

  async get(hash: string): Promise<Blob | undefined> {
    assertBlobHash(hash);
    const { rows } = await this.#query<{ content_type: string; bytes: Buffer }>(
      `SELECT content_type, bytes FROM ${this.#table} WHERE hash = $1`,
      [hash],
    );
    const row = rows[0];
    if (!row || sha256Hex(row.bytes) !== hash) return undefined;
    return { hash, size: row.bytes.length, bytes: row.bytes, contentType: row.content_type };
  }

  async has(hash: string): Promise<boolean> {
    assertBlobHash(hash);
    const { rowCount } = await this.#query(`SELECT 1 FROM ${this.#table} WHERE hash = $1`, [hash]);
    return (rowCount ?? 0) > 0;
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
