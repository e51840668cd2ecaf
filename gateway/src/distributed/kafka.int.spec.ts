/**
 * The distributed event path against a real Apache Kafka broker (scripts/kafka: jars from Maven
 * Central, run on the machine's Java; or the broker in KAFKA_BROKERS when CI started one):
 * event store → relay → Kafka → projectors, crash-restart of a real projectors process, and a
 * consumer group of two instances. Without Java the suite is skipped, saying why.
 */
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type EventStore,
  SqliteEventStore,
  type DocumentStore,
  MingoDocumentStore,
  ProjectionRunner,
  silentLogger,
  systemClock,
} from '@listings/shared/kernel';
import { type KafkaSettings, BusPosition, KafkaRelay } from '@listings/shared/kernel/kafka';
import { loadConfig } from '@listings/shared/config';
import { ListingCommands } from '@listings/command-service/listings';
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { READ_MODELS as allProjections } from '../features.ts';
import { startProjectors, type Projectors } from './projectors.ts';
import { TALLIED, tallyProjection } from './testing/tally.projection.ts';
import { cleanRebuild, readModels, testRelay } from './testing/event-path.ts';
import type { AddressInfo } from 'node:net';
import { createService, listen } from '../service.ts';
import { createEdgeServer } from './edge.ts';
import { shared } from '../testing/shared-stores.ts';
import { freshKafkaSettings, kafkaForSuite, type SuiteKafka } from './testing/suite-engines.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Crash rounds against the real broker (each round restarts a consumer in the group). */
const KAFKA_ROUNDS = 50;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Appends a realistic mix: listings created and edited through the listing commands, and tallied streams. */
async function appendWork(
  events: EventStore,
  { listings, tallies, streams }: { listings: number; tallies: number; streams: number },
): Promise<void> {
  const commands = new ListingCommands(events, systemClock);
  const actor = { kind: 'user' as const, id: 'user-1' };
  for (let index = 0; index < listings; index++) {
    const name = `Product ${randomUUID().slice(0, 8)}`;
    const { listingId } = await commands.create(
      { profile: { name, url: `https://${name.replace(/\W/g, '').toLowerCase()}.example` }, ownerId: 'account-1' },
      actor,
      'submit_listing',
    );
    await commands.execute(
      listingId,
      { type: 'ChangeProfile', changes: { tagline: `Tagline ${index}` } },
      actor,
      'update_listing',
    );
  }
  const metadata = { actor: { kind: 'system' as const, id: 'test' }, at: new Date().toISOString(), cause: 'test' };
  for (let index = 0; index < tallies; index++) {
    // One or two events per append, so batches and partitions interleave.
    const count = index % 3 === 0 ? 2 : 1;
    await events.appendToStream(
      `tally-${index % streams}`,
      Array.from({ length: count }, () => ({ id: randomUUID(), type: TALLIED, data: {}, metadata })),
    );
  }
}

