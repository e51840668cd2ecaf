import type { Clock } from '../time/clock.ts';
import type { EventMetadata } from '../event-store/event-store.ts';

export type Actor = EventMetadata['actor'];

/**
 * Who did it, when (from the Clock port) and why: stamped on every event a command appends. A step of
 * a process manager also names the event that triggered it (`causationId`), so an auditor can follow
 * a flow from one aggregate to the next.
 */
export const commandMetadata = (
  clock: Clock,
  actor: Actor,
  cause: string,
  causationId?: string,
  /** One request's writes to several aggregates (apply_to's fan-out) share it, so they read as one change. */
  correlationId?: string,
): EventMetadata => ({
  actor,
  at: clock.now().toISOString(),
  cause,
  ...(causationId ? { causationId } : {}),
  ...(correlationId ? { correlationId } : {}),
});
