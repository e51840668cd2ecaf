/**
 * In distributed mode every role sees the same pictures: the blob store goes with the read models
 * (openBlobStoreFor in stores.ts), so on PostgreSQL a picture stored by one process is served at
 * `/images/<hash>` by another. Here the test process stores it the way a command instance does, and two
 * query processes (`node gateway/src/distributed/main.ts query`, as compose starts them) on the same
 * database serve it; before this, each process opened the files of its own data folder and answered 404.
 * Skipped, saying why, without PostgreSQL. No Kafka broker is needed: a query role never reaches it.
 * Then which adapter each DOCUMENT_STORE opens: PostgreSQL, GridFS (on the MongoDB-wire test server:
 * a blob put through one opening is read through another) and files under DATA_DIR for mingo.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FileBlobStore } from '@listings/shared/kernel';
import {
  startMongoTestServer,
  startPostgresTestServer,
  type MongoTestServer,
  type PostgresTestServer,
} from '@listings/shared/kernel/testing';
import { freePort, startRole, waitUntilAnswering, type RoleProcess } from './testing/role-process.ts';
import { openBlobStoreFor, storeSettings } from './stores.ts';

describe('pictures shared by the processes of distributed mode', function () {
  this.timeout(180_000);
  let server: PostgresTestServer | undefined;
  const roles: RoleProcess[] = [];
  const dataDirs: string[] = [];

  before(async function () {
    const started = await startPostgresTestServer();
    if (typeof started === 'string') {
      console.log(`    [skipped] pictures on PostgreSQL: ${started}`);
      this.skip();
    }
    server = started;
  });

  after(async () => {
    for (const role of roles) {
      role.child.kill('SIGKILL');
      await role.exited;
    }
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await server?.stop();
  });

  it('a picture stored by one process is served by two others, each with a data folder of its own', async () => {
    const url = await server!.createDatabase('pictures');
    const env = (dataDir: string, port: number): NodeJS.ProcessEnv => ({
      EVENT_STORE: 'postgres',
      DOCUMENT_STORE: 'postgres',
      POSTGRES_URL: url,
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: '127.0.0.1:9',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'false',
    });
    const newDataDir = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
      dataDirs.push(dir);
      return dir;
    };

    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const stored = await openBlobStoreFor(storeSettings(env(newDataDir(), 0)));
    const { hash } = await stored.blobs.put(png, 'image/png');
    await stored.close();

    const ports = [await freePort(), await freePort()];
    for (const port of ports) roles.push(startRole('query', env(newDataDir(), port)));
    for (const [i, port] of ports.entries()) {
      await waitUntilAnswering(`http://127.0.0.1:${port}/health`, roles[i]!, 120_000);
      const response = await fetch(`http://127.0.0.1:${port}/images/${hash}`);
      expect(response.status, roles[i]!.output()).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('image/png');
      expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), png)).to.equal(0);
      const missing = await fetch(`http://127.0.0.1:${port}/images/${'0'.repeat(64)}`);
      expect(missing.status).to.equal(404);
    }
    // Nothing was written to the processes' own data folders: the picture came from PostgreSQL.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'blobs')), dir).to.equal(false);
  });

  it('opens the blob store beside the document store: postgres → PostgreSQL, mingo → files under DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
    dataDirs.push(dataDir);
    const pgStore = await openBlobStoreFor(
      storeSettings({
        DOCUMENT_STORE: 'postgres',
        POSTGRES_URL: await server!.createDatabase('pictures'),
        DATA_DIR: dataDir,
      }),
    );
    expect(pgStore.blobs.constructor.name).to.equal('PostgresBlobStore');
    await pgStore.close();
    const files = await openBlobStoreFor(storeSettings({ DATA_DIR: dataDir }));
    expect(files.blobs.constructor.name).to.equal('FileBlobStore');
    expect((files.blobs as FileBlobStore).dir).to.equal(path.join(dataDir, 'blobs'));
    await files.close();
  });

  describe('DOCUMENT_STORE=mongo', () => {
    let mongo: MongoTestServer | undefined;
    before(async function () {
      const started = await startMongoTestServer();
      if (typeof started === 'string') {
        console.log(`    [skipped] pictures on MongoDB: ${started}`);
        this.skip();
      }
      mongo = started;
    });
    after(async () => {
      await mongo?.stop();
    });

    it('opens GridFS: a picture put through one opening is read through another', async () => {
      const env = { DOCUMENT_STORE: 'mongo', MONGO_URL: mongo!.url, MONGO_DB: `pictures_${Date.now()}` };
      const [a, b] = [await openBlobStoreFor(storeSettings(env)), await openBlobStoreFor(storeSettings(env))];
      try {
        expect(a.blobs.constructor.name).to.equal('GridFsBlobStore');
        const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00aa55' } })
          .png()
          .toBuffer();
        const { hash } = await a.blobs.put(png, 'image/png');
        expect(Buffer.compare((await b.blobs.get(hash))!.bytes, png)).to.equal(0);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
});
