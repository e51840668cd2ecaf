/**
 * Opens the stores the environment asks for: EVENT_STORE=sqlite|esdb|postgres (ESDB_URL, POSTGRES_URL)
 * and DOCUMENT_STORE=mingo|mongo|postgres (MONGO_URL and MONGO_DB, POSTGRES_URL). The defaults are the
 * embedded ones in DATA_DIR. The EventStoreDB, MongoDB and PostgreSQL adapters are only loaded when
 * chosen; one PostgreSQL database may hold both the log and the read models. Every process and CLI opens its
 * stores here, so they all agree on what the settings mean; `describeStores` is the one line that
 * says which stores those are (passwords hidden).
 *
 * Pictures go with the read models (openBlobStoreFor): DOCUMENT_STORE=mongo keeps them in GridFS,
 * postgres in PostgreSQL, mingo in files under DATA_DIR, so in distributed mode every role that serves
 * or stores a picture sees the same ones.
 *
 * A MongoDB is tried with a transaction as it is opened: read models commit each batch with its
 * checkpoint in one, so a server without multi-document transactions (FerretDB, a standalone mongod)
 * would crash the projectors and reactors at their first event. It is refused at once instead.
 */
import {
  type BlobStore,
  type EventStore,
  type DocumentStore,
  CHECKPOINTS_COLLECTION,
  SqliteEventStore,
  MingoDocumentStore,
  ensurePrivateDir,
  openBlobStore,
} from '@listings/shared/kernel';
import { loadConfig } from '@listings/shared/config';
import path from 'node:path';

export interface StoreSettings {
  eventStore: 'sqlite' | 'esdb' | 'postgres';
  documentStore: 'mingo' | 'mongo' | 'postgres';
  esdbUrl: string;
  mongoUrl: string;
  mongoDb: string;
  postgresUrl: string;
  dataDir: string;
}

/** POSTGRES_URL when unset. */
export const DEFAULT_POSTGRES_URL = 'postgres://127.0.0.1:5432/listings';

