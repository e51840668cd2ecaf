/**
 * The DocumentStore contract: MongoDB's observable behaviour, which every adapter must show unchanged.
 * Each test works in its own collection under a prefix unique to the run, so the suite can run against
 * a shared real MongoDB; the collections it created are dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { DuplicateKeyError, type Collection, type Document, type DocumentStore } from './document-store.ts';

interface Listing extends Document {
  title: string;
  status: string;
  votes: number;
  tags: string[];
  address: { city: string; zip: string };
  hours: { day: string; open: number }[];
}

const listings: Listing[] = [
  {
    _id: 'l1',
    title: 'Cafe Aurora',
    status: 'live',
    votes: 12,
    tags: ['coffee', 'wifi'],
    address: { city: 'Lisbon', zip: '1100' },
    hours: [
      { day: 'mon', open: 8 },
      { day: 'sat', open: 10 },
    ],
  },
  {
    _id: 'l2',
    title: 'Bakery Bloom',
    status: 'live',
    votes: 30,
    tags: ['bread'],
    address: { city: 'Porto', zip: '4000' },
    hours: [{ day: 'mon', open: 6 }],
  },
  {
    _id: 'l3',
    title: 'cafe central',
    status: 'draft',
    votes: 5,
    tags: ['coffee'],
    address: { city: 'Lisbon', zip: '1200' },
    hours: [],
  },
  {
    _id: 'l4',
    title: 'Diner Dash',
    status: 'live',
    votes: 12,
    tags: [],
    address: { city: 'Faro', zip: '8000' },
    hours: [{ day: 'sat', open: 7 }],
  },
];

const ids = (docs: Document[]) => docs.map(({ _id }) => _id);

/** Asserts a MongoDB duplicate key error (class and code 11000) and returns it. */
async function expectDuplicateKey(write: Promise<unknown>): Promise<DuplicateKeyError> {
  const error = await write.then(
    () => expect.fail('expected a DuplicateKeyError'),
    (caught: unknown) => caught,
  );
  expect(error).to.be.instanceOf(DuplicateKeyError);
  expect((error as DuplicateKeyError).code).to.equal(11000);
  return error as DuplicateKeyError;
}

async function expectRejected(write: Promise<unknown>): Promise<void> {
  await write.then(
    () => expect.fail('expected the write to be rejected'),
    (caught: unknown) => expect(caught).to.be.instanceOf(Error),
  );
}

/**
 * Behaviours of MongoDB that a MongoDB-wire server other than MongoDB may lack (FerretDB does, see
 * mongo/mongo-test-server.ts). A factory names the ones its engine lacks, each with the reason; the
 * tests that need one skip and print that reason, so a gap is never counted as a pass.
 */
export type DocumentStoreGap =
  | 'transactions'
  | 'elemMatchOnFields'
  | 'pushSlice'
  | 'pullByCondition'
  | 'upsertFromAndEquality'
  | 'duplicateKeyValue'
  | 'uniqueOnUpdate'
  | 'uniqueMissingAsNull'
  | 'uniqueIndexOverDuplicates'
  | 'atomicUpdates';
export type DocumentStoreGaps = Partial<Record<DocumentStoreGap, string>>;

/**
 * Declares the contract suite for one adapter. `factory` runs once for the suite; the store is closed
 * at the end, then `cleanup` runs (to delete a file, stop a server...). `lacks`: see DocumentStoreGap.
 */
