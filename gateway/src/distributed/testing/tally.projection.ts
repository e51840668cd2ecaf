/**
 * A read model for tests of delivery guarantees: per stream, the revisions applied, in the order
 * applied. It is deliberately not idempotent on its own: a second application of an event, a lost
 * event or a reordering shows up in the arrays (and gaps are recorded in `tally_anomalies`), so
 * comparing it with a clean rebuild proves what the runner and the bus guarantee.
 */
import { defineProjection, type Document } from '@listings/shared/kernel';

export const TALLIED = 'Tallied';

interface Tally extends Document {
  revisions: number[];
}

export const tallyProjection = (options: { delayMs?: number } = {}) =>
  defineProjection({
    name: 'tally',
    collections: ['tally', 'tally_anomalies'],
    eventTypes: [TALLIED],
    async apply(event, documents) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const tally = documents.collection<Tally>('tally');
      const doc = await tally.findOne({ _id: event.streamId });
      const last = doc ? doc.revisions[doc.revisions.length - 1]! : -1;
      if (event.revision !== last + 1) {
        await documents.collection('tally_anomalies').insertOne({
          _id: `${event.id}:${Date.now()}:${Math.random()}`,
          streamId: event.streamId,
          revision: event.revision,
          last,
        });
      }
      await tally.updateOne({ _id: event.streamId }, { $push: { revisions: event.revision } }, { upsert: true });
    },
  });
