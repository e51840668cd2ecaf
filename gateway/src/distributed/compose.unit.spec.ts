/**
 * docker-compose.yml cannot be run here (no container engine), so it is validated by Compose itself
 * (`docker compose config` or `docker-compose config`, whichever is installed, for each profile; skipped,
 * saying so, when neither is) and checked as data: it parses (anchors and merge keys resolved), has two
 * profiles of distributed mode (esdb: KurrentDB + MongoDB; postgres: PostgreSQL), each with its engines,
 * Kafka and the five services with health checks and ordered start-up on its own profile's engines only,
 * runs Kafka in KRaft mode without ZooKeeper and MongoDB as a replica set, pins every engine image to a
 * release, builds every service from this repository's Dockerfile (no source tree mounted from the host),
 * starts each service as its npm script does, and gives every service settings this code accepts.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import { kafkaSettings } from '@listings/shared/kernel/kafka';
import { parseSettings } from '@listings/shared/config';
import { storeSettings } from './stores.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

interface Service {
  image?: string;
  build?: unknown;
  stop_grace_period?: string;
  command?: string[] | string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  profiles?: string[];
}

/** The Compose command line installed here, if any: the plugin (`docker compose`) or the standalone one. */
function composeCommand(): string[] | null {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const probe = spawnSync(command[0]!, [...command.slice(1), 'version'], { encoding: 'utf8' });
    if (probe.status === 0) return command;
  }
  return null;
}

describe('docker-compose.yml validated by Compose', () => {
  for (const profile of [[], ['--profile', 'esdb'], ['--profile', 'postgres'], ['--profile', 'embedded']])
    it(`passes \`compose ${[...profile, 'config'].join(' ')}\``, function () {
      const command = composeCommand();
      if (!command) {
        console.log('    [skipped] no Compose command line (docker compose or docker-compose) is installed');
        this.skip();
      }
      const result = spawnSync(command![0]!, [...command!.slice(1), ...profile, 'config', '--quiet'], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).to.equal(0);
    });
});

const ROLES = ['relay', 'projectors', 'command', 'query', 'gateway'] as const;
/** The profiles of distributed mode: their engines (Kafka, without a profile, is in both) and their services' names. */
const PROFILES = {
  esdb: { engines: ['eventstore', 'mongo'], name: (role: string) => role, stores: ['esdb', 'mongo'] },
  postgres: { engines: ['postgres'], name: (role: string) => `${role}-pg`, stores: ['postgres', 'postgres'] },
} as const;
/** As Compose interpolates `${VAR:-default}` when VAR is not set in its environment. */
const interpolate = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value.replace(/\$\{\w+:-([^}]*)\}/g, '$1')]));

