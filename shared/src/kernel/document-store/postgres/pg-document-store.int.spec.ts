/**
 * The DocumentStore contract, unchanged and with no gap declared, against a real PostgreSQL
 * (pg-test-server.ts: a fresh cluster in a temporary folder, or POSTGRES_TEST_URL), each store on a
 * database of its own. Then what the PostgreSQL profile relies on beyond the contract: a projection
 * batch and its checkpoint commit together or not at all when the connection dies mid-unit or the
 * store is closed; two stores (two pools, as two processes) see each other's committed writes at once
 * and never an uncommitted one; a deadlocked unit runs again; the updates a unit keeps in hand (see
 * Unit in pg-document-store.ts) are seen by its every later statement; the SQL narrowing never holds
 * back a match the embedded store finds; and what PostgreSQL itself refuses (U+0000, a lone surrogate: stored as U+FFFD) or needs quoted.
 */
import { expect } from 'chai';
import pg from 'pg';
import { documentStoreContract } from '../document-store.contract.ts';
import { startPostgresTestServer, type PostgresTestServer } from '../../postgres/pg-test-server.ts';
import { PostgresDocumentStore } from './pg-document-store.ts';
import { MingoDocumentStore } from '../mingo-document-store.ts';
import { TransactionEndedError, type Document, type Filter } from '../document-store.ts';

