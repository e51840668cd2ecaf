/**
 * Opens the stores the environment asks for: EVENT_STORE=sqlite|esdb (ESDB_URL) and
 * DOCUMENT_STORE=mingo|mongo (MONGO_URL, MONGO_DB). The defaults are the embedded ones in DATA_DIR.
 * The EventStoreDB and MongoDB drivers are only loaded when chosen.
 */
import {
  type EventStore,
  type DocumentStore,
  SqliteEventStore,
  MingoDocumentStore,
  ensurePrivateDir,
} from '@listings/shared/kernel';
import { loadConfig } from '@listings/shared/config';
import path from 'node:path';

export interface StoreSettings {
  eventStore: 'sqlite' | 'esdb';
  documentStore: 'mingo' | 'mongo';
  esdbUrl: string;
  mongoUrl: string;
  mongoDb: string;
  dataDir: string;
}

function choice<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[]): T {
  const value = (env[name] ?? allowed[0]) as T;
  if (!allowed.includes(value))
    throw new Error(`${name} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
  return value;
}

export function storeSettings(env: NodeJS.ProcessEnv = process.env): StoreSettings {
  return {
    eventStore: choice(env, 'EVENT_STORE', ['sqlite', 'esdb'] as const),
    documentStore: choice(env, 'DOCUMENT_STORE', ['mingo', 'mongo'] as const),
    esdbUrl: env.ESDB_URL ?? 'esdb://127.0.0.1:2113?tls=false',
    mongoUrl: env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    mongoDb: env.MONGO_DB ?? 'listings',
    dataDir: loadConfig(env).dataDir,
  };
}

export async function openEventStore(settings: StoreSettings): Promise<EventStore> {
  if (settings.eventStore === 'esdb') {
    const { EsdbEventStore } = await import('@listings/shared/kernel/esdb');
    return EsdbEventStore.connect(settings.esdbUrl);
  }
  ensurePrivateDir(settings.dataDir);
  return new SqliteEventStore(path.join(settings.dataDir, 'events.db'));
}

export async function openDocumentStore(settings: StoreSettings): Promise<DocumentStore> {
  if (settings.documentStore === 'mongo') {
    const { MongoDocumentStore } = await import('@listings/shared/kernel/mongo');
    return MongoDocumentStore.connect(settings.mongoUrl, settings.mongoDb);
  }
  ensurePrivateDir(settings.dataDir);
  return new MingoDocumentStore(path.join(settings.dataDir, 'read-models.db'));
}

export async function openStores(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ events: EventStore; documents: DocumentStore; settings: StoreSettings }> {
  const settings = storeSettings(env);
  return { events: await openEventStore(settings), documents: await openDocumentStore(settings), settings };
}
