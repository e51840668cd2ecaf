/**
 * Traces a rebuild of every read model (issue 30): the log of bench:sites (one ARM: 'network' of SITES ×
 * LISTINGS_PER_SITE, or 'one-site' holding the same listings), the embedded service caught up on it, then
 * runner.rebuild() with each projection's apply timed per event type, the process's CPU time, and a CPU
 * profile of the rebuild alone written to PROFILE (if set). One arm per process, so arms can alternate.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { loadConfig } from '@listings/shared/config';
import { SqliteEventStore, silentLogger, systemClock, type RecordedEvent } from '@listings/shared/kernel';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { generateCorpus } from '@listings/query-service/listings/search/testing';
import { createService, READ_MODELS } from '@listings/gateway';

const SITES = Number(process.env.SITES ?? 60);
const PER_SITE = Number(process.env.LISTINGS_PER_SITE ?? 400);
const ARM = process.env.ARM ?? 'network';
const network = ARM === 'network';
const actor = { kind: 'system' as const, id: 'bench' };

async function appendAll(events: SqliteEventStore, recorded: RecordedEvent[]) {
  let batch: RecordedEvent[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await events.appendToStream(
      batch[0]!.streamId,
      batch.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
    );
    batch = [];
  };
  for (const event of recorded) {
    if (batch.length && batch[0]!.streamId !== event.streamId) await flush();
    batch.push(event);
  }
  await flush();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rebuild-trace-${ARM}-`));
try {
  // No job on a timer (LAUNCH_SCHEDULER_TICK_MS=0): the week close below is run once, timed, at a known point.
  const config = { ...loadConfig({ DATA_DIR: dataDir, LAUNCH_SCHEDULER_TICK_MS: '0' }), demoData: false };
  const log = new SqliteEventStore(path.join(dataDir, 'events.db'));
  if (network) {
    const content = new SiteContentCommands(log, systemClock);
    for (let k = 1; k < SITES; k++)
      await content.site(
        {
          type: 'OpenSite',
          key: `site-${k}`,
          defaultKey: config.site.key ?? 'main',
          name: `Site ${k}`,
          purpose: 'The benchmark network',
          hosts: [`site-${k}.test`],
          baseUrl: `http://site-${k}.test`,
        },
        actor,
        'bench',
      );
  }
  const corpus = generateCorpus(SITES * PER_SITE);
  await appendAll(
    log,
    corpus.events.map((event) => {
      if (!network || event.type !== 'ListingCreated') return event;
      const site = ((event.data as { listingId: number }).listingId - 1) % SITES;
      return site === 0 ? event : { ...event, data: { ...(event.data as object), site: `site-${site}` } };
    }),
  );
  const head = await log.headPosition();
  await log.close();

  // Each projection's apply timed per event type (only while `timing`).
  let timing = false;
  const spent = new Map<string, { ms: number; n: number }>();
  for (const projection of READ_MODELS) {
    const apply = projection.apply.bind(projection);
    (projection as { apply: typeof apply }).apply = async (event, documents) => {
      if (!timing) return apply(event, documents);
      const t = performance.now();
      try {
        return await apply(event, documents);
      } finally {
        const key = `${projection.name} ${event.type}`;
        const entry = spent.get(key) ?? { ms: 0, n: 0 };
        entry.ms += performance.now() - t;
        entry.n++;
        spent.set(key, entry);
      }
    };
  }
  let started = performance.now();
  const service = await createService(config, { logger: silentLogger });
  if (!(await service.projections.waitForPosition(head, 3_600_000))) throw new Error('catch-up did not finish');
  const catchUp = (performance.now() - started) / 1000;
  // The launch weeks the log ended are closed now (a round of the week-closing job, then its events
  // applied), not at whichever tick of the job (60 s) falls in a measurement: a close costs seconds,
  // and landed in the rebuild of one arm and not the other's (issue 30).
  const closeCpu = process.cpuUsage();
  const closeStarted = performance.now();
  const closed = await service.jobs.get('week closing')!.tick();
  if (!(await service.projections.waitForPosition(await service.events.headPosition(), 600_000)))
    throw new Error('the week close was not applied');
  const closeUsed = process.cpuUsage(closeCpu);
  console.log(
    `week close: ${String(closed)} week(s) closed, ${((performance.now() - closeStarted) / 1000).toFixed(1)} s wall, ${((closeUsed.user + closeUsed.system) / 1e6).toFixed(1)} s CPU (applied too)`,
  );

  for (const job of service.jobs.values()) await job.stop();
  const session = new Session();
  if (process.env.PROFILE) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 1000 });
    await session.post('Profiler.start');
  }
  timing = true;
  const load = os.loadavg()[0]!;
  const cpu = process.cpuUsage();
  started = performance.now();
  await service.projections.rebuild(READ_MODELS.map((projection) => projection.name));
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  timing = false;
  if (process.env.PROFILE) {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(process.env.PROFILE, JSON.stringify(profile));
  }
  await service.close();
  const applied = [...spent.values()].reduce((sum, e) => sum + e.ms, 0) / 1000;
  console.log(
    `${ARM} ${SITES}×${PER_SITE}: ${head} events; catch-up ${catchUp.toFixed(1)} s; rebuild wall ${wall.toFixed(1)} s, CPU user ${(used.user / 1e6).toFixed(1)} s + system ${(used.system / 1e6).toFixed(1)} s, apply ${applied.toFixed(1)} s; load ${load.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`,
  );
  for (const [key, { ms, n }] of [...spent].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25))
    console.log(
      `  ${key.padEnd(50)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${n.toString().padStart(7)}  ${((ms / n) * 1000).toFixed(1).padStart(8)} µs`,
    );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
