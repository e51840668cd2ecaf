/**
 * docker-compose.yml and the roles' default ports agree: every service that runs a role listens on its
 * PORT, or its role's default when unset (role-defaults.ts), and that is where its health check asks
 * /ready and where a gateway sends requests. Checked over every profile's services, as data.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { ROLE_PORTS, roleDefaults } from './role-defaults.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

interface Service {
  command?: string[] | string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  ports?: string[];
}

describe("docker-compose.yml listens where it looks (the roles' ports)", () => {
  const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, Service>;
  };
  const roles = Object.entries(compose.services)
    .map(([name, service]) => {
      const command = Array.isArray(service.command) ? service.command : [];
      const role = command[command.indexOf('gateway/src/distributed/main.ts') + 1] as keyof typeof ROLE_PORTS;
      return command.includes('gateway/src/distributed/main.ts') ? { name, service, role } : undefined;
    })
    .filter((entry) => entry !== undefined);
  const portOf = ({ service, role }: { service: Service; role: string }) => {
    const env = service.environment ?? {};
    return Number({ ...env, ...roleDefaults(role, env) }.PORT);
  };

  it('runs the five roles', () => {
    expect(new Set(roles.map(({ role }) => role))).to.deep.equal(new Set(Object.keys(ROLE_PORTS)));
  });

  it("asks each service's /ready on the port it listens on", () => {
    for (const entry of roles)
      expect(JSON.stringify(entry.service.healthcheck?.test), entry.name).to.include(
        `127.0.0.1:${portOf(entry)}/ready`,
      );
  });

  it('sends the gateway to a command and a query service on the ports they listen on', () => {
    for (const gateway of roles.filter(({ role }) => role === 'gateway')) {
      const env = gateway.service.environment ?? {};
      for (const [variable, role] of [
        ['COMMAND_SERVICE_URL', 'command'],
        ['QUERY_SERVICE_URL', 'query'],
      ] as const) {
        const target = new URL(env[variable] ?? `http://127.0.0.1:${ROLE_PORTS[role]}`);
        const service = roles.find((entry) => entry.name === target.hostname);
        expect(service?.role, `${gateway.name} ${variable} names a ${role} service`).to.equal(role);
        expect(Number(target.port || 80), `${gateway.name} ${variable}`).to.equal(portOf(service!));
      }
    }
  });
});
