/**
 * Embedded DocumentStore, the stand-in for MongoDB. Each collection lives in memory as a Map keyed by
 * _id (insertion order is MongoDB's natural order) and mingo evaluates filters, sorts, projections and
 * update operators, so code written against this store behaves the same on MongoDB.
 * Given a file path, every write is in SQLite before it answers and the file is loaded back on open, so
 * read models survive a restart; without one the store is memory-only.
 *
 * Units of work: a transaction (projections commit a batch of events with their checkpoint in one), or
 * the writes made outside transactions in one turn of the event loop (see Shared). Inside one, writes
 * apply to memory at once with an undo record, and the documents they touched are written to SQLite in
 * one transaction at the end (each once, in its final state); a failure undoes memory, so memory and
 * file never disagree. Other writers wait their turn while a unit runs (one SQLite connection, first
 * come first served); readers do not wait and may see a unit's writes before it commits.
 */
import Database from 'libsql';
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
} from './document-store.ts';
import { copyDocument } from './copy-document.ts';
import { sortedNatively } from './native-sort.ts';
import {
  equalityFields,
  immutableIdError,
  newId,
  parseUpdate,
  toStored,
  updatedDocuments,
  upsertedDocument,
} from './update-semantics.ts';
import { BACKSTOP_AUTOCHECKPOINT_PAGES, WalCheckpointer } from '../sqlite/wal-checkpointer.ts';
import { restrictSqliteFiles } from '../private-files.ts';

type IndexKeys = Record<string, 1 | -1>;
type Fields = Record<string, unknown>;

export class MingoDocumentStore implements DocumentStore {
  readonly #collections = new Map<string, MingoCollection>();
  readonly #file: SqliteFile | undefined;
  readonly #shared: Shared;

  /** @param filePath SQLite file to write through to and load from; omit it for a memory-only store. */
  constructor(filePath?: string) {
    this.#file = filePath === undefined ? undefined : new SqliteFile(filePath);
    this.#shared = new Shared(this.#file);
    if (!this.#file) return;
    // Documents first: restoring a unique index rebuilds its keys from them.
    for (const { collection, doc } of this.#file.documents()) this.#collection(collection).restoreDocument(doc);
    for (const { collection, name, keys, unique } of this.#file.indexes()) {
      this.#collection(collection).restoreIndex(name, keys, unique);
    }
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    // Documents are stored untyped; T is the caller's promise about their shape, as with the MongoDB driver.
    return this.#collection(name) as unknown as Collection<T>;
  }

  async listCollectionNames(): Promise<string[]> {
    return [...this.#collections.values()].filter((collection) => collection.exists).map(({ name }) => name);
  }

  async transaction<T>(work: (tx: DocumentStore) => Promise<T>): Promise<T> {
    return this.#shared.exclusive(async () => {
      const unit = new UnitOfWork();
      this.#shared.unit = unit;
      const tx = new TransactionStore(this, unit);
      try {
        const result = await work(tx);
        this.#shared.commit(unit);
        return result;
      } catch (error) {
        unit.rollback();
        throw error;
      } finally {
        unit.active = false;
        this.#shared.unit = undefined;
      }
    });
  }

  /** The SQLite file the store writes through to; undefined for a memory-only store. */
  get filePath(): string | undefined {
    return this.#file?.path;
  }

  /**
   * Rewrites the file without the free space deleted documents leave behind, so none of their bytes
   * stay in it (SQLite's VACUUM; writes wait meanwhile). Used once, after the service's secrets moved
   * out of the store into files of their own (platform/secrets.ts). Memory-only: nothing to do.
   */
  async compact(): Promise<void> {
    const file = this.#file;
    if (file) await this.#shared.exclusive(async () => file.vacuum());
  }

  async close(): Promise<void> {
    // Writes already made are committed; a transaction still running (a crash simulated by a test)
    // never commits: closing drops it.
    await this.#shared.settled();
    await this.#file?.close();
  }

  /** @internal The collection itself, for the transaction's view of it. */
  internalCollection(name: string): MingoCollection {
    return this.#collection(name);
  }

  #collection(name: string): MingoCollection {
    let collection = this.#collections.get(name);
    if (!collection) this.#collections.set(name, (collection = new MingoCollection(name, this.#shared)));
    return collection;
  }
}

/** The writes made outside transactions in one turn of the event loop: one unit, one commit. */
interface Turn {
  unit: UnitOfWork;
  committed: Promise<void>;
}

/** Applies a write within the turn; it answers once the turn is committed. */
function inTurn<T>(turn: Turn, run: () => T): Promise<T> {
  let result: T;
  try {
    result = run();
  } catch (error) {
    // Refused before anything of it was applied (a duplicate key), or part-way in a multi-document
    // write, whose earlier documents stay written as in MongoDB: either way the turn goes on, and the
    // error is answered once what was written is in the file.
    const refused = () => Promise.reject(error);
    return turn.committed.then(refused, refused);
  }
  return turn.committed.then(() => result);
}

/**
 * What the store's collections share: the file, the unit of work in progress and the turn-taking
 * of writers. A write outside a transaction runs at once when no transaction holds or waits for the
 * store, else it queues behind them (first come, first served).
 *
 * With a file, every change reaches it through a unit of work. The writes made outside transactions
 * in one turn of the event loop share one (a "turn", committed on setImmediate): each is applied to
 * memory at once with an undo record, as in a transaction, and answers once the turn is in the file.
 * A turn holds the store like a transaction until then, so transactions never interleave with it. If
 * the file refuses the turn (a full disk, another process holding the lock), memory is undone and
 * every write of the turn fails. One commit per turn instead of one per write: the Idempotency-Key
 * record of every API write is one of them.
 */
