/**
 * Composition of the projectors process in distributed mode: a Kafka consumer in the projectors'
 * group hands every event to every read model through a ProjectionRunner (per-partition checkpoints
 * in the document store). Scale out by starting more instances: the group splits the partitions.
 */
import { Kafka, logLevel } from 'kafkajs';
import {
  type DocumentStore,
  type EventStore,
  type Logger,
  type Projection,
  type ProjectionFaults,
  ProjectionRunner,
} from '@listings/shared/kernel';
import {
  type BusMessage,
  type KafkaSettings,
  KafkaProjectionConsumer,
  ensureTopic,
  kafkaLogCreator,
} from '@listings/shared/kernel/kafka';
import { observeProjection, watchProjectionProgress } from '@listings/shared/platform';
import { randomUUID } from 'node:crypto';
import { upgradeProjectionsOnKafka } from './projection-upgrade.ts';

/** Projectors fed by Kafka never read the event store: this stands in for it and refuses every use. */
export const noEventStore: EventStore = new Proxy({} as EventStore, {
  get: (_target, property) => () => {
    throw new Error(`projectors fed by Kafka do not use the event store (called ${String(property)})`);
  },
});

export const kafkaClient = (settings: Pick<KafkaSettings, 'brokers' | 'clientId'>, logger?: Logger): Kafka =>
  new Kafka({
    clientId: settings.clientId,
    brokers: settings.brokers,
    retry: { retries: 10, initialRetryTime: 200 },
    logLevel: logLevel.WARN,
    // A rebalance or a coordinator not there yet is info, not error (kafka-log.ts).
    logCreator: kafkaLogCreator(logger),
  });

export interface ProjectorsOptions {
  documents: DocumentStore;
  settings: KafkaSettings;
  projections: readonly Projection[];
  logger: Logger;
  groupId?: string;
  sessionTimeoutMs?: number;
  onMessage?: (partition: number, offset: string, message: BusMessage) => void;
  /** Test-only: the runner's fault seam (crash tests). */
  faults?: ProjectionFaults;
  /** How often an instance waiting for another's projection upgrade looks again (projection-upgrade.ts). */
  upgradePollMs?: number;
}

export interface Projectors {
  runner: ProjectionRunner;
  consumer: KafkaProjectionConsumer;
  /** Projections this instance rebuilt at start because their version changed (projection-upgrade.ts). */
  upgraded: readonly string[];
  stop(): Promise<void>;
}

export async function startProjectors(options: ProjectorsOptions): Promise<Projectors> {
  // The relay creates the topic too; whichever starts first does it.
  const kafka = kafkaClient(options.settings, options.logger);
  const admin = kafka.admin();
  await admin.connect();
  try {
    await ensureTopic(admin, options.settings.topic, options.settings.partitions);
  } finally {
    await admin.disconnect();
  }
  const groupId = options.groupId ?? options.settings.projectorsGroup;
  // A projection whose version changed is rebuilt through the group before this instance joins it.
  const upgraded = await upgradeProjectionsOnKafka({
    kafka,
    documents: options.documents,
    projections: options.projections,
    groupId,
    topic: options.settings.topic,
    logger: options.logger,
    instance: `${options.settings.clientId}-${randomUUID().slice(0, 8)}`,
    pollMs: options.upgradePollMs,
  });
  // Traced when tracing is on: a reactor (it has idle/stop) as `react <name>`, a read model as `project <name>`.
  const observed = options.projections.map((projection) =>
    observeProjection(projection, 'idle' in projection ? 'react' : 'project'),
  );
  const runner = new ProjectionRunner(noEventStore, options.documents, observed, options.logger, {
    faults: options.faults,
  });
  const unwatch = watchProjectionProgress({ positions: () => runner.checkpointPositions() });
  const consumer = new KafkaProjectionConsumer({
    kafka,
    topic: options.settings.topic,
    groupId,
    runner,
    documents: options.documents,
    logger: options.logger,
    sessionTimeoutMs: options.sessionTimeoutMs,
    onMessage: options.onMessage,
  });
  await consumer.start();
  return {
    runner,
    consumer,
    upgraded,
    stop: async () => {
      unwatch();
      await consumer.stop();
    },
  };
}
