/**
 * Fault injection in distributed mode: the command service (`main.ts command`, its own process, on the
 * embedded stores in DATA_DIR and a real Kafka broker) killed with SIGKILL in the middle of a burst of
 * writes, then started again. Every acknowledged write is in the event log exactly once (at the position
 * its answer named); a write cut off by the kill is there at most once, and its retry with the same
 * Idempotency-Key never adds it twice; the relay keeps publishing and the projectors' read models equal a
 * clean rebuild of the log. Without Java the suite is skipped, saying why.
 *
 * The writes are answer_interview calls, one account per writer: the command service answers them from
 * the write side, so no read model has to be fed back into its process (its embedded document store is
 * its own file: API keys and idempotency records; the projectors here build the read models).
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  MingoDocumentStore,
  ProjectionRunner,
  SqliteEventStore,
  silentLogger,
  systemClock,
} from '@listings/shared/kernel';
import { BusPosition, kafkaSettings, type KafkaSettings } from '@listings/shared/kernel/kafka';
import { AccountCommands } from '@listings/command-service/accounts';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { READ_MODELS as allProjections } from '../features.ts';
import { startProjectors } from './projectors.ts';
import { cleanRebuild, readModels, testRelay } from './testing/event-path.ts';
import { freePort, startRole, waitUntilAnswering, type RoleProcess } from './testing/role-process.ts';
import { useSuiteEngines } from './testing/suite-engines.ts';

const WRITERS = 6;
/** The kill comes once this many writes have been acknowledged (the others are in flight). */
const KILL_AFTER = 60;
/** Writes per writer after the restart. */
const AFTER_RESTART = 5;

interface Write {
  writer: number;
  n: number;
  answer: string;
  key: string;
  status?: number;
  /** The position the answer named (X-Read-Position). */
  position?: number;
  error?: string;
}

