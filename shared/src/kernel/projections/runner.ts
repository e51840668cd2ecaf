/**
 * Runs projections: each consumes the event log from its own checkpoint, at least once, and skips
 * any event at or before its checkpoint, so a redelivered event changes nothing. Checkpoints are
 * kept per (projection, partition): the embedded log is one partition in global order; on Kafka each
 * partition carries a subsequence of the log in increasing position, so the same rule holds.
 *
 * Effectively once: a batch of events is applied to every projection and their checkpoints are
 * written in one unit of work of the document store (`DocumentStore.transaction`), so a crash at any
 * point leaves each read model either before the batch with its old checkpoint or after it with the
 * new one, never "applied but not checkpointed" (a vote counted twice after a restart). Catching up,
 * a batch is a page of the log (one commit per page: this is also what makes it fast); live, it is
 * whatever was appended since the last one.
 *
 * One subscription feeds every projection, from the lowest checkpoint; a projection skips what it has.
 * Projections kept in memory (`ephemeral`) are applied after the commit; `afterCommit` hooks (a
 * reactor starting the jobs it recorded) run then too, so nothing starts for a batch that never commits.
 */
import { EventEmitter } from 'node:events';
import type { DocumentStore } from '../document-store/document-store.ts';
import type { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.ts';
import type { Logger } from '../observability/logger.ts';
import type { Projection } from './projection.ts';
import { isStoreUnavailable } from '../store-faults.ts';

export const CHECKPOINTS_COLLECTION = '_checkpoints';

export type AppliedListener = (event: RecordedEvent, projection: string) => void;

/**
 * Test-only fault seam: where a test makes the runner "crash" (throw, or kill its process) at a
 * chosen point. Never set in production.
 */
export interface ProjectionFaults {
  /**
   * Inside the unit of work, after `projection` has applied `events` (its part of the batch) and
   * before its checkpoint is written. Throwing here aborts the unit: nothing of the batch is kept.
   */
  beforeCheckpoint?(at: {
    projection: string;
    events: readonly RecordedEvent[];
    partition: number;
  }): void | Promise<void>;
}

export interface ProjectionRunnerOptions {
  /** Most events read and committed at once while catching up. Default 5,000. */
  batchSize?: number;
  faults?: ProjectionFaults;
}

export interface DeliverOptions {
  /** The projections to deliver to (default: every projection of the runner). */
  projections?: readonly Projection[];
  /** More writes that must commit with the batch (e.g. the Kafka consumer's progress record). */
  within?: (tx: DocumentStore) => Promise<void>;
  /**
   * 'isolate' (the embedded subscription): a projection whose handler throws is stopped and the
   * batch is committed for the others. 'throw' (Kafka): the whole batch fails and is retried.
   */
  onHandlerError?: 'isolate' | 'throw';
}

/** A projection's handler threw: names the projection. */
export class ProjectionHandlerError extends Error {
  override readonly name = 'ProjectionHandlerError';
  readonly projection: string;
  override readonly cause: unknown;
  constructor(projection: string, event: RecordedEvent, cause: unknown) {
    super(`projection ${projection} failed on event ${event.position} (${event.type}): ${String(cause)}`);
    this.projection = projection;
    this.cause = cause;
  }
}

/**
 * How far behind its stored checkpoint a projection may run on events it does not handle before the
 * checkpoint is written anyway (so a restart does not re-read a long stretch of the log for it).
 */
const CHECKPOINT_REFRESH = 1_000;
/** Longest pause between tries of a batch the store could not take. */
const STORE_RETRY_MAX_MS = 5_000;

/** The version a checkpoint records, for a projection that has one. */
const versionOf = (projection: Projection): { version?: number } =>
  projection.version === undefined ? {} : { version: projection.version };

interface Checkpoint {
  _id: string;
  projection: string;
  partition: number;
  position: number;
  [field: string]: unknown;
}

export class ProjectionRunner {
  private subscription: Subscription | undefined;
  /** The subscription being fed now; a retry of a batch for an older (stopped) one gives up. */
  private current: object | undefined;
  /** Batches tried again because the store could not take them (tests and metrics read it). */
  storeFailures = 0;
  /** Projections the subscription feeds: all once started; the rebuilt ones during a rebuild alone. */
  private readonly active = new Set<Projection>();
  /** In-memory copy of the checkpoints, for skipping and for read-your-writes waits. */
  private readonly positions = new Map<string, number>();
  /** The checkpoints as stored (for the refresh rule). */
  private readonly stored = new Map<string, number>();
  private readonly handles = new Map<Projection, ReadonlySet<string>>();
  /** Projections stopped because their handler threw. */
  private readonly failed = new Set<Projection>();
  private readonly progress = new EventEmitter();
  private readonly appliedListeners = new Set<AppliedListener>();
  private failure: unknown;
  /** Counts checkpoint advances, so a waiter can tell whether one happened while it was reading. */
  private advances = 0;

  private readonly events: EventStore;
  private readonly documents: DocumentStore;
  readonly projections: readonly Projection[];
  private readonly logger: Logger;
  private readonly batchSize: number;
  private readonly faults: ProjectionFaults | undefined;

  constructor(
    events: EventStore,
    documents: DocumentStore,
    projections: readonly Projection[],
    logger: Logger,
    options: ProjectionRunnerOptions = {},
  ) {
    this.events = events;
    this.documents = documents;
    this.projections = projections;
    this.logger = logger;
    this.batchSize = options.batchSize ?? 5_000;
    this.faults = options.faults;
    for (const projection of projections) this.handles.set(projection, new Set(projection.eventTypes));
    this.progress.setMaxListeners(0);
  }

  private get checkpoints() {
    return this.documents.collection<Checkpoint>(CHECKPOINTS_COLLECTION);
  }

  private async checkpointOf(projection: Projection, partition = 0): Promise<number> {
    const key = `${projection.name}:${partition}`;
    if (!this.positions.has(key)) {
      const stored = projection.ephemeral ? null : await this.checkpoints.findOne({ _id: key });
      this.positions.set(key, stored?.position ?? 0);
      this.stored.set(key, stored?.position ?? 0);
    }
    return this.positions.get(key)!;
  }

  private handlesOf(projection: Projection): ReadonlySet<string> {
    let types = this.handles.get(projection);
    if (!types) this.handles.set(projection, (types = new Set(projection.eventTypes)));
    return types;
  }

  /** Applies one event to one projection unless it is at or before the checkpoint. Safe to call twice. */
  async deliver(projection: Projection, event: RecordedEvent, partition = 0): Promise<void> {
    await this.deliverBatch([event], partition, { projections: [projection], onHandlerError: 'throw' });
  }

  /**
   * Applies a batch of events (in increasing position, one partition) to the projections, each
   * skipping what is at or before its checkpoint, and commits the read-model writes of every
   * projection with their checkpoints in one unit of work. Safe to call again with the same events.
   */
  async deliverBatch(events: readonly RecordedEvent[], partition = 0, options: DeliverOptions = {}): Promise<void> {
    if (events.length === 0) return;
    const targets = (options.projections ?? this.projections).filter((p) => !this.failed.has(p));
    const pending = new Map<Projection, RecordedEvent[]>();
    for (const projection of targets) {
      const checkpoint = await this.checkpointOf(projection, partition);
      // Skips what is at or before the checkpoint, and a duplicate inside the batch itself (a relay
      // that republished a page puts a copy after the original): positions must only increase.
      const after: RecordedEvent[] = [];
      let last = checkpoint;
      for (const event of events) {
        if (event.position <= last) continue;
        after.push(event);
        last = event.position;
      }
      if (after.length) pending.set(projection, after);
    }
    if (pending.size === 0 && !options.within) return;

    const durable = [...pending.keys()].filter((p) => !p.ephemeral);
    const applied = new Map<Projection, RecordedEvent[]>();
    const written = new Map<string, number>();
    if (durable.length || options.within) {
      try {
        await this.documents.transaction(async (tx) => {
          // MongoDB may run a unit again after a transient error: start from scratch each time.
          applied.clear();
          written.clear();
          for (const projection of durable) {
            const todo = pending.get(projection)!;
            const handled = await this.applyAll(projection, todo, tx);
            await this.faults?.beforeCheckpoint?.({ projection: projection.name, events: todo, partition });
            const key = `${projection.name}:${partition}`;
            const last = todo[todo.length - 1]!.position;
            // The stored checkpoint only needs to move past events the projection applied: redelivering
            // an event it does not handle changes nothing. It is refreshed now and then all the same.
            if (handled.length || last - (this.stored.get(key) ?? 0) >= CHECKPOINT_REFRESH) {
              await tx
                .collection<Checkpoint>(CHECKPOINTS_COLLECTION)
                .updateOne(
                  { _id: key },
                  { $set: { projection: projection.name, partition, position: last, ...versionOf(projection) } },
                  { upsert: true },
                );
              written.set(key, last);
            }
            applied.set(projection, handled);
          }
          await options.within?.(tx);
        });
      } catch (error) {
        // A store that cannot answer now is not the projection's fault: the batch is retried (subscribe()),
        // never a reason to stop the projection for good.
        if (
          !(error instanceof ProjectionHandlerError) ||
          options.onHandlerError === 'throw' ||
          isStoreUnavailable(error.cause)
        )
          throw error;
        // Stop the projection that failed, as its own subscription used to stop; the others go on.
        const projection = targets.find((p) => p.name === error.projection)!;
        this.failed.add(projection);
        this.failure ??= error;
        this.logger.error('projection stopped', { projection: error.projection, error: error.cause });
        this.advances++;
        this.progress.emit('advance');
        return this.deliverBatch(events, partition, options);
      }
    }

    // Committed: memory follows.
    for (const [key, position] of written) this.stored.set(key, position);
    for (const [projection, todo] of pending) {
      if (projection.ephemeral) {
        try {
          applied.set(projection, await this.applyAll(projection, todo, this.documents));
        } catch (error) {
          this.failed.add(projection);
          this.failure ??= error;
          this.logger.error('projection stopped', { projection: projection.name, error });
          continue;
        }
      }
      this.positions.set(`${projection.name}:${partition}`, todo[todo.length - 1]!.position);
    }
    for (const [projection, handled] of applied) {
      if (handled.length === 0) continue;
      try {
        projection.afterCommit?.(handled, this.documents);
      } catch (error) {
        this.logger.error('afterCommit failed', { projection: projection.name, error });
      }
      // Before 'advance', so whoever waits for this position finds the listeners' work done.
      for (const event of handled) this.notifyApplied(event, projection.name);
    }
    this.advances++;
    this.progress.emit('advance');
  }

  /** Applies the events a projection handles, in order; returns them. */
  private async applyAll(
    projection: Projection,
    events: readonly RecordedEvent[],
    documents: DocumentStore,
  ): Promise<RecordedEvent[]> {
    const types = this.handlesOf(projection);
    const handled: RecordedEvent[] = [];
    for (const event of events) {
      // The invariant typed projections rest on: a Projection<E> is given only events of its eventTypes,
      // so its `apply(event: RecordedEvent<E>)` sees no other type (runner.int.spec.ts checks it).
      if (!types.has(event.type)) continue;
      try {
        await projection.apply(event, documents);
      } catch (error) {
        throw new ProjectionHandlerError(projection.name, event, error);
      }
      handled.push(event);
    }
    return handled;
  }

  /**
   * Drops the in-memory copy of the checkpoints; the next delivery reads them again from the document
   * store. A Kafka consumer calls it when partitions are reassigned: another instance may have moved
   * them meanwhile.
   */
  forgetCheckpoints(): void {
    this.positions.clear();
    this.stored.clear();
  }

  /** Where each projection is, keyed `<projection>:<partition>` (a copy; metrics read it at each scrape). */
  checkpointPositions(): ReadonlyMap<string, number> {
    return new Map(this.positions);
  }

  /**
   * Calls `listener` (synchronously, after the read-model write) each time a projection applies an
   * event, e.g. to drop cached reads. Returns the function that removes it.
   */
  onApplied(listener: AppliedListener): () => void {
    this.appliedListeners.add(listener);
    return () => void this.appliedListeners.delete(listener);
  }

  private notifyApplied(event: RecordedEvent, projection: string): void {
    for (const listener of this.appliedListeners) {
      try {
        listener(event, projection);
      } catch (error) {
        this.logger.error('applied listener failed', { projection, error });
      }
    }
  }

  async start(): Promise<void> {
    for (const projection of this.projections) {
      await this.upgrade(projection);
      await projection.setup?.(this.documents);
      await this.startingPoint(projection);
      this.active.add(projection);
    }
    await this.subscribe();
  }

  /**
   * A read model built by another version of its projection (`Projection.version`; none stored: 1) is
   * dropped with its checkpoints, so this start builds it again from the log in the new shape.
   */
  private async upgrade(projection: Projection): Promise<void> {
    if (projection.ephemeral || projection.version === undefined) return;
    const stored = await this.checkpoints.find({ projection: projection.name });
    const old = stored.find((checkpoint) => (checkpoint.version ?? 1) !== projection.version);
    if (!old) return;
    this.logger.info('projection rebuilt: its version changed', {
      projection: projection.name,
      from: old.version ?? 1,
      to: projection.version,
    });
    for (const collection of projection.collections) await this.documents.collection(collection).drop();
    await this.checkpoints.deleteMany({ projection: projection.name });
    for (const key of [...this.positions.keys()])
      if (key.startsWith(`${projection.name}:`)) {
        this.positions.delete(key);
        this.stored.delete(key);
      }
  }

  /**
   * Where a projection starts when the runner starts: an ephemeral one may bring back saved state (a
   * snapshot) and starts after its position; a consumer that starts at the head and never stored a
   * checkpoint (a process manager added to a running service) stores the head as its checkpoint.
   */
  private async startingPoint(projection: Projection): Promise<void> {
    const key = `${projection.name}:0`;
    if (projection.ephemeral) {
      this.positions.set(key, projection.restore ? await projection.restore() : 0);
      return;
    }
    if (projection.startAt !== 'head' || (await this.checkpoints.findOne({ _id: key }))) return;
    const head = await this.events.headPosition();
    await this.checkpoints.updateOne(
      { _id: key },
      { $set: { projection: projection.name, partition: 0, position: head, ...versionOf(projection) } },
      { upsert: true },
    );
    this.positions.set(key, head);
    this.stored.set(key, head);
  }

  /** (Re)starts the one subscription, from the lowest checkpoint of the projections it feeds. */
  private async subscribe(): Promise<void> {
    this.current = undefined; // a batch being retried for the old subscription gives up at its next try
    await this.subscription?.stop();
    this.subscription = undefined;
    const projections = this.projections.filter((p) => this.active.has(p));
    if (projections.length === 0) return;
    let afterPosition = Number.MAX_SAFE_INTEGER;
    for (const projection of projections) afterPosition = Math.min(afterPosition, await this.checkpointOf(projection));
    // A batch the store cannot take now (disk full, database unreachable) is retried with a growing pause
    // (to STORE_RETRY_MAX_MS) until it commits; the checkpoint skips what an earlier try committed.
    const subscription = {};
    this.current = subscription;
    const deliver = async (events: RecordedEvent[]) => {
      for (let pause = 50; ; pause = Math.min(pause * 2, STORE_RETRY_MAX_MS)) {
        try {
          return await this.deliverBatch(events, 0, { projections, onHandlerError: 'isolate' });
        } catch (error) {
          const cause = error instanceof ProjectionHandlerError ? error.cause : error;
          if (!isStoreUnavailable(cause) || this.current !== subscription) throw error;
          this.storeFailures++;
          this.logger.warn('projections waiting for the store', { error: cause, retryInMs: pause });
          await new Promise((resolve) => setTimeout(resolve, pause).unref());
        }
      }
    };
    const onError = (error: unknown) => {
      this.failure = error;
      this.logger.error('projections stopped', { error });
      this.advances++;
      this.progress.emit('advance');
    };
    this.subscription = this.events.subscribeToAllInBatches
      ? this.events.subscribeToAllInBatches({ afterPosition, maxBatchSize: this.batchSize }, deliver, onError)
      : this.events.subscribeToAll({ afterPosition }, (event) => deliver([event]), onError);
  }

  /** Resolves when every projection has applied every event appended before the call. */
  async caughtUp(): Promise<void> {
    await this.subscription?.caughtUp();
  }

  /** The lowest position every running projection has reached. */
  async position(): Promise<number> {
    const positions = await Promise.all(this.projections.map((p) => this.checkpointOf(p)));
    return positions.length ? Math.min(...positions) : 0;
  }

  /**
   * Read-your-writes: waits until every projection has reached `position` (the token a write
   * returned), at most `timeoutMs`. Resolves true when reached.
   */
  async waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // Read the advance counter before the position: an advance while reading is then not missed.
      const seen = this.advances;
      if ((await this.position()) >= position) return true;
      if (this.failure || Date.now() >= deadline) return false;
      if (this.advances !== seen) continue;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.progress.off('advance', done);
          resolve();
        };
        const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
        this.progress.once('advance', done);
      });
    }
  }

  /** Drops the read models of the named projections (all by default) and builds them again from the log. */
  async rebuild(names: readonly string[] = this.projections.map((p) => p.name)): Promise<void> {
    const targets = this.projections.filter((p) => names.includes(p.name));
    const unknown = names.filter((n) => !this.projections.some((p) => p.name === n));
    if (unknown.length) throw new Error(`Unknown projection(s): ${unknown.join(', ')}`);
    this.current = undefined;
    await this.subscription?.stop();
    this.subscription = undefined;
    for (const projection of targets) {
      for (const collection of projection.collections) await this.documents.collection(collection).drop();
      await this.checkpoints.deleteMany({ projection: projection.name });
      for (const key of [...this.positions.keys()])
        if (key.startsWith(`${projection.name}:`)) {
          this.positions.delete(key);
          this.stored.delete(key);
        }
      this.failed.delete(projection);
      await projection.setup?.(this.documents);
      this.active.add(projection);
    }
    await this.subscribe();
    await this.caughtUp();
  }

  async stop(): Promise<void> {
    this.current = undefined;
    await this.subscription?.stop();
    this.subscription = undefined;
  }
}
