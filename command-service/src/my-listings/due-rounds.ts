/**
 * One round of a keeping job (badges kept, facts kept): take the listings whose last visit is older
 * than the interval, at most `batchSize`, visit them one at a time (polite to the sites, bounded per
 * tick), and count the visits that recorded something. A failing listing is logged and skipped, so one
 * broken site never stops the others' checks.
 */
import type { Logger } from '@listings/shared/kernel';

export interface DueCandidate {
  listingId: number;
  /** When the listing was last visited by this job; null: never. */
  lastVisitedAt: string | null;
}

export async function runDueRound(options: {
  now: number;
  intervalMs: number;
  batchSize: number;
  /** Listings to consider, least recently visited first. */
  candidates: (limit: number) => Promise<DueCandidate[]>;
  /** Visits one listing; returns what it recorded. */
  visit: (listingId: number) => Promise<readonly unknown[]>;
  logger: Logger;
  /** The log message of a failed visit. */
  failure: string;
}): Promise<number> {
  const { now, intervalMs, batchSize } = options;
  const due = (await options.candidates(batchSize * 5))
    .filter((c) => c.lastVisitedAt === null || now - Date.parse(c.lastVisitedAt) >= intervalMs)
    .slice(0, batchSize);
  let visited = 0;
  for (const candidate of due) {
    try {
      if ((await options.visit(candidate.listingId)).length) visited++;
    } catch (error) {
      options.logger.error(options.failure, { listingId: candidate.listingId, error });
    }
  }
  return visited;
}
