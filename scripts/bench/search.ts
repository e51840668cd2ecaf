/**
 * `npm run bench:search`: the search index on a generated directory (query-service/src/search/
 * testing/search-corpus.ts), in four parts, all in one run so the ratios compare like with like:
 *
 * 1. Engines on the same corpus (ENGINE_LISTINGS, default 10,000): MiniSearch as it was configured
 *    here, Orama, FlexSearch (two tokenizers) and this project's index — build time, heap, query
 *    latency over the query mix, and whether the typo examples (lnik, invioce, harbr) find their word.
 * 2. This index at 1k / 10k / 100k listings, fed through the projection's apply: per-query latency
 *    p50/p99 in process (query mix × every sort, and the filters), index memory per 10k listings, and
 *    the first search of each query word (its typo and prefix expansion not yet in the term cache).
 * 3. Start at 100k listings: the index built by the projection runtime replaying the whole log, and
 *    loaded from its snapshot then caught up on the log after it.
 * 4. HTTP at 10k listings: the real service (embedded mode, its own process, response cache off so
 *    every request runs the search) against a bare node:http server with a body of the same size,
 *    both measured with autocannon in this run: once with the query mix (20 queries, so their words'
 *    expansions are in the term cache), once with a new query every request (typos of listing words
 *    never asked before, so every request expands its words afresh).
 *
 * Settings (env): SIZES (1000,10000,100000), ENGINE_LISTINGS (10000), HTTP_LISTINGS (10000),
 * DURATION (seconds per HTTP run, 8), CONNECTIONS (32), PARTS (engines,sizes,start,http).
 * Numbers vary by machine and load; the ratios are what to compare.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import MiniSearch from 'minisearch';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { Document as FlexDocument, Charset } from 'flexsearch';
import {
  MingoDocumentStore,
  ProjectionRunner,
  SqliteEventStore,
  silentLogger,
  type RecordedEvent,
} from '@listings/shared/kernel';
import { ListingSearchIndex, SEARCH_SORTS, type SearchRequest } from '@listings/query-service/listings';
import { keepSearchSnapshots } from '@listings/query-service/listings';
import { generateCorpus, random, type Corpus } from '@listings/query-service/listings/search/testing';
import { allowedTypos } from '@listings/query-service/listings';
import { loadConfig } from '@listings/shared/config';
import { createService } from '@listings/gateway';

const env = process.env;
const SIZES = (env.SIZES ?? '1000,10000,100000').split(',').map(Number);
const ENGINE_LISTINGS = Number(env.ENGINE_LISTINGS ?? 10_000);
const HTTP_LISTINGS = Number(env.HTTP_LISTINGS ?? 10_000);
const DURATION = Number(env.DURATION ?? 8);
const CONNECTIONS = Number(env.CONNECTIONS ?? 32);
const PARTS = new Set((env.PARTS ?? 'engines,sizes,start,http').split(','));
const NOW = new Date('2026-11-25T12:00:00Z');
const TYPO_EXAMPLES: [string, string][] = [
  ['lnik', 'link'],
  ['invioce', 'invoice'],
  ['harbr', 'harbor'],
];

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (value: number) => (value < 10 ? value.toFixed(3) : value.toFixed(1));
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

/** Times each call of `run` over `inputs`, `rounds` times after `warmUp` rounds (2); sorted milliseconds. */
function latencies<T>(inputs: T[], run: (input: T) => unknown, rounds: number, warmUp = 2): number[] {
  for (let r = 0; r < warmUp; r++) for (const input of inputs) run(input);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const input of inputs) {
      const started = performance.now();
      run(input);
      times.push(performance.now() - started);
    }
  return times.sort((a, b) => a - b);
}

const created = (corpus: Corpus) =>
  corpus.events
    .filter((e) => e.type === 'ListingCreated')
    .map((e) => {
      const { listingId, slug, profile } = e.data as {
        listingId: number;
        slug: string;
        profile: Record<string, string | string[]>;
      };
      return {
        id: listingId,
        slug,
        name: profile.name as string,
        tagline: profile.tagline as string,
        description: profile.description as string,
        keywords: (profile.keywords as string[]).join(' '),
      };
    });

