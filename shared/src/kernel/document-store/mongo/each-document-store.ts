/**
 * Declares a suite of something built on the document store (sessions, OAuth records, counters...)
 * three times: on the embedded store, on MongoDocumentStore against a MongoDB-wire server
 * (testcontainers MongoDB, else FerretDB: mongo-test-server.ts) and on PostgresDocumentStore against a
 * real PostgreSQL (pg-test-server.ts), since distributed mode keeps those records in MongoDB or in
 * PostgreSQL. Without an engine its copy skips, saying why; `lacks` names what the engine does
 * differently, for a test that depends on it to skip with that reason.
 */
import type { DocumentStore } from '../document-store.ts';
import type { DocumentStoreGaps } from '../document-store.contract.ts';
import { MingoDocumentStore } from '../mingo-document-store.ts';
import { startMongoTestServer } from './mongo-test-server.ts';
import { startPostgresTestServer } from '../../postgres/pg-test-server.ts';

export interface StoreUnderTest {
  /** A new, empty store (its own database on MongoDB and PostgreSQL), closed after the suite. */
  fresh(): Promise<DocumentStore>;
  /** What this engine does differently from MongoDB (empty for MongoDB, PostgreSQL and the embedded store). */
  readonly lacks: DocumentStoreGaps;
  /** Skips the running test when the engine lacks `gap`, printing the reason. */
  skipWhenLacking(context: Mocha.Context, gap: keyof DocumentStoreGaps): void;
}

interface Engine {
  open(): Promise<DocumentStore>;
  lacks: DocumentStoreGaps;
  stop(): Promise<void>;
}

function variant(
  title: string,
  start: (context: Mocha.Context) => Promise<Engine>,
  suite: (stores: StoreUnderTest) => void,
) {
  describe(title, function () {
    this.timeout(60_000);
    let engine: Engine | undefined;
    const opened: DocumentStore[] = [];
    const stores: StoreUnderTest = {
      fresh: async () => {
        const store = await engine!.open();
        opened.push(store);
        return store;
      },
      get lacks() {
        return engine?.lacks ?? {};
      },
      skipWhenLacking(context, gap) {
        const reason = engine?.lacks[gap];
        if (!reason) return;
        console.log(`      [skipped] ${context.test?.title ?? gap}: ${reason}`);
        context.skip();
      },
    };
    before(async function () {
      engine = await start(this);
    });
    after(async () => {
      for (const store of opened.splice(0)) await store.close();
      await engine?.stop();
    });
    suite(stores);
  });
}

export function onEachDocumentStore(title: string, suite: (stores: StoreUnderTest) => void): void {
  variant(
    `${title} (embedded store)`,
    async () => ({ open: async () => new MingoDocumentStore(), lacks: {}, stop: async () => {} }),
    suite,
  );
  variant(
    `${title} (MongoDB-wire server)`,
    async (context) => {
      const server = await startMongoTestServer();
      if (typeof server === 'string') {
        console.log(`    [skipped] ${title} on MongoDB: ${server}`);
        return context.skip();
      }
      const { MongoDocumentStore } = await import('./mongo-document-store.ts');
      let databases = 0;
      const run = `${Date.now().toString(36)}_${process.pid}`;
      return {
        open: () => MongoDocumentStore.connect(server.url, `t_${run}_${++databases}`),
        lacks: server.lacks,
        stop: () => server.stop(),
      };
    },
    suite,
  );
  variant(
    `${title} (PostgreSQL)`,
    async (context) => {
      const server = await startPostgresTestServer();
      if (typeof server === 'string') {
        console.log(`    [skipped] ${title} on PostgreSQL: ${server}`);
        return context.skip();
      }
      const { PostgresDocumentStore } = await import('../postgres/pg-document-store.ts');
      return {
        open: async () => PostgresDocumentStore.connect(await server.createDatabase('documents')),
        lacks: {},
        stop: () => server.stop(),
      };
    },
    suite,
  );
}
