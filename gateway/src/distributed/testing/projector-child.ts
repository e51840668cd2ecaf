/**
 * A projectors process for the crash test: the distributed projectors composition (Kafka consumer,
 * every read model of the service, plus the tally read model) over a document store file in DATA_DIR.
 * Prints one JSON line per message handled. With CRASH_PROJECTION and CRASH_POSITION set, the runner's
 * fault seam kills the process with SIGKILL inside the unit of work, after that projection has applied
 * the first batch reaching that position and before its checkpoint: a crash at a chosen point.
 */
import fs from 'node:fs';
import path from 'node:path';
import { kafkaSettings } from '@listings/shared/kernel/kafka';
import { MingoDocumentStore, silentLogger } from '@listings/shared/kernel';
import { READ_MODELS as allProjections } from '../../features.ts';
import { startProjectors } from '../projectors.ts';
import { tallyProjection } from './tally.projection.ts';

const documents = new MingoDocumentStore(path.join(process.env.DATA_DIR!, 'read-models.db'));
const projectors = await startProjectors({
  documents,
  settings: kafkaSettings(),
  projections: [...allProjections, tallyProjection()],
  logger: silentLogger,
  sessionTimeoutMs: 6_000,
  faults: process.env.CRASH_PROJECTION
    ? {
        beforeCheckpoint: ({ projection, events }) => {
          if (projection !== process.env.CRASH_PROJECTION) return;
          if (events[events.length - 1]!.position < Number(process.env.CRASH_POSITION)) return;
          // Written synchronously: the line is out before the kill.
          fs.writeSync(1, `${JSON.stringify({ crash: projection, at: events[events.length - 1]!.position })}\n`);
          process.kill(process.pid, 'SIGKILL');
          // Nothing runs on (no commit) while the signal lands.
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 30_000);
        },
      }
    : undefined,
  onMessage: (partition, _offset, message) => {
    if (message.kind === 'watermark') console.log(JSON.stringify({ partition, watermark: message.position }));
    else console.log(JSON.stringify({ partition, event: message.event.position }));
  },
});
console.log(JSON.stringify({ started: true }));
process.once('SIGTERM', () => {
  void projectors
    .stop()
    .then(() => documents.close())
    .then(() => process.exit(0));
});
