/**
 * DocumentStore on MongoDB with the official driver: the port already speaks MongoDB, so this is a
 * thin mapping. Two things the port pins down that MongoDB leaves open are made explicit here: an
 * upsert that names no `_id` gets a string id (the embedded store's and the port's choice, instead of
 * an ObjectId), and a duplicate key surfaces as the port's DuplicateKeyError.
 *
 * `transaction` is a MongoDB multi-document transaction (a replica set is needed; compose runs a
 * single-node one): every operation of the unit carries its session, and the driver's
 * `withTransaction` commits, or retries the unit on a transient error, or aborts it.
 */
import { randomBytes } from 'node:crypto';
import {
  MongoClient,
  MongoServerError,
  type AnyBulkWriteOperation,
  type ClientSession,
  type Db,
  type Document as MongoDoc,
} from 'mongodb';
import {
  DuplicateKeyError,
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

const newId = () => randomBytes(12).toString('hex');

/** Adds a string `_id` on insert when neither the filter's equality, `$set` nor `$setOnInsert` names one. */
function withStringId(filter: Filter, update: Update): Update {
  const filterId = filter._id;
  const filterNamesId =
    filterId !== undefined &&
    (typeof filterId !== 'object' ||
      filterId === null ||
      Object.keys(filterId).every((key) => !key.startsWith('$')) ||
      '$eq' in (filterId as object));
  const set = update.$set as Record<string, unknown> | undefined;
  const setOnInsert = update.$setOnInsert as Record<string, unknown> | undefined;
  if (filterNamesId || (set && '_id' in set) || (setOnInsert && '_id' in setOnInsert)) return update;
  return { ...update, $setOnInsert: { ...setOnInsert, _id: newId() } };
}

async function translate<T>(collection: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const server =
      error instanceof MongoServerError
        ? error
        : (error as { writeErrors?: { err?: MongoServerError }[] })?.writeErrors?.[0]?.err;
    const code = (error as { code?: number }).code ?? server?.code;
    if (code === 11000 || code === 11001) {
      const keyValue = ((error as { keyValue?: Record<string, unknown> }).keyValue ??
        (error as { writeErrors?: { errInfo?: unknown; err?: { keyValue?: Record<string, unknown> } }[] })
          .writeErrors?.[0]?.err?.keyValue ??
        {}) as Record<string, unknown>;
      throw new DuplicateKeyError(collection, keyValue);
    }
    throw error;
  }
}

class MongoCollection implements Collection<Document> {
  private readonly db: Db;
  /** Inside a transaction: its session, passed to every operation. */
  private readonly session: ClientSession | undefined;
  readonly name: string;

  constructor(db: Db, name: string, session?: ClientSession) {
    this.db = db;
    this.name = name;
    this.session = session;
  }

  private get options(): { session?: ClientSession } {
    return this.session ? { session: this.session } : {};
  }

  private get raw() {
    return this.db.collection<MongoDoc>(this.name);
  }

  async findOne(filter: Filter, options: Omit<FindOptions, 'limit'> = {}): Promise<Document | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Document[]> {
    let cursor = this.raw.find(filter, this.options);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    if (options.projection) cursor = cursor.project(options.projection);
    return (await cursor.toArray()) as unknown as Document[];
  }

  countDocuments(filter: Filter = {}): Promise<number> {
    return this.raw.countDocuments(filter, this.options);
  }

  async insertOne(document: Document): Promise<void> {
    // The driver sets _id on the object it is given; insert a copy.
    await translate(this.name, () => this.raw.insertOne(structuredClone(document) as MongoDoc, this.options));
  }

