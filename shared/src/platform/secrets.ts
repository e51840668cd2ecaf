/**
 * The secrets the service makes for itself, and where they are kept.
 *
 * serviceSecret: an HMAC key from a setting, or generated once and kept in a file of the data folder
 * (embedded mode), or random per process for in-memory stores (tests). Processes that must derive the
 * same values (distributed mode) are given the setting.
 *
 * serviceSecrets(documents): the keys every process sharing a document store must agree on without
 * being given them (GENERATED_SECRETS: the pages' CSRF key, the account links' key, the OAuth signing
 * and cookie keys, the sandbox payment provider's key). Each is made once, by whichever process asks
 * first, and every other process reads the same. Where they live follows the document store, because
 * the store is what those processes share:
 *
 * - A SQLite-file store (embedded mode, and distributed mode with DOCUMENT_STORE=mingo, whose
 *   processes share DATA_DIR): in files of their own beside it, `<DATA_DIR>/secrets/<name>.json`
 *   (folder 0700, files 0600), never in the read models' file: that file is copied, backed up and read
 *   by tools that have no business with keys. A file is created atomically (written and synced under
 *   a temporary name, then hard-linked to its name, which fails if another process got there first:
 *   the loser reads the winner's), so processes starting together agree.
 * - A server store (MongoDB, distributed mode across machines, with no folder in common): in the store
 *   itself (collection and _id as listed), which every instance reaches and which guards them with
 *   its own access control. The sandbox key can also be given (PAYMENTS_SANDBOX_SECRET).
 * - A memory-only store (tests): in the store, so per process.
 *
 * Data folders of earlier versions kept them in the read models' file: the first process of this
 * version that opens it moves each one to its file (a file already there wins), deletes it from the
 * store and compacts the file, so no copy of it stays behind in free pages, and signed cookies, links
 * and tokens issued before stay valid.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DuplicateKeyError, type DocumentStore } from '../kernel/document-store/document-store.ts';
import { MingoDocumentStore } from '../kernel/document-store/mingo-document-store.ts';
import { PRIVATE_FILE_MODE, ensurePrivateDir, restrictFile } from '../kernel/private-files.ts';

export function serviceSecret(env: NodeJS.ProcessEnv, setting: string, dataDir: string, fileName: string): Buffer {
  const given = env[setting];
  if (given) {
    if (given.length < 32) throw new Error(`${setting} must be at least 32 characters`);
    return Buffer.from(given, 'utf8');
  }
  if (dataDir === ':memory:') return randomBytes(32);
  ensurePrivateDir(dataDir);
  return keyFile(path.join(dataDir, fileName));
}

/** The fewest bytes of key material a key file may hold. */
export const MIN_KEY_BYTES = 32;

/**
 * The HMAC key kept in `file` (base64url), made the first time: created atomically (createOnce), so
 * processes starting together agree on one and none ever reads a half-written file. A file holding
 * nothing (left by an earlier version that crashed between creating and writing it) is replaced, by
 * whichever process gets there first; a file holding a key shorter than MIN_KEY_BYTES is refused,
 * never replaced (it may be a key links were signed with, cut short: a person has to look).
 */
export function keyFile(file: string): Buffer {
  for (let attempt = 0; attempt < 5; attempt++) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      ensurePrivateDir(path.dirname(file));
      createOnce(file, randomBytes(MIN_KEY_BYTES).toString('base64url'));
      continue;
    }
    if (text.trim() === '') {
      discardEmpty(file);
      continue;
    }
    restrictFile(file);
    const key = Buffer.from(text.trim(), 'base64url');
    if (key.length < MIN_KEY_BYTES || !/^[A-Za-z0-9_-]+$/.test(text.trim())) {
      throw new Error(
        `${file} holds ${key.length} bytes of key material, not a key of at least ${MIN_KEY_BYTES} bytes (base64url) written by this service; ` +
          'restore it from a backup, or delete it to have a new one made (links and tokens signed with the old one stop working)',
      );
    }
    return key;
  }
  throw new Error(`${file} could not be created (it keeps disappearing or coming back empty)`);
}

/**
 * Removes `file` if it is (still) empty: moved aside under a name of this process's first, so that a
 * key another process put there in the meantime is never deleted (it is put back).
 */