interface Engine {
  name: string;
  build(docs: ReturnType<typeof created>, corpus: Corpus): unknown;
  /** Slugs of the best 20 matches. */
  query(q: string): string[];
}

function engines(): Engine[] {
  let mini: MiniSearch | null = null;
  let orama: any = null;
  let flex: any = null;
  let flexTolerant: any = null;
  let own: ListingSearchIndex | null = null;
  const tokenize = (text: string) =>
    text
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .flatMap((word) => {
        const parts = word.split(/(?<=\p{Ll})(?=\p{Lu})/u);
        return parts.length > 1 ? [word, ...parts] : [word];
      });
  const flexResults = (index: any, q: string, slugOf: Map<number, string>) => {
    const fields = index.search(q, { limit: 20, suggest: true }) as { field: string; result: number[] }[];
    const seen = new Set<number>();
    for (const name of ['name', 'keywords', 'tagline', 'description'])
      for (const id of fields.find((f) => f.field === name)?.result ?? []) seen.add(id);
    return [...seen].slice(0, 20).map((id) => slugOf.get(id)!);
  };
  const slugOf = new Map<number, string>();
  const flexIndex = (tokenizer: string, encoder: unknown) =>
    new FlexDocument({
      document: { id: 'id', index: ['name', 'tagline', 'description', 'keywords'] },
      tokenize: tokenizer,
      encoder,
    } as any);
  return [
    {
      name: 'MiniSearch (as configured here before)',
      build(docs) {
        mini = new MiniSearch({
          fields: ['name', 'tagline', 'description', 'keywords'],
          storeFields: ['slug'],
          tokenize,
          searchOptions: {
            tokenize,
            boost: { name: 4, keywords: 2, tagline: 2 },
            fuzzy: (term: string) => allowedTypos(term),
            prefix: (term: string) => term.length >= 3,
            combineWith: 'AND',
          },
        });
        mini.addAll(docs);
        return mini;
      },
      query(q) {
        let results = mini!.search(q);
        if (results.length === 0) results = mini!.search(q, { combineWith: 'OR' });
        return results.slice(0, 20).map((r) => r.slug as string);
      },
    },
    {
      name: 'Orama (tolerance 1, AND)',
      build(docs) {
        orama = create({
          schema: { slug: 'string', name: 'string', tagline: 'string', description: 'string', keywords: 'string' },
        } as any);
        insertMultiple(
          orama,
          docs.map((d) => ({ ...d, id: String(d.id) })),
          5000,
        );
        return orama;
      },
      query(q) {
        const result = oramaSearch(orama, {
          term: q,
          properties: ['name', 'tagline', 'description', 'keywords'],
          boost: { name: 5, tagline: 2, keywords: 2 },
          tolerance: 1,
          threshold: 0,
          limit: 20,
        } as any) as any;
        return result.hits.map((h: any) => h.document.slug);
      },
    },
    {
      name: 'FlexSearch (forward, LatinBalance)',
      build(docs) {
        flex = flexIndex('forward', Charset.LatinBalance);
        for (const d of docs) {
          slugOf.set(d.id, d.slug);
          flex.add(d);
        }
        return flex;
      },
      query: (q) => flexResults(flex, q, slugOf),
    },
    {
      name: 'FlexSearch (tolerant, LatinBalance)',
      build(docs) {
        flexTolerant = flexIndex('tolerant', Charset.LatinBalance);
        for (const d of docs) {
          slugOf.set(d.id, d.slug);
          flexTolerant.add(d);
        }
        return flexTolerant;
      },
      query: (q) => flexResults(flexTolerant, q, slugOf),
    },
    {
      name: 'own index (query-service/src/search)',
      build(_docs, corpus) {
        own = new ListingSearchIndex();
        for (const event of corpus.events) own.apply(event);
        return own;
      },
      query: (q) => own!.search({ q, status: 'live', sort: 'relevance', skip: 0, limit: 20, now: NOW }).slugs,
    },
  ];
}

