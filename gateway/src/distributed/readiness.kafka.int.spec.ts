/**
 * `/ready` of real role processes (`node gateway/src/distributed/main.ts <role>`) on a real Kafka
 * broker, the log a SQLite file this test appends to (local stores, allowed for tests on one machine):
 *
 * - projectors: not ready while the log has events they have not applied ("nothing applied yet"),
 *   ready once the relay has published them and they applied them, not ready again when the read side
 *   falls behind by more than READY_MAX_LAG_SECONDS (the relay stopped), ready again once it resumes;
 * - query: ready on an empty log, not ready once the log has an event its read side has not applied;
 * - command: ready with its reactors' consumer running, each store answering.
 *
 * `/health` answers 200 throughout. Without Java the suite is skipped, saying why.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MingoDocumentStore, SqliteEventStore } from '@listings/shared/kernel';
import { kafkaSettings, type KafkaSettings } from '@listings/shared/kernel/kafka';
import { testRelay } from './testing/event-path.ts';
import { freePort, startRole, waitUntilAnswering, type RoleProcess } from './testing/role-process.ts';
import { kafkaForSuite, stopRoles, type SuiteKafka } from './testing/suite-engines.ts';

interface ReadyAnswer {
  status: number;
  body: { status: string; checks: Record<string, { ok: boolean; reason?: string }> };
}

const ready = async (base: string): Promise<ReadyAnswer> => {
  const answer = await fetch(`${base}/ready`);
  return { status: answer.status, body: (await answer.json()) as ReadyAnswer['body'] };
};

/** Polls /ready until it answers `status` (bounded); the last answer otherwise, for the failure message. */
async function readyBecomes(base: string, status: number, role: RoleProcess, timeoutMs = 60_000): Promise<ReadyAnswer> {
  const deadline = Date.now() + timeoutMs;
  let last = await ready(base);
  while (last.status !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await ready(base);
  }
  expect(last.status, `${JSON.stringify(last.body)}\n${role.output()}`).to.equal(status);
  return last;
}

describe('/ready of the role processes (real Kafka)', function () {
  this.timeout(240_000);
  let kafka: SuiteKafka | undefined;
  let brokers: string[];
  let dataDir = '';
  const running: RoleProcess[] = [];

  before(async function () {
    kafka = await kafkaForSuite(this, 'readiness suite');
    brokers = kafka.brokers;
  });
  beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'readiness-'))));
  afterEach(async () => {
    await stopRoles(running.splice(0), 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  after(async () => kafka?.stop());

  const settings = (): KafkaSettings => ({
    ...kafkaSettings({}),
    brokers,
    topic: `test.ready.${randomUUID().slice(0, 8)}`,
    partitions: 2,
    projectorsGroup: `projectors-${randomUUID().slice(0, 8)}`,
    reactorsGroup: `reactors-${randomUUID().slice(0, 8)}`,
  });
  const start = async (
    role: 'projectors' | 'query' | 'command',
    bus: KafkaSettings,
    extra: NodeJS.ProcessEnv = {},
  ): Promise<{ base: string; process: RoleProcess }> => {
    const port = await freePort();
    const process = startRole(role, {
      DATA_DIR: dataDir,
      ALLOW_LOCAL_STORES_WITH_KAFKA: 'on',
      PORT: String(port),
      HOST: '127.0.0.1',
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: bus.brokers.join(','),
      KAFKA_TOPIC: bus.topic,
      KAFKA_PARTITIONS: String(bus.partitions),
      KAFKA_PROJECTORS_GROUP: bus.projectorsGroup,
      KAFKA_REACTORS_GROUP: bus.reactorsGroup,
      DEMO_DATA: 'off',
      ...extra,
    });
    running.push(process);
    const base = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(`${base}/health`, process);
    return { base, process };
  };
  const metadata = { actor: { kind: 'system' as const, id: 'test' }, at: new Date().toISOString(), cause: 'test' };
  const append = (events: SqliteEventStore, count = 1) =>
    events.appendToStream(
      `tally-${randomUUID().slice(0, 8)}`,
      Array.from({ length: count }, () => ({ id: randomUUID(), type: 'Tallied', data: {}, metadata })),
    );

  it('projectors: not ready before applying the log, ready once applied, not ready while the read side lags past the bound', async () => {
    const bus = settings();
    const events = new SqliteEventStore(path.join(dataDir, 'events.db'));
    const relayCheckpoints = new MingoDocumentStore();
    await append(events, 3);
    const projectors = await start('projectors', bus, { READY_MAX_LAG_SECONDS: '1' });
    try {
      // Nothing published yet: the log has events the read models lack.
      const before = await ready(projectors.base);
      expect(before.status, JSON.stringify(before.body)).to.equal(503);
      expect(before.body.checks['read side']).to.deep.include({
        ok: false,
        reason: 'nothing applied yet while the log has events',
      });
      expect(before.body.checks).to.deep.include({ consumer: { ok: true }, 'document store': { ok: true } });
      expect((await fetch(`${projectors.base}/health`)).status).to.equal(200);

      let relay = testRelay(events, bus, { documents: relayCheckpoints });
      await relay.start();
      await readyBecomes(projectors.base, 200, projectors.process);

      // The relay stops; an event waits longer than the bound (1 s): not ready, and it says why.
      await relay.stop();
      await append(events);
      const lagging = await readyBecomes(projectors.base, 503, projectors.process);
      expect(lagging.body.checks['read side']).to.deep.include({
        ok: false,
        reason: 'the read side is behind the log by more than the bound',
      });
      expect((await fetch(`${projectors.base}/health`)).status, 'alive all the same').to.equal(200);

      relay = testRelay(events, bus, { documents: relayCheckpoints });
      await relay.start();
      await readyBecomes(projectors.base, 200, projectors.process);
      await relay.stop();
    } finally {
      await events.close();
    }
  });

  it('query: ready on an empty log; not ready once the log has an event its read side has not applied', async () => {
    const bus = settings();
    const events = new SqliteEventStore(path.join(dataDir, 'events.db'));
    try {
      const query = await start('query', bus);
      const empty = await readyBecomes(query.base, 200, query.process);
      expect(Object.keys(empty.body.checks)).to.have.members(['event store', 'document store', 'read side']);
      await append(events);
      const behind = await readyBecomes(query.base, 503, query.process);
      expect(behind.body.checks['read side']).to.deep.include({
        reason: 'nothing applied yet while the log has events',
      });
      expect(behind.body.checks).to.deep.include({
        'event store': { ok: true, head: 1 },
        'document store': { ok: true },
      });
    } finally {
      await events.close();
    }
  });

  it("command: ready once its reactors' consumer runs and its stores answer", async () => {
    const command = await start('command', settings());
    const answer = await readyBecomes(command.base, 200, command.process);
    expect(answer.body.checks).to.deep.include({ reactors: { ok: true }, 'document store': { ok: true } });
    expect(answer.body.checks['event store']).to.deep.include({ ok: true });
  });
});
