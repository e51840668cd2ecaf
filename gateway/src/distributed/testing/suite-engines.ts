/**
 * The real engines a distributed-mode suite runs on, got the one way in a `before` hook: the Kafka
 * brokers (KAFKA_BROKERS when set, else a broker started from the jars, scripts/kafka) and a fresh
 * PostgreSQL cluster; without Java or PostgreSQL's binaries the suite is skipped, saying why. And the
 * end of the role processes a suite started, in its `after` hooks; useSuiteEngines installs both hooks
 * for a suite of role processes. The suites share these so they start, skip and stop alike.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kafkaSettings, type KafkaSettings } from '@listings/shared/kernel/kafka';
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

export interface SuiteEngines {
  readonly brokers: string[];
  /** The suite's PostgreSQL cluster (only when asked for). */
  readonly postgres: PostgresTestServer;
  /** The suite's temp data folder (DATA_DIR of its roles). */
  readonly dataDir: string;
}

/**
 * Call inside a `describe`: its `before` gets the engines (PostgreSQL first when asked for, then
 * Kafka, skipping the suite saying why without them) and a temp data folder; its `after` kills the
 * role processes the suite pushed onto `roles`, stops what was started and removes the folder.
 */
export function useSuiteEngines(
  suite: string,
  options: { dataDirPrefix: string; postgres?: boolean; roles?: RoleProcess[]; beforeTimeoutMs?: number },
): SuiteEngines {
  let kafka: SuiteKafka | undefined;
  let postgres: PostgresTestServer | undefined;
  let dataDir = '';
  before(async function () {
    if (options.beforeTimeoutMs) this.timeout(options.beforeTimeoutMs);
    if (options.postgres) postgres = await postgresForSuite(this, suite);
    kafka = await kafkaForSuite(this, suite);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.dataDirPrefix));
  });
  after(async () => {
    await stopRoles(options.roles ?? []);
    await kafka?.stop();
    await postgres?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get brokers() {
      return kafka!.brokers;
    },
    get postgres() {
      return postgres!;
    },
    get dataDir() {
      return dataDir;
    },
  };
}

/**
 * Kafka settings of their own for one test on `brokers`: a fresh topic (`test.<name>.<id>`) with
 * `partitions`, a fresh projectors group and, when asked, a fresh reactors group, so tests on one
 * broker never read each other's messages or offsets.
 */
export const freshKafkaSettings = (
  brokers: string[],
  name: string,
  partitions: number,
  options: { reactorsGroup?: boolean } = {},
): KafkaSettings => ({
  ...kafkaSettings({}),
  brokers,
  topic: `test.${name}.${randomUUID().slice(0, 8)}`,
  partitions,
  projectorsGroup: `projectors-${randomUUID().slice(0, 8)}`,
  ...(options.reactorsGroup ? { reactorsGroup: `reactors-${randomUUID().slice(0, 8)}` } : {}),
});