export function documentStoreContract(
  name: string,
  factory: () => Promise<{ store: DocumentStore; cleanup?: () => Promise<void>; lacks?: DocumentStoreGaps }>,
): void {
  describe(`DocumentStore contract: ${name}`, () => {
    const prefix = `contract_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}_`;
    let store: DocumentStore;
    let cleanup: (() => Promise<void>) | undefined;
    let lacks: DocumentStoreGaps = {};
    let created = 0;

    /** Skips the running test (or hook's tests) when the engine lacks `gap`, printing why. */
    const skipWhenLacking = (context: Mocha.Context, gap: DocumentStoreGap, title: string) => {
      const reason = lacks[gap];
      if (!reason) return;
      console.log(`      [skipped] ${title}: ${reason}`);
      context.skip();
    };
    /** A test that needs `gap`'s behaviour. */
    const itNeeding = (gap: DocumentStoreGap, title: string, test: () => Promise<void>) =>
      it(title, async function () {
        skipWhenLacking(this, gap, title);
        await test();
      });

    const fresh = <T extends Document = Document>(): Collection<T> => store.collection<T>(`${prefix}${++created}`);
    const seeded = async (): Promise<Collection> => {
      const collection = fresh();
      for (const listing of listings) await collection.insertOne(structuredClone(listing));
      return collection;
    };
    const ourNames = async () => (await store.listCollectionNames()).filter((n) => n.startsWith(prefix));

    before(async () => {
      ({ store, cleanup, lacks = {} } = await factory());
    });

    after(async () => {
      for (const collectionName of await ourNames()) await store.collection(collectionName).drop();
      await store.close();
      await cleanup?.();
    });

    describe('insertOne, findOne and find', () => {
      it('reads back an inserted document as it was written', async () => {
        const collection = await seeded();
        expect(await collection.findOne({ _id: 'l1' })).to.deep.equal(listings[0]);
      });

      it('findOne returns null when nothing matches', async () => {
        const collection = await seeded();
        expect(await collection.findOne({ _id: 'nope' })).to.equal(null);
      });

      it('find with an empty filter returns every document', async () => {
        const collection = await seeded();
        expect(ids(await collection.find({}))).to.have.members(['l1', 'l2', 'l3', 'l4']);
      });
    });

    describe('filters', () => {
      const cases: [string, Record<string, unknown>, string[], DocumentStoreGap?][] = [
        ['equality', { status: 'draft' }, ['l3']],
        ['equality against an array element', { tags: 'coffee' }, ['l1', 'l3']],
        ['$gt and $lte', { votes: { $gt: 5, $lte: 12 } }, ['l1', 'l4']],
        ['$in on a dotted path', { 'address.city': { $in: ['Porto', 'Faro'] } }, ['l2', 'l4']],
        ['$regex with $options', { title: { $regex: '^cafe', $options: 'i' } }, ['l1', 'l3']],
        ['$regex without options is case-sensitive', { title: { $regex: '^cafe' } }, ['l3']],
        ['$elemMatch', { hours: { $elemMatch: { day: 'sat', open: { $lt: 9 } } } }, ['l4'], 'elemMatchOnFields'],
        ['a dotted path', { 'address.zip': '1200' }, ['l3']],
        ['a dotted path into array elements', { 'hours.day': 'sat' }, ['l1', 'l4']],
        ['$or', { $or: [{ votes: { $gte: 30 } }, { status: 'draft' }] }, ['l2', 'l3']],
        ['several fields (implicit and)', { status: 'live', 'address.city': 'Lisbon' }, ['l1']],
        ['null matching a missing field', { closedAt: null }, ['l1', 'l2', 'l3', 'l4']],
        ['$exists', { closedAt: { $exists: true } }, []],
        ['$size', { tags: { $size: 0 } }, ['l4']],
      ];
      for (const [label, filter, expected, gap] of cases) {
        it(label, async function () {
          if (gap) skipWhenLacking(this, gap, label);
          const collection = await seeded();
          expect(ids(await collection.find(filter))).to.have.members(expected);
          expect(await collection.countDocuments(filter)).to.equal(expected.length);
        });
      }
    });

    describe('filters on the leading field of a non-unique index', () => {
      // The embedded store narrows such a filter to the documents its index lists under the value
      // (a site's listings of every site's); every adapter must still find exactly MongoDB's matches,
      // after writes that move a document between values, in and out of transactions.
      const sites: [string, unknown][] = [
        ['a1', 'a'],
        ['a2', 'a'],
        ['n1', null],
        ['m1', undefined],
        ['ac', ['a', 'c']],
        ['o1', { key: 'a' }],
        ...Array.from({ length: 10 }, (_, i): [string, unknown] => [`b${i}`, 'b']),
      ];
      const indexed = async () => {
        const collection = fresh();
        await collection.createIndex({ site: 1, status: 1 });
        for (const [_id, site] of sites)
          await collection.insertOne(site === undefined ? { _id, status: 'live' } : { _id, site, status: 'live' });
        return collection;
      };
      const matches = async (collection: Collection, filter: Record<string, unknown>, expected: string[]) => {
        expect(ids(await collection.find(filter)), JSON.stringify(filter)).to.have.members(expected);
        expect(await collection.countDocuments(filter), JSON.stringify(filter)).to.equal(expected.length);
      };

      it('finds a value, an array element, null for a missing field, and $in of values', async () => {
        const collection = await indexed();
        await matches(collection, { site: 'a' }, ['a1', 'a2', 'ac']);
        await matches(collection, { site: 'c', status: 'live' }, ['ac']);
        await matches(collection, { site: null }, ['n1', 'm1']);
        await matches(collection, { site: { $in: ['a', null] } }, ['a1', 'a2', 'ac', 'n1', 'm1']);
        await matches(collection, { site: { $in: ['z'] } }, []);
        await matches(collection, { site: 'a', status: 'draft' }, []);
        expect(ids(await collection.find({ site: 'a' }, { sort: { _id: -1 }, limit: 2 }))).to.deep.equal(['ac', 'a2']);
      });

      it('a null leading field with $in on another field, a range and a descending sort on its second key', async () => {
        // The console's edits queue (issue 33): index { review_state: 1, position: -1 }, the edits to
        // review are those whose review_state is missing (rows from before the marks) or null, a
        // per-site moderator's are narrowed by listing_id $in, paged by position $lt, newest first.
        const collection = fresh();
        await collection.createIndex({ review_state: 1, position: -1 });
        const rows: [number, unknown, number][] = [
          [1, undefined, 7],
          [2, null, 8],
          [3, 'reviewed', 7],
          [4, 'reverted', 7],
          [5, undefined, 8],
          [6, null, 7],
          [7, undefined, 9],
          [8, 'reviewed', 8],
        ];
        for (const [position, state, listing] of rows)
          await collection.insertOne({
            _id: `e${position}`,
            listing_id: listing,
            position,
            ...(state === undefined ? {} : { review_state: state }),
          });
        const page = async (filter: Record<string, unknown>, limit = 0) =>
          ids(await collection.find(filter, { sort: { position: -1 }, limit }));
        expect(await page({ review_state: null })).to.deep.equal(['e7', 'e6', 'e5', 'e2', 'e1']);
        expect(await page({ review_state: null }, 2)).to.deep.equal(['e7', 'e6']);
        expect(await page({ review_state: null, position: { $lt: 6 } }, 2)).to.deep.equal(['e5', 'e2']);
        expect(await page({ listing_id: { $in: [7, 8] }, review_state: null })).to.deep.equal(['e6', 'e5', 'e2', 'e1']);
        expect(await page({ listing_id: { $in: [] }, review_state: null })).to.deep.equal([]);
        expect(await page({ review_state: { $in: [null, 'reverted'] } })).to.deep.equal([
          'e7',
          'e6',
          'e5',
          'e4',
          'e2',
          'e1',
        ]);
        expect(await page({ review_state: 'reviewed', listing_id: { $in: [8] } })).to.deep.equal(['e8']);
        expect(await collection.countDocuments({ review_state: null, listing_id: { $in: [7] } })).to.equal(2);
        // A mark set later moves the row out of the queue; an $unset puts it back.
        await collection.updateOne({ _id: 'e7' }, { $set: { review_state: 'reviewed' } });
        await collection.updateOne({ _id: 'e3' }, { $unset: { review_state: '' } });
        expect(await page({ review_state: null }, 3)).to.deep.equal(['e6', 'e5', 'e3']);
      });

      it('follows updates, replacements, deletes and inserts that change the value', async () => {
        const collection = await indexed();
        await collection.updateOne({ _id: 'a1' }, { $set: { site: 'b' } });
        await collection.updateOne({ _id: 'b0' }, { $set: { site: 'a' } });
        await collection.updateOne({ _id: 'a2' }, { $unset: { site: '' } });
        await collection.replaceOne({ _id: 'b1' }, { _id: 'b1', site: ['c', 'a'], status: 'live' });
        await collection.deleteOne({ _id: 'ac' });
        await collection.insertOne({ _id: 'a3', site: 'a', status: 'live' });
        await collection.updateMany({ site: 'b' }, { $set: { status: 'draft' } });
        await matches(collection, { site: 'a' }, ['b0', 'b1', 'a3']);
        await matches(collection, { site: null }, ['n1', 'm1', 'a2']);
        await matches(collection, { site: 'b', status: 'draft' }, ['a1', ...sites.slice(8).map(([id]) => id)]);
      });

      itNeeding(
        'transactions',
        'sees a unit’s own moves, keeps them on commit and drops them on rollback',
        async () => {
          const collection = await indexed();
          await store.transaction(async (tx) => {
            const inside = tx.collection(collection.name);
            await inside.insertOne({ _id: 'a4', site: 'a', status: 'live' });
            await inside.updateOne({ _id: 'a4' }, { $set: { site: 'c' } });
            await inside.updateOne({ _id: 'a1' }, { $set: { site: 'c' } });
            expect(ids(await inside.find({ site: 'c' }))).to.have.members(['a4', 'a1', 'ac']);
          });
          await matches(collection, { site: 'c' }, ['a4', 'a1', 'ac']);
          await store
            .transaction(async (tx) => {
              const inside = tx.collection(collection.name);
              await inside.updateOne({ _id: 'a4' }, { $set: { site: 'a' } });
              await inside.deleteOne({ _id: 'a2' });
              await inside.insertOne({ _id: 'a5', site: 'a', status: 'live' });
              throw new Error('abort');
            })
            .catch(() => undefined);
          await matches(collection, { site: 'a' }, ['a2', 'ac']);
          await matches(collection, { site: 'c' }, ['a4', 'a1', 'ac']);
        },
      );
    });

    describe('sort, skip, limit and projection', () => {
      it('sorts by several keys, descending and ascending', async () => {
        const collection = await seeded();
        expect(ids(await collection.find({}, { sort: { votes: -1, title: 1 } }))).to.deep.equal([
          'l2',
          'l1',
          'l4',
          'l3',
        ]);
        expect(ids(await collection.find({}, { sort: { 'address.city': 1, votes: -1 } }))).to.deep.equal([
          'l4',
          'l1',
          'l3',
          'l2',
        ]);
      });

      it('applies skip and limit after sorting', async () => {
        const collection = await seeded();
        const page = await collection.find({}, { sort: { votes: 1, _id: 1 }, skip: 1, limit: 2 });
        expect(ids(page)).to.deep.equal(['l1', 'l4']);
      });

      it('reads a limit of 0 as no limit', async () => {
        const collection = await seeded();
        expect(await collection.find({}, { limit: 0 })).to.have.length(4);
      });

      it('findOne honours sort and skip', async () => {
        const collection = await seeded();
        expect((await collection.findOne({ status: 'live' }, { sort: { votes: -1 } }))?._id).to.equal('l2');
        expect((await collection.findOne({}, { sort: { votes: -1, _id: 1 }, skip: 1 }))?._id).to.equal('l1');
      });

      it('projects included fields, dotted paths and _id', async () => {
        const collection = await seeded();
        const [doc] = await collection.find({ _id: 'l1' }, { projection: { title: 1, 'address.city': 1 } });
        expect(doc).to.deep.equal({ _id: 'l1', title: 'Cafe Aurora', address: { city: 'Lisbon' } });
        const [withoutId] = await collection.find({ _id: 'l1' }, { projection: { _id: 0, title: 1 } });
        expect(withoutId).to.deep.equal({ title: 'Cafe Aurora' });
      });

      it('projects out excluded fields', async () => {
        const collection = await seeded();
        const doc = await collection.findOne({ _id: 'l2' }, { projection: { tags: 0, address: 0, hours: 0 } });
        expect(doc).to.deep.equal({ _id: 'l2', title: 'Bakery Bloom', status: 'live', votes: 30 });
      });

      it('sorts on a field the projection leaves out', async () => {
        const collection = await seeded();
        const docs = await collection.find(
          { status: 'live' },
          { sort: { votes: 1, _id: 1 }, projection: { title: 1 } },
        );
        expect(docs.map((doc) => doc.title)).to.deep.equal(['Cafe Aurora', 'Diner Dash', 'Bakery Bloom']);
      });
    });

    describe('update operators', () => {
      const base = {
        _id: 'd',
        n: 1,
        tags: ['a', 'b'],
        items: [
          { sku: 'x', qty: 1 },
          { sku: 'y', qty: 5 },
        ],
        meta: { v: 1 },
      };
      const updatedWith = async (update: Record<string, unknown>) => {
        const collection = fresh();
        await collection.insertOne(structuredClone(base));
        const result = await collection.updateOne({ _id: 'd' }, update);
        expect(result).to.deep.equal({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        return collection.findOne({ _id: 'd' });
      };

      it('$set sets fields and creates missing dotted paths', async () => {
        const doc = await updatedWith({ $set: { n: 2, 'meta.v': 3, 'meta.source.kind': 'import', extra: [1] } });
        expect(doc).to.deep.include({ n: 2, meta: { v: 3, source: { kind: 'import' } }, extra: [1] });
      });

      it('$unset removes fields', async () => {
        const doc = await updatedWith({ $unset: { n: '', 'meta.v': '' } });
        expect(doc).to.not.have.property('n');
        expect(doc?.meta).to.deep.equal({});
      });

      it('$inc adds to a number and starts a missing field at the increment', async () => {
        expect(await updatedWith({ $inc: { n: 4, missing: -2 } })).to.deep.include({ n: 5, missing: -2 });
      });

      it('$inc on a field that is not a number is refused, and nothing of the update is applied', async () => {
        const collection = fresh();
        await collection.insertOne({ _id: 'a', n: 1, label: 'text' });
        const refused = await collection
          .updateOne({ _id: 'a' }, { $inc: { n: 1, label: 1 } })
          .catch((error: unknown) => error);
        expect(refused).to.be.instanceOf(Error);
        expect(await collection.findOne({ _id: 'a' })).to.deep.equal({ _id: 'a', n: 1, label: 'text' });
      });

      // The shared limits count with concurrent $inc upserts from several processes: none may be lost.
      itNeeding('atomicUpdates', 'concurrent $inc updates of one document all count', async () => {
        const collection = fresh();
        await collection.insertOne({ _id: 'n', points: 0 });
        await Promise.all(
          Array.from({ length: 20 }, () => collection.updateOne({ _id: 'n' }, { $inc: { points: 1 } })),
        );
        expect((await collection.findOne({ _id: 'n' }))?.points).to.equal(20);
      });

      it('$push appends, and creates the array when missing', async () => {
        expect(await updatedWith({ $push: { tags: 'c', fresh: 1 } })).to.deep.include({
          tags: ['a', 'b', 'c'],
          fresh: [1],
        });
      });

      itNeeding('pushSlice', '$push with $each and $slice keeps the last elements', async () => {
        const doc = await updatedWith({ $push: { tags: { $each: ['c', 'd'], $slice: -3 } } });
        expect(doc?.tags).to.deep.equal(['b', 'c', 'd']);
      });

      itNeeding('pullByCondition', '$pull removes equal values and values matching a condition', async () => {
        const doc = await updatedWith({ $pull: { tags: 'a', items: { qty: { $gte: 5 } } } });
        expect(doc).to.deep.include({ tags: ['b'], items: [{ sku: 'x', qty: 1 }] });
      });

      it('$addToSet adds only missing values, with $each', async () => {
        const doc = await updatedWith({ $addToSet: { tags: { $each: ['b', 'c', 'c'] } } });
        expect(doc?.tags).to.deep.equal(['a', 'b', 'c']);
      });

      it('$max and $min replace only when the new value is beyond the current one', async () => {
        const doc = await updatedWith({ $max: { n: 10, 'meta.v': 0 }, $min: { low: 3 } });
        expect(doc).to.deep.include({ n: 10, meta: { v: 1 }, low: 3 });
        const lowered = await updatedWith({ $min: { n: -1 } });
        expect(lowered?.n).to.equal(-1);
      });

      it('$rename moves a field, dotted paths included', async () => {
        const doc = await updatedWith({ $rename: { n: 'count', 'meta.v': 'meta.version' } });
        expect(doc).to.not.have.property('n');
        expect(doc).to.deep.include({ count: 1, meta: { version: 1 } });
      });

      it('applies several operators at once and ignores $setOnInsert on a match', async () => {
        const doc = await updatedWith({ $set: { title: 'T' }, $inc: { n: 1 }, $setOnInsert: { createdAt: 'x' } });
        expect(doc).to.deep.include({ title: 'T', n: 2 });
        expect(doc).to.not.have.property('createdAt');
      });

      it('accepts a $set of the unchanged _id and rejects changing it', async () => {
        const collection = fresh();
        await collection.insertOne({ _id: 'k', n: 1 });
        expect(await collection.updateOne({ _id: 'k' }, { $set: { _id: 'k', n: 2 } })).to.deep.include({
          modifiedCount: 1,
        });
        await expectRejected(collection.updateOne({ _id: 'k' }, { $set: { _id: 'other' } }));
        expect(await collection.findOne({ _id: 'k' })).to.deep.equal({ _id: 'k', n: 2 });
      });

      it('rejects an update without operators', async () => {
        const collection = fresh();
        await collection.insertOne({ _id: 'k', n: 1 });
        await expectRejected(collection.updateOne({ _id: 'k' }, { n: 2 }));
        expect(await collection.findOne({ _id: 'k' })).to.deep.equal({ _id: 'k', n: 1 });
      });

      it('updateMany updates every match, updateOne only the first', async () => {
        const collection = await seeded();
        expect(await collection.updateMany({ status: 'live' }, { $set: { featured: true } })).to.deep.equal({
          matchedCount: 3,
          modifiedCount: 3,
          upsertedId: null,
        });
        expect(ids(await collection.find({ featured: true }))).to.have.members(['l1', 'l2', 'l4']);
        expect(await collection.updateOne({ tags: 'coffee' }, { $inc: { votes: 1 } })).to.deep.include({
          matchedCount: 1,
        });
        expect(await collection.countDocuments({ votes: { $in: [13, 6] } })).to.equal(1);
      });
    });

    describe('upsert', () => {
      it('inserts from the filter equality fields, the update and $setOnInsert, with the filter _id', async () => {
        const collection = fresh();
        const inserted = await collection.updateOne(
          { _id: 'u1', status: 'live' },
          { $inc: { votes: 1 }, $setOnInsert: { createdAt: '2024-01-01T00:00:00.000Z' } },
          { upsert: true },
        );
        expect(inserted).to.deep.equal({ matchedCount: 0, modifiedCount: 0, upsertedId: 'u1' });
        const expected = { _id: 'u1', status: 'live', votes: 1, createdAt: '2024-01-01T00:00:00.000Z' };
        expect(await collection.findOne({ _id: 'u1' })).to.deep.equal(expected);

        const matched = await collection.updateOne(
          { _id: 'u1', status: 'live' },
          { $inc: { votes: 1 }, $setOnInsert: { createdAt: '2030-01-01T00:00:00.000Z' } },
          { upsert: true },
        );
        expect(matched).to.deep.equal({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await collection.findOne({ _id: 'u1' })).to.deep.equal({ ...expected, votes: 2 });
      });

      itNeeding(
        'upsertFromAndEquality',
        'generates a string _id, nests dotted equality fields and skips operator conditions',
        async () => {
          const collection = fresh();
          const { upsertedId } = await collection.updateOne(
            { slug: 'new-place', 'address.city': 'Lisbon', votes: { $gt: 100 }, $and: [{ kind: { $eq: 'cafe' } }] },
            { $set: { title: 'New place' } },
            { upsert: true },
          );
          expect(upsertedId).to.be.a('string').and.not.empty;
          expect(await collection.findOne({ _id: upsertedId })).to.deep.equal({
            _id: upsertedId,
            slug: 'new-place',
            address: { city: 'Lisbon' },
            kind: 'cafe',
            title: 'New place',
          });
        },
      );

      it('takes the _id from $set when the filter has none', async () => {
        const collection = fresh();
        const result = await collection.updateOne({ slug: 's' }, { $set: { _id: 'chosen', n: 1 } }, { upsert: true });
        expect(result.upsertedId).to.equal('chosen');
        expect(await collection.findOne({ slug: 's' })).to.deep.equal({ _id: 'chosen', slug: 's', n: 1 });
      });

      it('takes the _id from $setOnInsert when the filter has none', async () => {
        const collection = fresh();
        const result = await collection.updateOne(
          { slug: 's' },
          { $set: { n: 1 }, $setOnInsert: { _id: 'chosen' } },
          { upsert: true },
        );
        expect(result.upsertedId).to.equal('chosen');
        expect(await collection.findOne({ slug: 's' })).to.deep.equal({ _id: 'chosen', slug: 's', n: 1 });
      });

      it('updateMany with upsert inserts one document when nothing matches', async () => {
        const collection = fresh();
        const result = await collection.updateMany({ group: 'g' }, { $set: { seen: true } }, { upsert: true });
        expect(result.matchedCount).to.equal(0);
        expect(result.upsertedId).to.be.a('string');
        expect(await collection.find({})).to.deep.equal([{ _id: result.upsertedId, group: 'g', seen: true }]);
      });

      it('does nothing without upsert when nothing matches', async () => {
        const collection = fresh();
        expect(await collection.updateOne({ _id: 'x' }, { $set: { a: 1 } })).to.deep.equal({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedId: null,
        });
        expect(await collection.updateMany({}, { $set: { a: 1 } })).to.deep.equal({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedId: null,
        });
        expect(await collection.countDocuments()).to.equal(0);
      });
    });

    describe('modifiedCount', () => {
      it('is 0 when the update changes nothing', async () => {
        const collection = await seeded();
        const noOps = [
          { $set: { status: 'live', 'address.city': 'Lisbon' } },
          { $addToSet: { tags: 'coffee' } },
          { $pull: { tags: 'absent' } },
          { $max: { votes: 1 } },
          { $unset: { absent: '' } },
          { $setOnInsert: { createdAt: 'x' } },
        ];
        for (const update of noOps) {
          expect(await collection.updateOne({ _id: 'l1' }, update), JSON.stringify(update)).to.deep.equal({
            matchedCount: 1,
            modifiedCount: 0,
            upsertedId: null,
          });
        }
        expect(await collection.findOne({ _id: 'l1' })).to.deep.equal(listings[0]);
      });

      it('counts only the documents that changed', async () => {
        const collection = await seeded();
        expect(await collection.updateMany({ status: 'live' }, { $set: { votes: 12 } })).to.deep.equal({
          matchedCount: 3,
          modifiedCount: 1,
          upsertedId: null,
        });
      });
    });

    describe('replaceOne', () => {
      it('replaces the whole document and keeps its _id', async () => {
        const collection = await seeded();
        const result = await collection.replaceOne({ title: 'Cafe Aurora' }, { _id: 'l1', title: 'Aurora', votes: 1 });
        expect(result).to.deep.equal({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await collection.findOne({ _id: 'l1' })).to.deep.equal({ _id: 'l1', title: 'Aurora', votes: 1 });
      });

      it('reports modifiedCount 0 for an identical replacement', async () => {
        const collection = await seeded();
        expect(await collection.replaceOne({ _id: 'l2' }, structuredClone(listings[1]))).to.deep.equal({
          matchedCount: 1,
          modifiedCount: 0,
          upsertedId: null,
        });
      });

      it('rejects a replacement that changes _id', async () => {
        const collection = await seeded();
        await expectRejected(collection.replaceOne({ _id: 'l1' }, { _id: 'other', title: 'x' }));
        expect(await collection.findOne({ _id: 'l1' })).to.deep.equal(listings[0]);
        expect(await collection.findOne({ _id: 'other' })).to.equal(null);
      });

      it('upserts with the filter _id, or does nothing without upsert', async () => {
        const collection = fresh();
        expect(await collection.replaceOne({ _id: 'r1' }, { _id: 'r1', n: 1 })).to.deep.include({
          matchedCount: 0,
          upsertedId: null,
        });
        expect(await collection.countDocuments()).to.equal(0);
        expect(await collection.replaceOne({ _id: 'r1' }, { _id: 'r1', n: 1 }, { upsert: true })).to.deep.equal({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedId: 'r1',
        });
        expect(await collection.findOne({ _id: 'r1' })).to.deep.equal({ _id: 'r1', n: 1 });
      });
    });

    describe('deleteOne, deleteMany and countDocuments', () => {
      it('deleteOne removes a single match, deleteMany every match', async () => {
        const collection = await seeded();
        expect(await collection.deleteOne({ status: 'live' })).to.deep.equal({ deletedCount: 1 });
        expect(await collection.countDocuments({ status: 'live' })).to.equal(2);
        expect(await collection.deleteMany({ status: 'live' })).to.deep.equal({ deletedCount: 2 });
        expect(await collection.deleteOne({ status: 'live' })).to.deep.equal({ deletedCount: 0 });
        expect(ids(await collection.find({}))).to.deep.equal(['l3']);
      });

      it('countDocuments counts all documents or the matches of a filter', async () => {
        const collection = await seeded();
        expect(await collection.countDocuments()).to.equal(4);
        expect(await collection.countDocuments({ tags: 'coffee' })).to.equal(2);
        expect(await fresh().countDocuments()).to.equal(0);
      });
    });

    describe('duplicate keys and unique indexes', () => {
      it('createIndex returns MongoDB-style names and is idempotent', async () => {
        const collection = fresh();
        expect(await collection.createIndex({ slug: 1 }, { unique: true })).to.equal('slug_1');
        expect(await collection.createIndex({ slug: 1 }, { unique: true })).to.equal('slug_1');
        expect(await collection.createIndex({ status: 1, votes: -1 })).to.equal('status_1_votes_-1');
        expect(await collection.createIndex({ city: 1 }, { name: 'by_city' })).to.equal('by_city');
      });

      it('insertOne rejects an existing _id and writes nothing', async () => {
        const collection = await seeded();
        await expectDuplicateKey(collection.insertOne({ _id: 'l1', title: 'Impostor' }));
        expect(await collection.countDocuments()).to.equal(4);
        expect(await collection.findOne({ _id: 'l1' })).to.deep.equal(listings[0]);
      });

      it('insertOne rejects a taken unique value and writes nothing', async () => {
        const collection = fresh();
        await collection.createIndex({ slug: 1 }, { unique: true });
        await collection.insertOne({ _id: 'a', slug: 'x' });
        await expectDuplicateKey(collection.insertOne({ _id: 'b', slug: 'x' }));
        expect(ids(await collection.find({}))).to.deep.equal(['a']);
      });

      it('an upsert that matches nothing but names a taken _id is refused, and the document stays', async () => {
        const collection = fresh();
        await collection.insertOne({ _id: 'a', n: 1 });
        await expectDuplicateKey(collection.updateOne({ _id: 'a', n: 2 }, { $set: { m: 1 } }, { upsert: true }));
        await expectDuplicateKey(collection.replaceOne({ _id: 'a', n: 2 }, { _id: 'a', n: 3 }, { upsert: true }));
        expect(await collection.find({})).to.deep.equal([{ _id: 'a', n: 1 }]);
      });

      itNeeding('duplicateKeyValue', 'a duplicate key error names the fields and values taken', async () => {
        const collection = fresh();
        await collection.createIndex({ slug: 1 }, { unique: true });
        await collection.createIndex({ owner: 1, name: 1 }, { unique: true });
        await collection.insertOne({ _id: 'a', slug: 'x', owner: 'o1', name: 'n' });
        expect((await expectDuplicateKey(collection.insertOne({ _id: 'a' }))).key).to.deep.equal({ _id: 'a' });
        const single = await expectDuplicateKey(collection.insertOne({ _id: 'b', slug: 'x' }));
        expect(single.key).to.deep.equal({ slug: 'x' });
        const compound = await expectDuplicateKey(
          collection.insertOne({ _id: 'c', slug: 'y', owner: 'o1', name: 'n' }),
        );
        expect(compound.key).to.deep.equal({ owner: 'o1', name: 'n' });
      });

      itNeeding(
        'uniqueOnUpdate',
        'updateOne, upsert and replaceOne reject a taken unique value and write nothing',
        async () => {
          const collection = fresh();
          await collection.createIndex({ slug: 1 }, { unique: true });
          await collection.insertOne({ _id: 'a', slug: 'x' });
          await collection.insertOne({ _id: 'b', slug: 'y' });
          await expectDuplicateKey(collection.updateOne({ _id: 'b' }, { $set: { slug: 'x', n: 1 } }));
          await expectDuplicateKey(collection.updateOne({ _id: 'c' }, { $set: { slug: 'x' } }, { upsert: true }));
          await expectDuplicateKey(collection.replaceOne({ _id: 'b' }, { _id: 'b', slug: 'x' }));
          expect(await collection.find({}, { sort: { _id: 1 } })).to.deep.equal([
            { _id: 'a', slug: 'x' },
            { _id: 'b', slug: 'y' },
          ]);
        },
      );

      itNeeding(
        'uniqueOnUpdate',
        'updateMany stops at the document that would collide, keeping the ones updated before',
        async () => {
          const collection = fresh();
          await collection.createIndex({ slug: 1 }, { unique: true });
          for (const _id of ['a', 'b', 'c']) await collection.insertOne({ _id, slug: _id });
          await expectDuplicateKey(collection.updateMany({}, { $set: { slug: 'same' } }));
          expect(await collection.countDocuments({ slug: 'same' })).to.equal(1);
          expect(await collection.countDocuments()).to.equal(3);
        },
      );

      it('lets a document keep its own value and frees values on update and delete', async () => {
        const collection = fresh();
        await collection.createIndex({ slug: 1 }, { unique: true });
        await collection.insertOne({ _id: 'a', slug: 'x' });
        await collection.insertOne({ _id: 'b', slug: 'y' });
        await collection.updateOne({ _id: 'a' }, { $set: { slug: 'x', n: 1 } });
        await collection.updateOne({ _id: 'a' }, { $set: { slug: 'z' } });
        await collection.insertOne({ _id: 'c', slug: 'x' });
        await collection.deleteOne({ _id: 'b' });
        await collection.insertOne({ _id: 'd', slug: 'y' });
        expect(await collection.countDocuments()).to.equal(3);
      });

      it('compound unique indexes reject only the same combination', async () => {
        const collection = fresh();
        await collection.createIndex({ owner: 1, slug: 1 }, { unique: true });
        await collection.insertOne({ _id: 'a', owner: 'o1', slug: 'x' });
        await collection.insertOne({ _id: 'b', owner: 'o2', slug: 'x' });
        await expectDuplicateKey(collection.insertOne({ _id: 'c', owner: 'o1', slug: 'x' }));
      });

      itNeeding(
        'uniqueMissingAsNull',
        'indexes a missing field as null, so a unique index allows one document without it',
        async () => {
          const collection = fresh();
          await collection.createIndex({ slug: 1 }, { unique: true });
          await collection.insertOne({ _id: 'a' });
          await expectDuplicateKey(collection.insertOne({ _id: 'b' }));
          await expectDuplicateKey(collection.insertOne({ _id: 'c', slug: null }));
        },
      );

      itNeeding(
        'uniqueIndexOverDuplicates',
        'a unique index over existing duplicates is rejected and not created',
        async () => {
          const collection = fresh();
          await collection.insertOne({ _id: 'a', slug: 'x' });
          await collection.insertOne({ _id: 'b', slug: 'x' });
          await expectDuplicateKey(collection.createIndex({ slug: 1 }, { unique: true }));
          await collection.insertOne({ _id: 'c', slug: 'x' });
          expect(await collection.countDocuments({ slug: 'x' })).to.equal(3);
        },
      );
    });

    describe('bulkWrite', () => {
      it('runs every kind of operation in order and totals the results', async () => {
        const collection = await seeded();
        const result = await collection.bulkWrite([
          { insertOne: { document: { ...structuredClone(listings[0]), _id: 'l5', title: 'Fifth' } } },
          { updateOne: { filter: { _id: 'l5' }, update: { $set: { votes: 99 } } } },
          { updateOne: { filter: { _id: 'l6' }, update: { $set: { title: 'Sixth' } }, upsert: true } },
          { updateMany: { filter: { status: 'live' }, update: { $set: { status: 'closed' } } } },
          { replaceOne: { filter: { _id: 'l3' }, replacement: { ...structuredClone(listings[2]), votes: 6 } } },
          { deleteOne: { filter: { _id: 'l2' } } },
          { deleteMany: { filter: { status: 'closed', votes: 12 } } },
        ]);
        expect(result).to.deep.equal({
          insertedCount: 1,
          matchedCount: 6,
          modifiedCount: 6,
          deletedCount: 3,
          upsertedCount: 1,
        });
        expect(ids(await collection.find({}, { sort: { _id: 1 } }))).to.deep.equal(['l3', 'l5', 'l6']);
        expect((await collection.findOne({ _id: 'l5' }))?.votes).to.equal(99);
        expect((await collection.findOne({ _id: 'l3' }))?.votes).to.equal(6);
      });

      it('stops at the first failure and keeps the writes before it', async () => {
        const collection = fresh();
        await expectDuplicateKey(
          collection.bulkWrite([
            { insertOne: { document: { _id: 'a' } } },
            { updateOne: { filter: { _id: 'a' }, update: { $set: { n: 1 } } } },
            { insertOne: { document: { _id: 'a' } } },
            { insertOne: { document: { _id: 'c' } } },
          ]),
        );
        expect(await collection.find({})).to.deep.equal([{ _id: 'a', n: 1 }]);
      });

      it('rejects an empty batch', async () => {
        await expectRejected(fresh().bulkWrite([]));
      });
    });

    describe('isolation: documents are copied in and out', () => {
      it('mutating an inserted document or its update values does not change the stored one', async () => {
        const collection = fresh();
        const doc = { _id: 'a', nested: { list: [1] } };
        await collection.insertOne(doc);
        doc.nested.list.push(2);
        const pushed = { kind: 'x' };
        const set = { deep: ['y'] };
        await collection.updateOne({ _id: 'a' }, { $push: { events: pushed }, $set: { set } });
        pushed.kind = 'changed';
        set.deep.push('z');
        expect(await collection.findOne({ _id: 'a' })).to.deep.equal({
          _id: 'a',
          nested: { list: [1] },
          events: [{ kind: 'x' }],
          set: { deep: ['y'] },
        });
      });

      it('mutating what find and findOne return does not change the stored document', async () => {
        const collection = await seeded();
        const one = (await collection.findOne({ _id: 'l1' })) as Listing;
        one.tags.push('mutated');
        one.address.city = 'Mutated';
        const [found] = (await collection.find({ _id: 'l1' }, { projection: { hours: 1 } })) as Listing[];
        found.hours[0].open = 0;
        expect(await collection.findOne({ _id: 'l1' })).to.deep.equal(listings[0]);
      });
    });

    describe('transaction: all of a unit of work or none of it', () => {
      before(function () {
        skipWhenLacking(this, 'transactions', 'transaction tests');
      });

      it('commits every write of the unit together, and the unit reads its own writes', async () => {
        const items = await seeded();
        const other = fresh();
        const result = await store.transaction(async (tx) => {
          const inside = tx.collection(items.name);
          await inside.updateOne({ _id: 'l1' }, { $inc: { votes: 1 } });
          await inside.insertOne({ _id: 'l5', title: 'New', status: 'live', votes: 0 });
          await inside.deleteOne({ _id: 'l3' });
          await tx.collection(other.name).updateOne({ _id: 'checkpoint' }, { $set: { position: 7 } }, { upsert: true });
          expect((await inside.findOne({ _id: 'l1' }))?.votes).to.equal(13);
          expect(await inside.countDocuments({})).to.equal(4);
          return 'done';
        });
        expect(result).to.equal('done');
        expect((await items.findOne({ _id: 'l1' }))?.votes).to.equal(13);
        expect(ids(await items.find({}, { sort: { _id: 1 } }))).to.deep.equal(['l1', 'l2', 'l4', 'l5']);
        expect(await other.findOne({ _id: 'checkpoint' })).to.deep.equal({ _id: 'checkpoint', position: 7 });
      });

      it('keeps none of the writes of a unit that throws, and rethrows', async () => {
        const items = await seeded();
        await items.createIndex({ title: 1 }, { unique: true });
        const other = fresh();
        await other.insertOne({ _id: 'checkpoint', position: 3 });
        const before = await items.find({});
        const failure = new Error('crash before the checkpoint');
        const caught = await store
          .transaction(async (tx) => {
            const inside = tx.collection(items.name);
            await inside.updateOne({ _id: 'l1' }, { $inc: { votes: 1 }, $push: { tags: 'x' } });
            await inside.replaceOne({ _id: 'l2' }, { _id: 'l2', title: 'Renamed', status: 'gone', votes: 0 });
            await inside.insertOne({ _id: 'l5', title: 'Taken', status: 'live', votes: 0 });
            await inside.deleteOne({ _id: 'l3' });
            await inside.insertOne({ _id: 'l3', title: 'Again', status: 'live', votes: 0 });
            await tx.collection(other.name).updateOne({ _id: 'checkpoint' }, { $set: { position: 9 } });
            await tx.collection(fresh().name).insertOne({ _id: 'a' });
            throw failure;
          })
          .catch((error: unknown) => error);
        expect(caught).to.equal(failure);
        expect(await items.find({})).to.deep.equal(before);
        expect(await other.findOne({ _id: 'checkpoint' })).to.deep.equal({ _id: 'checkpoint', position: 3 });
        // The unique values the unit took are free again, the ones it released are held again.
        await items.insertOne({ _id: 'l6', title: 'Taken' });
        await expectDuplicateKey(items.insertOne({ _id: 'l7', title: 'Bakery Bloom' }));
        await expectDuplicateKey(items.insertOne({ _id: 'l8', title: 'cafe central' }));
      });

      it('a transaction opened on the unit joins it', async () => {
        const items = fresh();
        await store
          .transaction(async (tx) => {
            await tx.transaction(async (inner) => inner.collection(items.name).insertOne({ _id: 'a' }));
            throw new Error('abort');
          })
          .catch(() => undefined);
        expect(await items.countDocuments()).to.equal(0);
      });

      it('refuses writes through the unit once it has ended', async () => {
        const items = fresh();
        let unit: DocumentStore | undefined;
        await store.transaction(async (tx) => {
          unit = tx;
          await tx.collection(items.name).insertOne({ _id: 'a' });
        });
        await expectRejected(unit!.collection(items.name).insertOne({ _id: 'b' }));
        expect(ids(await items.find({}))).to.deep.equal(['a']);
      });
    });

    describe('drop and listCollectionNames', () => {
      it('lists collections created by an insert or createIndex, not ones only read', async () => {
        const inserted = fresh();
        await inserted.insertOne({ _id: 'a' });
        const indexed = fresh();
        await indexed.createIndex({ slug: 1 });
        const readOnly = fresh();
        await readOnly.find({});
        const names = await ourNames();
        expect(names).to.include.members([inserted.name, indexed.name]);
        expect(names).to.not.include(readOnly.name);
      });

      it('keeps listing a collection emptied by deleteMany', async () => {
        const collection = await seeded();
        await collection.deleteMany({});
        expect(await ourNames()).to.include(collection.name);
      });

      it('drop removes the documents, the indexes and the collection', async () => {
        const collection = fresh();
        await collection.createIndex({ slug: 1 }, { unique: true });
        await collection.insertOne({ _id: 'a', slug: 'x' });
        await collection.drop();
        expect(await collection.countDocuments()).to.equal(0);
        expect(await ourNames()).to.not.include(collection.name);
        await collection.insertOne({ _id: 'b', slug: 'x' });
        await collection.insertOne({ _id: 'c', slug: 'x' });
        expect(await collection.countDocuments()).to.equal(2);
      });

      it('dropping a collection that does not exist succeeds', async () => {
        await fresh().drop();
      });
    });
  });
}