  async updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    const result = await translate(this.name, () =>
      this.raw.updateOne(filter, options.upsert ? withStringId(filter, update) : update, {
        upsert: options.upsert,
        ...this.options,
      }),
    );
    return {
      matchedCount: result.matchedCount,
      modifiedCount: result.modifiedCount,
      upsertedId: (result.upsertedId as string | null) ?? null,
    };
  }

  async updateMany(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    const result = await translate(this.name, () =>
      this.raw.updateMany(filter, options.upsert ? withStringId(filter, update) : update, {
        upsert: options.upsert,
        ...this.options,
      }),
    );
    return {
      matchedCount: result.matchedCount,
      modifiedCount: result.modifiedCount,
      upsertedId: (result.upsertedId as string | null) ?? null,
    };
  }

  async replaceOne(filter: Filter, replacement: Document, options: UpdateOptions = {}): Promise<UpdateResult> {
    const result = await translate(this.name, () =>
      this.raw.replaceOne(filter, structuredClone(replacement), { upsert: options.upsert, ...this.options }),
    );
    return {
      matchedCount: result.matchedCount,
      modifiedCount: result.modifiedCount,
      upsertedId: (result.upsertedId as string | null) ?? null,
    };
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    return { deletedCount: (await this.raw.deleteOne(filter, this.options)).deletedCount };
  }

  async deleteMany(filter: Filter): Promise<DeleteResult> {
    return { deletedCount: (await this.raw.deleteMany(filter, this.options)).deletedCount };
  }

  async bulkWrite(operations: BulkOperation[]): Promise<BulkWriteResult> {
    if (operations.length === 0) throw new Error('bulkWrite needs at least one operation');
    const mapped = operations.map((operation) => {
      if ('insertOne' in operation) return { insertOne: { document: structuredClone(operation.insertOne.document) } };
      if ('updateOne' in operation) {
        const { filter, update, upsert } = operation.updateOne;
        return { updateOne: { filter, update: upsert ? withStringId(filter, update) : update, upsert } };
      }
      if ('updateMany' in operation) {
        const { filter, update, upsert } = operation.updateMany;
        return { updateMany: { filter, update: upsert ? withStringId(filter, update) : update, upsert } };
      }
      if ('replaceOne' in operation)
        return {
          replaceOne: { ...operation.replaceOne, replacement: structuredClone(operation.replaceOne.replacement) },
        };
      if ('deleteOne' in operation) return { deleteOne: operation.deleteOne };
      return { deleteMany: operation.deleteMany };
    });
    const result = await translate(this.name, () =>
      this.raw.bulkWrite(mapped as unknown as AnyBulkWriteOperation<MongoDoc>[], { ordered: true, ...this.options }),
    );
    return {
      insertedCount: result.insertedCount,
      matchedCount: result.matchedCount,
      modifiedCount: result.modifiedCount,
      deletedCount: result.deletedCount,
      upsertedCount: result.upsertedCount,
    };
  }

  async createIndex(keys: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<string> {
    return translate(this.name, () =>
      this.raw.createIndex(keys, { unique: options.unique, name: options.name, ...this.options }),
    );
  }

  async drop(): Promise<void> {
    try {
      await this.raw.drop(this.options);
    } catch (error) {
      // Dropping a collection that does not exist succeeds (NamespaceNotFound on older servers).
      if ((error as { code?: number }).code !== 26) throw error;
    }
  }
}

export class MongoDocumentStore implements DocumentStore {
  private readonly client: MongoClient;
  private readonly db: Db;
  private readonly session: ClientSession | undefined;

  private constructor(client: MongoClient, db: Db, session?: ClientSession) {
    this.client = client;
    this.db = db;
    this.session = session;
  }

  static async connect(url: string, database: string): Promise<MongoDocumentStore> {
    const client = new MongoClient(url, { ignoreUndefined: true });
    await client.connect();
    return new MongoDocumentStore(client, client.db(database));
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    return new MongoCollection(this.db, name, this.session) as unknown as Collection<T>;
  }

  async listCollectionNames(): Promise<string[]> {
    return (await this.db.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name);
  }

  async transaction<T>(work: (tx: DocumentStore) => Promise<T>): Promise<T> {
    if (this.session) return work(this); // joins the transaction in progress
    const session = this.client.startSession();
    try {
      // Majority write concern: a committed batch and its checkpoint survive a primary's failover together.
      return await session.withTransaction(() => work(new MongoDocumentStore(this.client, this.db, session)), {
        readConcern: { level: 'snapshot' },
        writeConcern: { w: 'majority' },
      });
    } finally {
      await session.endSession();
    }
  }

  async close(): Promise<void> {
    if (this.session) throw new Error('close the store, not a transaction');
    await this.client.close();
  }
}
