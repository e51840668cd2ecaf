/**
 * Which failures of the `pg` driver mean "PostgreSQL cannot answer right now" (the server restarting,
 * failing over, refusing connections, out of disk) rather than a bug: the PostgreSQL adapters raise
 * them as StoreUnavailableError, so the edge answers 503 and projections wait (store-faults.ts).
 */
import { StoreUnavailableError } from '../store-faults.ts';

/**
 * SQLSTATE classes and codes: 08 connection exception, 53 insufficient resources (disk full, out of
 * memory, too many connections), 57P01-57P03 shutdown / cannot connect now, 25006 a read-only
 * transaction (a standby that was the primary before a failover).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0[123]|25006)$/;
/** Socket errors while connecting or talking to the server. */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** The driver's own errors for a connection that ended or never came (they carry no code). */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly)/;

export function isPostgresUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof AggregateError) return error.errors.some(isPostgresUnavailable);
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}

/** The error as the ports raise it: a StoreUnavailableError when PostgreSQL could not answer, else as is. */
export function postgresFault(store: string, error: unknown): unknown {
  if (!isPostgresUnavailable(error)) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new StoreUnavailableError(store, `PostgreSQL is unavailable: ${detail}`, { cause: error });
}
