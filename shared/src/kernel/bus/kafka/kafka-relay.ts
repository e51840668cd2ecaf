/**
 * The relay: follows the event store's `$all` from a stored checkpoint and publishes each event to
 * the topic, on its stream's partition. A page of the log is sent as one batch by an idempotent
 * producer (acks from all in-sync replicas, one request in flight), then a watermark goes to every
 * partition, then the checkpoint is saved. A crash anywhere in between makes the restarted relay send
 * the page again: duplicates are possible, loss and reordering are not (a duplicate is at or below
 * what its partition already carried, and consumers skip events at or before their checkpoint).
 *
 * One relay publishes per topic (relay-lease.ts): a relay starts as a standby and publishes only while
 * it holds the lease in the document store. It renews the lease in the background and once more, as a
 * fence, before each page; it saves the checkpoint only while the lease is still its own (in one unit
 * of work with a write to the lease document, so a relay that took the lease meanwhile conflicts). A
 * relay that finds the lease lost stops publishing and stands by, and so does one whose lease lapsed
 * before it renewed it (it leads again from the stored checkpoint). Only a holder stalled for longer than
 * the lease between its fence and its send (a long GC pause, a frozen VM) can still send a page the new
 * holder sends too: a duplicate, which consumers skip.
 *
 * A failed page (the broker or a store unreachable beyond the client's retries) is counted, logged and
 * tried again after a pause; the relay is not ready meanwhile.
 */
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Partitioners, type Admin, type Kafka, type Producer } from 'kafkajs';
import type { DocumentStore } from '../../document-store/document-store.ts';
import type { EventStore, RecordedEvent } from '../../event-store/event-store.ts';
import { WakeableSleep } from '../../event-store/catch-up-waits.ts';
import type { Logger } from '../../observability/logger.ts';
import { encodeEvent, encodeWatermark } from './codec.ts';
import { RELAY_LEASES_COLLECTION, RelayLeases, type RelayLease } from './relay-lease.ts';

export const RELAY_CHECKPOINTS_COLLECTION = '_relay_checkpoints';

export interface KafkaRelayOptions {
  events: EventStore;
  /** Where the relay keeps its checkpoint (collection `_relay_checkpoints`, one document per topic) and its lease. */
  documents: DocumentStore;
  kafka: Kafka;
  topic: string;
  /** Partitions of the topic if the relay has to create it. */
  partitions: number;
  logger: Logger;
  /** Events per batch. Default 500. */
  batchSize?: number;
  /** How often to look for new events when the log is exhausted. Default 50 ms. */
  pollIntervalMs?: number;
  /** Called after a page of events is on the topic, with when its sending began (traces, metrics). */
  onPublished?: (page: readonly RecordedEvent[], startedAt: number) => void;
  /** How long the lease lasts unless renewed; it is renewed every third of it. Default 10 s. */
  leaseMs?: number;
  /** This relay's name in the lease. Default host:pid:random. */
  holderId?: string;
  /** Wall clock, milliseconds since the epoch (lease expiry). Default Date.now. */
  now?: () => number;
  /** Pause before trying a failed page again. Default 1 s. */
  retryDelayMs?: number;
  /** Topic settings added to (or replacing) the defaults when the relay creates the topic (tests). */
  topicConfig?: Record<string, string>;
}

interface RelayCheckpoint {
  _id: string;
  position: number;
  [field: string]: unknown;
}

/** What the relay is doing, for metrics and /ready. */
export interface RelayStatus {
  /** Whether this relay holds the lease (the one publishing). */
  leaseHeld: boolean;
  /** Position of the last event published and checkpointed (the stored checkpoint, as seen by a standby). */
  position: number;
  /** Pages that failed to publish since start. */
  publishErrors: number;
}

/**
 * The topic's settings. `cleanup.policy=compact` with no deletion: it is a replayable copy of the log
 * (no event is ever removed: each has a unique key), and compaction keeps only the latest watermark of
 * each partition. Compaction never touches the active segment, so segments roll daily to let
 * watermarks go within a day or two.
 */
export const TOPIC_CONFIG: Readonly<Record<string, string>> = {
  'cleanup.policy': 'compact',
  'retention.ms': '-1',
  'segment.ms': String(24 * 3600_000),
};

/** Creates the topic (compacted, never deleted: TOPIC_CONFIG) unless it exists; an existing topic is left as it is. */
export async function ensureTopic(
  admin: Admin,
  topic: string,
  partitions: number,
  config: Record<string, string> = {},
): Promise<void> {
  const existing = await admin.listTopics();
  if (existing.includes(topic)) return;
  // Resolves false when another process created it meanwhile.
  await admin.createTopics({
    waitForLeaders: true,
    topics: [
      {
        topic,
        numPartitions: partitions,
        replicationFactor: -1,
        configEntries: Object.entries({ ...TOPIC_CONFIG, ...config }).map(([name, value]) => ({ name, value })),
      },
    ],
  });
}

