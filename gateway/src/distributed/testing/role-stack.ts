/**
 * The five roles of distributed mode as processes (relay, projectors, command, query, gateway) on one
 * PostgreSQL database and one fresh Kafka topic, with the runbook's settings: what a suite needs to
 * talk to the gateway as a client does (with the Host header a browser sends, so a network of sites
 * can be told apart on one port), to kill and restart a role, and to read the log and the progress.
 * The suite's engines (suite-engines.ts) are shared; each stack has its own database, topic and groups.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { BusPosition } from '@listings/shared/kernel/kafka';
import { PostgresDocumentStore, PostgresEventStore } from '@listings/shared/kernel/postgres';
import { freePort, startRole, waitUntilAnswering, type RoleProcess } from './role-process.ts';

export type StackRole = 'relay' | 'projectors' | 'command' | 'query' | 'gateway';
const ROLES: StackRole[] = ['relay', 'projectors', 'command', 'query', 'gateway'];

export interface HostAnswer {
  status: number;
  type: string;
  text: string;
  json: any;
}

/** A request to `base` naming `host` in its Host header (fetch does not let a caller set it). */
export function requestOnHost(
  base: string,
  host: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; accept?: string } = {},
): Promise<HostAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      {
        method,
        headers: {
          host,
          accept: options.accept ?? 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        signal: AbortSignal.timeout(30_000),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const type = String(res.headers['content-type'] ?? '');
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode!,
            type,
            text,
            json: /json/.test(type) && text ? JSON.parse(text) : undefined,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface RoleStack {
  readonly topic: string;
  readonly partitions: number;
  readonly events: PostgresEventStore;
  readonly documents: PostgresDocumentStore;
  /** The projectors group's progress (what X-Read-Position waits for). */
  readonly progress: BusPosition;
  base(role: StackRole): string;
  /** Starts every role in the runbook's order (relay and projectors, command and query, then the gateway). */
  startAll(): Promise<void>;
  /** Kills a role with SIGKILL and starts it again on the same settings, once it answers /health. */
  restart(role: StackRole): Promise<void>;
  /** Stops every role (SIGTERM) and closes the test's own connections. */
  stop(): Promise<void>;
}

export async function roleStack(options: {
  postgresUrl: string;
  brokers: string[];
  dataDir: string;
  partitions: number;
  /** The suite's list of processes: its after hook kills what is left (suite-engines.ts). */
  everyProcess: RoleProcess[];
  env?: NodeJS.ProcessEnv;
}): Promise<RoleStack> {
  const suffix = randomUUID().slice(0, 8);
  const topic = `test.stack.${suffix}`;
  const projectorsGroup = `projectors-${suffix}`;
  const ports = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await freePort()]))) as Record<
    StackRole,
    number
  >;
  const base = (role: StackRole) => `http://127.0.0.1:${ports[role]}`;
  const env: NodeJS.ProcessEnv = {
    EVENT_STORE: 'postgres',
    DOCUMENT_STORE: 'postgres',
    POSTGRES_URL: options.postgresUrl,
    EVENT_BUS: 'kafka',
    KAFKA_BROKERS: options.brokers.join(','),
    KAFKA_TOPIC: topic,
    KAFKA_PARTITIONS: String(options.partitions),
    KAFKA_PROJECTORS_GROUP: projectorsGroup,
    KAFKA_REACTORS_GROUP: `reactors-${suffix}`,
    COMMAND_SERVICE_URL: base('command'),
    QUERY_SERVICE_URL: base('query'),
    DATA_DIR: options.dataDir,
    HOST: '127.0.0.1',
    DEMO_DATA: 'false',
    FETCH_REFUSE_ALL: 'true',
    RATE_LIMIT_PER_CREDENTIAL: '1000000',
    RATE_LIMIT_PER_IP: '1000000',
    READ_YOUR_WRITES_TIMEOUT_MS: '5000',
    ...options.env,
  };
  const running = new Map<StackRole, RoleProcess>();
  const start = async (role: StackRole) => {
    const process = startRole(role, { ...env, PORT: String(ports[role]) });
    running.set(role, process);
    options.everyProcess.push(process);
    await waitUntilAnswering(`${base(role)}/health`, process, 120_000);
  };
  const events = await PostgresEventStore.connect(options.postgresUrl);
  const documents = await PostgresDocumentStore.connect(options.postgresUrl);
  return {
    topic,
    partitions: options.partitions,
    events,
    documents,
    progress: new BusPosition(documents, { group: projectorsGroup, topic, partitions: options.partitions }),
    base,
    async startAll() {
      await Promise.all((['relay', 'projectors', 'command', 'query'] as const).map(start));
      await start('gateway');
    },
    async restart(role) {
      const victim = running.get(role)!;
      victim.child.kill('SIGKILL');
      await victim.exited;
      await start(role);
    },
    async stop() {
      for (const process of running.values()) if (process.child.exitCode === null) process.child.kill('SIGTERM');
      await Promise.all([...running.values()].map((process) => process.exited));
      await documents.close();
      await events.close();
    },
  };
}
