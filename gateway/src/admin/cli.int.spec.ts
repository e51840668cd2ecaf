import { expect } from 'chai';
import path from 'node:path';
import { loadConfig } from '@listings/shared/config';
import { CHECKPOINTS_COLLECTION, MingoDocumentStore, silentLogger } from '@listings/shared/kernel';
import { runAdmin } from './cli.ts';
import { tempAdminCli } from './cli-testing.ts';
import { runProjectionsCli } from './projections-cli.ts';
import { createService, listen } from '../service.ts';
import type { AddressInfo } from 'node:net';

describe('admin and projections CLIs', () => {
  const cli = tempAdminCli('admin-');
  const run = cli.run;

  it('creates an account and a key that a running service (another process on the same files) accepts', async () => {
    const service = await createService(
      { ...loadConfig(cli.env), rateLimits: { perCredential: 100, perIp: 100, windowSeconds: 60 } },
      { logger: silentLogger },
    );
    const server = await listen(service, 0, '127.0.0.1');
    try {
      const account = await run('create-account', '--email', 'Ops@Example.com', '--name', 'Ops');
      expect(account.code).to.equal(0);
      const created = await run(
        'create-key',
        '--account',
        'ops@example.com',
        '--name',
        'ci',
        '--scopes',
        'account:read,listings:write',
      );
      expect(created.code).to.equal(0);
      const key = /api key (\S+)/.exec(created.output)![1];
      const me = async () =>
        fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/me`, {
          headers: { authorization: `Bearer ${key}` },
        });
      let response = await me();
      for (let i = 0; i < 40 && response.status === 401; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50)); // the service polls the shared log
        response = await me();
      }
      expect(response.status).to.equal(200);
      const body: any = await response.json();
      expect(body).to.deep.include({ email: 'ops@example.com', scopes: ['account:read', 'listings:write'] });

      const events = await service.events.readAll();
      const issued = events.find((e) => e.type === 'ApiKeyIssued')!;
      expect(issued.metadata).to.deep.include({ actor: { kind: 'admin', id: 'ops@test' }, cause: 'admin:create-key' });
      expect(JSON.stringify(events)).to.not.include(key);
    } finally {
      server.closeAllConnections();
      server.close();
      await service.close();
    }
  });

  it('refuses a duplicate e-mail, unknown scopes and unknown accounts with a message', async () => {
    await run('create-account', '--email', 'a@example.com', '--name', 'A');
    expect(await run('create-account', '--email', 'A@example.com', '--name', 'B')).to.deep.include({ code: 1 });
    const badScope = await run('create-key', '--account', 'a@example.com', '--name', 'k', '--scopes', 'root');
    expect(badScope.code).to.equal(1);
    expect(badScope.output).to.include('Unknown scope');
    expect(
      (await run('create-key', '--account', 'nobody@example.com', '--name', 'k', '--scopes', 'account:read')).code,
    ).to.equal(1);
  });

  it('rebuilds the read models from the log', async () => {
    await run('create-account', '--email', 'a@example.com', '--name', 'A');
    await run('create-key', '--account', 'a@example.com', '--name', 'k', '--scopes', 'account:read');
    const lines: string[] = [];
    expect(
      await runProjectionsCli(
        ['rebuild'],
        cli.env,
        (l) => lines.push(l),
        () => {},
      ),
    ).to.equal(0);
    expect(lines.join()).to.match(/rebuilt all projections up to position 3/);
    expect(
      await runProjectionsCli(
        ['status'],
        cli.env,
        (l) => lines.push(l),
        () => {},
      ),
    ).to.equal(0);
    expect(lines.join('\n')).to.match(/all \d+ projections up to date with the head \(3\)/);
  });

  it('a rebuild for the Kafka projectors sets every partition’s checkpoint to where it stopped (nothing applied twice)', async () => {
    await run('create-account', '--email', 'a@example.com', '--name', 'A');
    await run('create-account', '--email', 'b@example.com', '--name', 'B');
    const env = { ...cli.env, EVENT_BUS: 'kafka', KAFKA_PARTITIONS: '3' };
    expect(
      await runProjectionsCli(
        ['rebuild', 'accounts', 'listings'],
        env,
        () => {},
        () => {},
      ),
    ).to.equal(0);
    const documents = new MingoDocumentStore(path.join(cli.dir, 'read-models.db'));
    try {
      const stored = await documents.collection(CHECKPOINTS_COLLECTION).find({}, { sort: { _id: 1 } });
      const of = (name: string) => stored.filter((c) => c.projection === name).map((c) => [c._id, c.position]);
      // accounts applied both registrations, up to the head (4): every partition skips them.
      expect(of('accounts')).to.deep.equal([
        ['accounts:0', 4],
        ['accounts:1', 4],
        ['accounts:2', 4],
      ]);
      // listings handled none of them: no checkpoint anywhere (every partition applies what comes).
      expect(of('listings')).to.deep.equal([]);
      // Not rebuilt: untouched (no checkpoint on partitions 1 and 2 written by this rebuild).
      expect(of('founders').map(([id]) => id)).to.not.include('founders:1');
    } finally {
      await documents.close();
    }
  });

  it('status reports the stored checkpoints without catching up, and names the stores on stderr (issue 35)', async () => {
    const notes: string[] = [];
    const admin = await runAdmin(
      ['create-account', '--email', 'a@example.com', '--name', 'A'],
      cli.env,
      () => {},
      (line) => notes.push(line),
    );
    expect(admin).to.equal(0);
    expect(notes, 'the admin CLI names the log it writes to').to.deep.equal([
      `event store: sqlite ${path.join(cli.dir, 'events.db')}`,
    ]);
    const status = async () => {
      const lines: string[] = [];
      const named: string[] = [];
      expect(
        await runProjectionsCli(
          ['status'],
          cli.env,
          (l) => lines.push(l),
          (l) => named.push(l),
        ),
      ).to.equal(0);
      return { lines, named };
    };
    // Nothing has applied the account's events yet: status says so, and saying so applies nothing.
    for (let round = 0; round < 2; round++) {
      const { lines, named } = await status();
      expect(named).to.deep.equal([
        `event store: sqlite ${path.join(cli.dir, 'events.db')}; read models: mingo ${path.join(cli.dir, 'read-models.db')}`,
      ]);
      expect(lines[0]).to.match(/^head of the log: [1-9]\d*$/);
      expect(lines.find((line) => /^\s+accounts\s/.test(line))).to.match(/checkpoint 0, [1-9]\d* event\(s\) to apply$/);
      expect(lines.at(-1)).to.match(/^\d+ of \d+ projections behind the head: .*accounts/);
    }
    await runProjectionsCli(
      ['rebuild', 'accounts'],
      cli.env,
      () => {},
      () => {},
    );
    const { lines } = await status();
    expect(lines.find((line) => /^\s+accounts\s/.test(line))).to.match(/checkpoint [1-9]\d*, up to date$/);
    expect(lines.at(-1)).to.not.include('accounts');
  });
});
