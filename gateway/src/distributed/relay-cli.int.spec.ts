/**
 * `npm run relay -- status | reset --to <position>` on the configured stores (here the embedded ones in
 * a temporary DATA_DIR): status reads the checkpoint, the head and the lease; a reset moves the
 * checkpoint, refused while a relay holds a live lease or past the log's head.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ManualClock, MingoDocumentStore, SqliteEventStore } from '@listings/shared/kernel';
import { RELAY_CHECKPOINTS_COLLECTION, RELAY_LEASES_COLLECTION } from '@listings/shared/kernel/kafka';
import { runRelayCli } from './relay-cli.ts';

describe('npm run relay: the relay checkpoint read and reset by an operator', () => {
  let dir: string;
  const topic = 'listings.events';
  const clock = new ManualClock('2026-11-26T10:00:00Z');
  beforeEach(async () => {
    clock.set('2026-11-26T10:00:00Z');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-cli-'));
    const events = new SqliteEventStore(path.join(dir, 'events.db'));
    const metadata = { actor: { kind: 'system' as const, id: 'test' }, at: clock.now().toISOString(), cause: 'test' };
    await events.appendToStream(
      'tally-1',
      Array.from({ length: 5 }, () => ({ id: randomUUID(), type: 'Tallied', data: {}, metadata })),
    );
    await events.close();
    const documents = new MingoDocumentStore(path.join(dir, 'read-models.db'));
    await documents.collection(RELAY_CHECKPOINTS_COLLECTION).insertOne({ _id: topic, position: 5 });
    // A running relay's lease, for another 10 s.
    await documents
      .collection(RELAY_LEASES_COLLECTION)
      .insertOne({ _id: topic, holder: 'host:42:abcd', expiresAt: clock.now().getTime() + 10_000 });
    await documents.close();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const notes: string[] = [];
    const code = await runRelayCli(
      argv,
      { DATA_DIR: dir, KAFKA_TOPIC: topic },
      (line) => lines.push(line),
      (line) => notes.push(line),
      clock,
    );
    return { code, out: lines.join('\n'), notes: notes.join('\n') };
  };

  it('status names the stores, and shows checkpoint, head, lag and the lease holder', async () => {
    const { code, out, notes } = await run('status');
    expect(code).to.equal(0);
    expect(notes).to.include('event store: sqlite, document store: mingo');
    expect(out).to.include('topic listings.events: relay checkpoint 5, head of the log 5, lag 0');
    expect(out).to.include('lease held by host:42:abcd until 2026-11-26T10:00:10.000Z');
  });

  it('reset is refused while a relay holds the lease; once it has expired the checkpoint moves back', async () => {
    const refused = await run('reset', '--to', '2');
    expect(refused.code).to.equal(1);
    expect(refused.out).to.include('a relay holds the lease of listings.events (host:42:abcd');
    expect((await run('status')).out).to.include('relay checkpoint 5');

    clock.set('2026-11-26T10:00:10Z'); // the relay was stopped: its lease ran out
    const moved = await run('reset', '--to', '2');
    expect(moved.code).to.equal(0);
    expect(moved.out).to.include('moved from 5 to 2');
    const status = (await run('status')).out;
    expect(status).to.include('relay checkpoint 2, head of the log 5, lag 3');
    expect(status).to.include('no relay holds the lease');
    expect(status).to.include('last reset 2026-11-26T10:00:10.000Z: from 5 to 2');
  });

  it('a position past the head, or no position, is refused', async () => {
    clock.set('2026-11-26T11:00:00Z');
    const past = await run('reset', '--to', '6');
    expect(past.code).to.equal(1);
    expect(past.out).to.include("--to must be a position from 0 to the log's head (5), got 6");
    expect((await run('reset')).code).to.equal(2);
    expect((await run('reset', '--to', 'x')).code).to.equal(2);
  });
});