describe('PostgreSQL document store', function () {
  this.timeout(120_000);
  let server: PostgresTestServer | undefined;

  before(async function () {
    const started = await startPostgresTestServer();
    if (typeof started === 'string') {
      console.log(`    [skipped] PostgreSQL document store: ${started}`);
      this.skip();
    }
    server = started;
  });

  after(async () => {
    await server?.stop();
  });

  documentStoreContract('PostgresDocumentStore on PostgreSQL', async () => ({
    store: await PostgresDocumentStore.connect(await server!.createDatabase('docs')),
  }));

  describe('beyond the contract', () => {
    let url: string;
    const opened: PostgresDocumentStore[] = [];
    const open = async () => {
      const store = await PostgresDocumentStore.connect(url);
      opened.push(store);
      return store;
    };

    beforeEach(async () => {
      url = await server!.createDatabase('docs');
    });

    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });

    it('a batch and its checkpoint are not committed when the connection dies before COMMIT', async () => {
      const store = await open();
      await store.collection('listings').insertOne({ _id: 'a', views: 1 });
      await store.collection('checkpoints').insertOne({ _id: 'listings', position: 10 });
      let reached!: () => void;
      const inside = new Promise<void>((resolve) => (reached = resolve));
      let proceed!: () => void;
      const killed = new Promise<void>((resolve) => (proceed = resolve));
      const unit = store.transaction(async (tx) => {
        await tx.collection('listings').updateOne({ _id: 'a' }, { $inc: { views: 1 } });
        await tx.collection('listings').insertOne({ _id: 'b', views: 1 });
        await tx.collection('checkpoints').updateOne({ _id: 'listings' }, { $set: { position: 12 } });
        reached();
        await killed;
        await tx.collection('listings').insertOne({ _id: 'c', views: 1 });
      });
      const outcome = unit.then(
        () => 'committed',
        (error: unknown) => error,
      );
      await inside;
      // The unit's connection is the one idle in a transaction: end it from the server side.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ terminated: boolean }>(
        `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'idle in transaction' AND pid <> pg_backend_pid()`,
      );
      await admin.end();
      expect(rows.map(({ terminated }) => terminated)).to.deep.equal([true]);
      proceed();
      // What the projection runner waits on and retries (store-faults.ts), not a bug that stops it.
      expect(await outcome).to.have.property('name', 'StoreUnavailableError');

      const fresh = await open();
      expect(await fresh.collection('listings').find({}, { sort: { _id: 1 } })).to.deep.equal([{ _id: 'a', views: 1 }]);
      expect(await fresh.collection('checkpoints').findOne({ _id: 'listings' })).to.deep.equal({
        _id: 'listings',
        position: 10,
      });
      // The store that lost its connection goes on with a new one.
      await store.transaction(async (tx) => {
        await tx.collection('listings').updateOne({ _id: 'a' }, { $inc: { views: 1 } });
        await tx.collection('checkpoints').updateOne({ _id: 'listings' }, { $set: { position: 12 } });
      });
      expect(await fresh.collection('listings').findOne({ _id: 'a' })).to.deep.equal({ _id: 'a', views: 2 });
      expect((await fresh.collection('checkpoints').findOne({ _id: 'listings' }))?.position).to.equal(12);
    });

    it('closing the store while a unit is under way commits none of it', async () => {
      const store = await PostgresDocumentStore.connect(url);
      await store.collection('c').insertOne({ _id: 'a', n: 1 });
      let reached!: () => void;
      const inside = new Promise<void>((resolve) => (reached = resolve));
      void store
        .transaction(async (tx) => {
          await tx.collection('c').updateOne({ _id: 'a' }, { $inc: { n: 1 } });
          await tx.collection('c').insertOne({ _id: 'b' });
          await tx.collection('c').updateOne({ _id: 'a' }, { $inc: { n: 1 } }); // held, not written yet
          reached();
          await new Promise(() => {}); // never settles: the "process" stops here
        })
        .catch(() => undefined);
      await inside;
      await store.close();
      const reopened = await open();
      expect(await reopened.collection('c').find({})).to.deep.equal([{ _id: 'a', n: 1 }]);
    });

    it('two stores on one database (two processes) see each other’s committed writes, and no uncommitted one', async () => {
      const projector = await open();
      const query = await open();
      // The query side reads first: whatever it learned must not hide later writes.
      expect(await query.collection('listings').findOne({ _id: 'a' })).to.equal(null);
      await projector.collection('listings').insertOne({ _id: 'a', slug: 'cafe', votes: 1 });
      expect(await query.collection('listings').findOne({ slug: 'cafe' })).to.deep.equal({
        _id: 'a',
        slug: 'cafe',
        votes: 1,
      });
      await projector.collection('listings').updateOne({ _id: 'a' }, { $inc: { votes: 1 } });
      expect((await query.collection('listings').findOne({ _id: 'a' }))?.votes).to.equal(2);

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const unit = projector.transaction(async (tx) => {
        await tx.collection('listings').updateOne({ _id: 'a' }, { $inc: { votes: 1 } });
        written();
        await held;
      });
      await wrote;
      expect((await query.collection('listings').findOne({ _id: 'a' }))?.votes).to.equal(2);
      release();
      await unit;
      expect((await query.collection('listings').findOne({ _id: 'a' }))?.votes).to.equal(3);

      // A unique index one process declares after the other learned the collection holds for the other,
      // and a drop by one is seen by the other.
      await projector.collection('listings').createIndex({ slug: 1 }, { unique: true });
      const refused = await query
        .collection('listings')
        .insertOne({ _id: 'b', slug: 'cafe' })
        .catch((error: unknown) => error);
      expect(refused).to.have.property('code', 11000);
      // Having met the index it did not know, it names the index's fields from then on.
      const named = await query
        .collection('listings')
        .insertOne({ _id: 'c', slug: 'cafe' })
        .catch((error: unknown) => error);
      expect(named).to.have.deep.property('key', { slug: 'cafe' });
      await projector.collection('listings').drop();
      expect(await query.collection('listings').countDocuments()).to.equal(0);
      await query.collection('listings').insertOne({ _id: 'b', slug: 'cafe' });
      expect(await projector.collection('listings').find({})).to.deep.equal([{ _id: 'b', slug: 'cafe' }]);
    });

    it('a unit PostgreSQL aborts in a deadlock runs again, and each unit counts once', async () => {
      const [one, two] = [await open(), await open()];
      await one.collection('c').insertOne({ _id: 'x', n: 0 });
      await one.collection('c').insertOne({ _id: 'y', n: 0 });
      let runs = 0;
      const barrier = () => {
        let arrive!: () => void;
        const arrived = new Promise<void>((resolve) => (arrive = resolve));
        return { arrive, arrived };
      };
      const first = barrier();
      const second = barrier();
      // Each unit locks one document, waits until the other has locked the other one, then asks for it.
      const unit = (store: PostgresDocumentStore, mine: string, theirs: string, me: typeof first, them: typeof first) =>
        store.transaction(async (tx) => {
          runs++;
          await tx.collection('c').updateOne({ _id: mine }, { $inc: { n: 1 } });
          me.arrive();
          await them.arrived;
          await tx.collection('c').updateOne({ _id: theirs }, { $inc: { n: 1 } });
        });
      await Promise.all([unit(one, 'x', 'y', first, second), unit(two, 'y', 'x', second, first)]);
      // At least one unit ran again (which one, and whether its rerun meets the other again, is PostgreSQL's choice).
      expect(runs).to.be.at.least(3);
      expect(await one.collection('c').find({}, { sort: { _id: 1 } })).to.deep.equal([
        { _id: 'x', n: 2 },
        { _id: 'y', n: 2 },
      ]);
    });

    it('a deadlocked unit runs again also when its work wraps the error (as the projection runner does) or swallows it', async () => {
      for (const handling of ['wrap', 'swallow'] as const) {
        const [one, two] = [await open(), await open()];
        const items = `c_${handling}`;
        await one.collection(items).insertOne({ _id: 'x', n: 0 });
        await one.collection(items).insertOne({ _id: 'y', n: 0 });
        let runs = 0;
        const barrier = () => {
          let arrive!: () => void;
          const arrived = new Promise<void>((resolve) => (arrive = resolve));
          return { arrive, arrived };
        };
        const [first, second] = [barrier(), barrier()];
        const unit = (
          store: PostgresDocumentStore,
          mine: string,
          theirs: string,
          me: typeof first,
          them: typeof first,
        ) =>
          store.transaction(async (tx) => {
            runs++;
            await tx.collection(items).updateOne({ _id: mine }, { $inc: { n: 1 } });
            me.arrive();
            await them.arrived;
            try {
              await tx.collection(items).updateOne({ _id: theirs }, { $inc: { n: 1 } });
            } catch (error) {
              if (handling === 'wrap') throw new Error('projection failed', { cause: error });
            }
          });
        await Promise.all([unit(one, 'x', 'y', first, second), unit(two, 'y', 'x', second, first)]);
        expect(runs, handling).to.be.at.least(3);
        expect(await one.collection(items).find({}, { sort: { _id: 1 } }), handling).to.deep.equal([
          { _id: 'x', n: 2 },
          { _id: 'y', n: 2 },
        ]);
      }
    });

    it('a write of a unit still under way when its work fails writes nothing after the rollback', async () => {
      const store = await open();
      const items = store.collection('c');
      await items.insertOne({ _id: 'a', n: 1 });
      await items.insertOne({ _id: 'b', n: 2 });
      let straggler: Promise<unknown> | undefined;
      const failed = await store
        .transaction(async (tx) => {
          // Not awaited: its first statement goes out, the unit fails, then it would send the next one.
          straggler = tx
            .collection('c')
            .updateMany({ n: { $gte: 0 } }, { $set: { leaked: true } })
            .catch((error: unknown) => error);
          throw new Error('work failed');
        })
        .catch((error: unknown) => (error as Error).message);
      expect(failed).to.equal('work failed');
      expect(await straggler).to.be.instanceOf(TransactionEndedError);
      // Nothing of the unit is committed, on this connection or on whichever one the pool gave it to.
      await store.transaction(async (tx) => {
        await tx.collection('other').insertOne({ _id: 'x' });
      });
      expect(await items.find({}, { sort: { _id: 1 } })).to.deep.equal([
        { _id: 'a', n: 1 },
        { _id: 'b', n: 2 },
      ]);
    });

    it('a document inserted in a unit is held as written: the caller changing its object after does not reach the row', async () => {
      const store = await open();
      await store.transaction(async (tx) => {
        const document = { _id: 'a', n: 1, tags: ['x'] };
        await tx.collection('c').insertOne(document);
        document.n = 99; // the caller reuses its object, as the MongoDB driver lets it
        document.tags.push('y');
        await tx.collection('c').updateOne({ _id: 'a' }, { $inc: { views: 1 } });
      });
      expect(await store.collection('c').find({})).to.deep.equal([{ _id: 'a', n: 1, tags: ['x'], views: 1 }]);
    });

    // Inside a unit, updates of a document it holds are applied in hand and written before its next
    // statement: every kind of statement must see them, and a rollback must drop them.
    it('repeated updates of one document in a unit: seen by every later statement, committed once, or dropped', async () => {
      const store = await open();
      const items = store.collection('c');
      const other = await open();
      await items.insertOne({ _id: 'a', n: 0, s: 'text' });
      await items.insertOne({ _id: 'b', n: 0 });
      const unit = async (fail: boolean) =>
        store.transaction(async (tx) => {
          const inTx = tx.collection('c');
          for (let i = 0; i < 20; i++)
            await inTx.updateOne({ _id: 'a' }, { $inc: { n: 1 }, $set: { [`k${i % 3}`]: i } });
          expect(await inTx.findOne({ _id: 'a' })).to.deep.include({ n: 20, k0: 18, k1: 19, k2: 17 });
          expect(await inTx.countDocuments({ n: 20 })).to.equal(1);
          // Refused whole, the earlier updates stand.
          expect(
            await inTx.updateOne({ _id: 'a' }, { $inc: { n: 1, s: 1 } }).catch((e: unknown) => e),
          ).to.be.instanceOf(Error);
          await inTx.updateMany({}, { $inc: { n: 100 } });
          await inTx.updateOne({ _id: 'a' }, { $inc: { n: 1 } });
          expect((await inTx.findOne({ _id: 'a' }))?.n).to.equal(121);
          await inTx.updateOne({ _id: 'b' }, { $inc: { n: 1 } });
          await inTx.deleteOne({ _id: 'b' });
          expect(await inTx.updateOne({ _id: 'b' }, { $inc: { n: 1 } }, { upsert: true })).to.deep.include({
            upsertedId: 'b',
          });
          await inTx.updateOne({ _id: 'b' }, { $inc: { n: 1 } });
          await inTx.replaceOne({ _id: 'a' }, { _id: 'a', n: 1000 });
          await inTx.updateOne({ _id: 'a' }, { $inc: { n: 1 } });
          // Another process sees none of it before the commit.
          expect(await other.collection('c').find({}, { sort: { _id: 1 } })).to.deep.equal([
            { _id: 'a', n: 0, s: 'text' },
            { _id: 'b', n: 0 },
          ]);
          if (fail) throw new Error('rolled back');
        });
      expect(await unit(true).catch((error: unknown) => (error as Error).message)).to.equal('rolled back');
      expect(await other.collection('c').find({}, { sort: { _id: 1 } })).to.deep.equal([
        { _id: 'a', n: 0, s: 'text' },
        { _id: 'b', n: 0 },
      ]);
      await unit(false);
      expect(await other.collection('c').find({}, { sort: { _id: 1 } })).to.deep.equal([
        { _id: 'a', n: 1001 },
        { _id: 'b', n: 2 },
      ]);
    });

    it('a duplicate key refused inside a unit undoes that write alone, held updates around it included', async () => {
      const store = await open();
      await store.collection('u').createIndex({ slug: 1 }, { unique: true });
      await store.collection('u').insertOne({ _id: 'a', slug: 'x' });
      await store.collection('c').insertOne({ _id: 'n', n: 0 });
      await store.transaction(async (tx) => {
        await tx.collection('c').updateOne({ _id: 'n' }, { $inc: { n: 1 } });
        await tx.collection('c').updateOne({ _id: 'n' }, { $inc: { n: 1 } }); // held, pending
        const refused = await tx
          .collection('u')
          .insertOne({ _id: 'b', slug: 'x' })
          .catch((error: unknown) => error);
        expect(refused).to.have.property('code', 11000);
        await tx.collection('c').updateOne({ _id: 'n' }, { $inc: { n: 1 } });
        await tx.collection('u').insertOne({ _id: 'c', slug: 'y' });
      });
      expect(await store.collection('c').findOne({ _id: 'n' })).to.deep.equal({ _id: 'n', n: 3 });
      expect(await store.collection('u').find({}, { sort: { _id: 1 } })).to.deep.equal([
        { _id: 'a', slug: 'x' },
        { _id: 'c', slug: 'y' },
      ]);
    });

    it('concurrent $inc upserts of one new document from two stores all count', async () => {
      const [one, two] = [await open(), await open()];
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 ? one : two).collection('limits').updateOne({ _id: 'k' }, { $inc: { n: 1 } }, { upsert: true }),
        ),
      );
      expect(await one.collection('limits').findOne({ _id: 'k' })).to.deep.equal({ _id: 'k', n: 30 });
    });

    // The SQL condition (sql-narrowing.ts) only narrows what mingo then checks: it must never hold
    // back a match. Documents with arrays at every level of a path, against the embedded store.
    it('finds what the embedded store finds, arrays at any level of a path included', async () => {
      const documents: Document[] = [
        { _id: 'a', tags: ['x', 'y'], n: 1, a: { b: 1 }, deep: { b: { c: 'x' } }, flag: true },
        { _id: 'b', tags: 'x', n: 2, a: [{ b: 1 }, { b: 2 }], deep: [{ b: [{ c: 'x' }] }], flag: false },
        { _id: 'c', tags: [['x']], n: 1.5, a: { b: [1, 3] }, deep: { b: [{ c: ['x'] }] }, list: ['x', 'z'] },
        { _id: 'd', tags: [], a: [{ b: [2, 1] }], deep: [{ b: { c: 'y' } }], k: 1 },
        { _id: 'e', n: null, a: null, k: 2, list: [{ 0: 'x' }] },
        { _id: '1', title: 'Café', nested: { 'odd"key': 'q', "it's": 's' } },
        { _id: 'f', status: ['live', ['draft']], n: [1, [2]], flag: [true], k: [[1]] },
        { _id: 'g', status: { live: 1 }, n: '1', flag: 'true', k: '2' },
        { _id: 'h', status: 'draft', n: -0, k: 1e21, title: 'cafe\u0301' },
      ];
      const filters: Filter[] = [
        { tags: 'x' },
        { tags: { $in: ['y', 'x'] } },
        { tags: { $eq: 'x' } },
        { tags: ['x'] },
        { tags: { $size: 0 } },
        { n: 1 },
        { n: { $in: [1.5, 2] } },
        { 'a.b': 1 },
        { 'a.b': 2 },
        { 'a.b': { $in: [3] } },
        { 'deep.b.c': 'x' },
        { 'deep.b.c': { $eq: 'y' } },
        { 'list.0': 'x' },
        { flag: true },
        { flag: false },
        { n: null },
        { a: null },
        { _id: { $in: ['a', 1, 'e'] } },
        { _id: { $in: ['a', 'c'] }, n: 1 },
        { $or: [{ k: 1 }, { k: 2 }] },
        { $or: [{ k: 1 }, { n: { $gt: 1 } }] },
        { $and: [{ tags: 'x' }, { $or: [{ n: 1 }, { n: 2 }] }] },
        { title: 'Café' },
        { 'nested.odd"key': 'q' },
        { "nested.it's": 's' },
        { title: { $regex: '^caf', $options: 'i' } },
        { $nor: [{ tags: 'x' }] },
        // Top-level equality is answered by SQL alone (count(*), LIMIT): values nested in arrays,
        // objects, strings that look like numbers or booleans, -0, large numbers, Unicode forms.
        { status: 'live' },
        { status: 'draft' },
        { status: { $in: ['draft', 'x'] } },
        { n: 2 },
        { n: 0 },
        { k: 1 },
        { k: 1e21 },
        { flag: true },
        { title: 'café' },
        { title: 'cafe\u0301' },
      ];
      const postgres = await open();
      const embedded = new MingoDocumentStore();
      for (const store of [postgres, embedded]) {
        await store.collection('c').createIndex({ tags: 1 }); // the GIN index that serves the containment
        for (const document of documents) await store.collection('c').insertOne(structuredClone(document));
      }
      for (const filter of filters) {
        const expected = await embedded.collection('c').find(filter);
        expect(await postgres.collection('c').find(filter), JSON.stringify(filter)).to.deep.equal(expected);
        expect(await postgres.collection('c').find(filter, { skip: 1, limit: 1 })).to.deep.equal(expected.slice(1, 2));
        expect(await postgres.collection('c').countDocuments(filter), JSON.stringify(filter)).to.equal(expected.length);
      }
      await embedded.close();
    });

    it('stores U+0000 as U+FFFD, and the collection’s queries go on', async () => {
      // The PostgreSQL event store keeps an event holding one (as every event store does): refusing the
      // read model's write would fail its projection on that event at every try, stalling it for good.
      const store = await open();
      const items = store.collection('c');
      await items.createIndex({ n: 1 });
      await items.insertOne({ _id: 'a', text: 'a backslash then u0000: \\u0000', n: 1 });
      await items.insertOne({ _id: 'b', text: 'nul\u0000', n: 2 });
      await items.updateOne({ _id: 'a' }, { $set: { other: '\u0000' } });
      await items.updateOne({ _id: 'c' }, { $set: { nested: { list: ['\u0000'] }, n: 3 } }, { upsert: true });
      await store.transaction(async (tx) => {
        await tx.collection('c').replaceOne({ _id: 'b' }, { _id: 'b', text: 'x\u0000', n: 2 });
      });
      expect(await items.find({}, { sort: { n: 1 } })).to.deep.equal([
        { _id: 'a', text: 'a backslash then u0000: \\u0000', n: 1, other: '\ufffd' },
        { _id: 'b', text: 'x\ufffd', n: 2 },
        { _id: 'c', nested: { list: ['\ufffd'] }, n: 3 },
      ]);
      expect(await items.countDocuments({ text: 'x\u0000' })).to.equal(1);
      expect(await items.countDocuments({ text: 'a backslash then u0000: \\u0000' })).to.equal(1);
    });

    it('takes an _id holding U+0000 (a URL’s %00) as U+FFFD too, instead of failing the query', async () => {
      const store = await open();
      const items = store.collection('c');
      expect(await items.findOne({ _id: 'a\u0000' })).to.equal(null);
      expect(await items.countDocuments({ _id: { $in: ['a\u0000', 'b'] } })).to.equal(0);
      await items.insertOne({ _id: 'a\u0000', n: 1 });
      await items.updateOne({ _id: 'a\u0000' }, { $inc: { n: 1 } });
      await items.replaceOne({ _id: 'a\u0000' }, { _id: 'a\u0000', n: 3 });
      await store.transaction(async (tx) => {
        await tx.collection('c').insertOne({ _id: 'b\u0000', n: 1 });
        await tx.collection('c').updateOne({ _id: 'b\u0000' }, { $inc: { n: 1 } });
      });
      expect(await items.find({}, { sort: { _id: 1 } })).to.deep.equal([
        { _id: 'a\ufffd', n: 3 },
        { _id: 'b\ufffd', n: 2 },
      ]);
      expect(await items.findOne({ _id: { $eq: 'a\u0000' } })).to.deep.equal({ _id: 'a\ufffd', n: 3 });
      expect((await items.deleteOne({ _id: 'b\u0000' })).deletedCount).to.equal(1);
    });

    it('stores a lone surrogate as U+FFFD, as MongoDB does, instead of breaking every query of the collection', async () => {
      // JSON.parse('"\\ud800"') of a request body gives one; jsonb, which the indexes and filters read, refuses it.
      const store = await open();
      for (const name of ['plain', 'indexed']) {
        const items = store.collection(name);
        if (name === 'indexed') await items.createIndex({ n: 1 });
        await items.insertOne({ _id: 'a', n: 1, text: 'high \ud800 low \udc00 pair \ud83d\ude00 escaped \\ud800' });
        await items.updateOne({ _id: 'b' }, { $set: { n: 2, ['key\udbff']: ['\udfff'] } }, { upsert: true });
        expect(await items.find({ n: 1 }), name).to.deep.equal([
          { _id: 'a', n: 1, text: 'high \ufffd low \ufffd pair \ud83d\ude00 escaped \\ud800' },
        ]);
        expect(await items.find({ n: { $in: [2] } }), name).to.deep.equal([
          { _id: 'b', n: 2, ['key\ufffd']: ['\ufffd'] },
        ]);
        // A filter holding one is narrowed to the same text, and does not fail either.
        expect(
          await items.countDocuments({ text: 'high \ud800 low \udc00 pair \ud83d\ude00 escaped \\ud800' }),
          name,
        ).to.equal(1);
      }
    });

    it('declares unique indexes on fields whose names need quoting in SQL', async () => {
      const store = await open();
      const items = store.collection('odd "names"');
      const field = `it's {a,"b"}\\x`;
      await items.createIndex({ [`${field}.y`]: 1 }, { unique: true });
      await items.insertOne({ _id: 'a', [field]: { y: 1 } });
      await items.insertOne({ _id: 'b', [field]: { y: 2 } });
      const refused = await items.insertOne({ _id: 'c', [field]: { y: 1 } }).catch((error: unknown) => error);
      expect(refused).to.have.deep.property('key', { [`${field}.y`]: 1 });
      expect(await items.countDocuments({ [`${field}.y`]: 2 })).to.equal(1);
      // A second store on the same database opens what the first made, and knows the index.
      const again = await open();
      expect(await again.listCollectionNames()).to.deep.equal(['odd "names"']);
      const refusedAgain = await again
        .collection('odd "names"')
        .insertOne({ _id: 'd', [field]: { y: 2 } })
        .catch((error: unknown) => error);
      expect(refusedAgain).to.have.deep.property('key', { [`${field}.y`]: 2 });
    });

    it('keeps the order of a document’s fields, as MongoDB does', async () => {
      const store = await open();
      await store.collection('c').insertOne({ _id: 'a', zeta: 1, alpha: { y: 1, b: 2 }, mid: [] });
      await store.collection('c').updateOne({ _id: 'a' }, { $set: { beta: 1, 'alpha.a': 3 } });
      const doc = (await store.collection('c').findOne({ _id: 'a' }))!;
      expect(Object.keys(doc)).to.deep.equal(['_id', 'zeta', 'alpha', 'mid', 'beta']);
      expect(Object.keys(doc.alpha as object)).to.deep.equal(['y', 'b', 'a']);
    });
  });
});