describe('command service killed with SIGKILL mid-burst (distributed mode, real Kafka)', function () {
  this.timeout(240_000);
  const running: RoleProcess[] = [];
  const engines = useSuiteEngines('command service kill suite', { dataDirPrefix: 'command-kill-', roles: running });

  it('every acknowledged write is in the log exactly once; the read models end equal to a rebuild', async () => {
    const settings: KafkaSettings = {
      ...kafkaSettings({}),
      brokers: engines.brokers,
      topic: `test.command-kill.${randomUUID().slice(0, 8)}`,
      partitions: 3,
      projectorsGroup: `projectors-${randomUUID().slice(0, 8)}`,
      reactorsGroup: `reactors-${randomUUID().slice(0, 8)}`,
    };
    // The log the command service appends to (the same SQLite file, shared across processes).
    const events = new SqliteEventStore(path.join(engines.dataDir, 'events.db'), { pollIntervalMs: 20 });

    // Before the service starts: interview questions, and one account with a key per writer; the command
    // service's own store gets the read models it authenticates from (as the projectors would have built).
    const admin = { kind: 'admin' as const, id: 'test' };
    const content = new SiteContentCommands(events, systemClock);
    for (const text of ['Why did you start?', 'What is next?'])
      await content.interviewQuestion({ type: 'AddInterviewQuestion', text }, admin, 'test');
    const accounts = new AccountCommands(events, systemClock);
    const keys: string[] = [];
    for (let writer = 0; writer < WRITERS; writer++) {
      const { accountId } = await accounts.register(
        { email: `writer${writer}@example.com`, name: `Writer ${writer}` },
        admin,
        'test',
      );
      keys.push((await accounts.issueApiKey(accountId, { name: 'w', scopes: ['listings:write'] }, admin, 'test')).key);
    }
    const commandDocuments = new MingoDocumentStore(path.join(engines.dataDir, 'read-models.db'));
    const seeding = new ProjectionRunner(events, commandDocuments, allProjections, silentLogger);
    await seeding.start();
    await seeding.caughtUp();
    await seeding.stop();
    await commandDocuments.close();

    const relay = testRelay(events, settings);
    await relay.start();
    // Published before anything subscribes: a consumer subscribing to a topic created a moment ago can be
    // told the broker does not host it yet (kafkajs on KRaft, tulios/kafkajs#815).
    await relay.caughtUp();
    const documents = new MingoDocumentStore();
    const projectors = await startProjectors({
      documents,
      settings,
      projections: allProjections,
      logger: silentLogger,
    });

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const startCommand = async () => {
      const command = startRole('command', {
        DATA_DIR: engines.dataDir,
        // The SQLite log file shared with this test's process, on one machine: local stores, on purpose.
        ALLOW_LOCAL_STORES_WITH_KAFKA: 'on',
        PORT: String(port),
        HOST: '127.0.0.1',
        EVENT_BUS: 'kafka',
        KAFKA_BROKERS: engines.brokers.join(','),
        KAFKA_TOPIC: settings.topic,
        KAFKA_PARTITIONS: String(settings.partitions),
        KAFKA_PROJECTORS_GROUP: settings.projectorsGroup,
        KAFKA_REACTORS_GROUP: settings.reactorsGroup,
        DEMO_DATA: 'false',
        RATE_LIMIT_PER_CREDENTIAL: '100000',
        RATE_LIMIT_PER_IP: '100000',
      });
      running.push(command);
      await waitUntilAnswering(`${base}/health`, command);
      return command;
    };
    const send = async (write: Write): Promise<void> => {
      try {
        const response = await fetch(`${base}/v1/me/interview`, {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${keys[write.writer]}`,
            'content-type': 'application/json',
            'idempotency-key': write.key,
          },
          body: JSON.stringify({ answers: [{ question_id: 1, answer: write.answer }] }),
        });
        await response.arrayBuffer();
        write.status = response.status;
        write.position = Number(response.headers.get('x-read-position') ?? NaN);
      } catch (error) {
        write.error = String((error as Error).cause ?? error);
      }
    };
    const writeOf = (writer: number, n: number): Write => ({
      writer,
      n,
      answer: `answer ${writer}-${n}`,
      key: `w${writer}-${n}`,
    });

    try {
      // The burst: every writer sends one write after another; the kill lands while they are in flight.
      let command = await startCommand();
      const writes: Write[] = [];
      let acknowledged = 0;
      let killed = false;
      await Promise.all(
        Array.from({ length: WRITERS }, async (_, writer) => {
          for (let n = 0; !killed; n++) {
            const write = writeOf(writer, n);
            writes.push(write);
            await send(write);
            if (write.status === 200) acknowledged++;
            else break;
            if (acknowledged >= KILL_AFTER && !killed) {
              killed = true;
              command.child.kill('SIGKILL');
            }
          }
        }),
      );
      expect((await command.exited).signal, command.output()).to.equal('SIGKILL');
      const acked = writes.filter((write) => write.status === 200);
      const cutOff = writes.filter((write) => write.status !== 200);
      expect(acked.length).to.be.at.least(KILL_AFTER);
      expect(
        cutOff.map((write) => write.error ?? `status ${write.status}`),
        'the writes in flight at the kill failed as connections cut, not as refusals',
      ).to.satisfy((errors: string[]) => errors.every((error) => !error.startsWith('status')));

      // Started again on the same files: the cut-off writes retried with their keys, then more writes.
      command = await startCommand();
      const retries = cutOff.map((write) => ({ ...write, status: undefined, error: undefined, position: undefined }));
      for (const retry of retries) await send(retry);
      for (const retry of retries)
        // Run now (or replayed) — or still claimed by the killed process until its lock lapses (409, retry later).
        expect(retry.status, `retry of ${retry.key}: ${retry.error ?? ''}`).to.be.oneOf([200, 409]);
      const later: Write[] = [];
      for (let writer = 0; writer < WRITERS; writer++)
        for (let n = 0; n < AFTER_RESTART; n++) {
          const write = writeOf(writer, 1000 + n);
          later.push(write);
          await send(write);
        }
      expect(later.map((write) => write.status)).to.deep.equal(later.map(() => 200));

      // The log: each acknowledged write exactly once, at the position its answer named; nothing twice.
      const log = (await events.readAll()).filter((event) => event.type === 'InterviewAnswersGiven');
      const appended = new Map<string, number[]>();
      for (const event of log)
        for (const { answer } of (event.data as { answers: { answer: string }[] }).answers)
          appended.set(answer, [...(appended.get(answer) ?? []), event.position]);
      for (const write of [...acked, ...later])
        expect(appended.get(write.answer), `${write.key} acknowledged at ${write.position}`).to.deep.equal([
          write.position,
        ]);
      // A cut-off write whose retry was answered is in the log once, whether the killed process had
      // appended it or not (the retry found its events by the key: kernel/es/keyed-writes.ts).
      for (const [index, write] of cutOff.entries()) {
        const times = appended.get(write.answer)?.length ?? 0;
        const label = `${write.key} cut off, its retry answered ${retries[index]!.status}`;
        if (retries[index]!.status === 200) expect(times, label).to.equal(1);
        else expect(times, label).to.be.at.most(1);
      }
      expect(log.length, 'no write appended but those sent').to.equal(appended.size);

      // The relay goes on publishing; the projectors reach the head and equal a clean rebuild of the log.
      await relay.caughtUp();
      const head = await events.headPosition();
      const position = new BusPosition(documents, {
        group: settings.projectorsGroup,
        topic: settings.topic,
        partitions: settings.partitions,
      });
      expect(await position.waitForPosition(head, 60_000), 'the projectors reached the head').to.equal(true);
      expect(relay.healthy, 'the relay is healthy').to.equal(true);
      expect(await readModels(documents, allProjections)).to.deep.equal(await cleanRebuild(events, allProjections));
      console.log(
        `      ${acked.length} acknowledged before the kill, ${cutOff.length} cut off (${
          cutOff.filter((write) => appended.has(write.answer)).length
        } of them appended; retries: ${retries.map((retry) => retry.status).join(', ')}), ${later.length} after the restart`,
      );

      command.child.kill('SIGTERM');
      await command.exited;
    } finally {
      await projectors.stop();
      await relay.stop();
      await events.close();
    }
  });
});