describe('Distributed mode on a real Kafka broker', function () {
  this.timeout(180_000);
  let kafka: SuiteKafka | undefined;
  let brokers: string[];

  before(async function () {
    const started = Date.now();
    kafka = await kafkaForSuite(this, 'Kafka suite');
    if (!process.env.KAFKA_BROKERS)
      console.log(`    Kafka ready in ${Date.now() - started} ms (jar fetch if needed + start)`);
    brokers = kafka.brokers;
  });

  after(async () => {
    await kafka?.stop();
  });

  const settingsFor = (partitions: number) =>
    freshKafkaSettings(brokers, 'events', partitions, { reactorsGroup: true });

  const startRelay = (events: EventStore, documents: DocumentStore, settings: KafkaSettings): KafkaRelay =>
    testRelay(events, settings, { documents });

  it('carries appended events through the relay and Kafka to the projectors, matching a clean rebuild', async () => {
    const settings = settingsFor(4);
    const events = new SqliteEventStore(':memory:');
    const relayDocuments = new MingoDocumentStore();
    const documents = new MingoDocumentStore();
    const projections = [...allProjections, tallyProjection()];
    await appendWork(events, { listings: 5, tallies: 40, streams: 7 });

    const relay = startRelay(events, relayDocuments, settings);
    await relay.start();
    const projectors = await startProjectors({ documents, settings, projections, logger: silentLogger });
    try {
      // Live events after both are running.
      await appendWork(events, { listings: 2, tallies: 20, streams: 7 });
      const head = await events.headPosition();
      await relay.caughtUp();
      const reached = await new BusPosition(documents, {
        group: settings.projectorsGroup,
        topic: settings.topic,
        partitions: 4,
      }).waitForPosition(head, 60_000);
      expect(reached, 'projectors reached the head of the log').to.equal(true);

      expect(await documents.collection('tally_anomalies').countDocuments()).to.equal(0);
      expect(await readModels(documents, projections)).to.deep.equal(await cleanRebuild(events, projections));
      expect(await documents.collection('listings').countDocuments()).to.equal(7);
    } finally {
      await projectors.stop();
      await relay.stop();
      await events.close();
    }
  });

  it('a relay restarted from its checkpoint neither loses nor reorders a stream (duplicates are skipped)', async () => {
    const settings = settingsFor(3);
    const events = new SqliteEventStore(':memory:');
    const relayDocuments = new MingoDocumentStore();
    const documents = new MingoDocumentStore();
    const projections = [tallyProjection()];
    await appendWork(events, { listings: 0, tallies: 60, streams: 5 });

    const first = startRelay(events, relayDocuments, settings);
    await first.start();
    await first.caughtUp();
    await first.stop();
    // As if the relay had crashed after publishing but before saving its checkpoint: it sends half again.
    const published = await events.headPosition();
    await relayDocuments
      .collection('_relay_checkpoints')
      .updateOne({ _id: settings.topic }, { $set: { position: Math.floor(published / 2) } });
    await appendWork(events, { listings: 0, tallies: 30, streams: 5 });

    const second = startRelay(events, relayDocuments, settings);
    await second.start();
    const projectors = await startProjectors({ documents, settings, projections, logger: silentLogger });
    try {
      await second.caughtUp();
      const head = await events.headPosition();
      expect(
        await new BusPosition(documents, {
          group: settings.projectorsGroup,
          topic: settings.topic,
          partitions: 3,
        }).waitForPosition(head, 60_000),
      ).to.equal(true);
      expect(await documents.collection('tally_anomalies').countDocuments()).to.equal(0);
      expect(await readModels(documents, projections)).to.deep.equal(await cleanRebuild(events, projections));
    } finally {
      await projectors.stop();
      await second.stop();
      await events.close();
    }
  });

  it('a projectors process killed with SIGKILL at a chosen point mid-stream and restarted ends identical to a clean rebuild', async () => {
    const settings = settingsFor(4);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'projectors-'));
    const events = new SqliteEventStore(path.join(dataDir, 'events.db'));
    const relayDocuments = new MingoDocumentStore();
    const projections = [...allProjections, tallyProjection()];
    await appendWork(events, { listings: 4, tallies: 150, streams: 9 });
    const relay = startRelay(events, relayDocuments, settings);
    await relay.start();

    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      KAFKA_BROKERS: brokers.join(','),
      KAFKA_TOPIC: settings.topic,
      KAFKA_PROJECTORS_GROUP: settings.projectorsGroup,
    };
    const lines: string[] = [];
    const spawnProjectors = (extra: Record<string, string> = {}): ChildProcess => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'testing', 'projector-child.ts')], {
        env: { ...env, ...extra },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let buffer = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const complete = buffer.split('\n');
        buffer = complete.pop()!;
        lines.push(...complete.filter(Boolean));
      });
      return child;
    };
    const exited = (child: ChildProcess) =>
      new Promise<void>((resolve) =>
        child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
      );
    const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, number | string>);

    try {
      // The kill is not timed: the process kills itself inside the unit of work that applies the
      // batch reaching the middle of the log, after the tally read model (the last projection of the
      // unit) has applied it and before its checkpoint is written.
      const total = await events.headPosition();
      const crashPosition = Math.floor(total / 2);
      let child = spawnProjectors({ CRASH_PROJECTION: 'tally', CRASH_POSITION: String(crashPosition) });
      await relay.caughtUp();
      await Promise.race([exited(child), delay(90_000)]);
      expect(child.signalCode, 'the projectors process killed itself at the chosen point').to.equal('SIGKILL');
      const crash = parsed().find((line) => line.crash !== undefined);
      expect(crash, 'the fault seam fired').to.deep.include({ crash: 'tally' });
      expect(crash!.at as number).to.be.at.least(crashPosition);

      // Events keep coming while the projectors are down.
      await appendWork(events, { listings: 2, tallies: 40, streams: 9 });
      lines.length = 0;
      child = spawnProjectors();
      const head = await events.headPosition();
      await relay.caughtUp();
      const watermarks = () => {
        const reached = new Map<number, number>();
        for (const line of parsed())
          if (line.watermark !== undefined)
            reached.set(
              line.partition as number,
              Math.max(reached.get(line.partition as number) ?? 0, line.watermark as number),
            );
        return reached;
      };
      const caughtUp = () =>
        watermarks().size === 4 && [...watermarks().values()].every((position) => position >= head);
      const until = Date.now() + 90_000;
      while (!caughtUp() && Date.now() < until) await delay(50);
      expect(caughtUp(), 'the restarted process caught up').to.equal(true);
      child.kill('SIGTERM');
      await exited(child);

      const documents = new MingoDocumentStore(path.join(dataDir, 'read-models.db'));
      try {
        expect(await documents.collection('tally_anomalies').find({})).to.deep.equal([]);
        expect(await readModels(documents, projections)).to.deep.equal(await cleanRebuild(events, projections));
      } finally {
        await documents.close();
      }
    } finally {
      await relay.stop();
      await events.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it(`crashes between effect and checkpoint at ${KAFKA_ROUNDS} chosen points in a row: after each restart every read model equals an uninterrupted build`, async () => {
    const settings = settingsFor(3);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kafka-crash-'));
    const file = path.join(dir, 'read-models.db');
    const events = new SqliteEventStore(':memory:');
    const relayDocuments = new MingoDocumentStore();
    const projections = [...allProjections, tallyProjection()];
    const reference = new MingoDocumentStore();
    const referenceRunner = new ProjectionRunner(events, reference, projections, silentLogger);
    await referenceRunner.start();
    const relay = startRelay(events, relayDocuments, settings);
    await relay.start();
    const progress = (documents: DocumentStore) =>
      new BusPosition(documents, { group: settings.projectorsGroup, topic: settings.topic, partitions: 3 });

    /** One "process": its own store opened from the file, and a fault seam armed at a chosen point. */
    const incarnation = async () => {
      const documents = new MingoDocumentStore(file);
      let target: { projection: string; position: number } | undefined;
      let dead = false;
      let crashed!: () => void;
      const fired = new Promise<void>((resolve) => (crashed = resolve));
      const projectors = await startProjectors({
        documents,
        settings,
        projections,
        logger: silentLogger,
        faults: {
          beforeCheckpoint: ({ projection, events: batch }) => {
            // Once "dead", nothing commits any more (Kafka retries the batch until the consumer stops).
            if (dead) throw new Error('crashed');
            if (!target || projection !== target.projection || batch[batch.length - 1]!.position < target.position)
              return;
            dead = true;
            crashed();
            throw new Error(`simulated crash in ${projection} before its checkpoint`);
          },
        },
      });
      return {
        documents,
        arm: (at: { projection: string; position: number }) => void (target = at),
        fired,
        async kill() {
          dead = true;
          await projectors.stop();
          await documents.close();
        },
      };
    };

    try {
      let current = await incarnation();
      for (let round = 0; round < KAFKA_ROUNDS; round++) {
        // Armed before the events exist, at one of the (at least 8) positions this round appends.
        const head = await events.headPosition();
        const projection = projections[round % projections.length]!.name;
        const position = head + 1 + (round % 8);
        current.arm({ projection, position });
        await appendWork(events, { listings: round % 5 === 0 ? 1 : 0, tallies: 6, streams: 4 });
        const last = await events.headPosition();
        await relay.caughtUp();
        const reached = await Promise.race([current.fired.then(() => true), delay(60_000).then(() => false)]);
        expect(reached, `round ${round}: the crash point ${projection}@${position} was reached`).to.equal(true);
        await current.kill();

        current = await incarnation();
        expect(await progress(current.documents).waitForPosition(last, 60_000), `round ${round}: caught up`).to.equal(
          true,
        );
        await referenceRunner.caughtUp();
        expect(await current.documents.collection('tally_anomalies').countDocuments()).to.equal(0);
        expect(
          await readModels(current.documents, projections),
          `round ${round}: after a crash in ${projection}`,
        ).to.deep.equal(await readModels(reference, projections));
      }
      await current.kill();
    } finally {
      await referenceRunner.stop();
      await relay.stop();
      await events.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('two projectors instances in one consumer group split the partitions and together build every read model', async () => {
    const settings = settingsFor(4);
    const events = new SqliteEventStore(':memory:');
    const relayDocuments = new MingoDocumentStore();
    const documents = new MingoDocumentStore();
    const projections = [...allProjections, tallyProjection()];
    const relay = startRelay(events, relayDocuments, settings);
    await relay.start();

    const handledBy: [Set<number>, Set<number>] = [new Set(), new Set()];
    const instances: Projectors[] = [];
    try {
      for (const index of [0, 1]) {
        instances.push(
          await startProjectors({
            documents,
            settings,
            projections,
            logger: silentLogger,
            sessionTimeoutMs: 6_000,
            onMessage: (partition, _offset, message) =>
              void (message.kind === 'event' && handledBy[index]!.add(partition)),
          }),
        );
      }
      const deadline = Date.now() + 60_000;
      const assigned = () => instances.map((instance) => [...instance.consumer.partitions]);
      while (
        Date.now() < deadline &&
        !(assigned()[0]!.length > 0 && assigned()[1]!.length > 0 && assigned().flat().length === 4)
      )
        await delay(50);
      const [a, b] = assigned();
      expect(a!.length, 'instance 1 owns partitions').to.be.greaterThan(0);
      expect(b!.length, 'instance 2 owns partitions').to.be.greaterThan(0);
      expect([...a!, ...b!].sort()).to.deep.equal([0, 1, 2, 3]);

      await appendWork(events, { listings: 3, tallies: 80, streams: 12 });
      await relay.caughtUp();
      const head = await events.headPosition();
      expect(
        await new BusPosition(documents, {
          group: settings.projectorsGroup,
          topic: settings.topic,
          partitions: 4,
        }).waitForPosition(head, 60_000),
      ).to.equal(true);

      expect([...handledBy[0]].sort(), 'instance 1 handled only its partitions').to.deep.equal(a);
      expect([...handledBy[1]].sort(), 'instance 2 handled only its partitions').to.deep.equal(b);
      expect(await documents.collection('tally_anomalies').countDocuments()).to.equal(0);
      expect(await readModels(documents, projections)).to.deep.equal(await cleanRebuild(events, projections));
    } finally {
      for (const instance of instances) await instance.stop();
      await relay.stop();
      await events.close();
    }
  });

  it('composes the distributed services: a write through the gateway is readable through it once the projectors have it', async () => {
    const settings = settingsFor(3);
    const events = new SqliteEventStore(':memory:');
    const documents = new MingoDocumentStore();
    const relay = startRelay(events, documents, settings);
    await relay.start();
    const projectors = await startProjectors({
      documents,
      settings,
      projections: allProjections,
      logger: silentLogger,
    });
    const readPosition = new BusPosition(documents, {
      group: settings.projectorsGroup,
      topic: settings.topic,
      partitions: 3,
    });
    const config = { ...loadConfig({}), dataDir: ':memory:', demoData: false };
    const stores = { events: shared(events), documents: shared(documents) };
    const drafting = {
      crawler: new FakeCrawler({ 'https://acme.test': 'name: Acme Rockets\ntagline: Rockets for everyone' }),
      drafter: new FakeDrafter(),
    };
    const command = await createService(config, {
      logger: silentLogger,
      stores,
      drafting,
      distributed: { role: 'command', readPosition },
    });
    const reactors = await startProjectors({
      documents,
      settings,
      projections: command.reactors,
      logger: silentLogger,
      groupId: settings.reactorsGroup,
    });
    const query = await createService(config, {
      logger: silentLogger,
      stores,
      distributed: { role: 'query', readPosition },
    });
    const servers = [await listen(command, 0, '127.0.0.1'), await listen(query, 0, '127.0.0.1')];
    const url = (server: { address(): unknown }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const edge = createEdgeServer({ commandUrl: url(servers[0]!), queryUrl: url(servers[1]!) });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    try {
      expect(
        query.projections.projections.map((p) => p.name),
        'the query service keeps only in-memory read models',
      ).to.deep.equal(['listing-search']);
      expect((await fetch(`${url(edge)}/health`)).status).to.equal(200);
      const actor = { kind: 'admin' as const, id: 'test' };
      const { accountId } = await command.accounts.register({ email: 'dist@example.com', name: 'Dist' }, actor, 'test');
      const issued = await command.accounts.issueApiKey(
        accountId,
        { name: 'k', scopes: ['account:read'] },
        actor,
        'test',
      );
      // Read-your-writes across processes: the write's position, reached on every partition.
      expect(await readPosition.waitForPosition(issued.position, 30_000)).to.equal(true);
      const me = await fetch(`${url(edge)}/v1/me`, { headers: { authorization: `Bearer ${issued.key}` } });
      expect(me.status).to.equal(200);
      expect(await me.json()).to.deep.include({ email: 'dist@example.com' });
      expect((await fetch(`${url(edge)}/ready`)).status).to.equal(200);

      // A reactor fed by Kafka (its own consumer group, in the command service): submit → crawled and drafted.
      expect(command.projections.projections, 'no reactor follows the event store directly').to.deep.equal([]);
      const writer = await command.accounts.issueApiKey(
        accountId,
        { name: 'w', scopes: ['account:read', 'listings:write'] },
        actor,
        'test',
      );
      expect(await readPosition.waitForPosition(writer.position, 30_000)).to.equal(true);
      const submitted = await fetch(`${url(edge)}/v1/drafts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${writer.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: 'https://acme.test' }),
      });
      expect(submitted.status).to.equal(201);
      const { id } = (await submitted.json()) as { id: string };
      let draft: { status?: string; fields?: { name?: { value: unknown } } } = {};
      for (let i = 0; i < 150 && draft.status !== 'ready'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        draft = (await (
          await fetch(`${url(edge)}/v1/drafts/${id}`, { headers: { authorization: `Bearer ${writer.key}` } })
        ).json()) as typeof draft;
      }
      expect(draft.status).to.equal('ready');
      expect(draft.fields?.name?.value).to.equal('Acme Rockets');
      expect(drafting.crawler.calls).to.deep.equal(['https://acme.test/']);
    } finally {
      await reactors.stop();
      edge.close();
      for (const server of servers) {
        server.closeAllConnections();
        server.close();
      }
      await command.close();
      await query.close();
      await projectors.stop();
      await relay.stop();
      await events.close();
    }
  });
});
