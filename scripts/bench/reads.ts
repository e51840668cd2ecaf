/**
 * `npm run bench:reads`: seeds a directory of LISTINGS listings (default 10,000) through the real
 * commands, starts the service on it as its own process, and measures requests/s and p50/p99
 * latency with autocannon of:
 * - search_listings (one misspelt query), get_listing and get_leaderboard, each the same URL every
 *   time, so after the first request answered from the response cache: what a cached public read
 *   costs, side by side with a bare node:http server answering a fixed JSON body of the same size;
 * - the site's anonymous pages (home, listing, search, leaderboard: the same cache), beside a bare
 *   server with the same HTML size, and their time to first byte (p50 of sequential requests on one
 *   connection);
 * - search_listings uncached: every request a different query, a listing's name with one typo
 *   (typo-queries.ts, seeded), so every request misses the cache and the search runs and finds
 *   results; the service's cache counters are read before and after to show there was no hit.
 * Prints the ratios. Numbers vary by machine; the ratios are what to compare.
 *
 * With SITES=2 the directory is a network of two sites (issue 30): every other listing lives on a
 * second site answering on the host `two.test`, and the cached reads and pages are measured on each
 * site's host (the default site's on 127.0.0.1), so they compare with a SITES=1 run's.
 *
 * Settings (env): LISTINGS, DURATION (seconds per run, default 8), CONNECTIONS (default 32), SITES (1 or 2).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { loadConfig } from '@listings/shared/config';
import { silentLogger } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { createService } from '@listings/gateway';
import { DEMO_CATEGORIES, DEMO_PRODUCT_THEMES } from '@listings/gateway';
import { typoQueries } from './typo-queries.ts';
import { cpuMicros } from './versus-bare.ts';

const LISTINGS = Number(process.env.LISTINGS ?? 10_000);
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const SITES = Number(process.env.SITES ?? 1);
/** The second site's key and host (SITES=2). */
const SECOND = { key: 'two', host: 'two.test' };
const SERVICE_PORT = 18_480;
const BARE_PORT = 18_481;
const TTFB_SAMPLES = Number(process.env.TTFB_SAMPLES ?? 300);
/**
 * Distinct queries ready for the uncached search row: more than a run sends (20,000 a second; the output
 * says if some were sent twice), and how many of them are checked for results first.
 */
const QUERY_POOL = Math.max(10_000, DURATION * 20_000);
const QUERY_SAMPLE = 50;
const METRICS_TOKEN = `bench-${randomBytes(16).toString('hex')}`;
const actor = { kind: 'system' as const, id: 'bench' };

const WORDS = [
  'Nimbus',
  'Quartz',
  'Harbor',
  'Lumen',
  'Vertex',
  'Cobalt',
  'Meadow',
  'Pixel',
  'Orbit',
  'Summit',
  'Drift',
  'Falcon',
  'Juniper',
  'Kestrel',
  'Marble',
  'Nova',
  'Pioneer',
  'Ripple',
  'Sable',
  'Tundra',
];

const THEMES = Object.entries(DEMO_PRODUCT_THEMES);
/** The name of the i-th listing seeded: two words run together, the theme's noun and the number. */
const nameOf = (i: number): string =>
  `${WORDS[i % WORDS.length]}${WORDS[Math.floor(i / WORDS.length) % WORDS.length]} ${THEMES[i % THEMES.length][1].noun} ${i}`;

