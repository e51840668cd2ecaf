/**
 * A projection's version (`Projection.version`): a read model built by another version (its stored
 * checkpoints record none, or another) is dropped and built again from the log when the runner
 * starts, so a deployment whose projection changed its documents' shape needs no manual rebuild; a
 * start at the same version rebuilds nothing.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../event-store/sqlite-event-store.ts';
import { MingoDocumentStore } from '../document-store/mingo-document-store.ts';
import { silentLogger } from '../observability/logger.ts';
import { defineProjection, type Projection } from './projection.ts';
import { CHECKPOINTS_COLLECTION, ProjectionRunner } from './runner.ts';

type Named = { type: 'Named'; data: { id: string; name: string } };
let applied = 0;
/** Version 1 keeps the name; version 2 its length too (a field every row needs). */
const names = (version?: number) =>
  defineProjection<Named>({
    name: 'names',
    collections: ['names'],
    eventTypes: ['Named'],
    ...(version === undefined ? {} : { version }),
    async apply(event, documents) {
      applied++;
      const { id, name } = event.data;
      await documents
        .collection('names')
        .replaceOne({ _id: id }, { _id: id, name, ...(version ? { length: name.length } : {}) }, { upsert: true });
    },
  });

describe('projection runner: a projection version rebuilds its read model at start', () => {
  const named = (id: string, name: string) => ({
    id: randomUUID(),
    type: 'Named',
    data: { id, name },
    metadata: { actor: { kind: 'user' as const, id: 'u' }, at: '2026-11-26T10:00:00.000Z', cause: 'test' },
  });

  it('drops the old shape and builds it again from the log, once', async () => {
    const events = new SqliteEventStore(':memory:');
    const documents = new MingoDocumentStore();
    await events.appendToStream('n-1', [named('a', 'Ada'), named('b', 'Bob')]);
    const start = async (projection: Projection) => {
      const runner = new ProjectionRunner(events, documents, [projection], silentLogger);
      await runner.start();
      await runner.caughtUp();
      await runner.stop();
    };
    await start(names()); // before the change: no version
    // A document the new version never writes: gone after the rebuild.
    await documents.collection('names').insertOne({ _id: 'stale', name: 'left over' });
    expect(await documents.collection('names').findOne({ _id: 'a' })).to.deep.equal({ _id: 'a', name: 'Ada' });

    applied = 0;
    await start(names(2));
    expect(applied, 'every event again').to.equal(2);
    expect(await documents.collection('names').find({}, { sort: { _id: 1 } })).to.deep.equal([
      { _id: 'a', name: 'Ada', length: 3 },
      { _id: 'b', name: 'Bob', length: 3 },
    ]);
    expect(await documents.collection(CHECKPOINTS_COLLECTION).findOne({ _id: 'names:0' })).to.include({ version: 2 });

    applied = 0;
    await events.appendToStream('n-2', [named('c', 'Cy')]);
    await start(names(2));
    expect(applied, 'the same version: only the new event').to.equal(1);
    expect(await documents.collection('names').countDocuments({})).to.equal(3);
    await events.close();
  });
});
