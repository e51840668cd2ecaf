/**
 * Backups of the embedded mode (`npm run admin -- backup <dir>` / `restore <dir>`).
 *
 * backup: an online, consistent copy while the service runs. Each SQLite file is copied with
 * `VACUUM INTO` (a read transaction: one committed state of that file, whatever is being written).
 * The read models are copied before the event log: the log only grows, so every event a copied read
 * model (or its checkpoint) reflects is in the copied log, and after a restore the projections just
 * continue from their checkpoints. The search index snapshot is copied first for the same reason; the
 * generated secrets are copied too (`secrets/` and the `.secret` files: sessions' forms, mailed links,
 * OAuth tokens and claim links signed with them keep working). A manifest records each file's size and
 * SHA-256 and the log's head position. The backup folder and its files are their owner's only, as the
 * data folder's are (kernel/private-files.ts): it holds the same secrets.
 *
 * restore: with the service stopped, checks the manifest, moves the data folder's current files
 * aside (`<DATA_DIR>/before-restore-<time>/`, nothing is deleted) and puts the backup's in place.
 * Read models can also be rebuilt from the log alone: `npm run projections -- rebuild`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { SqliteEventStore, ensurePrivateDir, restrictFile } from '@listings/shared/kernel';
import { SECRETS_DIR } from '@listings/shared/platform';
import { loadConfig } from '@listings/shared/config';

export const BACKUP_USAGE = `  backup <dir>
      Copies the event log, the read models, the search snapshot and the generated secrets of DATA_DIR into
      <dir> (new or empty) while the service runs, with a manifest of checksums.
  restore <dir>
      With the service stopped: checks <dir>'s manifest, moves DATA_DIR's current files to
      DATA_DIR/before-restore-<time>/ and puts the backup in their place.`;

/** SQLite files (copied with VACUUM INTO), in the order they are copied: read models before the log. */
const DATABASES = ['read-models.db', 'events.db'] as const;
/** Plain files, copied before the databases when present (the snapshot's position ≤ the copied log's). */
const FILES = ['search-index.snapshot', 'claim-token.secret', 'checkout-link.secret'] as const;
const SQLITE_SIDE_FILES = ['-wal', '-shm', '-journal'];

interface Manifest {
  format: 1;
  createdAt: string;
  /** Global position of the last event in the copied log. */
  eventLogHead: number;
  files: { name: string; bytes: number; sha256: string }[];
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The generated secrets' files (platform/secrets.ts), as paths relative to the data folder. */
const secretFiles = (dataDir: string): string[] => {
  const dir = path.join(dataDir, SECRETS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(SECRETS_DIR, name));
};

/** Copies a file to `to` (its folder made if need be), its owner's only. */
const copyPrivately = (from: string, to: string): void => {
  ensurePrivateDir(path.dirname(to));
  fs.copyFileSync(from, to);
  restrictFile(to);
};

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

export async function backup(dataDir: string, target: string, now = new Date()): Promise<Manifest> {
  if (!fs.existsSync(path.join(dataDir, 'events.db'))) throw new BackupError(`There is no event log in ${dataDir}.`);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0)
    throw new BackupError(`${target} is not empty: back up into a new or empty folder.`);
  ensurePrivateDir(target);
  const copied: string[] = [];
  for (const name of [...FILES, ...secretFiles(dataDir)]) {
    const source = path.join(dataDir, name);
    if (!fs.existsSync(source)) continue;
    copyPrivately(source, path.join(target, name));
    copied.push(name);
  }
  for (const name of DATABASES) {
    const source = path.join(dataDir, name);
    if (!fs.existsSync(source)) continue;
    const db = new Database(source);
    try {
      db.pragma('busy_timeout = 10000');
      db.prepare('VACUUM INTO ?').run(path.join(target, name));
    } finally {
      db.close();
    }
    restrictFile(path.join(target, name));
    copied.push(name);
  }
  const log = new SqliteEventStore(path.join(target, 'events.db'));
  const eventLogHead = await log.headPosition().finally(() => log.close());
  const manifest: Manifest = {
    format: 1,
    createdAt: now.toISOString(),
    eventLogHead,
    files: copied.map((name) => {
      const file = path.join(target, name);
      return { name, bytes: fs.statSync(file).size, sha256: sha256(file) };
    }),
  };
  fs.writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

export function restore(
  source: string,
  dataDir: string,
  now = new Date(),
): { manifest: Manifest; movedTo: string | null } {
  const manifestFile = path.join(source, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new BackupError(`${source} has no manifest.json: not a backup.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  if (!manifest.files.some((file) => file.name === 'events.db')) throw new BackupError('The backup has no event log.');
  const known = (name: string) =>
    [...DATABASES, ...FILES].includes(name as never) ||
    (path.dirname(name) === SECRETS_DIR && /^[\w-]+\.json$/.test(path.basename(name)));
  for (const file of manifest.files)
    if (!known(file.name)) throw new BackupError(`${file.name} in the manifest is not a file a backup holds.`);
  for (const file of manifest.files) {
    const copy = path.join(source, file.name);
    if (!fs.existsSync(copy) || fs.statSync(copy).size !== file.bytes || sha256(copy) !== file.sha256)
      throw new BackupError(`${file.name} in ${source} is missing or differs from the manifest: not restored.`);
  }
  ensurePrivateDir(dataDir);
  // Everything the backup replaces, including SQLite's side files (a stale -wal would be replayed into the
  // restored file) and the secrets folder as a whole (a backup from before it existed has its secrets in
  // the read models: they are moved to a new folder at the next start).
  const replaced = [...DATABASES, ...FILES, SECRETS_DIR]
    .flatMap((name) => [name, ...(DATABASES.includes(name as never) ? SQLITE_SIDE_FILES.map((s) => name + s) : [])])
    .filter((name) => fs.existsSync(path.join(dataDir, name)));
  let movedTo: string | null = null;
  if (replaced.length) {
    movedTo = path.join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
    fs.mkdirSync(movedTo, { mode: 0o700 });
    for (const name of replaced) fs.renameSync(path.join(dataDir, name), path.join(movedTo, name));
  }
  for (const file of manifest.files) copyPrivately(path.join(source, file.name), path.join(dataDir, file.name));
  return { manifest, movedTo };
}

export async function runBackupCommand(
  command: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
): Promise<number> {
  const { dataDir } = loadConfig(env);
  const [dir] = args;
  if (!dir || args.length > 1) {
    out(`Usage: npm run admin -- ${command} <dir>`);
    return 2;
  }
  // Relative to where `npm run admin` was started (npm itself runs scripts from the package root).
  const target = path.resolve(env.INIT_CWD ?? process.cwd(), dir);
  try {
    if (command === 'backup') {
      const started = Date.now();
      const manifest = await backup(dataDir, target);
      const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
      out(
        `backed up ${dataDir} to ${target}: ${manifest.files.map((f) => f.name).join(', ')} ` +
          `(${bytes} bytes, log up to position ${manifest.eventLogHead}) in ${Date.now() - started} ms`,
      );
    } else {
      const { manifest, movedTo } = restore(target, dataDir);
      out(
        `restored ${target} (taken ${manifest.createdAt}, log up to position ${manifest.eventLogHead}) into ${dataDir}` +
          (movedTo ? `; the files it replaced are in ${movedTo}` : ''),
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    out(`error: ${error.message}`);
    return 1;
  }
}
