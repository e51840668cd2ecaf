/**
 * The process the group-commit crash tests kill (sqlite-group-commit.int.spec.ts). It appends to the
 * file in EVENTS_FILE from CONCURRENCY workers, each to its own stream at its exact revision, every
 * append three events `{ append, part: 0..2 }`, and reports each acknowledged append to the parent over
 * IPC. With CRASH_AT (`written`, `committed` or `synced`) it kills itself with SIGKILL at that stage of batch
 * number CRASH_BATCH; without it, it runs until the parent kills it or APPENDS appends are done.
 */
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../sqlite-event-store.ts';

const appends = Number(process.env.APPENDS ?? 100);
const concurrency = Number(process.env.CONCURRENCY ?? appends);
const crashAt = process.env.CRASH_AT;
const crashBatch = Number(process.env.CRASH_BATCH ?? 1);

let batches = 0;
const store = new SqliteEventStore(process.env.EVENTS_FILE!, {
  onBatch(stage) {
    if (stage === 'written') batches++;
    if (stage === crashAt && batches === crashBatch) process.kill(process.pid, 'SIGKILL');
  },
});

let started = 0;
await Promise.all(
  Array.from({ length: concurrency }, async (_, worker) => {
    const stream = `crash-${worker}`;
    let revision = -1;
    while (started < appends) {
      started++;
      const append = randomUUID();
      const events = [0, 1, 2].map((part) => ({
        id: randomUUID(),
        type: 'Appended',
        data: { append, part },
        metadata: { actor: { kind: 'system' as const, id: 'crash-test' }, at: new Date().toISOString(), cause: 'test' },
      }));
      const result = await store.appendToStream(stream, events, {
        expectedRevision: revision < 0 ? 'no_stream' : revision,
      });
      revision = result.nextExpectedRevision;
      process.send?.({ stream, ids: events.map((event) => event.id) });
    }
  }),
);
await store.close();
process.disconnect?.();
