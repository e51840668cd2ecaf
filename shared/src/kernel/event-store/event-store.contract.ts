/**
 * Behaviour every EventStore adapter must share, run unchanged against each of them. Tests write to
 * fresh randomly named streams and only look at their own events, so the suite also runs against a
 * shared server whose `$all` holds other events (and other test runs appending concurrently).
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import {
  WrongExpectedVersionError,
  streamName,
  type EventData,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
  type Subscription,
} from './event-store.ts';

/** Builds a store for one test; the suite closes the store, then calls cleanup (e.g. to delete files). */
export type EventStoreFactory = () => Promise<{ store: EventStore; cleanup?: () => Promise<void> }>;

/** Long enough for a polling adapter to have delivered anything it was (wrongly) going to deliver. */
const SETTLE_MS = 300;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const newStream = () => streamName('contract', randomUUID());

function newEvent(type = 'ThingHappened', data: unknown = { value: randomUUID() }): EventData {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      actor: { kind: 'user', id: 'user-1' },
      at: new Date().toISOString(),
      cause: `op-${randomUUID()}`,
      correlationId: randomUUID(),
    },
  };
}

async function expectWrongVersion(
  attempt: Promise<unknown>,
  streamId: string,
  expected: ExpectedRevision,
  actual: number | 'no_stream',
): Promise<void> {
  const error = await attempt.then(
    () => expect.fail(`append with expectedRevision ${String(expected)} should have been refused`),
    (reason: unknown) => reason,
  );
  expect(error).to.be.instanceOf(WrongExpectedVersionError);
  expect(error).to.include({ streamId, expected, actual });
}

/** Events from the given streams only, in the order the store returned them. */
const ofStreams = (events: RecordedEvent[], ...streams: string[]) =>
  events.filter((event) => streams.includes(event.streamId));
const ids = (events: { id: string }[]) => events.map((event) => event.id);

function expectStrictlyIncreasing(positions: number[]): void {
  positions.slice(1).forEach((position, index) => expect(position).to.be.greaterThan(positions[index]!));
}

