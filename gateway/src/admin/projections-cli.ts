/**
 * `npm run projections -- rebuild [name ...]` drops read models and builds them again from the
 * event log; `status` prints each projection's checkpoint against the head of the log. In embedded
 * mode run it while the service is stopped: the service keeps its read models in memory.
 */
import { loadConfig, loadConfigOrExit } from '@listings/shared/config';
import { ProjectionRunner, jsonLogger } from '@listings/shared/kernel';
import { openEmbeddedStores } from '../service.ts';
import { READ_MODELS as allProjections } from '../features.ts';

export async function runProjectionsCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (line: string) => void = console.log,
): Promise<number> {
  const [command, ...names] = argv;
  const stores = openEmbeddedStores(loadConfig(env).dataDir);
  const runner = new ProjectionRunner(stores.events, stores.documents, allProjections, jsonLogger('projections'));
  try {
    switch (command) {
      case 'rebuild': {
        const started = Date.now();
        await runner.rebuild(names.length ? names : undefined);
        out(
          `rebuilt ${names.length ? names.join(', ') : 'all projections'} up to position ${await stores.events.headPosition()} in ${Date.now() - started} ms`,
        );
        return 0;
      }
      case 'status': {
        await runner.start();
        await runner.caughtUp();
        out(
          `head of the log: ${await stores.events.headPosition()}; projections: ${allProjections.map((p) => p.name).join(', ')}; all at ${await runner.position()}`,
        );
        return 0;
      }
      default:
        out('Usage: npm run projections -- rebuild [projection ...] | status');
        return command === undefined ? 0 : 2;
    }
  } finally {
    await runner.stop();
    await stores.events.close();
    await stores.documents.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.umask(0o077); // what it writes in the data folder is its owner's only (see kernel/private-files.ts)
  loadConfigOrExit(); // a wrong setting: its message, exit code 2
  process.exitCode = await runProjectionsCli(process.argv.slice(2));
}
