import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore, type Clock } from '@listings/shared/kernel';
import { ListingCommands, ListingEditReviews } from '@listings/command-service/listings';
import { AccountCommands } from '@listings/command-service/accounts';
import { OwnedListings } from '@listings/command-service/my-listings';
import { listingStream } from '@listings/shared/contracts/listings';
import { runAdmin } from './cli.ts';

/** The id of the listing's last profile edit (what `edits` prints and `edits:review|revert` take). */
const lastEdit = async (events: SqliteEventStore, listingId: number) =>
  (await events.readStream(listingStream(listingId))).filter((e) => e.type === 'ListingProfileChanged').at(-1)!.id;

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
    const [acmeEdit, betaEdit] = [await lastEdit(events, acme.listingId), await lastEdit(events, beta.listingId)];
    await events.close();

    const all = await run();
    expect(all.code).to.equal(0);
    expect(all.lines).to.deep.equal([
      `2026-03-02T10:00:00.000Z\tacme (listing ${acme.listingId})\tuser:ann\tupdate_my_listing\tversion 1\tedit ${acmeEdit}`,
      '  tagline: "Old" -> "New"',
      '  founded_year: null -> 2019',
      '  to review',
      `2026-03-05T10:00:00.000Z\tbeta (listing ${beta.listingId})\tuser:ann\tupdate_my_listing\tversion 1\tedit ${betaEdit}`,
      '  city: null -> "Oslo"',
      '  to review',
    ]);
    expect((await run('--listing', 'beta')).lines).to.have.length(3);
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
    const edits = [await lastEdit(events, made[0].listingId), await lastEdit(events, made[1].listingId)];
    await events.close();
    const headers = (await run()).lines.filter((line) => !line.startsWith('  '));
    expect(headers).to.deep.equal(
      made.map(
        ({ listingId, slug }, i) =>
          `2026-03-02T10:00:00.000Z\t${slug} (listing ${listingId})\tuser:ann\tupdate_my_listing\trequest req-42\tversion 1\tedit ${edits[i]}`,
      ),
    );
  });

  it("reviews and reverts an edit through the console's command path, and shows each mark as the console does (issue 33)", async () => {
    const events = new SqliteEventStore(path.join(dir, 'events.db'));
    const at: Clock = { now: () => new Date('2026-03-02T10:00:00Z') };
    const { listingId } = await new ListingCommands(events, at).create(
      { profile: { name: 'Acme', url: 'https://acme.test', tagline: 'Old', city: 'Oslo' }, ownerId: 'ann' },
      { kind: 'admin', id: 'test' },
      'test',
    );
    const owned = new OwnedListings(events, at);
    await owned.execute(listingId, 'ann', { type: 'ChangeProfile', changes: { city: 'Bergen' } }, 'update_my_listing');
    const cityEdit = await lastEdit(events, listingId);
    await owned.execute(listingId, 'ann', { type: 'ChangeProfile', changes: { tagline: 'Spam' } }, 'update_my_listing');
    const taglineEdit = await lastEdit(events, listingId);
    await events.close();
    const act = async (...args: string[]) => {
      const lines: string[] = [];
      const code = await runAdmin(args, { DATA_DIR: dir, ADMIN_ACTOR: 'mod' }, (line) => lines.push(line));
      return { code, lines };
    };

    const reviewed = await act('edits:review', '--listing', 'acme', '--edit', cityEdit, '--note', 'moved, fine');
    expect(reviewed).to.deep.equal({ code: 0, lines: ['reviewed version 1'] });
    expect((await act('edits:review', '--listing', 'acme', '--edit', cityEdit)).lines).to.deep.equal([
      'version 1 was reviewed or reverted already',
    ]);
    expect((await act('edits:revert', '--listing', 'acme', '--edit', taglineEdit)).code, 'no reason').to.equal(1);
    const reverted = await act(
      'edits:revert',
      '--listing',
      String(listingId),
      '--edit',
      taglineEdit,
      '--reason',
      'spam',
    );
    expect(reverted).to.deep.equal({ code: 0, lines: ['reverted version 2'] });
    expect((await act('edits:review', '--listing', 'acme', '--edit', 'no-such-edit')).code).to.equal(1);

    const check = new SqliteEventStore(path.join(dir, 'events.db'));
    const stream = await check.readStream(listingStream(listingId));
    await check.close();
    const [reviewEvent, revertChange, revertEvent] = stream.slice(-3);
    expect(reviewEvent).to.deep.include({ type: 'ListingEditReviewed' });
    expect(reviewEvent.metadata).to.deep.include({ actor: { kind: 'admin', id: 'mod' }, cause: 'admin:edits:review' });
    expect(revertChange.data).to.deep.equal({ listingId, changes: { tagline: { before: 'Spam', after: 'Old' } } });
    expect(revertEvent.metadata).to.deep.include({ cause: 'admin:edits:revert', causationId: taglineEdit });

    const marks = (await run('--listing', 'acme')).lines.filter(
      (line) => line.startsWith('  ') && !line.includes(' -> '),
    );
    expect(marks).to.deep.equal([
      `  reviewed by mod at ${reviewEvent.metadata.at}: "moved, fine"`,
      `  reverted by mod at ${revertEvent.metadata.at} in version ${revertChange.revision}: "spam"`,
      `  reviewed by mod at ${revertEvent.metadata.at}: "The site team's revert of version 2: spam"`,
    ]);
  });

  it('names the site team by their account (a console review, a revert and its edit), the id when no account has it', async () => {
    const events = new SqliteEventStore(path.join(dir, 'events.db'));
    const at: Clock = { now: () => new Date('2026-03-02T10:00:00Z') };
    const { accountId: staffId } = await new AccountCommands(events, at).register(
      { email: 'mia@test', name: 'Mia Moderator', role: 'member' },
      { kind: 'admin', id: 'test' },
      'test',
    );
    const { listingId } = await new ListingCommands(events, at).create(
      { profile: { name: 'Acme', url: 'https://acme.test', tagline: 'Old', city: 'Oslo' }, ownerId: 'ann' },
      { kind: 'admin', id: 'test' },
      'test',
    );
    const owned = new OwnedListings(events, at);
    await owned.execute(listingId, 'ann', { type: 'ChangeProfile', changes: { city: 'Bergen' } }, 'update_my_listing');
    const cityEdit = await lastEdit(events, listingId);
    await owned.execute(listingId, 'ann', { type: 'ChangeProfile', changes: { tagline: 'Spam' } }, 'update_my_listing');
    const taglineEdit = await lastEdit(events, listingId);
    // As the console records its staff member: an admin actor with their account id.
    const reviews = new ListingEditReviews(events, at);
    await reviews.review(listingId, cityEdit, 'fine', { kind: 'admin', id: staffId }, 'console:edits:review');
    await reviews.revert(listingId, taglineEdit, 'spam', { kind: 'admin', id: 'nobody-known' }, 'console:edits:revert');
    await events.close();

    const { lines } = await run('--listing', 'acme');
    const text = lines.join('\n');
    expect(text).to.include('  reviewed by Mia Moderator at ').and.not.include(staffId);
    // No account has the id: it is printed as it is (the revert's mark and the revert's own edit row).
    expect(text).to.include('  reverted by nobody-known at ').and.include('\tadmin:nobody-known\t');
  });
});