function discardEmpty(file: string): void {
  const seen = fs.statSync(file, { throwIfNoEntry: false });
  if (!seen) return;
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.empty`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const moved = fs.statSync(aside);
    if (moved.ino !== seen.ino || fs.readFileSync(aside, 'utf8').trim() !== '') {
      // Another process replaced it with a key meanwhile: that key stays (unless yet another one got there first).
      try {
        fs.linkSync(aside, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    fs.unlinkSync(aside);
  }
}

/** Each generated secret: its file in `<DATA_DIR>/secrets/`, and its document in a server store (and in earlier versions' files). */
export const GENERATED_SECRETS = {
  csrf: { file: 'csrf.json', collection: '_page_secrets', id: 'csrf' },
  'account-links': { file: 'account-links.json', collection: '_page_secrets', id: 'account-links' },
  oauth: { file: 'oauth-keys.json', collection: '_oauth_keys', id: 'current' },
  'sandbox-payments': { file: 'sandbox-payments.json', collection: '_payment_secrets', id: 'sandbox' },
  /** The key staff TOTP secrets are sealed with before they are recorded (command-service/src/staff/staff-totp.ts). */
  'staff-totp': { file: 'staff-totp.json', collection: '_page_secrets', id: 'staff-totp' },
} as const;

export type GeneratedSecret = keyof typeof GENERATED_SECRETS;

/** The folder of the generated secrets beside a SQLite-file document store. */
export const SECRETS_DIR = 'secrets';

type SecretValue = Record<string, unknown>;

export interface SecretStore {
  /**
   * The secret `name`: made by `create` the first time any process sharing the store asks for it, and
   * the same value for every process after that.
   */
  get<T extends SecretValue>(name: GeneratedSecret, create: () => T): Promise<T>;
  /** Moves secrets an earlier version kept in the store out of it (files only; once per process). */
  migrate(): Promise<void>;
}

const stores = new WeakMap<DocumentStore, SecretStore>();

/** The secret store that goes with a document store (see the header): one per document store and process. */
export function serviceSecrets(documents: DocumentStore): SecretStore {
  let store = stores.get(documents);
  if (!store) {
    const file = documents instanceof MingoDocumentStore ? documents.filePath : undefined;
    store =
      file === undefined || file === ':memory:'
        ? new DocumentSecretStore(documents)
        : new FileSecretStore(path.join(path.dirname(file), SECRETS_DIR), documents as MingoDocumentStore);
    stores.set(documents, store);
  }
  return store;
}

class DocumentSecretStore implements SecretStore {
  readonly #documents: DocumentStore;

  constructor(documents: DocumentStore) {
    this.#documents = documents;
  }

  async get<T extends SecretValue>(name: GeneratedSecret, create: () => T): Promise<T> {
    const { collection, id } = GENERATED_SECRETS[name];
    const secrets = this.#documents.collection<{ _id: string; [field: string]: unknown }>(collection);
    let record = await secrets.findOne({ _id: id });
    if (!record) {
      try {
        await secrets.insertOne({ _id: id, ...create() });
      } catch (error) {
        // Another instance created it first: read theirs.
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
      record = (await secrets.findOne({ _id: id }))!;
    }
    const { _id, ...value } = record;
    return value as T;
  }

  async migrate(): Promise<void> {}
}

class FileSecretStore implements SecretStore {
  readonly #dir: string;
  readonly #legacy: MingoDocumentStore;
  #migrated: Promise<void> | undefined;

  constructor(dir: string, legacy: MingoDocumentStore) {
    this.#dir = dir;
    this.#legacy = legacy;
  }

  async get<T extends SecretValue>(name: GeneratedSecret, create: () => T): Promise<T> {
    await this.migrate();
    const file = path.join(this.#dir, GENERATED_SECRETS[name].file);
    const existing = readSecretFile(file);
    if (existing) return existing as T;
    createOnce(file, JSON.stringify(create()));
    return readSecretFile(file) as T;
  }

  migrate(): Promise<void> {
    this.#migrated ??= (async () => {
      ensurePrivateDir(this.#dir);
      let moved = 0;
      for (const { file, collection, id } of Object.values(GENERATED_SECRETS)) {
        const secrets = this.#legacy.collection<{ _id: string; [field: string]: unknown }>(collection);
        const record = await secrets.findOne({ _id: id });
        if (!record) continue;
        const { _id, ...value } = record;
        createOnce(path.join(this.#dir, file), JSON.stringify(value));
        await secrets.deleteOne({ _id: id });
        moved++;
      }
      if (moved === 0) return;
      try {
        await this.#legacy.compact();
      } catch (error) {
        // The secrets are out of the store and the file is its owner's alone; only the free pages are not yet wiped.
        process.emitWarning(`compacting ${this.#legacy.filePath} after moving the secrets out failed: ${error}`);
      }
    })();
    this.#migrated.catch(() => (this.#migrated = undefined));
    return this.#migrated;
  }
}

/** The secret in `file`, or undefined if there is none yet. */
function readSecretFile(file: string): SecretValue | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  restrictFile(file);
  try {
    return JSON.parse(text) as SecretValue;
  } catch {
    throw new Error(`${file} is not a secret written by this service (not JSON); delete it to have a new one made`);
  }
}

/**
 * Writes `file` unless it exists (then another process's stays): synced under a temporary name, then
 * linked to its name, so no process ever sees it created but not yet written.
 */
export function createOnce(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = fs.openSync(temporary, 'wx', PRIVATE_FILE_MODE);
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
  // The new name survives a power cut too.
  const dir = fs.openSync(path.dirname(file), 'r');
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
}
