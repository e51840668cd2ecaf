/**
 * Runs projections: each consumes the event log from its own checkpoint, at least once, and skips
 * any event at or before its checkpoint, so a redelivered event changes nothing. Checkpoints are
 * kept per (projection, partition): the embedded log is one partition in global order; on Kafka each
 * partition carries a subsequence of the log in increasing position, so the same rule holds.
 */
import { EventEmitter } from 'node:events';
import type { DocumentStore } from '../document-store/document-store.ts';
import type { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.ts';
import type { Logger } from '../observability/logger.ts';
import type { Projection } from './projection.ts';

export const CHECKPOINTS_COLLECTION = '_checkpoints';

export type AppliedListener = (event: RecordedEvent, projection: string) => void;

interface Checkpoint {
  _id: string;
  projection: string;
  partition: number;
  position: number;
  [field: string]: unknown;
}

export class ProjectionRunner {
  private readonly subscriptions = new Map<string, Subscription>();
  /** In-memory copy of the checkpoints, for skipping and for read-your-writes waits. */
  private readonly positions = new Map<string, number>();
  private readonly progress = new EventEmitter();
  private readonly appliedListeners = new Set<AppliedListener>();
  private failure: unknown;
  /** Counts checkpoint advances, so a waiter can tell whether one happened while it was reading. */
  private advances = 0;

  private readonly events: EventStore;
  private readonly documents: DocumentStore;
  readonly projections: readonly Projection[];
  private readonly logger: Logger;

  constructor(events: EventStore, documents: DocumentStore, projections: readonly Projection[], logger: Logger) {
    this.events = events;
    this.documents = documents;
    this.projections = projections;
    this.logger = logger;
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
    }
    return this.positions.get(key)!;
  }

  /** Applies one event to one projection unless it is at or before the checkpoint. Safe to call twice. */
  async deliver(projection: Projection, event: RecordedEvent, partition = 0): Promise<void> {
    if (event.position <= (await this.checkpointOf(projection, partition))) return;
    const applies = projection.eventTypes.includes(event.type);
    if (applies) await projection.apply(event, this.documents);
    const key = `${projection.name}:${partition}`;
    // The stored checkpoint only needs to move past events the projection applied: redelivering an
    // event it does not handle changes nothing, so the write is skipped for those.
    if (applies && !projection.ephemeral)
      await this.checkpoints.updateOne(
        { _id: key },
        { $set: { projection: projection.name, partition, position: event.position } },
        { upsert: true },
      );
    this.positions.set(key, event.position);
    // Before 'advance', so whoever waits for this position finds the listeners' work done.
    if (applies) this.notifyApplied(event, projection.name);
    this.advances++;
    this.progress.emit('advance');
  }

  /**
   * Drops the in-memory copy of the checkpoints; the next delivery reads them again from the document
   * store. A Kafka consumer calls it when partitions are reassigned: another instance may have moved
   * them meanwhile.
   */
  forgetCheckpoints(): void {
    this.positions.clear();
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
    for (const projection of this.projections) await this.startOne(projection, true);
  }

  private async startOne(projection: Projection, restore: boolean): Promise<void> {
    await projection.setup?.(this.documents);
    // An ephemeral projection may bring back saved state: it starts after that state's position.
    if (projection.ephemeral)
      this.positions.set(`${projection.name}:0`, restore && projection.restore ? await projection.restore() : 0);
    const afterPosition = await this.checkpointOf(projection);
    const subscription = this.events.subscribeToAll(
      { afterPosition },
      (event) => this.deliver(projection, event),
      (error) => {
        this.failure = error;
        this.logger.error('projection stopped', { projection: projection.name, error });
        this.advances++;
        this.progress.emit('advance');
      },
    );
    this.subscriptions.set(projection.name, subscription);
  }

  /** Resolves when every projection has applied every event appended before the call. */
  async caughtUp(): Promise<void> {
    await Promise.all([...this.subscriptions.values()].map((s) => s.caughtUp()));
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
    for (const projection of targets) {
      const running = this.subscriptions.get(projection.name);
      await running?.stop();
      this.subscriptions.delete(projection.name);
      for (const collection of projection.collections) await this.documents.collection(collection).drop();
      await this.checkpoints.deleteMany({ projection: projection.name });
      for (const key of [...this.positions.keys()])
        if (key.startsWith(`${projection.name}:`)) this.positions.delete(key);
      await this.startOne(projection, false);
    }
    await this.caughtUp();
  }

  async stop(): Promise<void> {
    await Promise.all([...this.subscriptions.values()].map((s) => s.stop()));
    this.subscriptions.clear();
  }
}
