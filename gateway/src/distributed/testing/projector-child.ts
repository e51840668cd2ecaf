/**
 * A projectors process for the crash test: the distributed projectors composition (Kafka consumer,
 * every read model of the service, plus the tally read model, slowed down so that a kill lands
 * mid-stream) over a document store file in DATA_DIR. Prints one JSON line per watermark handled.
 */
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
  projections: [...allProjections, tallyProjection({ delayMs: Number(process.env.TALLY_DELAY_MS ?? 0) })],
  logger: silentLogger,
  sessionTimeoutMs: 6_000,
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
