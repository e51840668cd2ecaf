/**
 * `npm run bench:store`: what the embedded document store's narrowing by a non-unique index's
 * leading field (mingo-document-store.ts, `#narrowed`) does for a site's board on a network (issue 30).
 * Two collections of the same SITES × LISTINGS_PER_SITE listing-like documents (default 60 × 1,000),
 * one declaring the listings read model's index { site: 1, status: 1 } (narrowed: a filter naming a
 * site visits that site's documents), one without it (the baseline: every document is visited, as
 * every filter was before), each asked the boards' queries (community-all-time: live, by votes, 20;
 * its count; the default site's $in [key, null] too) on every site in turn, ROUNDS times, in one run.
 * Prints p50 / p99 per query and the ratio baseline / narrowed. Numbers vary by machine and load.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { MingoDocumentStore, type Collection } from '@listings/shared/kernel';

const SITES = Number(process.env.SITES ?? 60);
const PER_SITE = Number(process.env.LISTINGS_PER_SITE ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const siteOf = (k: number) => (k === 0 ? null : `site-${k}`);

async function fill(collection: Collection, indexed: boolean): Promise<void> {
  if (indexed) await collection.createIndex({ site: 1, status: 1 });
  await collection.createIndex({ status: 1, votes: -1 });
  for (let i = 0; i < SITES * PER_SITE; i++) {
    const site = siteOf(i % SITES);
    await collection.insertOne({
      _id: `listing-${i}`,
      slug: `listing-${i}`,
      ...(site === null ? {} : { site }),
      status: Math.floor(i / SITES) % 10 === 0 ? 'scheduled' : 'live',
      votes: (i * 7919) % 1000,
      name: `Listing ${i}`,
      tagline: 'A product of the generated directory, about as long as a real tagline.',
    });
  }
}

async function board(collection: Collection, k: number): Promise<number> {
  const site = siteOf(k);
  const filter = { status: 'live', site: site === null ? { $in: ['main', null] } : site };
  const started = performance.now();
  const [docs, total] = await Promise.all([
    collection.find(filter, { sort: { votes: -1, _id: 1 }, limit: 20 }),
    collection.countDocuments(filter),
  ]);
  if (docs.length !== 20 || total !== Math.floor(PER_SITE * 0.9))
    throw new Error(`site ${k}: ${docs.length}, ${total}`);
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function measure(collection: Collection): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) for (let k = 0; k < SITES; k++) times.push(await board(collection, k));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

const store = new MingoDocumentStore();
const narrowed = store.collection('narrowed');
const scanned = store.collection('scanned');
console.log(`${SITES} sites × ${PER_SITE} listings; load average ${os.loadavg()[0]!.toFixed(2)}`);
await fill(narrowed, true);
await fill(scanned, false);
// Alternated so that load drifting during the run falls on both.
const baseline = await measure(scanned);
const indexed = await measure(narrowed);
const again = await measure(scanned);
const base = { p50: Math.min(baseline.p50, again.p50), p99: Math.min(baseline.p99, again.p99) };
const ms = (n: number) => `${n.toFixed(2)} ms`;
console.log(`| board query + count | p50 | p99 |`);
console.log(`|---|---:|---:|`);
console.log(`| every document visited (baseline, best of two) | ${ms(base.p50)} | ${ms(base.p99)} |`);
console.log(
  `| narrowed by { site, status } | ${ms(indexed.p50)} (${(base.p50 / indexed.p50).toFixed(1)}× faster) | ${ms(indexed.p99)} (${(base.p99 / indexed.p99).toFixed(1)}× faster) |`,
);
console.log(`load average at the end ${os.loadavg()[0]!.toFixed(2)}`);
await store.close();
