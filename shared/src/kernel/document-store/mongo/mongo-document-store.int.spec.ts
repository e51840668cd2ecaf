/**
 * The DocumentStore contract, unchanged, against a real MongoDB started by testcontainers. Without a
 * container engine the suite is skipped and says why.
 */
import type { StartedMongoDBContainer } from '@testcontainers/mongodb';
import { documentStoreContract } from '../document-store.contract.ts';
import { containerRuntimeUnavailable } from '../../event-store/esdb/container-runtime.ts';
import { MongoDocumentStore } from './mongo-document-store.ts';

describe('MongoDB (testcontainers)', function () {
  this.timeout(180_000);
  let container: StartedMongoDBContainer | undefined;

  before(async function () {
    const reason = await containerRuntimeUnavailable();
    if (reason) {
      console.log(`    [skipped] MongoDB contract suite: ${reason}`);
      this.skip();
    }
    const { MongoDBContainer } = await import('@testcontainers/mongodb');
    container = await new MongoDBContainer(process.env.MONGO_IMAGE ?? 'mongo:7.0').start();
  });

  after(async () => {
    await container?.stop();
  });

  documentStoreContract('MongoDocumentStore on MongoDB', async () => ({
    store: await MongoDocumentStore.connect(
      `${container!.getConnectionString()}?directConnection=true`,
      `contract_${Date.now()}`,
    ),
  }));
});
