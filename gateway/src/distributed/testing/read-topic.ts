/**
 * Every message on a topic, decoded, read from the beginning by a throwaway consumer group up to each
 * partition's end at the time of the call (tests that count what the relay put on the topic).
 */
import { randomUUID } from 'node:crypto';
import type { Kafka } from 'kafkajs';
import { decodeMessage, type BusMessage } from '@listings/shared/kernel/kafka';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every message on the topic, read from the beginning by a throwaway consumer group, up to each partition's end. */
export async function readTopic(kafka: Kafka, topic: string): Promise<BusMessage[]> {
  return (await readTopicByPartition(kafka, topic)).map(({ message }) => message);
}

/** The same, each message with its partition and offset (in each partition's order). */
export async function readTopicByPartition(
  kafka: Kafka,
  topic: string,
): Promise<{ partition: number; offset: number; message: BusMessage }[]> {
  const admin = kafka.admin();
  await admin.connect();
  const ends = new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, Number(p.high)]));
  await admin.disconnect();
  const seen = new Map<number, number>();
  const messages: { partition: number; offset: number; message: BusMessage }[] = [];
  const consumer = kafka.consumer({ groupId: `reader-${randomUUID().slice(0, 8)}`, allowAutoTopicCreation: false });
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  await consumer.run({
    eachBatch: async ({ batch }) => {
      for (const message of batch.messages) {
        messages.push({ partition: batch.partition, offset: Number(message.offset), message: decodeMessage(message) });
        seen.set(batch.partition, Number(message.offset) + 1);
      }
    },
  });
  try {
    const done = () => [...ends].every(([partition, high]) => high === 0 || (seen.get(partition) ?? 0) >= high);
    for (const deadline = Date.now() + 60_000; !done(); await delay(50))
      if (Date.now() > deadline) throw new Error(`${topic} not read to its end within 60 s`);
  } finally {
    await consumer.disconnect();
  }
  return messages;
}
