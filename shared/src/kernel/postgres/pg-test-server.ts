/**
 * A real PostgreSQL server for the suites of the PostgreSQL adapters and the distributed end-to-end
 * test, on a machine without a container engine: Debian's `postgresql` package (initdb + postgres),
 * a fresh cluster in a temporary folder, on a loopback port the system picks, trust auth on loopback
 * only, durability settings off (tests, not data). As root it runs as the `postgres` system user
 * (PostgreSQL refuses to run as root); `.ci/run` installs the package when it is missing.
 *
 * POSTGRES_TEST_URL (e.g. postgres://me@127.0.0.1:5432/postgres) uses a server already running
 * instead. Each `createDatabase` makes a fresh database on it, so suites never see each other's data.
 * Without binaries and without that URL: the reason, and the suites skip saying it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PostgresTestServer {
  /** `postgres://` URL of the server's maintenance database. */
  url: string;
  /** Creates a fresh, empty database and answers its URL. */
  createDatabase(prefix?: string): Promise<string>;
  stop(): Promise<void>;
}

const POSTGRES_BIN_DIRS = ['/usr/lib/postgresql'];

/** The folder holding initdb and postgres (newest major version first), or null. */
export function postgresBinDir(): string | null {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  if (fromEnv) return fs.existsSync(path.join(fromEnv, 'initdb')) ? fromEnv : null;
  for (const root of POSTGRES_BIN_DIRS) {
    if (!fs.existsSync(root)) continue;
    const versions = fs
      .readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = path.join(root, version, 'bin');
      if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'postgres'))) return bin;
    }
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const found = which.status === 0 ? which.stdout.trim() : '';
  return found ? path.dirname(fs.realpathSync(found)) : null;
}

/** Why no PostgreSQL can be started here, or null when one can. */
export function postgresUnavailable(): string | null {
  if (process.env.POSTGRES_TEST_URL) return null;
  if (!postgresBinDir()) {
    return 'PostgreSQL is not installed (no initdb/postgres; Debian: apt-get install postgresql), and POSTGRES_TEST_URL is not set';
  }
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status !== 0) {
    return 'running as root and there is no `postgres` system user to run PostgreSQL as (it refuses root)';
  }
  return null;
}

let databaseCounter = 0;

function serverOn(url: string, stop: () => Promise<void>): PostgresTestServer {
  return {
    url,
    async createDatabase(prefix = 'test') {
      const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${databaseCounter++}`.toLowerCase();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      const target = new URL(url);
      target.pathname = `/${name}`;
      return target.toString();
    },
    stop,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as the `postgres` user when this process is root. */
function asServerUser(bin: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

async function waitForConnections(url: string, child: ChildProcess, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited (${child.exitCode}): ${log()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections: ${String(error)}; ${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A fresh PostgreSQL cluster in a temporary folder, or the reason it cannot start. */
export async function startPostgresTestServer(timeoutMs = 60_000): Promise<PostgresTestServer | string> {
  const given = process.env.POSTGRES_TEST_URL;
  if (given) return serverOn(given, async () => {});
  const reason = postgresUnavailable();
  if (reason) return reason;
  const bin = postgresBinDir()!;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-pg-'));
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', dataDir]);
  const [initCommand, initArgs] = asServerUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'listings',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    return `initdb failed: ${init.stderr || init.stdout}`;
  }
  const port = await freePort();
  const [command, args] = asServerUser(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dataDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `postgres://listings@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Fast shutdown (ends sessions, no checkpoint wait), sent to the postmaster itself: runuser, its
      // parent when this process is root, does not pass signals on.
      try {
        const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        process.kill(postmaster > 0 ? postmaster : child.pid!, 'SIGINT');
      } catch {
        child.kill('SIGINT');
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForConnections(url, child, () => output, timeoutMs);
  } catch (error) {
    await stop();
    return String(error instanceof Error ? error.message : error);
  }
  return serverOn(url, stop);
}
