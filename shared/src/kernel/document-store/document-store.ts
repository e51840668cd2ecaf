/**
 * Document store port with MongoDB semantics. Filters, update operators, sorts and projections are
 * plain MongoDB documents, so the same projection code runs on MongoDB and on the embedded store.
 */

/**
 * Documents, and the values in filters and updates, are JSON values: strings, numbers, booleans, null,
 * arrays and plain objects. Store dates as `toISOString()` strings (UTC, fixed width: they sort and compare correctly);
 * a Date would come back as a Date from MongoDB but as a string from the embedded store.
 */
export type Document = { _id: string } & Record<string, unknown>;
/** A MongoDB query document, e.g. `{ status: 'live', votes: { $gte: 10 } }`. */
export type Filter = Record<string, unknown>;
/** A MongoDB update document made of operators: `$set`, `$unset`, `$inc`, `$push`, `$pull`, `$addToSet`, `$max`, `$min`, `$rename`, `$setOnInsert`. */
export type Update = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;
export type FieldProjection = Record<string, 0 | 1>;

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
  projection?: FieldProjection;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}

export interface DeleteResult {
  deletedCount: number;
}

export type BulkOperation<T extends Document = Document> =
  | { insertOne: { document: T } }
  | { updateOne: { filter: Filter; update: Update; upsert?: boolean } }
  | { updateMany: { filter: Filter; update: Update; upsert?: boolean } }
  | { replaceOne: { filter: Filter; replacement: T; upsert?: boolean } }
  | { deleteOne: { filter: Filter } }
  | { deleteMany: { filter: Filter } };

export interface BulkWriteResult {
  insertedCount: number;
  matchedCount: number;
  modifiedCount: number;
  deletedCount: number;
  upsertedCount: number;
}

export interface IndexOptions {
  unique?: boolean;
  name?: string;
}

export interface Collection<T extends Document = Document> {
  readonly name: string;
  findOne(filter: Filter, options?: Omit<FindOptions, 'limit'>): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  countDocuments(filter?: Filter): Promise<number>;
  /** Throws DuplicateKeyError when `_id` or a unique index value is already taken. */
  insertOne(document: T): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<DeleteResult>;
  deleteMany(filter: Filter): Promise<DeleteResult>;
  /** Ordered bulk write: stops at the first failing operation, as MongoDB's ordered mode does. */
  bulkWrite(operations: BulkOperation<T>[]): Promise<BulkWriteResult>;
  createIndex(keys: Record<string, 1 | -1>, options?: IndexOptions): Promise<string>;
  /** Removes every document and index of the collection. */
  drop(): Promise<void>;
}

export interface DocumentStore {
  collection<T extends Document = Document>(name: string): Collection<T>;
  listCollectionNames(): Promise<string[]>;
  /**
   * Runs `work` as one unit: the writes it makes through `tx` (the store as seen inside the unit) are
   * all committed when it resolves, or none is when it throws (or the process dies before the commit).
   * This is how a projection commits a batch of events together with its checkpoint. Reads through
   * `tx` see the unit's own writes. `tx` must not be used after `work` has settled; a `transaction`
   * called on `tx` joins the unit. Embedded store: one SQLite transaction, other writers wait their
   * turn. MongoDB: a multi-document transaction (needs a replica set; MongoDB may run `work` again on
   * a transient error, so it must not have effects outside `tx`).
   */
  transaction<T>(work: (tx: DocumentStore) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Thrown by a write through a transaction's store after that transaction has ended. */
export class TransactionEndedError extends Error {
  override readonly name = 'TransactionEndedError';
  constructor() {
    super('This transaction has ended: write through the store itself, or in a new transaction');
  }
}

export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  /** MongoDB's error code for a duplicate key. */
  readonly code = 11000;
  readonly collection: string;
  readonly key: Record<string, unknown>;

  constructor(collection: string, key: Record<string, unknown>) {
    super(`E11000 duplicate key error collection: ${collection} dup key: ${JSON.stringify(key)}`);
    this.collection = collection;
    this.key = key;
  }
}
