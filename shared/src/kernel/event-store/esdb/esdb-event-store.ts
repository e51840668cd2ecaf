/**
 * EventStore on EventStoreDB (`@eventstore/db-client`): the port was written with its semantics, so
 * this maps names. Positions are `$all` commit positions as numbers (exact up to 2^53 bytes of log);
 * system events (types starting with `$`) are not part of the port's `$all`.
 */
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  WrongExpectedVersionError,
  type AppendResult,
  type EventData,
  type EventHandler,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeToAllOptions,
  type Subscription,
} from '../event-store.ts';
import { CaughtUpWaiters } from '../catch-up-waits.ts';

const isSystem = (type: string) => type.startsWith('$');

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || isSystem(event.type)) return undefined;
  const position =
    'position' in event && event.position ? Number(event.position.commit) : Number(resolved.commitPosition ?? 0n);
  return {
    id: event.id,
    type: event.type,
    data: event.data as unknown,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position,
    recordedAt: new Date(event.created).toISOString(),
  };
}

const toEsdbExpected = (expected: ExpectedRevision): AppendExpectedRevision =>
  expected === 'any'
    ? ANY
    : expected === 'no_stream'
      ? NO_STREAM
      : expected === 'stream_exists'
        ? STREAM_EXISTS
        : expected === -1
          ? NO_STREAM
          : BigInt(expected);

export class EsdbEventStore implements EventStore {
  private readonly subscriptions = new Set<EsdbSubscription>();

  private readonly client: EventStoreDBClient;

  constructor(client: EventStoreDBClient) {
    this.client = client;
  }

  static connect(connectionString: string): EsdbEventStore {
    return new EsdbEventStore(EventStoreDBClient.connectionString(connectionString));
  }

  async appendToStream(
    streamId: string,
    events: EventData[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    if (events.length === 0) {
      const [last] = await this.readStream(streamId, { direction: 'backwards', maxCount: 1 });
      // An empty append only checks the revision (the server would accept some of these silently).
      const actual = last ? last.revision : 'no_stream';
      const ok =
        expected === 'any' ||
        (expected === 'no_stream'
          ? !last
          : expected === 'stream_exists'
            ? !!last
            : expected === (last ? last.revision : -1));
      if (!ok) throw new WrongExpectedVersionError(streamId, expected, actual);
      return { nextExpectedRevision: last ? last.revision : -1, position: last ? last.position : 0 };
    }
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((event) =>
          jsonEvent({ id: event.id, type: event.type, data: event.data as never, metadata: event.metadata as never }),
        ),
        { expectedRevision: toEsdbExpected(expected) },
      );
      const revision = Number(result.nextExpectedRevision);
      // The position of the last event appended (or, for an idempotent retry, recorded the first time).
      const [recorded] = await this.readStream(streamId, {
        direction: 'backwards',
        fromRevision: revision,
        maxCount: 1,
      });
      return { nextExpectedRevision: revision, position: recorded?.position ?? Number(result.position?.commit ?? 0n) };
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
        throw new WrongExpectedVersionError(streamId, expected, actual);
      }
      throw error;
    }
  }

  /** EventStoreDB has no lookup by event id: the stream is read, newest first (a retry looks for recent events). */
  async findEvent(streamId: string, eventId: string): Promise<RecordedEvent | undefined> {
    return (await this.readStream(streamId, { direction: 'backwards' })).find((event) => event.id === eventId);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const stream = this.client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.fromRevision === undefined ? (backwards ? END : START) : BigInt(options.fromRevision),
        ...(options.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
      });
      for await (const resolved of stream) {
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.afterPosition ?? 0;
    const wanted = options.maxCount ?? Number.POSITIVE_INFINITY;
    const events: RecordedEvent[] = [];
    let from: { commit: bigint; prepare: bigint } | typeof START =
      after > 0 ? { commit: BigInt(after), prepare: BigInt(after) } : START;
    // Pages, because system events and the (inclusive) start event are filtered out client-side.
    for (;;) {
      const page: RecordedEvent[] = [];
      let read = 0;
      let lastPosition: { commit: bigint; prepare: bigint } | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: from, direction: FORWARDS, maxCount: 500 })) {
        read++;
        if (resolved.event?.position) lastPosition = resolved.event.position;
        const recorded = toRecorded(resolved);
        if (recorded && recorded.position > after) page.push(recorded);
      }
      for (const event of page) {
        if (events.length >= wanted) return events;
        if (!events.length || event.position > events[events.length - 1]!.position) events.push(event);
      }
      if (read < 500 || !lastPosition || events.length >= wanted) return events;
      from = lastPosition;
    }
  }

  async headPosition(): Promise<number> {
    for await (const resolved of this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1000 })) {
      const recorded = toRecorded(resolved);
      if (recorded) return recorded.position;
    }
    return 0;
  }

  subscribeToAll(
    options: SubscribeToAllOptions,
    handler: EventHandler,
    onError?: (error: unknown) => void,
  ): Subscription {
    const subscription = new EsdbSubscription(
      this,
      options.afterPosition ?? 0,
      handler,
      onError ?? ((error) => console.error('Event subscription stopped: its handler failed', error)),
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** @internal */
  rawSubscribe(afterPosition: number) {
    return this.client.subscribeToAll({
      fromPosition: afterPosition > 0 ? { commit: BigInt(afterPosition), prepare: BigInt(afterPosition) } : START,
      filter: excludeSystemEvents(),
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }
}

class EsdbSubscription implements Subscription {
  private checkpoint: number;
  private ended: { reason: unknown } | undefined;
  private readonly raw;
  private readonly loop: Promise<void>;
  private readonly waiters = new CaughtUpWaiters();

  private readonly store: EsdbEventStore;
  private readonly handler: EventHandler;
  private readonly onError: (error: unknown) => void;
  private readonly onEnd: () => void;

  constructor(
    store: EsdbEventStore,
    afterPosition: number,
    handler: EventHandler,
    onError: (error: unknown) => void,
    onEnd: () => void,
  ) {
    this.store = store;
    this.handler = handler;
    this.onError = onError;
    this.onEnd = onEnd;
    this.checkpoint = afterPosition;
    this.raw = store.rawSubscribe(afterPosition);
    this.loop = Promise.resolve().then(() => this.run());
  }

  private async run(): Promise<void> {
    try {
      for await (const resolved of this.raw) {
        if (this.ended) return;
        const event = toRecorded(resolved);
        // subscribeToAll starts after the given position; the check also drops any redelivery.
        if (!event || event.position <= this.checkpoint) continue;
        await this.handler(event);
        this.checkpoint = event.position;
        this.waiters.reached(this.checkpoint);
      }
    } catch (error) {
      if (this.ended) return;
      this.end(error);
      void this.raw.unsubscribe().catch(() => {});
      this.onError(error);
    }
  }

  async caughtUp(): Promise<void> {
    const target = await this.store.headPosition();
    if (this.checkpoint >= target) return;
    if (this.ended) throw this.ended.reason;
    await this.waiters.waitFor(target);
  }

  async stop(): Promise<void> {
    this.end(new Error('The subscription was stopped before catching up'));
    await this.raw.unsubscribe();
    await this.loop;
  }

  private end(reason: unknown): void {
    if (this.ended) return;
    this.ended = { reason };
    this.waiters.fail(reason);
    this.onEnd();
  }
}
