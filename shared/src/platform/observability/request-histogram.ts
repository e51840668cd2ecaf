/**
 * The histogram of HTTP requests (operation, method, status), counted in plain numbers per label set
 * and read by prom-client's registry at scrape time in the shape its own Histogram gives, so
 * `/metrics` says exactly what it said (the same series, buckets, `_sum` and `_count`).
 *
 * Why not prom-client's Histogram: every request is observed, and its observe builds a labels object
 * and a closure, checks the labels and hashes them into a string per call; on a cached read or a
 * picture that was the largest cost left after writing the answer (docs/benchmarks.md,
 * `npm run bench:images`). Here a request costs three Map lookups and a few additions.
 */

interface Series {
  labels: { operation: string; method: string; status: string };
  /** Observations per bucket (not cumulative), one per upper bound. */
  buckets: number[];
  count: number;
  sum: number;
}

/** One line's value as prom-client's registry formats them. */
interface Value {
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string>;
  value: number;
  metricName: string;
}

export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  /** operation → method → status → series. */
  private readonly series = new Map<string, Map<string, Map<number, Series>>>();

  readonly name: string;
  readonly help: string;
  private readonly upperBounds: readonly number[];

  constructor(name: string, help: string, upperBounds: readonly number[]) {
    this.name = name;
    this.help = help;
    this.upperBounds = upperBounds;
  }

  /** One request, `seconds` long. */
  observe(operation: string, method: string, status: number, seconds: number): void {
    let byMethod = this.series.get(operation);
    if (byMethod === undefined) this.series.set(operation, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (series === undefined) {
      series = {
        labels: { operation, method, status: String(status) },
        buckets: this.upperBounds.map(() => 0),
        count: 0,
        sum: 0,
      };
      byStatus.set(status, series);
    }
    const bounds = this.upperBounds;
    let bucket = 0;
    while (bucket < bounds.length && seconds > bounds[bucket]!) bucket++;
    if (bucket < bounds.length) series.buckets[bucket]!++;
    series.count++;
    series.sum += seconds;
  }

  /** What the registry writes: per series, cumulative buckets (`le`), +Inf, `_sum`, `_count`. */
  getForPromString(): { name: string; help: string; type: string; values: Value[]; aggregator: string } {
    const values: Value[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const byMethod of this.series.values())
      for (const byStatus of byMethod.values())
        for (const series of byStatus.values()) {
          let cumulative = 0;
          this.upperBounds.forEach((le, i) => {
            cumulative += series.buckets[i]!;
            values.push({ labels: { le }, sharedLabels: series.labels, value: cumulative, metricName: bucketName });
          });
          values.push({
            labels: { le: '+Inf' },
            sharedLabels: series.labels,
            value: series.count,
            metricName: bucketName,
          });
          values.push({ labels: {}, sharedLabels: series.labels, value: series.sum, metricName: `${this.name}_sum` });
          values.push({
            labels: {},
            sharedLabels: series.labels,
            value: series.count,
            metricName: `${this.name}_count`,
          });
        }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** The same values with each series' labels in `labels` (prom-client's `get()`). */
  async get(): Promise<{ name: string; help: string; type: string; values: Value[]; aggregator: string }> {
    const metric = this.getForPromString();
    return {
      ...metric,
      values: metric.values.map(({ labels, sharedLabels, value, metricName }) => ({
        labels: { ...labels, ...sharedLabels },
        value,
        metricName,
      })),
    };
  }

  reset(): void {
    this.series.clear();
  }
}
