/**
 * Where the PostgreSQL document store keeps its collections: one table per collection in the store's
 * schema (`id text` primary key, `seq` for MongoDB's natural order, `doc json`), and two catalog
 * tables naming them (`_collections`) and their declared indexes (`_indexes`).
 *
 * `doc` is `json`, not `jsonb`: json keeps a document's fields in the order they were written, as
 * MongoDB and the embedded store do (jsonb sorts keys by length). Indexes are built on `doc::jsonb`
 * (an immutable cast), so containment and unique keys still use jsonb's operators.
 *
 * What a process knows of the collections (table name, unique indexes) is kept in memory, because
 * every write needs it; documents never are. A collection created or dropped inside a transaction is
 * known to the rest of the process only once that transaction commits.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

export type IndexKeys = Record<string, 1 | -1>;

export interface IndexInfo {
  name: string;
  keys: IndexKeys;
  unique: boolean;
  /** The PostgreSQL index enforcing a unique index; null for the others (served by the GIN index). */
  pgName: string | null;
}

export interface CollectionInfo {
  name: string;
  /** Quoted, schema-qualified table name. */
  table: string;
  /** Bare table name (constraint names derive from it). */
  tableName: string;
  indexes: IndexInfo[];
}

/** A connection or the pool: something to send a statement to. */
export interface Run {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<pg.QueryResult<R>>;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const shortHash = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** A readable table name, unique per collection name and within PostgreSQL's 63 bytes (with index suffixes). */
export function tableNameOf(collection: string): string {
  const readable = collection
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .slice(0, 40);
  return `c_${readable}_${shortHash(collection, 10)}`;
}

/** The PostgreSQL path of a dotted MongoDB path, as a text[] literal for `#>`. */
export function pathLiteral(path: string): string {
  const elements = path.split('.').map((segment) => `"${segment.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`);
  return `'{${elements.join(',').replaceAll("'", "''")}}'`;
}

export class Catalog {
  readonly schema: string;
  readonly #quotedSchema: string;
  /** Collections known to exist (committed), by name. */
  readonly #known = new Map<string, CollectionInfo>();

  constructor(schema: string) {
    this.schema = schema;
    this.#quotedSchema = quote(schema);
  }

  qualified(table: string): string {
    return `${this.#quotedSchema}.${quote(table)}`;
  }

  get collectionsTable(): string {
    return this.qualified('_collections');
  }

  get indexesTable(): string {
    return this.qualified('_indexes');
  }

  /** Creates the schema and the catalog tables (once per database; several processes may start at once). */
  async install(client: Run): Promise<void> {
    // Already there (the usual start): nothing to create, so a role without CREATE rights can open it.
    const { rows } = await client.query<{ ready: boolean }>(
      'SELECT to_regclass($1) IS NOT NULL AND to_regclass($2) IS NOT NULL AS ready',
      [this.collectionsTable, this.indexesTable],
    );
    if (rows[0]?.ready) return;
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`document-store:${this.schema}`]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${this.#quotedSchema}`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.collectionsTable} (
        name text PRIMARY KEY, table_name text NOT NULL UNIQUE)`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.indexesTable} (
        collection text NOT NULL, name text NOT NULL, keys json NOT NULL, is_unique boolean NOT NULL,
        pg_name text, PRIMARY KEY (collection, name))`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  cached(name: string): CollectionInfo | undefined {
    return this.#known.get(name);
  }

  remember(info: CollectionInfo): void {
    this.#known.set(info.name, info);
  }

  forget(name: string): void {
    this.#known.delete(name);
  }

  /** The collection as the catalog has it (as `run` sees it), or null when it does not exist. */
  async read(run: Run, name: string): Promise<CollectionInfo | null> {
    const { rows } = await run.query<{
      table_name: string;
      index_name: string | null;
      keys: IndexKeys | null;
      is_unique: boolean | null;
      pg_name: string | null;
    }>(
      `SELECT c.table_name, i.name AS index_name, i.keys, i.is_unique, i.pg_name
         FROM ${this.collectionsTable} c LEFT JOIN ${this.indexesTable} i ON i.collection = c.name
        WHERE c.name = $1`,
      [name],
    );
    if (rows.length === 0) return null;
    const tableName = rows[0]!.table_name;
    const indexes = rows
      .filter((row) => row.index_name !== null)
      .map((row) => ({ name: row.index_name!, keys: row.keys!, unique: row.is_unique!, pgName: row.pg_name }));
    return { name, tableName, table: this.qualified(tableName), indexes };
  }

