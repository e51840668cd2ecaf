/**
 * docker-compose.yml cannot be run here (no container engine), so it is validated by Compose itself
 * (`docker compose config` or `docker-compose config`, whichever is installed; skipped, saying so,
 * when neither is) and checked as data: it parses (anchors and merge keys resolved), has the engines
 * and every service with health checks and ordered start-up, runs Kafka in KRaft mode without
 * ZooKeeper, starts each service with an npm script that exists, and gives every service settings
 * this code accepts.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import { kafkaSettings } from '@listings/shared/kernel/kafka';
import { storeSettings } from './stores.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

interface Service {
  image?: string;
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
  it('passes `compose config`', function () {
    const command = composeCommand();
    if (!command) {
      console.log('    [skipped] no Compose command line (docker compose or docker-compose) is installed');
      this.skip();
    }
    const result = spawnSync(command![0]!, [...command!.slice(1), 'config', '--quiet'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).to.equal(0);
  });
});

describe('docker-compose.yml (checked as data)', () => {
  const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const services = compose.services;
  const distributed = Object.entries(services).filter(([, service]) => !service.profiles);

  it('starts EventStoreDB, MongoDB, Kafka and the five services', () => {
    expect(Object.keys(services)).to.include.members([
      'eventstore',
      'mongo',
      'kafka',
      'relay',
      'projectors',
      'command',
      'query',
      'gateway',
    ]);
    expect(services.eventstore!.image).to.match(/^eventstore\/eventstore:/);
    expect(services.mongo!.image).to.match(/^mongo:/);
    expect(services.kafka!.image).to.match(/^apache\/kafka:/);
  });

  it('runs Kafka as a KRaft broker and controller, without ZooKeeper', () => {
    const env = services.kafka!.environment!;
    expect(env.KAFKA_PROCESS_ROLES!.split(',')).to.have.members(['broker', 'controller']);
    expect(env.KAFKA_CONTROLLER_QUORUM_VOTERS).to.match(/^1@kafka:\d+$/);
    expect(JSON.stringify(compose).toLowerCase()).to.not.include('zookeeper');
  });

  it('gives every long-running service a health check, and starts services after what they depend on is healthy', () => {
    for (const [name, service] of distributed) {
      if (name === 'deps') continue;
      expect(service.healthcheck?.test, `${name} health check`).to.be.an('array').that.is.not.empty;
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services, `${name} depends on ${dependency}`).to.have.property(dependency);
        expect(condition).to.equal(dependency === 'deps' ? 'service_completed_successfully' : 'service_healthy');
      }
    }
    for (const name of ['relay', 'projectors', 'command', 'query']) {
      expect(Object.keys(services[name]!.depends_on!)).to.have.members(['deps', 'eventstore', 'mongo', 'kafka']);
    }
    expect(Object.keys(services.gateway!.depends_on!)).to.have.members(['command', 'query', 'projectors', 'relay']);
  });

  it('starts each service with an npm script of this repository and settings this code accepts', () => {
    for (const name of ['relay', 'projectors', 'command', 'query', 'gateway']) {
      const service = services[name]!;
      const command = service.command as string[];
      expect(command.slice(0, 2), name).to.deep.equal(['npm', 'run']);
      expect(scripts, name).to.have.property(command[2]!);
      expect(scripts[command[2]!]).to.include(`distributed/main.ts ${name}`);
      const env = service.environment!;
      expect(storeSettings(env)).to.deep.include({ eventStore: 'esdb', documentStore: 'mongo' });
      expect(env.EVENT_BUS).to.equal('kafka');
      const bus = kafkaSettings(env);
      expect(bus.brokers).to.deep.equal(['kafka:9092']);
      expect(bus.partitions).to.be.a('number').and.greaterThan(1);
      expect(storeSettings(env).esdbUrl).to.match(/^esdb:\/\/eventstore:2113/);
      expect(storeSettings(env).mongoUrl).to.match(/^mongodb:\/\/mongo:27017/);
    }
    expect(services.gateway!.environment).to.include({
      COMMAND_SERVICE_URL: 'http://command:8080',
      QUERY_SERVICE_URL: 'http://query:8080',
    });
  });

  it('runs MongoDB as a single-node replica set, which the services name (projections commit in transactions)', () => {
    expect(services.mongo!.command).to.deep.include.members(['--replSet', 'rs0']);
    expect(JSON.stringify(services.mongo!.healthcheck)).to.include('rs.initiate');
    for (const name of ['relay', 'projectors', 'command', 'query'])
      expect(storeSettings(services[name]!.environment!).mongoUrl, name).to.include('replicaSet=rs0');
  });

  it('publishes only the gateway, so the other services scale out without port clashes', () => {
    const published = distributed.filter(([, service]) => service.ports?.length).map(([name]) => name);
    expect(published).to.deep.equal(['gateway']);
    expect(services.gateway!.ports).to.deep.equal(['8080:8080']);
    for (const [name, service] of distributed) {
      for (const volume of (service as { volumes?: string[] }).volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.')) expect(compose.volumes, `${name} volume ${source}`).to.have.property(source);
      }
    }
  });
});
