/**
 * The writer thread of a SqliteEventStore on a file. The store sends it one group-commit batch at a
 * time and it writes the batch on its own connection (sqlite-event-log.ts, the same code the store
 * runs itself for an in-memory log). The point is the commit: with `synchronous = FULL` it waits for
 * an fsync, which here stops this thread instead of the service's event loop, so the service goes on
 * reading requests (queueing the next batch) while the disk syncs.
 *
 * Outcomes and errors cross the thread as plain data (see wire format below) and become the same
 * errors again in the store. With `gate` set, the thread reports a written batch and waits before the
 * commit until the store has run its `onBatch('written')` hook (crash tests end the process there).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { WrongExpectedVersionError, type AppendResult } from './event-store.ts';
import { openEventLog, writeBatch, type BatchAppend } from './sqlite-event-log.ts';

export interface AppendWorkerData {
  path: string;
  busyTimeoutMs: number;
  /** A SharedArrayBuffer of one Int32 the store sets to 1 once its 'written' hook has run. */
  gate?: SharedArrayBuffer;
}

/** An error as it crosses the thread. */
export type WireError =
  | {
      kind: 'wrong_expected_version';
      streamId: string;
      expected: WrongExpectedVersionError['expected'];
      actual: WrongExpectedVersionError['actual'];
    }
  | { kind: 'error'; name: string; message: string; code?: string };

export type WireOutcome = { ok: true; result: AppendResult } | { ok: false; error: WireError };

export type ToWorker = { type: 'batch'; batch: BatchAppend[] } | { type: 'close' };

export type FromWorker =
  | { type: 'written'; appends: number }
  | { type: 'done'; outcomes: WireOutcome[] }
  | { type: 'failed'; error: WireError };

export const toWire = (error: unknown): WireError =>
  error instanceof WrongExpectedVersionError
    ? { kind: 'wrong_expected_version', streamId: error.streamId, expected: error.expected, actual: error.actual }
    : {
        kind: 'error',
        name: error instanceof Error ? error.name : 'Error',
        message: error instanceof Error ? error.message : String(error),
        code: (error as { code?: unknown } | undefined)?.code as string | undefined,
      };

export const fromWire = (wire: WireError): Error =>
  wire.kind === 'wrong_expected_version'
    ? new WrongExpectedVersionError(wire.streamId, wire.expected, wire.actual)
    : Object.assign(new Error(wire.message), {
        name: wire.name,
        ...(wire.code === undefined ? {} : { code: wire.code }),
      });

if (parentPort) {
  const port = parentPort;
  const settings = workerData as AppendWorkerData;
  const log = openEventLog(settings.path, settings.busyTimeoutMs);
  const gate = settings.gate && new Int32Array(settings.gate);
  const waitForHook = gate
    ? (appends: number) => {
        port.postMessage({ type: 'written', appends } satisfies FromWorker);
        Atomics.wait(gate, 0, 0);
        Atomics.store(gate, 0, 0);
      }
    : undefined;
  port.on('message', (request: ToWorker) => {
    if (request.type === 'close') {
      log.db.close();
      port.close();
      return;
    }
    let message: FromWorker;
    try {
      const outcomes = writeBatch(log, request.batch, waitForHook);
      message = {
        type: 'done',
        outcomes: outcomes.map((outcome) => (outcome.ok ? outcome : { ok: false, error: toWire(outcome.error) })),
      };
    } catch (error) {
      message = { type: 'failed', error: toWire(error) };
    }
    port.postMessage(message);
  });
}
