/**
 * `npm run bench:sites`: search, boards and a rebuild for a network of SITES sites × LISTINGS_PER_SITE
 * listings (default 60 × 1,000 = 60,000 listings; issue 30), beside two baselines in the same run, so
 * the ratios compare like with like on a shared machine:
 *
 * - "one site, N": today's single-site deployment holding the same N listings (nothing names a site);
 * - "network": the same listings spread over SITES sites (the default site and SITES-1 opened ones,
 *   LISTINGS_PER_SITE each, the sites opened as events), every read asked on each site in turn;
 * - "one site, LISTINGS_PER_SITE": what one of those sites would be alone.
 *
 * Each arm is a child process of its own (a fresh heap): a log of the generated directory
 * (query-service/src/listings/search/testing/search-corpus.ts: names, taglines, votes, views, follows)
 * written to a SQLite file, the embedded service started on it (its catch-up timed), then
 * - search: search_listings through the executor (no response cache: every request runs the search
 *   and reads its page), the corpus's query mix × 4 sorts, on each site (one-site arms: as many
 *   requests on the one site), one at a time: p50 / p99 per request;
 * - boards: get_leaderboard community-all-time, community-weekly and billboard, page 1, on each site,
 *   ROUNDS times;
 * - rebuild: every read model dropped and built again from the log (runner.rebuild(), what
 *   `npm run projections -- rebuild` does), events/s.
 * The load average is printed beside each arm. Settings: SITES (60), LISTINGS_PER_SITE (1000),
 * ROUNDS (3), ARMS (one-site-all,network,one-site-alone), PROFILE_DIR (a CPU profile of each arm's
 * rebuild written there). Numbers vary by machine and load; the ratios to the first arm are what to
 * compare, and the rebuild's CPU time rather than its wall time on a busy machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Session } from 'node:inspector/promises';
import { loadConfig } from '@listings/shared/config';
import { SqliteEventStore, silentLogger, systemClock, type RecordedEvent } from '@listings/shared/kernel';
import { SiteContentCommands } from '@listings/command-service/site-content';
import type { Site } from '@listings/shared/contracts/site-content';
import { generateCorpus } from '@listings/query-service/listings/search/testing';
import { createService, READ_MODELS } from '@listings/gateway';

const SITES = Number(process.env.SITES ?? 60);
const PER_SITE = Number(process.env.LISTINGS_PER_SITE ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ARMS = (process.env.ARMS ?? 'one-site-all,network,one-site-alone').split(',');
const SORTS = ['relevance', 'newest', 'votes', 'trending'];
const BOARDS = ['community-all-time', 'community-weekly', 'billboard'];
const actor = { kind: 'system' as const, id: 'bench' };

interface ArmResult {
  arm: string;
  listings: number;
  sites: number;
  events: number;
  load: [number, number];
  catchUpSeconds: number;
  rebuildSeconds: number;
  /** The process's CPU time (user + system) during the rebuild: on a loaded machine, the figure to compare. */
  rebuildCpuSeconds: number;
  search: { requests: number; p50: number; p99: number; perSecond: number; found: number };
  boards: { requests: number; p50: number; p99: number; perSecond: number };
  peakRssMb: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const siteKey = (k: number) => `site-${k}`;

/** Times `run` once per input, one at a time; sorted milliseconds and the wall time. */
async function timed<T>(inputs: T[], run: (input: T) => Promise<unknown>) {
  const times: number[] = [];
  const started = performance.now();
  for (const input of inputs) {
    const t = performance.now();
    await run(input);
    times.push(performance.now() - t);
  }
  return { times: times.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000 };
}

/** Appends the events, one append per run of one stream (as search.ts does). */
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