async function compareEngines() {
  const corpus = generateCorpus(ENGINE_LISTINGS);
  const docs = created(corpus);
  console.log(`\n1. Engines, same corpus: ${ENGINE_LISTINGS} listings, ${corpus.queries.length} queries (in process)`);
  console.log(
    `${'engine'.padEnd(40)} ${'build s'.padStart(8)} ${'heap MB'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  typo examples found`,
  );
  for (const engine of engines()) {
    const before = heap();
    const started = performance.now();
    let kept: unknown = engine.build(docs, corpus);
    const buildSeconds = (performance.now() - started) / 1000;
    const used = heap() - before;
    const times = latencies(corpus.queries, (q) => engine.query(q), 20);
    const found = TYPO_EXAMPLES.map(([q, word]) =>
      engine
        .query(q)
        .slice(0, 5)
        .some((slug) => slug.includes(word))
        ? `${q}✓`
        : `${q}✗`,
    ).join(' ');
    console.log(
      `${engine.name.padEnd(40)} ${buildSeconds.toFixed(2).padStart(8)} ${mb(used).padStart(8)} ${ms(percentile(times, 0.5)).padStart(8)} ${ms(percentile(times, 0.99)).padStart(8)}  ${found}`,
    );
    kept = null;
    void kept;
  }
}

/**
 * `count` queries no one asked before: a word of a listing's slug with two neighbouring letters
 * swapped (a typo), and every third time a second such word, deterministic for a seed.
 */
function newQueries(corpus: Corpus, count: number, seed: number): string[] {
  const rand = random(seed);
  const words = [...new Set(corpus.slugs.flatMap((slug) => slug.split('-')))].filter(
    (w) => w.length >= 4 && !/\d/.test(w),
  );
  const typo = () => {
    const word = words[Math.floor(rand() * words.length)];
    const at = 1 + Math.floor(rand() * (word.length - 2));
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  };
  const seen = new Set(corpus.queries);
  const queries: string[] = [];
  for (let tries = 0; queries.length < count && tries < count * 20; tries++) {
    const q = rand() < 1 / 3 ? `${typo()} ${typo()}` : typo();
    if (!seen.has(q)) {
      seen.add(q);
      queries.push(q);
    }
  }
  return queries;
}

/** The query mix of part 2: every query with every sort, plus filtered and q-less requests. */
const requestMix = (corpus: Corpus): SearchRequest[] => {
  const base = { status: 'live' as const, skip: 0, limit: 20, now: NOW };
  return [
    ...corpus.queries.flatMap((q) => SEARCH_SORTS.map((sort) => ({ ...base, q, sort }))),
    ...corpus.queries.map((q) => ({ ...base, q, sort: 'relevance' as const, categories: ['apis', 'invoicing'] })),
    ...corpus.queries.map((q) => ({ ...base, q, sort: 'relevance' as const, country: 'DE', skip: 20 })),
    ...SEARCH_SORTS.map((sort) => ({ ...base, sort })),
    { ...base, sort: 'votes' as const, status: 'scheduled' as const },
  ];
};

async function sizes() {
  console.log('\n2. This index by size (in process; query mix × every sort, filters, pages)');
  console.log(
    `${'listings'.padStart(9)} ${'events'.padStart(8)} ${'build s'.padStart(8)} ${'MB'.padStart(7)} ${'MB/10k'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'new p50'.padStart(8)} ${'new p99'.padStart(8)}  typo examples (top hit)`,
  );
  for (const size of SIZES) {
    const corpus = generateCorpus(size);
    const before = heap();
    const started = performance.now();
    const index = new ListingSearchIndex();
    for (const event of corpus.events) index.apply(event);
    const buildSeconds = (performance.now() - started) / 1000;
    const used = heap() - before;
    // Words never searched before: their expansion (typo walk, prefixes) is computed, not taken from the
    // term cache. The code is warmed up first on other new words, as a running service's is.
    const search = (q: string) => index.search({ q, status: 'live', sort: 'relevance', skip: 0, limit: 20, now: NOW });
    for (const q of newQueries(corpus, 100, 6)) search(q);
    const fresh = latencies(
      newQueries(corpus, 300, 5).filter((q) => !newQueries(corpus, 100, 6).includes(q)),
      search,
      1,
      0,
    );
    const times = latencies(requestMix(corpus), (r) => index.search(r), 5);
    const tops = TYPO_EXAMPLES.map(
      ([q]) => `${q}→${index.search({ q, status: 'live', sort: 'relevance', skip: 0, limit: 1, now: NOW }).slugs[0]}`,
    ).join(' ');
    console.log(
      `${String(size).padStart(9)} ${String(corpus.events.length).padStart(8)} ${buildSeconds.toFixed(2).padStart(8)} ${mb(used).padStart(7)} ${mb((used / size) * 10_000).padStart(7)} ${ms(percentile(times, 0.5)).padStart(8)} ${ms(percentile(times, 0.99)).padStart(8)} ${ms(times.at(-1)!).padStart(8)} ${ms(percentile(fresh, 0.5)).padStart(8)} ${ms(percentile(fresh, 0.99)).padStart(8)}  ${tops}`,
    );
  }
}

