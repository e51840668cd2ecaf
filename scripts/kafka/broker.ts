/**
 * A real Apache Kafka broker for tests, without Docker: the broker's jars come from Maven Central
 * (`mvn dependency:copy-dependencies` over scripts/kafka/pom.xml, cached in `.cache/kafka/`, which
 * git ignores) and run on the machine's Java as one KRaft node (broker and controller in one JVM)
 * listening on 127.0.0.1.
 *
 *   node scripts/kafka/broker.ts fetch                # download the jars (once; ~56 MB)
 *   node scripts/kafka/broker.ts start [port]         # run a broker in the foreground until Ctrl-C
 *
 * Tests call `startKafkaBroker()` in a `before` hook and `stop()` after.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const KAFKA_VERSION = '3.9.1';
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
export const KAFKA_CACHE = process.env.KAFKA_CACHE_DIR ?? path.join(repoRoot, '.cache', 'kafka');
const libs = path.join(KAFKA_CACHE, `libs-${KAFKA_VERSION}`);
const completeMarker = path.join(libs, '.complete');

/** Why a real broker cannot run here, or undefined when it can (Java 11+ and Maven, or jars already cached). */
export function kafkaUnavailableReason(): string | undefined {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) return 'no Java runtime on PATH (the Kafka broker runs on the JVM)';
  if (fs.existsSync(completeMarker)) return undefined;
  const mvn = spawnSync('mvn', ['-v'], { encoding: 'utf8' });
  if (mvn.error || mvn.status !== 0)
    return `Kafka jars are not cached in ${libs} and Maven is not on PATH to fetch them`;
  return undefined;
}

