/**
 * The process's metrics, in Prometheus text format (prom-client's default registry, one per process).
 * Each metric is defined once here, so its name, help and labels are the same in every process;
 * the code at the edges (HTTP listener, event store wrapper, projection and port wrappers) only
 * observes into them. Labels are bounded: operation ids, status codes, projection names, partitions,
 * failure codes, never user input.
 */
import { collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';
import { processWide } from './process-wide.ts';
import { RequestHistogram } from './request-histogram.ts';

const PREFIX = 'listings_';

/** Every HTTP request (http.ts observes it), counted without prom-client's per-call cost (request-histogram.ts). */
export const httpRequestDuration = processWide('httpRequestDuration', () => {
  const histogram = new RequestHistogram(
    `${PREFIX}http_request_duration_seconds`,
    'HTTP requests by operation (the catalog operation id, or the first path segment of a page route), method and status, with their duration',
    [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  // The registry reads any object with its metrics' shape (name, help, type, get): it writes this one's
  // lines as it writes its own histograms'.
  register.registerMetric(histogram as unknown as Histogram);
  return histogram;
});

/**
 * Response cache lookups since the counter was last read, in plain numbers: a lookup is one addition
 * (edges.ts), and the counter adds them when it is read (prom-client calls `collect` on every read),
 * rather than a labelled `inc` per request (docs/benchmarks.md, `npm run bench:images`).
 */
export const responseCacheLookupCounts = processWide('responseCacheLookupCounts', () => ({ hit: 0, miss: 0 }));

export const responseCacheLookups = processWide(
  'responseCacheLookups',
  () =>
    new Counter({
      name: `${PREFIX}response_cache_lookups_total`,
      help: 'Lookups of anonymous public reads in the response cache, by result (hit or miss)',
      labelNames: ['result'] as const,
      collect() {
        const counts = responseCacheLookupCounts;
        if (counts.hit > 0) this.inc({ result: 'hit' }, counts.hit);
        if (counts.miss > 0) this.inc({ result: 'miss' }, counts.miss);
        counts.hit = 0;
        counts.miss = 0;
      },
    }),
);

export const eventStoreAppendDuration = processWide(
  'eventStoreAppendDuration',
  () =>
    new Histogram({
      name: `${PREFIX}event_store_append_duration_seconds`,
      help: 'Time to append events to one stream (one appendToStream call), by outcome',
      labelNames: ['outcome'] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    }),
);

export const eventStoreAppendBatchSize = processWide(
  'eventStoreAppendBatchSize',
  () =>
    new Histogram({
      name: `${PREFIX}event_store_append_batch_size`,
      help: 'Events per append (one appendToStream call)',
      buckets: [1, 2, 3, 5, 10, 20, 50, 100, 500],
    }),
);

export const crawlDuration = processWide(
  'crawlDuration',
  () =>
    new Histogram({
      name: `${PREFIX}crawl_duration_seconds`,
      help: 'Time to read a submitted site (crawl), by outcome',
      labelNames: ['outcome'] as const,
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80],
    }),
);

export const crawlFailures = processWide(
  'crawlFailures',
  () =>
    new Counter({
      name: `${PREFIX}crawl_failures_total`,
      help: 'Crawls that could not read the site, by reason (the crawl error code)',
      labelNames: ['reason'] as const,
    }),
);

export const draftingDuration = processWide(
  'draftingDuration',
  () =>
    new Histogram({
      name: `${PREFIX}drafting_duration_seconds`,
      help: 'Time to draft a profile from a read site, by outcome',
      labelNames: ['outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40],
    }),
);

export const draftingFailures = processWide(
  'draftingFailures',
  () =>
    new Counter({
      name: `${PREFIX}drafting_failures_total`,
      help: 'Draftings that failed, by reason (the error code or name)',
      labelNames: ['reason'] as const,
    }),
);

export const rateLimitRefusals = processWide(
  'rateLimitRefusals',
  () =>
    new Counter({
      name: `${PREFIX}rate_limit_refusals_total`,
      help: 'Requests refused with 429 by the rate limiter, by subject (credential, ip, or account: an operation’s own limit)',
      labelNames: ['subject'] as const,
    }),
);

/** CPU, memory, event-loop lag, GC (prom-client's defaults), once per process (entry points call it). */
export function collectProcessMetrics(): void {
  processWide('processMetrics', () => {
    collectDefaultMetrics({ prefix: PREFIX });
    return true;
  });
}

export const METRICS_PREFIX = PREFIX;

export const metricsContentType = register.contentType;

/** The registry's current text exposition (collects the gauges that read on demand). */
export const renderMetrics = (): Promise<string> => register.metrics();

/**
 * The value of one metric (a counter or gauge by name, or a histogram's `_count` / `_sum`), summed over
 * the series whose labels match, for tests; 0 when there is none.
 */
export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = register.getSingleMetric(name.replace(/_(count|sum)$/, ''));
  if (!metric) return 0;
  const { values } = await metric.get();
  return values
    .filter((value) => ((value as { metricName?: string }).metricName ?? name) === name)
    .filter((value) => Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted))
    .reduce((sum, value) => sum + value.value, 0);
}
