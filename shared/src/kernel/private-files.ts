/**
 * The data folder is its owner's alone: it holds the event log, the read models, the secrets the
 * service generates for itself and mail carrying live password-reset links. Every folder the service
 * makes there is created 0700 and every file 0600, passed explicitly (so it holds whatever the
 * process's umask, when the stores are used as a library too); the process entries also set umask 077
 * for what SQLite creates itself. A folder found with more access (a data folder of an earlier
 * version) is tightened, everything in it included, the first time it is opened.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Group or other bits set. */
const loose = (mode: number): boolean => (mode & 0o077) !== 0;

/** chmod that leaves a file it may not change (another owner's) as it is, with a warning, rather than stop the service. */
function chmod(file: string, mode: number): void {
  try {
    fs.chmodSync(file, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EPERM' && code !== 'EACCES') throw error;
    process.emitWarning(`could not restrict ${file} to its owner (${code})`);
  }
}

/** Takes group and other access away from a file (or folder) and, below a folder, from everything in it. */
function tighten(file: string, stat: fs.Stats): void {
  if (stat.isDirectory()) {
    if (loose(stat.mode)) chmod(file, PRIVATE_DIR_MODE);
    for (const entry of fs.readdirSync(file)) {
      const child = path.join(file, entry);
      const childStat = fs.lstatSync(child, { throwIfNoEntry: false });
      if (childStat && !childStat.isSymbolicLink()) tighten(child, childStat);
    }
  } else if (stat.isFile() && loose(stat.mode)) {
    chmod(file, stat.mode & 0o700);
  }
}

/**
 * Creates `dir` (and its missing parents) readable by its owner only; if it exists with group or
 * other access, takes that away from it and from everything below it.
 */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const stat = fs.statSync(dir);
  if (loose(stat.mode)) tighten(dir, stat);
}

/** Takes group and other access away from a file, if it exists. */
export function restrictFile(file: string): void {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (stat?.isFile() && loose(stat.mode)) chmod(file, stat.mode & 0o700);
}

/**
 * A SQLite database file and its side files (-wal, -shm, -journal) made private. Called right after the
 * connection is opened (which creates the file): SQLite creates the side files later with the mode of
 * the database file, so they are private too. In-memory databases have no files.
 */
export function restrictSqliteFiles(database: string): void {
  if (database === '' || database === ':memory:' || database.startsWith('file:')) return;
  for (const suffix of ['', '-wal', '-shm', '-journal']) restrictFile(database + suffix);
}