/** Appends the corpus to an event store, one append per listing and stream. */
async function appendCorpus(events: { appendToStream: SqliteEventStore['appendToStream'] }, corpus: Corpus) {
  let batch: RecordedEvent[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await events.appendToStream(
      batch[0].streamId,
      batch.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
    );
    batch = [];
  };
  for (const event of corpus.events) {
    if (batch.length && batch[0].streamId !== event.streamId) await flush();
    batch.push(event);
  }
  await flush();
}

async function start() {
  const size = Math.max(...SIZES);
  console.log(`\n3. Start at ${size} listings: replay of the whole log vs snapshot + the log after it`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-start-'));
  // An in-memory log: replay reads it faster than a file, so the comparison favours replay.
  const events = new SqliteEventStore(':memory:');
  try {
    const corpus = generateCorpus(size);
    await appendCorpus(events, corpus);
    const file = path.join(dir, 'search-index.snapshot');
    const run = async (useSnapshot: boolean) => {
      const index = new ListingSearchIndex();
      const snapshots = useSnapshot
        ? keepSearchSnapshots(index, { file, events, intervalMs: 0, logger: silentLogger })
        : null;
      const runner = new ProjectionRunner(events, new MingoDocumentStore(), [index.projection], silentLogger);
      const started = performance.now();
      await runner.start();
      await runner.caughtUp();
      const seconds = (performance.now() - started) / 1000;
      const answer = index.search({ q: 'harbr', status: 'live', sort: 'relevance', skip: 0, limit: 20, now: NOW });
      await runner.stop();
      return { seconds, index, snapshots, answer };
    };
    const replay = await run(false);
    const writeStarted = performance.now();
    fs.writeFileSync(file, replay.index.snapshot());
    const writeSeconds = (performance.now() - writeStarted) / 1000;
    // 1% more listings arrive after the snapshot: the start reads only those.
    const later = generateCorpus(Math.ceil(size / 100), 99);
    const offset = (await events.headPosition()) + 1;
    await appendCorpus(events, {
      ...later,
      events: later.events.map((e) => ({
        ...e,
        id: `later-${e.id}`,
        streamId: e.streamId.replace(/-(\d+)$/, (_, n) => `-${Number(n) + size}`),
        data: { ...(e.data as object), listingId: (e.data as { listingId: number }).listingId + size },
        position: e.position + offset,
      })),
    });
    const fromSnapshot = await run(true);
    const fullAgain = await run(false);
    const same =
      JSON.stringify(fromSnapshot.answer) === JSON.stringify(fullAgain.answer) &&
      fromSnapshot.index.size === fullAgain.index.size;
    console.log(
      `  snapshot file ${mb(fs.statSync(file).size)} MB, written in ${writeSeconds.toFixed(2)} s (blocks the process while serializing)`,
    );
    console.log(`  full replay of ${corpus.events.length} events:        ${replay.seconds.toFixed(2)} s`);
    console.log(
      `  snapshot + ${later.events.length} later events:           ${fromSnapshot.seconds.toFixed(2)} s  (${(replay.seconds / fromSnapshot.seconds).toFixed(1)}× faster; same answers as a full replay: ${same ? 'yes' : 'NO'})`,
    );
  } finally {
    await events.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const spawn = (script: string, args: string[], childEnv: NodeJS.ProcessEnv): ChildProcess =>
  fork(script, args, {
    env: { ...process.env, ...childEnv },
    execArgv: process.features.typescript ? [] : ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });

/** A port free on loopback right now (the system picks it). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitUntilUp(url: string) {
  for (let i = 0; i < 2400; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function http() {
  console.log(
    `\n4. HTTP at ${HTTP_LISTINGS} listings: uncached search_listings vs bare node:http (${CONNECTIONS} connections, ${DURATION} s each)`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-http-'));
  const here = path.dirname(new URL(import.meta.url).pathname);
  // Ports the system hands out now, not fixed ones: another bench run on this machine may hold those.
  const servicePort = await freePort();
  const barePort = await freePort();
  let service: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  try {
    const corpus = generateCorpus(HTTP_LISTINGS);
    // Listings and their status only: the engagement events would only make the projections' start longer.
    const listed = corpus.events.filter((e) => !['VoteCast', 'ListingViewed', 'ListingFollowed'].includes(e.type));
    // Appended and projected in this process first (as bench:reads seeds), so the service starts on built read models.
    const seedStarted = Date.now();
    const seeding = await createService(
      { ...loadConfig({ DATA_DIR: dataDir }), demoData: false, launchSchedulerTickMs: 0 },
      { logger: silentLogger },
    );
    await appendCorpus(seeding.events, { ...corpus, events: listed });
    await seeding.projections.waitForPosition(await seeding.events.headPosition(), 1_800_000);
    await seeding.close();
    console.log(
      `  ${listed.length} events appended and projected in ${Math.round((Date.now() - seedStarted) / 1000)} s`,
    );
    service = spawn(path.join(here, '../../gateway/src/main.ts'), [], {
      DATA_DIR: dataDir,
      PORT: String(servicePort),
      HOST: '127.0.0.1',
      DEMO_DATA: 'off',
      RATE_LIMIT_PER_IP: '1000000000',
      RATE_LIMIT_PER_CREDENTIAL: '1000000000',
      RESPONSE_CACHE_MAX_ENTRIES: '0',
    });
    const base = `http://127.0.0.1:${servicePort}/v1`;
    const projectStarted = Date.now();
    await waitUntilUp(`${base}/site`);
    console.log(`  service answering ${Math.round((Date.now() - projectStarted) / 1000)} s after its start`);
    const paths = corpus.queries.map((q) => `/v1/listings?q=${encodeURIComponent(q)}`);
    let sizeSum = 0;
    for (const p of paths)
      sizeSum += (await (await fetch(`http://127.0.0.1:${servicePort}${p}`)).arrayBuffer()).byteLength;
    const size = Math.round(sizeSum / paths.length);
    bare = spawn(path.join(here, 'bare-server.ts'), [String(barePort), String(size)], {});
    await new Promise((resolve) => bare!.once('message', resolve));
    const baseline = await autocannon({
      url: `http://127.0.0.1:${barePort}/`,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    bare.kill();
    bare = undefined;
    let n = 0;
    const measured = await autocannon({
      url: `${base}/listings`,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [{ setupRequest: (req: any) => ({ ...req, path: paths[n++ % paths.length] }) }],
    });
    const row = (name: string, r: autocannon.Result) =>
      `  ${name.padEnd(44)} ${r.requests.average.toFixed(0).padStart(8)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms${r.errors || r.non2xx ? `  errors=${r.errors} non2xx=${r.non2xx}` : ''}`;
    // A new query every request: no term-cache hits, the typo walk runs for every word.
    const newPaths = newQueries(corpus, 100_000, 9).map((q) => `/v1/listings?q=${encodeURIComponent(q)}`);
    let m = 0;
    const measuredNew = await autocannon({
      url: `${base}/listings`,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [{ setupRequest: (req: any) => ({ ...req, path: newPaths[m++ % newPaths.length] }) }],
    });
    const ratio = (r: autocannon.Result) => `${(r.requests.average / baseline.requests.average).toFixed(2)}×`;
    console.log(row(`bare node:http, ${size} B body`, baseline));
    console.log(row('search_listings, uncached (query mix)', measured) + `  ${ratio(measured)} bare`);
    console.log(
      row(`search_listings, uncached, new query each (${m} sent)`, measuredNew) + `  ${ratio(measuredNew)} bare`,
    );
  } finally {
    bare?.kill();
    service?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!(globalThis as { gc?: unknown }).gc)
  console.log('(run with node --expose-gc for memory figures: npm run bench:search does)');
console.log(
  `search benchmark, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
if (PARTS.has('engines')) await compareEngines();
if (PARTS.has('sizes')) await sizes();
if (PARTS.has('start')) await start();
if (PARTS.has('http')) await http();