async function runArm(arm: string): Promise<ArmResult> {
  const loadBefore = os.loadavg()[0]!;
  const network = arm === 'network';
  const listings = arm === 'one-site-alone' ? PER_SITE : SITES * PER_SITE;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-sites-${arm}-`));
  let peakRss = 0;
  const rss = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
  try {
    // The log: the sites opened (network), then the directory; each listing on site (id - 1) % SITES.
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_IP: '1000000000', RATE_LIMIT_PER_CREDENTIAL: '1000000000' }),
      demoData: false,
    };
    const log = new SqliteEventStore(path.join(dataDir, 'events.db'));
    if (network) {
      const content = new SiteContentCommands(log, systemClock);
      for (let k = 1; k < SITES; k++)
        await content.site(
          {
            type: 'OpenSite',
            key: siteKey(k),
            defaultKey: config.site.key ?? 'main',
            name: `Site ${k}`,
            purpose: 'The benchmark network',
            hosts: [`${siteKey(k)}.test`],
            baseUrl: `http://${siteKey(k)}.test`,
          },
          actor,
          'bench',
        );
    }
    const corpus = generateCorpus(listings);
    await appendAll(
      log,
      corpus.events.map((event) => {
        if (!network || event.type !== 'ListingCreated') return event;
        const site = ((event.data as { listingId: number }).listingId - 1) % SITES;
        return site === 0 ? event : { ...event, data: { ...(event.data as object), site: siteKey(site) } };
      }),
    );
    const head = await log.headPosition();
    await log.close();

    // The service on it: every read model and the search index caught up from the log.
    let started = performance.now();
    const service = await createService(config, { logger: silentLogger });
    if (!(await service.projections.waitForPosition(head, 1_800_000))) throw new Error('catch-up did not finish');
    const catchUpSeconds = (performance.now() - started) / 1000;
    // The launch weeks the log ended are closed now (a round of the week-closing job, then its events
    // applied), not at whichever tick of the job (60 s) falls in a measurement: a close costs seconds,
    // and landed in the rebuild of one arm and not the other's (issue 30).
    await service.jobs.get('week closing')!.tick();
    if (!(await service.projections.waitForPosition(await service.events.headPosition(), 600_000)))
      throw new Error('the week close was not applied');
    const sites = network ? service.sites.network : Array.from({ length: SITES }, () => service.sites.defaultSite);
    if (sites.length !== SITES) throw new Error(`the network has ${sites.length} sites, not ${SITES}`);

    const call = (operationId: string, params: Record<string, string>, query: Record<string, string>, site: Site) =>
      service.executor.execute({ operationId, params, query, body: undefined, clientIp: '127.0.0.1', site });
    // Warm up: one round on the first site.
    for (const q of corpus.queries) await call('search_listings', {}, { q }, sites[0]!);
    let found = 0;
    const searches = sites.flatMap((site) => corpus.queries.flatMap((q) => SORTS.map((sort) => ({ site, q, sort }))));
    const search = await timed(searches, async ({ site, q, sort }) => {
      const answer = await call('search_listings', {}, { q, sort }, site);
      if (answer.status !== 200) throw new Error(`search_listings ${q}: ${answer.status}`);
      if ((answer.body as { items: unknown[] }).items.length) found++;
    });
    const boardCalls = Array.from({ length: ROUNDS }, () =>
      sites.flatMap((site) => BOARDS.map((board) => ({ site, board }))),
    ).flat();
    const boards = await timed(boardCalls, async ({ site, board }) => {
      const answer = await call('get_leaderboard', { board }, {}, site);
      if (answer.status !== 200) throw new Error(`get_leaderboard ${board}: ${answer.status}`);
    });

    // A rebuild of every read model from the log (the search index is rebuilt at every start: catch-up above),
    // with its CPU profile written to PROFILE_DIR/<arm>.cpuprofile when set (the rebuild alone, not the arm).
    // No job runs meanwhile: `npm run projections -- rebuild` runs none.
    for (const job of service.jobs.values()) await job.stop();
    const profiler = process.env.PROFILE_DIR ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const cpu = process.cpuUsage();
    started = performance.now();
    await service.projections.rebuild(READ_MODELS.map((projection) => projection.name));
    const rebuildSeconds = (performance.now() - started) / 1000;
    const rebuildCpu = process.cpuUsage(cpu);
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      fs.writeFileSync(path.join(process.env.PROFILE_DIR!, `${arm}.cpuprofile`), JSON.stringify(profile));
      profiler.disconnect();
    }
    await service.close();
    return {
      arm,
      listings,
      sites: network ? SITES : 1,
      events: head,
      load: [loadBefore, os.loadavg()[0]!],
      catchUpSeconds,
      rebuildSeconds,
      rebuildCpuSeconds: (rebuildCpu.user + rebuildCpu.system) / 1e6,
      search: {
        requests: searches.length,
        p50: percentile(search.times, 0.5),
        p99: percentile(search.times, 0.99),
        perSecond: searches.length / search.seconds,
        found,
      },
      boards: {
        requests: boardCalls.length,
        p50: percentile(boards.times, 0.5),
        p99: percentile(boards.times, 0.99),
        perSecond: boardCalls.length / boards.seconds,
      },
      peakRssMb: peakRss / 1e6,
    };
  } finally {
    clearInterval(rss);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SITES_ARM) {
  const result = await runArm(process.env.BENCH_SITES_ARM);
  // Run by hand (one arm, e.g. under --cpu-prof): the result on stdout.
  if (process.send) process.send(result);
  else console.log(JSON.stringify(result));
  process.exit(0);
}

