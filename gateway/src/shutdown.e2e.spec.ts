/**
 * Graceful shutdown of the real process (`node gateway/src/main.ts`, as `npm start` runs it): writes
 * keep arriving from several clients, SIGTERM comes in the middle of them, and afterwards every write
 * that was acknowledged is in the log and in the read model, and none was applied twice. The write is
 * add_milestone, whose projection `$push`es: an event applied twice would show as a duplicate entry.
 */
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ProjectionRunner, silentLogger, systemClock } from '@listings/shared/kernel';
import { AccountCommands } from '@listings/command-service/accounts';
import { ListingCommands } from '@listings/command-service/listings';
import { openEmbeddedStores } from './service.ts';
import { READ_MODELS } from './features.ts';
import { freePort } from './testing/free-port.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const typeScript = process.features.typescript ? [] : ['--import', 'tsx'];

describe('graceful shutdown (SIGTERM mid-load, real process)', function () {
  this.timeout(120_000);
  let dataDir: string;
  let child: ChildProcess | undefined;

  before(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-shutdown-'));
  });
  after(() => {
    child?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers or refuses every request, and loses or repeats none of what it acknowledged', async () => {
    // An owner with a key and a listing, written to the data folder before the service starts.
    const admin = { kind: 'admin' as const, id: 'test' };
    let stores = openEmbeddedStores(dataDir);
    const accounts = new AccountCommands(stores.events, systemClock);
    const { accountId } = await accounts.register({ email: 'owner@example.com', name: 'Owner' }, admin, 'test');
    const { key } = await accounts.issueApiKey(
      accountId,
      { name: 'load', scopes: ['account:read', 'listings:write'] },
      admin,
      'test',
    );
    const { listingId } = await new ListingCommands(stores.events, systemClock).create(
      { profile: { name: 'Acme', url: 'https://acme.example' }, ownerId: accountId },
      admin,
      'test',
    );
    await stores.events.close();
    await stores.documents.close();

    const port = await freePort();
    let output = '';
    child = spawn(process.execPath, [...typeScript, path.join(here, 'main.ts')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: 'off',
        LAUNCH_SCHEDULER_TICK_MS: '0',
        BADGE_RECHECK_TICK_MS: '0',
        ORDER_EXPIRY_TICK_MS: '0',
        VIES_URL: 'off',
        RATE_LIMIT_PER_CREDENTIAL: '100000',
        SHUTDOWN_TIMEOUT_MS: '20000',
        OTEL_EXPORTER_OTLP_ENDPOINT: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`${base}/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (tries > 600) throw new Error(`the service did not become ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const acknowledged: string[] = [];
    let refused = 0;
    let sent = 0;
    let stop = false;
    const client = async (clientId: number) => {
      for (let n = 0; !stop && n < 400; n++) {
        const title = `m-${clientId}-${n}`;
        sent++;
        try {
          const response = await fetch(`${base}/v1/me/listings/${listingId}/milestones`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: JSON.stringify({ date: '2026-01-05', title }),
          });
          await response.text();
          if (response.status === 201) acknowledged.push(title);
          else refused++;
        } catch {
          refused++; // connection refused or closed: not acknowledged, and the client may retry it
          if (stop) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const clients = Array.from({ length: 6 }, (_, i) => client(i));
    // SIGTERM once the load is well under way (a count, not a time).
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill('SIGTERM');
    const code = await exited;
    stop = true;
    await Promise.all(clients);
    child = undefined;

    expect(code, output).to.equal(0);
    expect(output).to.include('"message":"shutting down"');
    expect(output).to.include('"message":"stopped"');
    expect(acknowledged.length).to.be.greaterThanOrEqual(30);
    expect(sent).to.equal(acknowledged.length + refused);

    // After the restart the projections catch up from their checkpoints, as the next start would.
    stores = openEmbeddedStores(dataDir);
    try {
      const log = (await stores.events.readStream(`listing-${listingId}`)).filter((e) => e.type === 'MilestoneAdded');
      const logged = log.map((e) => (e.data as { milestone: { title: string } }).milestone.title);
      expect(logged, 'every acknowledged write is in the log').to.include.members(acknowledged);

      const runner = new ProjectionRunner(stores.events, stores.documents, READ_MODELS, silentLogger);
      await runner.start();
      await runner.caughtUp();
      await runner.stop();
      const listing = await stores.documents.collection('listings').findOne({ listing_id: listingId });
      const projected = (listing?.milestones as { id: number; title: string }[]).map((m) => m.title);
      expect(projected, 'every acknowledged write is in the read model').to.include.members(acknowledged);
      expect(projected.length, 'no event applied twice').to.equal(new Set(projected).size);
      expect(projected.length, 'each logged event applied once').to.equal(logged.length);
    } finally {
      await stores.events.close();
      await stores.documents.close();
    }
  });
});
