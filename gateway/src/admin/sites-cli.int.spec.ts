/**
 * `npm run admin -- site open|update|list` on a real event log in a temp data folder: sites are
 * opened and changed as events with the admin as actor, the default site is listed without any.
 */
import { expect } from 'chai';
import { tempAdminCli } from './cli-testing.ts';
import { openEventStore, storeSettings } from '../distributed/stores.ts';

describe('admin CLI: sites of the network', () => {
  const cli = tempAdminCli('admin-sites-', {
    ADMIN_ACTOR: 'site-team@test',
    SITE_NAME: 'Main Directory',
    PUBLIC_BASE_URL: 'http://localhost:3000',
  });
  const run = cli.run;

  it('lists the configured default site alone before any event', async () => {
    expect(await run('site', 'list')).to.deep.equal({
      code: 0,
      output: 'main\tMain Directory\thttp://localhost:3000\t-\tdefault',
    });
  });

  it('opens and updates sites as events with the admin as actor; lists them after the default site', async () => {
    expect(
      await run(
        'site',
        'open',
        '--key',
        'ai',
        '--name',
        'AI Tools',
        '--purpose',
        'AI products',
        '--base-url',
        'https://ai.example',
        '--hosts',
        'ai.example,www.ai.example',
      ),
    ).to.deep.equal({ code: 0, output: 'opened site ai' });
    expect(
      (
        await run(
          'site',
          'open',
          '--key',
          'dev',
          '--name',
          'Dev',
          '--purpose',
          'Dev tools',
          '--base-url',
          'https://dev.example',
        )
      ).code,
    ).to.equal(0);
    expect(await run('site', 'update', '--key', 'ai', '--name', 'AI Directory')).to.deep.equal({
      code: 0,
      output: 'updated site ai',
    });
    expect(await run('site', 'update', '--key', 'ai', '--name', 'AI Directory')).to.deep.equal({
      code: 0,
      output: 'no change (already so)',
    });
    expect((await run('site', 'list')).output.split('\n')).to.deep.equal([
      'main\tMain Directory\thttp://localhost:3000\t-\tdefault',
      'ai\tAI Directory\thttps://ai.example\tai.example,www.ai.example\topened',
      'dev\tDev\thttps://dev.example\t-\topened',
    ]);
    const events = await openEventStore(storeSettings(cli.env));
    try {
      const recorded = await events.readStream('sites-network');
      expect(recorded.map((e) => e.type)).to.deep.equal(['SiteOpened', 'SiteOpened', 'SiteChanged']);
      expect(recorded[2]!.metadata).to.deep.include({
        actor: { kind: 'admin', id: 'site-team@test' },
        cause: 'admin:site update',
      });
    } finally {
      await events.close();
    }
  });

  it('refuses the default key, a taken host and a missing option with a message (exit 1)', async () => {
    await run('site', 'open', '--key', 'ai', '--name', 'AI', '--purpose', 'AI', '--base-url', 'https://ai.example');
    const main = await run(
      'site',
      'open',
      '--key',
      'main',
      '--name',
      'x',
      '--purpose',
      'x',
      '--base-url',
      'https://x.example',
    );
    expect(main.code).to.equal(1);
    expect(main.output).to.match(/default site/);
    const taken = await run(
      'site',
      'open',
      '--key',
      'b',
      '--name',
      'B',
      '--purpose',
      'B',
      '--base-url',
      'https://b.example',
      '--hosts',
      'ai.example',
    );
    expect(taken).to.deep.equal({ code: 1, output: "error: The host 'ai.example' already answers as site 'ai'." });
    expect(await run('site', 'open', '--key', 'c')).to.deep.equal({ code: 1, output: 'error: --name is required.' });
  });
});
