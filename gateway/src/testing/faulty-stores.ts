/**
 * Test-only fault injection for stores: a document store that, while `failing` is on, throws on every
 * call (as MongoDB does when unreachable, or the embedded store on a full disk) and recovers when it is
 * turned off; and the SQLite event log made full (its page count capped at its current size, so the next
 * page it needs fails with SQLITE_FULL, as a full disk does) and given room again.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import { StoreUnavailableError } from '@listings/shared/kernel';

export interface FaultyDocumentStore {
  documents: DocumentStore;
  failing: boolean;
  /** Calls refused while failing. */
  refused: number;
}

export function faultyDocumentStore(inner: DocumentStore): FaultyDocumentStore {
  const state: FaultyDocumentStore = { documents: inner, failing: false, refused: 0 };
  const refuse = () => {
    state.refused++;
    throw new StoreUnavailableError('documents', 'the read-model store is not answering (injected fault)');
  };
  const wrapCollection = (collection: object) =>
    new Proxy(collection, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (state.failing) refuse();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const wrapStore = (store: DocumentStore): DocumentStore =>
    new Proxy(store, {
      get(target, property) {
        if (property === 'collection')
          return (name: string) => wrapCollection(target.collection(name) as unknown as object);
        if (property === 'transaction')
          return (work: (tx: DocumentStore) => Promise<unknown>) => {
            if (state.failing) refuse();
            return target.transaction((tx) => work(wrapStore(tx)));
          };
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  state.documents = wrapStore(inner);
  return state;
}

/** The libsql handle of a SqliteEventStore (private there; tests only). */
interface SqliteHandle {
  prepare(sql: string): { get(): Record<string, number> };
  exec(sql: string): void;
}
const handleOf = (events: object): SqliteHandle => (events as { log: { db: SqliteHandle } }).log.db;

/** Caps the event log at its current size: the next append that needs a page fails with SQLITE_FULL. */
export function fillEventLog(events: object): void {
  const db = handleOf(events);
  const pages = Object.values(db.prepare('PRAGMA page_count').get())[0];
  db.exec(`PRAGMA max_page_count = ${pages}`);
}

/** Room again. */
export function freeEventLog(events: object): void {
  handleOf(events).exec('PRAGMA max_page_count = 1073741823');
}