describe('docker-compose.yml (checked as data)', () => {
  const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const services = compose.services;
  /** Every service of distributed mode (both profiles, and Kafka), without the embedded one. */
  const distributed = Object.entries(services).filter(
    ([, service]) => !service.profiles || service.profiles.some((profile) => profile in PROFILES),
  );

  it('has a profile per engine set, each with its engines, Kafka and the five services', () => {
    expect(Object.keys(services)).to.include.members(['eventstore', 'mongo', 'postgres', 'kafka']);
    expect(services.kafka!.profiles, 'Kafka starts with either profile').to.equal(undefined);
    for (const [profile, { engines, name }] of Object.entries(PROFILES)) {
      const members = Object.entries(services)
        .filter(([, service]) => service.profiles?.includes(profile))
        .map(([service]) => service);
      expect(members, profile).to.have.members([...engines, ...ROLES.map(name)]);
    }
    expect(services.listings!.profiles).to.deep.equal(['embedded']);
    expect(services.eventstore!.image).to.match(/^(kurrentplatform\/kurrentdb|eventstore\/eventstore):/);
    expect(services.mongo!.image).to.match(/^mongo:/);
    expect(services.postgres!.image).to.match(/^postgres:/);
    expect(services.kafka!.image).to.match(/^apache\/kafka:/);
  });

  it('pins current engine releases: KurrentDB/EventStoreDB 24.10 or newer, MongoDB 8, PostgreSQL 15 or newer, Kafka 4', () => {
    const version = (image: string) => image.split(':')[1]!.split('.').map(Number);
    for (const name of ['eventstore', 'mongo', 'kafka'])
      expect(services[name]!.image, name).to.match(/:\d+\.\d+\.\d+$/); // a release, never a moving tag
    expect(services.postgres!.image, 'postgres').to.match(/:\d+\.\d+$/); // PostgreSQL's releases are major.minor
    const [esMajor, esMinor] = version(services.eventstore!.image!);
    expect(esMajor! * 100 + esMinor!).to.be.at.least(2410);
    expect(version(services.mongo!.image!)[0]).to.equal(8);
    expect(version(services.postgres!.image!)[0]).to.be.at.least(15);
    expect(version(services.kafka!.image!)[0]).to.equal(4);
  });

  it("builds every service from this repository's Dockerfile, without the host's source tree or node_modules", () => {
    const names = [...Object.values(PROFILES).flatMap(({ name }) => ROLES.map(name)), 'listings'];
    for (const name of names) {
      expect(services[name]!.build, name).to.equal('.');
      expect(services[name]!.image, name).to.equal('listings-directory:local');
      for (const volume of (services[name] as { volumes?: string[] }).volumes ?? [])
        expect(volume, name).to.not.match(/^\.\/?:/);
      expect(services[name]!.stop_grace_period, name).to.equal('30s');
    }
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).to.match(/^FROM node:24|ARG NODE_IMAGE=node:24/m);
    expect(dockerfile).to.include('npm ci --omit=dev');
    expect(dockerfile).to.match(/^USER node$/m);
    expect(dockerfile).to.match(/^HEALTHCHECK .*\n?.*\/ready/m);
  });

  it('runs Kafka as a KRaft broker and controller, without ZooKeeper', () => {
    const env = services.kafka!.environment!;
    expect(env.KAFKA_PROCESS_ROLES!.split(',')).to.have.members(['broker', 'controller']);
    expect(env.KAFKA_CONTROLLER_QUORUM_VOTERS).to.match(/^1@kafka:\d+$/);
    expect(JSON.stringify(compose).toLowerCase()).to.not.include('zookeeper');
  });

  it('gives every long-running service a health check, and starts each after what it needs is healthy, in its own profile', () => {
    for (const [name, service] of distributed) {
      expect(service.healthcheck?.test, `${name} health check`).to.be.an('array').that.is.not.empty;
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services, `${name} depends on ${dependency}`).to.have.property(dependency);
        expect(condition).to.equal('service_healthy');
        // A dependency starts with the service: it has no profile, or the service's own.
        const theirs = services[dependency]!.profiles;
        expect(!theirs || theirs.some((profile) => service.profiles?.includes(profile)), `${name} → ${dependency}`).to
          .be.true;
      }
    }
    for (const { engines, name } of Object.values(PROFILES)) {
      for (const role of ['relay', 'projectors', 'command', 'query'])
        expect(Object.keys(services[name(role)]!.depends_on!), name(role)).to.have.members([...engines, 'kafka']);
      expect(Object.keys(services[name('gateway')]!.depends_on!)).to.have.members(
        ['command', 'query', 'projectors', 'relay'].map(name),
      );
    }
  });

  it('starts each service with plain node, exactly as its npm script does, and settings this code accepts', () => {
    for (const [profile, { name, stores }] of Object.entries(PROFILES))
      for (const role of ROLES) {
        const service = services[name(role)]!;
        const command = service.command as string[];
        // node as the container's main process (no npm in between), so SIGTERM reaches the graceful shutdown.
        expect(command.join(' '), name(role)).to.equal(scripts[`start:${role}`]);
        expect(command[0]).to.equal('node');
        const env = interpolate(service.environment!);
        expect(() => parseSettings(env), name(role)).to.not.throw();
        expect(storeSettings(env), name(role)).to.deep.include({ eventStore: stores[0], documentStore: stores[1] });
        expect(env.EVENT_BUS).to.equal('kafka');
        const bus = kafkaSettings(env);
        expect(bus.brokers).to.deep.equal(['kafka:9092']);
        expect(bus.partitions).to.be.a('number').and.greaterThan(1);
        if (profile === 'esdb') {
          expect(storeSettings(env).esdbUrl).to.match(/^esdb:\/\/eventstore:2113/);
          expect(storeSettings(env).mongoUrl).to.match(/^mongodb:\/\/mongo:27017/);
        } else {
          // The postgres service's own database, user and password (from POSTGRES_PASSWORD, as the server's).
          const url = new URL(env.POSTGRES_URL!);
          expect(`${url.protocol}//${url.host}${url.pathname}`).to.equal('postgres://postgres:5432/listings');
          const server = interpolate(services.postgres!.environment!);
          expect([url.username, url.password]).to.deep.equal([server.POSTGRES_USER, server.POSTGRES_PASSWORD]);
          expect(url.pathname.slice(1)).to.equal(server.POSTGRES_DB);
          expect(service.environment!.POSTGRES_URL).to.include('${POSTGRES_PASSWORD:-');
        }
      }
    expect(services.gateway!.environment).to.include({
      COMMAND_SERVICE_URL: 'http://command:8080',
      QUERY_SERVICE_URL: 'http://query:8080',
    });
    expect(services['gateway-pg']!.environment).to.include({
      COMMAND_SERVICE_URL: 'http://command-pg:8080',
      QUERY_SERVICE_URL: 'http://query-pg:8080',
    });
  });

  it('runs MongoDB as a single-node replica set, which the services name (projections commit in transactions)', () => {
    expect(services.mongo!.command).to.deep.include.members(['--replSet', 'rs0']);
    expect(JSON.stringify(services.mongo!.healthcheck)).to.include('rs.initiate');
    for (const name of ['relay', 'projectors', 'command', 'query'])
      expect(storeSettings(interpolate(services[name]!.environment!)).mongoUrl, name).to.include('replicaSet=rs0');
  });

  it('publishes only the gateway of each profile, so the other services scale out without port clashes', () => {
    const published = distributed.filter(([, service]) => service.ports?.length).map(([name]) => name);
    expect(published).to.have.members(['gateway', 'gateway-pg']);
    for (const name of published) expect(services[name]!.ports).to.deep.equal(['8080:8080']);
    for (const [name, service] of distributed) {
      for (const volume of (service as { volumes?: string[] }).volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.')) expect(compose.volumes, `${name} volume ${source}`).to.have.property(source);
      }
    }
  });
});
