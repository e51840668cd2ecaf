import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import Database from 'libsql';
import { documentStoreContract } from './document-store.contract.ts';
import { DuplicateKeyError } from './document-store.ts';
import { MingoDocumentStore } from './mingo-document-store.ts';

/** A temp directory for one store file; `remove` deletes it with the SQLite WAL files. */
function tempFile(): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'document-store-'));
  return { path: join(dir, 'store.db'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

documentStoreContract('MingoDocumentStore in memory', async () => ({ store: new MingoDocumentStore() }));

documentStoreContract('MingoDocumentStore on a SQLite file', async () => {
  const file = tempFile();
  return { store: new MingoDocumentStore(file.path), cleanup: async () => file.remove() };
});

describe('MingoDocumentStore on a SQLite file, reopened', () => {
  let file: ReturnType<typeof tempFile>;

  beforeEach(() => {
    file = tempFile();
  });

  afterEach(() => {
    file.remove();
  });

  it('has the same documents, in the same natural order, and the same collections', async () => {
    const first = new MingoDocumentStore(file.path);
    const listings = first.collection('listings');
    await listings.insertOne({ _id: 'b', title: 'B', tags: ['x'], at: '2024-05-01T10:00:00.000Z' });
    await listings.insertOne({ _id: 'a', title: 'A' });
    await listings.insertOne({ _id: 'c', title: 'C' });
    await listings.updateOne({ _id: 'b' }, { $push: { tags: 'y' }, $inc: { votes: 1 } });
    await listings.deleteOne({ _id: 'c' });
    await listings.updateOne({ _id: 'd' }, { $set: { title: 'D' } }, { upsert: true });
    await first.collection('emptied').insertOne({ _id: 'x' });
    await first.collection('emptied').deleteMany({});
    await first.collection('dropped').insertOne({ _id: 'x' });
    await first.collection('dropped').drop();
    const before = await listings.find({});
    await first.close();

    const reopened = new MingoDocumentStore(file.path);
    const after = await reopened.collection('listings').find({});
    expect(after).to.deep.equal(before);
    expect(after.map(({ _id }) => _id)).to.deep.equal(['b', 'a', 'd']);
    expect(after[0]).to.deep.equal({
      _id: 'b',
      title: 'B',
      tags: ['x', 'y'],
      at: '2024-05-01T10:00:00.000Z',
      votes: 1,
    });
    expect((await reopened.listCollectionNames()).sort()).to.deep.equal(['emptied', 'listings']);
    await reopened.close();
  });

  it('keeps the unique indexes and the _id index', async () => {
    const first = new MingoDocumentStore(file.path);
    const users = first.collection('users');
    expect(await users.createIndex({ email: 1 }, { unique: true })).to.equal('email_1');
    await users.insertOne({ _id: 'u1', email: 'a@example.com' });
    await first.close();

    const reopened = new MingoDocumentStore(file.path);
    const again = reopened.collection('users');
    const duplicateEmail = await again
      .insertOne({ _id: 'u2', email: 'a@example.com' })
      .catch((error: unknown) => error);
    expect(duplicateEmail).to.be.instanceOf(DuplicateKeyError);
    const duplicateId = await again.insertOne({ _id: 'u1', email: 'b@example.com' }).catch((error: unknown) => error);
    expect(duplicateId).to.be.instanceOf(DuplicateKeyError);
    expect(await again.createIndex({ email: 1 }, { unique: true })).to.equal('email_1');
    await again.updateOne({ _id: 'u1' }, { $set: { email: 'c@example.com' } });
    await again.insertOne({ _id: 'u2', email: 'a@example.com' });
    expect(await again.countDocuments()).to.equal(2);
    await reopened.close();
  });

  it('keeps the writes of a bulkWrite that stopped on an error', async () => {
    const first = new MingoDocumentStore(file.path);
    const failed = await first
      .collection('items')
      .bulkWrite([
        { insertOne: { document: { _id: 'a' } } },
        { insertOne: { document: { _id: 'a' } } },
        { insertOne: { document: { _id: 'b' } } },
      ])
      .catch((error: unknown) => error);
    expect(failed).to.be.instanceOf(DuplicateKeyError);
    await first.close();

    const reopened = new MingoDocumentStore(file.path);
    expect(await reopened.collection('items').find({})).to.deep.equal([{ _id: 'a' }]);
    await reopened.close();
  });
});

describe('MingoDocumentStore on a SQLite file: writes outside transactions, one commit per turn', () => {
  let file: ReturnType<typeof tempFile>;
  const rows = () => {
    const reader = new Database(file.path);
    try {
      return (reader.prepare('SELECT id FROM documents ORDER BY id').all() as { id: string }[]).map((row) => row.id);
    } finally {
      reader.close();
    }
  };

  beforeEach(() => {
    file = tempFile();
  });

  afterEach(() => {
    file.remove();
  });

  it('answers a write once it is in the file, whatever else the turn wrote', async () => {
    const store = new MingoDocumentStore(file.path);
    const items = store.collection('items');
    await Promise.all(['a', 'b', 'c'].map((_id) => items.insertOne({ _id })));
    expect(rows()).to.deep.equal(['a', 'b', 'c']);
    await items.updateOne({ _id: 'a' }, { $set: { n: 1 } });
    expect(await items.findOne({ _id: 'a' })).to.deep.equal({ _id: 'a', n: 1 });
    await store.close();
  });

  it('undoes the whole turn in memory and fails each of its writes when the file refuses it', async () => {
    const store = new MingoDocumentStore(file.path);
    const items = store.collection('items');
    await items.insertOne({ _id: 'kept', n: 1 });
    // Another connection holds the write lock: the turn's commit fails (SQLITE_BUSY).
    const other = new Database(file.path);
    other.exec('BEGIN IMMEDIATE');
    const outcomes = await Promise.allSettled([
      items.insertOne({ _id: 'new' }),
      items.updateOne({ _id: 'kept' }, { $inc: { n: 1 } }),
    ]);
    other.exec('ROLLBACK');
    other.close();
    expect(outcomes.map((outcome) => outcome.status)).to.deep.equal(['rejected', 'rejected']);
    expect(await items.find({})).to.deep.equal([{ _id: 'kept', n: 1 }]);
    // The next turn goes through.
    await items.updateOne({ _id: 'kept' }, { $inc: { n: 1 } });
    expect(rows()).to.deep.equal(['kept']);
    expect(await items.findOne({ _id: 'kept' })).to.deep.equal({ _id: 'kept', n: 2 });
    await store.close();
  });

  it('lets a transaction started in the same turn wait for the turn, never mixing with it', async () => {
    const store = new MingoDocumentStore(file.path);
    const items = store.collection('items');
    const plain = items.insertOne({ _id: 'plain' });
    const inTransaction = store.transaction(async (tx) => {
      // The turn's write is already in memory and committed by the time the transaction runs.
      expect(rows()).to.deep.equal(['plain']);
      await tx.collection('items').insertOne({ _id: 'tx' });
      throw new Error('rolled back');
    });
    await plain;
    await inTransaction.catch(() => undefined);
    expect(await items.find({})).to.deep.equal([{ _id: 'plain' }]);
    expect(rows()).to.deep.equal(['plain']);
    await store.close();
  });
});

describe('MingoDocumentStore lookups through a unique index', () => {
  it('answers equality on the indexed field, following updates, deletes and other filter fields', async () => {
    const store = new MingoDocumentStore();
    const items = store.collection('items');
    await items.createIndex({ number: 1 }, { unique: true });
    await items.insertOne({ _id: 'a', number: 1, colour: 'red' });
    await items.insertOne({ _id: 'b', number: 2, colour: 'blue' });
    expect(await items.findOne({ number: 2 })).to.deep.equal({ _id: 'b', number: 2, colour: 'blue' });
    expect(await items.findOne({ number: 2, colour: 'red' })).to.equal(null);
    expect(await items.findOne({ number: '2' })).to.equal(null); // no type coercion, as in MongoDB
    await items.updateOne({ number: 2 }, { $set: { number: 3 } });
    expect(await items.findOne({ number: 2 })).to.equal(null);
    expect((await items.findOne({ number: 3 }))?._id).to.equal('b');
    await items.deleteOne({ number: 3 });
    expect(await items.countDocuments({ number: 3 })).to.equal(0);
    expect(await items.find({ number: { $gte: 1 } })).to.have.length(1);
    await store.close();
  });
});

describe('MingoDocumentStore transactions', () => {
  let file: ReturnType<typeof tempFile>;

  beforeEach(() => {
    file = tempFile();
  });

  afterEach(() => {
    file.remove();
  });

  /** Every collection's documents in natural order, as a reopened store reads them from the file. */
  const contents = async (store: MingoDocumentStore) => {
    const result: Record<string, unknown[]> = {};
    for (const name of (await store.listCollectionNames()).sort()) result[name] = await store.collection(name).find({});
    return result;
  };

  const seed = async (store: MingoDocumentStore) => {
    const items = store.collection('items');
    await items.createIndex({ code: 1 }, { unique: true });
    for (const id of ['a', 'b', 'c', 'd']) await items.insertOne({ _id: id, code: id.toUpperCase(), n: 0 });
  };

  it('a failed unit leaves memory as the file has it: same documents, same natural order, same index keys', async () => {
    const store = new MingoDocumentStore(file.path);
    await seed(store);
    const before = await contents(store);
    await store
      .transaction(async (tx) => {
        const items = tx.collection('items');
        await items.deleteOne({ _id: 'b' });
        await items.insertOne({ _id: 'b', code: 'B2' });
        await items.deleteOne({ _id: 'a' });
        await items.updateOne({ _id: 'c' }, { $inc: { n: 1 } });
        await items.insertOne({ _id: 'e', code: 'A' });
        await tx.collection('other').createIndex({ x: 1 });
        await tx.collection('items').createIndex({ n: 1 });
        throw new Error('fail');
      })
      .catch(() => undefined);
    expect(await contents(store)).to.deep.equal(before);
    const duplicate = await store
      .collection('items')
      .insertOne({ _id: 'x', code: 'A' })
      .catch((error: unknown) => error);
    expect(duplicate).to.be.instanceOf(DuplicateKeyError);
    await store.close();
    const reopened = new MingoDocumentStore(file.path);
    expect(await contents(reopened)).to.deep.equal(before);
    await reopened.close();
  });

  it('a committed unit is in the file as in memory, a document deleted and inserted again at the end', async () => {
    const store = new MingoDocumentStore(file.path);
    await seed(store);
    await store.transaction(async (tx) => {
      const items = tx.collection('items');
      await items.deleteOne({ _id: 'b' });
      await items.insertOne({ _id: 'b', code: 'B2' });
      await items.deleteOne({ _id: 'd' });
      await items.updateOne({ _id: 'a' }, { $inc: { n: 5 } });
      await tx.collection('dropped').insertOne({ _id: 'z' });
      await tx.collection('dropped').drop();
      await tx.collection('made').createIndex({ k: 1 }, { unique: true });
      await tx.collection('made').insertOne({ _id: 'm', k: 1 });
    });
    const after = await contents(store);
    expect(after.items!.map((doc) => (doc as { _id: string })._id)).to.deep.equal(['a', 'c', 'b']);
    await store.close();
    const reopened = new MingoDocumentStore(file.path);
    expect(await contents(reopened)).to.deep.equal(after);
    const duplicate = await reopened
      .collection('made')
      .insertOne({ _id: 'n', k: 1 })
      .catch((error: unknown) => error);
    expect(duplicate).to.be.instanceOf(DuplicateKeyError);
    await reopened.close();
  });

  it('a unit that drops a collection and fills it again is in the file as in memory', async () => {
    const store = new MingoDocumentStore(file.path);
    await seed(store);
    await store.transaction(async (tx) => {
      const items = tx.collection('items');
      await items.deleteOne({ _id: 'a' });
      await items.updateOne({ _id: 'b' }, { $inc: { n: 1 } });
      await items.drop();
      await items.insertOne({ _id: 'c', code: 'C2' });
      await items.insertOne({ _id: 'z', code: 'Z' });
    });
    const after = await contents(store);
    expect(after.items).to.deep.equal([
      { _id: 'c', code: 'C2' },
      { _id: 'z', code: 'Z' },
    ]);
    await store.close();
    const reopened = new MingoDocumentStore(file.path);
    expect(await contents(reopened)).to.deep.equal(after);
    await reopened.close();
  });

  it('a process that dies inside a unit leaves the file as it was before the unit', async () => {
    const store = new MingoDocumentStore(file.path);
    await seed(store);
    const before = await contents(store);
    let inside!: () => void;
    const reached = new Promise<void>((resolve) => (inside = resolve));
    void store.transaction(async (tx) => {
      await tx.collection('items').updateOne({ _id: 'a' }, { $inc: { n: 1 } });
      await tx.collection('items').insertOne({ _id: 'e', code: 'E' });
      inside();
      await new Promise(() => {}); // never resolves: the "process" stops here
    });
    await reached;
    await store.close();
    const reopened = new MingoDocumentStore(file.path);
    expect(await contents(reopened)).to.deep.equal(before);
    await reopened.close();
  });

  it('writes outside a unit wait until it ends, and units run one at a time in arrival order', async () => {
    const store = new MingoDocumentStore();
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = store.transaction(async (tx) => {
      await tx.collection('log').insertOne({ _id: '1' });
      order.push('unit 1 wrote');
      await held;
      order.push('unit 1 ends');
    });
    await new Promise((resolve) => setImmediate(resolve));
    const outside = store
      .collection('log')
      .insertOne({ _id: '2' })
      .then(() => order.push('outside write'));
    const second = store.transaction(async (tx) => {
      await tx.collection('log').insertOne({ _id: '3' });
      order.push('unit 2 wrote');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).to.deep.equal(['unit 1 wrote']);
    release();
    await Promise.all([first, outside, second]);
    expect(order).to.deep.equal(['unit 1 wrote', 'unit 1 ends', 'outside write', 'unit 2 wrote']);
    expect((await store.collection('log').find({})).map(({ _id }) => _id)).to.deep.equal(['1', '2', '3']);
  });
});

/*
 * Within one unit of work, the second and later updates of a document change the version the unit made
 * in place (catching up, one listing takes thousands of counter updates per batch). These pin what must
 * not change with it: rollback, unique index keys, what readers were handed, and refused updates.
 */
describe('MingoDocumentStore: repeated updates of one document within a unit', () => {
  let file: ReturnType<typeof tempFile>;
  const original = { _id: 'a', code: 'A', n: 0, counts: { day: { x: 1 } }, tag: 'old', s: 'text' };

  beforeEach(() => {
    file = tempFile();
  });

  afterEach(() => {
    file.remove();
  });

  const seeded = async () => {
    const store = new MingoDocumentStore(file.path);
    const items = store.collection('items');
    await items.createIndex({ code: 1 }, { unique: true });
    await items.insertOne(original);
    await items.insertOne({ _id: 'b', code: 'B' });
    return { store, items };
  };

  it('a rolled-back transaction leaves the document and its unique key as they were', async () => {
    const { store, items } = await seeded();
    await store
      .transaction(async (tx) => {
        const inTx = tx.collection('items');
        for (let i = 0; i < 3; i++) {
          await inTx.updateOne({ _id: 'a' }, { $inc: { n: 1, 'counts.day.x': 1, 'counts.week.y': 2 } });
          await inTx.updateOne({ _id: 'a' }, { $set: { tag: `t${i}`, 'counts.day.z': i }, $unset: { s: 1 } });
        }
        await inTx.updateOne({ _id: 'a' }, { $set: { code: 'A2' } });
        await inTx.updateOne({ _id: 'a' }, { $inc: { n: 10 } });
        expect(await inTx.findOne({ _id: 'a' })).to.deep.equal({
          _id: 'a',
          code: 'A2',
          n: 13,
          counts: { day: { x: 4, z: 2 }, week: { y: 6 } },
          tag: 't2',
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await items.findOne({ _id: 'a' })).to.deep.equal(original);
    expect(await items.findOne({ code: 'A' })).to.deep.equal(original);
    expect(await items.insertOne({ _id: 'x', code: 'A' }).catch((error: unknown) => error)).to.be.instanceOf(
      DuplicateKeyError,
    );
    await items.insertOne({ _id: 'y', code: 'A2' }); // the rolled-back key is free
    await store.close();
  });

  it('a committed transaction is in the file as in memory, and the unique index follows the last key', async () => {
    const { store, items } = await seeded();
    await store.transaction(async (tx) => {
      const inTx = tx.collection('items');
      await inTx.updateOne({ _id: 'a' }, { $inc: { n: 1 } });
      await inTx.updateOne({ _id: 'a' }, { $set: { code: 'A2' } });
      await inTx.updateOne({ _id: 'a' }, { $inc: { n: 1, 'counts.day.x': 1 } });
      await inTx.updateOne({ _id: 'a' }, { $set: { code: 'A3' } });
      await inTx.updateOne({ _id: 'a' }, { $inc: { n: 1 } });
    });
    const expected = { ...original, code: 'A3', n: 3, counts: { day: { x: 2 } } };
    expect(await items.findOne({ code: 'A3' })).to.deep.equal(expected);
    expect(await items.findOne({ code: 'A2' })).to.equal(null);
    expect(await items.findOne({ code: 'A' })).to.equal(null);
    expect(await items.insertOne({ _id: 'x', code: 'A3' }).catch((error: unknown) => error)).to.be.instanceOf(
      DuplicateKeyError,
    );
    await store.close();
    const reopened = new MingoDocumentStore(file.path);
    expect(await reopened.collection('items').findOne({ _id: 'a' })).to.deep.equal(expected);
    await reopened.close();
  });

  it('what a reader was handed during the unit does not change with later updates', async () => {
    const { store } = await seeded();
    await store.transaction(async (tx) => {
      const inTx = tx.collection('items');
      await inTx.updateOne({ _id: 'a' }, { $inc: { n: 1, 'counts.day.x': 1 } });
      const read = await inTx.findOne({ _id: 'a' });
      const [listed] = await inTx.find({ n: 1 });
      await inTx.updateOne({ _id: 'a' }, { $inc: { n: 1, 'counts.day.x': 1 } });
      expect(read).to.deep.equal({ ...original, n: 1, counts: { day: { x: 2 } } });
      expect(listed).to.deep.equal(read);
      // And changing what was read changes nothing stored.
      (read!.counts as { day: { x: number } }).day.x = 99;
      expect(await inTx.findOne({ _id: 'a' })).to.deep.equal({ ...original, n: 2, counts: { day: { x: 3 } } });
    });
    await store.close();
  });

  it('an update refused part-way leaves no half of it: the earlier updates of the unit stand', async () => {
    const { store, items } = await seeded();
    await store.transaction(async (tx) => {
      const inTx = tx.collection('items');
      await inTx.updateOne({ _id: 'a' }, { $inc: { n: 1 } });
      // `s` holds a string: MongoDB refuses the whole update, `n` included.
      const refused = await inTx.updateOne({ _id: 'a' }, { $inc: { n: 1, s: 1 } }).catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(Error);
      expect(await inTx.findOne({ _id: 'a' })).to.deep.equal({ ...original, n: 1 });
    });
    expect(await items.findOne({ _id: 'a' })).to.deep.equal({ ...original, n: 1 });
    await store.close();
  });

  it('the writes of one turn outside transactions are undone together when the file refuses the turn', async () => {
    const { store, items } = await seeded();
    const other = new Database(file.path);
    other.exec('BEGIN IMMEDIATE');
    const outcomes = await Promise.allSettled([
      items.updateOne({ _id: 'a' }, { $inc: { n: 1, 'counts.day.x': 1 } }),
      items.updateOne({ _id: 'a' }, { $inc: { n: 1, 'counts.day.x': 1 } }),
      items.updateOne({ _id: 'a' }, { $set: { tag: 'new' } }),
    ]);
    other.exec('ROLLBACK');
    other.close();
    expect(outcomes.map((outcome) => outcome.status)).to.deep.equal(['rejected', 'rejected', 'rejected']);
    expect(await items.findOne({ _id: 'a' })).to.deep.equal(original);
    await Promise.all([
      items.updateOne({ _id: 'a' }, { $inc: { n: 1 } }),
      items.updateOne({ _id: 'a' }, { $inc: { n: 1 } }),
    ]);
    await store.close();
    const reopened = new MingoDocumentStore(file.path);
    expect(await reopened.collection('items').findOne({ _id: 'a' })).to.deep.equal({ ...original, n: 2 });
    await reopened.close();
  });
});

describe('MingoDocumentStore upserts keep JSON values', () => {
  it('stores what a JSON round trip gives: undefined as null, a Date as its ISO string, NaN as null; nested values copied', async () => {
    const store = new MingoDocumentStore();
    const items = store.collection('items');
    const nested = { tags: ['a'], when: new Date('2026-11-23T10:00:00Z') };
    await items.updateOne(
      { _id: 'a', kind: 'k' },
      { $set: { gone: undefined, at: new Date('2026-11-23T00:00:00Z'), nested, 'deep.n': Number.NaN, plain: 1 } },
      { upsert: true },
    );
    nested.tags.push('changed');
    expect(await items.findOne({ _id: 'a' })).to.deep.equal({
      _id: 'a',
      kind: 'k',
      gone: null,
      at: '2026-11-23T00:00:00.000Z',
      nested: { tags: ['a'], when: '2026-11-23T10:00:00.000Z' },
      deep: { n: null },
      plain: 1,
    });
  });
});

describe('MingoDocumentStore inserts and replacements keep JSON values', () => {
  it('stores a private copy of plain data (undefined as null), the JSON round trip of the rest, and an own "__proto__" as a field', async () => {
    const store = new MingoDocumentStore();
    const items = store.collection('items');
    const plain = {
      _id: 'plain',
      tags: ['a'],
      nested: { n: 1, list: [{ x: true }] },
      gone: undefined,
      few: [1, undefined],
    };
    await items.insertOne(plain);
    plain.tags.push('changed');
    plain.nested.list[0]!.x = false;
    expect(await items.findOne({ _id: 'plain' })).to.deep.equal({
      _id: 'plain',
      tags: ['a'],
      nested: { n: 1, list: [{ x: true }] },
      gone: null,
      few: [1, null],
    });
    const replacement = { _id: 'plain', at: new Date('2026-11-23T00:00:00Z'), gone: undefined, zero: -0, tags: ['b'] };
    await items.replaceOne({ _id: 'plain' }, replacement);
    replacement.tags.push('changed');
    expect(await items.findOne({ _id: 'plain' })).to.deep.equal({
      _id: 'plain',
      at: '2026-11-23T00:00:00.000Z',
      gone: null,
      zero: 0,
      tags: ['b'],
    });
    await items.insertOne(JSON.parse('{"_id":"proto","__proto__":{"polluted":true}}'));
    const stored = (await items.findOne({ _id: 'proto' }))!;
    expect(Object.getPrototypeOf(stored)).to.equal(Object.prototype);
    expect(Object.keys(stored)).to.deep.equal(['_id', '__proto__']);
    expect((stored as { polluted?: boolean }).polluted).to.equal(undefined);
  });
});
