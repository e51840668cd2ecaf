import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../event-store/sqlite-event-store.ts';
import { MingoDocumentStore } from '../document-store/mingo-document-store.ts';
import type { DocumentStore } from '../document-store/document-store.ts';
import type { EventStore } from '../event-store/event-store.ts';
import { silentLogger } from '../observability/logger.ts';
import { defineProjection } from './projection.ts';
import { ProjectionRunner, CHECKPOINTS_COLLECTION } from './runner.ts';

/**
 * A deliberately non-idempotent projection ($inc, $push): only the runner's checkpoint keeps a
 * redelivered event from counting twice, which is what these tests check.
 */
type VoteEvent = { type: 'Voted'; data: { listing: string } } | { type: 'Unvoted'; data: { listing: string } };
const votes = defineProjection<VoteEvent>({
  name: 'votes',
  collections: ['vote_totals'],
  eventTypes: ['Voted'],
  async apply(event, documents) {
    const { listing } = event.data;
    await documents
      .collection('vote_totals')
      .updateOne(
        { _id: listing },
        { $inc: { votes: 1 }, $push: { voters: event.metadata.actor.id } },
        { upsert: true },
      );
  },
});

const meta = (who: string) => ({
  actor: { kind: 'user' as const, id: who },
  at: '2026-11-22T10:00:00.000Z',
  cause: 'test',
});
const vote = (listing: string, who: string) => ({
  id: randomUUID(),
  type: 'Voted',
  data: { listing },
  metadata: meta(who),
});
const snapshot = async (documents: DocumentStore) => documents.collection('vote_totals').find({}, { sort: { _id: 1 } });

