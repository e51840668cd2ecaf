import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore, type Clock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { OwnedListings } from '@listings/command-service/my-listings';
import { runAdmin } from './cli.ts';

describe('admin CLI: edits', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edits-cli-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runAdmin(['edits', ...args], { DATA_DIR: dir, ADMIN_ACTOR: 'test' }, (line) => lines.push(line));
    return { code, lines };
  };

  it('prints each edit with who, when, why and every field before -> after; filters by listing and time', async () => {
    const events = new SqliteEventStore(path.join(dir, 'events.db'));
    const at = (iso: string): Clock => ({ now: () => new Date(iso) });
    const admin = { kind: 'admin' as const, id: 'test' };
    const acme = await new ListingCommands(events, at('2026-03-01T10:00:00Z')).create(
      { profile: { name: 'Acme', url: 'https://acme.test', tagline: 'Old' }, ownerId: 'ann' },
      admin,
      'test',
    );
    const beta = await new ListingCommands(events, at('2026-03-01T10:00:00Z')).create(
      { profile: { name: 'Beta', url: 'https://beta.test' }, ownerId: 'ann' },
      admin,
      'test',
    );
    await new OwnedListings(events, at('2026-03-02T10:00:00Z')).execute(
      acme.listingId,
      'ann',
      { type: 'ChangeProfile', changes: { tagline: 'New', founded_year: 2019 } },
      'update_my_listing',
    );
    await new OwnedListings(events, at('2026-03-05T10:00:00Z')).execute(
      beta.listingId,
      'ann',
      { type: 'ChangeProfile', changes: { city: 'Oslo' } },
      'update_my_listing',
    );
    await events.close();

    const all = await run();
    expect(all.code).to.equal(0);
    expect(all.lines).to.deep.equal([
      `2026-03-02T10:00:00.000Z\tacme (listing ${acme.listingId})\tuser:ann\tupdate_my_listing`,
      '  tagline: "Old" -> "New"',
      '  founded_year: null -> 2019',
      `2026-03-05T10:00:00.000Z\tbeta (listing ${beta.listingId})\tuser:ann\tupdate_my_listing`,
      '  city: null -> "Oslo"',
    ]);
    expect((await run('--listing', 'beta')).lines).to.have.length(2);
    expect((await run('--since', '2026-03-03')).lines[0]).to.contain('beta');
    expect((await run('--since', '2026-04-01')).lines).to.deep.equal(['no listing edits']);
    expect((await run('--listing', 'nope')).code).to.equal(1);
    expect((await run('--since', 'yesterday')).code).to.equal(1);
  });

  it('names the request on each edit of a fan-out (apply_to across sites), so the site team reads one change', async () => {
    const events = new SqliteEventStore(path.join(dir, 'events.db'));
    const at: Clock = { now: () => new Date('2026-03-02T10:00:00Z') };
    const admin = { kind: 'admin' as const, id: 'test' };
    const made = [];
    for (const name of ['Acme', 'Acme AI'])
      made.push(
        await new ListingCommands(events, at).create(
          { profile: { name, url: 'https://acme.test' }, ownerId: 'ann' },
          admin,
          'test',
        ),
      );
    for (const { listingId } of made)
      await new OwnedListings(events, at).execute(
        listingId,
        'ann',
        { type: 'ChangeProfile', changes: { headline: 'Up' } },
        'update_my_listing',
        undefined,
        'req-42',
      );
    await events.close();
    const headers = (await run()).lines.filter((line) => !line.startsWith('  '));
    expect(headers).to.deep.equal(
      made.map(
        ({ listingId, slug }) =>
          `2026-03-02T10:00:00.000Z\t${slug} (listing ${listingId})\tuser:ann\tupdate_my_listing\trequest req-42`,
      ),
    );
  });
});
