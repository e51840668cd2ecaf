/**
 * `npm run relay -- status` prints the relay's checkpoint against the log's head and who holds its
 * lease; `npm run relay -- reset --to <position>` moves the checkpoint, for when it and the topic have
 * drifted apart (docs/distributed.md, "Relay checkpoint versus topic"). Both use the configured stores
 * (EVENT_STORE, DOCUMENT_STORE: distributed/stores.ts) and topic (KAFKA_TOPIC), named on stderr first.
 * A reset is refused while a relay holds the lease: stop the relays, reset, start them.
 */
import { loadConfigOrExit } from '@listings/shared/config';
import { systemClock, type Clock } from '@listings/shared/kernel';
import {
  RelayResetRefused,
  kafkaSettings,
  relayCheckpointStatus,
  resetRelayCheckpoint,
} from '@listings/shared/kernel/kafka';
import { openStores } from './stores.ts';

const USAGE = 'Usage: npm run relay -- status | reset --to <position>';

export async function runRelayCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (line: string) => void = console.log,
  note: (line: string) => void = (line) => void process.stderr.write(`${line}\n`),
  clock: Clock = systemClock,
): Promise<number> {
  const [command, flag, value] = argv;
  const to = flag === '--to' && value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
  if (command !== 'status' && !(command === 'reset' && to !== undefined)) {
    out(USAGE);
    return command === undefined ? 0 : 2;
  }
  const { topic } = kafkaSettings(env);
  const { events, documents, settings } = await openStores(env);
  note(`relay of topic ${topic}; event store: ${settings.eventStore}, document store: ${settings.documentStore}`);
  try {
    if (command === 'reset') {
      try {
        const moved = await resetRelayCheckpoint(events, documents, topic, to!, clock.now());
        out(`relay checkpoint of ${topic} moved from ${moved.from} to ${moved.to}: the relay sends what follows again`);
        return 0;
      } catch (error) {
        if (!(error instanceof RelayResetRefused)) throw error;
        out(`refused: ${error.message}`);
        return 1;
      }
    }
    const status = await relayCheckpointStatus(events, documents, topic, clock.now());
    out(
      `topic ${status.topic}: relay checkpoint ${status.checkpoint}, head of the log ${status.head}, lag ${status.lag}`,
    );
    out(
      status.lease
        ? `lease held by ${status.lease.holder} until ${status.lease.expiresAt}`
        : 'no relay holds the lease (none running, or a killed one whose lease expired)',
    );
    if (status.lag < 0) out('the checkpoint is past the head of the log: was the event store restored or replaced?');
    if (status.lastReset)
      out(`last reset ${status.lastReset.at}: from ${status.lastReset.from} to ${status.lastReset.to}`);
    return 0;
  } finally {
    await events.close();
    await documents.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.umask(0o077); // what it writes in the data folder is its owner's only (see kernel/private-files.ts)
  loadConfigOrExit(); // a wrong setting: its message, exit code 2
  process.exitCode = await runRelayCli(process.argv.slice(2));
}
