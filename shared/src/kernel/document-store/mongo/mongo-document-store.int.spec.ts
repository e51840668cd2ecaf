/**
 * The DocumentStore contract, unchanged, against a MongoDB-wire server: a real MongoDB started by
 * testcontainers when a container engine is present, else FerretDB on SQLite (mongo-test-server.ts).
 * Tests needing what the engine lacks skip and say why; with neither engine the suite skips and says why.
 */
import { documentStoreContract } from '../document-store.contract.ts';
import { MongoDocumentStore } from './mongo-document-store.ts';
import { startMongoTestServer, type MongoTestServer } from './mongo-test-server.ts';

describe('MongoDB-wire server (testcontainers MongoDB, else FerretDB)', function () {
  this.timeout(180_000);
  let server: MongoTestServer | undefined;

  before(async function () {
    const started = await startMongoTestServer();
    if (typeof started === 'string') {
      console.log(`    [skipped] MongoDB contract suite: ${started}`);
      this.skip();
    }
    server = started;
    console.log(`    MongoDB contract suite on ${server.engine} (${server.url})`);
  });

  after(async () => {
    await server?.stop();
  });

  documentStoreContract('MongoDocumentStore on a MongoDB-wire server', async () => ({
    store: await MongoDocumentStore.connect(server!.url, `contract_${Date.now()}`),
    lacks: server!.lacks,
  }));
});
