/**
 * DocumentStore on PostgreSQL (the read models of the PostgreSQL profile, issue 35): one table per
 * collection holding each document as `json` (pg-catalog.ts), MongoDB's semantics evaluated by mingo,
 * the library the embedded store uses, so filters, update operators, sorts and projections behave
 * the same on every adapter (the contract suite is run unchanged, with no gap declared).
 *
 * Why `pg` and mingo rather than Pongo (`@event-driven-io/pongo`, a MongoDB-like API on PostgreSQL):
 * Pongo translates filters and updates to SQL itself and covers a subset of what the port uses. Its
 * PostgreSQL update builder knows `$set`, `$unset`, `$inc` and `$push` only (no `$each`/`$slice`,
 * `$pull`, `$addToSet`, `$max`, `$min`, `$rename`, `$setOnInsert`); its filters have no `$or`,
 * `$regex` or `$exists`, and compare ranges as text; it has no createIndex (so no unique indexes and
 * no duplicate key errors) and no bulkWrite; and it adds a `_version` field to every document. Each
 * missing piece would be ours to write, with MongoDB's rules, a second time beside mingo's.
 *
 * What PostgreSQL does (see sql-narrowing.ts for the filters):
 * - Lookups by `_id` use the primary key; equality on a field uses JSON containment, served by a GIN
 *   index once the collection declares any index. mingo then checks each candidate exactly, and
 *   sorts, skips, limits and projects; when the SQL condition is the whole filter (`_id` lookups, an
 *   empty filter) LIMIT/OFFSET and count(*) run in SQL.
 * - Updates are read, changed by mingo's updater and written back, with the rows locked
 *   (`SELECT ... FOR UPDATE`) in one transaction: concurrent `$inc` of one document from several
 *   processes all count. An upsert whose insert finds its `_id` taken matches again (the document was
 *   inserted meanwhile), as MongoDB retries it; a second failure is the duplicate key.
 * - Unique indexes are unique expression indexes on `doc::jsonb #> path`, a missing field counting as
 *   null; a violation (23505) becomes DuplicateKeyError with the index's fields and values. An array
 *   value is indexed whole (MongoDB indexes each element: a multikey unique index is not enforced
 *   per element here).
 * - `transaction(work)` is one PostgreSQL transaction (READ COMMITTED, row locks as above) on one
 *   connection: its reads see its writes, a projection batch and its checkpoint commit together or
 *   not at all, also when the connection or the process dies before COMMIT. Collections created or
 *   dropped and indexes declared in it are transactional too. A deadlock (40P01) runs `work` again,
 *   as the port allows, also when `work` wrapped the error or caught it (the statement's code
 *   decides). A write that fails in it (a duplicate key) is undone alone (a savepoint, taken only when
 *   the collection has a unique index), so the unit goes on as on the other adapters.
 *   The documents a unit has locked stay in hand until it ends, so repeated updates of one document
 *   by `_id` (a projection batch's counters) cost no round trip each (see Unit).
 * - Writes outside a transaction behave as MongoDB's: each document on its own, updateMany and
 *   bulkWrite keep what they wrote before a failing document or operation.
 * - A PostgreSQL that cannot answer (down, restarting, out of disk, the connection killed) surfaces
 *   as StoreUnavailableError (pg-faults.ts): the edge answers 503, a projection waits and retries.
 * Beyond a unit's own locked rows, until it ends, no document is cached in the process: the query
 * role and the projectors are separate processes.
 */
