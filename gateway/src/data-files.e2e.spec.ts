/**
 * The data folder is its owner's alone (kernel/private-files.ts) and the service's generated secrets
 * live in files of their own, not in the read models' file (platform/secrets.ts):
 *
 * - the real process (`node gateway/src/main.ts`, as `npm start`) on a new folder: after it has made
 *   every secret and written mail, the folder and everything in it (SQLite files with their -wal and
 *   -shm, the outbox's .eml, the secrets) give group and others nothing, and no secret's bytes are in
 *   read-models.db;
 * - the service used as a library in a process whose umask lets everyone read (0022), on a folder of an
 *   earlier version (0755, secrets in the read models, mail 0644): the same modes, each secret moved to
 *   its file with its value unchanged (tokens issued before stay valid), gone from the store and from
 *   the file's bytes.
 */
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@listings/shared/config';
import { MingoDocumentStore, silentLogger } from '@listings/shared/kernel';
import { GENERATED_SECRETS, paymentSecret } from '@listings/shared/platform';
import { createService } from './service.ts';
import { PageClient, newPerson } from '@listings/site/testing';
import { freePort } from './testing/free-port.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const typeScript = process.features.typescript ? [] : ['--import', 'tsx'];

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Every file and folder below `dir` (itself included), with its permission bits. */
function modes(dir: string): Record<string, string> {
  const found: Record<string, string> = { '.': modeOf(dir).toString(8) };
  for (const entry of fs.readdirSync(dir, { recursive: true }) as string[])
    found[entry] = modeOf(path.join(dir, entry)).toString(8);
  return found;
}

/** The secret strings a secrets file holds (every string value, nested ones included, at least 32 characters). */
function secretStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 32 ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(secretStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(secretStrings);
  return [];
}

const bytesOf = (...files: string[]) =>
  Buffer.concat(files.filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file)));