function choice<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[]): T {
  const value = (env[name] ?? allowed[0]) as T;
  if (!allowed.includes(value))
    throw new Error(`${name} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
  return value;
}

export function storeSettings(env: NodeJS.ProcessEnv = process.env): StoreSettings {
  return {
    eventStore: choice(env, 'EVENT_STORE', ['sqlite', 'esdb', 'postgres'] as const),
    documentStore: choice(env, 'DOCUMENT_STORE', ['mingo', 'mongo', 'postgres'] as const),
    esdbUrl: env.ESDB_URL || 'esdb://127.0.0.1:2113?tls=false',
    mongoUrl: env.MONGO_URL || 'mongodb://127.0.0.1:27017',
    mongoDb: env.MONGO_DB || 'listings',
    postgresUrl: env.POSTGRES_URL || DEFAULT_POSTGRES_URL,
    dataDir: loadConfig(env).dataDir,
  };
}

export async function openEventStore(settings: StoreSettings): Promise<EventStore> {
  if (settings.eventStore === 'esdb') {
    const { EsdbEventStore } = await import('@listings/shared/kernel/esdb');
    return EsdbEventStore.connect(settings.esdbUrl);
  }
  if (settings.eventStore === 'postgres') {
    const { PostgresEventStore } = await import('@listings/shared/kernel/postgres');
    return PostgresEventStore.connect(settings.postgresUrl);
  }
  ensurePrivateDir(settings.dataDir);
  return new SqliteEventStore(path.join(settings.dataDir, 'events.db'));
}

export async function openDocumentStore(settings: StoreSettings): Promise<DocumentStore> {
  if (settings.documentStore === 'mongo') {
    const { MongoDocumentStore } = await import('@listings/shared/kernel/mongo');
    const documents = await MongoDocumentStore.connect(settings.mongoUrl, settings.mongoDb);
    await requireTransactions(documents, `DOCUMENT_STORE=mongo (MONGO_URL=${hidePassword(settings.mongoUrl)})`);
    return documents;
  }
  if (settings.documentStore === 'postgres') {
    const { PostgresDocumentStore } = await import('@listings/shared/kernel/postgres');
    return PostgresDocumentStore.connect(settings.postgresUrl);
  }
  ensurePrivateDir(settings.dataDir);
  return new MingoDocumentStore(path.join(settings.dataDir, 'read-models.db'));
}

/** A blob store with what closes it (the embedded one holds nothing open). */
export interface OpenedBlobStore {
  blobs: BlobStore;
  close(): Promise<void>;
}

/** The blob store beside the document store: GridFS for mongo, a PostgreSQL table for postgres, files under DATA_DIR for mingo. */
export async function openBlobStoreFor(settings: StoreSettings): Promise<OpenedBlobStore> {
  if (settings.documentStore === 'mongo') {
    const { GridFsBlobStore } = await import('@listings/shared/kernel/mongo');
    const blobs = await GridFsBlobStore.connect(settings.mongoUrl, settings.mongoDb);
    return { blobs, close: () => blobs.close() };
  }
  if (settings.documentStore === 'postgres') {
    const { PostgresBlobStore } = await import('@listings/shared/kernel/postgres');
    const blobs = await PostgresBlobStore.connect(settings.postgresUrl);
    return { blobs, close: () => blobs.close() };
  }
  return { blobs: openBlobStore(settings.dataDir), close: async () => undefined };
}

export async function openStores(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ events: EventStore; documents: DocumentStore; settings: StoreSettings }> {
  const settings = storeSettings(env);
  return { events: await openEventStore(settings), documents: await openDocumentStore(settings), settings };
}

/** A connection string with its password replaced by `***`. */
export const hidePassword = (url: string): string => url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');

/** Which stores these settings open, in one line for an operator (stderr of the CLIs; passwords hidden). */
export function describeStores(settings: StoreSettings, uses: { events?: boolean; documents?: boolean } = {}): string {
  const parts: string[] = [];
  if (uses.events ?? true)
    parts.push(
      `event store: ${settings.eventStore} ${
        settings.eventStore === 'esdb'
          ? hidePassword(settings.esdbUrl)
          : settings.eventStore === 'postgres'
            ? hidePassword(settings.postgresUrl)
            : path.join(settings.dataDir, 'events.db')
      }`,
    );
  if (uses.documents ?? true)
    parts.push(
      `read models: ${settings.documentStore} ${
        settings.documentStore === 'mongo'
          ? `${hidePassword(settings.mongoUrl)} (database ${settings.mongoDb})`
          : settings.documentStore === 'postgres'
            ? hidePassword(settings.postgresUrl)
            : path.join(settings.dataDir, 'read-models.db')
      }`,
    );
  return parts.join('; ');
}

/** Thrown when a store answers but cannot serve this service (a MongoDB without transactions). */
export class StoreRefusedError extends Error {
  override readonly name = 'StoreRefusedError';
}

/**
 * Runs a read and a write in a transaction; a store that refuses it is closed and a StoreRefusedError names the
 * settings (`where`) and what to run instead.
 */
export async function requireTransactions(documents: DocumentStore, where: string): Promise<void> {
  try {
    // A read and a write (of a document that never exists) in one transaction: nothing is left behind.
    await documents.transaction(async (tx) => {
      const probe = tx.collection(CHECKPOINTS_COLLECTION);
      await probe.findOne({ _id: '$transaction-probe' });
      await probe.deleteOne({ _id: '$transaction-probe' });
    });
  } catch (error) {
    await documents.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new StoreRefusedError(
      `${where} refused a multi-document transaction (${reason}). The read models commit each batch of events ` +
        'with its checkpoint in one transaction: use a MongoDB replica set (a single node is enough: mongod ' +
        '--replSet rs0, and ?replicaSet=rs0 in MONGO_URL). FerretDB and a standalone mongod have no transactions.',
    );
  }
}