/** Downloads kafka_2.13 and its runtime dependencies into the cache unless they are there already. */
export function fetchKafkaJars(log: (line: string) => void = () => {}): string {
  if (fs.existsSync(completeMarker)) return libs;
  const started = Date.now();
  fs.mkdirSync(libs, { recursive: true });
  const result = spawnSync(
    'mvn',
    [
      '-q',
      '-B',
      '-f',
      path.join(here, 'pom.xml'),
      `-Dkafka.version=${KAFKA_VERSION}`,
      'dependency:copy-dependencies',
      `-DoutputDirectory=${libs}`,
      '-DincludeScope=runtime',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (result.status !== 0)
    throw new Error(`mvn dependency:copy-dependencies failed:\n${result.stdout}\n${result.stderr}`);
  fs.writeFileSync(completeMarker, new Date().toISOString());
  log(`fetched Kafka ${KAFKA_VERSION} jars in ${Date.now() - started} ms`);
  return libs;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface KafkaBroker {
  /** `127.0.0.1:<port>`, for kafkajs's `brokers`. */
  brokers: string[];
  /** Milliseconds from spawning the JVM until the broker reported it had started. */
  startupMs: number;
  stop(): Promise<void>;
}

export interface StartKafkaOptions {
  port?: number;
  /** Log and metadata folder; a fresh temp folder (deleted on stop) by default. */
  dataDir?: string;
  /** Default partitions of auto-created topics and of topics created without a count. */
  partitions?: number;
  startTimeoutMs?: number;
  log?: (line: string) => void;
}

/** Formats storage and starts a single-node KRaft broker+controller; resolves once it serves requests. */
export async function startKafkaBroker(options: StartKafkaOptions = {}): Promise<KafkaBroker> {
  const log = options.log ?? (() => {});
  const jars = fetchKafkaJars(log);
  const port = options.port ?? (await freePort());
  const controllerPort = await freePort();
  const ownDir = options.dataDir === undefined;
  const dir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kafka-'));
  fs.mkdirSync(dir, { recursive: true });
  const config = path.join(dir, 'server.properties');
  fs.writeFileSync(
    config,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
      `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
      'controller.listener.names=CONTROLLER',
      'inter.broker.listener.name=PLAINTEXT',
      'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      `log.dirs=${path.join(dir, 'logs')}`,
      `num.partitions=${options.partitions ?? 4}`,
      'auto.create.topics.enable=false',
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=4',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'transaction.state.log.num.partitions=2',
      // Tests form groups in seconds, not after the production 3 s wait.
      'group.initial.rebalance.delay.ms=0',
      'num.network.threads=2',
      'num.io.threads=2',
      'log.flush.interval.messages=1000000',
      // The log cleaner looks for topics to compact every second, not every 15 s: a test can watch the
      // relay's watermarks being compacted away.
      'log.cleaner.backoff.ms=1000',
      '',
    ].join('\n'),
  );
  const log4j = path.join(dir, 'log4j.properties');
  fs.writeFileSync(
    log4j,
    [
      'log4j.rootLogger=INFO, stdout',
      'log4j.appender.stdout=org.apache.log4j.ConsoleAppender',
      'log4j.appender.stdout.layout=org.apache.log4j.PatternLayout',
      'log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n',
      'log4j.logger.kafka=INFO',
      'log4j.logger.org.apache.kafka=WARN',
      '',
    ].join('\n'),
  );
  const classpath = path.join(jars, '*');
  const heap = (process.env.KAFKA_HEAP_OPTS ?? '-Xmx512m -Xms128m').split(/\s+/).filter(Boolean);
  const jvm = [
    ...heap,
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-Djava.awt.headless=true',
    `-Dlog4j.configuration=file:${log4j}`,
    '-cp',
    classpath,
  ];

  // 16 random bytes in base64url, the form Kafka's own `random-uuid` prints; like Kafka, never one
  // starting with '-', which the command line would take for an option.
  let clusterId = randomBytes(16).toString('base64url');
  while (clusterId.startsWith('-')) clusterId = randomBytes(16).toString('base64url');
  // A folder that holds a broker's data already is started as it is (a restart: fault-injection tests);
  // formatting it again with a new cluster id would make the broker refuse its own logs.
  if (!fs.existsSync(path.join(dir, 'logs', 'meta.properties'))) {
    const format = spawnSync(
      'java',
      [...jvm, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', config, '--ignore-formatted'],
      { encoding: 'utf8' },
    );
    if (format.status !== 0) throw new Error(`kafka storage format failed:\n${format.stdout}\n${format.stderr}`);
  }

  const started = Date.now();
  const child = spawn('java', [...jvm, 'kafka.Kafka', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stderr!.on('data', keep);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`Kafka did not start within ${options.startTimeoutMs ?? 90_000} ms`)),
      options.startTimeoutMs ?? 90_000,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${output.join('').slice(-4000)}`));
    };
    child.once('exit', (code) => fail(new Error(`Kafka exited with code ${code} before it started`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (/Kafka Server started/.test(chunk.toString()) || /Kafka Server started/.test(output.slice(-2).join(''))) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve();
      }
    });
  });
  // Never outlive the process that started it (mocha --exit, a crash, Ctrl-C of a CLI).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const startupMs = Date.now() - started;
  log(`Kafka ${KAFKA_VERSION} broker on 127.0.0.1:${port} started in ${startupMs} ms`);
  // Keep draining output so the child never blocks on a full pipe.
  child.stdout!.removeAllListeners('data');
  child.stdout!.on('data', keep);

  return {
    brokers: [`127.0.0.1:${port}`],
    startupMs,
    stop: () => stopChild(child).then(() => (ownDir ? fs.rmSync(dir, { recursive: true, force: true }) : undefined)),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [command, port] = process.argv.slice(2);
  const log = (line: string) => console.log(line);
  if (command === 'fetch') {
    const reason = kafkaUnavailableReason();
    if (reason) {
      console.log(`cannot fetch Kafka: ${reason}`);
      process.exit(1);
    }
    fetchKafkaJars(log);
    console.log(`Kafka ${KAFKA_VERSION} jars in ${libs}`);
  } else if (command === 'start') {
    const broker = await startKafkaBroker({ port: port ? Number(port) : 9092, log });
    console.log(`KAFKA_BROKERS=${broker.brokers.join(',')}`);
    const stop = () => void broker.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } else {
    console.log('Usage: node scripts/kafka/broker.ts fetch | start [port]');
    process.exit(command ? 2 : 0);
  }
}
