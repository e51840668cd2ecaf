/**
 * `/ready` of the distributed roles: each role names the checks it needs, and is ready only when all
 * pass. Issue 35 found every role answering 200 while the read side was dead (no projector had
 * applied anything, reactors crashing, every key answering 401); so besides "my consumer runs", a
 * role asks its stores (one cheap read each) and how far the read side is behind the log.
 *
 * The read side's lag is measured in time, the one unit every event store shares (EventStoreDB's
 * positions are byte offsets, so "N events behind" cannot be read off two positions): the age of the
 * oldest event the read side has not applied yet. Within READY_MAX_LAG_SECONDS is ready; nothing
 * applied at all while the log has events is never ready. `/health` stays the liveness answer: a
 * process whose read side lags is alive, just not ready.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import {
  CHECKPOINTS_COLLECTION,
  type Clock,
  type DocumentStore,
  type EventStore,
  type ReadPosition,
} from '@listings/shared/kernel';

/** One check's answer: `ok`, plus what an operator needs to see why (positions, lag, error). */
export interface CheckResult {
  ok: boolean;
  [detail: string]: unknown;
}

export type Check = () => CheckResult | Promise<CheckResult>;

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
}

/** Longest a single check may take before it counts as failed (a store that hangs is not reachable). */
const CHECK_TIMEOUT_MS = 2_000;

/** Runs every check at once; a check that throws or takes too long fails with the reason. */
export async function readinessOf(checks: Record<string, Check>, timeoutMs = CHECK_TIMEOUT_MS): Promise<Readiness> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, CheckResult]> => {
      let timer: NodeJS.Timeout | undefined;
      try {
        const timeout = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        });
        return [name, await Promise.race([Promise.resolve().then(check), timeout])];
      } catch (error) {
        return [name, { ok: false, error: error instanceof Error ? error.message : String(error) }];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { ready: results.every(([, result]) => result.ok), checks: Object.fromEntries(results) };
}

/** The event store answers a read of its head. */
export const eventStoreReachable =
  (events: EventStore): Check =>
  async () => ({ ok: true, head: await events.headPosition() });

/** The document store answers a read by key (of a document that need not exist). */
export const documentStoreReachable =
  (documents: DocumentStore): Check =>
  async () => {
    await documents.collection(CHECKPOINTS_COLLECTION).findOne({ _id: '$ready-probe' });
    return { ok: true };
  };

/** A Kafka consumer (projectors, reactors) is running and has not crashed. */
export const consumerHealthy =
  (consumer: { readonly healthy: boolean }): Check =>
  () => ({ ok: consumer.healthy });

export interface LagInput {
  /** The position the read side has applied everything up to. */
  appliedUpTo: number;
  /** The oldest event after it, if any. */
  nextUnapplied?: { position: number; recordedAt: string };
  now: Date;
  maxLagMs: number;
}

/** Pure: is the read side within the bound? The age of the oldest unapplied event decides. */
export function readSideLag({ appliedUpTo, nextUnapplied, now, maxLagMs }: LagInput): CheckResult {
  const maxLagSeconds = maxLagMs / 1000;
  if (!nextUnapplied) return { ok: true, appliedUpTo, lagSeconds: 0, maxLagSeconds };
  const lagMs = Math.max(0, now.getTime() - Date.parse(nextUnapplied.recordedAt));
  const lagSeconds = Math.round(lagMs / 100) / 10;
  if (appliedUpTo === 0)
    return {
      ok: false,
      appliedUpTo,
      lagSeconds,
      maxLagSeconds,
      reason: 'nothing applied yet while the log has events',
    };
  return lagMs <= maxLagMs
    ? { ok: true, appliedUpTo, lagSeconds, maxLagSeconds }
    : {
        ok: false,
        appliedUpTo,
        lagSeconds,
        maxLagSeconds,
        reason: 'the read side is behind the log by more than the bound',
      };
}

/** The read side (the projectors' progress) against the log: one read of each. */
export const readSideWithinBound =
  (options: { events: EventStore; readSide: Pick<ReadPosition, 'position'>; maxLagMs: number; clock: Clock }): Check =>
  async () => {
    const appliedUpTo = await options.readSide.position();
    const [nextUnapplied] = await options.events.readAll({ afterPosition: appliedUpTo, maxCount: 1 });
    return readSideLag({ appliedUpTo, nextUnapplied, now: options.clock.now(), maxLagMs: options.maxLagMs });
  };

/** The JSON answer of `/ready`: 200 when ready, 503 otherwise, with each check's result. */
export function answerReadiness(res: ServerResponse, readiness: Readiness): void {
  res
    .writeHead(readiness.ready ? 200 : 503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    .end(JSON.stringify({ status: readiness.ready ? 'ready' : 'not ready', checks: readiness.checks }));
}

/** Wraps a service's request listener so that `GET /ready` answers from these checks. */
export const readinessRoute =
  (checks: Record<string, Check>) =>
  (next: RequestListener): RequestListener =>
  (req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? '').split('?')[0] !== '/ready') return next(req, res);
    void readinessOf(checks).then((readiness) => answerReadiness(res, readiness));
  };
