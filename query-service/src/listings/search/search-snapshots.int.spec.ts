/**
 * Starting the search index from a snapshot on disk: the projection runtime resumes after the
 * snapshot's position and applies only the later events; a snapshot that does not match the log, is
 * damaged, or is absent leaves the index to be built from the whole log. Runs on a real SQLite event
 * log in a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import {
  MingoDocumentStore,
  ProjectionRunner,
  SqliteEventStore,
  silentLogger,
  type EventData,
  type EventStore,
} from '@listings/shared/kernel';
import { ListingSearchIndex, type SearchRequest } from './listing-search-index.ts';
import { keepSearchSnapshots } from './search-snapshots.ts';

const at = '2026-11-20T10:00:00Z';
const event = (type: string, data: Record<string, unknown>): EventData => ({
  id: crypto.randomUUID(),
  type,
  data,
  metadata: { actor: { kind: 'system', id: 'test' }, at, cause: 'test' },
});
const createLive = (events: EventStore, listingId: number, name: string) =>
  events.appendToStream(`listing-${listingId}`, [
    event('ListingCreated', {
      listingId,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      ownerId: null,
      profile: { name, url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example` },
    }),
    event('ListingWentLive', { listingId, week: '2026-11-16', plan: 'free' }),
  ]);
const live = (q: string): SearchRequest => ({
  q,
  status: 'live',
  sort: 'relevance',
  skip: 0,
  limit: 20,
  now: new Date(at),
});

describe('search index snapshots', function () {
  this.timeout(20_000);
  let dir: string;
  let events: SqliteEventStore;
  const running: { close(): Promise<void> }[] = [];

  /** A query service's search index: the runner over the log, starting from the snapshot file if usable. */
  async function start() {
    const index = new ListingSearchIndex();
    const applied: number[] = [];
    const projection = {
      ...index.projection,
      apply: async (...args: Parameters<typeof index.projection.apply>) => {
        applied.push(args[0].position);
        await index.projection.apply(...args);
      },
    };
    const snapshots = keepSearchSnapshots(index, {
      file: path.join(dir, 'search-index.snapshot'),
      events,
      intervalMs: 0,
      logger: silentLogger,
    });
    const runner = new ProjectionRunner(events, new MingoDocumentStore(), [projection], silentLogger);
    await runner.start();
    await runner.caughtUp();
    const handle = {
      index,
      applied,
      snapshots,
      runner,
      async close() {
        await runner.stop();
        await snapshots.close();
      },
    };
    running.push(handle);
    return handle;
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-snapshots-'));
    events = new SqliteEventStore(path.join(dir, 'events.db'), { pollIntervalMs: 10 });
  });
  afterEach(async () => {
    for (const handle of running.splice(0)) await handle.close();
    await events.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('resumes after the snapshot: only later events are applied, and answers match a full build', async () => {
    await createLive(events, 1, 'Link Hub');
    await createLive(events, 2, 'Harbor Lights');
    const first = await start();
    expect(await first.snapshots.save()).to.equal(true);
    expect(await first.snapshots.save(), 'nothing new to save').to.equal(false);
    await first.close();

    const { position } = await createLive(events, 3, 'Invoice Desk');
    const second = await start();
    expect(second.applied, 'the events after the snapshot, and no earlier one').to.deep.equal([position - 1, position]);
    for (const q of ['lnik', 'harbr', 'invioce']) expect(second.index.search(live(q)).slugs, q).to.have.length(1);

    const full = new ListingSearchIndex();
    for (const recorded of await events.readAll())
      if (full.projection.eventTypes.includes(recorded.type)) full.apply(recorded);
    for (const q of ['lnik', 'harbr', 'invioce', 'hub', 'desk lights'])
      expect(second.index.search(live(q))).to.deep.equal(full.search(live(q)));
  });

  it('writes a snapshot on close, so the next start reads nothing old', async () => {
    await createLive(events, 1, 'Linkwise');
    await (await start()).close();
    const again = await start();
    expect(again.applied).to.deep.equal([]);
    expect(again.index.search(live('linkwise')).slugs).to.deep.equal(['linkwise']);
  });

  it('ignores a snapshot of another log and builds from this one', async () => {
    await createLive(events, 1, 'Stalename');
    await (await start()).close();
    // A new log in the same folder: same positions, other events.
    await events.close();
    fs.rmSync(path.join(dir, 'events.db'));
    events = new SqliteEventStore(path.join(dir, 'events.db'), { pollIntervalMs: 10 });
    await createLive(events, 1, 'Freshname');
    const again = await start();
    expect(again.applied).to.deep.equal([1, 2]);
    expect(again.index.search(live('stalename')).slugs).to.deep.equal([]);
    expect(again.index.search(live('freshname')).slugs).to.deep.equal(['freshname']);
  });

  it('ignores a damaged snapshot and builds from the log', async () => {
    await createLive(events, 1, 'Linkwise');
    fs.writeFileSync(path.join(dir, 'search-index.snapshot'), 'not a snapshot');
    const started = await start();
    expect(started.applied).to.deep.equal([1, 2]);
    expect(started.index.search(live('linkwise')).slugs).to.deep.equal(['linkwise']);
  });

  it('a rebuild starts from the beginning of the log, not from the snapshot', async () => {
    await createLive(events, 1, 'Linkwise');
    const started = await start();
    await started.snapshots.save();
    started.applied.length = 0;
    await started.runner.rebuild();
    expect(started.applied).to.deep.equal([1, 2]);
  });
});
