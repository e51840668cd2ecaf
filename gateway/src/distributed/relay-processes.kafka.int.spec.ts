/**
 * Two relay processes (`node gateway/src/distributed/main.ts relay`, as compose and the runbook start
 * them) on one PostgreSQL (event log and document store, `startPostgresTestServer`) and a real Kafka
 * broker: only the lease holder publishes, its /metrics says so; after `kill -9` of the holder the other
 * takes the lease over once it has expired and publishes what follows; every event is on the topic once.
 * Without PostgreSQL's binaries or Java the suite is skipped, saying why.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '@listings/shared/kernel/postgres';
import { kafkaClient } from './projectors.ts';
import { readTopic } from './testing/read-topic.ts';
import { freePort, startRole, waitUntilAnswering, type RoleProcess } from './testing/role-process.ts';
import { useSuiteEngines } from './testing/suite-engines.ts';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check()); await delay(100))
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
}

describe('two relay processes on PostgreSQL and Kafka: one publishes, the other takes over after kill -9', function () {
  this.timeout(300_000);
  const relays: RoleProcess[] = [];
  const engines = useSuiteEngines('relay processes suite', {
    dataDirPrefix: 'relay-processes-',
    postgres: true,
    roles: relays,
    beforeTimeoutMs: 180_000,
  });

  it('only the lease holder publishes; kill -9 of it and the standby publishes the rest; every event once', async () => {
    const url = await engines.postgres.createDatabase('relays');
    const topic = `test.relays.${randomUUID().slice(0, 8)}`;
    const ports = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      EVENT_STORE: 'postgres',
      DOCUMENT_STORE: 'postgres',
      POSTGRES_URL: url,
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: engines.brokers.join(','),
      KAFKA_TOPIC: topic,
      KAFKA_PARTITIONS: '3',
      DATA_DIR: engines.dataDir,
      HOST: '127.0.0.1',
    };
    const events = await PostgresEventStore.connect(url);
    const metadata = { actor: { kind: 'system' as const, id: 'test' }, at: new Date().toISOString(), cause: 'test' };
    const append = async (count: number) => {
      for (let i = 0; i < count; i++)
        await events.appendToStream(`tally-${i % 5}`, [{ id: randomUUID(), type: 'Tallied', data: {}, metadata }]);
    };
    /** The relay's own figures from its /metrics (NaN when it does not answer). */
    const figure = async (index: number, name: string) => {
      const text = await fetch(`http://127.0.0.1:${ports[index]}/metrics`).then(
        (response) => response.text(),
        () => '',
      );
      const line = text.split('\n').find((l) => l.startsWith(`listings_${name}{topic="${topic}"}`));
      return line ? Number(line.split(' ').pop()) : Number.NaN;
    };
    try {
      await append(20);
      for (const index of [0, 1]) {
        const relay = startRole('relay', { ...env, PORT: String(ports[index]) });
        relays.push(relay);
        await waitUntilAnswering(`http://127.0.0.1:${ports[index]}/ready`, relay, 120_000);
      }
      let holder = -1;
      await until('one relay holds the lease and has published the log', async () => {
        const held = [await figure(0, 'relay_lease_held'), await figure(1, 'relay_lease_held')];
        holder = held.indexOf(1);
        return held.filter((value) => value === 1).length === 1 && (await figure(holder, 'relay_lag')) === 0;
      });
      const standby = 1 - holder;
      expect(await figure(standby, 'relay_lease_held'), 'the other stands by').to.equal(0);
      expect((await fetch(`http://127.0.0.1:${ports[standby]}/ready`)).status, 'a standby is ready').to.equal(200);

      relays[holder]!.child.kill('SIGKILL');
      await relays[holder]!.exited;
      await append(15);
      const head = await events.headPosition();
      await until(
        'the standby took the lease over and published the rest',
        async () =>
          (await figure(standby, 'relay_lease_held')) === 1 && (await figure(standby, 'relay_position')) === head,
      );
      const positions = (await readTopic(kafkaClient({ brokers: engines.brokers, clientId: 'test' }), topic))
        .flatMap((message) => (message.kind === 'event' ? [message.event.position] : []))
        .sort((a, b) => a - b);
      const all = (await events.readAll({ afterPosition: 0, maxCount: 1_000 })).map((event) => event.position);
      expect(positions, 'every event of the log on the topic, once').to.deep.equal(all);
      expect(relays[standby]!.output()).to.include('relay holds the lease; publishing');
    } finally {
      await events.close();
    }
  });
});
