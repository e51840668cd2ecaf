/**
 * Housekeeping a long-running service needs: records that are refused once expired, but would otherwise
 * stay forever, are deleted on a schedule: sessions, every OAuth artifact with an expiry (codes, tokens,
 * grants, interactions, oidc-provider sessions; registered clients have none and stay), Idempotency-Key
 * entries and known devices. Each round deletes at most `batch` records of each kind, so a backlog is
 * worked off over several rounds and never holds a store for long. Deleting what is already expired is
 * idempotent: two instances purging at once only share the work.
 */
import { IntervalJob, deleteBatch, type Clock, type DocumentStore, type Logger } from '@listings/shared/kernel';
import { OAuthDocumentAdapter, oauthCollection, type SessionStore } from '@listings/shared/platform';
import { RATE_LIMITS_COLLECTION, type IdempotencyStore } from '@listings/shared/api';
import type { KnownDevices } from '@listings/site';

const OAUTH_PREFIX = oauthCollection('');

export interface PurgeCounts {
  sessions: number;
  oauth: number;
  idempotency: number;
  devices: number;
  /** Counters of limits whose window has ended (distributed mode keeps them in the shared store). */
  limits: number;
}

export function housekeepingJob(deps: {
  documents: DocumentStore;
  clock: Clock;
  logger: Logger;
  sessions: SessionStore;
  idempotency: IdempotencyStore;
  devices: KnownDevices;
  /** Most records of each kind deleted per round. */
  batch: number;
}): IntervalJob<PurgeCounts> {
  const { documents, clock, logger, batch } = deps;
  const purgeOAuth = async (): Promise<number> => {
    let purged = 0;
    const collections = (await documents.listCollectionNames()).filter((name) => name.startsWith(OAUTH_PREFIX));
    for (const name of collections) {
      const adapter = new OAuthDocumentAdapter(name.slice(OAUTH_PREFIX.length), documents, () => clock.now().getTime());
      purged += await adapter.purgeExpired(batch);
    }
    return purged;
  };
  return new IntervalJob(
    'housekeeping',
    async () => {
      const counts: PurgeCounts = {
        sessions: await deps.sessions.purgeExpired(batch),
        oauth: await purgeOAuth(),
        idempotency: await deps.idempotency.purgeExpired(batch),
        devices: await deps.devices.purgeExpired(batch),
        limits: await deleteBatch(
          documents.collection(RATE_LIMITS_COLLECTION),
          { expiresAt: { $lte: clock.now().getTime() } },
          batch,
        ),
      };
      if (Object.values(counts).some((count) => count > 0)) logger.info('expired records purged', { ...counts });
      return counts;
    },
    logger,
  );
}
