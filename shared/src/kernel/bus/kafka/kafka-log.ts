/**
 * kafkajs's log lines into our JSON logger, at levels an operator can act on. kafkajs logs the normal
 * life of a consumer group at warn and error: a rebalance ("The group is rebalancing, re-joining"), a
 * member the coordinator forgot after a restart, the coordinator or a partition leader not there yet
 * just after the broker or the topic started. Each is retried and resolves itself, and at error level
 * it pages someone for nothing. So:
 *
 * - the known-harmless lines (the group's and coordinator's life, listed below) → info;
 * - kafkajs's protocol chatter ("Response without match") → debug, which is dropped (our logger has no debug);
 * - an error kafkajs is retrying (it carries `retryCount`: a broker reconnect, a send retried) → warn;
 *   if the retries run out, the failure reaches our code (the consumer's crash, the relay stopping)
 *   and is logged there at error;
 * - anything else keeps kafkajs's level: a crash ("Crash: …") and the errors kafkajs gives up on stay error.
 */
import { logLevel, type logCreator } from 'kafkajs';
import type { Logger } from '../../observability/logger.ts';

export type KafkaLogTarget = 'error' | 'warn' | 'info' | 'debug';

/** Lines of a consumer group's normal life and of a broker or topic just started: retried by kafkajs, then fine. */
const HARMLESS: readonly RegExp[] = [
  /^The group is rebalancing/,
  /rebalancing, so a rejoin is needed/,
  /^The coordinator is not aware of this member/,
  /resync group$/,
  /^Consumer is not aware of all assigned partitions/,
  /group coordinator is not available/,
  /not the correct coordinator for this group/,
  /coordinator is loading/,
  /no leader for this topic-partition/,
  /not the leader for that topic-partition/,
  /does not host this topic-partition/,
  /group generation id is not valid/,
];

const CHATTER: readonly RegExp[] = [/^Response without match/];

/** The level of our log a kafkajs entry goes to (pure: kafkajs's level, its message and its fields). */
export function kafkaLogLevel(level: logLevel, message: string, fields: Record<string, unknown> = {}): KafkaLogTarget {
  const text = `${message} ${typeof fields.error === 'string' ? fields.error : ''}`;
  if (CHATTER.some((pattern) => pattern.test(message))) return 'debug';
  if (level <= logLevel.WARN && HARMLESS.some((pattern) => pattern.test(message) || pattern.test(text))) return 'info';
  if (level === logLevel.ERROR && !message.startsWith('Crash:') && fields.retryCount !== undefined) return 'warn';
  if (level === logLevel.ERROR) return 'error';
  if (level === logLevel.WARN) return 'warn';
  return level === logLevel.INFO ? 'info' : 'debug';
}

/** A kafkajs logCreator writing to `logger` at the mapped levels (debug entries are dropped). */
export const kafkaLogCreator =
  (logger: Logger | undefined): logCreator =>
  () =>
  ({ namespace, level, log }) => {
    if (!logger) return;
    const {
      message: raw,
      timestamp: _timestamp,
      logger: _logger,
      ...fields
    } = log as {
      message: unknown;
      timestamp?: string;
      logger?: string;
    } & Record<string, unknown>;
    // kafkajs sometimes logs an Error itself as the message.
    const message = raw instanceof Error ? raw.message : String(raw);
    const target = kafkaLogLevel(level, message, fields);
    if (target === 'debug') return;
    logger[target](`kafka: ${message}`, { kafka: namespace, ...fields });
  };
