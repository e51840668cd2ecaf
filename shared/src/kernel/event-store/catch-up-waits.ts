/**
 * The two waits every follower of a log has, written once: the catch-up subscriptions of the embedded,
 * PostgreSQL and EventStoreDB stores, and the Kafka relay, each used to carry its own copy.
 *
 * - `WakeableSleep`: a pause until a time passes or someone calls wake() (a same-process append, a
 *   NOTIFY, a stop), whichever comes first.
 * - `CaughtUpWaiters`: the callers of `caughtUp()` waiting for the follower's checkpoint to reach the
 *   head they saw; released as the checkpoint passes their target, refused when delivery ends.
 */

export class WakeableSleep {
  #wake: (() => void) | undefined;

  /** Resolves after `ms`, or at once on wake(). */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#wake?.(), ms);
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = undefined;
        resolve();
      };
    });
  }

  /** Ends the sleep under way, if any. */
  wake(): void {
    this.#wake?.();
  }
}

interface CaughtUpWaiter {
  target: number;
  resolve(): void;
  reject(reason: unknown): void;
}

export class CaughtUpWaiters {
  readonly #waiters: CaughtUpWaiter[] = [];

  /** Resolves once `reached` is called with a checkpoint at or past `target`; rejects on `fail`. */
  waitFor(target: number): Promise<void> {
    return new Promise<void>((resolve, reject) => this.#waiters.push({ target, resolve, reject }));
  }

  /** Releases every waiter whose target the checkpoint has reached. */
  reached(checkpoint: number): void {
    for (let index = this.#waiters.length - 1; index >= 0; index--) {
      if (this.#waiters[index]!.target <= checkpoint) this.#waiters.splice(index, 1)[0]!.resolve();
    }
  }

  /** Refuses every waiter: delivery ended, the targets can no longer be reached. */
  fail(reason: unknown): void {
    for (const waiter of this.#waiters.splice(0)) waiter.reject(reason);
  }
}
