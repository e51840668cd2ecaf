/**
 * Effectively once, proven by crashing: the runner's test-only fault seam stops it inside the unit of
 * work, after a projection has applied its part of a batch and before its checkpoint is written, at a
 * chosen point; the read-model store is then abandoned as a killed process would leave it and opened
 * again from its file, and a new runner catches up. Every read model of the service must then equal
 * what an uninterrupted build of the same log gives (and, at the end, a clean rebuild).
 * A second, property-style test crashes at random points while random votes, withdrawn votes,
 * follows, unfollows, views, updates and billboard payments go on, and checks every count against
 * what was cast minus what was withdrawn. Each test runs 50 rounds in a loop (no retries).
 */
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DocumentStore,
  type EventStore,
  type Projection,
  ManualClock,
  MingoDocumentStore,
  ProjectionRunner,
  SqliteEventStore,
  silentLogger,
} from '@listings/shared/kernel';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { ListingCommands } from '@listings/command-service/listings';
import { seedDemoData } from './demo/seed.ts';
import { READ_MODELS as allProjections } from './features.ts';

const ROUNDS = 50;
const here = path.dirname(fileURLToPath(import.meta.url));

/** A deterministic generator (mulberry32), so a failing round can be replayed from its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class SimulatedCrash extends Error {
  override readonly name = 'SimulatedCrash';
}

/** Every document of every read model, sorted by _id (what a reader can observe). */
async function readModels(documents: DocumentStore, projections: readonly Projection[]) {
  const result: Record<string, unknown[]> = {};
  for (const name of projections.flatMap((p) => p.collections).sort())
    result[name] = await documents.collection(name).find({}, { sort: { _id: 1 } });
  return result;
}

/**
 * Runs a runner on the read-model file until the fault seam fires at `crash` (the first batch in which
 * `crash.projection` has an event at or after `crash.position`), then abandons it like a killed
 * process: the store is closed without the unit committing. Resolves false if the point was never met.
 */
async function crashAt(
  events: EventStore,
  file: string,
  projections: readonly Projection[],
  crash: { projection: string; position: number; batchSize: number },
): Promise<boolean> {
  const documents = new MingoDocumentStore(file);
  let crashed!: () => void;
  const fired = new Promise<boolean>((resolve) => (crashed = () => resolve(true)));
  const runner = new ProjectionRunner(events, documents, projections, silentLogger, {
    batchSize: crash.batchSize,
    faults: {
      beforeCheckpoint: ({ projection, events: batch }) => {
        if (projection !== crash.projection || batch[batch.length - 1]!.position < crash.position) return;
        crashed();
        throw new SimulatedCrash(`crash in ${projection} before its checkpoint at ${crash.position}`);
      },
    },
  });
  await runner.start();
  const outcome = await Promise.race([fired, runner.caughtUp().then(() => false)]);
  await runner.stop();
  await documents.close();
  return outcome;
}

/** Opens the read-model file again (as a restarted process does) and catches up without faults. */
async function restart(events: EventStore, file: string, projections: readonly Projection[]) {
  const documents = new MingoDocumentStore(file);
  const runner = new ProjectionRunner(events, documents, projections, silentLogger);
  await runner.start();
  await runner.caughtUp();
  await runner.stop();
  return documents;
}