export function eventStoreContract(name: string, factory: EventStoreFactory): void {
  describe(`EventStore contract: ${name}`, function () {
    let store: EventStore;
    let cleanup: (() => Promise<void>) | undefined;

    beforeEach(async () => {
      ({ store, cleanup } = await factory());
    });

    afterEach(async () => {
      await store.close();
      await cleanup?.();
    });

    describe('append and read', () => {
      it('round-trips type, data, metadata, ids, revisions, positions and recordedAt', async () => {
        const stream = newStream();
        const data = { title: 'Café Ünïcode ☕', tags: ['a', 'b'], nested: { n: 1.5, ok: true, none: null } };
        const events = [newEvent('ListingCreated', data), newEvent('ListingRenamed', { title: 'Other' }), newEvent()];
        const before = Date.now();

        const result = await store.appendToStream(stream, events);

        const read = await store.readStream(stream);
        expect(read.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }))).to.deep.equal(events);
        expect(read.map((event) => event.streamId)).to.deep.equal([stream, stream, stream]);
        expect(read.map((event) => event.revision)).to.deep.equal([0, 1, 2]);
        expectStrictlyIncreasing(read.map((event) => event.position));
        expect(read[0]!.position).to.be.greaterThan(0);
        expect(result).to.deep.equal({ nextExpectedRevision: 2, position: read[2]!.position });
        for (const { recordedAt } of read) {
          expect(new Date(recordedAt).toISOString()).to.equal(recordedAt);
          // Generous bounds: a server's clock may differ a little from ours.
          expect(Date.parse(recordedAt)).to.be.within(before - 60_000, Date.now() + 60_000);
        }
        expect(await store.readAll({ afterPosition: read[0]!.position - 1, maxCount: 3 })).to.deep.equal(read);
      });

      it('continues revisions and positions across appends', async () => {
        const stream = newStream();
        const first = await store.appendToStream(stream, [newEvent()]);
        const second = await store.appendToStream(stream, [newEvent(), newEvent()]);
        expect(first.nextExpectedRevision).to.equal(0);
        expect(second.nextExpectedRevision).to.equal(2);
        expect(second.position).to.be.greaterThan(first.position);
        expect((await store.readStream(stream)).map((event) => event.revision)).to.deep.equal([0, 1, 2]);
      });
    });

    describe('expected revision', () => {
      let stream: string;
      let existing: string;

      beforeEach(async () => {
        stream = newStream();
        existing = newStream();
        await store.appendToStream(existing, [newEvent(), newEvent()]);
      });

      it("'any' appends whether or not the stream exists (the default)", async () => {
        expect(
          (await store.appendToStream(stream, [newEvent()], { expectedRevision: 'any' })).nextExpectedRevision,
        ).to.equal(0);
        expect((await store.appendToStream(existing, [newEvent()])).nextExpectedRevision).to.equal(2);
      });

      it("'no_stream' accepts a new stream and refuses an existing one", async () => {
        expect(
          (await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' })).nextExpectedRevision,
        ).to.equal(0);
        await expectWrongVersion(
          store.appendToStream(existing, [newEvent()], { expectedRevision: 'no_stream' }),
          existing,
          'no_stream',
          1,
        );
        await expectWrongVersion(
          store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' }),
          stream,
          'no_stream',
          0,
        );
      });

      it("'stream_exists' accepts an existing stream and refuses a missing one", async () => {
        await expectWrongVersion(
          store.appendToStream(stream, [newEvent()], { expectedRevision: 'stream_exists' }),
          stream,
          'stream_exists',
          'no_stream',
        );
        expect(
          (await store.appendToStream(existing, [newEvent()], { expectedRevision: 'stream_exists' }))
            .nextExpectedRevision,
        ).to.equal(2);
        expect(await store.readStream(stream)).to.deep.equal([]);
      });

      it('an exact revision accepts the current revision only', async () => {
        expect(
          (await store.appendToStream(existing, [newEvent()], { expectedRevision: 1 })).nextExpectedRevision,
        ).to.equal(2);
        await expectWrongVersion(store.appendToStream(existing, [newEvent()], { expectedRevision: 1 }), existing, 1, 2);
        await expectWrongVersion(store.appendToStream(existing, [newEvent()], { expectedRevision: 5 }), existing, 5, 2);
        await expectWrongVersion(
          store.appendToStream(stream, [newEvent()], { expectedRevision: 0 }),
          stream,
          0,
          'no_stream',
        );
        expect(await store.readStream(existing)).to.have.length(3);
      });

      it('an empty append only checks the revision and writes nothing', async () => {
        const head = await store.headPosition();
        expect((await store.appendToStream(existing, [], { expectedRevision: 1 })).nextExpectedRevision).to.equal(1);
        await store.appendToStream(stream, [], { expectedRevision: 'no_stream' });
        await expectWrongVersion(store.appendToStream(existing, [], { expectedRevision: 0 }), existing, 0, 1);
        await expectWrongVersion(
          store.appendToStream(stream, [], { expectedRevision: 'stream_exists' }),
          stream,
          'stream_exists',
          'no_stream',
        );
        expect(await store.readStream(existing)).to.have.length(2);
        expect(await store.readStream(stream)).to.deep.equal([]);
        expect(ofStreams(await store.readAll({ afterPosition: head }), stream, existing)).to.deep.equal([]);
      });

      it('lets exactly one of several concurrent appends at the same revision win', async () => {
        const attempts = Array.from({ length: 10 }, () => newEvent());
        const results = await Promise.allSettled(
          attempts.map((event) => store.appendToStream(existing, [event], { expectedRevision: 1 })),
        );

        const won = results.flatMap((result, index) => (result.status === 'fulfilled' ? [attempts[index]!] : []));
        const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
        expect(won).to.have.length(1);
        expect(lost).to.have.length(9);
        for (const error of lost) {
          expect(error).to.be.instanceOf(WrongExpectedVersionError);
          expect(error).to.include({ streamId: existing, expected: 1, actual: 2 });
        }
        const read = await store.readStream(existing);
        expect(read.map((event) => event.revision)).to.deep.equal([0, 1, 2]);
        expect(read[2]!.id).to.equal(won[0]!.id);
      });
    });

    describe('idempotency', () => {
      let stream: string;
      let events: EventData[];
      let original: Awaited<ReturnType<EventStore['appendToStream']>>;

      beforeEach(async () => {
        stream = newStream();
        events = [newEvent(), newEvent()];
        original = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
      });

      it('re-appending the same events at the same place returns the original result and writes nothing', async () => {
        const head = await store.headPosition();
        expect(await store.appendToStream(stream, events, { expectedRevision: 'no_stream' })).to.deep.equal(original);
        expect(await store.appendToStream(stream, events, { expectedRevision: 'any' })).to.deep.equal(original);
        expect(await store.appendToStream(stream, events.slice(1), { expectedRevision: 0 })).to.deep.equal(original);
        expect(await store.appendToStream(stream, events.slice(1), { expectedRevision: 'any' })).to.deep.equal(
          original,
        );
        expect(ids(await store.readStream(stream))).to.deep.equal(ids(events));
        expect(ofStreams(await store.readAll({ afterPosition: head }), stream)).to.deep.equal([]);
      });

      it('still recognises the retry after the stream has moved on', async () => {
        const later = newEvent();
        await store.appendToStream(stream, [later], { expectedRevision: 1 });
        expect(await store.appendToStream(stream, events, { expectedRevision: 'no_stream' })).to.deep.equal(original);
        expect(await store.appendToStream(stream, events, { expectedRevision: 'any' })).to.deep.equal(original);
        expect(ids(await store.readStream(stream))).to.deep.equal(ids([...events, later]));
      });

      it('refuses a retry that only partly matches what was recorded, and writes nothing of it', async () => {
        const stray = newEvent();
        await expectWrongVersion(
          store.appendToStream(stream, [events[0]!, stray], { expectedRevision: 'no_stream' }),
          stream,
          'no_stream',
          1,
        );
        await expectWrongVersion(
          store.appendToStream(stream, [events[0]!, stray], { expectedRevision: 'any' }),
          stream,
          'any',
          1,
        );
        await expectWrongVersion(
          store.appendToStream(stream, [events[1]!, events[0]!], { expectedRevision: 'any' }),
          stream,
          'any',
          1,
        );
        expect(ids(await store.readStream(stream))).to.deep.equal(ids(events));
      });
    });

    describe('findEvent', () => {
      it('finds an event by id in its own stream only, as readStream returns it', async () => {
        expect(store.findEvent, 'every adapter of the project implements it').to.be.a('function');
        const stream = newStream();
        const other = newStream();
        const events = [newEvent(), newEvent()];
        await store.appendToStream(stream, events);
        await store.appendToStream(other, [newEvent()]);
        const recorded = await store.readStream(stream);
        expect(await store.findEvent!(stream, events[1]!.id)).to.deep.equal(recorded[1]);
        expect(await store.findEvent!(other, events[1]!.id)).to.equal(undefined);
        expect(await store.findEvent!(stream, randomUUID())).to.equal(undefined);
      });
    });

    describe('readStream', () => {
      let stream: string;
      let events: EventData[];

      beforeEach(async () => {
        stream = newStream();
        events = Array.from({ length: 5 }, () => newEvent());
        await store.appendToStream(stream, events);
      });

      it('reads forwards from an inclusive revision, up to maxCount', async () => {
        expect(ids(await store.readStream(stream, { fromRevision: 2 }))).to.deep.equal(ids(events.slice(2)));
        expect(ids(await store.readStream(stream, { maxCount: 2 }))).to.deep.equal(ids(events.slice(0, 2)));
        expect(ids(await store.readStream(stream, { fromRevision: 1, maxCount: 3 }))).to.deep.equal(
          ids(events.slice(1, 4)),
        );
        expect(await store.readStream(stream, { fromRevision: 5 })).to.deep.equal([]);
      });

      it('reads backwards from the end or from an inclusive revision, up to maxCount', async () => {
        const reversed = ids(events).reverse();
        const read = await store.readStream(stream, { direction: 'backwards' });
        expect(ids(read)).to.deep.equal(reversed);
        expect(read.map((event) => event.revision)).to.deep.equal([4, 3, 2, 1, 0]);
        expect(ids(await store.readStream(stream, { direction: 'backwards', maxCount: 1 }))).to.deep.equal(
          reversed.slice(0, 1),
        );
        expect(ids(await store.readStream(stream, { direction: 'backwards', fromRevision: 2 }))).to.deep.equal(
          reversed.slice(2),
        );
        expect(
          ids(await store.readStream(stream, { direction: 'backwards', fromRevision: 3, maxCount: 2 })),
        ).to.deep.equal(reversed.slice(1, 3));
      });

      it('returns an empty array for a stream that does not exist', async () => {
        expect(await store.readStream(newStream())).to.deep.equal([]);
        expect(await store.readStream(newStream(), { direction: 'backwards' })).to.deep.equal([]);
      });
    });

    describe('readAll and headPosition', () => {
      it('reads $all in global order across streams, after an exclusive position, up to maxCount', async () => {
        const [a, b] = [newStream(), newStream()];
        const appended = [
          { stream: a, event: newEvent() },
          { stream: b, event: newEvent() },
          { stream: a, event: newEvent() },
          { stream: b, event: newEvent() },
        ];
        const positions: number[] = [];
        for (const { stream, event } of appended)
          positions.push((await store.appendToStream(stream, [event])).position);
        expectStrictlyIncreasing(positions);

        const all = ofStreams(await store.readAll({ afterPosition: positions[0]! - 1 }), a, b);
        expect(ids(all)).to.deep.equal(appended.map(({ event }) => event.id));
        expect(all.map((event) => event.position)).to.deep.equal(positions);
        expect(all.map((event) => event.streamId)).to.deep.equal([a, b, a, b]);
        expect(all.map((event) => event.revision)).to.deep.equal([0, 0, 1, 1]);

        const afterFirst = await store.readAll({ afterPosition: positions[0]! });
        expect(afterFirst[0]!.position).to.be.greaterThan(positions[0]!);
        expect(ids(ofStreams(afterFirst, a, b))).to.deep.equal(ids(all.slice(1)));

        const page = await store.readAll({ afterPosition: positions[0]! - 1, maxCount: 2 });
        expect(page).to.have.length(2);
        expect(page[0]!.id).to.equal(appended[0]!.event.id);
        expect(page[1]!.position).to.be.within(positions[0]! + 1, positions[1]!);
      });

      it('headPosition is the position of the last event in $all', async () => {
        const { position } = await store.appendToStream(newStream(), [newEvent(), newEvent()]);
        const head = await store.headPosition();
        expect(head).to.be.at.least(position);
        const [last] = await store.readAll({ afterPosition: head - 1, maxCount: 1 });
        expect(last?.position).to.equal(head);
      });
    });

    describe('subscribeToAll', () => {
      const subscriptions: Subscription[] = [];

      /** Subscribes, keeping the events of the given streams. */
      function follow(afterPosition: number, streams: string[], onError?: (error: unknown) => void) {
        const seen: RecordedEvent[] = [];
        const subscription = store.subscribeToAll(
          { afterPosition },
          (event) => {
            if (streams.includes(event.streamId)) seen.push(event);
          },
          onError,
        );
        subscriptions.push(subscription);
        return { seen, subscription };
      }

      afterEach(async () => {
        await Promise.all(subscriptions.splice(0).map((subscription) => subscription.stop()));
      });

      async function appendHistory() {
        const [a, b] = [newStream(), newStream()];
        const history = [newEvent(), newEvent(), newEvent()];
        const first = await store.appendToStream(a, [history[0]!]);
        await store.appendToStream(b, [history[1]!]);
        await store.appendToStream(a, [history[2]!]);
        return { a, b, history, firstPosition: first.position };
      }

      it('from the start: replays history, then follows live appends, in order and exactly once', async () => {
        const { a, b, history } = await appendHistory();
        const { seen, subscription } = follow(0, [a, b]);

        await subscription.caughtUp();
        expect(ids(seen)).to.deep.equal(ids(history));

        const live = [newEvent(), newEvent(), newEvent()];
        await store.appendToStream(b, [live[0]!]);
        await store.appendToStream(a, [live[1]!, live[2]!]);
        await subscription.caughtUp();
        expect(ids(seen)).to.deep.equal(ids([...history, ...live]));
        expectStrictlyIncreasing(seen.map((event) => event.position));
        expect(seen.map((event) => event.revision)).to.deep.equal([0, 0, 1, 1, 2, 3]);

        await delay(SETTLE_MS);
        expect(seen).to.have.length(6);
      });

      it('from a checkpoint: starts with the first event after it', async () => {
        const { a, b, history, firstPosition } = await appendHistory();
        const { seen, subscription } = follow(firstPosition, [a, b]);

        await subscription.caughtUp();
        expect(ids(seen)).to.deep.equal(ids(history.slice(1)));

        const live = newEvent();
        await store.appendToStream(a, [live]);
        await subscription.caughtUp();
        expect(ids(seen)).to.deep.equal(ids([...history.slice(1), live]));
      });

      it('caughtUp() waits for the handler to finish with every event appended before the call', async () => {
        const stream = newStream();
        await store.appendToStream(stream, [newEvent(), newEvent()]);
        const [first] = await store.readStream(stream);
        const handled: string[] = [];
        const subscription = store.subscribeToAll({ afterPosition: first!.position - 1 }, async (event) => {
          await delay(20);
          if (event.streamId === stream) handled.push(event.id);
        });
        subscriptions.push(subscription);

        await subscription.caughtUp();
        expect(handled).to.have.length(2);
      });

      it('a throwing handler stops the subscription and reports the error', async () => {
        const { a, b, history, firstPosition } = await appendHistory();
        const failure = new Error('projection failed');
        const attempted: string[] = [];
        let reported: (error: unknown) => void = () => {};
        const onError = new Promise<unknown>((resolve) => (reported = resolve));
        const subscription = store.subscribeToAll(
          { afterPosition: firstPosition - 1 },
          (event) => {
            if (![a, b].includes(event.streamId)) return;
            attempted.push(event.id);
            if (event.id === history[1]!.id) throw failure;
          },
          (error) => reported(error),
        );
        subscriptions.push(subscription);
        const outcome = (promise: Promise<void>) =>
          promise.then(
            () => 'resolved',
            (error: unknown) => error,
          );
        const waitingBeforeFailure = outcome(subscription.caughtUp());

        expect(await onError).to.equal(failure);
        // caughtUp() can never be honoured any more: it must fail rather than hang or claim success.
        expect(await waitingBeforeFailure).to.equal(failure);
        expect(await outcome(subscription.caughtUp())).to.equal(failure);
        await store.appendToStream(a, [newEvent()]);
        await delay(SETTLE_MS);
        expect(attempted).to.deep.equal(ids(history.slice(0, 2)));
      });

      it('stop() waits for the running handler, then nothing more is delivered', async () => {
        const { a, b, history, firstPosition } = await appendHistory();
        let release: () => void = () => {};
        const gate = new Promise<void>((resolve) => (release = resolve));
        const attempted: string[] = [];
        let handlerFinished = false;
        const subscription = store.subscribeToAll({ afterPosition: firstPosition - 1 }, async (event) => {
          if (![a, b].includes(event.streamId)) return;
          attempted.push(event.id);
          await gate;
          handlerFinished = true;
        });
        subscriptions.push(subscription);

        while (attempted.length === 0) await delay(5);
        let stopped = false;
        const stopping = subscription.stop().then(() => (stopped = true));
        await delay(50);
        expect(stopped, 'stop() resolved while the handler was still running').to.equal(false);

        release();
        await stopping;
        expect(handlerFinished).to.equal(true);
        await store.appendToStream(a, [newEvent()]);
        await delay(SETTLE_MS);
        expect(attempted).to.deep.equal([history[0]!.id]);
      });
    });
  });
}
