import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { openEmbeddedStores } from '../service.ts';
import { runAuditCli } from './audit-cli.ts';

describe('audit CLI (replay for auditors)', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let listingId: number;
  /** The lines naming the stores (stderr), apart from the output. */
  let notes: string[] = [];
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAuditCli(
      argv,
      env,
      (line) => lines.push(line),
      (line) => notes.push(line),
    );
    return { code, output: lines.join('\n') };
  };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-'));
    env = { DATA_DIR: dir };
    const stores = openEmbeddedStores(dir);
    const clock = new ManualClock('2025-03-01T09:00:00.000Z');
    const commands = new ListingCommands(stores.events, clock);
    const owner = { kind: 'user' as const, id: 'account-7' };
    const admin = { kind: 'admin' as const, id: 'ops@example.com' };
    ({ listingId } = await commands.create(
      {
        profile: { name: 'Acme Rockets', url: 'https://acme.example', tagline: 'Rockets for all' },
        ownerId: 'account-7',
      },
      owner,
      'submit_listing',
    ));
    clock.set('2025-03-02T10:00:00.000Z');
    await commands.execute(
      listingId,
      { type: 'ChangeProfile', changes: { tagline: 'Rockets for everyone', city: 'Lisbon' } },
      owner,
      'update_listing',
    );
    clock.set('2025-03-05T11:30:00.000Z');
    await commands.execute(
      listingId,
      { type: 'ChangeProfile', changes: { tagline: 'Reusable rockets' } },
      admin,
      'admin:listing-edit',
    );
    clock.set('2025-03-06T08:00:00.000Z');
    await commands.execute(
      listingId,
      { type: 'ChangeProfile', changes: { city: null, features: ['reusable', 'cheap'] } },
      owner,
      'update_listing',
    );
    await stores.events.close();
    await stores.documents.close();
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('prints the whole edit history by slug: who, when, cause, before and after for each field', async () => {
    const { code, output } = await run('history', 'acme-rockets');
    expect(code).to.equal(0);
    const lines = output.split('\n');
    expect(lines[0]).to.equal(`listing ${listingId}: 4 event(s) in stream listing-${listingId}`);
    expect(output).to.include('#0 2025-03-01T09:00:00.000Z ListingCreated by user:account-7 (cause: submit_listing)');
    expect(output).to.include('    tagline: (unset) → "Rockets for all"');
    expect(output).to.include(
      '#1 2025-03-02T10:00:00.000Z ListingProfileChanged by user:account-7 (cause: update_listing)',
    );
    expect(output).to.include('    tagline: "Rockets for all" → "Rockets for everyone"');
    expect(output).to.include('    city: null → "Lisbon"');
    expect(output).to.include(
      '#2 2025-03-05T11:30:00.000Z ListingProfileChanged by admin:ops@example.com (cause: admin:listing-edit)',
    );
    expect(output).to.include('    tagline: "Rockets for everyone" → "Reusable rockets"');
    expect(output).to.include('    city: "Lisbon" → null');
    expect(output).to.include('    features: null → ["reusable","cheap"]');
  });

  it('finds the listing by id too, and prints JSON on request', async () => {
    const { code, output } = await run('history', String(listingId), '--json');
    expect(code).to.equal(0);
    const history = JSON.parse(output) as {
      revision: number;
      actor: unknown;
      cause: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    expect(history.map((entry) => entry.revision)).to.deep.equal([0, 1, 2, 3]);
    expect(history[2]).to.deep.include({
      actor: { kind: 'admin', id: 'ops@example.com' },
      cause: 'admin:listing-edit',
    });
    expect(history[2]!.changes).to.deep.equal([
      { field: 'tagline', before: 'Rockets for everyone', after: 'Reusable rockets' },
    ]);
  });

  it('shows the listing as it stood at any time, folding its events up to then', async () => {
    const at = async (iso: string) => {
      const { code, output } = await run('as-of', 'acme-rockets', iso);
      expect(code, output).to.equal(0);
      return JSON.parse(output.slice(output.indexOf('\n') + 1)) as {
        profile: Record<string, unknown>;
        status: string;
        slug: string;
      };
    };
    expect((await at('2025-03-01T12:00:00Z')).profile).to.deep.equal({
      name: 'Acme Rockets',
      url: 'https://acme.example',
      tagline: 'Rockets for all',
    });
    const second = await at('2025-03-04T00:00:00Z');
    expect(second.profile).to.deep.include({ tagline: 'Rockets for everyone', city: 'Lisbon' });
    expect(second).to.deep.include({ status: 'draft', slug: 'acme-rockets' });
    // The exact time of an edit includes it.
    expect((await at('2025-03-05T11:30:00.000Z')).profile).to.deep.include({
      tagline: 'Reusable rockets',
      city: 'Lisbon',
    });
    expect((await at('2026-01-01T00:00:00Z')).profile).to.deep.include({
      tagline: 'Reusable rockets',
      city: null,
      features: ['reusable', 'cheap'],
    });

    const before = await run('as-of', 'acme-rockets', '2025-02-28T00:00:00Z');
    expect(before.code).to.equal(1);
    expect(before.output).to.include('did not exist yet');
    expect((await run('as-of', 'acme-rockets', 'yesterday')).code).to.equal(2);
    expect(await run('as-of', 'no-such-listing', '2025-03-04T00:00:00Z')).to.deep.equal({
      code: 1,
      output: 'no listing no-such-listing',
    });
  });

  it('rebuilds read models from the log, all or by name', async () => {
    const all = await run('rebuild');
    expect(all.code).to.equal(0);
    expect(all.output).to.match(/^rebuilt all read models up to position \d+ in \d+ ms$/);
    const stores = openEmbeddedStores(dir);
    try {
      const listing = await stores.documents.collection('listings').findOne({ slug: 'acme-rockets' });
      expect(listing).to.not.equal(null);
      expect(JSON.stringify(listing)).to.include('Reusable rockets');
    } finally {
      await stores.events.close();
      await stores.documents.close();
    }
    expect((await run('rebuild', 'listings')).output).to.match(/^rebuilt listings up to position/);
    expect(await run('rebuild', 'nope')).to.deep.include({ code: 1 });
  });

  it('prints its usage', async () => {
    expect((await run()).output).to.include('history <slug|listing_id>');
    expect((await run('frobnicate')).code).to.equal(2);
  });

  it('names the stores it reads on stderr, the configured ones (issue 35)', async () => {
    notes = [];
    expect((await run('history', 'acme-rockets')).code).to.equal(0);
    expect(notes).to.deep.equal([
      `event store: sqlite ${path.join(dir, 'events.db')}; read models: mingo ${path.join(dir, 'read-models.db')}`,
    ]);
  });
});
