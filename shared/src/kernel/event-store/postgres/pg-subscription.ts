/**
 * Catch-up subscriptions of the PostgreSQL event store, and the one LISTEN connection that wakes them.
 *
 * A subscription reads `$all` after its checkpoint a page at a time and hands the events over in order,
 * awaiting the handler; when the log is exhausted it sleeps until woken (a NOTIFY from any process's
 * append, through `AppendListener`) or until its poll interval passes. The poll is the fallback that
 * makes delivery independent of notifications: one lost while the LISTEN connection was down, or
 * never sent, delays delivery by one interval at most, never stalls it. Reading `position > checkpoint`
 * skips nothing because positions become visible in increasing order (pg-event-store.ts).
 */
import pg from 'pg';
import type { EventBatchHandler, EventHandler, RecordedEvent, Subscription } from '../event-store.ts';
import { isStoreUnavailable } from '../../store-faults.ts';
import { CaughtUpWaiters, WakeableSleep } from '../catch-up-waits.ts';

export interface CatchUpSource {
  afterPosition: number;
  pollIntervalMs: number;
  /** The next events after a position, in position order, at most one page. */
  readPage(afterPosition: number): Promise<RecordedEvent[]>;
  headPosition(): Promise<number>;
  handler: EventHandler;
  /** When set, each page goes to it whole instead of event by event to `handler`. */
  batchHandler?: EventBatchHandler;
  onError(error: unknown): void;
  /** Called once when delivery ends, for whatever reason. */
  onEnd(): void;
}

/** Longest pause between reads while the database cannot be reached. */
const UNAVAILABLE_RETRY_MAX_MS = 5_000;

export class CatchUpSubscription implements Subscription {
  private checkpoint: number;
  private ended: { reason: unknown } | undefined;
  /** Set by notify(); a wake-up that came while a read was in flight is not lost. */
  private notified = false;
  private readonly pause = new WakeableSleep();
  private readonly waiters = new CaughtUpWaiters();
  private readonly loop: Promise<void>;
  private readonly source: CatchUpSource;

  constructor(source: CatchUpSource) {
    this.source = source;
    this.checkpoint = source.afterPosition;
    // Start on a later tick so the handler never runs before subscribeToAll has returned.
    this.loop = Promise.resolve().then(() => this.run());
  }

  notify(): void {
    this.notified = true;
    this.pause.wake();
  }

  async caughtUp(): Promise<void> {
    const target = await this.source.headPosition();
    if (this.checkpoint >= target) return;
    // Once delivery has ended the target can never be reached: fail rather than hang.
    if (this.ended) throw this.ended.reason;
    await this.waiters.waitFor(target);
  }

  async stop(): Promise<void> {
    this.end(new Error('The subscription was stopped before catching up'));
    await this.loop;
  }

  private async run(): Promise<void> {
    let unavailableFor = 0;
    try {
      while (!this.ended) {
        this.notified = false;
        let page: RecordedEvent[];
        try {
          page = await this.source.readPage(this.checkpoint);
          unavailableFor = 0;
        } catch (error) {
          // The database restarting or failing over is waited out; anything else ends the subscription.
          if (!isStoreUnavailable(error) || this.ended) throw error;
          unavailableFor = Math.min(Math.max(2 * unavailableFor, 100), UNAVAILABLE_RETRY_MAX_MS);
          await this.sleep(unavailableFor);
          continue;
        }
        if (page.length === 0) {
          await this.sleep(this.source.pollIntervalMs);
          continue;
        }
        if (this.source.batchHandler) {
          if (this.ended) return;
          await this.source.batchHandler(page);
          this.checkpoint = page[page.length - 1]!.position;
          this.waiters.reached(this.checkpoint);
          continue;
        }
        for (const event of page) {
          if (this.ended) return;
          await this.source.handler(event);
          this.checkpoint = event.position;
          this.waiters.reached(this.checkpoint);
        }
      }
    } catch (error) {
      if (this.ended) return;
      this.end(error);
      this.source.onError(error);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.notified || this.ended) return Promise.resolve();
    return this.pause.sleep(ms);
  }

  private end(reason: unknown): void {
    if (this.ended) return;
    this.ended = { reason };
    this.pause.wake();
    this.waiters.fail(reason);
    this.source.onEnd();
  }
}

/** Longest pause before the LISTEN connection is tried again. */
const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * One connection of its own (LISTEN cannot share a pooled one) that calls `onAppended` on every
 * notification of the channel, and once more each time it (re)connects: what was appended while it
 * was down is then read at once instead of at the next poll. A lost connection is tried again with a
 * growing pause; meanwhile the subscriptions poll.
 */
export class AppendListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly config: pg.ClientConfig;
  private readonly channel: string;
  private readonly onAppended: () => void;

  constructor(config: pg.ClientConfig, channel: string, onAppended: () => void) {
    this.config = config;
    this.channel = channel;
    this.onAppended = onAppended;
    void this.connect();
  }

  private async connect(): Promise<void> {
    this.retryTimer = undefined;
    if (this.stopped) return;
    const client = new pg.Client(this.config);
    this.client = client;
    let failed = false;
    const lost = () => {
      if (failed) return;
      failed = true;
      if (this.client === client) this.client = undefined;
      void client.end().catch(() => {});
      this.retryLater();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onAppended();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
      this.retryMs = 0;
      if (this.stopped) await client.end();
      else this.onAppended();
    } catch {
      lost();
    }
  }

  private retryLater(): void {
    if (this.stopped) return;
    this.retryMs = Math.min(Math.max(2 * this.retryMs, 100), LISTEN_RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
