/**
 * A job run on a timer, one round at a time: a round still running when the timer fires again is
 * joined, not doubled. Rounds must be idempotent (they decide from current state), so a restart or
 * a second instance running the same job does no harm.
 */
import type { Logger } from '../observability/logger.ts';

export class IntervalJob<Result> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Result> | null = null;

  private readonly name: string;
  private readonly round: () => Promise<Result>;
  private readonly logger: Logger;

  constructor(name: string, round: () => Promise<Result>, logger: Logger) {
    this.name = name;
    this.round = round;
    this.logger = logger;
  }

  /** One round now (or the one already running). */
  tick(): Promise<Result> {
    if (this.running) return this.running;
    this.running = this.round().finally(() => (this.running = null));
    return this.running;
  }

  /** Runs a round at once, then every `tickMs`; 0 or less leaves it to explicit ticks. */
  start(tickMs: number): void {
    if (this.timer || !(Number.isFinite(tickMs) && tickMs > 0)) return;
    const run = () =>
      void this.tick().catch((error: unknown) => this.logger.error(`${this.name} round failed`, { error }));
    run();
    this.timer = setInterval(run, tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
