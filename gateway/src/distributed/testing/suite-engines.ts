/**
 * The real engines a distributed-mode suite runs on, got the one way in a `before` hook: the Kafka
 * brokers (KAFKA_BROKERS when set, else a broker started from the jars, scripts/kafka) and a fresh
 * PostgreSQL cluster; without Java or PostgreSQL's binaries the suite is skipped, saying why. And the
 * end of the role processes a suite started, in its `after` hooks. The suites share these so they
 * start, skip and stop alike.
 */
import { startPostgresTestServer, type PostgresTestServer } from '@listings/shared/kernel/testing';
import { kafkaUnavailableReason, startKafkaBroker } from '../../../../scripts/kafka/broker.ts';
import type { RoleProcess } from './role-process.ts';

export interface SuiteKafka {
  brokers: string[];
  /** Stops the broker this started (nothing when KAFKA_BROKERS named one). */
  stop(): Promise<void>;
}

/** In a `before` hook: the brokers the suite talks to, or the suite skipped with the reason why. */
export async function kafkaForSuite(context: Mocha.Context, suite: string): Promise<SuiteKafka> {
  if (process.env.KAFKA_BROKERS) return { brokers: process.env.KAFKA_BROKERS.split(','), stop: async () => {} };
  const reason = kafkaUnavailableReason();
  if (reason) {
    console.log(`    [skipped] ${suite}: ${reason}`);
    context.skip();
  }
  const broker = await startKafkaBroker({ log: (line) => console.log(`    ${line}`) });
  return { brokers: broker.brokers, stop: () => broker.stop() };
}

/** In a `before` hook: a fresh PostgreSQL cluster, or the suite skipped with the reason why. */
export async function postgresForSuite(context: Mocha.Context, suite: string): Promise<PostgresTestServer> {
  const server = await startPostgresTestServer();
  if (typeof server === 'string') {
    console.log(`    [skipped] ${suite}: ${server}`);
    context.skip();
  }
  return server as PostgresTestServer;
}

/** Sends `signal` to each of `roles` still running, then waits until every one has exited. */
export async function stopRoles(roles: readonly RoleProcess[], signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  for (const role of roles) if (role.child.exitCode === null && role.child.signalCode === null) role.child.kill(signal);
  await Promise.all(roles.map((role) => role.exited));
}
