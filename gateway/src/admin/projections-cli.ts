/**
 * `npm run projections -- rebuild [name ...]` drops read models and builds them again from the
 * event log; `status` prints each projection's stored checkpoint and how many events of the log it
 * has still to apply. Both use the configured stores (EVENT_STORE, DOCUMENT_STORE: distributed/stores.ts)
 * and name them on stderr first.
 *
 * `status` only reads: it reports the checkpoints as the store holds them, without catching up first
 * (issue 35: it used to run the projections to the head and then report "all at head", on a file of
 * its own). A stored checkpoint moves only past events its projection handles (or now and then,
 * kernel/projections/runner.ts), so "behind" is counted as events of its types after the checkpoint.
 * On Kafka each projection has a checkpoint per partition; the lowest is reported, and the count
 * is an upper bound (an event may already be applied on a partition that is further on).
 *
 * In embedded mode run `rebuild` while the service is stopped: the service keeps its read models in memory.
 * With EVENT_BUS=kafka stop the projectors first; the rebuild then sets every partition's checkpoint
 * (KAFKA_PARTITIONS) to where it stopped, so the projectors resume from their offsets without applying
 * anything twice (spreadCheckpoints).
 */
import { loadConfigOrExit } from '@listings/shared/config';
import {
  CHECKPOINTS_COLLECTION,
  ProjectionRunner,
  jsonLogger,
  type DocumentStore,
  type EventStore,
  type Projection,
} from '@listings/shared/kernel';
import { READ_MODELS as allProjections } from '../features.ts';
import { describeStores, openStores } from '../distributed/stores.ts';

export interface ProjectionStatus {
  name: string;
  /** The lowest stored checkpoint over the partitions (0: never applied anything). */
  checkpoint: number;
  /** Events of its types in the log after that checkpoint. */
  pending: number;
}

/** Events read at once while counting what each projection has still to apply. */
const PAGE = 1_000;

/** Each projection's stored checkpoint and the events of its types after it, read without applying anything. */
export async function projectionStatus(
  events: EventStore,
  documents: DocumentStore,
  projections: readonly Projection[],
  partitions = 1,
): Promise<ProjectionStatus[]> {
  const stored = await documents
    .collection<{ _id: string; projection: string; partition: number; position: number }>(CHECKPOINTS_COLLECTION)
    .find({});
  const positions = new Map(stored.map((checkpoint) => [checkpoint._id, checkpoint.position]));
  const status = projections.map((projection) => ({
    name: projection.name,
    types: new Set(projection.eventTypes),
    checkpoint: Math.min(
      ...Array.from({ length: partitions }, (_, partition) => positions.get(`${projection.name}:${partition}`) ?? 0),
    ),
    pending: 0,
  }));
  const from = Math.min(...status.map((projection) => projection.checkpoint));
  for (let after = from; ;) {
    const page = await events.readAll({ afterPosition: after, maxCount: PAGE });
    for (const event of page)
      for (const projection of status)
        if (event.position > projection.checkpoint && projection.types.has(event.type)) projection.pending++;
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.position;
  }
  return status.map(({ name, checkpoint, pending }) => ({ name, checkpoint, pending }));
}

/**
 * After a rebuild for the Kafka projectors (`partitions` > 1): every partition's checkpoint of each
 * rebuilt projection set to where the rebuild stopped (its partition-0 checkpoint, P). The rebuild read
 * the whole log as partition 0; each handled event up to P is applied and none after it (a handled
 * event moves the checkpoint), so a partition skipping what is at or before P and applying the rest
 * applies every event once. Without this, the partitions other than 0 had no checkpoint, and the events
 * the relay published while the projectors were stopped were applied twice when they resumed.
 */
export async function spreadCheckpoints(
  documents: DocumentStore,
  names: readonly string[],
  partitions: number,
): Promise<void> {
  await documents.transaction(async (tx) => {
    const inUnit = tx.collection<{ _id: string; position: number; version?: number }>(CHECKPOINTS_COLLECTION);
    for (const name of names) {
      const first = await inUnit.findOne({ _id: `${name}:0` });
      if (!first) continue; // it applied nothing: no partition has anything to skip
      const { position } = first;
      const version = first.version === undefined ? {} : { version: first.version };
      for (let partition = 1; partition < partitions; partition++)
        await inUnit.updateOne(
          { _id: `${name}:${partition}` },
          { $set: { projection: name, partition, position, ...version } },
          { upsert: true },
        );
    }
  });
}

export async function runProjectionsCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (line: string) => void = console.log,
  /** Where the line naming the stores goes (stderr), apart from the command's own output. */
  note: (line: string) => void = (line) => void process.stderr.write(`${line}\n`),
): Promise<number> {
  const [command, ...names] = argv;
  if (command !== 'rebuild' && command !== 'status') {
    out('Usage: npm run projections -- rebuild [projection ...] | status');
    return command === undefined ? 0 : 2;
  }
  const stores = await openStores(env);
  note(describeStores(stores.settings));
  const { events, documents } = stores;
  try {
    const partitions = env.EVENT_BUS === 'kafka' ? Number(env.KAFKA_PARTITIONS || 6) : 1;
    if (command === 'rebuild') {
      const runner = new ProjectionRunner(events, documents, allProjections, jsonLogger('projections'));
      const started = Date.now();
      try {
        await runner.rebuild(names.length ? names : undefined);
      } finally {
        await runner.stop();
      }
      // On Kafka the rebuild (from the log, as one partition) must hand over to the projectors on every
      // partition, or a partition with no checkpoint would apply again what the rebuild applied.
      if (partitions > 1)
        await spreadCheckpoints(documents, names.length ? names : allProjections.map((p) => p.name), partitions);
      out(
        `rebuilt ${names.length ? names.join(', ') : 'all projections'} up to position ${await events.headPosition()} in ${Date.now() - started} ms`,
      );
      return 0;
    }
    const head = await events.headPosition();
    const status = await projectionStatus(events, documents, allProjections, partitions);
    out(`head of the log: ${head}${partitions > 1 ? ` (checkpoints: the lowest of ${partitions} partitions)` : ''}`);
    const width = Math.max(...status.map((projection) => projection.name.length));
    for (const projection of status)
      out(
        `  ${projection.name.padEnd(width)}  checkpoint ${projection.checkpoint}, ${
          projection.pending === 0
            ? 'up to date'
            : `${projection.pending} event(s) to apply${partitions > 1 ? ' at most' : ''}`
        }`,
      );
    const behind = status.filter((projection) => projection.pending > 0);
    out(
      behind.length === 0
        ? `all ${status.length} projections up to date with the head (${head})`
        : `${behind.length} of ${status.length} projections behind the head: ${behind.map((p) => p.name).join(', ')}`,
    );
    return 0;
  } finally {
    await events.close();
    await documents.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.umask(0o077); // what it writes in the data folder is its owner's only (see kernel/private-files.ts)
  loadConfigOrExit(); // a wrong setting: its message, exit code 2
  process.exitCode = await runProjectionsCli(process.argv.slice(2));
}
