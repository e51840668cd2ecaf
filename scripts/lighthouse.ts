/**
 * `npm run lighthouse` (issue 31, "Checks"): Lighthouse's mobile audit (its default: an emulated
 * Moto G Power, slow 4G and a 4× slower CPU) of the home page, a listing and a board, with the four
 * category scores of each (performance, accessibility, best practices, SEO) against the target of 95.
 *
 * The service runs as its own process (gateway/src/main.ts, so Lighthouse's own work in this process
 * never delays an answer) on a free loopback port, with the demo directory and a logo on each of its
 * listings (demo-with-logos.ts) seeded into a fresh data folder, and Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium) headless. Scores vary
 * with the machine's load, so this is not part of `npm test`; it exits 1 when a score is below the
 * target, printing what Lighthouse found wrong in that category.
 *
 *   npm run lighthouse [-- --json out.json]
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { seedDemoWithLogos } from './demo-with-logos.ts';

/** A loopback port that was free a moment ago (the service is told its port before it listens). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const here = path.dirname(new URL(import.meta.url).pathname);
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : undefined;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
// The demo directory with its products' logos (as `npm start` seeds it), so the pages are
// measured with their pictures.
await seedDemoWithLogos(dataDir);
const port = await freePort();
const site = `http://127.0.0.1:${port}`;
const service = fork(path.join(here, '../gateway/src/main.ts'), [], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'off' },
  execArgv: process.features.typescript ? [] : ['--import', 'tsx'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});

let exited = false;
service.once('exit', () => (exited = true));

async function waitUntilSeeded(): Promise<string> {
  for (let i = 0; i < 1200 && !exited; i++) {
    const body = await fetch(`${site}/v1/launches?section=this-week&per_page=1`).then(
      (r) => (r.ok ? (r.json() as Promise<{ items: { slug: string }[] }>) : null),
      () => null,
    );
    if (body?.items.length) return body.items[0]!.slug;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${site} did not come up with the demo directory`);
}

let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  const slug = await waitUntilSeeded();
  const pages = [
    { name: 'home', path: '/' },
    { name: 'listing', path: `/listings/${slug}` },
    { name: 'board', path: '/leaderboards/community-weekly' },
  ];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: Record<string, Record<string, number>> = {};
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile`,
  );
  console.log(`${'page'.padEnd(10)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}`);
  for (const page of pages) {
    // Each page once without measuring first, so the response cache is warm as for any visitor after the first.
    const pictures = ((await (await fetch(`${site}${page.path}`)).text()).match(/<img [^>]*src="\/images\//g) ?? [])
      .length;
    const run = await lighthouse(`${site}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { lhr } = run;
    results[page.name] = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    );
    console.log(
      `${page.name.padEnd(10)} ${CATEGORIES.map((c) => String(results[page.name]![c]).padStart(15)).join('')}   (${pictures} pictures from /images)`,
    );
    for (const category of CATEGORIES) {
      if (results[page.name]![category]! >= TARGET) continue;
      failed = true;
      // What cost points in that category: the audits that did not pass, by weight.
      for (const ref of lhr.categories[category]!.auditRefs.filter((r) => r.weight > 0)) {
        const audit = lhr.audits[ref.id]!;
        if (audit.score !== null && audit.score < 0.9)
          console.log(
            `  ${category}: ${audit.id} (${audit.title}) score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''}`,
          );
      }
    }
  }
  if (jsonOut) fs.writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
  console.log(failed ? `Some scores are below ${TARGET}.` : `Every score is at least ${TARGET}.`);
} finally {
  await chrome?.kill();
  if (!exited) {
    const gone = new Promise((resolve) => service.once('exit', resolve));
    service.kill();
    await gone;
  }
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
process.exit(failed ? 1 : 0);