const until = async (what: string, check: () => boolean, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('data folder: private files, secrets in files of their own', function () {
  this.timeout(120_000);
  let root: string;
  let child: ChildProcess | undefined;
  let umask: number;

  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-data-files-'));
    // A umask that lets everyone read what is created: the modes below must not depend on the caller's.
    umask = process.umask(0o022);
  });
  after(() => {
    process.umask(umask);
    child?.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('npm start on a new folder: 0700 folders, 0600 files, no secret in read-models.db', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    let output = '';
    child = spawn(process.execPath, [...typeScript, path.join(here, 'main.ts')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_BASE_URL: baseUrl,
        DEMO_DATA: 'off',
        LAUNCH_SCHEDULER_TICK_MS: '0',
        BADGE_RECHECK_TICK_MS: '0',
        ORDER_EXPIRY_TICK_MS: '0',
        VIES_URL: 'off',
        SMTP_URL: '',
        OTEL_EXPORTER_OTLP_ENDPOINT: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    for (let tries = 0; ; tries++) {
      const up = await fetch(`${baseUrl}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (tries > 600) throw new Error(`the service did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Sign-up: the CSRF key (the form's token), the account links' key (the mailed verification link)
    // and an .eml in the outbox; the OAuth keys were made at start; a webhook with a signature to check
    // makes the sandbox payment key.
    const browser = new PageClient(baseUrl);
    const signUp = await browser.post('/signup', { csrf: await browser.csrfOf('/signup'), next: '/', ...newPerson() });
    expect(signUp.status, signUp.text).to.be.below(400); // 200 or 303: the account and its mail are made either way
    const webhook = await fetch(`${baseUrl}/checkout/callbacks/sandbox`, {
      method: 'POST',
      headers: { 'sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=00` },
      body: '{"eventId":"x"}',
    });
    expect(webhook.status).to.equal(400);
    const outbox = path.join(dataDir, 'outbox');
    await until(
      'the verification mail',
      () => fs.existsSync(outbox) && fs.readdirSync(outbox).some((name) => name.endsWith('.eml')),
    );
    const secretsDir = path.join(dataDir, 'secrets');
    // Every key but the staff's TOTP sealing key, made when the first staff member sets up a second
    // factor in the console (site/src/admin; staff-totp.int covers it); the same SecretStore writes it.
    const made = Object.entries(GENERATED_SECRETS).filter(([name]) => name !== 'staff-totp');
    const secretFiles = made.map(([, { file }]) => path.join(secretsDir, file));
    await until('every secret', () => secretFiles.every((file) => fs.existsSync(file)));

    // While it runs: the databases' side files exist too (WAL mode).
    const running = modes(dataDir);
    for (const name of ['events.db-wal', 'events.db-shm', 'read-models.db-wal', 'read-models.db-shm'])
      expect(running, name).to.have.property(name, '600');
    child.kill('SIGTERM');
    expect(await exited, output).to.equal(0);

    const all = modes(dataDir);
    for (const [name, mode] of Object.entries(all)) {
      const isDir = fs.statSync(path.join(dataDir, name)).isDirectory();
      expect(mode, `${name} (${isDir ? 'folder' : 'file'})`).to.equal(isDir ? '700' : '600');
    }
    expect(Object.keys(all)).to.include.members([
      'events.db',
      'read-models.db',
      'outbox',
      'secrets',
      ...made.map(([, { file }]) => path.join('secrets', file)),
    ]);
    expect(Object.keys(all).some((name) => name.startsWith('outbox/') && name.endsWith('.eml'))).to.equal(true);

    const secrets = secretFiles.flatMap((file) => secretStrings(JSON.parse(fs.readFileSync(file, 'utf8'))));
    expect(secrets.length).to.be.at.least(made.length);
    const readModels = bytesOf(path.join(dataDir, 'read-models.db'), path.join(dataDir, 'read-models.db-wal'));
    for (const secret of secrets) expect(readModels.includes(secret), 'a secret in read-models.db').to.equal(false);
  });

  it('a folder of an earlier version, the service used as a library: tightened, secrets moved out with their values', async () => {
    const dataDir = path.join(root, 'legacy');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    // What an earlier version left: its secrets in the read models (and other documents beside them), mail 0644.
    const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
    const legacy = {
      csrf: randomBytes(32).toString('base64url'),
      links: randomBytes(32).toString('base64url'),
      payments: randomBytes(32).toString('base64url'),
      oauth: {
        jwks: { keys: [{ ...jwk, kid: 'legacy', use: 'sig', alg: 'RS256' }] },
        cookieKeys: [randomBytes(32).toString('base64url')],
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    };
    const before = new MingoDocumentStore(path.join(dataDir, 'read-models.db'));
    await before.collection('_page_secrets').insertOne({ _id: 'csrf', secret: legacy.csrf });
    await before.collection('_page_secrets').insertOne({ _id: 'account-links', secret: legacy.links });
    await before.collection('_payment_secrets').insertOne({ _id: 'sandbox', secret: legacy.payments });
    await before.collection('_oauth_keys').insertOne({ _id: 'current', ...legacy.oauth });
    await before.collection('unrelated').insertOne({ _id: 'kept', note: 'stays' });
    await before.close();
    fs.chmodSync(path.join(dataDir, 'read-models.db'), 0o644);
    fs.mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    fs.writeFileSync(
      path.join(dataDir, 'outbox', 'old.eml'),
      'Subject: Reset your password\n\nhttp://x/password/reset?token=t',
      { mode: 0o644 },
    );

    const config = {
      ...loadConfig({ DATA_DIR: dataDir }),
      demoData: false,
      launchSchedulerTickMs: 0,
      searchSnapshotIntervalSeconds: 0,
    };
    const service = await createService(config, { logger: silentLogger });
    try {
      const secretsDir = path.join(dataDir, 'secrets');
      const read = (name: keyof typeof GENERATED_SECRETS) =>
        JSON.parse(fs.readFileSync(path.join(secretsDir, GENERATED_SECRETS[name].file), 'utf8'));
      expect(read('csrf')).to.deep.equal({ secret: legacy.csrf });
      expect(read('account-links')).to.deep.equal({ secret: legacy.links });
      expect(read('sandbox-payments')).to.deep.equal({ secret: legacy.payments });
      expect(read('oauth')).to.deep.equal(legacy.oauth);
      // What the service signs with is the value it had before.
      expect(
        (await paymentSecret(null, service.documents)()).equals(Buffer.from(legacy.payments, 'base64url')),
      ).to.equal(true);
      for (const { collection, id } of Object.values(GENERATED_SECRETS))
        expect(await service.documents.collection(collection).findOne({ _id: id }), `${collection} ${id}`).to.equal(
          null,
        );
      expect(await service.documents.collection('unrelated').findOne({ _id: 'kept' })).to.deep.equal({
        _id: 'kept',
        note: 'stays',
      });

      const all = modes(dataDir);
      for (const [name, mode] of Object.entries(all)) {
        const isDir = fs.statSync(path.join(dataDir, name)).isDirectory();
        expect(mode, `${name} (${isDir ? 'folder' : 'file'})`).to.equal(isDir ? '700' : '600');
      }
      expect(Object.keys(all)).to.include.members([
        'read-models.db-wal',
        'events.db-wal',
        'outbox/old.eml',
        'secrets/oauth-keys.json',
      ]);
    } finally {
      await service.close();
    }

    const readModels = bytesOf(path.join(dataDir, 'read-models.db'), path.join(dataDir, 'read-models.db-wal'));
    for (const secret of [
      legacy.csrf,
      legacy.links,
      legacy.payments,
      legacy.oauth.jwks.keys[0].d!,
      legacy.oauth.cookieKeys[0],
    ])
      expect(readModels.includes(secret), 'a secret left in read-models.db').to.equal(false);
    expect(readModels.includes('stays')).to.equal(true);
  });
});
