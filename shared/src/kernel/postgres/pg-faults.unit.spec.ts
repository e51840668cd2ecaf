/**
 * Which `pg` failures count as "PostgreSQL cannot answer now" (503 and wait) and which are bugs or
 * refusals that must surface as they are.
 */
import { expect } from 'chai';
import { StoreUnavailableError } from '../store-faults.ts';
import { isPostgresUnavailable, postgresFault } from './pg-faults.ts';

/** What `pg` raises for an error the server reported: its SQLSTATE in `code`, and a `severity`. */
const serverError = (code: string, message = 'server error') =>
  Object.assign(new Error(message), { code, severity: 'ERROR' });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('PostgreSQL faults', () => {
  it('counts a server that is down, restarting, failing over or out of resources as unavailable', () => {
    for (const error of [
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P03', 'the database system is starting up'),
      serverError('08006', 'connection failure'),
      serverError('53300', 'sorry, too many clients already'),
      serverError('53100', 'could not extend file: No space left on device'),
      serverError('25006', 'cannot execute INSERT in a read-only transaction'),
      socketError('ECONNREFUSED'),
      socketError('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      // Node tries every address of a name such as localhost and reports them all at once.
      new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]),
    ]) {
      expect(isPostgresUnavailable(error), String(error)).to.equal(true);
    }
  });

  it('leaves refusals and bugs as they are', () => {
    for (const error of [
      serverError('23505', 'duplicate key value violates unique constraint'),
      serverError('42P01', 'relation "event_store.events" does not exist'),
      serverError('22P02', 'invalid input syntax for type uuid'),
      serverError('40P01', 'deadlock detected'),
      new TypeError('Event ids are UUIDs'),
      'a string',
      undefined,
    ]) {
      expect(isPostgresUnavailable(error), String(error)).to.equal(false);
      expect(postgresFault('events', error)).to.equal(error);
    }
  });

  it('wraps an unavailable one as StoreUnavailableError, keeping the cause', () => {
    const cause = socketError('ECONNREFUSED');
    const fault = postgresFault('events', cause);
    expect(fault).to.be.instanceOf(StoreUnavailableError);
    expect(fault).to.include({ store: 'events', cause });
  });
});
