/**
 * Each role's default port when PORT is unset, matching where the gateway looks for the services by
 * default (COMMAND_SERVICE_URL, QUERY_SERVICE_URL); a set PORT and PUBLIC_BASE_URL always win.
 */
import { expect } from 'chai';
import { loadConfig, parseSettings } from '@listings/shared/config';
import { ROLE_PORTS, applyRoleDefaults, roleDefaults } from './role-defaults.ts';

describe('per-role default ports', () => {
  it('gives the five roles five ports, the gateway the one users are given', () => {
    expect(ROLE_PORTS).to.deep.equal({ gateway: 8080, command: 8081, query: 8082, projectors: 8083, relay: 8084 });
    expect(new Set(Object.values(ROLE_PORTS)).size).to.equal(5);
  });

  it("puts the command and query services where the gateway's defaults point", () => {
    const defaults = parseSettings({});
    expect(new URL(defaults.COMMAND_SERVICE_URL).port).to.equal(String(ROLE_PORTS.command));
    expect(new URL(defaults.QUERY_SERVICE_URL).port).to.equal(String(ROLE_PORTS.query));
  });

  const rows: [string, NodeJS.ProcessEnv, number, string][] = [
    ['gateway', {}, 8080, 'http://localhost:8080'],
    ['command', {}, 8081, 'http://localhost:8080'],
    ['query', {}, 8082, 'http://localhost:8080'],
    ['projectors', {}, 8083, 'http://localhost:8080'],
    ['relay', {}, 8084, 'http://localhost:8080'],
    // An empty value counts as unset, as everywhere in the settings.
    ['query', { PORT: '' }, 8082, 'http://localhost:8080'],
    // PORT set: it wins; the public address stays the gateway's (links and the OAuth issuer).
    ['command', { PORT: '9001' }, 9001, 'http://localhost:8080'],
    ['gateway', { PORT: '9000' }, 9000, 'http://localhost:9000'],
    ['query', { PUBLIC_BASE_URL: 'https://directory.example' }, 8082, 'https://directory.example'],
  ];
  for (const [role, env, port, publicBaseUrl] of rows)
    it(`${role} ${JSON.stringify(env)} → :${port}, ${publicBaseUrl}`, () => {
      const config = loadConfig({ ...env, ...roleDefaults(role, env), METRICS_TOKEN: 'x'.repeat(16) });
      expect(config.port).to.equal(port);
      expect(config.site.publicBaseUrl).to.equal(publicBaseUrl);
    });

  it('leaves the environment of anything but a role alone, and fills only what is unset', () => {
    expect(roleDefaults(undefined, {})).to.deep.equal({});
    expect(roleDefaults('toString', {})).to.deep.equal({});
    const env: NodeJS.ProcessEnv = { PUBLIC_BASE_URL: 'http://a.example' };
    expect(applyRoleDefaults('relay', env)).to.equal(env);
    expect(env).to.deep.equal({ PUBLIC_BASE_URL: 'http://a.example', PORT: '8084' });
  });
});