  /**
   * Creates the collection's table unless it exists, inside the transaction `run` is in (the caller's
   * BEGIN): an advisory lock makes concurrent creators, in any process, take turns.
   */
  async create(run: Run, name: string): Promise<CollectionInfo> {
    await run.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`document-store:${this.schema}:${name}`]);
    const existing = await this.read(run, name);
    if (existing) return existing;
    const tableName = tableNameOf(name);
    const table = this.qualified(tableName);
    await run.query(`CREATE TABLE ${table} (
      id text NOT NULL CONSTRAINT ${quote(`${tableName}_pk`)} PRIMARY KEY,
      seq bigint GENERATED ALWAYS AS IDENTITY,
      doc json NOT NULL)`);
    await run.query(`INSERT INTO ${this.collectionsTable} (name, table_name) VALUES ($1, $2)`, [name, tableName]);
    return { name, tableName, table, indexes: [] };
  }

  /** Drops the collection's table and catalog rows, inside the caller's transaction. */
  async drop(run: Run, name: string): Promise<void> {
    await run.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`document-store:${this.schema}:${name}`]);
    const existing = await this.read(run, name);
    if (!existing) return;
    await run.query(`DROP TABLE IF EXISTS ${existing.table}`);
    await run.query(`DELETE FROM ${this.indexesTable} WHERE collection = $1`, [name]);
    await run.query(`DELETE FROM ${this.collectionsTable} WHERE name = $1`, [name]);
  }

  /**
   * Declares an index inside the caller's transaction and answers the collection as it now is. A
   * unique index is a unique expression index on each field's value, a missing field counting as
   * null (MongoDB's rule); every declared index also gets the table's GIN index, which serves the
   * equality lookups the filters push into SQL (sql-narrowing.ts).
   */
  async declareIndex(run: Run, info: CollectionInfo, index: Omit<IndexInfo, 'pgName'>): Promise<CollectionInfo> {
    await run.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`document-store:${this.schema}:${info.name}`]);
    const current = (await this.read(run, info.name)) ?? info;
    const sameKeys = (other: IndexInfo) => JSON.stringify(other.keys) === JSON.stringify(index.keys);
    const existing = current.indexes.find((other) => other.name === index.name || sameKeys(other));
    if (existing) {
      // Re-declaring an index is a no-op; changing its keys, options or name is an error, as on MongoDB.
      if (existing.name === index.name && sameKeys(existing) && existing.unique === index.unique) return current;
      throw new Error(`Index ${existing.name} already exists on ${info.name} with different keys, options or name`);
    }
    // New entries wait in a pending list that every search reads through until it is merged: 256 kB
    // rather than the default 4 MB keeps a lookup under a millisecond while the projectors write
    // (measured on 20k listings: 4 MB made lookups 15 times slower; no pending list made writes 2-3 times slower).
    await run.query(
      `CREATE INDEX IF NOT EXISTS ${quote(`${info.tableName}_gin`)} ON ${info.table}
         USING gin ((doc::jsonb) jsonb_path_ops) WITH (fastupdate = on, gin_pending_list_limit = 256)`,
    );
    let pgName: string | null = null;
    if (index.unique) {
      pgName = `${info.tableName}_u${shortHash(index.name, 8)}`;
      const expressions = Object.keys(index.keys).map(
        (field) => `(COALESCE((doc::jsonb) #> ${pathLiteral(field)}, 'null'::jsonb))`,
      );
      await run.query(`CREATE UNIQUE INDEX ${quote(pgName)} ON ${info.table} (${expressions.join(', ')})`);
    }
    await run.query(
      `INSERT INTO ${this.indexesTable} (collection, name, keys, is_unique, pg_name) VALUES ($1, $2, $3, $4, $5)`,
      [info.name, index.name, JSON.stringify(index.keys), index.unique, pgName],
    );
    return { ...current, indexes: [...current.indexes, { ...index, pgName }] };
  }

  async names(run: Run): Promise<string[]> {
    const { rows } = await run.query<{ name: string }>(`SELECT name FROM ${this.collectionsTable} ORDER BY name`);
    return rows.map(({ name }) => name);
  }
}
