/**
 * Reactors with slow side effects (crawl a site, send an e-mail) as consumers of the same
 * ProjectionRunner as the read models, without holding it up: `apply` only records a job (in the
 * document store, before the runner moves the checkpoint) and starts it in the background, one job
 * at a time per key (a draft), so each draft's work stays in order while drafts run side by side.
 * A job is removed once done; jobs left by a crash are started again when the runner sets the
 * reactor up. The job itself must be idempotent (check the stream's state first, append with the
 * expected revision): at-least-once delivery and restarts may run it twice.
 */
import type { DocumentStore } from '../document-store/document-store.ts';
import type { RecordedEvent } from '../event-store/event-store.ts';
import type { Logger } from '../observability/logger.ts';
import type { CanHandle, Projection } from '../projections/projection.ts';
import type { DomainEvent } from '../es/decider.ts';

export interface ReactorJob<E extends DomainEvent = DomainEvent> {
  _id: string;
  key: string;
  position: number;
  event: RecordedEvent<E>;
  [field: string]: unknown;
}

/** Runs tasks one after another per key; tasks of different keys run concurrently. */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run(key: string, task: () => Promise<void>): Promise<void> {
    const next = (this.tails.get(key) ?? Promise.resolve()).then(task);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }

  /** Resolves when every task queued so far (and any queued meanwhile) has settled. */
  async idle(): Promise<void> {
    while (this.tails.size) await Promise.all([...this.tails.values()]);
  }
}

export interface Reactor<E extends DomainEvent = DomainEvent> extends Projection<E> {
  /** Resolves when no job is running or queued (tests, shutdown). */
  idle(): Promise<void>;
  /** Starts no further job and waits for the running ones (shutdown); the rest stay recorded for the next start. */
  stop(): Promise<void>;
}

/**
 * A reactor to the events of the union `E` named in `eventTypes` (`defineReactor<DraftEvent>({...})`):
 * `keyOf` and `perform` get them typed. Its jobs are recorded only by `apply`, which the runner calls
 * only with events of its `eventTypes`, so a job read back holds such an event too.
 */
export function defineReactor<E extends DomainEvent = DomainEvent>(options: {
  name: string;
  eventTypes: CanHandle<E>;
  logger: Logger;
  /** Jobs with the same key run in order, one at a time. */
  keyOf(event: RecordedEvent<E>): string;
  perform(event: RecordedEvent<E>): Promise<void>;
  /** The queue jobs run on (a process manager shares it with the steps it runs at once). */
  queue?: KeyedQueue;
}): Reactor<E> {
  const collection = `_jobs_${options.name}`;
  const jobOf = (event: RecordedEvent<E>): ReactorJob<E> => ({
    _id: event.id,
    key: options.keyOf(event),
    position: event.position,
    event,
  });
  const queue = options.queue ?? new KeyedQueue();
  const running = new Set<string>();
  let stopped = false;

  const schedule = (documents: DocumentStore, job: ReactorJob<E>): void => {
    if (running.has(job._id)) return;
    running.add(job._id);
    void queue
      .run(job.key, async () => {
        if (stopped) return;
        try {
          await options.perform(job.event);
          await documents.collection(collection).deleteOne({ _id: job._id });
        } catch (error) {
          // Left in the collection: started again at the next start.
          options.logger.error('reactor job failed', { reactor: options.name, job: job._id, error });
        } finally {
          running.delete(job._id);
        }
      })
      .catch(() => undefined);
  };

  const reactor: Reactor<E> = {
    name: options.name,
    collections: [collection],
    eventTypes: options.eventTypes,
    async setup(documents) {
      stopped = false;
      const pending = await documents.collection<ReactorJob<E>>(collection).find({}, { sort: { position: 1 } });
      for (const job of pending) schedule(documents, job);
    },
    async apply(event, documents) {
      // Recorded in the unit of work that moves the checkpoint: a job is never lost, and never recorded
      // for an event the checkpoint has not passed. It starts once the unit has committed.
      await documents
        .collection<ReactorJob<E>>(collection)
        .replaceOne({ _id: event.id }, jobOf(event), { upsert: true });
    },
    afterCommit(events, documents) {
      for (const event of events) schedule(documents, jobOf(event));
    },
    async idle() {
      await queue.idle();
    },
    async stop() {
      stopped = true;
      await queue.idle();
    },
  };
  return reactor;
}
