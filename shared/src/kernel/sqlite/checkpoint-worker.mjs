/**
 * The worker thread of a WalCheckpointer (wal-checkpointer.ts): its own connection to the file, and
 * one PASSIVE checkpoint per request. PASSIVE never waits for the writer or the readers and never
 * blocks them: it copies what it can and leaves the rest to the next request. Answers each request
 * with the pragma's result, or the error's message; closes the connection when told to stop.
 *
 * Plain JavaScript, unlike the rest of the tree: a worker thread does not get the TypeScript loader
 * that an older Node runs the project with (tsx, privatenumber/tsx#354), and this file needs no types.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'libsql';

const db = new Database(workerData);
db.pragma('busy_timeout = 1000');
// Not OFF, ever: with NORMAL a checkpoint syncs the WAL before copying it and the database after, before
// it lets the writer start the WAL over. Without that, the writer could overwrite WAL frames whose
// pages were not yet on disk in the database: acknowledged appends lost to a power cut.
db.pragma('synchronous = NORMAL');

parentPort.on('message', (message) => {
  if (message === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
