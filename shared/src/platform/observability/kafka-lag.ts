/**
 * Kafka consumer lag per partition (distributed mode), read from the broker at each scrape: the
 * partition's high watermark minus the group's committed offset. Measured from outside the consumer,
 * so it is what an operator would see with kafka-consumer-groups.sh, whichever instance owns the partition.
 */
import type { Admin, Kafka } from 'kafkajs';
import { Gauge } from 'prom-client';
import { METRICS_PREFIX } from './metrics.ts';
import { processWide } from './process-wide.ts';

interface Watched {
  admin: Admin;
  connected: Promise<void>;
  topic: string;
  group: string;
}

const watched = processWide('kafkaLagWatched', () => new Set<Watched>());

processWide(
  'kafkaConsumerLag',
  () =>
    new Gauge({
      name: `${METRICS_PREFIX}kafka_consumer_lag`,
      help: "Messages on each partition after the consumer group's committed offset (distributed mode)",
      labelNames: ['group', 'topic', 'partition'] as const,
      async collect() {
        this.reset();
        for (const { admin, connected, topic, group } of watched) {
          try {
            await connected;
            const [ends, [committed]] = await Promise.all([
              admin.fetchTopicOffsets(topic),
              admin.fetchOffsets({ groupId: group, topics: [topic] }),
            ]);
            const offsets = new Map(committed?.partitions.map((p) => [p.partition, Number(p.offset)]) ?? []);
            for (const { partition, high, low } of ends) {
              const at = offsets.get(partition) ?? -1;
              // -1: nothing committed yet, so everything still on the partition is ahead of the group.
              this.set({ group, topic, partition: String(partition) }, Number(high) - (at < 0 ? Number(low) : at));
            }
          } catch {
            // The broker is unreachable: no lag series this scrape (readiness already says so).
          }
        }
      },
    }),
);

/** Reports the group's lag on the topic at every scrape; the returned function stops it and disconnects. */
export function watchKafkaLag(kafka: Kafka, group: string, topic: string): () => Promise<void> {
  const admin = kafka.admin();
  const entry: Watched = { admin, connected: admin.connect(), topic, group };
  entry.connected.catch(() => undefined);
  watched.add(entry);
  return async () => {
    watched.delete(entry);
    await admin.disconnect();
  };
}
