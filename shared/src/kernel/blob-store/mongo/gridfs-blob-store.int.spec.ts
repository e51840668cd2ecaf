/**
 * The BlobStore contract, unchanged and with no gap declared, against a MongoDB-wire server: a real
 * MongoDB by testcontainers when a container engine is present, else FerretDB (mongo-test-server.ts);
 * each test on a database of its own. With neither engine the suite skips and says why.
 */
import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { blobStoreContract } from '../blob-store.contract.ts';
import { startMongoTestServer, type MongoTestServer } from '../../document-store/mongo/mongo-test-server.ts';
import { GridFsBlobStore } from './gridfs-blob-store.ts';

describe('GridFS blob store (testcontainers MongoDB, else FerretDB)', function () {
  this.timeout(180_000);
  let server: MongoTestServer | undefined;
  let counter = 0;
  const database = () => `blobs_${process.pid}_${Date.now().toString(36)}_${counter++}`;

  before(async function () {
    const started = await startMongoTestServer();
    if (typeof started === 'string') {
      console.log(`    [skipped] GridFS blob store: ${started}`);
      this.skip();
    }
    server = started;
    console.log(`    GridFS blob store on ${server.engine} (${server.url})`);
  });

  after(async () => {
    await server?.stop();
  });

  blobStoreContract('GridFsBlobStore on a MongoDB-wire server', async () => {
    const store = await GridFsBlobStore.connect(server!.url, database());
    return { store, cleanup: () => store.close() };
  });

  it('two stores on one database (two processes) see each other’s blobs, and bytes past one chunk come back whole', async () => {
    const name = database();
    const [a, b] = [await GridFsBlobStore.connect(server!.url, name), await GridFsBlobStore.connect(server!.url, name)];
    try {
      // GridFS chunks are 255 KiB: this blob spans three of them.
      const bytes = randomBytes(600 * 1024);
      const { hash } = await a.put(bytes, 'image/png');
      expect(await b.has(hash)).to.equal(true);
      const blob = await b.get(hash);
      expect(blob?.contentType).to.equal('image/png');
      expect(Buffer.compare(blob!.bytes, bytes)).to.equal(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
