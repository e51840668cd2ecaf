/**
 * The relay: follows the event store's `$all` from a stored checkpoint and publishes each event to
 * the topic, keyed by stream id. A page of the log is sent as one batch by an idempotent producer
 * (acks from all in-sync replicas, one request in flight), then a watermark goes to every partition,
 * then the checkpoint is saved. A crash anywhere in between makes the restarted relay send the page
 * again: duplicates are possible, loss and reordering are not (a duplicate is at or below what its
 * partition already carried, and consumers skip events at or before their checkpoint).
 *
 * Run one relay per topic; a second one would not lose anything either, only send duplicates.
 */
import { Partitioners, type Admin, type Kafka, type Producer } from 'kafkajs';
import type { DocumentStore } from '../../document-store/document-store.ts';
import type { EventStore, RecordedEvent } from '../../event-store/event-store.ts';
import type { Logger } from '../../observability/logger.ts';
import { encodeEvent, encodeWatermark } from './codec.ts';

export const RELAY_CHECKPOINTS_COLLECTION = '_relay_checkpoints';

export interface KafkaRelayOptions {
  events: EventStore;
  /** Where the relay keeps its checkpoint (collection `_relay_checkpoints`, one document per topic). */
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
}

interface RelayCheckpoint {
  _id: string;
  position: number;
  [field: string]: unknown;
}

/** Creates the topic (infinite retention: it is a replayable copy of the log) unless it exists. */
export async function ensureTopic(admin: Admin, topic: string, partitions: number): Promise<void> {
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
        configEntries: [{ name: 'retention.ms', value: '-1' }],
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
  private wake: (() => void) | undefined;
  private failure: unknown;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;

  private readonly options: KafkaRelayOptions;

  constructor(options: KafkaRelayOptions) {
    this.options = options;
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 50;
    this.producer = options.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
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

  async start(): Promise<void> {
    const admin = this.options.kafka.admin();
    await admin.connect();
    try {
      await ensureTopic(admin, this.options.topic, this.options.partitions);
      const [metadata] = (await admin.fetchTopicMetadata({ topics: [this.options.topic] })).topics;
      this.partitionCount = metadata!.partitions.length;
    } finally {
      await admin.disconnect();
    }
    await this.producer.connect();
    this.checkpoint = (await this.checkpoints.findOne({ _id: this.options.topic }))?.position ?? 0;
    this.options.logger.info('relay started', {
      topic: this.options.topic,
      partitions: this.partitionCount,
      after: this.checkpoint,
    });
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    try {
      while (!this.stopping) {
        const page = await this.options.events.readAll({ afterPosition: this.checkpoint, maxCount: this.batchSize });
        if (page.length === 0) {
          await this.sleep();
          continue;
        }
        const last = page[page.length - 1]!.position;
        const startedAt = Date.now();
        await this.producer.send({ topic: this.options.topic, acks: -1, messages: page.map(encodeEvent) });
        this.options.onPublished?.(page, startedAt);
        await this.producer.send({
          topic: this.options.topic,
          acks: -1,
          messages: Array.from({ length: this.partitionCount }, (_, partition) => encodeWatermark(last, partition)),
        });
        await this.checkpoints.updateOne({ _id: this.options.topic }, { $set: { position: last } }, { upsert: true });
        this.checkpoint = last;
      }
    } catch (error) {
      this.failure = error;
      this.options.logger.error('relay stopped', { error });
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), this.pollIntervalMs);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }

  /** Resolves once every event appended before the call has been published. */
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

  /** Healthy while the publishing loop runs. */
  get healthy(): boolean {
    return this.loop !== undefined && this.failure === undefined && !this.stopping;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    await this.producer.disconnect();
  }
}
