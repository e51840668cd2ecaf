/**
 * `npm run bench:images` (issue 31, "Benchmarks"): what pictures cost the site.
 *
 * Seeds the demo directory into a fresh data folder, gives every live listing a logo (a generated PNG
 * taken in through the real pipeline, ingestImage: sharp re-encodes it into 48/96/192/512 WebP and PNG
 * renditions in the blob store, files under the data folder) and records it with SetLogo, as an
 * upload does. Then starts the service on that folder as its own process (gateway/src/main.ts) and
 * measures with autocannon, each beside a baseline measured in the same run:
 * - `/images/<hash>` of the 192 px WebP and the 512 px PNG, the same URL every request, against a bare
 *   node:http server answering the same bytes with the same type (bare-file-server.ts): target ≥ 0.8×;
 * - a listing page with its logo and the home page (the listings' logos), anonymous and cached,
 *   against a bare node:http server answering the same HTML bytes (bare-file-server.ts, as for the
 *   images: what a static server with the page in memory does): target ≥ 0.7×;
 * - social cards: the first request of each listing's card (it is drawn then: sharp from SVG) one
 *   after another, p50 and p90 (target p50 ≤ 50 ms), then a second request of each (from the cache),
 *   and autocannon on one card.
 * Prints the figures and ratios, and each server's CPU per request (from /proc) with the baseline's
 * over the service's; numbers vary by machine, the ratios are what to compare. The targets
 * are against those baselines. Each of these rows also gets a second baseline, printed below it and
 * not a target: a bare server replaying the service's own answer (its bytes and header lines,
 * bare-replay-server.ts), which shows how much of the gap is the client's cost of that answer
 * (autocannon parses header lines and decodes bodies in JavaScript) rather than the service's time.
 *
 * Each comparison alternates bare and service ROUNDS times and keeps each side's best run.
 * Settings (env): DURATION (seconds per autocannon run, default 8), CONNECTIONS (default 32), ROUNDS (default 2).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemoWithLogos } from '../demo-with-logos.ts';
import { compareAnswer, comparePage, header, measure, row, startService, stop } from './versus-bare.ts';

/** Milliseconds of one GET, the body read whole; fails on anything but 200. */
async function timedGet(url: string): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
  console.log(`Seeding the demo directory with a logo on every live listing into ${dataDir} …`);
  const { slugs, logo } = await seedDemoWithLogos(dataDir);
  console.log(`  ${slugs.length} listings with logos`);

  const { site, process: service } = await startService(dataDir);
  try {
    header('image bytes (the same URL every request)');
    for (const [size, format] of [
      [192, 'webp'],
      [512, 'png'],
    ] as const) {
      const rendition = logo.renditions.find((r) => r.size === size && r.format === format)!;
      await compareAnswer(
        `/images/<hash> ${size} px ${format}, ${rendition.bytes} B`,
        `${site}/images/${rendition.hash}`,
        dataDir,
        ({ body, file }) => ({
          label: `bare node:http, the same ${body.length} B`,
          script: 'bare-file-server.ts',
          args: [file, `image/${format}`],
        }),
      );
    }

    header('site page with logos (anonymous, cached)');
    for (const [name, at] of [
      ['listing page', `/listings/${slugs[0]}`],
      ['home', '/'],
    ]) {
      const html = await (await fetch(`${site}${at}`)).text();
      const pictures = (html.match(/<img [^>]*src="\/images\//g) ?? []).length;
      await comparePage(`${name} (${pictures} <img> of /images/)`, `${site}${at}`, dataDir);
    }

    // Social cards: each listing's card once (drawn), then again (from the cache), one request at a time.
    const cardUrl = (slug: string) => `${site}/cards/listing/${encodeURIComponent(slug)}.png`;
    const drawn: number[] = [];
    for (const slug of slugs) drawn.push(await timedGet(cardUrl(slug)));
    const cached: number[] = [];
    for (const slug of slugs) cached.push(await timedGet(cardUrl(slug)));
    const card = await fetch(cardUrl(slugs[0]!));
    const cardBytes = (await card.arrayBuffer()).byteLength;
    console.log(
      `\nsocial cards (${slugs.length} listings' cards, ${card.headers.get('content-type')}, ${cardBytes} B for the first), one request at a time:`,
    );
    console.log(
      `  first request (drawn):    p50 ${percentile(drawn, 50).toFixed(1)} ms, p90 ${percentile(drawn, 90).toFixed(1)} ms, max ${Math.max(...drawn).toFixed(1)} ms`,
    );
    console.log(
      `  second request (cached):  p50 ${percentile(cached, 50).toFixed(1)} ms, p90 ${percentile(cached, 90).toFixed(1)} ms, max ${Math.max(...cached).toFixed(1)} ms`,
    );
    header('social card, cached (the same URL every request)');
    console.log(row(`/cards/listing/<slug>.png, ${cardBytes} B`, await measure(cardUrl(slugs[0]!))));
  } finally {
    await stop(service);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
