/**
 * A MongoDB-wire server for the suites of the MongoDB adapters (the document store, the limits shared
 * by instances), so they run for real on a machine without a container engine.
 *
 * - With a container engine: a real MongoDB (`mongo:7.0`, or MONGO_IMAGE) started by testcontainers.
 * - Without one: FerretDB (github.com/FerretDB/FerretDB, an Apache-2.0 MongoDB-wire server written in
 *   Go) on its embedded SQLite backend, from `.cache/ferretdb/ferretdb` (or FERRETDB_BIN), on a free
 *   loopback port with a fresh data directory, telemetry off. `.ci/run` builds it when Go is present.
 * - Neither: the reason, and the suites skip saying it.
 *
 * MONGO_TEST_ENGINE=mongodb|ferretdb forces one engine (e.g. FerretDB on a machine that has Docker).
 *
 * FerretDB is not MongoDB: `lacks` names what our adapters rely on that it does differently, with the
 * reason the affected tests print when they skip (FERRETDB_GAPS). Among them: no multi-document
 * transactions, and updates that are not atomic against concurrent updates of the same document; only
 * a real MongoDB (testcontainers) runs those tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { containerRuntimeUnavailable } from '../../event-store/esdb/container-runtime.ts';
import type { DocumentStoreGaps } from '../document-store.contract.ts';

export const FERRETDB_VERSION = 'v1.24.2';
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
export const FERRETDB_BIN = process.env.FERRETDB_BIN || path.join(REPO_ROOT, '.cache/ferretdb/ferretdb');

export interface MongoTestServer {
  engine: 'mongodb' | 'ferretdb';
  /** A connection string for MongoClient, e.g. mongodb://127.0.0.1:41859/?directConnection=true */
  url: string;
  /** What this engine does differently from MongoDB: the contract tests needing it skip, saying why. */
  lacks: DocumentStoreGaps;
  stop(): Promise<void>;
}

const ferret = `FerretDB ${FERRETDB_VERSION} (SQLite backend)`;

/** What FerretDB does differently from MongoDB, as observed against this version by the contract suite. */
export const FERRETDB_GAPS: DocumentStoreGaps = {
  transactions: `${ferret} has no multi-document transactions (it refuses the driver's transaction fields: 'unknown field "startTransaction"'); transactions run only on a real MongoDB (testcontainers)`,
  elemMatchOnFields: `${ferret} refuses $elemMatch with field conditions on embedded documents ("unknown operator")`,
  pushSlice: `${ferret} ignores $slice in $push (it keeps every element)`,
  pullByCondition: `${ferret} $pull removes nothing for a query condition on embedded documents`,
  upsertFromAndEquality: `${ferret} leaves the equality fields inside $and out of an upserted document`,
  duplicateKeyValue: `${ferret} duplicate key errors carry no keyValue (the E11000 message names only the collection)`,
  uniqueOnUpdate: `${ferret} answers an update or replace that breaks a unique index with InternalError (code 1, "UNIQUE constraint failed"), not E11000`,
  uniqueMissingAsNull: `${ferret} unique indexes let several documents lack the field or hold null (SQLite treats NULLs as distinct)`,
  atomicUpdates: `${ferret} applies an update as a read then a write outside one SQLite transaction, so concurrent updates of one document lose some (20 concurrent $inc: some lost; FerretDB issue #3040)`,
  uniqueIndexOverDuplicates: `${ferret} answers a unique createIndex over duplicates with InternalError (code 1), not E11000 (the index is not created)`,
};

/** Why FerretDB cannot run here, or null when it can. */
export function ferretdbUnavailable(): string | null {
  if (fs.existsSync(FERRETDB_BIN)) return null;
  const go = spawnSync('go', ['version'], { stdio: 'ignore' });
  return go.status === 0
    ? `FerretDB is not built (${FERRETDB_BIN} missing): run .ci/run (it builds FerretDB ${FERRETDB_VERSION})`
    : `Go is not installed, so FerretDB (${FERRETDB_BIN}) cannot be built`;
}

/** FerretDB on SQLite in a temporary directory, on a loopback port the system picks. */
export function startFerretDb(timeoutMs = 30_000): Promise<MongoTestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferretdb-'));
  const child: ChildProcess = spawn(
    FERRETDB_BIN,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dataDir}/`,
      `--state-dir=${dataDir}`,
      '--listen-addr=127.0.0.1:0',
      '--debug-addr=-',
      '--telemetry=disable',
      // Never reached (telemetry is off twice over); set so that no address but loopback is ever named.
      '--test-telemetry-url=http://127.0.0.1:9/',
      '--log-format=text',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DO_NOT_TRACK: '1' } },
  );
  // Never outlive the test process, even when it ends without running the suites' after hooks.
  const killOnExit = () => {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      // It waits up to a few seconds for open connections; never longer than this.
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(kill);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (error: Error) => {
      clearTimeout(timer);
      void stop().finally(() => reject(error));
    };
    const timer = setTimeout(
      () => fail(new Error(`FerretDB did not start within ${timeoutMs} ms: ${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on TCP (127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off('data', read);
        child.stderr!.off('data', read);
        child.stdout!.resume();
        child.stderr!.resume();
        child.off('exit', exitedEarly);
        resolve({
          engine: 'ferretdb',
          url: `mongodb://${match[1]}/?directConnection=true`,
          lacks: FERRETDB_GAPS,
          stop,
        });
      }
    };
    const exitedEarly = (code: number | null) => fail(new Error(`FerretDB exited with ${code}: ${output}`));
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('error', fail);
    child.once('exit', exitedEarly);
  });
}

async function startMongoContainer(): Promise<MongoTestServer> {
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  const container = await new MongoDBContainer(process.env.MONGO_IMAGE ?? 'mongo:7.0').start();
  return {
    engine: 'mongodb',
    url: `${container.getConnectionString()}?directConnection=true`,
    lacks: {},
    stop: async () => {
      await container.stop();
    },
  };
}

/** Starts the engine this machine can run, or answers (a string) why none can run. */
export async function startMongoTestServer(): Promise<MongoTestServer | string> {
  const forced = process.env.MONGO_TEST_ENGINE;
  if (forced && forced !== 'mongodb' && forced !== 'ferretdb')
    throw new Error(`MONGO_TEST_ENGINE must be mongodb or ferretdb, got ${JSON.stringify(forced)}`);
  if (forced !== 'ferretdb') {
    const noContainers = await containerRuntimeUnavailable();
    if (!noContainers) return startMongoContainer();
    if (forced === 'mongodb') return `MONGO_TEST_ENGINE=mongodb but ${noContainers}`;
    const noFerret = ferretdbUnavailable();
    return noFerret ? `${noContainers}, and ${noFerret}` : startFerretDb();
  }
  return ferretdbUnavailable() ?? startFerretDb();
}