import pg from 'pg';
import { Query } from 'mingo';
import { resolve } from 'mingo/util';
import {
  DuplicateKeyError,
  TransactionEndedError,
  type BulkOperation,
  type BulkWriteResult,
  type Collection,
  type DeleteResult,
  type Document,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from '../document-store.ts';
import {
  equalityFields,
  immutableIdError,
  newId,
  parseUpdate,
  toJson,
  toStored,
  updatedDocuments,
  upsertedDocument,
} from '../update-semantics.ts';
import { Catalog, type CollectionInfo, type IndexKeys, type Run } from './pg-catalog.ts';
import { narrowing } from './sql-narrowing.ts';
import { jsonbSafe, textSafe } from './json-text.ts';
import { postgresFault } from '../../postgres/pg-faults.ts';

export interface PostgresDocumentStoreOptions {
  /** The schema holding the collections' tables, created when missing. Default `documents`. */
  schema?: string;
  /** The most connections the store opens. Default 10. */
  maxConnections?: number;
}

/** Serialization failure, deadlock: the transaction may simply run again. */
const TRANSIENT = new Set(['40001', '40P01']);
const UNDEFINED_TABLE = '42P01';
const UNIQUE_VIOLATION = '23505';
const MAX_ATTEMPTS = 4;
/** Attempts of an upsert whose insert found its `_id` taken. */
const UPSERT_ATTEMPTS = 3;

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;
const hasUnique = (info: CollectionInfo): boolean => info.indexes.some((index) => index.unique);
/** The _id of a filter that is only `{ _id: '...' }`. */
const soleId = (filter: Filter): string | undefined => {
  for (const key in filter) if (key !== '_id') return undefined;
  return typeof filter._id === 'string' ? filter._id : undefined;
};
/** A PostgreSQL that cannot answer (down, restarting, out of disk) as the ports name it: StoreUnavailableError. */
const fault = (error: unknown): unknown => postgresFault('documents', error);
const noMatch = (): UpdateResult => ({ matchedCount: 0, modifiedCount: 0, upsertedId: null });

/**
 * A document's JSON text as stored. PostgreSQL's `json` would keep a string holding U+0000 or a lone
 * surrogate, but the indexes and filters read `doc::jsonb`, which refuses both: they are stored as
 * U+FFFD (json-text.ts says why neither keeping nor refusing them will do).
 */
function serialized(doc: Document): string {
  return jsonbSafe(toJson(doc));
}

/** Thrown inside a write outside transactions: commit what it wrote before, then answer `error`. */
class KeepWritten {
  readonly error: unknown;
  constructor(error: unknown) {
    this.error = error;
  }
}

async function commit(client: pg.PoolClient): Promise<void> {
  const result = await client.query('COMMIT');
  // PostgreSQL answers ROLLBACK to the COMMIT of a transaction in which a statement failed.
  if (result.command === 'ROLLBACK')
    throw new Error('PostgreSQL rolled the transaction back: a statement in it failed');
}

/** Runs `work` in a transaction of its own on a connection of the pool. */
async function withTransaction<T>(pool: pg.Pool, work: (run: Run) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  let committed: { value: T } | KeepWritten;
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    let outcome: { value: T } | KeepWritten;
    try {
      outcome = { value: await work(client) };
    } catch (error) {
      if (!(error instanceof KeepWritten)) throw error;
      outcome = error;
    }
    await commit(client);
    committed = outcome;
  } catch (error) {
    if (!broken) await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
  if (committed instanceof KeepWritten) throw committed.error;
  return committed.value;
}

/** Runs `work` inside a savepoint when `needed`, so a failing statement undoes only itself. */
async function savepoint<T>(run: Run, needed: boolean, work: () => Promise<T>): Promise<T> {
  if (!needed) return work();
  await run.query('SAVEPOINT document_write');
  try {
    const result = await work();
    await run.query('RELEASE SAVEPOINT document_write');
    return result;
  } catch (error) {
    await run.query('ROLLBACK TO SAVEPOINT document_write');
    throw error;
  }
}

/** The most documents a unit keeps in hand (see Unit.held); past it, later ones are read again. */
const MAX_HELD = 10_000;

/**
 * One transaction of the store: its connection, and the collections as it sees them (the rest of the
 * process learns them at commit).
 *
 * A projection batch updates the same few documents over and over (counters). The unit keeps the
 * documents it holds locked (`held`: read FOR UPDATE, inserted or written by it), so no other
 * transaction can change them until it ends, in their latest state: an update of one by `_id`, on a
 * collection without unique indexes (nothing can refuse it), is applied here and its row written
 * later (`pending`), just before the unit's next statement of any kind, or before COMMIT. Every
 * statement goes through `run`, which writes what is pending first, so what SQL reads is always current.
 */
class Unit {
  active = true;
  readonly client: pg.PoolClient;
  /** Collections created, dropped (null) or re-declared in the unit, or read from the catalog by it. */
  readonly collections = new Map<string, CollectionInfo | null>();
  /** By table: documents the unit holds locked, in their latest state. */
  readonly #held = new Map<string, Map<string, Document>>();
  #heldCount = 0;
  /** By table: rows to write (JSON text by _id). */
  readonly #pending = new Map<string, Map<string, string>>();
  #tail: Promise<unknown> = Promise.resolve();
  /**
   * A statement of the unit failed on a deadlock or serialization failure: PostgreSQL has aborted the
   * transaction, so the unit runs again whatever `work` then threw (a projection runner wraps the error
   * in its own; a caller may catch it and go on, and then COMMIT answers ROLLBACK).
   */
  transient = false;
  /** The unit's connection, writing what is pending before each statement. */
  readonly run: Run;

  constructor(client: pg.PoolClient) {
    this.client = client;
    this.run = {
      query: async (text: string, params?: unknown[]) => {
        try {
          // Not before a ROLLBACK TO SAVEPOINT: the transaction is in error until it has run.
          if (!text.startsWith('ROLLBACK')) await this.flush();
          this.mustBeActive();
          return await client.query(text, params);
        } catch (error) {
          if (TRANSIENT.has(codeOf(error) as string)) this.transient = true;
          throw error;
        }
      },
    } as Run;
  }

  /** Operations of the unit take turns on its connection (one may be several statements). */
  exclusive<T>(work: (run: Run) => Promise<T>): Promise<T> {
    const result = this.#tail.then(() => {
      if (!this.active) throw new TransactionEndedError();
      return work(this.run);
    });
    this.#tail = result.catch(() => undefined);
    return result;
  }

  heldDocument(table: string, id: string): Document | undefined {
    return this.#held.get(table)?.get(id);
  }

  /** Keeps documents the unit has just locked or written (same state as their rows, or as pending). */
  hold(table: string, docs: Document[]): void {
    let held = this.#held.get(table);
    for (const doc of docs) {
      if (!held) this.#held.set(table, (held = new Map()));
      if (!held.has(doc._id)) {
        if (this.#heldCount >= MAX_HELD) continue;
        this.#heldCount++;
      }
      held.set(doc._id, doc);
    }
  }

  /** Forgets the table's documents (deleted or dropped by a statement). */
  release(table: string): void {
    this.#heldCount -= this.#held.get(table)?.size ?? 0;
    this.#held.delete(table);
  }

  /** A held document's new state, its row written before the next statement. */
  defer(table: string, doc: Document, json: string): void {
    this.hold(table, [doc]);
    let pending = this.#pending.get(table);
    if (!pending) this.#pending.set(table, (pending = new Map()));
    pending.set(doc._id, json);
  }

  /**
   * An operation of the unit may still be under way when the unit ends (`work` failed without awaiting
   * it): its next statement must not go out, since after the ROLLBACK it would run on its own, committed
   * at once, or in the transaction of whoever the pool gave the connection to next.
   */
  mustBeActive(): void {
    if (!this.active) throw new TransactionEndedError();
  }

  /** Writes the pending rows, one statement per table (`final`: the unit's last, before its COMMIT). */
  async flush(final = false): Promise<void> {
    if (this.#pending.size === 0) return;
    const pending = [...this.#pending];
    this.#pending.clear();
    for (const [table, rows] of pending) {
      if (!final) this.mustBeActive();
      await this.client.query(
        `UPDATE ${table} AS t SET doc = v.doc FROM unnest($1::text[], $2::json[]) AS v(id, doc) WHERE t.id = v.id`,
        [[...rows.keys()], [...rows.values()]],
      );
    }
  }

  #ended = false;
  /** Gives the connection back to the pool (destroyed when `error` says it is broken), once. */
  end(error?: Error): void {
    if (this.#ended) return;
    this.#ended = true;
    this.client.release(error);
  }

  /** Resolves once the operations started so far have ended. */
  async settled(): Promise<void> {
    await this.#tail;
  }
}

/** What the collections of the store, or of one transaction's view of it, share. */
class Scope {
  readonly pool: pg.Pool;
  readonly catalog: Catalog;
  /** The store's transactions under way (closing the store ends them uncommitted). */
  readonly units: Set<Unit>;
  readonly unit: Unit | undefined;

  constructor(pool: pg.Pool, catalog: Catalog, units: Set<Unit>, unit?: Unit) {
    this.pool = pool;
    this.catalog = catalog;
    this.units = units;
    this.unit = unit;
  }

  /** The collection as this scope sees it; null when it does not exist. */
  async info(run: Run, name: string): Promise<CollectionInfo | null> {
    if (this.unit?.collections.has(name)) return this.unit.collections.get(name)!;
    const cached = this.catalog.cached(name);
    if (cached) return cached;
    const read = await this.catalog.read(run, name);
    if (read) this.learn(read);
    return read;
  }

  /** Takes `info` as the collection's current state: at once outside a unit, at its commit inside one. */
  learn(info: CollectionInfo): void {
    if (this.unit) this.unit.collections.set(info.name, info);
    else this.catalog.remember(info);
  }
}

class PostgresCollection implements Collection<Document> {
  readonly name: string;
  readonly #scope: Scope;

  constructor(name: string, scope: Scope) {
    this.name = name;
    this.#scope = scope;
  }

  async findOne(filter: Filter, options: Omit<FindOptions, 'limit'> = {}): Promise<Document | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Document[]> {
    return this.#read([], (run, info) => this.#find(run, info, filter, options));
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return this.#read(0, async (run, info) => {
      const { where, params, exact } = narrowing(filter);
      if (exact) {
        const { rows } = await run.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${info.table} WHERE ${where}`,
          params,
        );
        return rows[0]!.n;
      }
      const query = new Query(filter);
      return (await this.#select(run, info, where, params)).filter((doc) => query.test(doc)).length;
    });
  }

  async insertOne(document: Document): Promise<void> {
    if (typeof document?._id !== 'string') throw new TypeError(`${this.name}: a document's _id must be a string`);
    await this.#write(false, async (run, info, inUnit) => {
      if (!(await this.#insert(run, info, document, inUnit))) {
        throw new DuplicateKeyError(this.name, { _id: document._id });
      }
    });
  }

  async updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    const parsed = parseUpdate(update);
    return this.#write(true, (run, info, inUnit) =>
      this.#update(run, info, filter, parsed, options.upsert ?? false, false, inUnit),
    );
  }

  async updateMany(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    const parsed = parseUpdate(update);
    return this.#write(true, (run, info, inUnit) =>
      this.#update(run, info, filter, parsed, options.upsert ?? false, true, inUnit),
    );
  }

  async replaceOne(filter: Filter, replacement: Document, options: UpdateOptions = {}): Promise<UpdateResult> {
    if (Object.keys(replacement).some((key) => key.startsWith('$'))) {
      throw new Error('Replacement document must not contain atomic operators');
    }
    return this.#write(true, (run, info, inUnit) =>
      this.#replace(run, info, filter, replacement, options.upsert ?? false, inUnit),
    );
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    return this.#write(true, (run, info) => this.#delete(run, info, filter, false));
  }

  async deleteMany(filter: Filter): Promise<DeleteResult> {
    // A filter SQL answers whole is one DELETE statement: no transaction of its own needed.
    return this.#write(!narrowing(filter).exact, (run, info) => this.#delete(run, info, filter, true));
  }

  async bulkWrite(operations: BulkOperation[]): Promise<BulkWriteResult> {
    if (operations.length === 0) throw new Error('Invalid BulkOperation, Batch cannot be empty'); // as the MongoDB driver
    const result = { insertedCount: 0, matchedCount: 0, modifiedCount: 0, deletedCount: 0, upsertedCount: 0 };
    const tally = (updated: UpdateResult) => {
      result.matchedCount += updated.matchedCount;
      result.modifiedCount += updated.modifiedCount;
      if (updated.upsertedId !== null) result.upsertedCount++;
    };
    // Ordered: one operation after the other, each as it runs alone; the first failure ends the
    // batch and what ran before it stays written (MongoDB's ordered mode).
    for (const operation of operations) {
      if ('insertOne' in operation) {
        await this.insertOne(operation.insertOne.document);
        result.insertedCount++;
      } else if ('updateOne' in operation) {
        const { filter, update, upsert } = operation.updateOne;
        tally(await this.updateOne(filter, update, { upsert }));
      } else if ('updateMany' in operation) {
        const { filter, update, upsert } = operation.updateMany;
        tally(await this.updateMany(filter, update, { upsert }));
      } else if ('replaceOne' in operation) {
        const { filter, replacement, upsert } = operation.replaceOne;
        tally(await this.replaceOne(filter, replacement, { upsert }));
      } else if ('deleteOne' in operation) {
        result.deletedCount += (await this.deleteOne(operation.deleteOne.filter)).deletedCount;
      } else {
        result.deletedCount += (await this.deleteMany(operation.deleteMany.filter)).deletedCount;
      }
    }
    return result;
  }

  async createIndex(keys: IndexKeys, options: IndexOptions = {}): Promise<string> {
    const name =
      options.name ??
      Object.entries(keys)
        .map(([field, direction]) => `${field}_${direction}`)
        .join('_');
    const unique = options.unique ?? false;
    const declared = await this.#write(true, async (run, info, inUnit) => {
      // MongoDB's own index on _id: the primary key.
      if (Object.keys(keys).length === 1 && keys._id !== undefined) return info;
      try {
        return await savepoint(run, inUnit, () => this.#scope.catalog.declareIndex(run, info, { name, keys, unique }));
      } catch (error) {
        // A unique index over documents that already share a value is refused, as on MongoDB.
        if (codeOf(error) === UNIQUE_VIOLATION) throw new DuplicateKeyError(this.name, {});
        throw error;
      }
    });
    this.#scope.learn(declared);
    return Object.keys(keys).length === 1 && keys._id !== undefined ? '_id_' : name;
  }

  async drop(): Promise<void> {
    const scope = this.#scope;
    try {
      if (scope.unit) {
        await scope.unit.exclusive(async (run) => {
          const info = await scope.info(run, this.name);
          await scope.catalog.drop(run, this.name);
          if (info) scope.unit!.release(info.table);
          scope.unit!.collections.set(this.name, null);
        });
        return;
      }
      await withTransaction(scope.pool, (run) => scope.catalog.drop(run, this.name));
      scope.catalog.forget(this.name);
    } catch (error) {
      throw fault(error);
    }
  }

  /**
   * Runs a read on the scope's connection; `empty` when the collection does not exist. A collection
   * another process dropped since this one learned of it reads as missing.
   */
  async #read<T>(empty: T, work: (run: Run, info: CollectionInfo) => Promise<T>): Promise<T> {
    const scope = this.#scope;
    const read = async (run: Run) => {
      const info = await scope.info(run, this.name);
      return info ? work(run, info) : empty;
    };
    try {
      if (scope.unit) return await scope.unit.exclusive(read);
      try {
        return await read(scope.pool);
      } catch (error) {
        if (codeOf(error) !== UNDEFINED_TABLE) throw error;
        scope.catalog.forget(this.name);
        return await read(scope.pool);
      }
    } catch (error) {
      throw fault(error);
    }
  }

  /**
   * Runs a write, the collection created first when missing (MongoDB creates it on a first write).
   * Outside a transaction: in one of its own when `atomic`, else as one statement on the pool.
   */
  async #write<T>(atomic: boolean, work: (run: Run, info: CollectionInfo, inUnit: boolean) => Promise<T>): Promise<T> {
    try {
      return await this.#writeOnce(atomic, work);
    } catch (error) {
      throw fault(error);
    }
  }

  async #writeOnce<T>(
    atomic: boolean,
    work: (run: Run, info: CollectionInfo, inUnit: boolean) => Promise<T>,
  ): Promise<T> {
    const scope = this.#scope;
    const unit = scope.unit;
    if (unit) {
      return unit.exclusive(async (run) => {
        let info = await scope.info(run, this.name);
        if (!info) scope.learn((info = await scope.catalog.create(run, this.name)));
        return work(run, info, true);
      });
    }
    for (let attempt = 1; ; attempt++) {
      // Created before the write takes a connection, so a write never holds two.
      let info = await scope.info(scope.pool, this.name);
      if (!info) {
        info = await withTransaction(scope.pool, (run) => scope.catalog.create(run, this.name));
        scope.learn(info);
      }
      const known = info;
      try {
        if (!atomic) return await work(scope.pool, known, false);
        return await withTransaction(scope.pool, (run) => work(run, known, false));
      } catch (error) {
        const code = codeOf(error);
        if (code === UNDEFINED_TABLE && attempt === 1) {
          scope.catalog.forget(this.name); // dropped by another process meanwhile: create it again
          continue;
        }
        if (!TRANSIENT.has(code as string) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  async #select(run: Run, info: CollectionInfo, where: string, params: unknown[], tail = ''): Promise<Document[]> {
    const { rows } = await run.query<{ doc: Document }>(
      `SELECT doc FROM ${info.table} WHERE ${where} ORDER BY seq${tail}`,
      params,
    );
    return rows.map(({ doc }) => doc);
  }

  async #find(run: Run, info: CollectionInfo, filter: Filter, options: FindOptions): Promise<Document[]> {
    const { sort, skip, limit, projection } = options;
    const { where, params, exact } = narrowing(filter);
    // Every row matches and comes in natural order: the page is cut in SQL.
    const paged = exact && !sort;
    let tail = '';
    if (paged && limit && limit > 0) tail += ` LIMIT ${Math.trunc(limit)}`;
    if (paged && skip && skip > 0) tail += ` OFFSET ${Math.trunc(skip)}`;
    const documents = await this.#select(run, info, where, params, tail);
    if (paged && !projection) return documents;
    const cursor = new Query(exact ? {} : filter).find<Document>(documents, projection);
    if (sort) cursor.sort(sort);
    if (!paged && skip) cursor.skip(skip);
    if (!paged && limit) cursor.limit(limit); // MongoDB reads a limit of 0 as no limit
    return cursor.all();
  }

  /** The matching documents, in natural order, locked until the transaction ends. */
  async #matching(run: Run, info: CollectionInfo, filter: Filter, multi: boolean): Promise<Document[]> {
    const matched = await this.#locking(run, info, filter, multi);
    // Locked until the unit ends: kept in hand for its next updates (not a multi-document match's, which may be large).
    if (!multi) this.#scope.unit?.hold(info.table, matched);
    return matched;
  }

  async #locking(run: Run, info: CollectionInfo, filter: Filter, multi: boolean): Promise<Document[]> {
    const { where, params, exact } = narrowing(filter);
    if (exact) return this.#select(run, info, where, params, `${multi ? '' : ' LIMIT 1'} FOR UPDATE`);
    const query = new Query(filter);
    if (!multi) {
      // Find the first match without locking the other candidates, then lock it and check it again
      // (another writer may have changed it meanwhile; a locked row is read in its latest version).
      for (let attempt = 0; attempt < 3; attempt++) {
        const first = (await this.#select(run, info, where, params)).find((doc) => query.test(doc));
        if (!first) return [];
        const [locked] = await this.#select(run, info, 'id = $1', [first._id], ' FOR UPDATE');
        if (locked && query.test(locked)) return [locked];
      }
    }
    const matched = (await this.#select(run, info, where, params, ' FOR UPDATE')).filter((doc) => query.test(doc));
    return multi ? matched : matched.slice(0, 1);
  }

  async #update(
    run: Run,
    info: CollectionInfo,
    filter: Filter,
    { onMatch, onInsert }: { onMatch: Update; onInsert: Update },
    upsert: boolean,
    multi: boolean,
    inUnit: boolean,
  ): Promise<UpdateResult> {
    const unit = this.#scope.unit;
    const id = soleId(filter);
    const held = unit && id !== undefined ? unit.heldDocument(info.table, textSafe(id)) : undefined;
    if (held && !hasUnique(info)) {
      // A document the unit holds, which nothing can refuse: updated in hand, its row written later.
      const [next] = updatedDocuments([held], onMatch);
      if (next) unit!.defer(info.table, next, serialized(next));
      return { matchedCount: 1, modifiedCount: next ? 1 : 0, upsertedId: null };
    }
    for (let attempt = 1; ; attempt++) {
      const matched = await this.#matching(run, info, filter, multi);
      if (matched.length === 0) {
        if (!upsert) return noMatch();
        const doc = upsertedDocument(filter, onInsert);
        if (await this.#insert(run, info, doc, inUnit))
          return { matchedCount: 0, modifiedCount: 0, upsertedId: doc._id };
        // Its _id is taken: by a document inserted since (match again), or by one the filter does not match.
        if (attempt < UPSERT_ATTEMPTS) continue;
        throw new DuplicateKeyError(this.name, { _id: doc._id });
      }
      const updated = updatedDocuments(matched, onMatch);
      const changed = updated.filter((doc): doc is Document => doc !== undefined);
      await this.#store(run, info, changed, inUnit);
      return { matchedCount: matched.length, modifiedCount: changed.length, upsertedId: null };
    }
  }

  async #replace(
    run: Run,
    info: CollectionInfo,
    filter: Filter,
    replacement: Document,
    upsert: boolean,
    inUnit: boolean,
  ): Promise<UpdateResult> {
    for (let attempt = 1; ; attempt++) {
      const [current] = await this.#matching(run, info, filter, false);
      if (!current && !upsert) return noMatch();
      // As stored: U+0000 as U+FFFD (json-text.ts), so a filter's or replacement's _id compares with the row's.
      const id = textSafe(
        current?._id ?? (equalityFields(filter)._id as string | undefined) ?? replacement._id ?? newId(),
      );
      const replacementId = typeof replacement._id === 'string' ? textSafe(replacement._id) : replacement._id;
      if (replacementId !== undefined && replacementId !== id) throw immutableIdError();
      const next = toStored(Object.assign({ _id: id }, replacement, { _id: id })); // MongoDB keeps _id as the first field
      if (!current) {
        if (await this.#insert(run, info, next, inUnit)) return { matchedCount: 0, modifiedCount: 0, upsertedId: id };
        if (attempt < UPSERT_ATTEMPTS) continue;
        throw new DuplicateKeyError(this.name, { _id: id });
      }
      if (JSON.stringify(next) === JSON.stringify(current))
        return { matchedCount: 1, modifiedCount: 0, upsertedId: null };
      await this.#store(run, info, [next], inUnit);
      return { matchedCount: 1, modifiedCount: 1, upsertedId: null };
    }
  }

  async #delete(run: Run, info: CollectionInfo, filter: Filter, multi: boolean): Promise<DeleteResult> {
    const { where, params, exact } = narrowing(filter);
    try {
      if (exact && multi) {
        const { rowCount } = await run.query(`DELETE FROM ${info.table} WHERE ${where}`, params);
        return { deletedCount: rowCount ?? 0 };
      }
      const matched = await this.#matching(run, info, filter, multi);
      if (matched.length === 0) return { deletedCount: 0 };
      await run.query(`DELETE FROM ${info.table} WHERE id = ANY($1::text[])`, [matched.map(({ _id }) => _id)]);
      return { deletedCount: matched.length };
    } finally {
      this.#scope.unit?.release(info.table); // once deleted: a document the unit held is gone
    }
  }

  /** Inserts `doc`; false when its _id is taken. Throws DuplicateKeyError for a taken unique value. */
  async #insert(run: Run, info: CollectionInfo, doc: Document, inUnit: boolean): Promise<boolean> {
    const guarded = inUnit && info.indexes.some((index) => index.unique);
    const id = textSafe(doc._id);
    try {
      const { rowCount } = await savepoint(run, guarded, () =>
        run.query(`INSERT INTO ${info.table} (id, doc) VALUES ($1, $2::json) ON CONFLICT (id) DO NOTHING`, [
          id,
          serialized(doc),
        ]),
      );
      // A copy: `doc` may be the caller's object (insertOne), which it is free to change afterwards.
      if (rowCount === 1) this.#scope.unit?.hold(info.table, [{ ...toStored(doc), _id: id }]);
      return rowCount === 1;
    } catch (error) {
      throw this.#duplicate(error, info, doc);
    }
  }

  /**
   * Writes updated documents (same _ids). Without unique indexes nothing can refuse them: one
   * statement. With some, one at a time, each in a savepoint when something before it must stay
   * (the unit's earlier writes, this call's earlier documents): the first refusal ends the call.
   */
  async #store(run: Run, info: CollectionInfo, docs: Document[], inUnit: boolean): Promise<void> {
    if (docs.length === 0) return;
    const texts = docs.map(serialized); // all refused before any is written
    const unit = this.#scope.unit;
    if (!hasUnique(info)) {
      if (unit && docs.length === 1) {
        unit.defer(info.table, docs[0]!, texts[0]!); // locked by the unit: nothing can refuse or change it
      } else if (docs.length === 1) {
        await run.query(`UPDATE ${info.table} SET doc = $2::json WHERE id = $1`, [docs[0]!._id, texts[0]]);
      } else {
        await run.query(
          `UPDATE ${info.table} AS t SET doc = v.doc FROM unnest($1::text[], $2::json[]) AS v(id, doc) WHERE t.id = v.id`,
          [docs.map(({ _id }) => _id), texts],
        );
        unit?.release(info.table); // the documents the unit held may be among them
      }
      return;
    }
    const guarded = inUnit || docs.length > 1;
    for (const [i, doc] of docs.entries()) {
      try {
        await savepoint(run, guarded, () =>
          run.query(`UPDATE ${info.table} SET doc = $2::json WHERE id = $1`, [doc._id, texts[i]]),
        );
        if (unit?.heldDocument(info.table, doc._id)) unit.hold(info.table, [doc]);
      } catch (error) {
        const refused = this.#duplicate(error, info, doc);
        throw guarded && !inUnit ? new KeepWritten(refused) : refused;
      }
    }
  }

  /** A unique violation as the port's DuplicateKeyError, naming the index's fields and the values `doc` has there. */
  #duplicate(error: unknown, info: CollectionInfo, doc: Document): unknown {
    if (codeOf(error) !== UNIQUE_VIOLATION) return error;
    const constraint = (error as { constraint?: string }).constraint;
    if (constraint === `${info.tableName}_pk`) return new DuplicateKeyError(this.name, { _id: doc._id });
    const index = info.indexes.find(({ pgName }) => pgName === constraint);
    // An index another process declared after this one learned the collection: learn it again.
    if (!index) this.#scope.catalog.forget(this.name);
    const fields = index ? Object.keys(index.keys) : [];
    return new DuplicateKeyError(
      this.name,
      Object.fromEntries(fields.map((field) => [field, (resolve(doc, field) as unknown) ?? null])),
    );
  }
}

