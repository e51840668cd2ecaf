/**
 * The document counter of the shared limits (DocumentRateLimiter), as two processes use it: two
 * limiters on two connections to one store count one limit. It runs on the embedded store, on a
 * MongoDB-wire server (testcontainers MongoDB, else FerretDB; skipped, saying why, with neither) and on
 * PostgreSQL (the PostgreSQL profile's store; skipped, saying why, without it), where the first
 * increments of a window race on one `_id` and `$inc` must be atomic.
 */
import { expect } from 'chai';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { DocumentStore } from '../../kernel/document-store/document-store.ts';
import type { DocumentStoreGaps } from '../../kernel/document-store/document-store.contract.ts';
import { MingoDocumentStore } from '../../kernel/document-store/mingo-document-store.ts';
import { MongoDocumentStore } from '../../kernel/document-store/mongo/mongo-document-store.ts';
import { startMongoTestServer } from '../../kernel/document-store/mongo/mongo-test-server.ts';
import { PostgresDocumentStore } from '../../kernel/document-store/postgres/pg-document-store.ts';
import { startPostgresTestServer } from '../../kernel/postgres/pg-test-server.ts';
import { ManualClock } from '../../kernel/time/clock.ts';
import { DocumentRateLimiter, RATE_LIMITS_COLLECTION, type LimiterOptions } from './shared-limits.ts';

interface Processes {
  /** Two connections to one store, as two service processes have. */
  stores: [DocumentStore, DocumentStore];
  lacks: DocumentStoreGaps;
  close(): Promise<void>;
}

/** Resolves with the limiter's answer, or with the RateLimiterRes it refused with. */
const outcome = (consume: Promise<RateLimiterRes>) =>
  consume.then(
    (res) => ({ refused: false, res }),
    (error: unknown) => {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { refused: true, res: error };
    },
  );

function sharedCounterSuite(label: string, open: (context: Mocha.Context) => Promise<Processes>) {
  describe(`limits counted in the shared store: ${label}`, function () {
    this.timeout(60_000);
    let processes: Processes | undefined;
    const clock = new ManualClock('2026-03-02T10:00:10Z');
    let suite = 0;
    const limiters = (options: Omit<LimiterOptions, 'keyPrefix'>) => {
      const keyPrefix = `test${++suite}_${Date.now()}`;
      return processes!.stores.map(
        (documents) => new DocumentRateLimiter({ keyPrefix, ...options }, { documents, clock }),
      ) as [DocumentRateLimiter, DocumentRateLimiter];
    };

    before(async function () {
      processes = await open(this);
    });
    after(async () => {
      await processes?.close();
    });

    it('two processes count one limit, refuse past it, and a new window starts afresh', async () => {
      const [a, b] = limiters({ points: 3, duration: 60 });
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await outcome((i % 2 ? b : a).consume('203.0.113.7')));
      expect(answers.map(({ refused }) => refused)).to.deep.equal([false, false, false, true, true]);
      expect(answers.map(({ res }) => res.consumedPoints)).to.deep.equal([1, 2, 3, 4, 5]);
      expect(answers[2]!.res.remainingPoints).to.equal(0);
      // The window is aligned to the epoch: 10:00:00 to 10:01:00, 50 s left at 10:00:10.
      expect(answers[4]!.res.msBeforeNext).to.equal(50_000);
      expect((await a.consume('198.51.100.1')).consumedPoints, 'another key counts apart').to.equal(1);
      clock.advance(50_000);
      expect((await b.consume('203.0.113.7')).consumedPoints).to.equal(1);
    });

    it('penalty counts without refusing; get reads and delete forgets the window', async () => {
      const [a, b] = limiters({ points: 2, duration: 60 });
      expect(await b.get('acc:c1')).to.equal(null);
      expect((await a.penalty('acc:c1', 5)).consumedPoints).to.equal(5);
      const seen = await b.get('acc:c1');
      expect(seen?.consumedPoints).to.equal(5);
      expect(seen?.remainingPoints).to.equal(0);
      expect((await outcome(b.consume('acc:c1'))).refused).to.equal(true);
      expect(await a.delete('acc:c1')).to.equal(true);
      expect(await b.get('acc:c1')).to.equal(null);
      expect(await a.delete('acc:c1')).to.equal(false);
      expect((await b.consume('acc:c1')).consumedPoints).to.equal(1);
    });

    it('keeps one counter per key and window, with the window end for the purge', async () => {
      const [a] = limiters({ points: 10, duration: 60 });
      await a.consume('k');
      await a.consume('k');
      const counters = await processes!.stores[1].collection(RATE_LIMITS_COLLECTION).find({ _id: { $regex: ':k:' } });
      const mine = counters.filter(({ _id }) => String(_id).startsWith(`test${suite}_`));
      expect(mine).to.have.length(1);
      expect(mine[0]).to.include({ points: 2 });
      expect(mine[0]!.expiresAt).to.equal((Math.floor(clock.now().getTime() / 60_000) + 1) * 60_000);
    });

    it('first increments of a window racing from two processes never surface a duplicate key', async () => {
      const [a, b] = limiters({ points: 1000, duration: 60 });
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).penalty('race')));
      expect(results.filter(({ status }) => status === 'rejected')).to.deep.equal([]);
    });

    it('concurrent consumes from two processes are all counted, and never more than the limit let through', async function () {
      const reason = processes!.lacks.atomicUpdates;
      if (reason) {
        console.log(`      [skipped] concurrent consumes: ${reason}`);
        this.skip();
      }
      const [a, b] = limiters({ points: 15, duration: 60 });
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => outcome((i % 2 ? b : a).consume('burst'))),
      );
      // Each reads the total after its own increment: a burst past the limit may be refused whole (the
      // counter's documented edge), but no increment is lost and no more than the limit gets through.
      expect(answers.filter(({ refused }) => !refused).length).to.be.at.most(15);
      expect((await a.get('burst'))?.consumedPoints).to.equal(30);
      expect(Math.max(...answers.map(({ res }) => res.consumedPoints))).to.equal(30);
    });
  });
}

sharedCounterSuite('embedded store', async () => {
  const documents = new MingoDocumentStore();
  return { stores: [documents, documents], lacks: {}, close: () => documents.close() };
});

sharedCounterSuite('MongoDB-wire server', async (context) => {
  const server = await startMongoTestServer();
  if (typeof server === 'string') {
    console.log(`    [skipped] limits counted in MongoDB: ${server}`);
    return context.skip();
  }
  console.log(`    limits counted on ${server.engine} (${server.url})`);
  const database = `shared_limits_${Date.now()}`;
  const first = await MongoDocumentStore.connect(server.url, database);
  const second = await MongoDocumentStore.connect(server.url, database);
  return {
    stores: [first, second],
    lacks: server.lacks,
    close: async () => {
      await first.close();
      await second.close();
      await server.stop();
    },
  };
});

sharedCounterSuite('PostgreSQL', async (context) => {
  const server = await startPostgresTestServer();
  if (typeof server === 'string') {
    console.log(`    [skipped] limits counted in PostgreSQL: ${server}`);
    return context.skip();
  }
  const url = await server.createDatabase('shared_limits');
  const first = await PostgresDocumentStore.connect(url);
  const second = await PostgresDocumentStore.connect(url);
  return {
    stores: [first, second],
    lacks: {},
    close: async () => {
      await first.close();
      await second.close();
      await server.stop();
    },
  };
});
