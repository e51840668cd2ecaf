/**
 * Projectors on Kafka: a consumer in a group (instances of the group split the topic's partitions)
 * takes the messages of a partition a batch at a time (`eachBatch`) and hands the batch to every
 * projection at once through ProjectionRunner.deliverBatch with the partition: each projection's
 * writes for the whole batch, its (projection, partition) checkpoint and the group's progress record
 * commit in one unit of work of the document store. The offset is committed after that: a crash
 * before it redelivers the batch, and every event in it is at or before the checkpoints, so skipped.
 *
 * When partitions move between instances, the in-memory checkpoints are dropped and read again from
 * the document store, so an instance that gets a partition back never trusts a stale checkpoint.
 */
import type { Consumer, Kafka } from 'kafkajs';
import type { DocumentStore } from '../../document-store/document-store.ts';
import type { Logger } from '../../observability/logger.ts';
import type { Projection } from '../../projections/projection.ts';
import type { ProjectionRunner } from '../../projections/runner.ts';
import type { RecordedEvent } from '../../event-store/event-store.ts';
import { BUS_PROGRESS_COLLECTION, messageAsEvent, type BusMessage, type BusProgress } from '../event-bus.ts';
import { decodeMessage } from './codec.ts';

/** How often a subscription the broker answers "unknown topic" is tried before the start fails. */
const SUBSCRIBE_ATTEMPTS = 10;

export interface KafkaProjectionConsumerOptions {
  kafka: Kafka;
  topic: string;
  groupId: string;
  runner: ProjectionRunner;
  documents: DocumentStore;
  logger: Logger;
  /** Called for each message once its batch has been committed by every projection (tests, metrics). */
  onMessage?: (partition: number, offset: string, message: BusMessage) => void;
  /** Kafka's session timeout: how soon a dead instance's partitions move to the others. Default 10 s (the broker's minimum is 6 s). */
  sessionTimeoutMs?: number;
}

export class KafkaProjectionConsumer {
  private readonly consumer: Consumer;
  private assigned: number[] = [];
  private crashed: unknown;
  private running = false;

  private readonly options: KafkaProjectionConsumerOptions;

  constructor(options: KafkaProjectionConsumerOptions) {
    this.options = options;
    this.consumer = options.kafka.consumer({
      groupId: options.groupId,
      // Short enough that a killed instance's partitions move on within seconds.
      sessionTimeout: options.sessionTimeoutMs ?? 10_000,
      heartbeatInterval: 1_000,
      rebalanceTimeout: 20_000,
      allowAutoTopicCreation: false,
    });
    this.consumer.on(this.consumer.events.GROUP_JOIN, (event) => {
      const { memberAssignment } = event.payload as unknown as { memberAssignment: Record<string, number[]> };
      this.assigned = [...(memberAssignment[options.topic] ?? [])].sort((a, b) => a - b);
      // Another instance may have moved these partitions' checkpoints while we did not own them.
      options.runner.forgetCheckpoints();
      // Joined again after a crash kafkajs restarts from (a broker gone and back): healthy again. A
      // crash it does not restart from never rejoins, so it stays unhealthy.
      this.crashed = undefined;
      options.logger.info('partitions assigned', { group: options.groupId, partitions: this.assigned });
    });
    this.consumer.on(this.consumer.events.CRASH, (event) => {
      this.crashed = (event.payload as { error?: unknown }).error;
      options.logger.error('consumer crashed', { error: this.crashed });
    });
  }

  get projections(): readonly Projection[] {
    return this.options.runner.projections;
  }

  /** Partitions this instance currently owns. */
  get partitions(): readonly number[] {
    return this.assigned;
  }

  get healthy(): boolean {
    return this.running && this.crashed === undefined;
  }

  async start(): Promise<void> {
    for (const projection of this.projections) await projection.setup?.(this.options.documents);
    await this.consumer.connect();
    await this.subscribe();
    await this.consumer.run({
      eachBatchAutoResolve: false,
      autoCommit: true,
      eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale }) => {
        if (!isRunning() || isStale() || batch.messages.length === 0) return;
        const { partition } = batch;
        const decoded = batch.messages.map((message) => decodeMessage(message));
        const events: RecordedEvent[] = decoded.map(messageAsEvent);
        // Every event up to the highest watermark bound for this partition is applied once the batch commits.
        let watermark = 0;
        for (const message of decoded)
          if (message.kind === 'watermark') watermark = Math.max(watermark, message.position);
        await this.options.runner.deliverBatch(events, partition, {
          onHandlerError: 'throw',
          within: async (tx) => {
            if (watermark === 0) return;
            await tx.collection<BusProgress>(BUS_PROGRESS_COLLECTION).updateOne(
              { _id: `${this.options.groupId}:${this.options.topic}:${partition}` },
              {
                $max: { position: watermark },
                $set: { group: this.options.groupId, topic: this.options.topic, partition },
              },
              { upsert: true },
            );
          },
        });
        const last = batch.messages[batch.messages.length - 1]!;
        resolveOffset(last.offset);
        for (const [index, message] of batch.messages.entries())
          this.options.onMessage?.(partition, message.offset, decoded[index]!);
        await commitOffsetsIfNecessary();
        await heartbeat();
      },
    });
    this.running = true;
  }

  /**
   * Subscribes to the topic. Just after the topic was created, a broker in KRaft mode may still answer
   * that it does not host it (UNKNOWN_TOPIC_OR_PARTITION, kafkajs issue #815): that answer is retried,
   * a few times with a growing pause, before it counts as a failure to start.
   */
  private async subscribe(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.consumer.subscribe({ topics: [this.options.topic], fromBeginning: true });
        return;
      } catch (error) {
        const unknownTopic = (error as { type?: unknown }).type === 'UNKNOWN_TOPIC_OR_PARTITION';
        if (!unknownTopic || attempt >= SUBSCRIBE_ATTEMPTS) throw error;
        this.options.logger.warn('topic not known to the broker yet; subscribing again', {
          topic: this.options.topic,
          attempt,
        });
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.consumer.disconnect();
  }
}
