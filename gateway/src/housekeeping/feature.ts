/**
 * Housekeeping: no operations or read models, one timed job that purges expired records in bounded
 * rounds (housekeeping.job.ts), every HOUSEKEEPING_TICK_MS, in every process that runs jobs.
 */
import { IdempotencyStore } from '@listings/shared/api';
import { SessionStore } from '@listings/shared/platform';
import { defineFeature } from '../features/feature.ts';
import { KnownDevices } from '@listings/site';
import { housekeepingJob } from './housekeeping.job.ts';

export const housekeepingFeature = defineFeature({
  name: 'housekeeping',
  projections: [],
  build: ({ documents, clock, config, logger }) => {
    const sessions = new SessionStore(documents, clock, config.site.publicBaseUrl);
    const job = housekeepingJob({
      documents,
      clock,
      logger,
      sessions,
      idempotency: new IdempotencyStore(documents, clock),
      devices: new KnownDevices({ documents, clock, secureCookie: sessions.cookie.secure }),
      batch: config.housekeeping.batch,
    });
    return {
      operations: {},
      jobs: [{ name: 'housekeeping', job, tickMs: config.housekeeping.tickMs }],
      housekeeping: job,
    };
  },
});