class Shared {
  readonly file: SqliteFile | undefined;
  unit: UnitOfWork | undefined;
  #tail: Promise<void> = Promise.resolve();
  #queued = 0;
  /** The writes outside transactions of this turn, until they are committed. */
  #turn: Turn | undefined;

  constructor(file: SqliteFile | undefined) {
    this.file = file;
  }

  async exclusive<T>(run: () => Promise<T>): Promise<T> {
    const previous = this.#tail;
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    this.#tail = previous.then(() => mine);
    this.#queued++;
    try {
      await previous;
      return await run();
    } finally {
      this.#queued--;
      release();
    }
  }

  /** Runs a write made outside any transaction. */
  write<T>(run: () => T): Promise<T> {
    if (this.#turn) return inTurn(this.#turn, run);
    if (this.#queued > 0) {
      // Behind a transaction or a turn: once they are done, in a turn of its own (held meanwhile).
      return this.exclusive(async () => (this.file ? inTurn(this.#turn ?? this.#openTurn(), run) : run()));
    }
    if (!this.file) {
      try {
        return Promise.resolve(run());
      } catch (error) {
        return Promise.reject(error);
      }
    }
    const turn = this.#openTurn();
    // Held like a transaction until committed: a transaction that starts meanwhile waits for it.
    void this.exclusive(() => turn.committed.catch(() => undefined));
    return inTurn(turn, run);
  }

  #openTurn(): Turn {
    const unit = new UnitOfWork();
    let settle!: (error?: unknown) => void;
    const committed = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    committed.catch(() => undefined); // each write of the turn answers with it
    const turn = { unit, committed };
    this.#turn = turn;
    this.unit = unit;
    setImmediate(() => {
      this.#turn = undefined;
      this.unit = undefined;
      unit.active = false;
      try {
        this.commit(unit);
        settle();
      } catch (error) {
        unit.rollback();
        settle(error);
      }
    });
    return turn;
  }

  /** Resolves once the writes made so far outside transactions are in the file (or failed). */
  async settled(): Promise<void> {
    await this.#turn?.committed.catch(() => undefined);
  }

  /** Writes what the unit changed to the file in one SQLite transaction; on failure memory is undone by the caller. */
  commit(unit: UnitOfWork): void {
    if (!this.file || unit.empty) return;
    this.file.commit(unit);
    unit.forgetRemoved();
  }
}

type UndoEntry =
  | { kind: 'put'; collection: MingoCollection; previous: Document | undefined; next: Document; seq?: number }
  | { kind: 'remove'; collection: MingoCollection; doc: Document }
  | { kind: 'index'; collection: MingoCollection; name: string }
  | { kind: 'drop'; collection: MingoCollection; docs: Map<string, Document>; indexes: Map<string, Index> };

/** A transaction of the embedded store: the undo records of memory, and what to write to the file at the end. */
class UnitOfWork {
  active = true;
  readonly undo: UndoEntry[] = [];
  /** Collection and index rows to write, in order: drops and index declarations. */
  readonly structure: ({ kind: 'drop'; collection: string } | { kind: 'index'; collection: string; index: Index })[] =
    [];
  /** The objects this unit made (see InPlace): changed in place by later writes of the unit. */
  readonly owned = new WeakSet<object>();
  /** Documents touched: written in their final state at commit; `removed` when deleted at some point (new row). */
  readonly touched = new Map<MingoCollection, Map<string, { removed: boolean }>>();

  get empty(): boolean {
    return this.structure.length === 0 && this.touched.size === 0;
  }

  touch(collection: MingoCollection, id: string, removed: boolean): void {
    let ids = this.touched.get(collection);
    if (!ids) this.touched.set(collection, (ids = new Map()));
    const entry = ids.get(id);
    if (entry) entry.removed ||= removed;
    else ids.set(id, { removed });
  }

  /** After commit: ids removed for good no longer hold a place in natural order. */
  forgetRemoved(): void {
    for (const [collection, ids] of this.touched)
      for (const [id, { removed }] of ids) if (removed) collection.forgetOrder(id);
  }

  rollback(): void {
    const reorder = new Set<MingoCollection>();
    for (let index = this.undo.length - 1; index >= 0; index--) {
      const entry = this.undo[index]!;
      if (entry.kind === 'remove') reorder.add(entry.collection);
      entry.collection.undo(entry);
    }
    for (const collection of reorder) collection.restoreOrder();
  }
}

/** The store as seen inside one transaction: writes go straight to the unit (no turn to wait for). */
class TransactionStore implements DocumentStore {
  readonly #store: MingoDocumentStore;
  readonly #unit: UnitOfWork;

  constructor(store: MingoDocumentStore, unit: UnitOfWork) {
    this.#store = store;
    this.#unit = unit;
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    return new TransactionCollection(this.#store.internalCollection(name), this.#unit) as unknown as Collection<T>;
  }

  listCollectionNames(): Promise<string[]> {
    return this.#store.listCollectionNames();
  }

  async transaction<T>(work: (tx: DocumentStore) => Promise<T>): Promise<T> {
    if (!this.#unit.active) throw new TransactionEndedError();
    return work(this);
  }

  async close(): Promise<void> {
    throw new Error('close the store, not a transaction');
  }
}

class TransactionCollection implements Collection<Document> {
  readonly #collection: MingoCollection;
  readonly #unit: UnitOfWork;

  constructor(collection: MingoCollection, unit: UnitOfWork) {
    this.#collection = collection;
    this.#unit = unit;
  }

  get name(): string {
    return this.#collection.name;
  }

  async #write<T>(run: () => T): Promise<T> {
    if (!this.#unit.active) throw new TransactionEndedError();
    return run();
  }

  findOne(filter: Filter, options?: Omit<FindOptions, 'limit'>): Promise<Document | null> {
    return this.#collection.findOne(filter, options);
  }
  find(filter: Filter, options?: FindOptions): Promise<Document[]> {
    return this.#collection.find(filter, options);
  }
  countDocuments(filter?: Filter): Promise<number> {
    return this.#collection.countDocuments(filter);
  }
  insertOne(document: Document): Promise<void> {
    return this.#write(() => this.#collection.insertNow(document));
  }
  updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.#write(() => this.#collection.updateNow(filter, update, options.upsert ?? false, false));
  }
  updateMany(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.#write(() => this.#collection.updateNow(filter, update, options.upsert ?? false, true));
  }
  replaceOne(filter: Filter, replacement: Document, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.#write(() => this.#collection.replaceNow(filter, replacement, options.upsert ?? false));
  }
  deleteOne(filter: Filter): Promise<DeleteResult> {
    return this.#write(() => this.#collection.deleteNow(filter, false));
  }
  deleteMany(filter: Filter): Promise<DeleteResult> {
    return this.#write(() => this.#collection.deleteNow(filter, true));
  }
  bulkWrite(operations: BulkOperation[]): Promise<BulkWriteResult> {
    return this.#write(() => this.#collection.bulkWriteNow(operations));
  }
  createIndex(keys: IndexKeys, options?: IndexOptions): Promise<string> {
    return this.#write(() => this.#collection.createIndexNow(keys, options));
  }
  drop(): Promise<void> {
    return this.#write(() => this.#collection.dropNow());
  }
}

class MingoCollection implements Collection<Document> {
  readonly #docs = new Map<string, Document>();
  readonly #indexes = new Map<string, Index>();
  /** Place of each document in natural order, to put back documents a rolled-back transaction removed. */
  readonly #order = new Map<string, number>();
  #nextOrder = 0;
  readonly #shared: Shared;

  readonly name: string;

  constructor(name: string, shared: Shared) {
    this.name = name;
    this.#shared = shared;
  }

  /** MongoDB creates a collection with its `_id_` index on the first insert, upsert or createIndex; it exists until dropped. */
  get exists(): boolean {
    return this.#indexes.size > 0;
  }

  restoreDocument(doc: Document): void {
    this.#docs.set(doc._id, doc);
    this.#order.set(doc._id, this.#nextOrder++);
  }

  restoreIndex(name: string, keys: IndexKeys, unique: boolean): void {
    this.#indexes.set(name, this.#buildIndex(name, keys, unique));
  }

  async findOne(filter: Filter, options: Omit<FindOptions, 'limit'> = {}): Promise<Document | null> {
    return this.#find(filter, { ...options, limit: 1 })[0] ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Document[]> {
    return this.#find(filter, options);
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return this.#matching(filter, true).length;
  }

  insertOne(document: Document): Promise<void> {
    return this.#shared.write(() => this.insertNow(document));
  }

  updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.#shared.write(() => this.updateNow(filter, update, options.upsert ?? false, false));
  }

  updateMany(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.#shared.write(() => this.updateNow(filter, update, options.upsert ?? false, true));
  }

  replaceOne(filter: Filter, replacement: Document, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.#shared.write(() => this.replaceNow(filter, replacement, options.upsert ?? false));
  }

  deleteOne(filter: Filter): Promise<DeleteResult> {
    return this.#shared.write(() => this.deleteNow(filter, false));
  }

  deleteMany(filter: Filter): Promise<DeleteResult> {
    return this.#shared.write(() => this.deleteNow(filter, true));
  }

  bulkWrite(operations: BulkOperation[]): Promise<BulkWriteResult> {
    return this.#shared.write(() => this.bulkWriteNow(operations));
  }

  createIndex(keys: IndexKeys, options: IndexOptions = {}): Promise<string> {
    return this.#shared.write(() => this.createIndexNow(keys, options));
  }

  drop(): Promise<void> {
    return this.#shared.write(() => this.dropNow());
  }

  // The writes themselves, synchronous: called in the writer's turn, or inside a transaction.

  insertNow(document: Document): void {
    this.#insert(toStored(document));
  }

  updateNow(filter: Filter, update: Update, upsert: boolean, multi: boolean): UpdateResult {
    return this.#update(filter, update, upsert, multi);
  }

  replaceNow(filter: Filter, replacement: Document, upsert: boolean): UpdateResult {
    return this.#replace(filter, replacement, upsert);
  }

  deleteNow(filter: Filter, multi: boolean): DeleteResult {
    return this.#delete(filter, multi);
  }

  bulkWriteNow(operations: BulkOperation[]): BulkWriteResult {
    if (operations.length === 0) throw new Error('Invalid BulkOperation, Batch cannot be empty'); // as the MongoDB driver
    const result = { insertedCount: 0, matchedCount: 0, modifiedCount: 0, deletedCount: 0, upsertedCount: 0 };
    const tally = (updated: UpdateResult) => {
      result.matchedCount += updated.matchedCount;
      result.modifiedCount += updated.modifiedCount;
      if (updated.upsertedId !== null) result.upsertedCount++;
    };
    // Ordered: the first throw ends the loop, and what ran before it stays written.
    {
      for (const operation of operations) {
        if ('insertOne' in operation) {
          this.#insert(toStored(operation.insertOne.document));
          result.insertedCount++;
        } else if ('updateOne' in operation) {
          const { filter, update, upsert } = operation.updateOne;
          tally(this.#update(filter, update, upsert ?? false, false));
        } else if ('updateMany' in operation) {
          const { filter, update, upsert } = operation.updateMany;
          tally(this.#update(filter, update, upsert ?? false, true));
        } else if ('replaceOne' in operation) {
          const { filter, replacement, upsert } = operation.replaceOne;
          tally(this.#replace(filter, replacement, upsert ?? false));
        } else if ('deleteOne' in operation) {
          result.deletedCount += this.#delete(operation.deleteOne.filter, false).deletedCount;
        } else {
          result.deletedCount += this.#delete(operation.deleteMany.filter, true).deletedCount;
        }
      }
    }
    return result;
  }

  createIndexNow(keys: IndexKeys, options: IndexOptions = {}): string {
    const name =
      options.name ??
      Object.entries(keys)
        .map(([field, direction]) => `${field}_${direction}`)
        .join('_');
    const unique = options.unique ?? false;
    const sameKeys = (index: Index) => JSON.stringify(index.keys) === JSON.stringify(keys);
    const existing = [...this.#indexes.values()].find((index) => index.name === name || sameKeys(index));
    if (existing) {
      // Re-declaring an index is a no-op; changing its keys, options or name is an error, as on MongoDB.
      if (existing.name === name && sameKeys(existing) && existing.unique === unique) return name;
      throw new Error(`Index ${existing.name} already exists on ${this.name} with different keys, options or name`);
    }
    this.#create();
    this.#addIndex(this.#buildIndex(name, keys, unique));
    return name;
  }

  dropNow(): void {
    const unit = this.#shared.unit;
    if (unit) {
      unit.undo.push({ kind: 'drop', collection: this, docs: new Map(this.#docs), indexes: new Map(this.#indexes) });
      unit.structure.push({ kind: 'drop', collection: this.name });
      for (const id of this.#docs.keys()) unit.touch(this, id, true);
    } else this.#order.clear();
    this.#docs.clear();
    this.#indexes.clear();
  }

  /** Puts memory back as it was before a transaction's write. */
  undo(entry: UndoEntry): void {
    switch (entry.kind) {
      case 'put': {
        for (const index of this.#indexes.values()) index.remove(entry.next);
        if (entry.previous) {
          for (const index of this.#indexes.values()) index.add(entry.previous);
          this.#docs.set(entry.previous._id, entry.previous);
        } else {
          this.#docs.delete(entry.next._id);
          if (entry.seq === undefined) this.#order.delete(entry.next._id);
          else this.#order.set(entry.next._id, entry.seq);
        }
        return;
      }
      case 'remove':
        for (const index of this.#indexes.values()) index.add(entry.doc);
        this.#docs.set(entry.doc._id, entry.doc);
        return;
      case 'index':
        this.#indexes.delete(entry.name);
        return;
      case 'drop':
        for (const [id, doc] of entry.docs) this.#docs.set(id, doc);
        for (const [name, index] of entry.indexes) this.#indexes.set(name, index);
        return;
    }
  }

  /** Natural order again after a rollback put removed documents back (they went to the end of the Map). */
  restoreOrder(): void {
    const docs = [...this.#docs.values()].sort((a, b) => this.#order.get(a._id)! - this.#order.get(b._id)!);
    this.#docs.clear();
    for (const doc of docs) this.#docs.set(doc._id, doc);
  }

  forgetOrder(id: string): void {
    if (!this.#docs.has(id)) this.#order.delete(id);
  }

  /** The documents as the file must hold them after a transaction: final state of each touched _id. */
  documentOf(id: string): Document | undefined {
    return this.#docs.get(id);
  }
  #find(filter: Filter, { sort, skip, limit, projection }: FindOptions): Document[] {
    const { documents, rest, exact } = this.#candidates(filter);
    // A lookup by _id or by a unique value, without projection: at most one document, no query needed.
    if ((exact || (Object.keys(filter).length === 1 && typeof filter._id === 'string')) && !projection && !skip)
      return [...documents].map((doc) => copyDocument(doc));
    let query = new Query(rest);
    let source: Iterable<Document> = documents;
    const whole = (n: number | undefined) => n === undefined || (Number.isSafeInteger(n) && n >= 0);
    if (sort && whole(skip) && whole(limit)) {
      // Sorted here when mingo's $sort would order natively (native-sort.ts: the same order, one
      // pass), then skipped, limited and projected as mingo's cursor does, in that order.
      const matched: Document[] = [];
      for (const doc of documents) if (query.test(doc)) matched.push(doc);
      const sorted = sortedNatively(matched, sort);
      if (sorted) {
        const from = skip ?? 0;
        let page = limit ? sorted.slice(from, from + limit) : from ? sorted.slice(from) : sorted;
        if (projection && Object.keys(projection).length) page = new Query({}).find<Document>(page, projection).all();
        return page.map((doc) => copyDocument(doc));
      }
      // Mingo sorts the documents already tested.
      [source, query] = [matched, new Query({})];
    }
    const cursor = query.find<Document>(source, projection);
    if (sort) cursor.sort(sort);
    if (skip) cursor.skip(skip);
    if (limit) cursor.limit(limit); // MongoDB reads a limit of 0 as no limit
    return cursor.all().map((doc) => copyDocument(doc));
  }

  /** Matching documents in natural order, as MongoDB visits them for updates and deletes. */
  #matching(filter: Filter, multi: boolean): Document[] {
    const { documents, rest, exact } = this.#candidates(filter);
    // A filter that is only a string _id or a value of a unique index (the usual read-model writes) is
    // answered by the lookup alone: compiling a mingo query costs more than the rest of such a write.
    if (exact || (Object.keys(filter).length === 1 && typeof filter._id === 'string')) return [...documents];
    const query = new Query(rest);
    const found: Document[] = [];
    for (const doc of documents) {
      if (!query.test(doc)) continue;
      found.push(doc);
      if (!multi) break;
    }
    return found;
  }

  /**
   * Documents that may match: those a filter on string _ids names (one, or a list with $in), or the
   * one holding a value of a unique single-field index — the usual read-model lookups, narrowed as
   * MongoDB would narrow them with the index — else all.
   */
  #candidates(filter: Filter): { documents: Iterable<Document>; rest: Filter; exact?: boolean } {
    const idCondition = filter._id as { $in?: unknown[] } | undefined;
    const ids = idCondition?.$in;
    if (Array.isArray(ids) && Object.keys(idCondition!).length === 1 && ids.every((id) => typeof id === 'string')) {
      // _id: { $in: [...] } visits only those documents, in natural order; every one of them meets
      // that condition, so mingo is left with the rest of the filter (testing $in per document
      // against a long list is what would cost).
      const wanted = new Set(ids as string[]);
      const { _id: _matched, ...rest } = filter;
      return { documents: [...this.#docs.values()].filter((doc) => wanted.has(doc._id)), rest };
    }
    let id: string | null | undefined = typeof filter._id === 'string' ? filter._id : undefined;
    for (const index of this.#indexes.values()) {
      if (id !== undefined) break;
      id = index.holderOf(filter);
    }
    if (id === undefined) return { documents: this.#narrowed(filter) ?? this.#docs.values(), rest: filter };
    const doc = id === null ? undefined : this.#docs.get(id);
    // One field, answered by its unique index: the holder is the match.
    return { documents: doc ? [doc] : [], rest: filter, exact: Object.keys(filter).length === 1 };
  }

  /**
   * The documents a filter pinning an indexed field (the leading field of a declared index) to plain
   * values can match, in natural order, when they are fewer than half the collection; else undefined
   * (all are visited). So a site's board reads that site's listings, not every site's (issue 30), as
   * MongoDB would narrow it with the index; the query still tests each one against the whole filter.
   */
  #narrowed(filter: Filter): Document[] | undefined {
    let fewest: ReadonlySet<string>[] | undefined;
    let size = Infinity;
    for (const index of this.#indexes.values()) {
      const groups = index.membersOf(filter);
      const count = groups?.reduce((sum, ids) => sum + ids.size, 0) ?? Infinity;
      if (count < size) [fewest, size] = [groups, count];
    }
    if (!fewest || size * 2 >= this.#docs.size) return undefined;
    const found = new Set<Document>();
    for (const ids of fewest)
      for (const id of ids) {
        const doc = this.#docs.get(id);
        if (doc) found.add(doc);
      }
    return [...found].sort((a, b) => this.#order.get(a._id)! - this.#order.get(b._id)!);
  }

  #update(filter: Filter, update: Update, upsert: boolean, multi: boolean): UpdateResult {
    const { onMatch, onInsert } = parseUpdate(update);
    const matched = this.#matching(filter, multi);
    if (matched.length === 0) {
      if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
      const doc = upsertedDocument(filter, onInsert);
      this.#insert(doc);
      return { matchedCount: 0, modifiedCount: 0, upsertedId: doc._id };
    }
    const unit = this.#shared.unit;
    const updated = updatedDocuments(matched, onMatch, unit && { owned: unit.owned, fixed: this.#fixedRoots() });
    let modifiedCount = 0;
    // Stored one document at a time, like MongoDB's multi-update: a failure keeps the documents stored before it.
    matched.forEach((current, i) => {
      const next = updated[i];
      if (next === undefined) return;
      // Changed in place: the unit already holds its undo record and has it touched.
      if (next !== current) this.#put(current, next);
      modifiedCount++;
    });
    return { matchedCount: matched.length, modifiedCount, upsertedId: null };
  }

  #replace(filter: Filter, replacement: Document, upsert: boolean): UpdateResult {
    if (Object.keys(replacement).some((key) => key.startsWith('$'))) {
      throw new Error('Replacement document must not contain atomic operators');
    }
    const [current] = this.#matching(filter, false);
    if (!current && !upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const id = current?._id ?? (equalityFields(filter)._id as string | undefined) ?? replacement._id ?? newId();
    if (replacement._id !== undefined && replacement._id !== id) throw immutableIdError();
    const next = toStored(Object.assign({ _id: id }, replacement)); // MongoDB keeps _id as the first field
    if (!current) {
      this.#insert(next);
      return { matchedCount: 0, modifiedCount: 0, upsertedId: id };
    }
    const modified = JSON.stringify(next) !== JSON.stringify(current);
    if (modified) this.#put(current, next);
    return { matchedCount: 1, modifiedCount: modified ? 1 : 0, upsertedId: null };
  }

  #delete(filter: Filter, multi: boolean): DeleteResult {
    const matched = this.#matching(filter, multi);
    matched.forEach((doc) => this.#remove(doc));
    return { deletedCount: matched.length };
  }

  #insert(doc: Document): void {
    if (typeof doc._id !== 'string') throw new TypeError(`${this.name}: a document's _id must be a string`);
    if (this.#docs.has(doc._id)) throw new DuplicateKeyError(this.name, { _id: doc._id }); // the `_id_` index
    this.#create();
    this.#put(undefined, doc);
  }

  /** Stores `next` in place of `previous` (same _id) only once every unique index accepted it, so a violation writes nothing. */
  #put(previous: Document | undefined, next: Document): void {
    const keyChanges: (() => void)[] = [];
    for (const index of this.#indexes.values()) {
      const change = index.prepare(this.name, previous, next);
      if (change) keyChanges.push(change);
    }
    // With a file there is always a unit (a transaction or the turn's): the file gets it at its commit.
    const unit = this.#shared.unit;
    if (unit) {
      unit.undo.push({ kind: 'put', collection: this, previous, next, seq: this.#order.get(next._id) });
      unit.touch(this, next._id, false);
      unit.owned.add(next); // a version made for this write: later updates in the unit may change it in place
    }
    for (const change of keyChanges) change();
    if (!previous) this.#order.set(next._id, this.#nextOrder++);
    this.#docs.set(next._id, next);
  }

  /**
   * The top-level fields whose keys an index keeps (those of the unique indexes other than _id's, and
   * the leading field of the others): an update of one is never made in place, so the index moves it.
   */
  #fixedRoots(): string[] {
    const roots: string[] = [];
    for (const index of this.#indexes.values()) {
      if (index.unique && index.name !== ID_INDEX) roots.push(...index.roots);
      else if (index.grouping) roots.push(index.grouping);
    }
    return roots;
  }

  #remove(doc: Document): void {
    const unit = this.#shared.unit;
    if (unit) {
      // Its place in natural order is kept until commit, for a rollback to put it back there.
      unit.undo.push({ kind: 'remove', collection: this, doc });
      unit.touch(this, doc._id, true);
    } else this.#order.delete(doc._id);
    for (const index of this.#indexes.values()) index.remove(doc);
    this.#docs.delete(doc._id);
  }

  /** The `_id_` index is the unique index MongoDB gives every collection; it also marks the collection as existing. */
  #create(): void {
    if (!this.exists) this.#addIndex(this.#buildIndex(ID_INDEX, { _id: 1 }, true));
  }

  #addIndex(index: Index): void {
    const unit = this.#shared.unit;
    if (unit) {
      unit.undo.push({ kind: 'index', collection: this, name: index.name });
      unit.structure.push({ kind: 'index', collection: this.name, index });
    }
    this.#indexes.set(index.name, index);
  }

  /** Indexes the current documents; throws DuplicateKeyError when they violate a unique index. */
  #buildIndex(name: string, keys: IndexKeys, unique: boolean): Index {
    const index = new Index(name, keys, unique);
    for (const doc of this.#docs.values()) {
      index.check(this.name, undefined, doc);
      index.add(doc);
    }
    return index;
  }
}

const ID_INDEX = '_id_';

/** A value an index can key as MongoDB compares it: null, a string, a number or a boolean. */
const isPlain = (value: unknown): boolean =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A declared index. Unique ones track which document holds each key, so writes are checked without a scan. */
class Index {
  /** Index key (JSON of the indexed values) → _id of the document holding it; empty unless `#tracked`. */
  readonly #holders = new Map<string, string>();

  readonly name: string;
  readonly keys: IndexKeys;
  readonly unique: boolean;
  /**
   * Whether this index keeps its holders: a unique one other than `_id_`. The collection's own map by
   * _id already answers for `_id_` (its insert checks it); a second map of every _id cost a string and
   * an entry per document and a lookup per insert.
   */
  readonly #tracked: boolean;

  /** The field of a single-field index. */
  readonly #single: string | undefined;
  readonly #singleJson: string;
  /** The top-level field of each indexed path. */
  readonly roots: string[];
  /**
   * A non-unique index's leading field when it is a top-level one: the index then keeps which
   * documents hold each of its values (`#members`), to narrow a filter pinning it (`membersOf`).
   */
  readonly grouping: string | undefined;
  /** Key of a leading-field value (JSON; a missing field is null; each element of an array) → _ids. */
  readonly #members = new Map<string, Set<string>>();
  /** Documents whose leading field holds an object or nested array: a candidate for every filter. */
  readonly #anyValue = new Set<string>();

  constructor(name: string, keys: IndexKeys, unique: boolean) {
    this.name = name;
    this.keys = keys;
    this.unique = unique;
    this.#tracked = unique && name !== ID_INDEX;
    const fields = Object.keys(keys);
    this.#single = fields.length === 1 ? fields[0] : undefined;
    this.#singleJson = JSON.stringify(this.#single ?? '');
    this.roots = fields.map((field) => field.split('.')[0]!);
    const leading = fields[0];
    this.grouping = !unique && leading && leading !== '_id' && !leading.includes('.') ? leading : undefined;
  }

  /**
   * For a filter pinning this index's leading field to a plain value or `$in` of plain values: the
   * sets of _ids holding them, every document that can match among them (a superset; the query tests
   * them; an array's document may be in several). undefined otherwise.
   */
  membersOf(filter: Filter): ReadonlySet<string>[] | undefined {
    if (this.grouping === undefined) return undefined;
    const condition: unknown = filter[this.grouping];
    let values: unknown[];
    if (isPlain(condition)) values = [condition];
    else if (
      typeof condition === 'object' &&
      condition !== null &&
      Object.keys(condition).length === 1 &&
      Array.isArray((condition as { $in?: unknown }).$in) &&
      (condition as { $in: unknown[] }).$in.every(isPlain)
    )
      values = (condition as { $in: unknown[] }).$in;
    else return undefined;
    // The index's own sets, not copies (the caller only reads them): a value held by most documents
    // (status: 'live') costs nothing to look at when another index's is the smaller.
    const groups: ReadonlySet<string>[] = [this.#anyValue];
    for (const key of new Set(values.map((value) => JSON.stringify(value)))) {
      const ids = this.#members.get(key);
      if (ids) groups.push(ids);
    }
    return groups;
  }

  /** The member keys of a document's leading-field value (null: it goes in `#anyValue`). */
  #memberKeys(doc: Document): string[] | null {
    const value: unknown = doc[this.grouping!] ?? null;
    if (!Array.isArray(value)) return isPlain(value) ? [JSON.stringify(value)] : null;
    return value.every(isPlain) ? value.map((element) => JSON.stringify(element)) : null;
  }

  #addMember(doc: Document): void {
    const keys = this.#memberKeys(doc);
    if (keys === null) return void this.#anyValue.add(doc._id);
    for (const key of keys) {
      const ids = this.#members.get(key);
      if (ids) ids.add(doc._id);
      else this.#members.set(key, new Set([doc._id]));
    }
  }

  #removeMember(doc: Document): void {
    const keys = this.#memberKeys(doc);
    if (keys === null) return void this.#anyValue.delete(doc._id);
    for (const key of keys) {
      const ids = this.#members.get(key);
      ids?.delete(doc._id);
      if (ids?.size === 0) this.#members.delete(key);
    }
  }

  /** Throws DuplicateKeyError when `next` takes a key held by a document other than `previous`. */
  check(collection: string, previous: Document | undefined, next: Document): void {
    if (!this.#tracked) return;
    for (const [key, values] of this.#entries(next)) {
      const holder = this.#holders.get(key);
      if (holder !== undefined && holder !== previous?._id) throw new DuplicateKeyError(collection, values);
    }
  }

  /**
   * For a unique single-field index and a filter pinning that field to a plain value: the _id of the
   * only document that can match (null: none). undefined when this index cannot answer the filter.
   */
  holderOf(filter: Filter): string | null | undefined {
    const field = this.#single;
    if (!this.unique || field === undefined) return undefined;
    const value = filter[field];
    const type = typeof value;
    if (value === null || (type !== 'string' && type !== 'number' && type !== 'boolean')) return undefined;
    if (!this.#tracked) return type === 'string' ? (value as string) : null; // `_id_`: every _id is a string
    return this.#holders.get(this.#singleKey(value)) ?? null;
  }

  add(doc: Document): void {
    if (this.grouping !== undefined) this.#addMember(doc);
    if (this.#tracked) for (const key of this.#entries(doc).keys()) this.#holders.set(key, doc._id);
  }

  remove(doc: Document): void {
    if (this.grouping !== undefined) this.#removeMember(doc);
    if (!this.#tracked) return;
    for (const key of this.#entries(doc).keys()) if (this.#holders.get(key) === doc._id) this.#holders.delete(key);
  }

  /**
   * Checks `next` in place of `previous` (throws DuplicateKeyError) and returns how to update the keys,
   * or null when nothing changes for this index (not unique, or the same keys: the usual update).
   */
  prepare(collection: string, previous: Document | undefined, next: Document): (() => void) | null {
    const grouping = this.grouping;
    if (grouping !== undefined) {
      // The usual update leaves the leading value alone: nothing moves.
      const before: unknown = previous?.[grouping] ?? null;
      const after: unknown = next[grouping] ?? null;
      if (previous && before === after && isPlain(before)) return null;
      return () => {
        if (previous) this.#removeMember(previous);
        this.#addMember(next);
      };
    }
    if (!this.#tracked) return null;
    const field = this.#single;
    if (previous && field !== undefined) {
      // The usual update leaves the indexed value alone: nothing to check or move.
      const before: unknown = resolve(previous, field);
      if (before === resolve(next, field) && (before === undefined || typeof before !== 'object')) return null;
    }
    const nextEntries = this.#entries(next);
    const previousEntries = previous ? this.#entries(previous) : undefined;
    if (previousEntries && previousEntries.size === nextEntries.size) {
      if ([...nextEntries.keys()].every((key) => previousEntries.has(key))) return null;
    }
    for (const [key, values] of nextEntries) {
      const holder = this.#holders.get(key);
      if (holder !== undefined && holder !== previous?._id) throw new DuplicateKeyError(collection, values);
    }
    return () => {
      if (previous && previousEntries)
        for (const key of previousEntries.keys())
          if (this.#holders.get(key) === previous._id) this.#holders.delete(key);
      for (const key of nextEntries.keys()) this.#holders.set(key, next._id);
    };
  }

  /** The key of a single-field index's value: JSON.stringify({ [field]: value }), without building the object. */
  #singleKey(value: unknown): string {
    return `{${this.#singleJson}:${JSON.stringify(value)}}`;
  }

  /** A document's index keys. MongoDB indexes a missing field as null and each element of an array (multikey). */
  #entries(doc: Document): Map<string, Fields> {
    const field = this.#single;
    if (field !== undefined) {
      // The usual index: one field, one value (every insert computes it for _id).
      const value: unknown = resolve(doc, field) ?? null;
      if (!Array.isArray(value) || value.length === 0) return new Map([[this.#singleKey(value), { [field]: value }]]);
    }
    let entries: Fields[] = [{}];
    for (const field of Object.keys(this.keys)) {
      const value: unknown = resolve(doc, field) ?? null;
      const values = Array.isArray(value) && value.length > 0 ? value : [value];
      entries = entries.flatMap((entry) => values.map((element: unknown) => ({ ...entry, [field]: element })));
    }
    return new Map(entries.map((entry) => [JSON.stringify(entry), entry]));
  }
}

/**
 * Write-through persistence: one row per document and per declared index, read back into memory on
 * open. Written one unit of work at a time (a transaction, or a turn's writes outside transactions).
 */
class SqliteFile {
  readonly path: string;
  readonly #db: Database.Database;
  readonly #putDocument: Database.Statement;
  readonly #deleteDocument: Database.Statement;
  readonly #putIndex: Database.Statement;
  readonly #deleteDocuments: Database.Statement;
  readonly #deleteIndexes: Database.Statement;
  readonly #checkpointer: WalCheckpointer;

  constructor(path: string) {
    this.path = path;
    this.#db = new Database(path);
    // Its owner's only, before WAL mode creates the -wal and -shm files (SQLite gives them this file's mode).
    restrictSqliteFiles(path);
    this.#checkpointer = new WalCheckpointer(path);
    // WAL without an fsync per commit: a crash of the process loses nothing; a power cut may lose the last
    // commits, which is acceptable for read models because they can be rebuilt from the event store.
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('synchronous = NORMAL');
    // Checkpoints run in a worker thread (WalCheckpointer), about once a second, rather than inside a
    // commit: a projection batch dirties pages all over the primary-key index, and copying them back
    // to the database was half of what a commit cost (profiled). This connection's own is a backstop.
    this.#db.pragma(`wal_autocheckpoint = ${BACKSTOP_AUTOCHECKPOINT_PAGES}`);
    this.#db.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
    this.#db.exec(`
      CREATE TABLE IF NOT EXISTS documents (
        collection TEXT NOT NULL, id TEXT NOT NULL, doc JSON NOT NULL, PRIMARY KEY (collection, id));
      CREATE TABLE IF NOT EXISTS indexes (
        collection TEXT NOT NULL, name TEXT NOT NULL, keys JSON NOT NULL, is_unique INTEGER NOT NULL,
        PRIMARY KEY (collection, name));`);
    // An upsert rather than INSERT OR REPLACE keeps the row's rowid, so natural order survives updates and restarts.
    this.#putDocument = this.#db.prepare(`INSERT INTO documents (collection, id, doc) VALUES (?, ?, ?)
      ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc`);
    this.#deleteDocument = this.#db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?');
    this.#putIndex = this.#db.prepare('INSERT INTO indexes (collection, name, keys, is_unique) VALUES (?, ?, ?, ?)');
    this.#deleteDocuments = this.#db.prepare('DELETE FROM documents WHERE collection = ?');
    this.#deleteIndexes = this.#db.prepare('DELETE FROM indexes WHERE collection = ?');
  }

  documents(): { collection: string; doc: Document }[] {
    const rows = this.#db.prepare('SELECT collection, doc FROM documents ORDER BY rowid').all();
    return (rows as { collection: string; doc: string }[]).map(({ collection, doc }) => ({
      collection,
      doc: JSON.parse(doc) as Document,
    }));
  }

  indexes(): { collection: string; name: string; keys: IndexKeys; unique: boolean }[] {
    const rows = this.#db.prepare('SELECT collection, name, keys, is_unique FROM indexes ORDER BY rowid').all();
    return (rows as { collection: string; name: string; keys: string; is_unique: number }[]).map((row) => ({
      collection: row.collection,
      name: row.name,
      keys: JSON.parse(row.keys) as IndexKeys,
      unique: row.is_unique === 1,
    }));
  }

  /**
   * Writes a transaction's changes in one SQLite transaction: drops and index declarations in order,
   * then each touched document in its final state (deleted first when it was removed meanwhile, so a
   * document deleted and inserted again takes a new place in natural order, as it did in memory).
   * All or nothing: a failure rolls the file back and throws.
   */
  commit(unit: UnitOfWork): void {
    this.#db.exec('BEGIN');
    try {
      for (const change of unit.structure) {
        if (change.kind === 'drop') {
          this.#deleteDocuments.run(change.collection);
          this.#deleteIndexes.run(change.collection);
        } else {
          const { name, keys, unique } = change.index;
          this.#putIndex.run(change.collection, name, JSON.stringify(keys), unique ? 1 : 0);
        }
      }
      // A dropped collection's rows are gone already: deleting its documents one by one again was most of
      // what dropping a large read model (a rebuild) cost.
      const dropped = new Set(unit.structure.flatMap((change) => (change.kind === 'drop' ? [change.collection] : [])));
      for (const [collection, ids] of unit.touched) {
        const rowsGone = dropped.has(collection.name);
        for (const [id, { removed }] of ids) {
          if (removed && !rowsGone) this.#deleteDocument.run(collection.name, id);
          const doc = collection.documentOf(id);
          if (doc) this.#putDocument.run(collection.name, id, JSON.stringify(doc));
        }
      }
      this.#db.exec('COMMIT');
      this.#checkpointer.committed();
    } catch (error) {
      if (this.#db.inTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  /**
   * Rewrites the database without free space (VACUUM), then empties the WAL if no reader holds it
   * (TRUNCATE checkpoint; otherwise the checkpointer copies it back later): no bytes of deleted rows
   * stay behind in either.
   */
  vacuum(): void {
    this.#db.exec('VACUUM');
    this.#db.pragma('wal_checkpoint(TRUNCATE)');
  }

  /** Ends the checkpoints, then closes the connection. */
  async close(): Promise<void> {
    await this.#checkpointer.close();
    this.#db.close();
  }
}