export class PostgresDocumentStore implements DocumentStore {
  readonly #scope: Scope;

  private constructor(scope: Scope) {
    this.#scope = scope;
  }

  /** Opens a pool on `url` and creates the schema and catalog tables when missing. */
  static async connect(url: string, options: PostgresDocumentStoreOptions = {}): Promise<PostgresDocumentStore> {
    const schema = options.schema ?? 'documents';
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema))
      throw new Error(`Invalid schema name for the document store: ${schema}`);
    const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
    // An idle connection the server ended (a restart, a failover): the pool drops it and opens another when needed.
    pool.on('error', () => undefined);
    const catalog = new Catalog(schema);
    try {
      const client = await pool.connect();
      try {
        await catalog.install(client);
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end();
      throw fault(error);
    }
    return new PostgresDocumentStore(new Scope(pool, catalog, new Set()));
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    // Documents are stored untyped; T is the caller's promise about their shape, as with the MongoDB driver.
    return new PostgresCollection(name, this.#scope) as unknown as Collection<T>;
  }

  async listCollectionNames(): Promise<string[]> {
    const { unit, pool, catalog } = this.#scope;
    return (unit ? unit.exclusive((run) => catalog.names(run)) : catalog.names(pool)).catch((error: unknown) => {
      throw fault(error);
    });
  }

  async transaction<T>(work: (tx: DocumentStore) => Promise<T>): Promise<T> {
    const { unit: current, pool, catalog, units } = this.#scope;
    if (current) {
      if (!current.active) throw new TransactionEndedError();
      return work(this); // joins the transaction in progress
    }
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect().catch((error: unknown) => {
        throw fault(error);
      });
      let broken: Error | undefined;
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      const unit = new Unit(client);
      units.add(unit);
      try {
        await client.query('BEGIN');
        const result = await work(new PostgresDocumentStore(new Scope(pool, catalog, units, unit)));
        await unit.settled();
        unit.active = false;
        await unit.flush(true);
        await commit(client);
        for (const [name, info] of unit.collections) {
          if (info) catalog.remember(info);
          else catalog.forget(name);
        }
        return result;
      } catch (error) {
        unit.active = false;
        if (!broken) await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        const again = unit.transient || TRANSIENT.has(codeOf(error) as string);
        if (!again || attempt >= MAX_ATTEMPTS) throw fault(error);
      } finally {
        client.off('error', onError);
        units.delete(unit);
        unit.end(broken);
      }
    }
  }

  /**
   * Ends the pool. A transaction still under way (a crash simulated by a test, a unit that never
   * settles) loses its connection, so PostgreSQL rolls it back: none of it is committed.
   */
  async close(): Promise<void> {
    if (this.#scope.unit) throw new Error('close the store, not a transaction');
    for (const unit of this.#scope.units) {
      unit.active = false;
      unit.end(new Error('The document store was closed during this transaction'));
    }
    this.#scope.units.clear();
    await this.#scope.pool.end();
  }
}
