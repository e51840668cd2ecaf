/**
 * `npm run demo -- seed` (cli.ts): the demo directory written to the event store the settings name, as
 * distributed mode needs it (no role seeds on start): to the embedded SQLite log in DATA_DIR, and to
 * PostgreSQL when EVENT_STORE=postgres (a fresh cluster from startPostgresTestServer; skipped, saying
 * why, without one). It names the store, and refuses a log that already holds events.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgresTestServer, type PostgresTestServer } from '@listings/shared/kernel/testing';
import { openBlobStoreFor, openEventStore, storeSettings } from '../distributed/stores.ts';
import { runDemoCli } from './cli.ts';

async function seedTwice(env: NodeJS.ProcessEnv, storeName: RegExp) {
  const lines: string[] = [];
  expect(await runDemoCli(['seed'], env, (line) => lines.push(line)), lines.join('\n')).to.equal(0);
  expect(lines[0]).to.match(storeName);
  expect(lines[0]).to.match(/\d+ listings, \d+ votes/);
  const events = await openEventStore(storeSettings(env));
  try {
    const head = await events.headPosition();
    expect(head, 'the demo is in the log').to.be.greaterThan(100);
    const types = new Set((await events.readAll({ maxCount: 5000 })).map((event) => event.type));
    expect([...types]).to.include.members(['CategoryCreated', 'ListingCreated', 'ListingLogoSet']);
    // Each product's logo is in the blob store beside the read models (files under DATA_DIR here).
    const logo = (await events.readAll({ maxCount: 5000 })).find((event) => event.type === 'ListingLogoSet')!;
    const { hash } = (logo.data as { logo: { renditions: { hash: string }[] } }).logo.renditions[0]!;
    const pictures = await openBlobStoreFor(storeSettings(env));
    try {
      expect((await pictures.blobs.get(hash))?.bytes.length, 'the logo is stored').to.be.greaterThan(100);
    } finally {
      await pictures.close();
    }

    const again: string[] = [];
    expect(await runDemoCli(['seed'], env, (line) => again.push(line))).to.equal(1);
    expect(again.join('\n')).to.match(/already holds \d+ event\(s\)/);
    expect(await events.headPosition(), 'nothing written the second time').to.equal(head);
  } finally {
    await events.close();
  }
}

describe('npm run demo -- seed', function () {
  this.timeout(180_000);
  let dataDir = '';
  let postgres: PostgresTestServer | string | undefined;
  before(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-cli-'))));
  after(async () => {
    if (typeof postgres === 'object') await postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints its usage, and refuses an unknown command', async () => {
    const lines: string[] = [];
    expect(await runDemoCli([], {}, (line) => lines.push(line))).to.equal(0);
    expect(lines.join('\n')).to.include('npm run demo -- seed');
    expect(await runDemoCli(['grow'], {}, () => {})).to.equal(2);
  });

  it('writes the demo to the embedded log in DATA_DIR, once', async () => {
    await seedTwice({ DATA_DIR: dataDir }, new RegExp(`event store: sqlite ${dataDir}/events\\.db`));
  });

  it('writes the demo to PostgreSQL with EVENT_STORE=postgres, once, without printing the password', async function () {
    postgres = await startPostgresTestServer();
    if (typeof postgres === 'string') {
      console.log(`    [skipped] demo seed on PostgreSQL: ${postgres}`);
      this.skip();
    }
    const url = new URL(await postgres.createDatabase('demo'));
    url.password = 'not-to-be-printed';
    await seedTwice(
      { DATA_DIR: dataDir, EVENT_STORE: 'postgres', POSTGRES_URL: url.toString() },
      /^(?!.*not-to-be-printed).*event store: postgres postgres:\/\/listings:\*\*\*@127\.0\.0\.1:\d+\//,
    );
  });
});
