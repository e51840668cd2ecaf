/**
 * The EventStore contract, unchanged, against a real PostgreSQL (a fresh cluster from
 * startPostgresTestServer, a fresh database per store), then what only this adapter promises: a
 * global order that subscribers never skip while several processes append at once, wake-ups by
 * NOTIFY with the poll as the fallback, findEvent through the index, and a reconnect that finds the
 * log as it was. Without PostgreSQL the suites skip and print why.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eventStoreContract } from '../event-store.contract.ts';
import {
  WrongExpectedVersionError,
  type EventData,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '../event-store.ts';
import { startPostgresTestServer, type PostgresTestServer } from '../../postgres/pg-test-server.ts';
import { StoreUnavailableError } from '../../store-faults.ts';
import { PostgresEventStore, type PostgresEventStoreOptions } from './pg-event-store.ts';

const newEvent = (data: unknown = { value: randomUUID() }): EventData => ({
  id: randomUUID(),
  type: 'ThingHappened',
  data,
  metadata: { actor: { kind: 'system', id: 'test' }, at: new Date().toISOString(), cause: 'test' },
});

describe('PostgreSQL event store', function () {
  this.timeout(60_000);
  let server: PostgresTestServer | undefined;

  before(async function () {
    const started = await startPostgresTestServer();
    if (typeof started === 'string') {
      console.log(`    [skipped] PostgreSQL event store suites: ${started}`);
      this.skip();
    }
    server = started;
  });

  after(async () => {
    await server?.stop();
  });

  eventStoreContract('PostgresEventStore on PostgreSQL', async () => ({
    store: await PostgresEventStore.connect(await server!.createDatabase('events')),
  }));

  describe('PostgresEventStore', () => {
    let url: string;
    const opened: PostgresEventStore[] = [];
    const subscriptions: Subscription[] = [];
    const open = async (options?: PostgresEventStoreOptions) => {
      const store = await PostgresEventStore.connect(url, options);
      opened.push(store);
      return store;
    };

    beforeEach(async () => {
      url = await server!.createDatabase('events');
    });

    afterEach(async () => {
      await Promise.all(subscriptions.splice(0).map((subscription) => subscription.stop()));
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    it('numbers positions from 1, consecutively, and reports head 0 when empty', async () => {
      const store = await open();
      expect(await store.headPosition()).to.equal(0);
      expect(await store.appendToStream('thing-1', [newEvent(), newEvent()])).to.deep.equal({
        nextExpectedRevision: 1,
        position: 2,
      });
      expect(await store.appendToStream('thing-2', [newEvent()])).to.deep.equal({
        nextExpectedRevision: 0,
        position: 3,
      });
      expect((await store.readAll()).map((event) => event.position)).to.deep.equal([1, 2, 3]);
    });

    it('never lets a subscriber skip or repeat an event while two processes append to many streams', async function () {
      // Two stores, two pools: as two processes. A third store subscribes, one event at a time and in
      // batches; both must end with exactly the log, in strictly increasing, consecutive positions.
      const [left, right, reader] = await Promise.all([open(), open(), open({ pollIntervalMs: 50 })]);
      const one: RecordedEvent[] = [];
      const batches: RecordedEvent[] = [];
      const errors: unknown[] = [];
      subscriptions.push(
        reader.subscribeToAll(
          {},
          (event) => void one.push(event),
          (error) => void errors.push(error),
        ),
        reader.subscribeToAllInBatches(
          { maxBatchSize: 7 },
          (events) => void batches.push(...events),
          (error) => void errors.push(error),
        ),
      );
      const streams = Array.from({ length: 12 }, (_, index) => `race-${index}`);
      // Each writer appends to every stream at the revision it last read, retrying conflicts: both
      // writers hit the same streams at once, and appends of one or several events interleave.
      let conflicts = 0;
      const write = async (store: PostgresEventStore, rounds: number) => {
        let appended = 0;
        for (let round = 0; round < rounds; round++) {
          await Promise.all(
            streams.map(async (stream, index) => {
              for (let attempt = 0; attempt < 50; attempt++) {
                const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
                const events = Array.from({ length: 1 + ((round + index) % 3) }, () => newEvent({ round }));
                try {
                  await store.appendToStream(stream, events, { expectedRevision: last ? last.revision : 'no_stream' });
                  appended += events.length;
                  return;
                } catch (error) {
                  if (!(error instanceof WrongExpectedVersionError)) throw error;
                  conflicts++;
                }
              }
              throw new Error(`no append to ${stream} went through in 50 attempts`);
            }),
          );
        }
        return appended;
      };
      const [fromLeft, fromRight] = await Promise.all([write(left, 8), write(right, 8)]);
      const total = fromLeft + fromRight;

      await Promise.all(subscriptions.map((subscription) => subscription.caughtUp()));
      const log = await reader.readAll();
      expect(errors).to.deep.equal([]);
      expect(log).to.have.length(total);
      expect(log.map((event) => event.position)).to.deep.equal(Array.from({ length: total }, (_, index) => index + 1));
      expect(one).to.deep.equal(log);
      expect(batches).to.deep.equal(log);
      for (const stream of streams) {
        const revisions = log.filter((event) => event.streamId === stream).map((event) => event.revision);
        expect(revisions).to.deep.equal(Array.from({ length: revisions.length }, (_, revision) => revision));
      }
      expect(conflicts, 'the two writers never actually raced').to.be.greaterThan(0);
    });

    it('keeps data and metadata exactly as written: key order, and a NUL in a string', async () => {
      const store = await open();
      const event = newEvent({ zebra: 1, apple: { b: 2, a: 'nul\u0000here' }, list: [3, 1] });
      await store.appendToStream('thing-1', [event]);
      const [read] = await store.readStream('thing-1');
      expect(JSON.stringify(read!.data)).to.equal(JSON.stringify(event.data));
      expect(JSON.stringify(read!.metadata)).to.equal(JSON.stringify(event.metadata));
    });

    it('wakes a subscription on another process’s append by NOTIFY, without waiting for the poll', async () => {
      const reader = await open({ pollIntervalMs: 600_000 });
      const writer = await open();
      const seen: string[] = [];
      const subscription = reader.subscribeToAll({}, (event) => void seen.push(event.id));
      subscriptions.push(subscription);
      await subscription.caughtUp();
      const event = newEvent();
      await writer.appendToStream('thing-1', [event]);
      // Only a notification can wake it: the poll would come after ten minutes.
      await subscription.caughtUp();
      expect(seen).to.deep.equal([event.id]);
    });

    it('delivers by polling when no notification comes', async () => {
      const reader = await open({ listen: false, pollIntervalMs: 50 });
      const writer = await open();
      const seen: string[] = [];
      const subscription = reader.subscribeToAll({}, (event) => void seen.push(event.id));
      subscriptions.push(subscription);
      const events = [newEvent(), newEvent()];
      await writer.appendToStream('thing-1', events);
      await subscription.caughtUp();
      expect(seen).to.deep.equal(events.map((event) => event.id));
    });

    it('listens again after its LISTEN connection is cut, and reads what came meanwhile', async () => {
      const reader = await open({ pollIntervalMs: 600_000 });
      const writer = await open();
      const seen: string[] = [];
      const subscription = reader.subscribeToAll({}, (event) => void seen.push(event.id));
      subscriptions.push(subscription);
      await writer.appendToStream('thing-1', [newEvent()]);
      await subscription.caughtUp();

      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const listeners = `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`;
        while ((await admin.query(listeners)).rowCount === 0) await new Promise((resolve) => setTimeout(resolve, 10));
        await admin.query(`SELECT pg_terminate_backend(pid) FROM (${listeners}) AS listening`);
      } finally {
        await admin.end();
      }
      const event = newEvent();
      await writer.appendToStream('thing-2', [event]);
      // No poll for ten minutes: the reconnected listener must have woken it.
      await subscription.caughtUp();
      expect(seen.at(-1)).to.equal(event.id);
      expect(seen).to.have.length(2);
    });

    it('goes on delivering after PostgreSQL cuts every connection of the store', async () => {
      const reader = await open({ pollIntervalMs: 600_000 });
      const writer = await open();
      const seen: string[] = [];
      const errors: unknown[] = [];
      const subscription = reader.subscribeToAll(
        {},
        (event) => void seen.push(event.id),
        (error) => void errors.push(error),
      );
      subscriptions.push(subscription);
      await writer.appendToStream('thing-1', [newEvent()]);
      await subscription.caughtUp();

      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
      } finally {
        await admin.end();
      }
      // Appends and reads go on through new connections; the reader learns of the append from its
      // LISTEN connection once that is back. A pooled connection whose end the pool has not noticed yet
      // fails its query as StoreUnavailableError: the caller tries again (the same ids: idempotent).
      const retried = async <T>(work: () => Promise<T>): Promise<T> => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await work();
          } catch (error) {
            if (!(error instanceof StoreUnavailableError) || attempt === 10) throw error;
          }
        }
      };
      const events = [newEvent(), newEvent()];
      for (const event of events) await retried(() => writer.appendToStream('thing-2', [event]));
      await retried(() => subscription.caughtUp());
      expect(seen.slice(1)).to.deep.equal(events.map((event) => event.id));
      expect(errors).to.deep.equal([]);
    });

    it('finds an event by id through the index, and answers undefined for an id that is not a UUID', async () => {
      const store = await open();
      const event = newEvent();
      await store.appendToStream('thing-1', [newEvent(), event]);
      const [, recorded] = await store.readStream('thing-1');
      expect(await store.findEvent('thing-1', event.id)).to.deep.equal(recorded);
      expect(await store.findEvent('thing-1', event.id.toUpperCase())).to.deep.equal(recorded);
      expect(await store.findEvent('thing-2', event.id)).to.equal(undefined);
      expect(await store.findEvent('thing-1', 'not-a-uuid')).to.equal(undefined);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query('SET enable_seqscan = off');
        const { rows } = await admin.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT * FROM event_store.events WHERE event_id = $1 AND stream_id = $2`,
          [event.id, 'thing-1'],
        );
        expect(rows.map((row) => row['QUERY PLAN']).join('\n')).to.match(/Index Scan using events_event_id_key/);
      } finally {
        await admin.end();
      }
    });

    it('takes onlyAfter without pipelining: waits for that append, and is refused unwritten if it failed', async () => {
      const store = await open();
      expect((store as EventStore).pipelinesAppends).to.equal(undefined);
      const first = store.appendToStream('thing-1', [newEvent()], { expectedRevision: 'no_stream' });
      const second = store.appendToStream('thing-1', [newEvent()], { expectedRevision: 0, onlyAfter: first });
      expect((await second).nextExpectedRevision).to.equal(1);
      const refused = store.appendToStream('thing-1', [newEvent()], { expectedRevision: 'no_stream' });
      const behind = store.appendToStream('thing-1', [newEvent()], { expectedRevision: 2, onlyAfter: refused });
      const errors = await Promise.all(
        [refused, behind].map((append) =>
          append.then(
            () => undefined,
            (e: unknown) => e,
          ),
        ),
      );
      expect(errors[0]).to.be.instanceOf(WrongExpectedVersionError);
      expect(errors[1]).to.be.instanceOf(WrongExpectedVersionError).and.include({ expected: 2, actual: 1 });
      expect(await store.readStream('thing-1')).to.have.length(2);
    });

    it('answers a stream id holding U+0000 (a URL’s %00) as a stream that does not exist, and refuses to append to one', async () => {
      // PostgreSQL's text refuses U+0000 (22021): no such stream can be in the log, and asking for one
      // is no reason for an error (a promo code typed at checkout names its stream).
      const store = await open();
      const [event] = [newEvent()];
      await store.appendToStream('thing-1', [event!]);
      expect(await store.readStream('thing-\u0000')).to.deep.equal([]);
      expect(await store.readStream('thing-\u0000', { direction: 'backwards', maxCount: 1 })).to.deep.equal([]);
      expect(await store.findEvent('thing-\u0000', event!.id)).to.equal(undefined);
      const refused = await store.appendToStream('thing-\u0000', [newEvent()]).catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(TypeError);
      expect(await store.headPosition()).to.equal(1);
    });

    it('refuses an event id that is not a UUID, writing nothing', async () => {
      const store = await open();
      const error = await store.appendToStream('thing-1', [{ ...newEvent(), id: 'not-a-uuid' }]).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).to.be.instanceOf(TypeError);
      expect(await store.headPosition()).to.equal(0);
    });

    it('finds the log as it was after a close and a new connection, and goes on from there', async () => {
      const first = await open();
      const events = [newEvent({ n: 1 }), newEvent({ n: 2 })];
      await first.appendToStream('thing-1', events);
      await first.close();
      opened.splice(opened.indexOf(first), 1);
      await first.close(); // a second close is harmless

      // Several processes connecting at once to a database whose table exists: the DDL is idempotent.
      const [again, other] = await Promise.all([open(), open()]);
      const read = await again.readStream('thing-1');
      expect(read.map(({ id, data }) => ({ id, data }))).to.deep.equal(events.map(({ id, data }) => ({ id, data })));
      expect(await again.appendToStream('thing-1', events, { expectedRevision: 'no_stream' })).to.deep.equal({
        nextExpectedRevision: 1,
        position: 2,
      });
      expect((await other.appendToStream('thing-1', [newEvent()], { expectedRevision: 1 })).position).to.equal(3);
      const seen: number[] = [];
      const subscription = again.subscribeToAll({}, (event) => void seen.push(event.position));
      subscriptions.push(subscription);
      await subscription.caughtUp();
      expect(seen).to.deep.equal([1, 2, 3]);
    });

    it('creates its table once when several processes connect to a new database at the same moment', async () => {
      const stores = await Promise.all(Array.from({ length: 4 }, () => open()));
      await Promise.all(stores.map((store, index) => store.appendToStream(`thing-${index}`, [newEvent()])));
      expect((await stores[0]!.readAll()).map((event) => event.position)).to.deep.equal([1, 2, 3, 4]);
    });

    it('close() lets appends under way finish, then refuses work', async () => {
      const store = await open();
      const events = [newEvent(), newEvent()];
      const appending = store.appendToStream('thing-1', events);
      const closing = store.close();
      opened.splice(opened.indexOf(store), 1);
      expect((await appending).position).to.equal(2);
      await closing;
      const refused = await store.readAll().then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(refused).to.be.instanceOf(Error);
      expect((await (await open()).readStream('thing-1')).map((event) => event.id)).to.deep.equal(
        events.map((event) => event.id),
      );
    });

    it('connects as a role that may only read and append once the log exists, and renews an older append_events', async () => {
      await (await open()).appendToStream('thing-1', [newEvent()]);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE ROLE appender_${process.pid} LOGIN`).catch(() => {}); // roles are cluster-wide
        await admin.query(`GRANT USAGE ON SCHEMA event_store TO appender_${process.pid}`);
        await admin.query(`GRANT SELECT, INSERT ON event_store.events TO appender_${process.pid}`);
        const asAppender = new URL(url);
        asAppender.username = `appender_${process.pid}`;
        const limited = await PostgresEventStore.connect(asAppender.toString());
        opened.push(limited);
        expect((await limited.appendToStream('thing-1', [newEvent()], { expectedRevision: 0 })).position).to.equal(2);
        // A function of another version (here: one that answers nothing) is replaced on the next connect.
        const signature = 'event_store.append_events(text, text, uuid[], text[], json[], json[])';
        await admin.query(`DROP FUNCTION ${signature}`);
        await admin.query(`CREATE FUNCTION ${signature} RETURNS json LANGUAGE sql AS 'SELECT NULL::json'`);
        const renewed = await open();
        expect((await renewed.appendToStream('thing-1', [newEvent()], { expectedRevision: 1 })).position).to.equal(3);
      } finally {
        await admin.end();
      }
    });

    it('a closed store refuses work', async () => {
      const store = await open();
      await store.close();
      opened.splice(opened.indexOf(store), 1);
      const error = await store.readAll().then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).to.be.instanceOf(Error);
    });

    it('raises StoreUnavailableError when PostgreSQL cannot be reached', async () => {
      const unreachable = new URL(url);
      unreachable.port = '1'; // nothing listens on port 1 of the loopback
      const error = await PostgresEventStore.connect(unreachable.toString()).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).to.be.instanceOf(StoreUnavailableError);
    });
  });
});
