/**
 * Distributed mode end to end on real engines (issue 35, part 2): a fresh PostgreSQL cluster (event
 * store and read models, `startPostgresTestServer`) and a real Kafka broker (scripts/kafka), with all
 * five roles as separate processes started as an operator starts them (`main.ts <role>`): command,
 * query, two projectors instances sharing the partitions, the relay and the gateway. Writers go through
 * the gateway's REST API (milestones on their own listing, interview answers) without pause, while each
 * role in turn is killed with SIGKILL mid-stream and started again. At the end:
 *
 * - every acknowledged (2xx) write is in the log exactly once, a write cut off by a kill at most once,
 *   and no event is in the log twice;
 * - the projectors have reached the head of the log, and the read models in PostgreSQL equal a clean
 *   rebuild of the log (nothing lost, nothing applied twice);
 * - reads through the gateway show every acknowledged milestone, once.
 *
 * Nothing is timed: each step waits on a condition (acknowledgements, /health, positions) with generous
 * bounds. Without PostgreSQL's binaries or without Java the suite is skipped, saying why.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { systemClock } from '@listings/shared/kernel';
import { PostgresDocumentStore, PostgresEventStore } from '@listings/shared/kernel/postgres';
import { AssignerProtocol } from 'kafkajs';
import { BusPosition } from '@listings/shared/kernel/kafka';
import { AccountCommands } from '@listings/command-service/accounts';
import { ListingCommands } from '@listings/command-service/listings';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { READ_MODELS as allProjections } from '../features.ts';
import { kafkaClient } from './projectors.ts';
import { cleanRebuild, readModels } from './testing/event-path.ts';
import { freePort, startRole, waitUntilAnswering, type RoleProcess } from './testing/role-process.ts';
import { useSuiteEngines } from './testing/suite-engines.ts';
import { networkOverTheStack } from './testing/site-network-scenario.ts';

const WRITERS = 4;
const PARTITIONS = 4;
/** Acknowledged writes between two kills (and before the first). */
const ACKS_PER_PHASE = 12;
/** A write refused or cut off is retried with its Idempotency-Key this long, then left (counted as not acknowledged). */
const RETRY_FOR_MS = 8_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type RoleName = 'command' | 'query' | 'projectors-a' | 'projectors-b' | 'relay' | 'gateway';

interface Write {
  writer: number;
  n: number;
  kind: 'milestone' | 'interview';
  /** The milestone's title or the interview answer: how it is found in the log and the read models. */
  text: string;
  key: string;
  status?: number;
  attempts: number;
  errors: string[];
}