export class KafkaRelay {
  private readonly producer: Producer;
  private checkpoint = 0;
  private partitionCount = 0;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private readonly pause = new WakeableSleep();
  private failure: unknown;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly retryDelayMs: number;
  private readonly holderId: string;
  private readonly now: () => number;
  private readonly leases: RelayLeases;
  private leading = false;
  /** When the lease this relay last took or renewed expires, by its own clock (0: none yet). */
  private leaseExpiresAt = 0;
  private renewTimer: NodeJS.Timeout | undefined;
  /** Lease claims (background renewal, the fence before a page, a standby's try) run one at a time. */
  private claiming: Promise<unknown> = Promise.resolve();
  private publishErrors = 0;
  /** Failures in a row (of a page, or of reaching the lease): not ready while above 0. */
  private failuresInRow = 0;

  private readonly options: KafkaRelayOptions;

  constructor(options: KafkaRelayOptions) {
    this.options = options;
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 50;
    this.leaseMs = options.leaseMs ?? 10_000;
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
    this.holderId = options.holderId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.now = options.now ?? Date.now;
    this.leases = new RelayLeases(options.documents, options.topic, this.leaseMs);
    this.producer = options.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      // Every message names its partition (codec.ts); this only keeps kafkajs from warning about its default.
      createPartitioner: Partitioners.DefaultPartitioner,
      allowAutoTopicCreation: false,
      // An idempotent producer retries without limit (kafkajs requires it for its guarantees); the
      // relay simply waits for the broker to come back, and its readiness says so meanwhile.
      retry: { retries: Number.MAX_SAFE_INTEGER, maxRetryTime: 30_000 },
    });
  }

  private get checkpoints() {
    return this.options.documents.collection<RelayCheckpoint>(RELAY_CHECKPOINTS_COLLECTION);
  }

  /** Position of the last event published and checkpointed. */
  get position(): number {
    return this.checkpoint;
  }

  /** This relay's name in the lease. */
  get holder(): string {
    return this.holderId;
  }

  status(): RelayStatus {
    return { leaseHeld: this.leading, position: this.checkpoint, publishErrors: this.publishErrors };
  }

  async start(): Promise<void> {
    const admin = this.options.kafka.admin();
    await admin.connect();
    try {
      await ensureTopic(admin, this.options.topic, this.options.partitions, this.options.topicConfig);
      const [metadata] = (await admin.fetchTopicMetadata({ topics: [this.options.topic] })).topics;
      this.partitionCount = metadata!.partitions.length;
    } finally {
      await admin.disconnect();
    }
    await this.producer.connect();
    this.checkpoint = await this.storedCheckpoint();
    this.options.logger.info('relay started', {
      topic: this.options.topic,
      partitions: this.partitionCount,
      after: this.checkpoint,
      holder: this.holderId,
    });
    this.loop = this.run();
  }

  private async storedCheckpoint(): Promise<number> {
    return (await this.checkpoints.findOne({ _id: this.options.topic }))?.position ?? 0;
  }

  /**
   * Takes or renews the lease (one claim at a time); true while this relay holds it. A lease that
   * lapsed while this relay led (a pause longer than the lease: a frozen VM, a stopped process) is
   * leadership lost even when nobody took it meanwhile: another relay may have led and an operator may
   * have reset the checkpoint (`npm run relay -- reset`, allowed once the lease has expired), so the
   * relay stands by and leads again from the stored checkpoint, never from the one in its memory.
   */
  private claim(): Promise<boolean> {
    const claimed = this.claiming.then(async () => {
      const now = this.now();
      const lapsed = this.leading && now >= this.leaseExpiresAt;
      if (lapsed) this.lose('the lease lapsed before it was renewed');
      const expiresAt = await this.leases.claim(this.holderId, now);
      if (expiresAt === null && this.leading) this.lose('the lease was taken by another relay');
      if (expiresAt !== null) this.leaseExpiresAt = expiresAt;
      return expiresAt !== null && !lapsed;
    });
    this.claiming = claimed.catch(() => undefined);
    return claimed;
  }

  private lead(): void {
    this.leading = true;
    clearInterval(this.renewTimer);
    this.renewTimer = setInterval(
      () =>
        void this.claim().catch((error: unknown) =>
          this.options.logger.warn('relay lease not renewed; trying again', { error }),
        ),
      Math.max(1, Math.floor(this.leaseMs / 3)),
    );
    this.renewTimer.unref();
  }

  private lose(reason: string): void {
    if (!this.leading) return;
    this.leading = false;
    clearInterval(this.renewTimer);
    this.options.logger.warn('relay lost its lease; standing by', { topic: this.options.topic, reason });
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let publishing = false;
      try {
        if (!this.leading) {
          // Standby: the stored checkpoint (for lag metrics), then a try for the lease.
          this.checkpoint = await this.storedCheckpoint();
          if (!(await this.claim())) {
            this.failuresInRow = 0;
            await this.sleep(Math.max(1, Math.floor(this.leaseMs / 3)));
            continue;
          }
          this.lead();
          // Whoever held the lease before may have moved the checkpoint.
          this.checkpoint = await this.storedCheckpoint();
          this.options.logger.info('relay holds the lease; publishing', {
            topic: this.options.topic,
            after: this.checkpoint,
            holder: this.holderId,
          });
        }
        const page = await this.options.events.readAll({ afterPosition: this.checkpoint, maxCount: this.batchSize });
        if (page.length === 0) {
          this.failuresInRow = 0;
          await this.sleep(this.pollIntervalMs);
          continue;
        }
        // The fence: the lease is renewed (still this relay's) right before the page goes out.
        if (!(await this.claim())) continue;
        const last = page[page.length - 1]!.position;
        const startedAt = Date.now();
        publishing = true;
        await this.producer.send({
          topic: this.options.topic,
          acks: -1,
          messages: page.map((event) => encodeEvent(event, this.partitionCount)),
        });
        this.options.onPublished?.(page, startedAt);
        await this.producer.send({
          topic: this.options.topic,
          acks: -1,
          messages: Array.from({ length: this.partitionCount }, (_, partition) => encodeWatermark(last, partition)),
        });
        publishing = false;
        if (!(await this.saveCheckpoint(last))) {
          this.lose('the lease was no longer held when saving the checkpoint');
          continue;
        }
        this.checkpoint = last;
        // Ready again only once a page went all the way (a failing send must not look ready between tries).
        this.failuresInRow = 0;
      } catch (error) {
        if (publishing) this.publishErrors++;
        this.failuresInRow++;
        this.options.logger.error(
          publishing ? 'relay could not publish a page; trying again' : 'relay step failed; trying again',
          {
            error,
            after: this.checkpoint,
          },
        );
        await this.sleep(this.retryDelayMs);
      }
    }
  }

  /** Saves the checkpoint if the lease is still this relay's, in one unit with a write to the lease (true when saved). */
  private saveCheckpoint(position: number): Promise<boolean> {
    return this.options.documents.transaction(async (tx) => {
      const { matchedCount } = await tx
        .collection<RelayLease>(RELAY_LEASES_COLLECTION)
        .updateOne(
          { _id: this.options.topic, holder: this.holderId, expiresAt: { $gt: this.now() } },
          { $set: { position } },
        );
      if (matchedCount !== 1) return false;
      await tx
        .collection<RelayCheckpoint>(RELAY_CHECKPOINTS_COLLECTION)
        .updateOne({ _id: this.options.topic }, { $set: { position } }, { upsert: true });
      return true;
    });
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return this.pause.sleep(ms);
  }

  /** Resolves once every event appended before the call has been published (by this relay or the lease holder). */
  async caughtUp(timeoutMs = 30_000): Promise<void> {
    const target = await this.options.events.headPosition();
    const deadline = Date.now() + timeoutMs;
    while (this.checkpoint < target) {
      if (this.failure) throw this.failure;
      if (Date.now() > deadline)
        throw new Error(`relay did not reach position ${target} within ${timeoutMs} ms (at ${this.checkpoint})`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Ready: the loop runs and its last step worked, holding the lease or standing by. */
  get healthy(): boolean {
    return this.loop !== undefined && this.failure === undefined && !this.stopping && this.failuresInRow === 0;
  }

  /**
   * Stops after the page being published is sent and checkpointed, and gives the lease up so a standby
   * takes over at once. `releaseLease: false` leaves it to expire, as a killed relay would (tests).
   */
  async stop({ releaseLease = true }: { releaseLease?: boolean } = {}): Promise<void> {
    this.stopping = true;
    this.pause.wake();
    await this.loop;
    clearInterval(this.renewTimer);
    await this.claiming;
    if (this.leading && releaseLease)
      await this.leases
        .release(this.holderId)
        .catch((error: unknown) => this.options.logger.warn('relay lease not released', { error }));
    this.leading = false;
    await this.producer.disconnect();
  }
}
