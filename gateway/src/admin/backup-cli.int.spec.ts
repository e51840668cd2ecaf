/**
 * `npm run admin -- backup <dir>` while the service runs and writes, then `restore <dir>` into another
 * data folder: the restored log is whole up to the manifest's head, the restored read models are
 * consistent with it (their checkpoints within the log; after catching up, the same documents a
 * rebuild from the log alone gives), a damaged backup is refused without touching anything, and a
 * restore over existing data moves that data aside instead of deleting it.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@listings/shared/config';
import { CHECKPOINTS_COLLECTION, ProjectionRunner, silentLogger } from '@listings/shared/kernel';
import { runAdmin } from './cli.ts';
import { createService, openEmbeddedStores, type EmbeddedStores } from '../service.ts';
import { READ_MODELS } from '../features.ts';

const READ_MODEL_COLLECTIONS = [...new Set(READ_MODELS.flatMap((projection) => projection.collections))];

async function readModels(stores: EmbeddedStores): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const name of READ_MODEL_COLLECTIONS) {
    const docs = await stores.documents.collection(name).find({});
    dump[name] = docs.sort((a, b) => String(a._id).localeCompare(String(b._id)));
  }
  return dump;
}

describe('admin backup and restore (embedded mode)', function () {
  this.timeout(60_000);
  let root: string;
  const run = async (env: NodeJS.ProcessEnv, ...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAdmin(argv, env, (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  };

  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('copies a running service consistently, and restores it whole', async () => {
    const live = { DATA_DIR: path.join(root, 'live'), INIT_CWD: root };
    const service = await createService(
      { ...loadConfig(live), demoData: false, launchSchedulerTickMs: 0, searchSnapshotIntervalSeconds: 0 },
      { logger: silentLogger },
    );
    const admin = { kind: 'admin' as const, id: 'test' };
    // Writes keep coming while the backup is taken.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const n = written++;
        await service.accounts.register({ email: `user${n}@example.com`, name: `User ${n}` }, admin, 'test');
        await new Promise((resolve) => setImmediate(resolve)); // the store answers at once: let the rest run
      }
    })();
    while (written < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const backedUp = await run(live, 'backup', 'copy');
    const writtenAtBackup = written;
    while (written < writtenAtBackup + 20) await new Promise((resolve) => setTimeout(resolve, 5));
    writing = false;
    await writer;
    await service.projections.caughtUp();
    await service.close();
    expect(backedUp.code, backedUp.output).to.equal(0);
    expect(backedUp.output).to.match(/backed up .* events\.db/);

    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'copy', 'manifest.json'), 'utf8'));
    expect(manifest.files.map((f: { name: string }) => f.name)).to.include.members(['events.db', 'read-models.db']);
    expect(manifest.eventLogHead).to.be.greaterThan(0);

    // The generated secrets (the OAuth keys are made at start) are in the backup, as private as in the data folder.
    expect(manifest.files.map((f: { name: string }) => f.name)).to.include('secrets/oauth-keys.json');
    expect(fs.statSync(path.join(root, 'copy')).mode & 0o777).to.equal(0o700);
    for (const f of manifest.files as { name: string }[])
      expect(fs.statSync(path.join(root, 'copy', f.name)).mode & 0o777, f.name).to.equal(0o600);

    const restoredDir = path.join(root, 'restored');
    const restored = await run({ DATA_DIR: restoredDir, INIT_CWD: root }, 'restore', 'copy');
    expect(restored.code, restored.output).to.equal(0);
    const oauthKeys = path.join(restoredDir, 'secrets', 'oauth-keys.json');
    expect(fs.readFileSync(oauthKeys, 'utf8')).to.equal(
      fs.readFileSync(path.join(live.DATA_DIR, 'secrets', 'oauth-keys.json'), 'utf8'),
    );
    expect(fs.statSync(oauthKeys).mode & 0o777).to.equal(0o600);

    const stores = openEmbeddedStores(restoredDir);
    try {
      // The log is whole and gapless up to the head the manifest names (later writes are not in it).
      const log = await stores.events.readAll();
      expect(log.map((event) => event.position)).to.deep.equal(
        Array.from({ length: manifest.eventLogHead }, (_, i) => i + 1),
      );
      // Every read-model checkpoint is within the copied log: nothing reflects an event it lacks.
      const checkpoints = await stores.documents.collection(CHECKPOINTS_COLLECTION).find({});
      expect(checkpoints).to.not.be.empty;
      for (const checkpoint of checkpoints) expect(checkpoint.position).to.be.at.most(manifest.eventLogHead);

      // The projections continue from their checkpoints; the result is what a rebuild from the log alone gives.
      const runner = new ProjectionRunner(stores.events, stores.documents, READ_MODELS, silentLogger);
      await runner.start();
      await runner.caughtUp();
      const continued = await readModels(stores);
      await runner.rebuild();
      const rebuilt = await readModels(stores);
      await runner.stop();
      expect(continued).to.deep.equal(rebuilt);
      expect(JSON.stringify(continued)).to.include('user0@example.com');
    } finally {
      await stores.events.close();
      await stores.documents.close();
    }
  });

  it('refuses a damaged backup and leaves the data folder as it was', async () => {
    const dataDir = path.join(root, 'damaged-target');
    const source = path.join(root, 'copy');
    const events = path.join(source, 'events.db');
    const original = fs.readFileSync(events);
    const damaged = Buffer.from(original);
    damaged[damaged.length - 1] ^= 0xff;
    fs.writeFileSync(events, damaged);
    try {
      const refused = await run({ DATA_DIR: dataDir, INIT_CWD: root }, 'restore', 'copy');
      expect(refused.code).to.equal(1);
      expect(refused.output).to.include('events.db in');
      expect(fs.existsSync(path.join(dataDir, 'events.db'))).to.equal(false);
    } finally {
      fs.writeFileSync(events, original);
    }
  });

  it('moves the data it replaces aside, and backs up only into an empty folder', async () => {
    const dataDir = path.join(root, 'restored');
    const before = fs.readFileSync(path.join(dataDir, 'events.db'));
    const again = await run({ DATA_DIR: dataDir, INIT_CWD: root }, 'restore', 'copy');
    expect(again.code, again.output).to.equal(0);
    const aside = fs.readdirSync(dataDir).find((name) => name.startsWith('before-restore-'))!;
    expect(aside).to.be.a('string');
    expect(fs.readFileSync(path.join(dataDir, aside, 'events.db')).equals(before)).to.equal(true);

    const refused = await run({ DATA_DIR: dataDir, INIT_CWD: root }, 'backup', 'copy');
    expect(refused.code).to.equal(1);
    expect(refused.output).to.include('is not empty');
  });
});