/** Waits until `condition` holds, at most `timeoutMs`; true when it did. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await delay(100);
  }
  return condition();
}

describe('Distributed mode on PostgreSQL and Kafka: five roles as processes, each killed in turn mid-stream', function () {
  this.timeout(420_000);
  const everyProcess: RoleProcess[] = [];
  const processes = new Map<RoleName, RoleProcess>();
  const engines = useSuiteEngines('PostgreSQL + Kafka end-to-end suite', {
    dataDirPrefix: 'pg-kafka-e2e-',
    postgres: true,
    roles: everyProcess,
    beforeTimeoutMs: 180_000,
  });

  it('every acknowledged write is in the log once and in the reads; the read models equal a rebuild of the log', async () => {
    const url = await engines.postgres.createDatabase('e2e');
    const suffix = randomUUID().slice(0, 8);
    const topic = `test.e2e.${suffix}`;
    const projectorsGroup = `projectors-${suffix}`;
    const ports = {
      command: await freePort(),
      query: await freePort(),
      'projectors-a': await freePort(),
      'projectors-b': await freePort(),
      relay: await freePort(),
      gateway: await freePort(),
    } satisfies Record<RoleName, number>;
    const base = (role: RoleName) => `http://127.0.0.1:${ports[role]}`;
    // The settings of every role, as the runbook (docs/runbook-distributed.md) gives them.
    const env: NodeJS.ProcessEnv = {
      EVENT_STORE: 'postgres',
      DOCUMENT_STORE: 'postgres',
      POSTGRES_URL: url,
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: engines.brokers.join(','),
      KAFKA_TOPIC: topic,
      KAFKA_PARTITIONS: String(PARTITIONS),
      KAFKA_PROJECTORS_GROUP: projectorsGroup,
      KAFKA_REACTORS_GROUP: `reactors-${suffix}`,
      COMMAND_SERVICE_URL: base('command'),
      QUERY_SERVICE_URL: base('query'),
      DATA_DIR: engines.dataDir,
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      FETCH_REFUSE_ALL: 'true',
      RATE_LIMIT_PER_CREDENTIAL: '1000000',
      RATE_LIMIT_PER_IP: '1000000',
      READ_YOUR_WRITES_TIMEOUT_MS: '3000',
    };
    const start = async (name: RoleName): Promise<RoleProcess> => {
      const role = startRole(name.startsWith('projectors') ? 'projectors' : (name as 'command'), {
        ...env,
        PORT: String(ports[name]),
      });
      processes.set(name, role);
      everyProcess.push(role);
      await waitUntilAnswering(`${base(name)}/health`, role, 120_000);
      return role;
    };

    // Before the roles start: interview questions, and per writer an account, an API key and a listing it
    // owns, written to the event log as the admin CLI writes them.
    const events = await PostgresEventStore.connect(url);
    const documents = await PostgresDocumentStore.connect(url);
    const progress = new BusPosition(documents, { group: projectorsGroup, topic, partitions: PARTITIONS });
    try {
      const admin = { kind: 'admin' as const, id: 'e2e' };
      const content = new SiteContentCommands(events, systemClock);
      for (const text of ['Why did you start?', 'What is next?'])
        await content.interviewQuestion({ type: 'AddInterviewQuestion', text }, admin, 'e2e');
      const accounts = new AccountCommands(events, systemClock);
      const listingCommands = new ListingCommands(events, systemClock);
      const writers: { key: string; listingId: number }[] = [];
      for (let writer = 0; writer < WRITERS; writer++) {
        const { accountId } = await accounts.register(
          { email: `writer${writer}@example.com`, name: `Writer ${writer}` },
          admin,
          'e2e',
        );
        const { key } = await accounts.issueApiKey(
          accountId,
          { name: 'e2e', scopes: ['account:read', 'listings:write'] },
          admin,
          'e2e',
        );
        const { listingId } = await listingCommands.create(
          { profile: { name: `Writer ${writer} app`, url: `https://writer${writer}.example` }, ownerId: accountId },
          { kind: 'user', id: accountId },
          'submit_listing',
        );
        writers.push({ key, listingId });
      }

      // Start order of the runbook: relay and projectors, then command and query, then the gateway.
      await Promise.all((['relay', 'projectors-a', 'projectors-b', 'command', 'query'] as const).map(start));
      await start('gateway');
      // Ready once the projectors have the keys: every writer's key opens its account through the gateway.
      for (const { key } of writers)
        expect(
          await until(
            async () =>
              (await fetch(`${base('gateway')}/v1/me`, { headers: { authorization: `Bearer ${key}` } }).then(
                (response) => response.status,
                () => 0,
              )) === 200,
            120_000,
          ),
          'the API keys work through the gateway',
        ).to.equal(true);

      const writes: Write[] = [];
      let acknowledged = 0;
      let stopping = false;
      const send = async (write: Write): Promise<void> => {
        const { key, listingId } = writers[write.writer]!;
        const request =
          write.kind === 'milestone'
            ? {
                method: 'POST',
                path: `/v1/me/listings/${listingId}/milestones`,
                body: { date: '2026-01-01', title: write.text },
              }
            : { method: 'PUT', path: '/v1/me/interview', body: { answers: [{ question_id: 1, answer: write.text }] } };
        const retryUntil = Date.now() + RETRY_FOR_MS;
        for (;;) {
          write.attempts++;
          try {
            const response = await fetch(`${base('gateway')}${request.path}`, {
              method: request.method,
              headers: {
                authorization: `Bearer ${key}`,
                'content-type': 'application/json',
                'idempotency-key': write.key,
              },
              body: JSON.stringify(request.body),
              signal: AbortSignal.timeout(30_000),
            });
            await response.arrayBuffer();
            write.status = response.status;
            if (response.ok) return;
            write.errors.push(`status ${response.status}`);
          } catch (error) {
            write.status = undefined;
            write.errors.push(String((error as Error).cause ?? error));
          }
          // Refused while a role is down (502 from the gateway, 409 while the killed process's claim on the
          // key lasts, a cut connection): the same key again, a moment later.
          if (Date.now() > retryUntil || stopping) return;
          await delay(250);
        }
      };
      const writing = Promise.all(
        Array.from({ length: WRITERS }, async (_, writer) => {
          for (let n = 0; !stopping; n++) {
            const kind = n % 3 === 2 ? 'interview' : 'milestone';
            const write: Write = {
              writer,
              n,
              kind,
              text: `${kind} ${writer}-${n}`,
              key: `e2e-${writer}-${n}`,
              attempts: 0,
              errors: [],
            };
            writes.push(write);
            await send(write);
            if (write.status !== undefined && write.status >= 200 && write.status < 300) acknowledged++;
          }
        }),
      );
      // Reads through the gateway all along (the query role among the killed), not asserted until the end.
      let reads = 0;
      const reading = (async () => {
        while (!stopping) {
          const { key, listingId } = writers[reads % WRITERS]!;
          await fetch(`${base('gateway')}/v1/me/listings/${listingId}`, {
            headers: { authorization: `Bearer ${key}` },
            signal: AbortSignal.timeout(30_000),
          }).then(
            (response) => response.arrayBuffer(),
            () => undefined,
          );
          reads++;
          await delay(50);
        }
      })();

      // Each role in turn, SIGKILL while the writes stream, then started again on the same settings.
      const kills: string[] = [];
      try {
        for (const name of ['projectors-a', 'relay', 'command', 'query', 'gateway', 'projectors-b'] as const) {
          const before = acknowledged;
          expect(
            await until(() => acknowledged >= before + ACKS_PER_PHASE, 120_000),
            `writes acknowledged before killing ${name} (${acknowledged} so far)`,
          ).to.equal(true);
          const victim = processes.get(name)!;
          victim.child.kill('SIGKILL');
          expect((await victim.exited).signal, `${name} was killed`).to.equal('SIGKILL');
          const atKill = acknowledged;
          await start(name);
          kills.push(`${name} at ${atKill} acknowledged`);
        }
        const last = acknowledged;
        expect(
          await until(() => acknowledged >= last + ACKS_PER_PHASE, 120_000),
          'writes acknowledged after the last restart',
        ).to.equal(true);
      } finally {
        stopping = true;
        await writing;
        await reading;
      }

      // The projectors reach the head of the log; the gateway (and so command and query) is ready again.
      const head = await events.headPosition();
      expect(await progress.waitForPosition(head, 120_000), 'the projectors reached the head of the log').to.equal(
        true,
      );
      await waitUntilAnswering(`${base('gateway')}/ready`, processes.get('gateway')!, 120_000);
      // Both projectors instances (each restarted once) share the partitions again: two members, each with some.
      const kafkaAdmin = kafkaClient({ brokers: engines.brokers, clientId: 'e2e-check' }).admin();
      await kafkaAdmin.connect();
      let shares: number[][] = [];
      try {
        const sharing = await until(async () => {
          const [group] = (await kafkaAdmin.describeGroups([projectorsGroup])).groups;
          shares = (group?.members ?? []).map((member) =>
            (AssignerProtocol.MemberAssignment.decode(member.memberAssignment)?.assignment[topic] ?? []).sort(
              (a, b) => a - b,
            ),
          );
          return shares.length === 2 && shares.every((partitions) => partitions.length > 0);
        }, 120_000);
        expect(sharing, `the projectors group's members and their partitions: ${JSON.stringify(shares)}`).to.equal(
          true,
        );
        expect(shares.flat().sort((a, b) => a - b)).to.deep.equal(
          Array.from({ length: PARTITIONS }, (_, partition) => partition),
        );
      } finally {
        await kafkaAdmin.disconnect();
      }

      // The log: every acknowledged write once, a cut-off one at most once, no event twice.
      const log = await events.readAll();
      expect(new Set(log.map((event) => event.id)).size, 'no event id twice in the log').to.equal(log.length);
      expect(
        log.every((event, index) => index === 0 || event.position > log[index - 1]!.position),
        'the log in increasing positions',
      ).to.equal(true);
      const appended = new Map<string, number>();
      const count = (text: string) => appended.set(text, (appended.get(text) ?? 0) + 1);
      for (const event of log) {
        if (event.type === 'MilestoneAdded') count((event.data as { milestone: { title: string } }).milestone.title);
        if (event.type === 'InterviewAnswersGiven')
          for (const { answer } of (event.data as { answers: { answer: string }[] }).answers) count(answer);
      }
      const acked = writes.filter((write) => write.status !== undefined && write.status >= 200 && write.status < 300);
      const notAcked = writes.filter((write) => !acked.includes(write));
      for (const write of acked)
        expect(appended.get(write.text), `${write.key} acknowledged after ${write.attempts} attempt(s)`).to.equal(1);
      for (const write of notAcked)
        expect(
          appended.get(write.text) ?? 0,
          `${write.key} not acknowledged: ${write.errors.join('; ')}`,
        ).to.be.at.most(1);
      expect(
        [...appended.keys()].filter((text) => !writes.some((write) => write.text === text)),
        'nothing appended but what was sent',
      ).to.deep.equal([]);

      // Reads through the gateway: each writer's listing has every acknowledged milestone, once, and
      // exactly the milestones in the log.
      for (const [writer, { key, listingId }] of writers.entries()) {
        const response = await fetch(`${base('gateway')}/v1/me/listings/${listingId}`, {
          headers: { authorization: `Bearer ${key}`, 'x-read-position': String(head) },
        });
        expect(response.status).to.equal(200);
        const titles = ((await response.json()) as { milestones: { title: string }[] }).milestones
          .map((milestone) => milestone.title)
          .sort();
        const inLog = log
          .filter(
            (event) => event.type === 'MilestoneAdded' && (event.data as { listingId: number }).listingId === listingId,
          )
          .map((event) => (event.data as { milestone: { title: string } }).milestone.title)
          .sort();
        expect(titles, `writer ${writer}'s milestones as read through the gateway`).to.deep.equal(inLog);
        for (const write of acked.filter((w) => w.writer === writer && w.kind === 'milestone'))
          expect(titles, `writer ${writer}`).to.include(write.text);
      }

      // The read models the processes built, across six kills, equal a clean rebuild of the log.
      expect(await readModels(documents, allProjections)).to.deep.equal(await cleanRebuild(events, allProjections));

      const retried = acked.filter((write) => write.attempts > 1).length;
      console.log(
        `      ${writes.length} writes, ${acked.length} acknowledged (${retried} after a retry), ${notAcked.length} not (${
          notAcked.filter((write) => appended.has(write.text)).length
        } of them appended); ${reads} reads; ${log.length} events; projectors' partitions ${JSON.stringify(shares)}; kills: ${kills.join(', ')}`,
      );
    } finally {
      for (const role of processes.values()) if (role.child.exitCode === null) role.child.kill('SIGTERM');
      await Promise.all([...processes.values()].map((role) => role.exited));
      await documents.close();
      await events.close();
    }
  });

  // Issue 30, distributed mode: the same engines, a stack of its own (database, topic, groups).
  it('two sites behind the gateway: a listing created on each, reads per site with no leak, apply_to once under a retry, each stream on one partition in order', async () => {
    await networkOverTheStack({
      postgresUrl: await engines.postgres.createDatabase('sites'),
      brokers: engines.brokers,
      dataDir: engines.dataDir,
      everyProcess,
    });
  });
});
