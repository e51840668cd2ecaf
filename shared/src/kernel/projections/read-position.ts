/**
 * Where the read side is, for read-your-writes: a write answers with the global position of its last
 * event, and whoever must show the written state waits (boundedly) until the read models reach it.
 * In one process the ProjectionRunner is this; in distributed mode, the projectors' progress on Kafka.
 */
export interface ReadPosition {
  /** The lowest position every read model has reached. */
  position(): Promise<number>;
  /** Resolves true once every read model has reached `position`, false at the timeout. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
}

/**
 * A ReadPosition handed to the features before the read side exists (the projection runner is built
 * from the features' own projections); the composition root binds it once, before anything is served.
 */
export class DeferredReadPosition implements ReadPosition {
  #target: ReadPosition | null = null;

  bind(target: ReadPosition): void {
    if (this.#target) throw new Error('The read position is bound already');
    this.#target = target;
  }

  position(): Promise<number> {
    return this.#bound().position();
  }

  waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    return this.#bound().waitForPosition(position, timeoutMs);
  }

  #bound(): ReadPosition {
    if (!this.#target) throw new Error('The read position was used before the read side was composed');
    return this.#target;
  }
}
