/**
 * `npm run demo -- seed`: writes the demo directory (seed.ts) to the configured event store, for
 * distributed mode, where no process seeds on start (`npm start` seeds its own empty log itself). It uses
 * the same settings as the roles (EVENT_STORE and its address: see stores.ts), says which store it
 * writes to, and refuses a log that is not empty (the demo is a fresh directory, never mixed into one):
 * run it before the command role first starts, since its launch scheduler writes to the log at once.
 * The relay publishes the events and the projectors build the read models as for any write; the
 * command role's week-closing job records the finished weeks' awards at its next round. The products'
 * logos (demo-logos.ts) are written to the blob store beside the read models, where the roles serve them.
 */
import { loadConfigOrExit } from '@listings/shared/config';
import { systemClock } from '@listings/shared/kernel';
import { describeStores, openBlobStoreFor, openEventStore, storeSettings } from '../distributed/stores.ts';
import { seedDemoData } from './seed.ts';

const USAGE = `Usage: npm run demo -- seed

  seed    Writes the demo directory (listings, launch weeks, votes, founders, blog) to the event store the
          settings name (EVENT_STORE, POSTGRES_URL / ESDB_URL, or DATA_DIR for the embedded SQLite log), if
          that log is empty. The relay and the projectors take it from there, as for any write.`;

export async function runDemoCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (line: string) => void = console.log,
): Promise<number> {
  const [command] = argv;
  if (command !== 'seed') {
    out(USAGE);
    return command === undefined || command === 'help' ? 0 : 2;
  }
  const settings = storeSettings(env);
  const events = await openEventStore(settings);
  // The products' logos go where the roles read pictures from (beside the read models).
  const pictures = await openBlobStoreFor(settings);
  try {
    const store = describeStores(settings, { events: true, documents: false });
    const head = await events.headPosition();
    if (head > 0) {
      out(
        `error: the log already holds ${head} event(s) (${store}); the demo is only written to an empty log, ` +
          'so seed before the first start of the command role (its launch scheduler writes to the log at once)',
      );
      return 1;
    }
    const started = Date.now();
    const seeded = await seedDemoData(events, systemClock, { blobs: pictures.blobs });
    out(
      `demo data written (${store}): ${seeded.listings} listings, ${seeded.votes} votes, up to position ${seeded.position} in ${Date.now() - started} ms`,
    );
    out('the relay publishes it and the projectors build the read models; GET /ready on the gateway says when');
    return 0;
  } finally {
    await events.close();
    await pictures.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.umask(0o077); // what it writes in the data folder is its owner's only (see kernel/private-files.ts)
  loadConfigOrExit(); // a wrong setting: its message, exit code 2
  process.exitCode = await runDemoCli(process.argv.slice(2));
}
