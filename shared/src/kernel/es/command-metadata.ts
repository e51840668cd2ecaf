import type { EventMetadata, Clock } from '../index.ts';

export type Actor = EventMetadata['actor'];

/** Who did it, when (from the Clock port) and why: stamped on every event a command appends. */
export const commandMetadata = (clock: Clock, actor: Actor, cause: string): EventMetadata => ({
  actor,
  at: clock.now().toISOString(),
  cause,
});