async function seed(dataDir: string): Promise<void> {
  const config = { ...loadConfig({ DATA_DIR: dataDir }), demoData: false };
  const service = await createService(config, { logger: silentLogger });
  const content = new SiteContentCommands(service.events, service.clock);
  const listings = new ListingCommands(service.events, service.clock);
  const engagement = new EngagementCommands(service.events, service.clock);
  if (SITES === 2)
    await content.site(
      {
        type: 'OpenSite',
        key: SECOND.key,
        defaultKey: config.site.key ?? 'main',
        name: 'Second Site',
        purpose: 'The benchmark network',
        hosts: [SECOND.host],
        baseUrl: `http://${SECOND.host}:${SERVICE_PORT}`,
      },
      actor,
      'bench',
    );
  for (const c of DEMO_CATEGORIES)
    await content.category(
      { type: 'CreateCategory', slug: c.slug, name: c.name, description: c.description, parent: c.parent ?? null },
      actor,
      'bench',
    );
  let last = 0;
  const started = Date.now();
  for (let i = 0; i < LISTINGS; i++) {
    const [category, theme] = THEMES[i % THEMES.length];
    const name = nameOf(i);
    const { listingId } = await listings.create(
      {
        profile: {
          name,
          url: `https://site-${i}.example`,
          tagline: theme.tagline,
          description: `${name}: ${theme.tagline}. ${theme.features.join(', ')}.`,
          keywords: [theme.noun],
          features: theme.features,
          categories: [category],
          country: 'US',
          pricing_model: 'Freemium',
        },
        ownerId: null,
        // SITES=2: every other listing lives on the second site.
        ...(SITES === 2 && i % 2 === 1 ? { site: SECOND.key } : {}),
      },
      actor,
      'bench',
    );
    last = (await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, actor, 'bench'))
      .position;
    for (let v = 0; v < i % 4; v++)
      last = (
        await engagement.execute({ type: 'Vote', listingId, voterId: `p${v}`, ...SIMULATED_PERSON }, actor, 'bench')
      ).position;
    if (i % 1000 === 999) console.log(`  seeded ${i + 1} listings (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await service.projections.waitForPosition(last, 600_000);
  await service.close();
}

const start = (script: string, args: string[], env: NodeJS.ProcessEnv): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = fork(script, args, {
      env: { ...process.env, ...env },
      execArgv: process.features.typescript ? [] : ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });

async function waitUntilUp(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server process's CPU time (user + system, from /proc) per answered request, in µs. */
  cpuPerRequest?: number;
}

/**
 * autocannon on the URL; with the server's pid, also its CPU per request: on a loaded machine req/s
 * says how busy the machine was as much as what a request costs, the server's CPU per request much less.
 */
async function measure(url: string, host?: string, pid?: number): Promise<Figures> {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    pipelining: 1,
    ...(host ? { headers: { host } } : {}),
  });
  const cpuAfter = cpuMicros(pid);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? { cpuPerRequest: (cpuAfter - cpuBefore) / result.requests.total }
      : {}),
  };
}

/** p50 time to first byte (response headers received) of sequential GETs on one keep-alive connection, in ms. */
async function timeToFirstByte(url: string, host?: string): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  for (let i = 0; i < TTFB_SAMPLES; i++) {
    samples.push(
      await new Promise<number>((resolve, reject) => {
        const started = process.hrtime.bigint();
        http
          .get(url, { agent, headers: host ? { host } : {} }, (res) => {
            const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
            res.resume();
            res.on('end', () => resolve(elapsed));
          })
          .on('error', reject);
      }),
    );
  }
  agent.destroy();
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

/** A GET with the Host of a site (fetch may not set it): status and body. */
const getWithHost = (url: string, host?: string): Promise<{ status: number; body: Buffer }> =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: host ? { host } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

/** The service's response cache lookups so far (its /metrics), by result. */
async function cacheLookups(site: string): Promise<{ hit: number; miss: number }> {
  const text = await (await fetch(`${site}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const counts = { hit: 0, miss: 0 };
  for (const [, result, value] of text.matchAll(
    /^listings_response_cache_lookups_total\{[^}]*result="(hit|miss)"[^}]*\} (\d+)/gm,
  ))
    counts[result as 'hit' | 'miss'] += Number(value);
  return counts;
}

