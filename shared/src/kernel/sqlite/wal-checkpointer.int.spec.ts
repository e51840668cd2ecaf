/**
 * WAL checkpoints in a worker thread: what the writer committed reaches the database file itself (a
 * copy of the file without its WAL holds it), on request and on its own after commits, and closing
 * ends the worker. The stores that use it (the event log, the read models' store) are checked the
 * same way: what they wrote is in the file a moment later without any checkpoint of theirs.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { randomUUID } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { WalCheckpointer } from './wal-checkpointer.ts';
import { SqliteEventStore } from '../event-store/sqlite-event-store.ts';
import { MingoDocumentStore } from '../document-store/mingo-document-store.ts';

/**
 * Rows of `table` in the database file alone: a copy of it without the WAL beside it. A copy taken
 * while a checkpoint is writing the file can be torn (SQLite calls it malformed): that answers -1, a
 * count no test expects, and a test waiting for the checkpoint reads again.
 */
function rowsInFileAlone(file: string, table: string): number {
  const copy = path.join(path.dirname(file), `alone-${randomUUID()}.db`);
  fs.copyFileSync(file, copy);
  const db = new Database(copy);
  try {
    const exists = db.prepare('SELECT count(*) AS n FROM sqlite_master WHERE name = ?').get(table) as { n: number };
    return exists.n === 0 ? 0 : (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } catch (error) {
    if (error instanceof Error && /malformed|not a database/.test(error.message)) return -1;
    throw error;
  } finally {
    db.close();
    fs.rmSync(copy, { force: true });
  }
}

async function until(done: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a checkpoint');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('WalCheckpointer', () => {
  let dir: string;
  const opened: (() => Promise<void>)[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wal-checkpointer-'));
  });
  afterEach(async () => {
    for (const close of opened.splice(0)) await close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A file, a writer on it that never checkpoints by itself, and a checkpointer; all closed after the test. */
  const open = (everyMs?: number) => {
    const file = path.join(dir, `${randomUUID()}.db`);
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0');
    db.exec('CREATE TABLE t (x TEXT)');
    const insert = db.prepare('INSERT INTO t VALUES (?)');
    const checkpointer = new WalCheckpointer(file, everyMs);
    opened.push(async () => {
      await checkpointer.close(); // again after a test's own close: nothing more to do
      db.close();
    });
    return {
      file,
      db,
      checkpointer,
      write: (n: number) => {
        for (let i = 0; i < n; i++) insert.run('x'.repeat(200));
      },
    };
  };

  it('copies everything committed into the database file on request, in its worker', async () => {
    const { file, checkpointer, write } = open();
    write(500);
    expect(rowsInFileAlone(file, 't')).to.equal(0);
    const { result, error } = await checkpointer.checkpoint();
    expect(error).to.equal(undefined);
    expect(result!.busy).to.equal(0);
    expect(result!.checkpointed).to.equal(result!.log).and.be.greaterThan(0);
    expect(rowsInFileAlone(file, 't')).to.equal(500);
  });

  it('checkpoints by itself a moment after commits, and the writer then starts the WAL over', async () => {
    const { file, db, checkpointer, write } = open(20);
    write(300);
    checkpointer.committed();
    await until(() => rowsInFileAlone(file, 't') === 300);
    // The rows can be in the file before the checkpoint that copies them has ended (and told the WAL it is all
    // copied): on a loaded machine the write below once came first and found the WAL not yet done with (log 334).
    // Closing waits for the checkpoint in flight and starts none of its own.
    await checkpointer.close();
    write(1); // begins at the start of the WAL again: the WAL holds this one commit only
    const [{ log }] = db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
    expect(log).to.be.lessThan(5);
  });

  it('ends its worker on close, after the checkpoint in flight, and checkpoints no more', async () => {
    const { file, checkpointer, write } = open(10);
    write(200);
    const inFlight = checkpointer.checkpoint();
    await checkpointer.close();
    expect((await inFlight).result?.checkpointed).to.be.greaterThan(0);
    write(200);
    checkpointer.committed();
    expect(await checkpointer.checkpoint()).to.deep.equal({ error: 'closed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rowsInFileAlone(file, 't')).to.equal(200);
  });

  it('starts a new worker after one ended unexpectedly, and closes whatever became of it', async () => {
    const { file, checkpointer, write } = open();
    // Ended without being asked to (told to stop by someone else: terminate() would kill the thread
    // with its connection open, and libsql's native finalizer then aborts the whole process).
    const endWorker = async () => {
      const { thread, exited } = (checkpointer as unknown as { worker: { thread: Worker; exited: Promise<void> } })
        .worker;
      thread.postMessage('stop');
      await exited;
    };
    write(100);
    await checkpointer.checkpoint();
    await endWorker();
    write(100);
    expect((await checkpointer.checkpoint()).result?.checkpointed).to.be.greaterThan(0);
    expect(rowsInFileAlone(file, 't')).to.equal(200);
    await endWorker();
    await checkpointer.close(); // does not wait for an end that already happened
  });

  it('checkpoints the event log and the read models a moment after they write', async () => {
    const events = new SqliteEventStore(path.join(dir, 'events.db'));
    const documents = new MingoDocumentStore(path.join(dir, 'read-models.db'));
    try {
      for (let i = 0; i < 50; i++) {
        await events.appendToStream(`thing-${i}`, [
          {
            id: randomUUID(),
            type: 'ThingHappened',
            data: { i },
            metadata: { actor: { kind: 'system', id: 'test' }, at: new Date().toISOString(), cause: 'test' },
          },
        ]);
        await documents.collection('things').insertOne({ _id: `thing-${i}`, i });
      }
      // The writers' own automatic checkpoints would wait for far more than this.
      await until(
        () =>
          rowsInFileAlone(path.join(dir, 'events.db'), 'events') === 50 &&
          rowsInFileAlone(path.join(dir, 'read-models.db'), 'documents') === 50,
      );
    } finally {
      await Promise.all([events.close(), documents.close()]);
    }
  });
});
