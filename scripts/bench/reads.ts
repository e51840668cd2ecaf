/**
 * `npm run bench:reads`: seeds a directory of LISTINGS listings (default 10,000) through the real
 * commands, starts the service on it as its own process, and measures requests/s and p50/p99
 * latency of search_listings (a misspelt query), get_listing and get_leaderboard with autocannon,
 * and of the site's anonymous pages (home, listing, search, leaderboard: served from the same front
 * cache), side by side with a bare node:http server answering a fixed JSON (or HTML) body of the same
 * size, measured in the same run; for the pages also the time to first byte (p50 of sequential
 * requests on one connection). Prints the ratios. Numbers vary by machine; the ratios are what to
 * compare.
 *
 * Settings (env): LISTINGS, DURATION (seconds per run, default 8), CONNECTIONS (default 32).
 */
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

const LISTINGS = Number(process.env.LISTINGS ?? 10_000);
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const SERVICE_PORT = 18_480;
const BARE_PORT = 18_481;
const TTFB_SAMPLES = Number(process.env.TTFB_SAMPLES ?? 300);
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

async function seed(dataDir: string): Promise<void> {
  const config = { ...loadConfig({ DATA_DIR: dataDir }), demoData: false };
  const service = await createService(config, { logger: silentLogger });
  const content = new SiteContentCommands(service.events, service.clock);
  const listings = new ListingCommands(service.events, service.clock);
  const engagement = new EngagementCommands(service.events, service.clock);
  for (const c of DEMO_CATEGORIES)
    await content.category(
      { type: 'CreateCategory', slug: c.slug, name: c.name, description: c.description, parent: c.parent ?? null },
      actor,
      'bench',
    );
  const themes = Object.entries(DEMO_PRODUCT_THEMES);
  let last = 0;
  const started = Date.now();
  for (let i = 0; i < LISTINGS; i++) {
    const [category, theme] = themes[i % themes.length];
    const name = `${WORDS[i % WORDS.length]}${WORDS[Math.floor(i / WORDS.length) % WORDS.length]} ${theme.noun} ${i}`;
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
}

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** p50 time to first byte (response headers received) of sequential GETs on one keep-alive connection, in ms. */
async function timeToFirstByte(url: string): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  for (let i = 0; i < TTFB_SAMPLES; i++) {
    samples.push(
      await new Promise<number>((resolve, reject) => {
        const started = process.hrtime.bigint();
        http
          .get(url, { agent }, (res) => {
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

const row = (name: string, f: Figures, base?: Figures | 'none') =>
  `${name.padEnd(40)} ${f.rps.toFixed(0).padStart(9)} ${f.p50.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(7)}${base === 'none' ? '' : base ? `   ${(f.rps / base.rps).toFixed(2)}×` : '   (baseline)'}${f.errors || f.non2xx ? `  errors=${f.errors} non2xx=${f.non2xx}` : ''}`;

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
      RATE_LIMIT_PER_IP: '1000000000',
      RATE_LIMIT_PER_CREDENTIAL: '1000000000',
    },
    execArgv: process.features.typescript ? [] : ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const base = `http://127.0.0.1:${SERVICE_PORT}/v1`;
  await waitUntilUp(`${base}/site`);
  const listing = (await (await fetch(`${base}/listings?sort=votes&per_page=1`)).json()) as {
    items: { slug: string }[];
  };
  const slug = listing.items[0].slug;
  const targets: [string, string][] = [
    ['search_listings (q=harbr, misspelt)', `${base}/listings?q=harbr`],
    ['get_listing', `${base}/listings/${slug}`],
    ['get_leaderboard (community-all-time)', `${base}/leaderboards/community-all-time`],
  ];

  let bare: ChildProcess | undefined;
  try {
    console.log(
      `\n${'endpoint'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}   vs bare node:http (same body size)`,
    );
    for (const [name, url] of targets) {
      const size = (await (await fetch(url)).arrayBuffer()).byteLength;
      bare = await start(path.join(here, 'bare-server.ts'), [String(BARE_PORT), String(size)], {});
      const baseline = await measure(`http://127.0.0.1:${BARE_PORT}/`);
      bare.kill();
      const figures = await measure(url);
      console.log(row(`bare node:http, ${size} B body`, baseline));
      console.log(row(name, figures, baseline));
    }

    const site = `http://127.0.0.1:${SERVICE_PORT}`;
    const pages: [string, string][] = [
      ['page: home', `${site}/`],
      ['page: listing', `${site}/listings/${slug}`],
      ['page: search (q=harbr)', `${site}/search?q=harbr`],
      ['page: leaderboard (all time)', `${site}/leaderboards/community-all-time`],
    ];
    console.log(
      `\n${'site page (anonymous, cached)'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}   vs bare node:http (same HTML size)   TTFB p50 ms (page / bare)`,
    );
    for (const [name, url] of pages) {
      const first = await fetch(url);
      const size = (await first.arrayBuffer()).byteLength;
      if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
      bare = await start(path.join(here, 'bare-server.ts'), [String(BARE_PORT), String(size), 'html'], {});
      const baseline = await measure(`http://127.0.0.1:${BARE_PORT}/`);
      const bareTtfb = await timeToFirstByte(`http://127.0.0.1:${BARE_PORT}/`);
      bare.kill();
      const figures = await measure(url);
      const ttfb = await timeToFirstByte(url);
      console.log(row(`bare node:http, ${size} B HTML`, baseline));
      console.log(
        `${row(name, figures, baseline)}   TTFB ${ttfb.toFixed(3)} / ${bareTtfb.toFixed(3)} (${(ttfb / bareTtfb).toFixed(2)}×)`,
      );
    }
    const uncachedStarted = Date.now();
    let n = 0;
    const uncached = await autocannon({
      url: `${base}/listings`,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [{ setupRequest: (req: any) => ({ ...req, path: `/v1/listings?q=harbr&page=${(n++ % 1000) + 1}` }) }],
    });
    console.log(
      row(
        'search_listings, uncached (distinct pages)',
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
      `  (${Math.round((Date.now() - uncachedStarted) / 1000)} s; every request a cache miss, so it measures the search itself)`,
    );
  } finally {
    bare?.kill();
    serviceProcess.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