const row = (name: string, f: Figures, base?: Figures | 'none') =>
  `${name.padEnd(40)} ${f.rps.toFixed(0).padStart(9)} ${f.p50.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(7)}${base === 'none' ? '' : base ? `   ${(f.rps / base.rps).toFixed(2)}×` : '   (baseline)'}${f.cpuPerRequest !== undefined ? `   CPU ${f.cpuPerRequest.toFixed(1)} µs/req` : ''}${f.errors || f.non2xx ? `  errors=${f.errors} non2xx=${f.non2xx}` : ''}`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reads-'));
  console.log(`Seeding ${LISTINGS} listings through commands into ${dataDir} …`);
  const seedStarted = Date.now();
  await seed(dataDir);
  console.log(`  done in ${Math.round((Date.now() - seedStarted) / 1000)} s`);

  const here = path.dirname(new URL(import.meta.url).pathname);
  const serviceProcess = fork(path.join(here, '../../gateway/src/main.ts'), [], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(SERVICE_PORT),
      HOST: '127.0.0.1',
      DEMO_DATA: 'off',
      // SITES=2: the default site answers on 127.0.0.1 (its base URL's host), the second on two.test.
      ...(SITES === 2 ? { PUBLIC_BASE_URL: `http://127.0.0.1:${SERVICE_PORT}` } : {}),
      RATE_LIMIT_PER_IP: '1000000000',
      RATE_LIMIT_PER_CREDENTIAL: '1000000000',
      METRICS_TOKEN,
    },
    execArgv: process.features.typescript ? [] : ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const base = `http://127.0.0.1:${SERVICE_PORT}/v1`;
  await waitUntilUp(`${base}/site`);
  // Each site's host (SITES=2: the default site's, then the second's), each with its most voted listing.
  const hosts: (string | undefined)[] = SITES === 2 ? [undefined, SECOND.host] : [undefined];
  const slugs = new Map<string | undefined, string>();
  for (const host of hosts) {
    const top = JSON.parse((await getWithHost(`${base}/listings?sort=votes&per_page=1`, host)).body.toString()) as {
      items: { slug: string }[];
    };
    slugs.set(host, top.items[0].slug);
  }
  const on = (host: string | undefined) => (host ? ` @${host}` : '');
  const targets: [string, string, string | undefined][] = hosts.flatMap(
    (host): [string, string, string | undefined][] => [
      [`search_listings q=harbr, cached${on(host)}`, `${base}/listings?q=harbr`, host],
      [`get_listing, cached${on(host)}`, `${base}/listings/${slugs.get(host)}`, host],
      [`get_leaderboard all-time, cached${on(host)}`, `${base}/leaderboards/community-all-time`, host],
    ],
  );

  let bare: ChildProcess | undefined;
  try {
    console.log(
      `\n${'endpoint (the same URL every request)'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}   vs bare node:http (same body size)`,
    );
    for (const [name, url, host] of targets) {
      const size = (await getWithHost(url, host)).body.byteLength;
      bare = await start(path.join(here, 'bare-server.ts'), [String(BARE_PORT), String(size)], {});
      const baseline = await measure(`http://127.0.0.1:${BARE_PORT}/`, undefined, bare.pid);
      bare.kill();
      const figures = await measure(url, host, serviceProcess.pid);
      console.log(row(`bare node:http, ${size} B body`, baseline));
      console.log(row(name, figures, baseline));
    }

    const site = `http://127.0.0.1:${SERVICE_PORT}`;
    const pages: [string, string, string | undefined][] = hosts.flatMap(
      (host): [string, string, string | undefined][] => [
        [`page: home${on(host)}`, `${site}/`, host],
        [`page: listing${on(host)}`, `${site}/listings/${slugs.get(host)}`, host],
        [`page: search (q=harbr)${on(host)}`, `${site}/search?q=harbr`, host],
        [`page: leaderboard (all time)${on(host)}`, `${site}/leaderboards/community-all-time`, host],
      ],
    );
    console.log(
      `\n${'site page (anonymous, cached)'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}   vs bare node:http (same HTML size)   TTFB p50 ms (page / bare)`,
    );
    for (const [name, url, host] of pages) {
      const first = await getWithHost(url, host);
      const size = first.body.byteLength;
      if (first.status !== 200) throw new Error(`${url}${on(host)} answered ${first.status}`);
      bare = await start(path.join(here, 'bare-server.ts'), [String(BARE_PORT), String(size), 'html'], {});
      const baseline = await measure(`http://127.0.0.1:${BARE_PORT}/`, undefined, bare.pid);
      const bareTtfb = await timeToFirstByte(`http://127.0.0.1:${BARE_PORT}/`);
      bare.kill();
      const figures = await measure(url, host, serviceProcess.pid);
      const ttfb = await timeToFirstByte(url, host);
      console.log(row(`bare node:http, ${size} B HTML`, baseline));
      console.log(
        `${row(name, figures, baseline)}   TTFB ${ttfb.toFixed(3)} / ${bareTtfb.toFixed(3)} (${(ttfb / bareTtfb).toFixed(2)}×)`,
      );
    }

    // search_listings with a different query every request: a listing's name with one typo, so each one
    // misses the response cache, runs the search (the typo walk included) and finds results.
    const names = Array.from({ length: LISTINGS }, (_, i) => nameOf(i));
    const queries = typoQueries(names, QUERY_POOL, 28);
    const searchPath = (q: string) => `/v1/listings?q=${encodeURIComponent(q)}`;
    // Checked first on the end of the list, which the run below reaches only if it outlasts the rest.
    const sample = queries.slice(-QUERY_SAMPLE);
    const totals: number[] = [];
    for (const q of sample) {
      const answer = (await (await fetch(`${site}${searchPath(q)}`)).json()) as { total: number };
      totals.push(answer.total);
    }
    totals.sort((a, b) => a - b);
    const lookups = await cacheLookups(site);
    const uncachedStarted = Date.now();
    let n = 0;
    const uncached = await autocannon({
      url: `${base}/listings`,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        { setupRequest: (req: any) => ({ ...req, path: searchPath(queries[n++ % (QUERY_POOL - QUERY_SAMPLE)]) }) },
      ],
    });
    const after = await cacheLookups(site);
    console.log(
      `\n${'uncached (a new query every request)'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
    );
    console.log(
      row(
        'search_listings, a typo of a name each',
        {
          rps: uncached.requests.average,
          p50: uncached.latency.p50,
          p99: uncached.latency.p99,
          errors: uncached.errors,
          non2xx: uncached.non2xx,
        },
        'none',
      ),
    );
    console.log(
      `  (${Math.round((Date.now() - uncachedStarted) / 1000)} s, ${n} requests over ${Math.min(n, QUERY_POOL - QUERY_SAMPLE)} ` +
        `distinct queries, each a listing's name with one word misspelt; response cache meanwhile: ` +
        `${after.hit - lookups.hit} hits, ${after.miss - lookups.miss} misses. Results per query in a sample of ` +
        `${QUERY_SAMPLE}: ${totals.filter((t) => t > 0).length} found some, median ${totals[Math.floor(totals.length / 2)]}. ` +
        `Each request is a whole uncached search_listings: rate limit, search, the page's listings, JSON.)`,
    );
  } finally {
    bare?.kill();
    serviceProcess.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
