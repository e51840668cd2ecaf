/**
 * A store that is there but cannot answer right now (disk full, file read-only or locked, the database
 * unreachable or electing a primary) is a different failure from a bug: the request may simply be
 * tried again later, and a projection must wait and resume from its checkpoint rather than stop for
 * good. This names such failures, whichever adapter raised them, so the edge answers 503 with
 * Retry-After and the projection runner retries the batch.
 */
export class StoreUnavailableError extends Error {
  override readonly name: string = 'StoreUnavailableError';
  readonly store: string;

  constructor(store: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.store = store;
  }
}

/** SQLite result codes of a store that cannot write or read now (full, read-only, I/O error, locked). */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|READONLY|IOERR|BUSY|LOCKED|CANTOPEN|PROTOCOL)/;
/** MongoDB driver errors of a server that cannot be reached or has no primary now. */
const MONGO_UNAVAILABLE = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoWriteConcernError',
]);
/** EventStoreDB/KurrentDB client errors of a node that cannot be reached or is not the leader. */
const ESDB_UNAVAILABLE = new Set(['UnavailableError', 'DeadlineExceededError', 'NotLeaderError', 'CancelledError']);

export function isStoreUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof StoreUnavailableError) return true;
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && SQLITE_UNAVAILABLE.test(code)) return true;
  if (typeof name === 'string' && (MONGO_UNAVAILABLE.has(name) || ESDB_UNAVAILABLE.has(name))) return true;
  return false;
}
