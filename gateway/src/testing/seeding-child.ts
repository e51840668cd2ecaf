/**
 * The embedded service seeding the demo directory on an empty DATA_DIR, as `npm start` does, for the
 * crash test: the projection runner's fault seam kills the process with SIGKILL inside the unit of
 * work, after CRASH_PROJECTION has applied the first batch reaching CRASH_POSITION and before its
 * checkpoint is written (a kill -9 at a chosen point instead of a random moment).
 */
import fs from 'node:fs';
import { loadConfig } from '@listings/shared/config';
import { ManualClock, silentLogger } from '@listings/shared/kernel';
import { createService } from '../service.ts';
import { seedDemoData } from '../demo/seed.ts';

const service = await createService(
  { ...loadConfig(), launchSchedulerTickMs: 0 },
  {
    logger: silentLogger,
    projectionFaults: {
      beforeCheckpoint: ({ projection, events }) => {
        if (projection !== process.env.CRASH_PROJECTION) return;
        if (events[events.length - 1]!.position < Number(process.env.CRASH_POSITION)) return;
        fs.writeSync(1, `${JSON.stringify({ crash: projection, at: events[events.length - 1]!.position })}\n`);
        process.kill(process.pid, 'SIGKILL');
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 30_000);
      },
    },
  },
);
const seeded = await seedDemoData(service.events, new ManualClock('2026-11-25T12:00:00Z'));
await service.projections.waitForPosition(seeded.position, 60_000);
fs.writeSync(1, `${JSON.stringify({ seeded: seeded.position })}\n`);
await service.close();