describe('Read models after a crash between effect and checkpoint (embedded)', function () {
  this.timeout(300_000);
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`every read model of the service equals an uninterrupted build and a clean rebuild, ${ROUNDS} crashes in a row`, async () => {
    // The demo directory (every read model has events in it), replayed into the log a slice per round.
    const source = new SqliteEventStore(':memory:');
    await seedDemoData(source, new ManualClock('2026-11-25T12:00:00Z'));
    const all = await source.readAll();
    await source.close();

    const events = new SqliteEventStore(path.join(dir, 'events.db'));
    const file = path.join(dir, 'read-models.db');
    const reference = new MingoDocumentStore();
    const referenceRunner = new ProjectionRunner(events, reference, allProjections, silentLogger);
    await referenceRunner.start();
    const random = seeded(18);
    const sliceSize = Math.ceil(all.length / ROUNDS);
    const crashes: string[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const slice = all.slice(round * sliceSize, (round + 1) * sliceSize);
        for (const event of slice) await events.appendToStream(event.streamId, [event]);
        const from = slice[0]!.position;
        const to = slice[slice.length - 1]!.position;
        // Every projection in turn, at a random position of this slice, in batches of random size.
        const projection = allProjections[round % allProjections.length]!.name;
        const position = from + Math.floor(random() * (to - from + 1));
        const batchSize = [1, 2, 5, 20, 1000][Math.floor(random() * 5)]!;
        const crashed = await crashAt(events, file, allProjections, { projection, position, batchSize });
        expect(crashed, `round ${round}: the crash point was reached`).to.equal(true);
        crashes.push(`${projection}@${position}/${batchSize}`);

        const documents = await restart(events, file, allProjections);
        await referenceRunner.caughtUp();
        expect(
          await readModels(documents, allProjections),
          `round ${round}: after a crash in ${projection} at ${position}`,
        ).to.deep.equal(await readModels(reference, allProjections));
        await documents.close();
      }
      // And the uninterrupted build is what a clean rebuild gives.
      const rebuilt = new MingoDocumentStore();
      const rebuild = new ProjectionRunner(events, rebuilt, allProjections, silentLogger);
      await rebuild.rebuild();
      expect(await readModels(rebuilt, allProjections)).to.deep.equal(await readModels(reference, allProjections));
      expect(new Set(crashes.map((c) => c.split('@')[0])).size).to.equal(allProjections.length);
    } finally {
      await referenceRunner.stop();
      await events.close();
    }
  });

  for (const [projection, position] of [
    ['listings', 900],
    ['founders', 1900],
  ] as const) {
    it(`the service killed with SIGKILL while it seeds the demo data (in ${projection} at ${position}) comes back equal to a rebuild of its log`, async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'testing', 'seeding-child.ts')], {
        env: {
          ...process.env,
          DATA_DIR: dir,
          DEMO_DATA: 'off',
          CRASH_PROJECTION: projection,
          CRASH_POSITION: String(position),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise<void>((resolve) => child.once('exit', () => resolve()));
      expect(child.signalCode, output).to.equal('SIGKILL');
      expect(JSON.parse(output.trim().split('\n').pop()!)).to.deep.include({ crash: projection });

      const events = new SqliteEventStore(path.join(dir, 'events.db'));
      try {
        expect(await events.headPosition()).to.be.at.least(position);
        const documents = await restart(events, path.join(dir, 'read-models.db'), allProjections);
        const rebuilt = new MingoDocumentStore();
        await new ProjectionRunner(events, rebuilt, allProjections, silentLogger).rebuild();
        expect(await readModels(documents, allProjections)).to.deep.equal(await readModels(rebuilt, allProjections));
        await documents.close();
      } finally {
        await events.close();
      }
    });
  }

  it(`property: votes, follows, views, updates and billboard money count once whatever the crash point, ${ROUNDS} rounds`, async () => {
    const events = new SqliteEventStore(path.join(dir, 'events.db'));
    const file = path.join(dir, 'read-models.db');
    const clock = new ManualClock('2026-11-23T09:00:00Z');
    const listings = new ListingCommands(events, clock);
    const engagement = new EngagementCommands(events, clock);
    const actor = { kind: 'user' as const, id: 'tester' };
    const ids: number[] = [];
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      const { listingId } = await listings.create(
        { profile: { name, url: `https://${name.toLowerCase()}.example` }, ownerId: 'owner' },
        actor,
        'test',
      );
      ids.push(listingId);
    }
    // The model: what was cast and withdrawn, by listing.
    const model = new Map(
      ids.map((id) => [
        id,
        { voters: new Set<string>(), followers: new Set<string>(), views: new Set<string>(), cents: 0, updates: 0 },
      ]),
    );
    const random = seeded(1118);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const projections = allProjections.filter((p) => p.name === 'listings' || p.name === 'listing-edits');
    let orders = 0;

    for (let round = 0; round < ROUNDS; round++) {
      const head = await events.headPosition();
      const operations = 5 + Math.floor(random() * 40);
      for (let i = 0; i < operations; i++) {
        const listingId = pick(ids);
        const state = model.get(listingId)!;
        const person = `person-${Math.floor(random() * 12)}`;
        clock.advance(Math.floor(random() * 6 * 3600_000));
        switch (pick(['vote', 'vote', 'withdraw', 'follow', 'unfollow', 'view', 'update', 'billboard'] as const)) {
          case 'vote':
            // A second vote by the same person is refused (one per person per listing), so only non-voters vote.
            if (state.voters.has(person)) break;
            await engagement.execute({ type: 'Vote', listingId, voterId: person, ...SIMULATED_PERSON }, actor, 'test');
            state.voters.add(person);
            break;
          case 'withdraw':
            await engagement.execute({ type: 'WithdrawVote', listingId, voterId: person }, actor, 'test');
            state.voters.delete(person);
            break;
          case 'follow':
            await engagement.execute(
              { type: 'Follow', listingId, followerId: person, ...SIMULATED_PERSON },
              actor,
              'test',
            );
            state.followers.add(person);
            break;
          case 'unfollow':
            await engagement.execute({ type: 'Unfollow', listingId, followerId: person }, actor, 'test');
            state.followers.delete(person);
            break;
          case 'view':
            await engagement.execute({ type: 'View', listingId, viewerId: person }, actor, 'test');
            // A visitor counts once per listing and day.
            state.views.add(`${person}:${clock.now().toISOString().slice(0, 10)}`);
            break;
          case 'update':
            await listings.execute(
              listingId,
              { type: 'PostUpdate', title: `News ${round}.${i}`, body: 'b' },
              actor,
              'test',
            );
            state.updates++;
            break;
          case 'billboard': {
            const amountCents = 1 + Math.floor(random() * 5000);
            await engagement.execute(
              { type: 'ContributeToBillboard', listingId, amountCents, orderNumber: `ORD-${++orders}` },
              actor,
              'test',
            );
            state.cents += amountCents;
            break;
          }
        }
      }
      const last = await events.headPosition();
      if (last > head) {
        const position = head + 1 + Math.floor(random() * (last - head));
        const crash = { projection: pick(projections).name, position, batchSize: pick([1, 3, 8, 1000]) };
        expect(await crashAt(events, file, projections, crash), `round ${round}: crash point reached`).to.equal(true);
      }
      const documents = await restart(events, file, projections);
      for (const listingId of ids) {
        const state = model.get(listingId)!;
        const doc = (await documents.collection('listings').findOne({ listing_id: listingId })) as unknown as {
          votes: number;
          follows: number;
          views: number;
          billboard_cents: number;
          votes_by_week: Record<string, number>;
          votes_by_day: Record<string, number>;
          latest_updates: unknown[];
        };
        const what = `round ${round}, listing ${listingId}`;
        expect(doc.votes, `${what}: votes = cast − withdrawn`).to.equal(state.voters.size);
        expect(
          Object.values(doc.votes_by_week).reduce((a, b) => a + b, 0),
          `${what}: votes by week`,
        ).to.equal(state.voters.size);
        expect(
          Object.values(doc.votes_by_day).reduce((a, b) => a + b, 0),
          `${what}: votes by day`,
        ).to.equal(state.voters.size);
        expect(doc.follows, `${what}: follows = followed − unfollowed`).to.equal(state.followers.size);
        expect(doc.views, `${what}: views`).to.equal(state.views.size);
        expect(doc.billboard_cents, `${what}: billboard money`).to.equal(state.cents);
        expect(doc.latest_updates, `${what}: updates`).to.have.length(Math.min(10, state.updates));
      }
      expect(
        await documents.collection('listing_votes').countDocuments(),
        `round ${round}: one vote record per voter`,
      ).to.equal([...model.values()].reduce((sum, s) => sum + s.voters.size, 0));
      await documents.close();
    }
    await events.close();
  });
});
