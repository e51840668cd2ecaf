/**
 * The BlobStore contract, unchanged and with no gap declared, against a real PostgreSQL
 * (pg-test-server.ts: a fresh cluster in a temporary folder, or POSTGRES_TEST_URL), each store on a
 * database of its own. Then: stores opening one database at once (processes starting together) and
 * seeing each other's blobs.
 */
import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { blobStoreContract } from '../blob-store.contract.ts';
import { startPostgresTestServer, type PostgresTestServer } from '../../postgres/pg-test-server.ts';
import { PostgresBlobStore } from './pg-blob-store.ts';

describe('PostgreSQL blob store', function () {
  this.timeout(120_000);
  let server: PostgresTestServer | undefined;

  before(async function () {
    const started = await startPostgresTestServer();
    if (typeof started === 'string') {
      console.log(`    [skipped] PostgreSQL blob store: ${started}`);
      this.skip();
    }
    server = started;
  });

  after(async () => {
    await server?.stop();
  });

  blobStoreContract('PostgresBlobStore on PostgreSQL', async () => {
    const store = await PostgresBlobStore.connect(await server!.createDatabase('blobs'));
    return { store, cleanup: () => store.close() };
  });

  it('stores opened on one database at the same moment all open, and see each other’s blobs', async () => {
    const url = await server!.createDatabase('blobs');
    const stores = await Promise.all(Array.from({ length: 4 }, () => PostgresBlobStore.connect(url)));
    try {
      const bytes = randomBytes(300 * 1024);
      const { hash } = await stores[0]!.put(bytes, 'image/webp');
      for (const store of stores.slice(1)) {
        const blob = await store.get(hash);
        expect(blob?.contentType).to.equal('image/webp');
        expect(Buffer.compare(blob!.bytes, bytes)).to.equal(0);
      }
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