/** Each arm in a child process of its own, one after another. */
const runChild = (arm: string) =>
  new Promise<ArmResult>((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, BENCH_SITES_ARM: arm },
      execArgv: process.features.typescript ? [] : ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: ArmResult | undefined;
    child.on('message', (message) => (result = message as ArmResult));
    child.on('exit', (code) => (result ? resolve(result) : reject(new Error(`arm ${arm} exited with ${code}`))));
  });

const f = (value: number, digits = 2) => value.toFixed(digits);
console.log(
  `bench:sites: ${SITES} sites × ${PER_SITE} listings; ${os.cpus().length} cores; started ${new Date().toISOString()}`,
);
const results: ArmResult[] = [];
for (const arm of ARMS) {
  const result = await runChild(arm);
  results.push(result);
  console.log(
    `${arm}: ${result.listings} listings on ${result.sites} site(s), ${result.events} events, load ${f(result.load[0])} → ${f(result.load[1])}, peak RSS ${f(result.peakRssMb, 0)} MB`,
  );
}
const [base] = results;
const ratio = (value: number, baseline: number) => `${f(value / baseline)}×`;
console.log(`\n| measure | ${results.map((r) => r.arm).join(' | ')} |`);
console.log(`|---|${results.map(() => '---:').join('|')}|`);
const row = (name: string, value: (r: ArmResult) => number, digits = 2, withRatio = true) =>
  console.log(
    `| ${name} | ${results
      .map((r) => `${f(value(r), digits)}${withRatio && r !== base ? ` (${ratio(value(r), value(base!))})` : ''}`)
      .join(' | ')} |`,
  );
row('search p50 ms', (r) => r.search.p50, 3);
row('search p99 ms', (r) => r.search.p99, 3);
row('search requests/s (one at a time)', (r) => r.search.perSecond, 0);
row('searches with results', (r) => (r.search.found / r.search.requests) * 100, 0, false);
row('boards p50 ms', (r) => r.boards.p50, 3);
row('boards p99 ms', (r) => r.boards.p99, 3);
row('boards requests/s (one at a time)', (r) => r.boards.perSecond, 0);
row('catch-up at start s', (r) => r.catchUpSeconds, 1);
row('rebuild s', (r) => r.rebuildSeconds, 1);
row('rebuild events/s', (r) => r.events / r.rebuildSeconds, 0);
row('rebuild CPU time of the process s', (r) => r.rebuildCpuSeconds, 1);
row('load average (start of arm)', (r) => r.load[0], 2, false);
console.log(`finished ${new Date().toISOString()}`);