describe('projection runner', () => {
  let dir: string;
  let events: EventStore;
  let documents: DocumentStore;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'projections-'));
    events = new SqliteEventStore(path.join(dir, 'events.db'));
    documents = new MingoDocumentStore(path.join(dir, 'read.db'));
  });
  afterEach(async () => {
    await events.close();
    await documents.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies live events and reports its position for read-your-writes', async () => {
    const runner = new ProjectionRunner(events, documents, [votes], silentLogger);
    await runner.start();
    const { position } = await events.appendToStream('listing-a', [vote('a', 'u1'), vote('a', 'u2')]);
    expect(await runner.waitForPosition(position, 2000)).to.equal(true);
    expect(await snapshot(documents)).to.deep.equal([{ _id: 'a', votes: 2, voters: ['u1', 'u2'] }]);
    expect(await runner.waitForPosition(position + 10, 50)).to.equal(false);
    await runner.stop();
  });

  it('delivering every event twice gives the same read models as once', async () => {
    await events.appendToStream('listing-a', [vote('a', 'u1'), vote('a', 'u2')]);
    await events.appendToStream('listing-b', [vote('b', 'u1')]);
    const once = new ProjectionRunner(events, documents, [votes], silentLogger);
    for (const event of await events.readAll()) await once.deliver(votes, event);
    const expected = await snapshot(documents);

    await documents.collection('vote_totals').drop();
    await documents.collection(CHECKPOINTS_COLLECTION).drop();
    const twice = new ProjectionRunner(events, documents, [votes], silentLogger);
    for (const event of await events.readAll()) {
      await twice.deliver(votes, event);
      await twice.deliver(votes, event);
    }
    expect(await snapshot(documents)).to.deep.equal(expected);
    expect(expected).to.deep.equal([
      { _id: 'a', votes: 2, voters: ['u1', 'u2'] },
      { _id: 'b', votes: 1, voters: ['u1'] },
    ]);
  });

  it('survives a restart mid-way: resumes from its checkpoint, nothing lost, nothing applied twice', async () => {
    for (let i = 0; i < 20; i++) await events.appendToStream(`listing-${i % 3}`, [vote(String(i % 3), `u${i}`)]);
    const first = new ProjectionRunner(events, documents, [votes], silentLogger);
    // Stop after part of the log, as a crash would.
    for (const event of (await events.readAll()).slice(0, 7)) await first.deliver(votes, event);
    await documents.close();

    documents = new MingoDocumentStore(path.join(dir, 'read.db'));
    const second = new ProjectionRunner(events, documents, [votes], silentLogger);
    await second.start();
    await second.caughtUp();
    const total = (await snapshot(documents)).reduce((sum, doc) => sum + (doc.votes as number), 0);
    expect(total).to.equal(20);
    expect(await snapshot(documents)).to.deep.equal([
      { _id: '0', votes: 7, voters: ['u0', 'u3', 'u6', 'u9', 'u12', 'u15', 'u18'] },
      { _id: '1', votes: 7, voters: ['u1', 'u4', 'u7', 'u10', 'u13', 'u16', 'u19'] },
      { _id: '2', votes: 6, voters: ['u2', 'u5', 'u8', 'u11', 'u14', 'u17'] },
    ]);
    await second.stop();
  });

  it('a rebuild from zero yields read models identical to the live ones', async () => {
    const runner = new ProjectionRunner(events, documents, [votes], silentLogger);
    await runner.start();
    for (let i = 0; i < 30; i++) await events.appendToStream(`listing-${i % 4}`, [vote(String(i % 4), `u${i}`)]);
    await runner.caughtUp();
    const live = await snapshot(documents);
    await documents.collection('vote_totals').updateOne({ _id: '0' }, { $set: { votes: -1 } }); // drift a rebuild must repair
    await runner.rebuild();
    expect(await snapshot(documents)).to.deep.equal(live);
    await runner.stop();
  });

  // What makes a typed projection sound: `apply` takes RecordedEvent<E> of the types in `eventTypes`,
  // because the runner hands it no other event (live, catching up, or delivered by hand).
  it('hands a projection only the events of its eventTypes, and moves its checkpoint past the others', async () => {
    const seen: string[] = [];
    const shelved = defineProjection<{ type: 'BookShelved'; data: { isbn: string } }>({
      name: 'shelved',
      collections: [],
      eventTypes: ['BookShelved'],
      async apply(event) {
        seen.push(`${event.type}:${event.data.isbn}`);
      },
    });
    const book = (isbn: string) => ({ id: randomUUID(), type: 'BookShelved', data: { isbn }, metadata: meta('u1') });
    await events.appendToStream('listing-a', [vote('a', 'u1'), book('1'), { ...vote('a', 'u2'), type: 'Unvoted' }]);
    const runner = new ProjectionRunner(events, documents, [votes, shelved], silentLogger);
    await runner.start();
    await runner.caughtUp();
    const { position } = await events.appendToStream('listing-b', [book('2'), vote('b', 'u3')]);
    expect(await runner.waitForPosition(position, 2000)).to.equal(true);
    await runner.stop();
    for (const event of await events.readAll()) await runner.deliver(shelved, event); // redelivered: skipped
    expect(seen).to.deep.equal(['BookShelved:1', 'BookShelved:2']);
    expect(await snapshot(documents)).to.deep.equal([
      { _id: 'a', votes: 1, voters: ['u1'] },
      { _id: 'b', votes: 1, voters: ['u3'] },
    ]);
    expect(runner.checkpointPositions().get('shelved:0')).to.equal(position);

    // Delivered by hand from the start (a fresh runner, checkpoints dropped), still only its own types.
    seen.length = 0;
    await documents.collection(CHECKPOINTS_COLLECTION).drop();
    const byHand = new ProjectionRunner(events, documents, [shelved], silentLogger);
    await byHand.deliverBatch(await events.readAll());
    expect(seen).to.deep.equal(['BookShelved:1', 'BookShelved:2']);
  });

  it('refuses to rebuild a projection it does not know', async () => {
    const runner = new ProjectionRunner(events, documents, [votes], silentLogger);
    let error: unknown;
    await runner.rebuild(['nope']).catch((e) => (error = e));
    expect(String(error)).to.include('nope');
  });
});
