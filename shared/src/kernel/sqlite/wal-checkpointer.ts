/**
 * WAL checkpoints off the event loop, for the SQLite files this process writes (the event log and the
 * read models' store).
 *
 * SQLite's automatic checkpoint runs inside the commit that takes the WAL past `wal_autocheckpoint`,
 * on the thread that commits: copying the WAL's pages back into the database and syncing it. In
 * bench:writes the read models' store spent more than half of its commit time there, 4 commits of
 * about 86 ms in 8 s, each a stall of every request in flight. Here a worker thread with its own
 * connection runs a PASSIVE checkpoint (it neither waits for nor blocks the writer and the readers)
 * about once a second while the file is being written, and the writer starts the WAL over once it is
 * all copied. The writer keeps its automatic checkpoint, at a size the worker keeps it from reaching,
 * as a backstop should the worker fall behind or fail.
 *
 * The worker (checkpoint-worker.mjs) starts on the first checkpoint, so a file written for less than a second (most tests)
 * never starts one.
 */
import { Worker } from 'node:worker_threads';

/** The writer's own automatic checkpoint, in pages: 256 MiB of 4 KiB pages, reached only if the worker falls behind. */
export const BACKSTOP_AUTOCHECKPOINT_PAGES = 65_536;

/** How long after a commit the worker checkpoints, at most: the WAL then holds about this long's writes. */
const CHECKPOINT_EVERY_MS = 1000;

export interface CheckpointOutcome {
  result?: { busy: number; log: number; checkpointed: number };
  error?: string;
}

export class WalCheckpointer {
  private readonly path: string;
  private readonly everyMs: number;
  /** The worker thread, and when it has ended (told to, or not). */
  private worker: { thread: Worker; exited: Promise<void> } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<CheckpointOutcome> | undefined;
  private closed = false;

  constructor(path: string, everyMs = CHECKPOINT_EVERY_MS) {
    this.path = path;
    this.everyMs = everyMs;
  }

  /** To be called after each commit: a checkpoint follows within `everyMs` unless one is already due. */
  committed(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.checkpoint();
    }, this.everyMs);
    this.timer.unref();
  }

  /** One PASSIVE checkpoint in the worker (the one in flight, if any), started now. */
  checkpoint(): Promise<CheckpointOutcome> {
    if (this.closed) return Promise.resolve({ error: 'closed' });
    this.running ??= this.inWorker().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Lets a checkpoint in flight finish, then closes the worker's connection and ends it. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    const worker = this.worker;
    // Held now: the process must not end while it waits for the worker (unref'd so far).
    worker?.thread.ref();
    await this.running;
    this.worker = undefined;
    if (!worker) return;
    worker.thread.postMessage('stop'); // nothing happens if it has ended already
    await worker.exited;
  }

  private inWorker(): Promise<CheckpointOutcome> {
    const worker = (this.worker ??= this.start()).thread;
    return new Promise((resolve) => {
      const done = (outcome: CheckpointOutcome) => {
        worker.off('message', done);
        worker.off('exit', died);
        resolve(outcome);
      };
      const died = () => done({ error: 'the checkpoint worker ended' });
      worker.on('message', done);
      worker.on('exit', died);
      worker.postMessage('checkpoint');
    });
  }

  private start(): { thread: Worker; exited: Promise<void> } {
    const thread = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), { workerData: this.path });
    // Never what keeps the process alive; an unexpected end is followed by a new worker next time.
    thread.unref();
    thread.on('error', () => undefined);
    const exited = new Promise<void>((resolve) =>
      thread.once('exit', () => {
        if (this.worker?.thread === thread) this.worker = undefined;
        resolve();
      }),
    );
    return { thread, exited };
  }
}
